package urlpattern

import (
	"fmt"
	"regexp"
	"testing"
)

// byRegexp returns a copy of the component that matches with its regular
// expression only, as the general case does.
func byRegexp(t *testing.T, c *component) *component {
	src, err := c.goSource("")
	if err != nil {
		t.Fatal(err)
	}
	r := *c
	r.kind = matchRegexp
	r.re = regexp.MustCompile(src)
	return &r
}

// TestDirectMatchers checks the matchers that work without a regular
// expression (exact, any, simple with segment and regexp groups) against
// the regular expression, on every string of up to five code points over
// an alphabet that exercises them.
func TestDirectMatchers(t *testing.T) {
	patterns := []struct {
		pathname, hostname string
	}{
		{"/books/:id", ""},
		{"/:a/:b", ""},
		{"/posts/:year(\\d{4})/:slug", ""},
		{"/x/:n(\\d+)", ""},
		{"/x/:n([a1]{1,2})/*", ""},
		{"/:n(a)/b", ""},
		{"/:n([^\\/]*)/b", ""},
		{"/a/*", ""},
		{"/*.1", ""},
		{"/a:x", ""},
		{"*", "*.a"},
		{"*", ":sub.a1"},
		{"*", "{:s(a+)}.a"},
	}
	const alphabet = "/a1.-é\n"
	var inputs []string
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		inputs = append(inputs, prefix)
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(prefix+string(c), n-1)
		}
	}
	gen("", 5)
	direct := 0
	for _, tp := range patterns {
		p, err := NewInit(Init{Pathname: new(tp.pathname), Hostname: new(tp.hostname)})
		if err != nil {
			t.Fatalf("%+v: %v", tp, err)
		}
		for _, c := range []*component{p.comps[cPathname], p.comps[cHostname]} {
			if c.kind == matchRegexp {
				t.Errorf("%+v: %q uses the regular expression; the test wants direct matchers", tp, c.pattern)
				continue
			}
			direct++
			re := byRegexp(t, c)
			for _, in := range inputs {
				got, gok := c.match(in, nil)
				want, wok := re.match(in, nil)
				if gok != wok || fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%q on %q: %v %v, the regular expression gives %v %v", c.pattern, in, gok, got, wok, want)
				}
				if c.test(in) != wok {
					t.Errorf("%q on %q: test %v, want %v", c.pattern, in, !wok, wok)
				}
			}
		}
	}
	if direct == 0 {
		t.Fatal("no direct matcher tested")
	}
}
