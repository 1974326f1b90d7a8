package url

import (
	"strings"
	"testing"
)

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
		"http://[::1]/", "HTTP://[0:0::1]:8080/x", "https://[::127.0.0.1]", "http://[1:0::]?q#f", "https://[2001:DB8::1]:443/",
		"https:[::1]\\a", "ws:///[::1]:80",
		// Percent-encoded bytes that are not ASCII (fixDecodedHost).
		"https://%C3%A9/", "https://a%41é/", "https://é%41/", "HTTPS://B%C3%BCCHER.de:443", "https://%E6%97%A5%E6%9C%AC.jp\\x", "https://ä%2Eb/",
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
		"http://[::1]x/", "http://[::1]@h/", "http://[::1", "http://[::%31]/", "http://[a b]/", "http://[::1]:81@h/", "file://[::1]/",
	} {
		var r resumePoint
		scanCanonical(trimSpaces(in), &r, trimSpaces(in) != in, declinedAtStart)
		if r.fix.ok {
			t.Errorf("%q: a fixup %+v", in, r.fix)
		}
	}
	// Hosts that scanCanonical leaves to fixHost, which declines them.
	for _, in := range []string{
		"https://a%zz/", "https://a%/", "https://\u00ad/", "https://%C3/", "https://%C3é/", "https://é%C3/", "https://é%zz/",
		"https://%C3%A9.1/", "https://%C3%A9%3C/", "https://%E2%80%8D/", "https://\xc3%A9/", "https://%ef%bc%9c/",
		"https://１２７.0.0.1/", "https://a\uff1cb/", "https://\xff/", "https://a\xc3/", "https://\xed\xa0\x80/",
		"https://xn--a.ü/", "https://a\u200db/", "https://\u0301a/", "https://bücher.1/", "https://é.0x7F./", "https://é.ＡＢ.09",
		"http://[::1.2.3.]/", "http://[1::2::3]", "http://[:1]/x", "https://[]/",
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

// TestParseFixedPath checks that scanCanonical finds where the general
// parser takes over after an authority that parseFixed writes, in the
// state the input needs, for inputs that differ from their serialization
// in the authority in ways that parseFixed writes and after it in others;
// that parseFixedPath's URL is then the general parser's in full, with
// and without a base; and that it finds no such place, or parseFixedPath
// declines, where it must not take an input.
func TestParseFixedPath(t *testing.T) {
	bases := []*URL{nil, mustParse(t, "https://b/c/d"), mustParse(t, "http://b/"), mustParse(t, "file:///c/d")}
	for _, tc := range []struct {
		in string
		st state
	}{
		{"HTTPS://H:443/a/../b", stPath}, {"https://%41:443/a/./b?q", stPath}, {"https://bücher.de/x/ä", stPath},
		{"https://ex%41mple.com/a b/c", stPath}, {"https:///h/a/%2e%2E/b#f", stPath}, {"https:h:80/x/..", stPath},
		{"https://0x7F.1/p/q r", stPath}, {"https://1.2.3.4:443/x/y/z/ü", stPath}, {"ws://München:8080/a/../b", stPath}, {"https://h:0443/a b", stPath},
		{"https://日本語。JP/a b", stPath}, {"https://%C3%A9/a b", stPath}, {"http://[::1]/a/../b", stPath}, {"HTTP://[1:0::]:81/a b", stPath}, {"https:////H/a b", stPath}, {" https:\\%68/a/../b ", stPath},
		{"https://ex%41mple.com/x?a b", stQuery}, {"HTTPS://H:443/a?b'c#d", stQuery},
		{"https://%41/x?q#a b", stFragment}, {"https://München/x#a b", stFragment}, {"https://H:443/x/y?q#\"", stFragment},
		{"https://%41?a b", stPathStart}, {"https://é#a b", stPathStart}, {"https://%41\\a/../b", stPathStart},
		{"https://1.2.3.4:443/a\\b/../c", stPathStart}, {"https://é/a\\b?a b", stPathStart}, {"https://é/a\\b#a b", stPathStart},
	} {
		s := trimSpaces(tc.in)
		lead := len(tc.in) - len(strings.TrimLeft(tc.in, " "))
		var r resumePoint
		scanCanonical(s, &r, s != tc.in, declinedAtStart)
		if r.fix.ok || !r.fix.pathOnly || r.fix.st != tc.st {
			t.Errorf("%q: the scan gives fix.ok %v, pathOnly %v in state %v; want pathOnly in state %v", tc.in, r.fix.ok, r.fix.pathOnly, r.fix.st, tc.st)
			continue
		}
		for _, b := range bases {
			want, err := parse(tc.in, b, nil, func(ValidationErrorCode, int) {}, true)
			if err != nil {
				t.Fatalf("%q against %v: %v", tc.in, b, err)
			}
			r2 := r
			got, err, ok := parseFixedPath(tc.in, lead, &r2, b, nil, true)
			if !ok {
				if !r.fix.relativeWithBase || b == nil || b.scheme != r.scheme {
					t.Errorf("%q against %v: parseFixedPath declines", tc.in, b)
				}
				continue
			}
			if err != nil || !sameURL(got, want) {
				t.Errorf("%q against %v: parseFixedPath gives %+v, %v; the parser %+v", tc.in, b, got, err, *want)
			}
			r2 = r
			if u, err, ok := parseFixedPath(tc.in, lead, &r2, b, nil, false); !ok || u != nil || err != nil {
				t.Errorf("%q against %v: parseFixedPath without a URL wanted gives %v, %v, %v", tc.in, b, u, err, ok)
			}
		}
	}
	// No such place: the authority needs the general parser, or nothing
	// but the authority differs, or a file URL, or the difference that
	// comes first is after the authority.
	for _, in := range []string{
		"https://h\t.com/a b", "https://u@h/a b", "https://h:8080x/a b", "https://[::1]x/a b", "https://h:08/a b",
		"https://%41/", "HTTPS://H:443/a?q", "FILE://H/a/../b", "file:\\h\a b", "HTTPS://H/a/../b", "https://h/a b",
		"https://h/a\\b/../c", "HTTPS://h?a b",
	} {
		var r resumePoint
		scanCanonical(in, &r, false, declinedAtStart)
		if r.fix.pathOnly {
			t.Errorf("%q: pathOnly in state %v", in, r.fix.st)
		}
	}
	// Hosts that fixHost declines: the general parser takes the input
	// from its authority.
	for _, in := range []string{"https://%C3/a b", "https://a%zz/a/../b", "https://１２７.0.0.1/a b", "https://\xff/a b", "https://xn--a.ü/a b", "http://[1::2::3]/a b"} {
		var r resumePoint
		scanCanonical(in, &r, false, declinedAtStart)
		if !r.fix.pathOnly {
			t.Errorf("%q: not pathOnly", in)
			continue
		}
		if u, _, ok := parseFixedPath(in, 0, &r, nil, nil, true); ok {
			t.Errorf("%q: parseFixedPath gives %v", in, u)
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
		"bücher", "Bücher.DE", "日本語。jp", "ＡＢＣ.com", "xn--bcher-kva.ü", "faß", "ǅemal.Ⅻ", "a.пример.",
		"[::1]", "[0:0:0:0:0:0:0:1]", "[2001:DB8::A]", "[::127.0.0.1]", "[1:0::]", "[0::]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]"}
	others := []string{"%", "a%", "a%4", "a%zz", "%25", "%2f", "%3A", "%C3%A9", "%FF", "1.2.3.4.5", "256.1.1.1", "09.1", "a.09",
		"1..2", ".1", "0x", "0X1.2", "%30X1", "4294967296", "4294967295", "1.16777216", "1.16777215", "%00", "%20", "a%40b", "%5b1%5d", "a.b%2E0x1",
		"a%41é", "\u00ad", "１２７.0.0.1", "a.0xé", "a\uff1cb", "\xff", "\xed\xa0\x80", "xn--a.ü", "a\u200db", "\u0301a", "a.١", "faß.148", "bücher.0x1F.", "ü。1",
		"[]", "[:]", "[:1]", "[1::2::3]", "[1:2:3:4:5:6:7:8:9]", "[1:2]", "[::1.2.3.]", "[::1.2.3.256]", "[12345::]", "[::1.2.3.4.5]"}
	var b [maxFixHost]byte
	for k, h := range append(taken, others...) {
		got, kind, ok := fixHost(&b, h, scanBits(h), 0)
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
	if len(h) > 0 && h[0] == '[' {
		return hbBracket
	}
	var bits hostByte
	for k := 0; k < len(h); k++ {
		bits |= scanHostBytes[h[k]]
	}
	return bits
}

// TestParseIDNHost checks that parseIDNHost takes the inputs with a host
// that is not ASCII which the quick IDNA path and the fix route (or
// parseFixedPath) write, giving the general parser's URL in full, with and
// without a base; and that it declines the others, which parse then gives
// to the scan from the host's start. Every input starts as parseCanonical
// declines it there: a lowercase special scheme other than file, "//" and
// the host's first byte that is not ASCII after canonical bytes.
func TestParseIDNHost(t *testing.T) {
	bases := []*URL{nil, mustParse(t, "https://b/c/d"), mustParse(t, "file:///c/d"), mustParse(t, "foo:x")}
	// The quick IDNA path sees at most maxFixHost bytes of the host.
	full := strings.Repeat("éé.", maxFixHost/5) // maxFixHost bytes
	longer := strings.Repeat("ü.", 80) + "de"   // 242 bytes, which IDNA makes 642
	taken := []string{
		"https://bücher.de/a", "http://www.bücher.de:8080/a?b#c", "https://bücher.de:443/a", "https://bücher.de\\a\\b",
		"https://bücher.de", "https://bücher.de?q", "https://bücher.de#f", "wss://ÄPFEL.example/", "https://ﬁle.com/x",
		"https://bücher.DE/", "https://日本語。jp/", "ftp://bücher.de:21/", "https://bücher.de:65535/", "https://bücher.de/ ",
		"https://bücher.de/a\x00", "ws://пример.рф./", "https://xn--bcher-kva.ü/", "https://bü:/x", "https://bü/x/ ",
		"https://" + full, "https://" + longer + "/x",
		// Where the general parser takes over after the authority.
		"https://bücher.de/a b", "https://bücher.de/a/../b", "https://bücher.de:443/%2e/x", "https://bücher.de/a?b c",
		"https://bücher.de/a#b c", "https://bücher.de\\a b", "https://bücher.de/a\tb", "https://bücher.de/a \n",
	}
	declined := []string{
		"https://bücher%41.de/", "https://bü@x/", "https://bü:1@x/", "https://bü\tcher/", "https://bücher.1/",
		"https://é.０/", "https://bü:99999/", "https://bü:x/", "https://\u00ad/", "https://a\u200db/", "https://bü<x/",
		"https://bü\uff1cx/", "https://\u0301a/", "https://bü ", "https://é\xff/", "https://xn--a.ü/", "https://bü[/",
		// A host that may go on past the bytes the quick IDNA path sees,
		// and one that IDNA makes too long for parseFixedPath's array.
		"https://" + full + "/", "https://" + full + "é/", "https://" + longer + "/a b",
	}
	check := func(in string, wantTaken bool) {
		t.Helper()
		var u urlLayout
		ok, start := parseCanonical(&u, in)
		if ok || start >= declinedAtStart || start <= startFlagged {
			t.Fatalf("%q: parseCanonical gives %v, %d", in, ok, start)
		}
		kind, schemeEnd, hostEnd := scanStart(start)
		if in[hostEnd] < 0x80 || kind == schemeFile {
			t.Fatalf("%q: parseCanonical declines at %d", in, hostEnd)
		}
		for _, b := range bases {
			got, err, ok := parseIDNHost(in, b, nil, true, kind, schemeEnd)
			if ok != wantTaken {
				t.Errorf("%q against %v: parseIDNHost reports %v", in, b, ok)
			}
			checkQuickPaths(t, in, b)
			if !ok {
				continue
			}
			want, err2 := parse(in, b, nil, func(ValidationErrorCode, int) {}, true)
			if err != nil || err2 != nil {
				t.Errorf("%q against %v: parseIDNHost fails with %v; the parser with %v", in, b, err, err2)
			} else if !sameURL(got, want) {
				t.Errorf("%q against %v: parseIDNHost gives %+v, the parser %+v", in, b, *got, *want)
			}
			if _, _, ok := parseIDNHost(in, b, nil, false, kind, schemeEnd); !ok {
				t.Errorf("%q against %v: parseIDNHost declines without a URL wanted", in, b)
			}
		}
	}
	for _, in := range taken {
		check(in, true)
	}
	for _, in := range declined {
		check(in, false)
	}
}
