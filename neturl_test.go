package url

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	neturl "net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

var (
	_ encoding.TextMarshaler     = (*URL)(nil)
	_ encoding.TextAppender      = (*URL)(nil)
	_ encoding.TextUnmarshaler   = (*URL)(nil)
	_ encoding.BinaryMarshaler   = (*URL)(nil)
	_ encoding.BinaryAppender    = (*URL)(nil)
	_ encoding.BinaryUnmarshaler = (*URL)(nil)
)

// parsedWPTURLs returns every URL that urltestdata.json parses.
func parsedWPTURLs(t testing.TB) []*URL {
	t.Helper()
	var urls []*URL
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		if tc.Failure {
			continue
		}
		var base *URL
		if tc.Base != nil {
			base = MustParse(*tc.Base)
		}
		urls = append(urls, MustParse(tc.Input, base))
	}
	return urls
}

// netURLFragmentProblem returns why net/url cannot write u's fragment, as
// NetURL's doc comment lists the cases, or "" when it can.
func netURLFragmentProblem(u *URL) string {
	if int(u.fragStart) == len(u.href()) {
		return ""
	}
	f := u.href()[u.fragStart+1:]
	if f == "" {
		return "empty fragment"
	}
	if strings.ContainsAny(f, `#\^{|}`) {
		return `fragment holds "#", "\", "^", "{", "|" or "}"`
	}
	for i := range len(f) {
		if f[i] == '%' && !isPercentEncodedByte(f, i) {
			return `fragment holds a "%" not followed by two hex digits`
		}
	}
	return ""
}

// checkNetURL checks what NetURL promises for u: String reproduces the
// href (up to the fragment, when the fragment is one net/url cannot write),
// FromNetURL gives u back, and when net/url's own Parse reproduces the href,
// NetURL's fields are the ones it sets. It returns the reason when the href
// does not come back whole.
func checkNetURL(t *testing.T, u *URL) (problem string) {
	t.Helper()
	n := u.NetURL()
	s := n.String()
	problem = netURLFragmentProblem(u)
	switch {
	case problem == "" && s != u.Href():
		t.Errorf("NetURL().String() = %q; want %q (fields %#v)", s, u.Href(), *n)
	case problem != "" && s == u.Href():
		t.Errorf("NetURL().String() = %q round-trips, but %s", s, problem)
	case !u.sameBeforeFragment(s):
		t.Errorf("NetURL().String() = %q; want %q up to the fragment", s, u.Href())
	}
	if problem == "" {
		back, err := FromNetURL(n)
		if err != nil || !sameURL(back, u) {
			t.Errorf("FromNetURL(NetURL()) = %v, %v; want %q", back, err, u.Href())
		}
	}
	std, err := neturl.Parse(u.Href())
	stdWhole := err == nil && u.sameBeforeFragment(std.String())
	fallback := n.Opaque != "" && !u.HasOpaquePath()
	if stdWhole && !reflect.DeepEqual(*n, *std) {
		t.Errorf("NetURL() = %#v;\nnet/url's Parse gives %#v", *n, *std)
	}
	if fallback && stdWhole {
		t.Errorf("NetURL() set Opaque %q, but net/url's Parse reproduces %q with %#v", n.Opaque, u.Href(), *std)
	}
	return problem
}

// TestNetURLRoundTrip converts every URL of urltestdata.json to a net/url
// URL and back.
func TestNetURLRoundTrip(t *testing.T) {
	urls := parsedWPTURLs(t)
	whole, opaque, unwritable := 0, 0, 0
	problems := map[string]int{}
	for i, u := range urls {
		var problem string
		passed := t.Run(fmt.Sprintf("%d:%q", i, u.Href()), func(t *testing.T) { problem = checkNetURL(t, u) })
		switch {
		case problem != "":
			problems[problem]++
			unwritable++
		case passed:
			whole++
			if !u.HasOpaquePath() && u.NetURL().Opaque != "" {
				opaque++
			}
		}
	}
	fmt.Printf("net/url round trip: %d/%d (%d of them through Opaque \"//host/path\")\n", whole, len(urls)-unwritable, opaque)
	for _, p := range slices.Sorted(maps.Keys(problems)) {
		fmt.Printf("info: net/url round trip: %d more URLs not counted, as net/url cannot write their fragment (%s); not a failure\n", problems[p], p)
	}
}

