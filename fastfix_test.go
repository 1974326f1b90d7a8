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
		"ws:h:80/x?y#z", "https://h:443\\x\\y", "ftp:////h:21", "https://1.2.3.4:443/", "https://0x7F.1", "HTTPS://3232235777/",
		"https://0301.2.3.4\\x", "https://1.2.3.4./", "https://%41%2eb:443/", "https:%31.2.3.4", "HTTPS://A%7e%2E%62/",
		"https://1.2.3.4/x?q#f", "http://10.0.0.1:8080", "https://1.2.3.4:8080/", "https://%31.2.3.4/", "https://01.2.3.4/", "file:/x", "file:\\x\\y", "FILE:/C:/x", "file:/", "file:/?q#f",
		" https://h/ \n ", "https://H/a\t", "https://h:443/a \t\n", "file:\\", "file:/x:443", "file:\\\\\\U\\x?q",
		"file:/\\h\\x", "file:\\/H/x", "FILE://localhost/x", "file://LocalHost", "file://localhost\\x?q#f", "file:\\\\localhost\\x",
		"https://bücher.example/a", "HTTPS://München:443/x?q#f", "https://日本語。JP\\a", "https:ｅｘａｍｐｌｅ.com", "https://faß.de:8080",
		"https://xn--bcher-kva.ü/", "https://ǅemal.Ⅻ", "https://пример.рф./",
	} {
		var r resumePoint
		scanCanonical(trimSpaces(in), &r, trimSpaces(in) != in, declinedAtStart)
		if !r.fix.ok {
			t.Errorf("%q: no fixup", in)
			continue
		}
		for _, b := range bases {
			want, err := parse(in, b, nil, func(ValidationErrorCode, int) {}, true)
			if err != nil {
				t.Fatalf("%q against %v: %v", in, b, err)
			}
			got, ok := parseFixed(trimSpaces(in), &r, b, true)
			if !ok {
				if !r.fix.relativeWithBase || b == nil || b.scheme != r.scheme {
					t.Errorf("%q against %v: parseFixed declines", in, b)
				}
				continue
			}
			if !sameURL(got, want) {
				t.Errorf("%q against %v: parseFixed gives %+v, the parser %+v", in, b, *got, *want)
			}
			if _, ok := parseFixed(trimSpaces(in), &r, b, false); !ok {
				t.Errorf("%q against %v: parseFixed declines without a URL wanted", in, b)
			}
		}
	}
	for _, in := range []string{
		"https://h/a/../b", "https://h:443/a b", "https:h/%2e/", "https://h:8080x/", "https://h:443@x/", "https:h:1@x",
		"https://1.2.3.4:443/a b", "https://H\\a?b c", "file://a%41/", "file://1.2.3.4/", "https://h\\a#b c", "file:h", "file://localhost:1/",
		"file://é/", "https://é/a b", "https://é\t/", "https://é@h/", "https://é:8080x/",
		"https://h:65536/", "https://h:0080/", "https://h/a\tb", "foo://H/", "https:", "https:///",
		"file:/C|/x", "file:x", "file:/x/../y",
	} {
		var r resumePoint
		scanCanonical(trimSpaces(in), &r, trimSpaces(in) != in, declinedAtStart)
		if r.fix.ok {
			t.Errorf("%q: a fixup %+v", in, r.fix)
		}
	}
	// Hosts that scanCanonical leaves to fixHost, which declines them.
	for _, in := range []string{
		"https://%C3%A9/", "https://a%zz/", "https://a%/", "https://a%41é/", "https://é%41/", "https://\u00ad/",
		"https://１２７.0.0.1/", "https://a\uff1cb/", "https://\xff/", "https://a\xc3/", "https://\xed\xa0\x80/",
		"https://xn--a.ü/", "https://a\u200db/", "https://\u0301a/",
	} {
		var r resumePoint
		scanCanonical(in, &r, false, declinedAtStart)
		if !r.fix.ok || !r.fix.hostParse {
			t.Errorf("%q: no fixup with a host to parse", in)
			continue
		}
		if u, ok := parseFixed(in, &r, nil, true); ok {
			t.Errorf("%q: parseFixed gives %+v", in, *u)
		}
	}
}

// trimSpaces trims what parseResumed trims before scanCanonical.
func trimSpaces(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// TestFixHost checks fixHost against the host parser in full (as it runs
// when validation errors are wanted): where fixHost takes a host, the host
// parser gives the same host; and fixHost takes the hosts listed first.
func TestFixHost(t *testing.T) {
	taken := []string{"a%41", "%31.2.3.4", "0x7f.1", "1.2.3.4.", "3232235777", "A%2EB", "%7e", "0301.2.3.4",
		"bücher", "Bücher.DE", "日本語。jp", "ＡＢＣ.com", "xn--bcher-kva.ü", "faß", "ǅemal.Ⅻ", "a.пример."}
	others := []string{"%", "a%", "a%4", "a%zz", "%25", "%2f", "%3A", "%C3%A9", "%FF", "1.2.3.4.5", "256.1.1.1", "09.1", "a.09",
		"1..2", ".1", "0x", "0X1.2", "%30X1", "4294967296", "4294967295", "1.16777216", "1.16777215", "%00", "%20", "a%40b", "%5b1%5d", "a.b%2E0x1",
		"a%41é", "\u00ad", "１２７.0.0.1", "a.0xé", "a\uff1cb", "\xff", "\xed\xa0\x80", "xn--a.ü", "a\u200db", "\u0301a", "a.١", "faß.148", "bücher.0x1F.", "ü。1"}
	var b [maxFixHost]byte
	for k, h := range append(taken, others...) {
		got, kind, ok := fixHost(&b, h, scanBits(h))
		if !ok {
			if k < len(taken) {
				t.Errorf("fixHost(%q) declines", h)
			}
			continue
		}
		var p parser
		p.reset()
		p.report = func(ValidationErrorCode, int) {}
		if !p.parseHost(h, 0, false) {
			t.Errorf("fixHost(%q) = %q; the host parser fails", h, got)
			continue
		}
		if want := string(p.buf); got != want || kind != p.hostKind {
			t.Errorf("fixHost(%q) = %q, kind %v; the host parser %q, kind %v", h, got, kind, want, p.hostKind)
		}
	}
}

// scanBits returns the bits of scanHostBytes of h's bytes, as scanCanonical
// gives them to fixHost.
func scanBits(h string) hostByte {
	var bits hostByte
	for k := 0; k < len(h); k++ {
		bits |= scanHostBytes[h[k]]
	}
	return bits
}
