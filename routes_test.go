package url

import (
	"fmt"
	"strings"
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

// This file holds the tests of parse's routes (parse.go): one table of
// them, one checker that holds a route equal to the state machine on an
// input, and a fuzz target a route. Every input the tests meet goes
// through every route.

// A route is a function parse calls that finishes a parse, or declines.
// Where it takes the input, it gives the URL, or the error the input fails
// with.
type route struct {
	name  string
	parse func(input string, base *URL, want bool) (*URL, error, bool)
}

var (
	routeRelativeQuick = route{"parseRelativeQuick", func(input string, base *URL, want bool) (*URL, error, bool) {
		if base == nil {
			return nil, nil, false
		}
		u, ok := parseRelativeQuick(input, base, want)
		return u, nil, ok
	}}
	routeCanonical = route{"parseCanonical", func(input string, _ *URL, want bool) (*URL, error, bool) {
		u, ok := parseCanonical(input, new(canonicalResult), want)
		return u, nil, ok
	}}
	// The one-pass route as parse runs it: from where the canonical route
	// found the input stops being canonical, if it did.
	routeOnePass = route{"parseOnePass", func(input string, base *URL, want bool) (*URL, error, bool) {
		var c canonicalResult
		parseCanonical(input, &c, false)
		u, v := parseOnePass(input, base, &c, want)
		return u, v.err, v.taken
	}}
	// The one-pass route from the input's start.
	routeOnePassWhole = route{"parseOnePass (whole)", func(input string, base *URL, want bool) (*URL, error, bool) {
		u, v := parseOnePass(input, base, &canonicalResult{}, want)
		return u, v.err, v.taken
	}}

	// routes are parse's routes, in the order it tries them, and the
	// one-pass route from the start.
	routes = []route{routeRelativeQuick, routeCanonical, routeOnePass, routeOnePassWhole}
)

// checkRoute fails unless r, where it takes input against base, gives the
// state machine's URL, or fails as it does (the same code, offset and
// detail), and takes the same inputs when no URL is wanted (CanParse)
// without making one. It reports whether r took the input.
func checkRoute(t *testing.T, r route, input string, base *URL) bool {
	t.Helper()
	u, err, took := r.parse(input, base, true)
	if u2, err2, took2 := r.parse(input, base, false); took2 != took || u2 != nil || (err2 != nil) != (err != nil) || err2 != nil && err2 != errNotParsed {
		t.Errorf("%s(%q, %v): takes it %v (%v) with a URL wanted; %v (%v, %v) without", r.name, input, base, took, err, took2, u2, err2)
	}
	if !took {
		return false
	}
	want, werr := parseBasic(input, base, nil, nil, true)
	if err != nil {
		checkSameError(t, r.name, input, base, err, werr)
		return true
	}
	switch {
	case werr != nil:
		t.Errorf("%s(%q, %v) = %q; the state machine fails: %v", r.name, input, base, u.Href(), werr)
	case !sameURL(u, want):
		t.Errorf("%s(%q, %v) disagrees with the state machine:\nroute %+v (%q)\nstate %+v (%q)", r.name, input, base, *u, u.Href(), *want, want.Href())
	default:
		checkCompact(t, u)
	}
	return true
}

// checkHostFailure fails unless the route for failing hosts and ports, on
// an input that the one-pass route declines as one whose host or port may
// fail, fails it exactly as the state machine does (the same code, offset
// and detail), and does so when no URL is wanted too. It reports whether
// the route took the input.
func checkHostFailure(t *testing.T, input string, base *URL) bool {
	t.Helper()
	var c canonicalResult
	parseCanonical(input, &c, false)
	_, v := parseOnePass(input, base, &c, true)
	if v.hostAt == 0 {
		return false
	}
	err, took := parseHostFailure(input, v, true)
	if err2, took2 := parseHostFailure(input, v, false); took2 != took || took && err2 != errNotParsed {
		t.Errorf("parseHostFailure(%q, %v): takes it %v with a URL wanted; %v (%v) without", input, base, took, took2, err2)
	}
	if !took {
		return false
	}
	_, want := parseBasic(input, base, nil, nil, true)
	checkSameError(t, "parseHostFailure", input, base, err, want)
	return true
}

// checkSameError fails unless err, what the route named failed input
// with, is want, the state machine's error.
func checkSameError(t *testing.T, name, input string, base *URL, err, want error) {
	t.Helper()
	e, ok := err.(*Error)
	switch w, _ := want.(*Error); {
	case !ok || w == nil:
		t.Errorf("%s(%q, %v) = %v; the state machine gives %v", name, input, base, err, want)
	case *e != *w:
		t.Errorf("%s(%q, %v) = %#v; the state machine fails with %#v", name, input, base, *e, *w)
	}
}

// checkAllRoutes runs checkRoute for every route, checkHostFailure and
// checkParse on input against base, and counts in taken (indexed as
// routeNames) the routes that took it.
func checkAllRoutes(t *testing.T, input string, base *URL, taken []int) {
	t.Helper()
	for k, r := range routes {
		if checkRoute(t, r, input, base) {
			taken[k]++
		}
	}
	if checkHostFailure(t, input, base) {
		taken[len(routes)]++
	}
	checkParse(t, input, base)
	checkCanonicalValid(t, input, base)
}

// checkCanonicalValid fails unless IsValid's look at canonical input
// (canonicalAndValid) calls input valid only where the state machine, run
// against base, reports no validation error.
func checkCanonicalValid(t *testing.T, input string, base *URL) {
	t.Helper()
	if !canonicalAndValid(input) {
		return
	}
	var codes []ValidationErrorCode
	_, err := parseBasic(input, base, nil, func(c ValidationErrorCode, _ int) { codes = append(codes, c) }, false)
	if err != nil || len(codes) > 0 {
		t.Errorf("canonicalAndValid(%q) = true; against %v the state machine reports %v, %v", input, base, codes, err)
	}
}

// routeNames names the routes, then the route for failing hosts.
func routeNames() []string {
	var names []string
	for _, r := range routes {
		names = append(names, r.name)
	}
	return append(names, "parseHostFailure")
}

// checkParse fails unless Parse, which tries the routes, and the state
// machine in full (as it runs when validation errors are wanted) agree on
// input against base: both fail with the same error, or both give the same
// URL; and that Parse's error is the one made eagerly (checkEagerError).
//
// It checks with the query in UTF-8 and in windows-1252
// (routesEncoding): a route that took the input without checking the
// encoding would write the query in UTF-8.
func checkParse(t *testing.T, input string, base *URL) {
	t.Helper()
	for _, enc := range []*legacyEncoding{nil, routesEncoding} {
		quick, err := parse(input, base, enc, nil, true)
		full, err2 := parse(input, base, enc, func(ValidationErrorCode, int) {}, true)
		if enc == nil {
			checkEagerError(t, input, base, err)
		}
		switch {
		case (err == nil) != (err2 == nil):
			t.Errorf("%q against %v (%s): Parse gives %v, %v; the full parser %v, %v", input, base, encName(enc), quick, err, full, err2)
		case err != nil:
			e, e2 := err.(*Error), err2.(*Error)
			if e.Code != e2.Code || e.Offset != e2.Offset || e.Detail != e2.Detail || e.Input != e2.Input {
				t.Errorf("%q against %v (%s): Parse fails with %v; the full parser with %v", input, base, encName(enc), err, err2)
			}
		case !sameURL(quick, full):
			t.Errorf("%q against %v (%s): Parse and the full parser disagree:\nParse %+v\nfull  %+v", input, base, encName(enc), *quick, *full)
		}
		if ok := CanParse(input, base); enc == nil && ok != (err == nil) {
			t.Errorf("%q against %v: CanParse = %v; Parse fails with %v", input, base, ok, err)
		}
	}
}

// encName names enc for a test's message.
func encName(enc *legacyEncoding) string {
	if enc == nil {
		return "UTF-8"
	}
	return enc.name
}

// routesEncoding is the legacy encoding that checkParse parses
// with beside UTF-8.
var routesEncoding = func() *legacyEncoding {
	enc, err := outputEncoding("windows-1252")
	if err != nil || enc == nil {
		panic(fmt.Sprintf("windows-1252: %v, %v", enc, err))
	}
	return enc
}()

// routeBases are the bases every input of routeInputs is parsed against,
// beside none.
var routeBases = []string{"https://h/a/b?q#f", "file:///C:/a/b", "foo://h/a/b", "mailto:x", "http://b/", "wss://b/"}

// routeInputs are inputs for the routes: the canonical forms and inputs
// near them, every difference from the serialization that the one-pass
// route writes, and inputs it declines.
var routeInputs = []string{
	"https://example.com/a?b#c", "file:///C:/x", "http://h:8080/%2e/",
	"https://example.com/", "https://example.com", "https://example.com:443/", "https://example.com:0443/",
	"https://example.com:8443/", "https://example.com:65535/", "https://example.com:65536/", "https://example.com:/",
	"http://1.2.3.4/", "http://1.2.3/", "http://a.0x1/", "http://a.09/", "http://x.1a/", "http://EXAMPLE.com/",
	"file:///C:/x", "file:///C|/x", "file://localhost/x", "file://host/x", "file:///", "file://h:1/",
	"https://h/a/./b", "https://h/a/../b", "https://h/%2e/b", "https://h/.%2E/b", "https://h/.x/..x/%2f",
	"https://h/a?b=c&d#e", "https://h/a?b'c", "https://h/a#b`c", "https://h/a^b", "https://h/a|b", "https://h/a\\b",
	"https://h/é", "https://h/?é", "https://h/#é", "https://h/a b", "https://h/ ", " https://h/", "https://h/\t",
	"https://u@h/", "https://h!$&'()*+,;=_`{}~-./", "https://xn--a.example/", "ws://h:80/", "wss://h:443/", "ftp://h:21/",
	"https://h", "https://h?q", "https://h#f", "https://h:8080", "https://h:8080?q#f", "file://", "file://h", "file://?q",
	"https://h?q^#f", "https://h?é", "https://", "https://?q",
	"https://h\\~d/", "https://h:8080\\a/./b", "https://h\\", "https://h\\?q", "file://h\\C|/x", "file://h\\x", "https://h\\\\x",
	"http://255.255.255.255/", "http://256.1.1.1/", "http://01.2.3.4/", "http://1.2.3.4./", "http://1.2.3.04/",
	"http://0.0.0.0:8080/a", "https://127.0.0.1/a/./b", "https://127.0.0.1:8443/a/%2e%2E/b", "http://1.2.3.4.5/",
	"http://1..2.3/", "file://127.0.0.1/x", "file://127.0.0.1/C|/x", "http://1.2.3.4/a b", "http://0x7f.0.0.1/",
	"http://a.1.2.3.4/", "http://1.2.3.4", "http://1.2.3.4?q", "http://1000.2.3.4/",

	"http://EXAMPLE.com/", "http://ex%41mple.com/", "http://%30x7f.1/", "http://0x7F.1/", "http://1.2.3.4.5/",
	"http://256.1.1.1/", "http://a.b.c.0x/", "http://A%2eB/", "http://%41%00/", "http://ex%ample.com/",
	"https://h:99999/", "https://H:08/", "http://a..b/", "http://a.b./", "http://09.a/", "http://a.09/",
	// Where the canonical route declines, in the scheme, host, port or path.
	"HTTPS://EXAMPLE.COM/a/../b", "HTTP://h:80\\x", "https://h:443@x/", "https://h:0443/", "https://h:1@x/",
	"https://h:00000000080/", "https://h:8080\\x", "https://h:8080x/", "https://h:/x", "https://h:", "https://h:80",
	"FILE://LOCALHOST/x", "file://LocalHost/x", "file://HOST/x", "FILE:///C|/x", "file://c\\x", "file://h:1/",
	"https://H/a b?c d#e f", "HTTPS://H", "HtTpS://H?q#f", "https://H?q d", "https://h?q#f g", "https://h/a/b\\c",
	"https://h/?q\t#f", "https://h/a\t/b", "https://h/ \t", "https://h:\t443/", "https://H.0X1/", "https://h.0x1A/",
	"https://h/a/%2E%2e/b", "https://h/a/.%2e", "https://h/a?b c", "https://h/a?b#c d", "https://h/a#b c", "https://H/a?b#c",
	"https://h/a?b c\xff", "https://h/\xffa b", "WSS://H:443/", "https://h\\", "https://h/a b ", "https://h/a?b ",
	" HTTPS://H/x", "\x00https://h/", " \t https://h/a b", "\t\n", " https://h/ ", "https:h/x", "https:/h", "HTTPS:h",
	"https:\\h\\x", "file:/x", "FILE:x", "file:", "file:\\h\\x", "file://localhost:1/", "file://localhost\\x",
	"https:///h", "https://%41/", "https://é/", "https://1.2.3.4/", "https://h\t.com/", "ftp:x", "WS:x", "https:?x",
	"https:#x", "https:", "FILE://LOCALHOST", "file://localhost?q", "file://localhost#f", "file://C:/x", "https://h@x/",
	// Schemes that the scan reads from one word, in any case, and
	// bytes that OR-ing in 0x20 would make into their letters or ":".
	"hTTPs://h/", "HTTP:/h", "HttP:h/", "HTTPS:///h", "https\x1A//h/", "http\x1A//h/", "HTTPs\x1A/h", "HTTPZ://h/",
	"httpS", "HTTP:", "HTTPS:\\\\h", "HTTP://H:0X1/", "https://h.0X/", "HTTPS://H.0X/", "https://A.0X.", "HTTPS://1.0X1",
	// Percent-encoded hosts, which the one-scan host state decodes.
	"https://%41%2e%62/", "https://ex%2Fa/", "https://a%25b/", "https://%7E/", "https://%C3%A9/", "https://a%2E1/",
	"https://%30x%31.2/", "https://a%3Ab/", "https://a%5B/", "https://%2e/", "https://a%2/", "https://a%/", "https://a%zz/",
	"https://%20/", "https://a%3a1/", "https://%31%2E%32%2e3.4:443/", "https://A%42c:81/", "https://a%40b/", "https://a%5C/",
	"https://a%41%e9/", "https://%FF/", "https://%ef%bc%a1/", "https://%41\\x", "https://%41?q", "https://%41#f",
	"https://1.2.3.4%2E/", "https://0x%31%2e2/", "https://%31.%32.%33.%34.%35/", "https://a%00/",
	// Slashes, backslashes, ports and file URLs' hosts and drive letters.
	"HTTPS://H:443\\a\\b?q#f", "https:\\\\H:/x", "https:h:443", "https:/h\\a/b", "file://H\\a\\b", "FILE://h\\C|\\x",
	"https:////h//a", "https:h", "https:/\\/h?q", "WS:h:80#f", "https:\\h:8080\\", "https://h:443", "https://h:00443/a",
	"https://h:/a\\..\\b", "https://h\\a\\%2e\\b", "https://h\\a b", "https:h\\a?b c", "https:h/a#b c", "https://h:443@x/",
	"https:h:80@x/", "https:///h:44/", "https://h:443\\", "file://\\h", "file:\\\\h\\x", "file://h:\\x", " HTTPS:h:443 ",
	"https:////", "https:", "https:h:0", "https:h:65536/", "https://H\\c|\\x", "file://h\\c|\\x", "file://H\\x\\c|",
	"file:/x", "file:\\x\\y", "FILE:/C:/x", "file:/", "file:/?q#f", "file:/\\h/x", "file:\\/h", "file:/C|/x", "file:\\c|",
	" https://h/ \n ", "https://H/a\t", "https://h:443/a \t\n", "https://h/a\tb ", "https://h/a\x00", "file:/x:443",
	"file:\\\\\\U\\x?q", "file:/\\h\\x", "file:\\/H/x", "FILE://localhost/x", "file://LocalHost", "file:\\\\localhost\\x",
	"file://localhost:1/", "file:\\\\localhost:1", "file://localhost\\C|\\x", "file:\\\\h\\C|\\x", "file:/\\C|\\x",
	// Hosts for appendQuickHost, with and without more to change after them.
	"https://%41%42/a/../b", "https://EX%41MPLE.com:8080/a b", "http://0x7f.1/./x", "https://%31.2.3.4/a?b c",
	"https://a%zz/./x", "https://1.2.3.4.5/./x", "HTTPS://A%2eB:99999/x/../", "https://%41:0443/./", "https://%41:/a b",
	"https://%41%2e%31/a#b c", "https://%41\\a\\b c", "https://0x7F.1:8080/a?b#c d", "https://%41@h/a b", "https://%41 /./",
	"https://1.0x2.3/%2e%2E/x", "https://%31%2e%32%2e%33%2e%34%2e/a/./b", "https://a%2Fb/./", "https://%5B::1%5D/./",
	"https://bücher.de/a b", "https://bücher.de:443/a/../b", "https://%41bücher/./", "https://bücher%41/./",
	// Queries that the encoding writes, after a tab or newline in the
	// host, in the path and elsewhere.
	"http://a\tb/?é", "https://a\tb\\x?é", "https://a\nb/x/?é#é", "HTTPS://A\rB:443/x?é", "https://a\tb/?é",
	"https://h/a\tb?é", "https://h/a?é\t", "https://h/a b?é", "HTTPS://H/?é", "https:h?é", "https://%41/?é",
	"https://bücher.de/?é", "ws://a\tb/?é", "file://a\tb/?é",
	// Special URLs relative to a base of the same scheme or not, tabs
	// beside bytes that are not ASCII, ports, dot segments that the
	// path state reads across tabs, long inputs.
	"https:h/a", "HTTPS:\\h/a", "https:/\\h", "https:\t//h/", "https:/\t/h/", "ftp:h:21/x", "WSS:h:443/x", "ws://h:80",
	"https://\u00e9\t.com/", "https://a\t\u00e9.com/", "https://\xc3\t\xa9.com/", "https://h/\xc3\t\xa9", "https://h/?\xc3\t\xa9",
	"https://h/#\xc3\t\xa9", "https://h/\u00e9\t/x", "https://h:6\t5536/", "https://h:65536/", "https://h:1\t2/", "https://h:1 2/",
	"https://h/a/\t.\t./b", "https://h/a/.\t%2e", "https://h/%2", "https://h/a/..\\..\\..\\", "https://h/./", "https://h/.././/",
	"https://xn--nxasmq6b.com/", "https://a.xn--/", "https://h.com/" + strings.Repeat("é", 80), "https://h.com/" + strings.Repeat("a", 170),
	"HTTPS://%C3%A9.com/a", "https://1.2.3.4.5/a", "https://0x7f.1/a b", "https://[::1]/",
	// Credentials after more slashes than two (the userinfo starts
	// after the last), and in the other forms the one-pass route
	// takes: empty parts, "@" and ":" more than once, tabs, a
	// port-like password, bytes to percent-encode.
	"http:///@h", "http:///u:p@h/", "HTTP:///@h", "http:\\\\\t\\u@h/", "https:////:@h/", "https://u@@h/", "https://u:p:q@h:81/",
	"https://u\t:\tp@h/", "https://u:8080@h/", "https://u:99999@h/", "https://\u00e9 <@h/", "https://u:@h/", "https://:p@h/",
	"https://@h/", "https://u@/", "https://u@h@/", "https://u@[::1]/", "https://u@%41.com/",
	// Numeric hosts, and credentials after which another host comes.
	"https://0x7f.1/a b", "HTTPS://0x7f.1:443/", "https://1.2.3.4:x@5.6.7.8/", "https://0x7f.1:p@0x7f.2/a b",
	"https://1.2:80@3.4/", "https://1.2@h/", "https://0x7f.1:8080\\a", "https://1.2.3.4\t:81/", "ftp://08.1/",
	// File URLs in upper case, which parseCanonical declines at the
	// start: no slash, one, two or more, the host "localhost" in any
	// form, hosts that fail or are drive letters, drive letters in the
	// path.
	"FILE:x/../C|/y", "File:", "FILE:?q#f", "FILE:\t/x", "FILE:/\tx", "FILE:/\t/h/x", "FILE:\\\\\\x", "FILE:////x",
	"FILE://LOC%41LHOST/x", "FILE://localhost./x", "file://localhost\t/x", "file://localhostx/", "FILE://H:/x",
	"FILE://u@h/x", "FILE://C|/x", "FILE://c:", "FILE://C|?q", "FILE://1.2.3.0x4/x", "FILE://%C3%A9/x", "FILE://bücher/x",
	"FILE://h\t/a b", "FILE://[::1]/x", "FILE:/C|/../..", "FILE:///C:/../..", "FILE://h/C|/..", " file:\t//h", "FILE://h#f",

	// Hosts that fail, and near them hosts that parse, or fail elsewhere:
	// forbidden code points as they are and percent-encoded, IPv4 and IPv6
	// addresses, IDNA's failures, invalid UTF-8, tabs, credentials.
	"http://a<b/", "http://a b/", "http://a\x05b/", "https://x x:12", "http://ho%3Cst/",
	"http://ho%00st/", "http://%zz%66%a.com", "http://a%b/", "HTTP://A^B/", " http://a|b/ ",
	"\x00http://a]b?q", "http:\\\\a^b\\c", "http:a<b", "http://a<b", "ws://a[b:1/",
	"http://1.2.3.4.5/", "http://foo.09.", "http://0x100000000/", "https://256.0.0.1:8/",
	"http://ex%41mple%3C.com/", "http://a<b/p\tq", "http://a<b/\xff", "http://[::1.2]/",
	"https://[1::2::3]:80/", "http://[::1]x/", "HTTP://[:1]", "ws://[0:1:2:3:4:5:6:7:8]?q",
	"http://[]/", "http://a%3Eb<c/", "HTTP://A%3cB/", "http://a%41<b%3E/", "http://a%2",
	"http://a[b:c]d:1/", "http://a<%C3%A9/", "http://%C3%A9%3C/", "http://a%FF<b/", "http://é<b/",
	"http://a<é/", "http://a\u200db/", "HTTPS://\u0301a:443/", "http://%C3/", "http://é%C3/",
	"http://%C3é/", "http://0140.22.äpfel.11/", "https://1.ＡＢ.é.0x7:1/", "http://xn--a.é/",
	"http://a.b%E2%80%8D.é/", "http://\xc3<b/", "http://a<\xe9/", "https://m%C3\xbcnch.de/\xff",
	"HTTPS://\xed\xa0\x80.com:443", "http://é\xff.1/", "https://\xe6\x97%A5.jp/", "http://u@a<b/",
	"http://a<b@c/", "http://a\t<b/", "http://a<\nb/", "http://[::\xff]/",
	"https:///////////////////////////////\xff/", "http://bücher.de/", "http://%C3%BC.de:99999/",
	"http://[::1]/", "http://[::1/", "http://[::1]:80/a b", "http://[::1.]@h/", "http://[::1]@h/",
	"http://[1:2]:3@h/", "file://a<b/", "sc://a<b/", "http://ex%41mple.com/", "http://%C3%A9/ x",
	"http://1.2.3.4/ x", "http://a/<", "http://a:99999/",
	// The path, query and fragment states after an authority, with what
	// preprocessing removes in them, dot segments, drive letters and
	// bytes to percent-encode.
	"HTTP://h/a/../b", "HTTP://h/a/./b/.", "HTTP://h/a/%2e%2E/b/..", "HTTP://h/..", "HTTP://h/a/b/../../..",
	"HTTP://h/a\tb/.\n./c", "HTTP://h/a\\b\\..\\c", "HTTP://h\\a", "HTTP://h?q", "HTTP://h#f", "HTTP://h",
	"HTTP://h/a b?c d'e#f g`h", "HTTP://h/é?é#é", "HTTP://h/\x01\x7f?\x01#\x7f", "HTTP://h/a\r\n?b\t#c\n",
	"HTTP://h/日本/%2e", "HTTP://h/\xff", "HTTP://h/\xe6\x97", "HTTP://h/a?b#c#d?e", "HTTP://h/a/.%2e/",
	"HTTP://h:8080/a/../b", "HTTPS://h:443/a b", " https://h/a b ", "https://h/a b\t", "https://h:80/a b",
	"FILE:///C|/a/../..", "FILE:///C:/..", "FILE:///c|", "FILE:///a/C|/b", "FILE:///C|\\..\\d", "FILE://h/C|/x",
	"FILE:///x/../C|/y", "FILE:///.\t./C|", "file:///C|/a b", "FILE:///%2e/C|", "WS://h/a/../b?é#é",
	"https://h/" + strings.Repeat("é", 40), "https://h/" + strings.Repeat("a", 300) + "/..",
	"https://exa\tmple.com/a\tb/../c", "HTTP://H\n.com:80/é?é",
}

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

func TestRoutesAgree(t *testing.T) {
	bases := []*URL{nil}
	for _, s := range routeBases {
		bases = append(bases, mustParse(t, s))
	}
	inputs := append([]string(nil), routeInputs...)
	inputs = append(inputs, otherCanonical...)
	inputs = append(inputs, otherDeclined...)
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		inputs = append(inputs, tc.Input)
		if !tc.Failure {
			inputs = append(inputs, tc.Href)
		}
	}
	taken := make([]int, len(routes)+1)
	for _, in := range inputs {
		for _, b := range bases {
			checkAllRoutes(t, in, b, taken)
		}
	}
	for k, name := range routeNames() {
		t.Logf("%s took %d of %d inputs", name, taken[k], len(inputs)*len(bases))
		if taken[k] == 0 {
			t.Errorf("%s took no input", name)
		}
	}
}

