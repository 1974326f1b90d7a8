package dataurl

import (
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/hostile"
	"github.com/weburl/url/internal/race"
)

// rep returns s repeated to about n bytes.
func rep(s string, n int) string { return strings.Repeat(s, max(n/len(s), 1)) }

func parseHostile(s string) hostile.Result {
	d, err := Parse(s)
	if err != nil {
		return hostile.Result{Out: len(err.Error())}
	}
	return hostile.Result{OK: true, Out: len(d.Body) + len(d.MIMEType.String())}
}

// parseURL is the work of url.Parse in parseHostile, whose allocations the
// root package's hostile-input test checks: it returns the length of the
// URL's serialization.
func parseURL(s string) int {
	if u, err := url.Parse(s); err == nil {
		return len(u.Href())
	}
	return 0
}

func decodeHostile(s string) hostile.Result {
	b, err := DecodeBase64(s)
	if err != nil {
		return hostile.Result{Out: len(err.Error())}
	}
	return hostile.Result{OK: true, Out: len(b)}
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

var hostileCases = []hostile.Case{
	{Name: "DecodeBase64", Input: func(n int) string { return base64Body(n, false) }, OK: true, Run: decodeHostile},
	{Name: "DecodeBase64, in lines", Input: func(n int) string { return base64Body(n, true) }, OK: true, Run: decodeHostile},
	{Name: "DecodeBase64, whitespace between all", Input: func(n int) string { return rep("Y W J j ", n) }, OK: true, Run: decodeHostile},
	{Name: "DecodeBase64, only whitespace", Input: func(n int) string { return rep(" ", n) }, OK: true, Run: decodeHostile},
	{Name: "DecodeBase64, only padding", Input: func(n int) string { return rep("=", n) }, Run: decodeHostile},
	{Name: "DecodeBase64, invalid at the end", Input: func(n int) string { return rep("YWJj", n) + "!" }, Run: decodeHostile},
	{Name: "base64 body", Input: func(n int) string { return "data:;base64," + base64Body(n, false) }, OK: true},
	{Name: "base64 body, spaces", Input: func(n int) string { return "data:;base64," + rep("YW Jj ", n) }, OK: true},
	{Name: "base64 body, tabs", Input: func(n int) string { return "data:;base64," + rep("YW\tJj\t", n) }, OK: true},
	{Name: "base64 body, percent-encoded", Input: func(n int) string { return "data:;base64," + rep("%59%57%4A%6A", n) }, OK: true},
	{Name: "base64 body, percent signs", Input: func(n int) string { return "data:;base64," + rep("%", n) }},
	{Name: "base64 body, non-ASCII", Input: func(n int) string { return "data:;base64," + rep("YWJj", n) + "é" }},
	{Name: "base64 body, tabs, invalid at the end", Input: func(n int) string { return "data:;base64," + rep("YW\tJj", n) + "!" }},
	{Name: "text body", Input: func(n int) string { return "data:," + rep("a", n) }, OK: true},
	{Name: "text body, percent-encoded", Input: func(n int) string { return "data:," + rep("%E2%80%A0", n) }, OK: true},
	{Name: "text body, percent signs", Input: func(n int) string { return "data:," + rep("%%", n) }, OK: true},
	{Name: "text body, non-ASCII", Input: func(n int) string { return "data:," + rep("é", n) }, OK: true},
	{Name: "text body, spaces before a query", Input: func(n int) string { return "data:," + rep(" ", n) + "?" }, OK: true},
	// mimetype.Parse appends a long serialization to a growing buffer,
	// then copies it to a string: about 5 bytes a byte.
	{Name: "long MIME type", Input: func(n int) string { return "data:text/" + rep("a", n) + ",x" }, OK: true, AllocPerByte: 8},
	{Name: "long MIME type, no comma", Input: func(n int) string { return "data:text/" + rep("a\t", n) }},
	{Name: "many parameters", Input: func(n int) string { return "data:text/plain" + rep(";a=b", n) + ",x" }, OK: true},
	// Parameters of 6 to 10 bytes cost mimetype.Parse about 300 bytes each.
	{Name: "many distinct parameters", Input: func(n int) string { return "data:text/plain" + distinctParams(n) + ",x" }, OK: true, AllocPerByte: 64},
	{Name: "many spaces before base64", Input: func(n int) string { return "data:;" + rep(" ", n) + "base64,YQ" }, OK: true},
	{Name: "many semicolons", Input: func(n int) string { return "data:" + rep(";", n) + "base64,YQ" }, OK: true},
	{Name: "quoted parameter", Input: func(n int) string { return "data:text/plain;a=\"" + rep("\\\"", n) + "\",x" }, OK: true, AllocPerByte: 8},
}

// TestHostileInputs checks that every kind of hostile input is processed
// in linear time and memory. Time: the cost per byte of a 1 MiB input,
// the fastest of several runs, is less than 8 times that of a 64 KiB
// input (a quadratic algorithm would give 16). Memory: one run allocates,
// beside what url.Parse allocates, at most 4 bytes per byte of its input,
// of the URL it parsed, or of its result, whichever is longest (the URL
// parser percent-encodes a non-ASCII input to 3 times its length).
func TestHostileInputs(t *testing.T) {
	hostile.Check(t, hostileCases, hostile.Limits{
		Name: "dataurl hostile inputs", Run: parseHostile, Within: parseURL, AllocPerByte: 4, Race: race.Enabled,
	})
}

// TestDecodeBase64Memory checks that the body is the one allocation a
// decode makes, no larger than the longest result the input can give.
func TestDecodeBase64Memory(t *testing.T) {
	if race.Enabled {
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
