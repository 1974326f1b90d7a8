package bench

import (
	"fmt"
	"testing"

	dunglas "github.com/dunglas/go-urlpattern"
	"github.com/weburl/url"
	"github.com/weburl/url/urlpattern"
)

// routePatterns are typical route patterns, each with a URL it matches.
var routePatterns = []struct{ name, pattern, input string }{
	{"path", "https://example.com/books/:id", "https://example.com/books/42"},
	{"host-wildcard", "https://*.example.com/api/v1/users/:user/repos/:repo", "https://api.example.com/api/v1/users/ann/repos/weburl"},
	{"prefix", "https://example.com/static/*", "https://example.com/static/css/site.css"},
	{"regexp", "https://example.com/posts/:year(\\d{4})/:slug", "https://example.com/posts/2024/hello-world"},
}

var (
	sinkPattern        *urlpattern.Pattern
	sinkDunglas        *dunglas.URLPattern
	sinkResult         *urlpattern.Result
	sinkDunglasResult  *dunglas.URLPatternResult
	sinkBool           bool
	sinkRouteValue     int
	sinkRouteResult    *urlpattern.Result
	sinkRouteValueLoop int
)

// TestURLPatternAgree checks that the benchmarked implementations agree on
// the benchmark inputs, so that they are compared doing the same work.
func TestURLPatternAgree(t *testing.T) {
	for _, rp := range routePatterns {
		w, err := urlpattern.New(rp.pattern)
		if err != nil {
			t.Fatal(err)
		}
		d, err := dunglas.New(rp.pattern, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		if !w.Test(rp.input) || !d.Test(rp.input, "") {
			t.Errorf("%s: weburl %v, dunglas %v; want both to match", rp.name, w.Test(rp.input), d.Test(rp.input, ""))
		}
		wr, dr := w.Exec(rp.input), d.Exec(rp.input, "")
		for _, g := range wr.Pathname().Groups {
			if dr.Pathname.Groups[g.Name] != g.Value {
				t.Errorf("%s: group %s = %q, dunglas %q", rp.name, g.Name, g.Value, dr.Pathname.Groups[g.Name])
			}
		}
	}
}

func BenchmarkURLPatternNew(b *testing.B) {
	for _, rp := range routePatterns {
		b.Run("impl=weburl/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkPattern, _ = urlpattern.New(rp.pattern)
			}
		})
		b.Run("impl=dunglas/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkDunglas, _ = dunglas.New(rp.pattern, "", nil)
			}
		})
	}
}

func BenchmarkURLPatternTest(b *testing.B) {
	for _, rp := range routePatterns {
		w, _ := urlpattern.New(rp.pattern)
		d, _ := dunglas.New(rp.pattern, "", nil)
		b.Run("impl=weburl/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkBool = w.Test(rp.input)
			}
		})
		b.Run("impl=dunglas/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkBool = d.Test(rp.input, "")
			}
		})
	}
}

func BenchmarkURLPatternExec(b *testing.B) {
	for _, rp := range routePatterns {
		w, _ := urlpattern.New(rp.pattern)
		d, _ := dunglas.New(rp.pattern, "", nil)
		u, _ := url.Parse(rp.input)
		b.Run("impl=weburl/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkResult = w.Exec(rp.input)
			}
		})
		b.Run("impl=weburl-parsed/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkResult = w.ExecURL(u)
			}
		})
		b.Run("impl=weburl-execto/pattern="+rp.name, func(b *testing.B) {
			var r urlpattern.Result
			b.ReportAllocs()
			for b.Loop() {
				sinkBool = w.ExecTo(&r, rp.input)
			}
		})
		b.Run("impl=dunglas/pattern="+rp.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkDunglasResult = d.Exec(rp.input, "")
			}
		})
	}
}

// apiRoutes returns n route patterns of a REST-like API and, for each, a
// URL that matches it and no earlier route.
func apiRoutes(n int) (routes, urls []string) {
	for i := range n {
		switch i % 4 {
		case 0:
			routes = append(routes, fmt.Sprintf("https://api.example.com/v1/res%d", i))
			urls = append(urls, fmt.Sprintf("https://api.example.com/v1/res%d", i))
		case 1:
			routes = append(routes, fmt.Sprintf("https://api.example.com/v1/res%d/:id", i))
			urls = append(urls, fmt.Sprintf("https://api.example.com/v1/res%d/42", i))
		case 2:
			routes = append(routes, fmt.Sprintf("https://api.example.com/v1/res%d/:id/items/:item", i))
			urls = append(urls, fmt.Sprintf("https://api.example.com/v1/res%d/7/items/x?y", i))
		case 3:
			routes = append(routes, fmt.Sprintf("https://api.example.com/v1/res%d/:id(\\d+)/*", i))
			urls = append(urls, fmt.Sprintf("https://api.example.com/v1/res%d/12/a/b", i))
		}
	}
	return routes, urls
}

// BenchmarkURLPatternRouter matches URLs against 10, 100 and 1,000 routes:
// with a Router, and with a loop over the patterns that stops at the first
// match (on the URL string, and on a URL parsed once). Each op matches one
// URL; the URLs hit every route in turn.
func BenchmarkURLPatternRouter(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		routes, urls := apiRoutes(n)
		r := urlpattern.NewRouter[int](urlpattern.RegistrationOrder)
		pats := make([]*urlpattern.Pattern, n)
		for i, s := range routes {
			p, err := urlpattern.New(s)
			if err != nil {
				b.Fatal(err)
			}
			pats[i] = p
			r.Add(p, i)
		}
		parsed := make([]*url.URL, n)
		for i, s := range urls {
			parsed[i], _ = url.Parse(s)
		}
		b.Run(fmt.Sprintf("routes=%d/impl=router", n), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				sinkRouteValue, _ = r.Lookup(urls[i])
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run(fmt.Sprintf("routes=%d/impl=router-exec", n), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				sinkRouteValue, sinkRouteResult, _ = r.Match(urls[i])
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run(fmt.Sprintf("routes=%d/impl=router-matchto", n), func(b *testing.B) {
			var res urlpattern.Result
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				sinkRouteValue, _ = r.MatchTo(&res, urls[i])
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run(fmt.Sprintf("routes=%d/impl=loop", n), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				for j, p := range pats {
					if p.Test(urls[i]) {
						sinkRouteValueLoop = j
						break
					}
				}
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run(fmt.Sprintf("routes=%d/impl=loop-parsed", n), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				for j, p := range pats {
					if p.TestURL(parsed[i]) {
						sinkRouteValueLoop = j
						break
					}
				}
				if i++; i == n {
					i = 0
				}
			}
		})
	}
}
