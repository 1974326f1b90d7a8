package url

import (
	"fmt"
	"testing"
)

// TestRelativeRoundTrip checks base.Resolve(base.Relative(t)) == t for every
// ordered pair of distinct URLs from urltestdata.json, and that the
// reference is never longer than t's href.
func TestRelativeRoundTrip(t *testing.T) {
	_, urls := wptCorpus(t)
	pairs, passed := 0, 0
	for _, base := range urls {
		for _, target := range urls {
			pairs++
			ref := base.Relative(target)
			got, err := base.Resolve(ref)
			switch {
			case err != nil:
				t.Errorf("base %q, target %q: Relative = %q, which does not resolve: %v", base, target, ref, err)
			case got.href() != target.href():
				t.Errorf("base %q, target %q: Relative = %q, which resolves to %q", base, target, ref, got)
			case len(ref.String()) > len(target.href()):
				t.Errorf("base %q, target %q: Relative = %q, longer than the target", base, target, ref)
			default:
				passed++
			}
		}
	}
	fmt.Printf("conformance relative round trip (every pair of %d urltestdata URLs): %d/%d passed\n", len(urls), passed, pairs)
}

func TestRelative(t *testing.T) {
	for _, tc := range []struct{ base, target, want string }{
		{"http://h/a/b?q#f", "http://h/a/b?q", ""},
		{"http://h/a/b?q#f", "http://h/a/b?q#f", "#f"},
		{"http://h/a/b?q", "http://h/a/b?q#", "#"},
		{"http://h/a/b?q", "http://h/a/b?r#g", "?r#g"},
		{"http://h/a/b?q", "http://h/a/b", "b"},
		{"http://h/a/", "http://h/a/?q", "?q"},
		{"http://h/a/b?q", "http://h/a/", "."},
		{"http://h/a/b/c", "http://h/a/", ".."},
		{"http://h/a/b/c/d", "http://h/a/", "/a/"},
		{"http://h/abc/b/c/d", "http://h/abc/", "../.."},
		{"http://h/a/b/c", "http://h/a/x/y", "../x/y"},
		{"http://h/a/b/c", "http://h/x", "/x"},
		{"http://h/a/b", "http://h/a/c:d", "./c:d"},
		{"http://h/a/b", "http://h/a//x", ".//x"},
		{"http://h/a/b", "http://h//x", "..//x"},
		{"http://h/a/b/c", "http://h//x", "/.//x"},
		{"http://h/a/b", "http://g/a/b", "//g/a/b"},
		{"http://h/a/b", "https://h/a/b", "https://h/a/b"},
		{"http://h/a/b", "http://h:8/a/b", "//h:8/a/b"},
		{"foo://h", "foo://h/x", "x"},
		{"foo://h/a", "foo://h", "//h"},
		{"foo:/a/b/c", "foo:/.//x", "/.//x"},
		{"foo:/a/b", "foo:/a/c?q", "c?q"},
		{"foo://h/a", "foo:/a", "foo:/a"},
		{"mailto:x#f", "mailto:x", "mailto:x"},
		{"mailto:x", "mailto:x#f", "#f"},
		{"mailto:x", "mailto:y", "mailto:y"},
		{"file:///C:/a/b", "file:///C:/x", "../x"},
		{"file:///C:/a/b/c", "file:///C:/x", "/C:/x"},
		{"file:///C:/a/b", "file:///x", "///x"},
		{"file:///C:/a/b", "file:///D:/x", "/D:/x"},
		{"file:///a/b", "file:///a/C|/x", "./C|/x"},
		{"file://h/a/b", "file:///a/b", "///a/b"},
		{"file:///C:/a", "file:///C:/", "."},
		{"file:///C:/a/b", "file:///C:/", ".."},
	} {
		t.Run(tc.base+" "+tc.target, func(t *testing.T) {
			base, target := mustParse(t, tc.base), mustParse(t, tc.target)
			if got := base.Relative(target).String(); got != tc.want {
				t.Errorf("Relative = %q; want %q", got, tc.want)
			}
		})
	}
	u := mustParse(t, "http://h/a")
	if got := (*URL)(nil).Relative(u); got != u.Ref() {
		t.Errorf("nil base: Relative = %q; want %q", got, u.Href())
	}
}

// FuzzRelative checks the round trip on arbitrary pairs of URLs.
func FuzzRelative(f *testing.F) {
	for _, s := range [][2]string{
		{"http://h/a/b?q#f", "http://h/a/c:d"}, {"file:///C:/a/b", "file:///x"}, {"foo:/a/b", "foo:/.//x"},
		{"foo://h", "foo://h/x"}, {"mailto:x", "mailto:x#f"}, {"file:///a/b", "file:///a/C|/x"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, baseInput, targetInput string) {
		base, err := Parse(baseInput)
		if err != nil {
			return
		}
		target, err := Parse(targetInput, base)
		if err != nil {
			return
		}
		ref := base.Relative(target)
		if got, err := base.Resolve(ref); err != nil || got.href() != target.href() {
			t.Fatalf("base %q, target %q: Relative = %q, which resolves to %v, %v", base, target, ref, got, err)
		}
	})
}

func BenchmarkRelative(b *testing.B) {
	base := mustParse(b, "https://example.com/docs/guide/intro.html?lang=en")
	var targets []*URL
	for _, s := range benchRefs {
		targets = append(targets, mustParse(b, s, base))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range targets {
			base.Relative(t)
		}
	}
}
