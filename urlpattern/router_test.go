package urlpattern

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// routerTestSet returns route patterns and URLs: every constructible
// pattern and every string input of urlpatterntestdata.json, and a
// generated API-like route table.
func routerTestSet(t *testing.T) ([]*Pattern, []string) {
	var raw []json.RawMessage
	if err := json.Unmarshal(readWPT(t, "urlpatterntestdata.json"), &raw); err != nil {
		t.Fatal(err)
	}
	var pats []*Pattern
	var urls []string
	for _, r := range raw {
		var c wptCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatal(err)
		}
		if p, err := newFromArgs(c.Pattern); err == nil {
			pats = append(pats, p)
		}
		if len(c.Inputs) == 1 && isJSString(c.Inputs[0]) {
			var s string
			if json.Unmarshal(c.Inputs[0], &s) == nil {
				urls = append(urls, s)
			}
		}
	}
	routes, routeURLs := apiRoutes(50)
	for _, s := range routes {
		p, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		pats = append(pats, p)
	}
	return pats, append(urls, routeURLs...)
}

// apiRoutes returns n route patterns of a REST-like API on one host and
// URLs that hit some of them, some none.
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
	urls = append(urls, "https://api.example.com/v1/nothing", "https://other.example/v1/res1/2")
	return routes, urls
}

func TestRouterAgreesWithLoop(t *testing.T) {
	pats, urls := routerTestSet(t)
	for _, order := range []Order{RegistrationOrder, SpecificityOrder} {
		r := NewRouter[int](order)
		for i, p := range pats {
			r.Add(p, i)
		}
		if r.Len() != len(pats) {
			t.Fatalf("Len = %d, want %d", r.Len(), len(pats))
		}
		idx := make([]int, len(pats))
		for i := range idx {
			idx[i] = i
		}
		if order == SpecificityOrder {
			slices.SortStableFunc(idx, func(a, b int) int { return -compareSpecificity(pats[a], pats[b]) })
		}
		matched := 0
		for _, u := range urls {
			want := -1
			for _, i := range idx {
				if pats[i].Test(u) {
					want = i
					break
				}
			}
			got, res, ok := r.Match(u)
			if !ok {
				got = -1
			}
			if got != want {
				t.Errorf("order %d: Match(%q) = pattern %d, want %d", order, u, got, want)
				continue
			}
			if want >= 0 {
				matched++
				wantRes := pats[want].Exec(u)
				if showResult(res) != showResult(wantRes) {
					t.Errorf("Match(%q) result %s, want %s", u, showResult(res), showResult(wantRes))
				}
				if v, ok := r.Lookup(u); !ok || v != want {
					t.Errorf("Lookup(%q) = %d, %v; want %d", u, v, ok, want)
				}
				var to Result
				if v, ok := r.MatchTo(&to, u); !ok || v != want || showResult(&to) != showResult(res) {
					t.Errorf("MatchTo(%q) = %d, %v, %s; want %d, %s", u, v, ok, showResult(&to), want, showResult(res))
				}
			}
		}
		if matched < len(urls)/2 {
			t.Errorf("only %d of %d URLs matched: the test set is too weak", matched, len(urls))
		}
	}
}

func TestRouterSpecificity(t *testing.T) {
	r := NewRouter[string](SpecificityOrder)
	for _, s := range []string{"/*", "/books/*", "/books/:id", "/books/new", "/books/:id(\\d+)"} {
		p, err := New(s, "https://example.com")
		if err != nil {
			t.Fatal(err)
		}
		r.Add(p, s)
	}
	for in, want := range map[string]string{
		"https://example.com/books/new":   "/books/new",
		"https://example.com/books/12":    "/books/:id(\\d+)",
		"https://example.com/books/x":     "/books/:id",
		"https://example.com/books/x/y":   "/books/*",
		"https://example.com/magazines/x": "/*",
	} {
		if got, ok := r.Lookup(in); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// showResult shows everything a Result holds.
func showResult(r *Result) string {
	if r == nil {
		return "nil"
	}
	s := fmt.Sprintf("inputs %q init %v", r.Inputs, r.Init)
	for c, name := range componentNames {
		cr := r.component(c)
		s += fmt.Sprintf(" %s %q %v", name, cr.Input, cr.Groups)
	}
	return s
}
