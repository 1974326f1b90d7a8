package view

import (
	"encoding/json"
	"strings"
	"testing"
)

// groupsOf returns a component's groups from a result.
func groupsOf(t *testing.T, r *PatternResult, component string) []GroupValue {
	t.Helper()
	for _, m := range r.Groups {
		if m.Name == component {
			return m.Groups
		}
	}
	t.Fatalf("no %s in the groups %+v", component, r.Groups)
	return nil
}

func TestPatternMatch(t *testing.T) {
	r := Pattern("https://example.com/books/:id", "", false, "https://example.com/books/42", "")
	if r.Error != nil {
		t.Fatalf("error: %+v", r.Error)
	}
	want := []PatternComponent{{"protocol", "https", 0}, {"username", "*", 0}, {"password", "*", 0}, {"hostname", "example.com", 0},
		{"port", "", 0}, {"pathname", "/books/:id", 0}, {"search", "*", 0}, {"hash", "*", 0}}
	if len(r.Components) != len(want) {
		t.Fatalf("components %+v", r.Components)
	}
	for i := range want {
		if r.Components[i] != want[i] {
			t.Errorf("component %d: got %+v, want %+v", i, r.Components[i], want[i])
		}
	}
	if r.HasRegExpGroups || !r.Matches {
		t.Fatalf("hasRegExpGroups %v, matches %v", r.HasRegExpGroups, r.Matches)
	}
	if g := groupsOf(t, r, "pathname"); len(g) != 1 || g[0] != (GroupValue{Name: "id", Value: "42", Matched: true}) {
		t.Errorf("pathname groups %+v", g)
	}
	// A wildcard that matched nothing matched the empty string.
	if g := groupsOf(t, r, "search"); len(g) != 1 || g[0] != (GroupValue{Name: "0", Value: "", Matched: true}) {
		t.Errorf("search groups %+v", g)
	}
	if g := groupsOf(t, r, "protocol"); len(g) != 0 {
		t.Errorf("protocol groups %+v", g)
	}
	if len(r.Groups) != 8 || r.Groups[5].Input != "/books/42" {
		t.Errorf("groups %+v", r.Groups)
	}
}

func TestPatternUndefinedGroup(t *testing.T) {
	r := Pattern("https://example.com/books{/:id}?", "", false, "https://example.com/books", "")
	if !r.Matches {
		t.Fatalf("no match: %+v", r)
	}
	if g := groupsOf(t, r, "pathname"); len(g) != 1 || g[0] != (GroupValue{Name: "id", Matched: false}) {
		t.Errorf("pathname groups %+v, want id undefined", g)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `{"name":"id","value":"","matched":false}`) {
		t.Errorf("JSON %s does not say the group is undefined", b)
	}
}

func TestPatternNoMatch(t *testing.T) {
	r := Pattern("https://example.com/books/:id", "", false, "https://example.com/films/1", "")
	if r.Error != nil || r.Matches || r.Groups != nil || len(r.Components) != 8 {
		t.Errorf("got %+v", r)
	}
	// An input that does not parse does not match.
	if r := Pattern("https://example.com/*", "", false, "not a URL", ""); r.Error != nil || r.Matches {
		t.Errorf("got %+v", r)
	}
}

func TestPatternBasesAndOptions(t *testing.T) {
	r := Pattern("/books/:id(\\d+)", "https://example.com", false, "/books/7", "https://example.com/x")
	if r.Error != nil || !r.HasRegExpGroups || !r.Matches {
		t.Fatalf("got %+v", r)
	}
	if r.Components[0].Pattern != "https" || r.Components[3].Pattern != "example.com" || r.Components[5].Pattern != "/books/:id(\\d+)" {
		t.Errorf("components %+v", r.Components)
	}
	if g := groupsOf(t, r, "pathname"); len(g) != 1 || g[0].Value != "7" {
		t.Errorf("pathname groups %+v", g)
	}
	// Without the input's base, "/books/7" does not parse.
	if r := Pattern("/books/:id(\\d+)", "https://example.com", false, "/books/7", ""); r.Matches {
		t.Errorf("matched without a base: %+v", r)
	}
	for _, ic := range []bool{false, true} {
		if r := Pattern("https://example.com/BOOKS", "", ic, "https://example.com/books", ""); r.Error != nil || r.Matches != ic {
			t.Errorf("ignoreCase %v: got %+v", ic, r)
		}
	}
}