// TestRoutesBenchData checks the routes on the benchmark datasets, which
// are real URLs (and references against their pages): each route takes a
// share of them that it is there for.
func TestRoutesBenchData(t *testing.T) {
	sets := benchdata.ForTest(t)
	for _, d := range sets {
		taken := make([]int, len(routes)+1)
		for i, in := range d.URLs {
			var base *URL
			if d.Bases != nil && d.Bases[i] != "" {
				b, err := Parse(d.Bases[i])
				if err != nil {
					continue
				}
				base = b
			}
			checkAllRoutes(t, in, base, taken)
		}
		t.Logf("%s: %d inputs; taken by %v: %v", d.Name, len(d.URLs), routeNames(), taken)
	}
}

// TestCanonicalRoute checks that the canonical route takes the canonical
// forms with a non-special scheme, keeping them as they are, and declines
// the inputs near them.
func TestCanonicalRoute(t *testing.T) {
	for _, in := range otherCanonical {
		if !checkRoute(t, routeCanonical, in, nil) {
			t.Errorf("%q: the canonical route declines it", in)
		}
		if u, err := Parse(in); err != nil || u.Href() != in {
			t.Errorf("Parse(%q) = %v, %v; want it unchanged", in, u, err)
		}
	}
	for _, in := range otherDeclined {
		if checkRoute(t, routeCanonical, in, nil) {
			t.Errorf("%q: the canonical route takes it", in)
		}
	}
}

