package dataurl

import (
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/weburl/url"
)

var hostileTable = flag.Bool("hostile.table", false, "TestHostileInputs: print the cost of every kind of hostile input")

// rep returns s repeated to about n bytes.
func rep(s string, n int) string { return strings.Repeat(s, max(n/len(s), 1)) }

// A hostileCase is a kind of input built to find superlinear time or
// memory: a long run of what makes the processor, the decoder, or the
// MIME type parser it calls work hardest.
type hostileCase struct {
	name  string
	input func(n int) string // an input of about n bytes
	ok    bool               // whether it succeeds
	// run, when not nil, replaces Parse; it returns the result's length
	// and whether it succeeded.
	run func(s string) (int, bool)
	// allocPerByte, when not 0, replaces maxAllocPerByte: for the MIME type
	// parser's list of parameters.
	allocPerByte int
}

func parseHostile(s string) (int, bool) {
	d, err := Parse(s)
	if err != nil {
		return len(err.Error()), false
	}
	return len(d.Body) + len(d.MIMEType.String()), true
}

func decodeHostile(s string) (int, bool) {
	b, err := DecodeBase64(s)
	if err != nil {
		return len(err.Error()), false
	}
	return len(b), true
}

// distinctParams returns ";p0=v;p1=v;..." of about n bytes.
func distinctParams(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(";p")
		b.WriteString(strconv.Itoa(i))
		b.WriteString("=v")
	}
	return b.String()
}

var hostileCases = []hostileCase{
	{name: "DecodeBase64", input: func(n int) string { return base64Body(n, false) }, ok: true, run: decodeHostile},
	{name: "DecodeBase64, in lines", input: func(n int) string { return base64Body(n, true) }, ok: true, run: decodeHostile},
	{name: "DecodeBase64, whitespace between all", input: func(n int) string { return rep("Y W J j ", n) }, ok: true, run: decodeHostile},
	{name: "DecodeBase64, only whitespace", input: func(n int) string { return rep(" ", n) }, ok: true, run: decodeHostile},
	{name: "DecodeBase64, only padding", input: func(n int) string { return rep("=", n) }, run: decodeHostile},
	{name: "DecodeBase64, invalid at the end", input: func(n int) string { return rep("YWJj", n) + "!" }, run: decodeHostile},
	{name: "base64 body", input: func(n int) string { return "data:;base64," + base64Body(n, false) }, ok: true},
	{name: "base64 body, spaces", input: func(n int) string { return "data:;base64," + rep("YW Jj ", n) }, ok: true},
	{name: "base64 body, tabs", input: func(n int) string { return "data:;base64," + rep("YW\tJj\t", n) }, ok: true},
	{name: "base64 body, percent-encoded", input: func(n int) string { return "data:;base64," + rep("%59%57%4A%6A", n) }, ok: true},
	{name: "base64 body, percent signs", input: func(n int) string { return "data:;base64," + rep("%", n) }},
	{name: "base64 body, non-ASCII", input: func(n int) string { return "data:;base64," + rep("YWJj", n) + "é" }},
	{name: "base64 body, tabs, invalid at the end", input: func(n int) string { return "data:;base64," + rep("YW\tJj", n) + "!" }},
	{name: "text body", input: func(n int) string { return "data:," + rep("a", n) }, ok: true},
	{name: "text body, percent-encoded", input: func(n int) string { return "data:," + rep("%E2%80%A0", n) }, ok: true},
	{name: "text body, percent signs", input: func(n int) string { return "data:," + rep("%%", n) }, ok: true},
	{name: "text body, non-ASCII", input: func(n int) string { return "data:," + rep("é", n) }, ok: true},
	{name: "text body, spaces before a query", input: func(n int) string { return "data:," + rep(" ", n) + "?" }, ok: true},
	// mimetype.Parse appends a long serialization to a growing buffer,
	// then copies it to a string: about 5 bytes a byte.
	{name: "long MIME type", input: func(n int) string { return "data:text/" + rep("a", n) + ",x" }, ok: true, allocPerByte: 8},
	{name: "long MIME type, no comma", input: func(n int) string { return "data:text/" + rep("a\t", n) }},
	{name: "many parameters", input: func(n int) string { return "data:text/plain" + rep(";a=b", n) + ",x" }, ok: true},
	// Parameters of 6 to 10 bytes cost mimetype.Parse about 300 bytes each.
	{name: "many distinct parameters", input: func(n int) string { return "data:text/plain" + distinctParams(n) + ",x" }, ok: true, allocPerByte: 64},
	{name: "many spaces before base64", input: func(n int) string { return "data:;" + rep(" ", n) + "base64,YQ" }, ok: true},
	{name: "many semicolons", input: func(n int) string { return "data:" + rep(";", n) + "base64,YQ" }, ok: true},
	{name: "quoted parameter", input: func(n int) string { return "data:text/plain;a=\"" + rep("\\\"", n) + "\",x" }, ok: true, allocPerByte: 8},
}

// hostileCost is what processing one hostile input cost.
type hostileCost struct {
	size  int           // input bytes
	href  int           // the URL's serialization's bytes (Parse only)
	out   int           // result bytes
	time  time.Duration // the fastest run
	alloc uint64        // bytes allocated by the last run, but for url.Parse's
}

