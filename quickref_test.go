package url

import (
	"strings"
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

// checkRelativeQuick is checkRoute for the route of relative references.
func checkRelativeQuick(t *testing.T, input string, base *URL) bool {
	t.Helper()
	return checkRoute(t, routeRelativeQuick, input, base)
}

// quickBases are bases of every kind the quick path takes, and some it
// declines.
var quickBases = []string{
	"https://example.com/a/b/c?q#f", "https://example.com/", "https://example.com", "http://h/a/b/",
	"https://u:p@h:8443/a/b?q", "https://u@h/a", "ws://h/a/b", "wss://h:1/x", "ftp://h/a/",
	"http://1.2.3.4/a/b", "http://[::1]:8080/a/b#x", "http://h/a%2fb/c%20d", "http://h/a//b//",
	"http://h/a/b?#", "http://h/?", "http://h/#",
	"file:///a/b/c", "file://h/a/b?q#f", "file:///", "file:///a/C:/b",
	// Declined: drive letters, schemes that are not special, opaque paths.
	"file:///C:/a/b", "file:///C:", "file:///c|/a", "foo://h/a/b", "foo:/a/b", "mailto:x?q#f", "foo:/.//a",
}

func TestRelativeQuick(t *testing.T) {
	for _, tc := range []struct {
		name, input, base, want string
		quick                   bool // the quick path takes it
	}{
		// The forms.
		{"empty", "", "https://h/a/b?q#f", "https://h/a/b?q", true},
		{"fragment", "#top", "https://h/a/b?q#f", "https://h/a/b?q#top", true},
		{"empty fragment", "#", "https://h/a/b?q#f", "https://h/a/b?q#", true},
		{"fragment with ? and #", "#a?b#c", "https://h/a", "https://h/a#a?b#c", true},
		{"fragment to encode", "#a b\"<>`", "https://h/a", "https://h/a#a%20b%22%3C%3E%60", true},
		{"query", "?page=2", "https://h/a/b?q#f", "https://h/a/b?page=2", true},
		{"empty query", "?", "https://h/a/b?q#f", "https://h/a/b?", true},
		{"query and fragment", "?x=1#y", "https://h/a/b?q#f", "https://h/a/b?x=1#y", true},
		{"query to encode", "?a b'\"<>`{}", "https://h/a", "https://h/a?a%20b%27%22%3C%3E`{}", true},
		{"query in ws", "?'", "ws://h/a", "ws://h/a?%27", true},
		{"path-absolute", "/x/y?q#f", "https://h:8443/a/b?z", "https://h:8443/x/y?q#f", true},
		{"path-absolute root", "/", "https://u:p@h/a/b", "https://u:p@h/", true},
		{"path-absolute with dots", "/x/./y/../z/..", "https://h/a", "https://h/x/", true},
		{"path-absolute above the root", "/../../x", "https://h/a/b", "https://h/x", true},
		{"path-absolute empty segments", "/x//y/", "https://h/a", "https://h/x//y/", true},
		{"path-absolute to encode", "/a b/c^d{e}", "https://h/", "https://h/a%20b/c%5Ed%7Be%7D", true},
		{"path-absolute percent", "/a%20b/%zz", "https://h/", "https://h/a%20b/%zz", true},
		{"path-relative", "c/d?q", "https://h/a/b", "https://h/a/c/d?q", true},
		{"path-relative against root", "c", "https://h/", "https://h/c", true},
		{"path-relative against no path", "c", "https://h", "https://h/c", true},
		{"path-relative against a directory", "c", "https://h/a/b/", "https://h/a/b/c", true},
		{"dot", ".", "https://h/a/b", "https://h/a/", true},
		{"dot slash", "./c", "https://h/a/b", "https://h/a/c", true},
		{"dot dot", "..", "https://h/a/b/c", "https://h/a/", true},
		{"dot dot slash", "../c", "https://h/a/b/c", "https://h/a/c", true},
		{"dot dots above the root", "../../../../c", "https://h/a/b/c", "https://h/c", true},
		{"percent dots", "%2e%2E/.%2e/c", "https://h/a/b/c/d", "https://h/a/c", true},
		{"dot dot in the middle", "x/y/../../z", "https://h/a/b", "https://h/a/z", true},
		{"dot dot then query", "..?q", "https://h/a/b/c", "https://h/a/?q", true},
		{"dot then fragment", ".#f", "https://h/a/b", "https://h/a/#f", true},
		{"dot dot pops an encoded segment", "a b/c d/../e", "https://h/", "https://h/a%20b/e", true},
		{"dot dot pops an empty segment", "a//..", "https://h/", "https://h/a/", true},
		{"digit first", "1a:b", "https://h/x", "https://h/1a:b", true},
		{"colon later", "a/b:c", "https://h/x", "https://h/a/b:c", true},
		{"dots that are not dot segments", ".../.x/x./%2ex", "https://h/", "https://h/.../.x/x./%2ex", true},
		{"scheme-relative", "//other.example/x?y#z", "https://h/a/b?q#f", "https://other.example/x?y#z", true},
		{"scheme-relative without a path", "//other.example", "http://u:p@h:81/a", "http://other.example/", true},
		{"scheme-relative with a query", "//o?q", "http://h/a", "http://o/?q", true},
		{"scheme-relative with a fragment", "//o#f", "http://h/a", "http://o/#f", true},
		{"scheme-relative with a port", "//o:8080/x", "http://h/a", "http://o:8080/x", true},
		{"scheme-relative with the default port", "//o:443/x", "https://h/a", "https://o/x", true},
		{"scheme-relative with an empty port", "//o:/x", "https://h/a", "https://o/x", true},
		{"scheme-relative with port 0", "//o:0", "https://h/a", "https://o:0/", true},
		{"scheme-relative with dots", "//o/a/../b/./c", "wss://h/a", "wss://o/b/c", true},
		{"scheme-relative in ftp", "//o/x", "ftp://h/a", "ftp://o/x", true},
		{"scheme-relative underscore", "//a_b.example/", "http://h/", "http://a_b.example/", true},
		{"inner space", "a b", "https://h/", "https://h/a%20b", true},
		{"file, path-relative", "c/d", "file:///a/b", "file:///a/c/d", true},
		{"file, dot dots above the root", "../../../x", "file:///a/b/c", "file:///x", true},
		{"file, path-absolute with a host", "/x?q#f", "file://h/a", "file://h/x?q#f", true},
		{"file, query", "?q'", "file:///a?z", "file:///a?q%27", true},
		{"file, fragment", "#f", "file:///a?q#z", "file:///a?q#f", true},
		{"file, empty", "", "file:///a?q#f", "file:///a?q", true},
		{"file, drive-like segments", "C|x/C/:x/xy:", "file:///a/", "file:///a/C|x/C/:x/xy:", true},

		// Backslashes, spaces at the ends, bytes to encode, drive letters where the path state
		// reads them, dot segments: appendTail, as in the one-pass route.
		{"backslash", "\\x", "https://h/a", "https://h/x", true},
		{"backslash in the path", "a\\b", "https://h/a", "https://h/a/b", true},
		{"leading space", " a", "https://h/x", "https://h/a", true},
		{"trailing space", "a ", "https://h/x", "https://h/a", true},
		{"C0 control", "a\x01b", "https://h/x", "https://h/a%01b", true},
		{"DEL", "?\x7f", "https://h/x", "https://h/x?%7F", true},
		{"non-ASCII path", "é", "https://h/x", "https://h/%C3%A9", true},
		{"non-ASCII query", "?é", "https://h/x", "https://h/x?%C3%A9", true},
		{"file, drive letter later in the reference", "a/../C|", "file:///a/b", "file:///a/C|", true},
		{"file, drive letter after a slash", "/C|", "file:///a", "file:///C:", true},
		{"file, empty host, drive letter", "///C|/x", "file:///a", "file:///C:/x", true},
		{"file, empty host, backslash", "//\\x", "file:///a", "file:///x", true},
		{"many dot segments", "a/./b/./c/./d/./e/./f/./g/./h/./i/./j", "https://h/", "https://h/a/b/c/d/e/f/g/h/i/j", true},

		// What the quick path leaves to the state machine.
		{"scheme", "https://o/x", "https://h/a", "https://o/x", false},
		{"same scheme, relative", "https:x", "https://h/a/b", "https://h/a/x", false},
		{"other scheme", "mailto:x", "https://h/a", "mailto:x", false},
		{"backslash in the query stays", "?a\\b", "https://h/a", "https://h/a?a\\b", true},
		{"tab", "a\tb", "https://h/a", "https://h/ab", false},
		{"newline in the fragment", "#a\nb", "https://h/a", "https://h/a#ab", false},
		{"invalid UTF-8", "#\xff", "https://h/x", "https://h/x#%EF%BF%BD", false},
		{"three slashes", "///o/x", "https://h/a", "https://o/x", false},
		{"two slashes only", "//", "https://h/a", "", false},
		{"credentials", "//u@o/x", "https://h/a", "https://u@o/x", false},
		{"upper-case host", "//O.example/", "https://h/a", "https://o.example/", false},
		{"IPv4 host", "//127.1/", "https://h/a", "https://127.0.0.1/", false},
		{"IPv6 host", "//[::1]/", "https://h/a", "https://[::1]/", false},
		{"percent in the host", "//%41/", "https://h/a", "https://a/", false},
		{"port with a leading zero", "//o:08/", "https://h/a", "https://o:8/", false},
		{"port out of range", "//o:65536/", "https://h/a", "", false},
		{"long port", "//o:000080/", "http://h/a", "http://o/", false},
		{"letter in the port", "//o:8a/", "https://h/a", "", false},
		{"backslash after the host", "//o\\x", "https://h/a", "https://o/x", false},
		{"file, drive letter in the base", "x", "file:///C:/a/b", "file:///C:/a/x", false},
		{"file, the base's path a drive letter", "..", "file:///C:", "file:///C:/", false},
		{"file, path-absolute against a drive letter", "/x", "file:///C:/a", "file:///C:/x", false},
		{"file, drive letter in the reference", "C|/x", "file:///a/b", "file:///C:/x", false},
		{"file, empty host", "///x/./y", "file://h/a/b?q#f", "file:///x/y", true},
		{"file, empty host, root", "///", "file:///a", "file:///", true},
		{"file, empty host, no path", "//", "file://h/a", "file:///", true},
		{"file, empty host, query", "//?q", "file:///a", "file:///?q", true},
		{"file, empty host, fragment", "//#f", "file:///a", "file:///#f", true},
		{"file, host", "//h/x", "file:///a", "file://h/x", false},
		{"file, localhost", "//localhost/x", "file://h/a", "file:///x", false},
		{"file, backslash", "\\\\h\\x", "file:///a", "file://h/x", false},
		{"base not special", "x", "foo://h/a/b", "foo://h/a/x", false},
		{"opaque base", "#x", "mailto:a", "mailto:a#x", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base := mustParse(t, tc.base)
			_, took := parseRelativeQuick(tc.input, base, true)
			if took != tc.quick {
				t.Errorf("%q against %q: the quick path takes it: %v, want %v", tc.input, tc.base, took, tc.quick)
			}
			checkRelativeQuick(t, tc.input, base)
			u, err := Parse(tc.input, base)
			switch {
			case tc.want == "" && err == nil:
				t.Errorf("Parse(%q, %q) = %q, want failure", tc.input, tc.base, u.Href())
			case tc.want == "":
			case err != nil:
				t.Errorf("Parse(%q, %q): %v, want %q", tc.input, tc.base, err, tc.want)
			case u.Href() != tc.want:
				t.Errorf("Parse(%q, %q) = %q, want %q", tc.input, tc.base, u.Href(), tc.want)
			}
		})
	}
}