// TestOnePassIPv4Failure checks that the one-pass route fails, as the
// state machine does, an input whose host the IPv4 parser rejects, but
// for one with a tab or newline in its host.
func TestOnePassIPv4Failure(t *testing.T) {
	for _, in := range []string{
		"http://1.2.3.4.5/", "https://0x100000000/test", "http://foo.1.2.3.4",
		"HTTP://256.256.256.256:8080/x", " http://09.2.3.4./?q", "ws://4294967296",
	} {
		u, err, took := routeOnePass.parse(in, nil, true)
		if !took || u != nil || err == nil {
			t.Errorf("%q: the one-pass route gives %v, %v, %v; want it to fail the input", in, u, err, took)
		}
		checkRoute(t, routeOnePass, in, nil)
	}
	// With a tab or newline in the host, the error's offset is not where
	// the route's lowercased copy of the host says: the state machine
	// takes the input.
	for _, in := range []string{"http://1.2.3.4\t.5/", "http://1.2.\n3.4.5/"} {
		if _, _, took := routeOnePass.parse(in, nil, true); took {
			t.Errorf("%q: the one-pass route takes it", in)
		}
		checkParse(t, in, nil)
	}
}

// TestCanonicalIPv4 checks canonicalIPv4 against the host parser: it must
// hold exactly for the hosts that parse as IPv4 addresses serialized as
// they are written.
func TestCanonicalIPv4(t *testing.T) {
	nums := []string{"0", "1", "9", "10", "99", "100", "199", "255", "256", "999", "1000", "00", "01", "010", "0x1", "a"}
	var hosts []string
	for _, a := range nums {
		for _, b := range nums {
			hosts = append(hosts, a+"."+b+".1.2", "1.2."+a+"."+b, a+"."+b, a+"."+b+".3", "1."+a+".2."+b+".", a+"."+b+".1.2.3")
		}
	}
	for _, h := range hosts {
		u, err := parseBasic("http://"+h+"/", nil, nil, nil, true)
		want := err == nil && u.hostKind == hostIPv4 && u.Hostname() == h
		if mayEndInANumber(h) && endsInANumber(h) && canonicalIPv4(h) != want {
			t.Errorf("canonicalIPv4(%q) = %v, want %v", h, !want, want)
		}
	}
}