func TestPatternErrors(t *testing.T) {
	for _, c := range []struct{ pattern, base, component, inMessage string }{
		{"https://example.com/:id(", "", "pathname", "pathname"},
		{"https://example.com/(a(?=x))", "", "pathname", "lookahead"},
		{"/books", "", "", ""},           // relative, without a base
		{"/books", "not a base", "", ""}, // a base that does not parse
		{"", "", "", ""},                 // nothing at all
		{"https://exa mple.com/", "", "hostname", "hostname"},
	} {
		r := Pattern(c.pattern, c.base, false, "https://example.com/books", "")
		if r.Error == nil {
			t.Errorf("%q (base %q): no error, got %+v", c.pattern, c.base, r)
			continue
		}
		if r.Matches || r.Components != nil || r.Error.Message == "" {
			t.Errorf("%q: got %+v", c.pattern, r)
		}
		if c.component != "" && r.Error.Component != c.component {
			t.Errorf("%q: component %q, want %q (%s)", c.pattern, r.Error.Component, c.component, r.Error.Message)
		}
		if !strings.Contains(r.Error.Message, c.inMessage) {
			t.Errorf("%q: message %q does not say %q", c.pattern, r.Error.Message, c.inMessage)
		}
	}
}

func TestPatternLarge(t *testing.T) {
	long := strings.Repeat("a", 3*MaxValue)
	r := Pattern("https://h/:x", "", false, "https://h/"+long, "")
	g := groupsOf(t, r, "pathname")
	if len(g) != 1 || len(g[0].Value) != MaxValue || g[0].Truncated != 2*MaxValue {
		t.Errorf("value of %d bytes, %d cut", len(g[0].Value), g[0].Truncated)
	}
	if m := r.Groups[5]; len(m.Input) != MaxValue || m.Truncated != 2*MaxValue+1 {
		t.Errorf("pathname input of %d bytes, %d cut", len(m.Input), m.Truncated)
	}
	r = Pattern("https://h/"+long, "", false, "https://h/"+long, "")
	if c := r.Components[5]; !r.Matches || len(c.Pattern) != MaxValue || c.Truncated != 2*MaxValue+1 {
		t.Errorf("pathname pattern of %d bytes, %d cut; matches %v", len(c.Pattern), c.Truncated, r.Matches)
	}
	if e := Pattern("https://h/:x("+long, "", false, "", "").Error; e == nil || len(e.Message) > MaxValue || len(e.Input) > MaxValue {
		t.Errorf("error %+v", e)
	}
}

func FuzzPattern(f *testing.F) {
	for _, s := range []string{"https://example.com/books/:id", "/:a{/:b}?", "https://example.com/:id(", "*://*/*", "(\\d+)", ""} {
		f.Add(s, "", false, "https://example.com/books/1", "")
		f.Add(s, "https://example.com", true, "/x", "https://example.com")
	}
	f.Fuzz(func(t *testing.T, pattern, patternBase string, ignoreCase bool, input, base string) {
		r := Pattern(pattern, patternBase, ignoreCase, input, base)
		if (r.Error == nil) != (len(r.Components) == 8) {
			t.Fatalf("error %+v with %d components", r.Error, len(r.Components))
		}
		if r.Matches != (len(r.Groups) == 8) {
			t.Fatalf("matches %v with %d groups", r.Matches, len(r.Groups))
		}
		if _, err := json.Marshal(r); err != nil {
			t.Fatal(err)
		}
	})
}