// TestRelativeQuickAgrees runs checkRelativeQuick on urltestdata's inputs
// and hrefs against quickBases, and on the relative references of the
// benchmark data against their bases when the data is there.
func TestRelativeQuickAgrees(t *testing.T) {
	var bases []*URL
	for _, s := range quickBases {
		bases = append(bases, mustParse(t, s))
	}
	var inputs []string
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		inputs = append(inputs, tc.Input)
		if !tc.Failure {
			inputs = append(inputs, tc.Href)
		}
	}
	taken := 0
	for _, in := range inputs {
		for _, b := range bases {
			if checkRelativeQuick(t, in, b) {
				taken++
			}
		}
	}
	t.Logf("urltestdata: the quick path took %d of %d inputs against %d bases", taken, len(inputs)*len(bases), len(bases))
	if taken == 0 {
		t.Error("the quick path took no urltestdata input")
	}

	for _, d := range benchdata.ForTest(t) {
		if d.Name != benchdata.NameRelative {
			continue
		}
		taken, pairs := 0, 0
		for i, in := range d.URLs {
			base, err := Parse(d.Bases[i])
			if err != nil {
				continue
			}
			pairs++
			if checkRelativeQuick(t, in, base) {
				taken++
			}
		}
		t.Logf("%s: the quick path took %d of %d references", d.Name, taken, pairs)
		// Most of the references are links against http(s) pages.
		if taken < pairs/2 {
			t.Errorf("%s: the quick path took only %d of %d references", d.Name, taken, pairs)
		}
	}
}

