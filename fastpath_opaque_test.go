package url

import "testing"

// otherCanonical are canonical URLs with a non-special scheme, which
// parseCanonicalOther takes; otherDeclined are near them, and it declines
// them (most are not canonical; some are, but rare).
var (
	otherCanonical = []string{
		"mailto:a@b.c", "javascript:alert(1)", "data:text/plain,hi", "tel:+1-555", "urn:isbn:0451450523",
		"sc:", "sc:x", "sc:%zz", "sc:%20", "sc:a%2", "sc:?", "sc:#", "sc:?q#f", "sc:x?q=1&r#f", "sc:\\x|{}^`",
		"sc:/", "sc:/a/b", "sc:/a//b?q#f", "sc://", "sc:///", "sc:///x", "sc://?q", "sc://#f",
		"sc://h", "sc://h/", "sc://H/x", "sc://h:0/", "sc://h:65535/", "sc://h:8080", "sc://h%41/", "sc://h%zz",
		"sc://a.b.c/d/e?f#g", "sc://h//x", "sc://h/x|y", "sc://h?q", "sc://h#f", "sc://!$&'()*+,;=_`{}~-./",
		"data:,", "about:blank", "s-c:x", "s+c:x", "s.c:x", "s1:x", "git+https://h/a", "web+x:y", "sc:/a\\b", "sc://h/a\\b/\\", "blob:https://h/uuid", "view:x", "sc://h/\\..", "sc://h/.\\",
	}
	otherDeclined = []string{
		"sc:a b", "sc:a ", "sc: ", "sc:a\x7f", "sc:é", "sc:a\tb", "sc:?a b", "sc:?a\"b", "sc:#a`b", "sc:#a b",
		"sc:/a/./b", "sc:/a/..", "sc:/%2e/", "sc:/a b", "sc:/a^b", "sc:/a{b", "sc:/a\"b", "sc:/.//x",
		"sc://:1/", "sc://h:/", "sc://h:01/", "sc://h:65536/", "sc://h:123456/", "sc://h:x/", "sc://[::1]/",
		"sc://u@h/", "sc://h\\x", "sc://h^/", "sc://h|x/", "sc://h/a/../b", "sc://h/a b", "sc://é/",
		"Sc:x", "SC://H/", "1sc:x", "-sc:x", "s_c:x", "sC:x", ":x", "sc", " sc:x", "sc:x ",
	}
)

// TestFastPathOther checks that the fast path takes the canonical forms
// with a non-special scheme, and agrees with the general parser on them
// and on the inputs near them.
func TestFastPathOther(t *testing.T) {
	for _, in := range otherCanonical {
		if !checkFastPath(t, in) {
			t.Errorf("%q: the fast path declines it", in)
		}
		checkQuickPaths(t, in, nil)
		if u, err := Parse(in); err != nil || u.Href() != in {
			t.Errorf("Parse(%q) = %v, %v; want it unchanged", in, u, err)
		}
	}
	for _, in := range otherDeclined {
		var u urlLayout
		if ok, _ := parseCanonical(&u, in); ok || canonicalOther(&u, in) {
			t.Errorf("%q: the fast path takes it", in)
		}
		checkFastPath(t, in)
		checkQuickPaths(t, in, nil)
	}
}

// BenchmarkParseOther measures Parse and CanParse on common canonical URLs
// with a non-special scheme, which take parseOther's fast path, beside a
// special one: go test -run '^$' -bench ParseOther
func BenchmarkParseOther(b *testing.B) {
	for _, in := range []string{"mailto:a@b.c", "javascript:alert(1)", "data:text/plain,hi", "sc://x/", "tel:+1-555", "urn:isbn:0451450523", "http://f/c"} {
		b.Run(in+"/Parse", func(b *testing.B) {
			for b.Loop() {
				if _, err := Parse(in); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(in+"/CanParse", func(b *testing.B) {
			for b.Loop() {
				if !CanParse(in) {
					b.Fatal(in)
				}
			}
		})
	}
}