func FuzzNetURL(f *testing.F) {
	for _, u := range parsedWPTURLs(f) {
		f.Add(u.Href())
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := Parse(input)
		if err != nil {
			return
		}
		checkNetURL(t, u)
	})
}

func TestNetURL(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  neturl.URL
		str   string // NetURL().String() when it is not the href
	}{
		{
			name:  "structured",
			input: "https://user:pa%20ss@example.com:8080/a%2Fb/c?q=1#frag",
			want: neturl.URL{Scheme: "https", User: neturl.UserPassword("user", "pa ss"), Host: "example.com:8080",
				Path: "/a/b/c", RawPath: "/a%2Fb/c", RawQuery: "q=1", Fragment: "frag"},
		},
		{
			name:  "encoded fragment",
			input: "https://example.com/#a%20b%2F",
			want:  neturl.URL{Scheme: "https", Host: "example.com", Path: "/", Fragment: "a b/", RawFragment: "a%20b%2F"},
		},
		{
			name:  "IPv6",
			input: "http://[::1]:8080/",
			want:  neturl.URL{Scheme: "http", Host: "[::1]:8080", Path: "/"},
		},
		{
			name:  "opaque path",
			input: "mailto:user@example.com?subject=hi",
			want:  neturl.URL{Scheme: "mailto", Opaque: "user@example.com", RawQuery: "subject=hi"},
		},
		{
			name:  "no host",
			input: "sc:/a/b",
			want:  neturl.URL{Scheme: "sc", Path: "/a/b", OmitHost: true},
		},
		{
			name:  "no host, path starting with an empty segment",
			input: "sc:/.//a",
			want:  neturl.URL{Scheme: "sc", Path: "/.//a", OmitHost: true},
		},
		{
			name:  "empty host",
			input: "file:///etc/hosts",
			want:  neturl.URL{Scheme: "file", Path: "/etc/hosts"},
		},
		{
			name:  "empty query",
			input: "http://example.com/?",
			want:  neturl.URL{Scheme: "http", Host: "example.com", Path: "/", ForceQuery: true},
		},
		{
			name:  "percent-encoded opaque host",
			input: "sc://%C3%A9/",
			want:  neturl.URL{Scheme: "sc", Host: "é", Path: "/"},
		},
		{
			name:  "path with a vertical bar",
			input: "http://example.com/a|b",
			want:  neturl.URL{Scheme: "http", Opaque: "//example.com/a|b", Host: "example.com", Path: "/a|b", RawPath: "/a|b"},
		},
		{
			name:  "path with a stray percent",
			input: "http://example.com/100%?x",
			want:  neturl.URL{Scheme: "http", Opaque: "//example.com/100%", Host: "example.com", Path: "/100%", RawPath: "/100%", RawQuery: "x"},
		},
		{
			name:  "username net/url would encode",
			input: "http://a!b@example.com/",
			want:  neturl.URL{Scheme: "http", Opaque: "//a!b@example.com/", User: neturl.User("a!b"), Host: "example.com", Path: "/"},
		},
		{
			name:  "opaque host net/url would decode",
			input: "sc://H%4fST/",
			want:  neturl.URL{Scheme: "sc", Opaque: "//H%4fST/", Host: "H%4fST", Path: "/"},
		},
		{
			name:  "empty host and path",
			input: "sc://?x",
			want:  neturl.URL{Scheme: "sc", Opaque: "//", RawQuery: "x"},
		},
		{
			name:  "empty fragment",
			input: "http://example.com/#",
			want:  neturl.URL{Scheme: "http", Host: "example.com", Path: "/"},
			str:   "http://example.com/",
		},
		{
			name:  "fragment with a vertical bar",
			input: "http://example.com/#a|b",
			want:  neturl.URL{Scheme: "http", Host: "example.com", Path: "/", Fragment: "a|b", RawFragment: "a|b"},
			str:   "http://example.com/#a%7Cb",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := MustParse(tt.input)
			got := u.NetURL()
			if !reflect.DeepEqual(*got, tt.want) {
				t.Errorf("NetURL() = %#v;\nwant %#v", *got, tt.want)
			}
			want := tt.str
			if want == "" {
				want = u.Href()
			}
			if s := got.String(); s != want {
				t.Errorf("NetURL().String() = %q; want %q", s, want)
			}
			checkNetURL(t, u)
		})
	}
}