// TestMayEndInANumber checks that mayEndInANumber, the quick test before
// endsInANumber, rules out no host that ends in a number, in upper or
// lower case: every string of up to five bytes over an alphabet of digits,
// hex letters, "x", "X", "g" and ".".
func TestMayEndInANumber(t *testing.T) {
	const alphabet = "09afAFxXg."
	var walk func(h string)
	checked := 0
	walk = func(h string) {
		if endsInANumber(h) {
			checked++
			if !mayEndInANumber(h) {
				t.Errorf("mayEndInANumber(%q) = false; the host ends in a number", h)
			}
		}
		if len(h) == 5 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(h + alphabet[i:i+1])
		}
	}
	walk("")
	if checked < 1000 {
		t.Fatalf("only %d hosts end in a number", checked)
	}
}

// seedRoutes adds the fuzz seeds that every route's target starts from:
// the inputs, bases and hrefs of the WPT data and testdata (seedURLStrings),
// routeInputs, and the inputs written for the routes with their bases.
func seedRoutes(f *testing.F) {
	for _, s := range seedURLStrings(f) {
		f.Add(s, "")
	}
	for _, s := range routeInputs {
		f.Add(s, "")
	}
	for _, s := range append(otherCanonical, otherDeclined...) {
		f.Add(s, "")
	}
	f.Add("ex%41mple.COM/a/../b", "https://h/a/b")
	f.Add("https://%30x%31.%32.1%2e/", "")
	f.Add("HTTPS://%41b%2Fc:443/", "")
	f.Add("HTTPS://München:443/a/../b?q r#s t", "")
	f.Add("https://münchen.DE:443\\a/../b?q r#s t ", "https://h/")
	f.Add("https://%31.2.3.4/a b", "https://h/")
	// Hosts that fail after tabs and newlines are removed, hosts with
	// percent-encoded bytes that are not ASCII, and invalid UTF-8 in a
	// host.
	f.Add("https://ww \n w.example.de/a", "")
	f.Add("HTTPS://m%C3\xbcnch%65n.de:443/", "")
	f.Add("https://%C3%A9\t\u00e9.1/", "https://h/")
	f.Add("https://\xe6\x97%A5.jp/", "")
	f.Add("HTTP://[2001:DB8::1]:80/a/../b", "")
	f.Add("https://[::1.2.3]/", "")
	// appendPath: dot segments after backslashes and encoded bytes, a
	// drive letter after a path that ".." empties.
	f.Add("HTTPS://h/a\\..\\.%2E/é日/%2e\\b c/..?q#f", "")
	f.Add("file:///x/../C|\\./..\\y", "")
	f.Add("foo://h/a\\../b/%2E%2e/c", "")
	// parseOnePass: credentials, ports split by tabs, slashes against a
	// base of the same scheme, hosts that appendQuickHost parses.
	f.Add("HTTP://u\tse:r:p@ss@ex%41mple.com:0\t80/a", "")
	f.Add("https://:@h:08080?q#f", "")
	f.Add("http:\\/\tH/", "http://b/")
	f.Add("wss:h", "wss://b/")
	f.Add(" FTP://0x7f.1:21/ ", "")
	f.Add("http://a:99999@h/", "")
	// parseOnePass: credentials after more or fewer slashes than two,
	// after backslashes and tabs, with an "@" in the password, an empty
	// host after them, and a host that ends in a number after them; a tab
	// after a byte that is not ASCII in a host.
	f.Add("http:///@h", "")
	f.Add("HTTP:\\\\\t\\u:p@h/", "")
	f.Add("ws:/u:p:@q@H\\x", "")
	f.Add("https://u@:443/", "")
	f.Add("http://u:p@0X7F.1/", "http://b/")
	f.Add("http://\u00e9\t.com/", "")
	f.Add("https://1.2.3.4:x@5.6.7.8/", "") // an address, then another host
	// File URLs in upper case: no slash or one, against a file base or
	// not; "localhost" percent-encoded; a drive letter for a host.
	f.Add("FILE:c|/a/../..", "file:///C:/x")
	f.Add("File:/\tx?q", "")
	f.Add("FILE://LOC%41LHOST\\a", "")
	f.Add("FILE://C|/x", "")
}

