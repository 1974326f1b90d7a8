package urlpattern

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/weburl/url/internal/race"
)

var fuzzSeeds = []string{
	"https://example.com/books/:id",
	"https://*.example.com/api/:v(\\d+)/*",
	"/:a?/:b*/:c+",
	"{/:x(foo|bar)}?/*?",
	"http{s}?://{:sub.}?example.com:8080/a/b?q=:q#:h",
	"(\\p{L}+)",
	"([[a-z]--[aeiou]]+)",
	"data\\:text/:type",
	"[\\:\\:1]:*",
	"https://example.com/(a*)*b",
}

// FuzzNew compiles pattern strings: no panic, and for a pattern that
// compiles, matching it does not panic, Test agrees with Exec, and a
// Router of the one pattern agrees too.
func FuzzNew(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "https://example.com/books/42?q=1#h", false)
	}
	f.Fuzz(func(t *testing.T, pattern, input string, ignoreCase bool) {
		p, err := Options{IgnoreCase: ignoreCase}.New(pattern, "https://base.example/")
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		for _, s := range []string{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash()} {
			if !utf8.ValidString(s) {
				t.Fatalf("pattern string %q is not UTF-8", s)
			}
		}
		r := p.Exec(input, "https://base.example/")
		if (r != nil) != p.Test(input, "https://base.example/") {
			t.Fatalf("Test and Exec disagree on %q", input)
		}
		router := NewRouter[int](RegistrationOrder)
		router.Add(p, 1)
		if _, ok := router.Lookup(input, "https://base.example/"); ok != (r != nil) {
			t.Fatalf("Router.Lookup = %v, Exec matched: %v", ok, r != nil)
		}
		if r != nil {
			for c := range numComponents {
				cr := r.component(c)
				if len(cr.Groups) != len(p.comps[c].names) {
					t.Fatalf("%s: %d groups, want %d", componentNames[c], len(cr.Groups), len(p.comps[c].names))
				}
			}
		}
	})
}

// FuzzRegexp checks the translation of regexp groups: no panic, and a
// translation that succeeds compiles with Go's regexp package.
func FuzzRegexp(f *testing.F) {
	for _, s := range []string{`\d+`, `[\p{L}--[a-z]]`, `(?<y>\d{4})-(?i:x)`, `[\q{abc|d}]`, `a{2,3}?`, `\u{1F345}`, `[^\s&&\S]`} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, src string, ignoreCase bool) {
		if len(src) > 200 {
			return // the cost of \p{...} classes, not of the input, dominates
		}
		p, err := Options{IgnoreCase: ignoreCase}.NewInit(Init{Pathname: new("/(" + src + ")")})
		if err != nil {
			return
		}
		p.Test("https://x/" + src)
	})
}

// TestLinearTime matches patterns that make backtracking engines take
// exponential or quadratic time against a 64 KiB and a 512 KiB input: the
// cost per byte of the larger, the fastest of several runs, must be less
// than 3 times that of the smaller (quadratic time would give 8). Both
// sizes are large enough for Go's regexp package to use the same engine.
// Under the race detector, whose slowdown is not proportional to the
// input, the patterns run but time is not checked.
func TestLinearTime(t *testing.T) {
	const small, large, maxRatio = 64 << 10, 512 << 10, 3
	tests := []struct{ pattern, unit, end string }{
		{"https://example.com/:x((?:a*)*b)", "a", ""},
		{"https://example.com/:x((?:a|a)*c)", "a", "b"},
		{"https://example.com/*/*/*/*/z", "/y", ""},
		{"https://example.com/:a*-:b*-:c*", "-x", ""},
		{"https://example.com/:x([\\p{L}--[a-z]]+)/:y(.*.*.*=.*)", "a", ""},
	}
	runs := 3
	if race.Enabled {
		runs = 1
	}
	for _, tt := range tests {
		p, err := New(tt.pattern)
		if err != nil {
			t.Fatalf("%s: %v", tt.pattern, err)
		}
		nsPerByte := func(size int) float64 {
			in := "https://example.com/" + strings.Repeat(tt.unit, size/len(tt.unit)) + tt.end
			best := time.Duration(1 << 62)
			for range runs {
				start := time.Now()
				p.Test(in)
				best = min(best, time.Since(start))
			}
			return float64(best) / float64(len(in))
		}
		ratio := 0.0
		// A busy machine can slow one measurement down; a superlinear
		// algorithm is slow every time.
		for range 3 {
			ratio = nsPerByte(large) / nsPerByte(small)
			if race.Enabled || ratio < maxRatio {
				break
			}
		}
		if !race.Enabled && ratio >= maxRatio {
			t.Errorf("%s: the cost per byte at 512 KiB is %.1f times that at 64 KiB: not linear", tt.pattern, ratio)
		}
	}
}