func (c hostileCost) nsPerByte() float64 { return float64(c.time.Nanoseconds()) / float64(c.size) }

// measureHostile processes an input of about n bytes of the kind tc runs
// times, with the collector off during each run.
func measureHostile(t *testing.T, tc *hostileCase, n, runs int) hostileCost {
	t.Helper()
	in := tc.input(n)
	run := tc.run
	if run == nil {
		run = parseHostile
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	c := hostileCost{size: len(in), time: time.Duration(1<<63 - 1)}
	var before, after runtime.MemStats
	// The URL parser's allocations are its own (the root package's
	// TestHostileInputs checks them): they are taken off Parse's.
	var urlAlloc uint64
	if tc.run == nil {
		runtime.GC()
		runtime.ReadMemStats(&before)
		u, err := url.Parse(in)
		runtime.ReadMemStats(&after)
		urlAlloc = after.TotalAlloc - before.TotalAlloc
		if err == nil {
			c.href = len(u.Href())
		}
	}
	for range runs {
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		out, ok := run(in)
		d := time.Since(start)
		runtime.ReadMemStats(&after)
		if ok != tc.ok {
			t.Fatalf("%s, %d bytes: success %v; want %v", tc.name, len(in), ok, tc.ok)
		}
		c.out = out
		c.time = min(c.time, d)
		c.alloc = after.TotalAlloc - before.TotalAlloc - min(urlAlloc, after.TotalAlloc-before.TotalAlloc)
	}
	return c
}

// TestHostileInputs checks that every kind of hostile input is processed
// in linear time and memory. Time: the cost per byte of a 1 MiB input,
// the fastest of several runs, is less than 3 times that of a 64 KiB
// input (a quadratic algorithm would give 16). Memory: one run allocates,
// beside what url.Parse allocates, at most 4 bytes per byte of its input,
// of the URL it parsed, or of its result, whichever is longest (the URL
// parser percent-encodes a non-ASCII input to 3 times its length).
func TestHostileInputs(t *testing.T) {
	const small, large = 64 << 10, 1 << 20
	const maxRatio, maxAllocPerByte = 3, 4
	runs := 5
	if raceEnabled {
		runs = 1 // time is not measured: see below
	}
	worst := 0.0
	for i := range hostileCases {
		tc := &hostileCases[i]
		var s, l hostileCost
		ratio := 0.0
		// A busy machine can slow one measurement down; a superlinear
		// algorithm is slow every time.
		for attempt := 0; attempt < 3; attempt++ {
			s = measureHostile(t, tc, small, 4*runs)
			l = measureHostile(t, tc, large, runs)
			ratio = l.nsPerByte() / s.nsPerByte()
			if raceEnabled || ratio < maxRatio {
				break
			}
		}
		if *hostileTable {
			fmt.Printf("%-40s 64 KiB %9v %6.2f ns/B | 1 MiB %9v %6.2f ns/B | ratio %4.2f | alloc %5.2f B/B, output %4.2f B/B\n",
				tc.name, s.time.Round(time.Microsecond), s.nsPerByte(), l.time.Round(time.Microsecond), l.nsPerByte(), ratio,
				float64(l.alloc)/float64(l.size), float64(l.out)/float64(l.size))
		}
		// The race detector's slowdown is not proportional to the size
		// of the input: the ratio of times means nothing under it.
		if !raceEnabled {
			worst = max(worst, ratio)
			if ratio >= maxRatio {
				t.Errorf("%s: %.2f ns/B at %d bytes but %.2f ns/B at %d bytes: not linear", tc.name, s.nsPerByte(), s.size, l.nsPerByte(), l.size)
			}
		}
		perByte := maxAllocPerByte
		if tc.allocPerByte != 0 {
			perByte = tc.allocPerByte
		}
		for _, c := range []hostileCost{s, l} {
			if limit := uint64(perByte * max(c.size, c.href, c.out)); c.alloc > limit {
				t.Errorf("%s: %d input bytes, %d output bytes: %d bytes allocated, more than %d", tc.name, c.size, c.out, c.alloc, limit)
			}
		}
	}
	if raceEnabled {
		fmt.Printf("dataurl hostile inputs: %d kinds at 64 KiB and 1 MiB, memory checked (time is not, under the race detector)\n", len(hostileCases))
	} else {
		fmt.Printf("dataurl hostile inputs: %d kinds at 64 KiB and 1 MiB, linear (worst cost-per-byte ratio %.2f)\n", len(hostileCases), worst)
	}
}

// TestDecodeBase64Memory checks that the body is the one allocation a
// decode makes, no larger than the longest result the input can give.
func TestDecodeBase64Memory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	s := base64Body(1<<20, true)
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b, err := DecodeBase64(s)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	// The allocator rounds a large allocation up to whole pages.
	if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(maxDecodedLen(len(s))+8192); got > limit {
		t.Errorf("DecodeBase64 of %d bytes (%d decoded) allocated %d bytes; want at most %d", len(s), len(b), got, limit)
	}
}