// fuzzRoutes is the body of the routes' fuzz targets: check on input
// against baseInput (none when it is empty; an input whose base does not
// parse is skipped), then Parse against the state machine in full.
func fuzzRoutes(f *testing.F, check func(t *testing.T, input string, base *URL)) {
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		var base *URL
		if baseInput != "" {
			b, err := Parse(baseInput)
			if err != nil {
				return
			}
			base = b
		}
		check(t, input, base)
		checkParse(t, input, base)
	})
}

// FuzzCanonical holds the canonical route equal to the state machine, and
// IsValid's use of it (checkCanonicalValid).
func FuzzCanonical(f *testing.F) {
	seedRoutes(f)
	fuzzRoutes(f, func(t *testing.T, input string, base *URL) {
		checkRoute(t, routeCanonical, input, base)
		checkCanonicalValid(t, input, base)
	})
}

// FuzzHostFailure holds the route for failing hosts and ports equal to the
// state machine.
func FuzzHostFailure(f *testing.F) {
	seedRoutes(f)
	fuzzRoutes(f, func(t *testing.T, input string, base *URL) { checkHostFailure(t, input, base) })
}

// FuzzOnePass holds the one-pass route equal to the state machine, from
// where the canonical route left the input and from its start.
func FuzzOnePass(f *testing.F) {
	seedRoutes(f)
	fuzzRoutes(f, func(t *testing.T, input string, base *URL) {
		checkRoute(t, routeOnePass, input, base)
		checkRoute(t, routeOnePassWhole, input, base)
	})
}