// FuzzRelativeQuick checks that the quick path for relative references and
// the state machine agree (checkRelativeQuick) on a reference against a
// base: baseInput when it parses, else one of quickBases.
func FuzzRelativeQuick(f *testing.F) {
	for _, s := range [][2]string{
		{"", "https://h/a/b?q#f"}, {"#f", "https://h/a?q"}, {"?q#f", "https://h/a?x#y"},
		{"/a/b?q#f", "https://u:p@h:1/x"}, {"a/b", "https://h/x/y"}, {"./a", "http://h/x/"},
		{"../a", "ws://h/x/y/z"}, {"//o.example:8080/a?b#c", "https://h/"}, {"///a/../b?c#d", "file://h/x"}, {"%2e%2E/x/.", "ftp://h/a/b/c"},
		{"a b/../c d?e f#g h", "wss://h"}, {"//o:443", "https://h/"}, {"x//../y", "http://h/a"},
	} {
		f.Add(s[0], s[1])
	}
	for _, s := range quickBases {
		f.Add("../x", s)
	}
	for _, c := range seedURLCases(f) {
		if c.Base != nil {
			f.Add(c.Input, *c.Base)
		}
	}
	var bases []*URL
	for _, s := range quickBases {
		bases = append(bases, mustParse(f, s))
	}
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		base, err := Parse(baseInput)
		if err != nil {
			base = bases[len(baseInput)%len(bases)]
		}
		checkRelativeQuick(t, input, base)
		// The same reference as the quick path's forms.
		if strings.HasPrefix(input, "//") {
			return
		}
		for _, prefix := range []string{"/", "//o.example/", "?", "#"} {
			checkRelativeQuick(t, prefix+input, base)
		}
	})
}