func TestFromNetURL(t *testing.T) {
	tests := []struct {
		name string
		in   *neturl.URL
		want string // "" for an error
	}{
		{"plain", &neturl.URL{Scheme: "https", Host: "example.com", Path: "/a b", RawQuery: "q=1", Fragment: "f"}, "https://example.com/a%20b?q=1#f"},
		{"IDNA", &neturl.URL{Scheme: "http", Host: "Bücher.example", Path: "/"}, "http://xn--bcher-kva.example/"},
		{"IPv4 number", &neturl.URL{Scheme: "http", Host: "0x7f.1"}, "http://127.0.0.1/"},
		{"default port and dot segments", &neturl.URL{Scheme: "https", Host: "example.com:443", Path: "/a/../b"}, "https://example.com/b"},
		{"backslash", &neturl.URL{Scheme: "http", Opaque: `//example.com\a`}, "http://example.com/a"},
		{"opaque", &neturl.URL{Scheme: "mailto", Opaque: "user@example.com"}, "mailto:user@example.com"},
		{"credentials", &neturl.URL{Scheme: "ftp", User: neturl.UserPassword("me", "p@ss"), Host: "example.com"}, "ftp://me:p%40ss@example.com/"},
		{"relative", &neturl.URL{Path: "a/b"}, ""},
		{"forbidden host code point", &neturl.URL{Scheme: "http", Host: "a b"}, ""},
		{"empty", &neturl.URL{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FromNetURL(tt.in)
			if tt.want == "" {
				var perr *Error
				if !errors.As(err, &perr) {
					t.Fatalf("FromNetURL(%q) = %v, %v; want an *Error", tt.in, got, err)
				}
				return
			}
			if err != nil || got.Href() != tt.want {
				t.Fatalf("FromNetURL(%q) = %v, %v; want %q", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestQuery(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  neturl.Values
		std   neturl.Values // net/url's Query on the same input
	}{
		{"repeated names", "http://h/?a=1&b=2&a=3",
			neturl.Values{"a": {"1", "3"}, "b": {"2"}}, neturl.Values{"a": {"1", "3"}, "b": {"2"}}},
		{"plus and percent", "http://h/?a+b=c+d%2B%20e",
			neturl.Values{"a b": {"c d+ e"}}, neturl.Values{"a b": {"c d+ e"}}},
		{"empty pairs and values", "http://h/?&&a&=x&b=",
			neturl.Values{"a": {""}, "": {"x"}, "b": {""}}, neturl.Values{"a": {""}, "": {"x"}, "b": {""}}},
		{"second equals sign", "http://h/?a==b",
			neturl.Values{"a": {"=b"}}, neturl.Values{"a": {"=b"}}},
		{"percent-encoded UTF-8", "http://h/?q=%C3%A9t%C3%A9",
			neturl.Values{"q": {"été"}}, neturl.Values{"q": {"été"}}},
		{"encoded by the parser", "http://h/?q=été&r=a b",
			neturl.Values{"q": {"été"}, "r": {"a b"}}, neturl.Values{"q": {"été"}, "r": {"a b"}}},
		{"no query", "http://h/", neturl.Values{}, neturl.Values{}},
		{"empty query", "http://h/?", neturl.Values{}, neturl.Values{}},
		{"fragment is not the query", "http://h/?a=1#b=2",
			neturl.Values{"a": {"1"}}, neturl.Values{"a": {"1"}}},
		{"semicolon", "http://h/?a=1;b=2&c=3",
			neturl.Values{"a": {"1;b=2"}, "c": {"3"}}, neturl.Values{"c": {"3"}}},
		{"stray percent", "http://h/?a=100%&b=%zz&c=1",
			neturl.Values{"a": {"100%"}, "b": {"%zz"}, "c": {"1"}}, neturl.Values{"c": {"1"}}},
		{"not UTF-8", "http://h/?a=%FF",
			neturl.Values{"a": {"\uFFFD"}}, neturl.Values{"a": {"\xFF"}}},
		{"opaque path", "mailto:x@example.com?subject=a+b",
			neturl.Values{"subject": {"a b"}}, neturl.Values{"subject": {"a b"}}},
		{"more than 10000 pairs", "http://h/?" + strings.Repeat("a&", 10000) + "a",
			neturl.Values{"a": slices.Repeat([]string{""}, 10001)}, neturl.Values{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := MustParse(tt.input)
			if got := u.Query(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Query() = %q; want %q", got, tt.want)
			}
			std, err := neturl.Parse(tt.input)
			if err != nil {
				t.Fatal(err)
			}
			if got := std.Query(); !reflect.DeepEqual(got, tt.std) {
				t.Errorf("net/url's Query() = %q; the test expects %q", got, tt.std)
			}
		})
	}
}

// TestQueryMatchesNetURLOnWPT compares Query with net/url's on every
// non-empty query of urltestdata.json that net/url reads without error and
// decodes to UTF-8: the inputs on which the two parsers' meanings coincide.
func TestQueryMatchesNetURLOnWPT(t *testing.T) {
	compared := 0
	for _, u := range parsedWPTURLs(t) {
		q := u.NetURL().RawQuery
		std, err := neturl.ParseQuery(q)
		if q == "" || err != nil || !isUTF8Values(std) {
			continue
		}
		compared++
		if got := u.Query(); !reflect.DeepEqual(got, std) {
			t.Errorf("%q: Query() = %q; net/url gives %q", u.Href(), got, std)
		}
	}
	fmt.Printf("Query agrees with net/url on %d urltestdata.json queries\n", compared)
}

func isUTF8Values(v neturl.Values) bool {
	for k, vs := range v {
		if !utf8.ValidString(k) {
			return false
		}
		for _, s := range vs {
			if !utf8.ValidString(s) {
				return false
			}
		}
	}
	return true
}

// stdCase is a test of a method that net/url also has: want is ours, std is
// what net/url's method of the same name gives for the same input.
type stdCase struct {
	name, input string
	want, std   string
}

// checkStd runs the cases: ours on Parse(input), theirs on net/url's Parse
// of the same input.
func checkStd(t *testing.T, tests []stdCase, ours func(*URL) string, theirs func(*neturl.URL) string) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ours(MustParse(tt.input)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
			std, err := neturl.Parse(tt.input)
			if err != nil {
				t.Fatal(err)
			}
			if got := theirs(std); got != tt.std {
				t.Errorf("net/url gives %q; the test expects %q", got, tt.std)
			}
		})
	}
}

func TestEscapedPath(t *testing.T) {
	checkStd(t, []stdCase{
		{"plain", "https://example.com/a/b?q", "/a/b", "/a/b"},
		{"encoded slash", "https://example.com/a%2fb", "/a%2fb", "/a%2fb"},
		{"space", "https://example.com/a b", "/a%20b", "/a%20b"},
		{"no path", "https://example.com", "/", ""},
		{"non-special, empty path", "sc://h?q", "", ""},
		{"dot segments", "https://example.com/a/../b/./c", "/b/c", "/a/../b/./c"},
		{"vertical bar", "https://example.com/a|b", "/a|b", "/a%7Cb"},
		{"opaque path", "mailto:user@example.com", "user@example.com", ""},
		{"no host, empty first segment", "sc:/.//a", "//a", "/.//a"},
	}, (*URL).EscapedPath, (*neturl.URL).EscapedPath)
}

func TestRequestURI(t *testing.T) {
	checkStd(t, []stdCase{
		{"path and query", "https://example.com/a/b?q=1#f", "/a/b?q=1", "/a/b?q=1"},
		{"empty query", "https://example.com/a?", "/a?", "/a?"},
		{"root", "https://example.com/", "/", "/"},
		{"non-special, empty path", "sc://h?q", "/?q", "/?q"},
		{"opaque path", "mailto:user@example.com?subject=hi", "user@example.com?subject=hi", "user@example.com?subject=hi"},
		{"no path", "https://example.com?q", "/?q", "/?q"},
		{"dot segments", "https://example.com/a/../b", "/b", "/a/../b"},
		{"vertical bar", "https://example.com/a|b", "/a|b", "/a%7Cb"},
	}, (*URL).RequestURI, (*neturl.URL).RequestURI)
}

func TestRedacted(t *testing.T) {
	checkStd(t, []stdCase{
		{"password", "https://user:secret@example.com/a?b#c", "https://user:xxxxx@example.com/a?b#c", "https://user:xxxxx@example.com/a?b#c"},
		{"encoded password", "https://user:p%40ss@example.com/", "https://user:xxxxx@example.com/", "https://user:xxxxx@example.com/"},
		{"empty username", "https://:secret@example.com/", "https://:xxxxx@example.com/", "https://:xxxxx@example.com/"},
		{"username only", "https://user@example.com/", "https://user@example.com/", "https://user@example.com/"},
		{"no credentials", "https://example.com/", "https://example.com/", "https://example.com/"},
		{"empty password", "https://user:@example.com/", "https://user@example.com/", "https://user:xxxxx@example.com/"},
	}, (*URL).Redacted, (*neturl.URL).Redacted)
	if got := (*URL)(nil).Redacted(); got != "" {
		t.Errorf("nil Redacted() = %q; want \"\"", got)
	}
}

func TestJoinPath(t *testing.T) {
	tests := []struct {
		name      string
		base      string
		elem      []string
		want, std string // ours and net/url's JoinPath(elem...).String()
	}{
		{"two elements", "https://example.com/a/b", []string{"c", "d"}, "https://example.com/a/b/c/d", "https://example.com/a/b/c/d"},
		{"slashes at the joints", "https://example.com/a/", []string{"/b/", "/c"}, "https://example.com/a/b/c", "https://example.com/a/b/c"},
		{"final slash", "https://example.com/a", []string{"b/"}, "https://example.com/a/b/", "https://example.com/a/b/"},
		{"dot-dot", "https://example.com/a/b", []string{"../c"}, "https://example.com/a/c", "https://example.com/a/c"},
		{"above the root", "https://example.com/a", []string{"../../c"}, "https://example.com/c", "https://example.com/c"},
		{"query and fragment kept", "https://example.com/a?q#f", []string{"b"}, "https://example.com/a/b?q#f", "https://example.com/a/b?q#f"},
		{"encoding", "https://example.com/", []string{"a b", "c?d", "e#f"}, "https://example.com/a%20b/c%3Fd/e%23f", "https://example.com/a%20b/c%3Fd/e%23f"},
		{"no elements", "https://example.com/a/", nil, "https://example.com/a/", "https://example.com/a/"},
		{"non-special, empty path", "sc://h", []string{"a"}, "sc://h/a", "sc://h/a"},
		{"opaque path", "mailto:user@example.com", []string{"a"}, "mailto:user@example.com", "mailto:user@example.com"},
		{"empty segment kept", "https://example.com/a", []string{"b//c"}, "https://example.com/a/b//c", "https://example.com/a/b/c"},
		{"encoded dot-dot", "https://example.com/a/b", []string{"%2e%2e", "c"}, "https://example.com/a/c", "https://example.com/a/b/%2e%2e/c"},
		{"backslash in a special URL", "https://example.com/a", []string{`\b\c`}, "https://example.com/a/b/c", "https://example.com/a/%5Cb%5Cc"},
		{"empty element", "https://example.com/a/", []string{""}, "https://example.com/a/", "https://example.com/a"},
		{"Windows drive letter", "file:///C:/a", []string{"..", ".."}, "file:///C:/", "file:///"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := MustParse(tt.base)
			orig := *u
			got := u.JoinPath(tt.elem...)
			if got.Href() != tt.want {
				t.Errorf("JoinPath(%q) = %q; want %q", tt.elem, got.Href(), tt.want)
			}
			if !sameURL(u, &orig) {
				t.Errorf("JoinPath changed its receiver to %q", u.Href())
			}
			checkCanonical(t, got)
			std, err := neturl.Parse(tt.base)
			if err != nil {
				t.Fatal(err)
			}
			if s := std.JoinPath(tt.elem...).String(); s != tt.std {
				t.Errorf("net/url's JoinPath(%q) = %q; the test expects %q", tt.elem, s, tt.std)
			}
		})
	}
}

func TestIsAbs(t *testing.T) {
	for _, u := range parsedWPTURLs(t) {
		if !u.IsAbs() {
			t.Errorf("%q: IsAbs() = false", u.Href())
		}
		if std, err := neturl.Parse(u.Href()); err == nil && !std.IsAbs() {
			t.Errorf("%q: net/url's IsAbs() = false", u.Href())
		}
	}
	if new(URL).IsAbs() {
		t.Error("the zero URL: IsAbs() = true")
	}
}

// TestResolveReference checks, for every pair of a base and a URL from
// urltestdata.json, that ResolveReference gives a copy of the reference,
// and that parsing the reference's href against the base gives the
// reference, which is what makes the copy right.
func TestResolveReference(t *testing.T) {
	urls := parsedWPTURLs(t)
	bases := []*URL{
		MustParse("http://example.org/foo/bar"),
		MustParse("file:///tmp/mock/path"),
		MustParse("sc://h/a?q#f"),
		MustParse("about:blank"),
	}
	bases = append(bases, urls[:20]...)
	for _, base := range bases {
		for _, ref := range urls {
			got := base.ResolveReference(ref)
			if got == ref || !sameURL(got, ref) {
				t.Errorf("%q.ResolveReference(%q) = %q; want a copy of the reference", base.Href(), ref.Href(), got.Href())
			}
			if v, err := Parse(ref.Href(), base); err != nil || !sameURL(v, ref) {
				t.Errorf("Parse(%q, %q) = %v, %v; want the reference", ref.Href(), base.Href(), v, err)
			}
		}
	}
	// net/url gives the same for these absolute references.
	base := MustParse("http://a/b/c/d;p?q")
	stdBase, err := neturl.Parse(base.Href())
	if err != nil {
		t.Fatal(err)
	}
	for _, ref := range []string{"g:h", "http://x/y?z#w", "https://a/b/c/g", "mailto:x@y"} {
		stdRef, err := neturl.Parse(ref)
		if err != nil {
			t.Fatal(err)
		}
		want := stdBase.ResolveReference(stdRef).String()
		if got := base.ResolveReference(MustParse(ref)).Href(); got != want {
			t.Errorf("ResolveReference(%q) = %q; net/url gives %q", ref, got, want)
		}
	}
}

func TestMarshal(t *testing.T) {
	for _, input := range []string{"https://user:pass@example.com:8080/a/b?q#f", "mailto:x@example.com", "sc:/.//a", "file:///C:/x"} {
		t.Run(input, func(t *testing.T) {
			u := MustParse(input)
			text, err := u.MarshalText()
			if err != nil || string(text) != u.Href() {
				t.Errorf("MarshalText() = %q, %v; want %q", text, err, u.Href())
			}
			bin, err := u.MarshalBinary()
			if err != nil || string(bin) != u.Href() {
				t.Errorf("MarshalBinary() = %q, %v; want %q", bin, err, u.Href())
			}
			for name, appendTo := range map[string]func([]byte) ([]byte, error){"AppendText": u.AppendText, "AppendBinary": u.AppendBinary} {
				if b, err := appendTo([]byte("x=")); err != nil || string(b) != "x="+u.Href() {
					t.Errorf("%s(%q) = %q, %v; want %q", name, "x=", b, err, "x="+u.Href())
				}
			}
			for name, unmarshal := range map[string]func(*URL, []byte) error{"UnmarshalText": (*URL).UnmarshalText, "UnmarshalBinary": (*URL).UnmarshalBinary} {
				var v URL
				if err := unmarshal(&v, text); err != nil || !sameURL(&v, u) {
					t.Errorf("%s(%q) on the zero URL = %v, gave %q; want %q", name, text, err, v.Href(), u.Href())
				}
				w := *MustParse("http://other/")
				if err := unmarshal(&w, text); err != nil || !sameURL(&w, u) {
					t.Errorf("%s(%q) on another URL = %v, gave %q; want %q", name, text, err, w.Href(), u.Href())
				}
			}
		})
	}
	t.Run("zero URL", func(t *testing.T) {
		var zero URL
		if text, err := zero.MarshalText(); err != nil || len(text) != 0 {
			t.Errorf("MarshalText() = %q, %v; want empty", text, err)
		}
		u := MustParse("http://example.com/")
		if err := u.UnmarshalText(nil); err != nil || !sameURL(u, &zero) {
			t.Errorf("UnmarshalText(empty) = %v, gave %+v; want the zero URL", err, *u)
		}
	})
	t.Run("invalid", func(t *testing.T) {
		u := MustParse("http://example.com/")
		orig := *u
		err := u.UnmarshalText([]byte("http://exa mple.com/"))
		var perr *Error
		if !errors.As(err, &perr) || perr.Code != DomainToASCII {
			t.Errorf("UnmarshalText = %v; want an *Error with %v", err, DomainToASCII)
		}
		if !sameURL(u, &orig) {
			t.Errorf("failed UnmarshalText changed the URL to %q", u.Href())
		}
	})
}

func TestJSON(t *testing.T) {
	type doc struct {
		Home    *URL `json:"home"`
		Mirror  URL  `json:"mirror"`
		Missing *URL `json:"missing"`
		Zero    URL  `json:"zero"`
	}
	in := doc{Home: MustParse("https://example.com/a?b#c"), Mirror: *MustParse("mailto:x@example.com")}
	data, err := json.Marshal(&in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"home":"https://example.com/a?b#c","mirror":"mailto:x@example.com","missing":null,"zero":""}`
	if string(data) != want {
		t.Errorf("json.Marshal = %s; want %s", data, want)
	}
	var out doc
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if !sameURL(out.Home, in.Home) || !sameURL(&out.Mirror, &in.Mirror) || out.Missing != nil || !sameURL(&out.Zero, &URL{}) {
		t.Errorf("json.Unmarshal gave %+v; want %+v", out, in)
	}
	err = json.Unmarshal([]byte(`{"home":"no scheme"}`), &out)
	var perr *Error
	if !errors.As(err, &perr) || perr.Code != MissingSchemeNonRelativeURL {
		t.Errorf("json.Unmarshal of a relative URL: %v; want an *Error with %v", err, MissingSchemeNonRelativeURL)
	}
}
