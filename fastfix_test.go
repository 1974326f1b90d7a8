package url

import "testing"

// TestParseFixed checks that scanCanonical finds a fixup for inputs that
// differ from their serialization only in the ways parseFixed writes, and
// that parseFixed's URL is the general parser's (with every state in full),
// with and without a base; and that it finds none for inputs that differ
// in other ways too.
func TestParseFixed(t *testing.T) {
	bases := []*URL{nil, mustParse(t, "https://b/c/d"), mustParse(t, "http://b/"), mustParse(t, "file:///c/d")}
	for _, in := range []string{
		"HTTPS://EXAMPLE.COM/a", "https://Example.com", "HTTPS://H?q#f", "https://h:443/", "http://h:80", "https://h:/x",
		"https://h:00443/a", "https:h/a", "https:/h", "https:///h?q", "https:\\\\h#f", "https:/\\/h/a", "https://h\\a\\b?c\\d",
		"https://h\\", "HTTPS:H:443\\A\\B", "file://h\\x", "file://\\x", "FILE:///X", " https://h/", "wss://h:443",
		"ws:h:80/x?y#z", "https://h:443\\x\\y", "ftp:////h:21",
	} {
		var r resumePoint
		scanCanonical(trimLeading(in), &r, trimLeading(in) != in)
		if !r.fix.ok {
			t.Errorf("%q: no fixup", in)
			continue
		}
		for _, b := range bases {
			want, err := parse(in, b, nil, func(ValidationErrorCode, int) {}, true)
			if err != nil {
				t.Fatalf("%q against %v: %v", in, b, err)
			}
			got, ok := parseFixed(trimLeading(in), &r, b, true)
			if !ok {
				if !r.fix.relativeWithBase || b == nil || b.scheme != r.scheme {
					t.Errorf("%q against %v: parseFixed declines", in, b)
				}
				continue
			}
			if !sameURL(got, want) {
				t.Errorf("%q against %v: parseFixed gives %+v, the parser %+v", in, b, *got, *want)
			}
			if _, ok := parseFixed(trimLeading(in), &r, b, false); !ok {
				t.Errorf("%q against %v: parseFixed declines without a URL wanted", in, b)
			}
		}
	}
	for _, in := range []string{
		"https://h/a/../b", "https://h:443/a b", "https:h/%2e/", "https://h:8080x/", "https://h:443@x/", "https:h:1@x",
		"https://1.2.3.4:443/", "https://H\\a?b c", "https://h\\a#b c", "file:h", "file:/h", "FILE://LOCALHOST/x",
		"https://h:65536/", "https://h:0080/", "https://h/a\t", "foo://H/", "https:", "https:///",
	} {
		var r resumePoint
		scanCanonical(trimLeading(in), &r, trimLeading(in) != in)
		if r.fix.ok {
			t.Errorf("%q: a fixup %+v", in, r.fix)
		}
	}
}

// trimLeading trims what parseResumed trims before scanCanonical.
func trimLeading(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	return s
}
