package url

import "testing"

func mustParseRef(t testing.TB, s string) Ref {
	t.Helper()
	r, err := ParseRef(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestResolveRFC3986Examples runs the examples of RFC 3986, section 5.4,
// against its base "http://a/b/c/d;p?q".
func TestResolveRFC3986Examples(t *testing.T) {
	base := mustParseRef(t, "http://a/b/c/d;p?q")
	for _, tc := range []struct{ ref, strict, nonStrict string }{
		// 5.4.1, normal examples.
		{"g:h", "g:h", ""},
		{"g", "http://a/b/c/g", ""},
		{"./g", "http://a/b/c/g", ""},
		{"g/", "http://a/b/c/g/", ""},
		{"/g", "http://a/g", ""},
		{"//g", "http://g", ""},
		{"?y", "http://a/b/c/d;p?y", ""},
		{"g?y", "http://a/b/c/g?y", ""},
		{"#s", "http://a/b/c/d;p?q#s", ""},
		{"g#s", "http://a/b/c/g#s", ""},
		{"g?y#s", "http://a/b/c/g?y#s", ""},
		{";x", "http://a/b/c/;x", ""},
		{"g;x", "http://a/b/c/g;x", ""},
		{"g;x?y#s", "http://a/b/c/g;x?y#s", ""},
		{"", "http://a/b/c/d;p?q", ""},
		{".", "http://a/b/c/", ""},
		{"./", "http://a/b/c/", ""},
		{"..", "http://a/b/", ""},
		{"../", "http://a/b/", ""},
		{"../g", "http://a/b/g", ""},
		{"../..", "http://a/", ""},
		{"../../", "http://a/", ""},
		{"../../g", "http://a/g", ""},
		// 5.4.2, abnormal examples.
		{"../../../g", "http://a/g", ""},
		{"../../../../g", "http://a/g", ""},
		{"/./g", "http://a/g", ""},
		{"/../g", "http://a/g", ""},
		{"g.", "http://a/b/c/g.", ""},
		{".g", "http://a/b/c/.g", ""},
		{"g..", "http://a/b/c/g..", ""},
		{"..g", "http://a/b/c/..g", ""},
		{"./../g", "http://a/b/g", ""},
		{"./g/.", "http://a/b/c/g/", ""},
		{"g/./h", "http://a/b/c/g/h", ""},
		{"g/../h", "http://a/b/c/h", ""},
		{"g;x=1/./y", "http://a/b/c/g;x=1/y", ""},
		{"g;x=1/../y", "http://a/b/c/y", ""},
		{"g?y/./x", "http://a/b/c/g?y/./x", ""},
		{"g?y/../x", "http://a/b/c/g?y/../x", ""},
		{"g#s/./x", "http://a/b/c/g#s/./x", ""},
		{"g#s/../x", "http://a/b/c/g#s/../x", ""},
		{"http:g", "http:g", "http://a/b/c/g"},
	} {
		t.Run(tc.ref, func(t *testing.T) {
			ref := mustParseRef(t, tc.ref)
			if tc.nonStrict == "" {
				tc.nonStrict = tc.strict
			}
			if got, err := base.ResolveRFC3986(ref); err != nil || got.String() != tc.strict {
				t.Errorf("ResolveRFC3986 = %q, %v; want %q", got, err, tc.strict)
			}
			if got, err := base.ResolveRFC3986NonStrict(ref); err != nil || got.String() != tc.nonStrict {
				t.Errorf("ResolveRFC3986NonStrict = %q, %v; want %q", got, err, tc.nonStrict)
			}
		})
	}
}

// TestResolutionSideBySide checks the table in rfc3986.go's comment.
func TestResolutionSideBySide(t *testing.T) {
	for _, tc := range []struct{ ref, base, strict, nonStrict, whatwg string }{
		{"http:g", "http://a/b/c/d", "http:g", "http://a/b/c/g", "http://a/b/c/g"},
		{"foo:g", "foo://a/b/c/d", "foo:g", "foo://a/b/c/g", "foo:g"},
		{"https:g", "http://a/b/c/d", "https:g", "https:g", "https://g/"},
		{`..\g`, "http://a/b/c/d", "http://a/b/c/..%5Cg", "http://a/b/c/..%5Cg", "http://a/b/g"},
		{"%2e%2e/g", "http://a/b/c/d", "http://a/b/c/%2e%2e/g", "http://a/b/c/%2e%2e/g", "http://a/b/g"},
		{"///g", "http://a/b/c/d", "http:///g", "http:///g", "http://g/"},
	} {
		t.Run(tc.ref, func(t *testing.T) {
			ref, base := mustParseRef(t, tc.ref), mustParse(t, tc.base)
			if got, err := base.Ref().ResolveRFC3986(ref); err != nil || got.String() != tc.strict {
				t.Errorf("ResolveRFC3986 = %q, %v; want %q", got, err, tc.strict)
			}
			if got, err := base.Ref().ResolveRFC3986NonStrict(ref); err != nil || got.String() != tc.nonStrict {
				t.Errorf("ResolveRFC3986NonStrict = %q, %v; want %q", got, err, tc.nonStrict)
			}
			if got, err := base.Resolve(ref); err != nil || got.Href() != tc.whatwg {
				t.Errorf("Resolve = %v, %v; want %q", got, err, tc.whatwg)
			}
		})
	}
}

func TestResolveRFC3986Edges(t *testing.T) {
	for _, tc := range []struct{ base, ref, want string }{
		{"foo://h", "g", "foo://h/g"},                   // merge with an empty path under an authority
		{"foo:a", "g", "foo:g"},                         // no authority, no "/"
		{"foo:/a", "..//g", "foo:/.//g"},                // "//" without an authority
		{"foo:/a/b", "//h", "foo://h"},                  // an authority and no path
		{"foo:/a/b#f", "", "foo:/a/b"},                  // the base's fragment goes
		{"foo:/a/b", `..\g`, `foo:/a/..\g`},             // "\" stays in a non-special URL
		{"http://a/b/c", "/x/./y/../z", "http://a/x/z"}, // dot segments in an absolute path
		{"http://a/b", "?y", "http://a/b?y"},            // a query, the base without one
		{"http://a/b", "?", "http://a/b?"},              // an empty query
		{"http://a/b?x", "#f", "http://a/b?x#f"},        // the base's query kept
	} {
		got, err := mustParseRef(t, tc.base).ResolveRFC3986(mustParseRef(t, tc.ref))
		if err != nil || got.String() != tc.want {
			t.Errorf("%q against %q: ResolveRFC3986 = %q, %v; want %q", tc.ref, tc.base, got, err, tc.want)
		}
	}
	if _, err := mustParseRef(t, "/a").ResolveRFC3986(mustParseRef(t, "g")); err == nil {
		t.Error("a base without a scheme: no error")
	}
	if _, err := mustParseRef(t, "http://a/").ResolveRFC3986(mustParseRef(t, "//%zz/")); err == nil {
		t.Error(`"//%zz/" against an http base: no error`)
	}
}
