package urlpattern

import (
	"testing"

	"github.com/weburl/url"
)

// TestResultKeepsInput checks that a result does not change when the URL
// it was matched against does, and that every way of matching gives the
// same result.
func TestResultKeepsInput(t *testing.T) {
	p, err := New("https://example.com/books/:id")
	if err != nil {
		t.Fatal(err)
	}
	const input = "https://example.com/books/42?x#y"
	u, err := url.Parse(input)
	if err != nil {
		t.Fatal(err)
	}
	want := showResult(p.Exec(input))
	r := p.ExecURL(u)
	if got := showResult(r); got != want {
		t.Fatalf("ExecURL = %s, want %s", got, want)
	}
	u.SetPathname("/other/7")
	u.SetSearch("")
	if got := showResult(r); got != want {
		t.Fatalf("after changing the URL, ExecURL's result = %s, want %s", got, want)
	}
	var to Result
	if !p.ExecTo(&to, input) || showResult(&to) != want {
		t.Fatalf("ExecTo = %s, want %s", showResult(&to), want)
	}
	router := NewRouter[int](RegistrationOrder)
	router.Add(p, 1)
	if _, res, ok := router.MatchURL(u); ok {
		t.Fatalf("MatchURL matched %s", showResult(res))
	}
	u.SetPathname("/books/42")
	u.SetSearch("x")
	_, res, ok := router.MatchURL(u)
	if !ok || showResult(res) != want {
		t.Fatalf("MatchURL = %s, want %s", showResult(res), want)
	}
	u.SetPathname("/books/43")
	if showResult(res) != want {
		t.Fatalf("after changing the URL, MatchURL's result = %s, want %s", showResult(res), want)
	}
	if id, ok := res.Pathname().Get("id"); id != "42" || !ok {
		t.Fatalf(`Get("id") = %q, %v`, id, ok)
	}
	for _, n := range []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20} {
		r, g := allocResult(n)
		if len(g) != n || len(r.Inputs) != 0 || cap(r.Inputs) < 1 {
			t.Fatalf("allocResult(%d): %d groups, inputs %d/%d", n, len(g), len(r.Inputs), cap(r.Inputs))
		}
	}
}
