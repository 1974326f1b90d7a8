package url

import (
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

var hostileTable = flag.Bool("hostile.table", false, "TestHostileInputs: print the cost of every kind of hostile input")

// A hostileCase is a kind of input built to find superlinear time or
// memory: a long run of whatever makes one of the parser's states, a
// setter or the form parser work hardest.
type hostileCase struct {
	name string
	// input returns an input of about n bytes.
	input func(n int) string
	// ok says whether the input is a URL.
	ok bool
	// run, when not nil, replaces Parse.
	run func(input string) hostileResult
}

// hostileResult is what processing a hostile input gave.
type hostileResult struct {
	ok    bool
	out   int // the length of the result: the href, or the serialized pairs
	pairs int // the number of pairs a SearchParams holds
}

func parseHostile(input string) hostileResult {
	u, err := Parse(input)
	if err != nil {
		return hostileResult{}
	}
	return hostileResult{ok: true, out: len(u.Href())}
}

// withBase returns a run function that parses the input against the URL
// base(n), for an input of n bytes.
func withBase(base func(n int) string) func(string) hostileResult {
	return func(input string) hostileResult {
		b, err := Parse(base(len(input)))
		if err != nil {
			panic(err)
		}
		u, err := Parse(input, b)
		if err != nil {
			return hostileResult{}
		}
		return hostileResult{ok: true, out: len(u.Href())}
	}
}

// setter returns a run function that applies a setter to a copy of href
// with the input as its value; it succeeds when the URL changes.
func setter(href string, set func(u *URL, value string)) func(string) hostileResult {
	return func(input string) hostileResult {
		orig, err := Parse(href)
		if err != nil {
			panic(err)
		}
		u := *orig
		set(&u, input)
		return hostileResult{ok: u.Href() != href, out: len(u.Href())}
	}
}

func formHostile(input string) hostileResult {
	p := NewSearchParams(input)
	return hostileResult{ok: true, out: len(p.String()), pairs: p.Size()}
}

// hostileCases are the kinds of hostile input. At 1 MiB, "many labels" has
// 500,000 labels, the dot segment kinds 200,000 to 350,000 segments, and
// "query pairs" 250,000 pairs.
var hostileCases = []hostileCase{
	{name: "long host", input: func(n int) string { return "http://" + rep("a", n) + "/" }, ok: true},
	{name: "long host, uppercase", input: func(n int) string { return "http://" + rep("A", n) + "/" }, ok: true},
	{name: "many labels", input: func(n int) string { return "http://" + rep("a.", n) + "com/" }, ok: true},
	{name: "many numeric labels", input: func(n int) string { return "http://" + rep("1.", n) + "1/" }},
	{name: "long IPv4 number", input: func(n int) string { return "http://0x" + rep("f", n) + "/" }},
	{name: "long xn-- label", input: func(n int) string { return "http://xn--" + rep("a", n) + "/" }, ok: true},
	// Non-ASCII domains longer than maxIDNADomain fail before IDNA.
	{name: "IDNA host, one label", input: func(n int) string { return "http://" + distinctRunes(n) + "/" }},
	{name: "IDNA host, many labels", input: func(n int) string { return "http://" + rep("é.", n) + "com/" }},
	{name: "IDNA host, one non-ASCII byte", input: func(n int) string { return "http://é" + rep("a", n) + "/" }},
	{name: "percent-encoded host", input: func(n int) string { return "http://" + rep("%61", n) + "/" }, ok: true},
	{name: "IPv6, many pieces", input: func(n int) string { return "http://[" + rep("1:", n) + "1]/" }},
	{name: "IPv6, colons", input: func(n int) string { return "http://[" + rep(":", n) + "]/" }},
	{name: "IPv6, IPv4 parts", input: func(n int) string { return "http://[::" + rep("1.", n) + "1]/" }},
	{name: "IPv6, unclosed", input: func(n int) string { return "http://[" + rep("0", n) }},
	{name: "opaque host, IPv6-like", input: func(n int) string { return "sc://[" + rep("1:", n) + "/" }},
	{name: "userinfo with many @", input: func(n int) string { return "http://" + rep("u@", n) + "h/" }, ok: true},
	{name: "long password", input: func(n int) string { return "http://u:" + rep("p:", n) + "@h/" }, ok: true},
	{name: "port of zeros", input: func(n int) string { return "http://h:" + rep("0", n) + "80/" }, ok: true},
	{name: "long port", input: func(n int) string { return "http://h:" + rep("9", n) + "/" }},
	{name: "backslashes before host", input: func(n int) string { return "http:" + rep(`\`, n) + "h/" }, ok: true},
	{name: "backslashes in path", input: func(n int) string { return "http://h" + rep(`\`, n) }, ok: true},
	{name: "dot segments /a/..", input: func(n int) string { return "http://h" + rep("/a/..", n) + "/" }, ok: true},
	{name: "dot segments ../", input: func(n int) string { return "http://h/" + rep("../", n) }, ok: true},
	{name: "dot segments %2e%2e/", input: func(n int) string { return "http://h/" + rep("%2e%2e/", n) }, ok: true},
	{name: "dot segments %2E./, non-special", input: func(n int) string { return "sc://h/" + rep("%2E./", n) }, ok: true},
	{name: "deep path, then ..", input: func(n int) string { return "http://h" + rep("/a", n/2) + rep("/..", n/2) }, ok: true},
	{name: "file drive letter, then ..", input: func(n int) string { return "file:///C:" + rep("/..", n) }, ok: true},
	{name: "%25 chain in path", input: func(n int) string { return "http://h/" + rep("%25", n) }, ok: true},
	{name: "bytes to percent-encode", input: func(n int) string { return "http://h/" + rep(" ", n) + "x" }, ok: true},
	{name: "invalid UTF-8", input: func(n int) string { return "http://h/" + rep("\xff", n) }, ok: true},
	{name: "tabs and newlines", input: func(n int) string { return "http://h/" + rep("a\t\n", n) }, ok: true},
	{name: "C0 controls and spaces around", input: func(n int) string { return rep("\x00 ", n/2) + "http://h/" + rep(" \x01", n/2) }, ok: true},
	{name: "query pairs", input: func(n int) string { return "http://h/?" + rep("a=b&", n) }, ok: true},
	{name: "long fragment", input: func(n int) string { return "http://h/#" + rep("`#", n) }, ok: true},
	{name: "opaque path", input: func(n int) string { return "sc:" + rep("a ", n) + "b" }, ok: true},
	{name: "slashes, non-special", input: func(n int) string { return "sc:" + rep("/", n) }, ok: true},
	{
		name:  "relative ../ against a deep base",
		input: func(n int) string { return rep("../", n) + "b" },
		run:   withBase(func(n int) string { return "http://h" + rep("/a", n) }),
		ok:    true,
	},
	{name: "form: pairs", input: func(n int) string { return rep("a=b&", n) }, run: formHostile, ok: true},
	{name: "form: names only", input: func(n int) string { return rep("a&", n) }, run: formHostile, ok: true},
	{name: "form: %25 chains and +", input: func(n int) string { return rep("%25+%41=%2B&", n) }, run: formHostile, ok: true},
	{
		name:  "SetPathname, dot segments",
		input: func(n int) string { return rep("/a/..", n) },
		run:   setter("http://h/x?q#f", (*URL).SetPathname),
		ok:    true,
	},
	{
		name:  "SetHost, long host",
		input: func(n int) string { return rep("a", n) + ":8080" },
		run:   setter("http://h/x?q#f", (*URL).SetHost),
		ok:    true,
	},
	{
		name:  "SetSearch, query pairs",
		input: func(n int) string { return rep("a=b&", n) },
		run:   setter("http://h/x?q#f", (*URL).SetSearch),
		ok:    true,
	},
	{
		name:  "SetHash, invalid UTF-8",
		input: func(n int) string { return rep("\xfe", n) },
		run:   setter("http://h/x?q#f", (*URL).SetHash),
		ok:    true,
	},
}

// hostileCost is what processing one hostile input cost.
type hostileCost struct {
	size  int           // input bytes
	res   hostileResult // what the last run gave
	time  time.Duration // the fastest run
	alloc uint64        // bytes allocated by the last run
}

func (c hostileCost) nsPerByte() float64 { return float64(c.time.Nanoseconds()) / float64(c.size) }

// measureHostile processes an input of about n bytes of the kind tc runs
// times. The collector is off during each run, so that a collection does
// not land in some runs and not others, and runs between them.
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
	for range runs {
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		res := run(in)
		d := time.Since(start)
		runtime.ReadMemStats(&after)
		if res.ok != tc.ok {
			t.Fatalf("%s, %d bytes: success %v; want %v", tc.name, len(in), res.ok, tc.ok)
		}
		c.res = res
		c.time = min(c.time, d)
		c.alloc = after.TotalAlloc - before.TotalAlloc
	}
	return c
}

// TestHostileInputs checks that every kind of hostile input is processed
// in linear time and memory. Time: the cost per byte of a 1 MiB input,
// the fastest of several runs, is less than 3 times that of a 64 KiB
// input (a quadratic algorithm would give 16). Memory: one run allocates
// at most 8 bytes per byte of its input or of its output, whichever is
// longer (percent-encoding makes the output up to 9 times as long as the
// input), plus 48 bytes per name-value pair for SearchParams (a pair of
// strings in the list, and two ends while parsing).
func TestHostileInputs(t *testing.T) {
	const small, large = 64 << 10, 1 << 20
	const maxRatio, maxAllocPerByte, maxAllocPerPair = 3, 8, 48
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
			fmt.Printf("%-34s 64 KiB %9v %6.2f ns/B | 1 MiB %9v %6.2f ns/B | ratio %4.2f | alloc %5.2f B/B, output %4.2f B/B\n",
				tc.name, s.time.Round(time.Microsecond), s.nsPerByte(), l.time.Round(time.Microsecond), l.nsPerByte(), ratio,
				float64(l.alloc)/float64(l.size), float64(l.res.out)/float64(l.size))
		}
		// The race detector slows some code down far more than other
		// code, and its slowdown is not proportional to the size of the
		// input; so the ratio of times means nothing under it.
		if !raceEnabled {
			worst = max(worst, ratio)
			if ratio >= maxRatio {
				t.Errorf("%s: %.2f ns/B at %d bytes but %.2f ns/B at %d bytes: not linear", tc.name, s.nsPerByte(), s.size, l.nsPerByte(), l.size)
			}
		}
		for _, c := range []hostileCost{s, l} {
			limit := uint64(maxAllocPerByte*max(c.size, c.res.out) + maxAllocPerPair*c.res.pairs)
			if c.alloc > limit {
				t.Errorf("%s: %d input bytes, %d output bytes, %d pairs: %d bytes allocated, more than %d",
					tc.name, c.size, c.res.out, c.res.pairs, c.alloc, limit)
			}
		}
	}
	if raceEnabled {
		fmt.Printf("hostile inputs: %d kinds at 64 KiB and 1 MiB, memory checked (time is not, under the race detector)\n", len(hostileCases))
	} else {
		fmt.Printf("hostile inputs: %d kinds at 64 KiB and 1 MiB, linear (worst cost-per-byte ratio %.2f)\n", len(hostileCases), worst)
	}
}
