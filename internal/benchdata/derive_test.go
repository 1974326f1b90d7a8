package benchdata

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var (
	testHTTP = []string{
		"https://www.example.com/a/b/c.html?x=1#top",
		"http://news.example.org/",
		"https://shop.example.net:8443/cart?id=7",
		"http://example.com/wiki/Page_(x)",
	}
	testFile = []string{"file:///usr/lib/x.so", "file:///C:/Windows/a.txt"}
)

func TestDerivedDeterministic(t *testing.T) {
	for _, mk := range []func() *Dataset{
		func() *Dataset { return NonCanonical(testHTTP, testFile) },
		func() *Dataset { return Relative(testHTTP, testFile) },
		func() *Dataset { return IDNA(testHTTP) },
	} {
		a, b := mk(), mk()
		if len(a.URLs) != derivedSize || !slices.Equal(a.URLs, b.URLs) || !slices.Equal(a.Bases, b.Bases) {
			t.Errorf("%s: %d inputs, or two calls differ", a.Name, len(a.URLs))
		}
	}
}

// TestNonCanonicalEdits checks that every edit shows up in the data: the
// dataset is meant to exercise each of them.
func TestNonCanonicalEdits(t *testing.T) {
	d := NonCanonical(testHTTP, testFile)
	seen := func(f func(string) bool) int {
		n := 0
		for _, u := range d.URLs {
			if f(u) {
				n++
			}
		}
		return n
	}
	for name, f := range map[string]func(string) bool{
		"upper case":  func(u string) bool { return strings.HasPrefix(u, "HTTP") },
		"dot segment": func(u string) bool { return strings.Contains(u, "/.") || strings.Contains(u, "/%2e") },
		"space":       func(u string) bool { return strings.Contains(strings.TrimSpace(u), " ") },
		"non-ASCII":   func(u string) bool { return !printableASCII(strings.TrimSpace(u)) },
		"backslash":   func(u string) bool { return strings.Contains(u, `\`) },
		"port":        func(u string) bool { return strings.Contains(u, ":443") || strings.Contains(u, ":80/") },
		"newline":     func(u string) bool { return strings.ContainsAny(u, "\t\n") },
		"percent":     func(u string) bool { return strings.Contains(u, "%") },
		"IPv4":        func(u string) bool { return strings.Contains(u, "://0x") },
		"slashes":     func(u string) bool { return strings.Contains(u, ":///") },
		"file":        func(u string) bool { return strings.HasPrefix(u, "file:") },
		"drive":       func(u string) bool { return strings.Contains(u, "C|") },
	} {
		if n := seen(f); n < derivedSize/200 {
			t.Errorf("%s: only %d of %d inputs", name, n, derivedSize)
		}
	}
}

func TestRelativeForms(t *testing.T) {
	d := Relative(testHTTP, testFile)
	if len(d.Bases) != len(d.URLs) {
		t.Fatalf("%d bases for %d inputs", len(d.Bases), len(d.URLs))
	}
	forms := map[string]int{}
	for i, ref := range d.URLs {
		if d.Bases[i] == "" {
			t.Fatalf("input %d has no base", i)
		}
		switch {
		case strings.HasPrefix(ref, "//"):
			forms["scheme-relative"]++
		case strings.HasPrefix(ref, "/"):
			forms["path-absolute"]++
		case strings.HasPrefix(ref, "../"):
			forms["dot-dot"]++
		case strings.HasPrefix(ref, "?"):
			forms["query"]++
		case strings.HasPrefix(ref, "#"):
			forms["fragment"]++
		case strings.Contains(ref, "://"):
			forms["absolute"]++
		default:
			forms["path-relative"]++
		}
	}
	for _, f := range []string{"scheme-relative", "path-absolute", "dot-dot", "query", "fragment", "absolute", "path-relative"} {
		if forms[f] < derivedSize/100 {
			t.Errorf("form %s: %d inputs", f, forms[f])
		}
	}
}

func TestURLTestData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "urltestdata.json")
	data := `["comment", {"input": "http://a/", "base": null}, {"input": "b", "base": "http://a/"}, "x"]`
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := URLTestData(path)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.URLs, []string{"http://a/", "b"}) || !slices.Equal(d.Bases, []string{"", "http://a/"}) {
		t.Errorf("got %q with bases %q", d.URLs, d.Bases)
	}
	if _, err := URLTestData(filepath.Join(t.TempDir(), "missing.json")); err == nil || !strings.Contains(err.Error(), "fetch-wpt.sh") {
		t.Errorf("missing file: got %v, want an error naming scripts/fetch-wpt.sh", err)
	}
}

func TestWriteCases(t *testing.T) {
	d := &Dataset{URLs: []string{"a\nb", "c"}, Bases: []string{"", "http://x/"}}
	var b strings.Builder
	if err := WriteCases(&b, d); err != nil {
		t.Fatal(err)
	}
	if want := "-1 3\na\nb\n9 1\nhttp://x/c\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}
