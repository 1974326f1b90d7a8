package url

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// checkFastPath fails unless the fast path for canonical input and the
// general parser agree on input: both fail, or both give the same URL. It
// returns whether the fast path took the input.
func checkFastPath(t *testing.T, input string) bool {
	t.Helper()
	var probe urlLayout
	took, _ := parseCanonical(&probe, input)
	if !took && !canonicalOther(&probe, input) {
		return false
	}
	fast, err := parse(input, nil, nil, nil, true)
	slow, err2 := parseSlow(input, nil, nil, nil, true)
	if err2 != nil {
		t.Errorf("%q: the fast path took an input the parser rejects: %v", input, err2)
		return true
	}
	if err != nil || !sameURL(fast, slow) {
		t.Errorf("%q: fast path and parser disagree:\nfast %+v, %v\nslow %+v", input, fast, err, *slow)
	}
	return true
}

// fastPathInputs returns inputs that exercise both paths: every urltestdata
// input and href, and the canonical forms with small changes.
func fastPathInputs(t *testing.T) []string {
	var inputs []string
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		inputs = append(inputs, tc.Input)
		if !tc.Failure {
			inputs = append(inputs, tc.Href)
		}
	}
	extra := []string{
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
		"http://255.255.255.255/", "http://256.1.1.1/", "http://01.2.3.4/", "http://1.2.3.4./", "http://1.2.3.04/",
		"http://0.0.0.0:8080/a", "https://127.0.0.1/a/./b", "https://127.0.0.1:8443/a/%2e%2E/b", "http://1.2.3.4.5/",
		"http://1..2.3/", "file://127.0.0.1/x", "file://127.0.0.1/C|/x", "http://1.2.3.4/a b", "http://0x7f.0.0.1/",
		"http://a.1.2.3.4/", "http://1.2.3.4", "http://1.2.3.4?q", "http://1000.2.3.4/",
	}
	return append(inputs, extra...)
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
		u, err := parseSlow("http://"+h+"/", nil, nil, nil, true)
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

func TestFastPathAgrees(t *testing.T) {
	inputs := fastPathInputs(t)
	taken := 0
	for _, in := range inputs {
		if checkFastPath(t, in) {
			taken++
		}
	}
	// The benchmark datasets, when present, are real URLs: most of them
	// take the fast path.
	for _, line := range benchDataLines(t) {
		inputs = append(inputs, line)
		if checkFastPath(t, line) {
			taken++
		}
	}
	t.Logf("fast path took %d of %d inputs", taken, len(inputs))
	if taken == 0 {
		t.Error("the fast path took no input")
	}
}

// benchDataLines returns the lines of the benchmark datasets in
// ../shared/bench/data, where they are (none on a user's machine).
func benchDataLines(t *testing.T) []string {
	t.Helper()
	var lines []string
	files, _ := filepath.Glob(filepath.Join("..", "shared", "bench", "data", "*.txt"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	return lines
}

// FuzzFastPath checks that the fast path and the general parser agree. Its
// seeds are the inputs, bases and hrefs of urltestdata.json and our
// testdata/*.json (see seedURLStrings), and a few canonical URLs.
func FuzzFastPath(f *testing.F) {
	for _, s := range []string{"https://example.com/a?b#c", "file:///C:/x", "http://h:8080/%2e/"} {
		f.Add(s)
	}
	for _, s := range seedURLStrings(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkFastPath(t, input)
	})
}

// checkQuickPaths fails unless Parse, which takes the fast path for
// canonical input and the quick paths of the general parser (an ASCII
// domain's one-scan host state, a percent-encoded ASCII domain decoded
// without a string), and the general parser with every state in full (as
// it runs when validation errors are wanted) agree on input against base:
// both fail with the same error, or both give the same URL; and that
// Parse's error is the one made eagerly (checkEagerError).
//
// It checks with the query in UTF-8 and in windows-1252 (quickPathsEncoding),
// which only the general parser and the routes that check the encoding
// write: a route that took the input without checking would write the
// query in UTF-8.
func checkQuickPaths(t *testing.T, input string, base *URL) {
	t.Helper()
	for _, enc := range []*legacyEncoding{nil, quickPathsEncoding} {
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
	}
	checkOnePass(t, input, base)
}

// checkOnePass fails unless parseOnePass, on an input it takes, gives the
// general parser's URL against base: from the input's start, which it
// may take whatever parseCanonical makes of the input, and from the
// scanStart with which parseCanonical declines it, where parse would give
// it to parseOnePass (takesOnePass), or where parseFlagged would, with the
// address of a numeric host. With want false it must take the same inputs
// and make no URL.
func checkOnePass(t *testing.T, input string, base *URL) {
	t.Helper()
	froms := []int{declinedAtStart}
	ipv4s := []uint64{0}
	var l urlLayout
	ok, slash := parseCanonical(&l, input)
	switch {
	case ok:
	case slash < declinedAtStart && slash > startFlagged:
		if takesOnePass(input, slash) {
			froms, ipv4s = append(froms, slash), append(ipv4s, 0)
		}
	case slash <= startFlagged && slash > declinedNoColon:
		if flags, start := startFlags(slash); flags == startNumericHost {
			kind, schemeEnd, hostEnd := scanStart(start)
			if v, ok := ipv4Quick([]byte(input[schemeEnd+3 : hostEnd])); ok && kind != schemeFile {
				froms, ipv4s = append(froms, start), append(ipv4s, uint64(v)|1<<32)
			}
		}
	}
	for k, from := range froms {
		u, ok := parseOnePass(input, base, true, from, ipv4s[k])
		if u2, ok2 := parseOnePass(input, base, false, from, ipv4s[k]); ok2 != ok || u2 != nil {
			t.Errorf("%q against %v from %d: parseOnePass takes it %v with a URL, %v (%v) without", input, base, from, ok, ok2, u2)
		}
		if !ok {
			continue
		}
		full, err := parse(input, base, nil, func(ValidationErrorCode, int) {}, true)
		switch {
		case err != nil:
			t.Errorf("%q against %v from %d: parseOnePass gives %q; the full parser fails with %v", input, base, from, u.Href(), err)
		case !sameURL(u, full):
			t.Errorf("%q against %v from %d: parseOnePass and the full parser disagree:\none pass %+v (%q)\nfull     %+v (%q)", input, base, from, *u, u.Href(), *full, full.Href())
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

// quickPathsEncoding is the legacy encoding that checkQuickPaths parses
// with beside UTF-8.
var quickPathsEncoding = func() *legacyEncoding {
	enc, err := outputEncoding("windows-1252")
	if err != nil || enc == nil {
		panic(fmt.Sprintf("windows-1252: %v, %v", enc, err))
	}
	return enc
}()

// checkScanStart fails unless scanCanonical, taking up an input where
// parseCanonical declined it (a scanStart), records what it records when
// it scans the input from the start; unless parseCanonical gives a
// scanStart for an input that starts with a lowercase special scheme and
// "//" and that it declines other than at a path segment; and unless
// scanCanonical finds nothing in an input that parseCanonical declines as
// declinedNotSpecial or declinedNoColon, which parse then gives to
// parseOther without it.
func checkScanStart(t *testing.T, input string) {
	t.Helper()
	var u urlLayout
	ok, start := parseCanonical(&u, input)
	if ok || start > 0 {
		return
	}
	i := strings.IndexByte(input, ':')
	special := i > 0 && strings.ToLower(input[:i]) == input[:i] && lookupScheme(input[:i]) != schemeOther &&
		strings.HasPrefix(input[i+1:], "//") && uint64(len(input))+1 <= maxHref
	end := len(input)
	for end > 0 && input[end-1] <= ' ' {
		end--
	}
	var want, got resumePoint
	scanCanonical(input[:end], &want, end < len(input), declinedAtStart)
	switch start {
	case declinedAtStart:
		if special {
			t.Errorf("%q: parseCanonical declines with no scanStart", input)
		}
		return
	case declinedNotSpecial, declinedNoColon:
		if input[0]-'a' >= 26 || want != (resumePoint{}) {
			t.Errorf("%q: parseCanonical declines it as not special; scanCanonical records %+v", input, want)
		}
		return
	}
	if start <= startFlagged {
		// parseFlagged takes the flags off before the scan.
		_, start = startFlags(start)
	}
	kind, schemeEnd, hostEnd := scanStart(start)
	if !special || schemeEnd != i || kind != lookupScheme(input[:i]) || hostEnd < i+3 || hostEnd > len(input) {
		t.Fatalf("%q: parseCanonical declines with the scanStart %d (%v, %d, %d)", input, start, kind, schemeEnd, hostEnd)
	}
	scanCanonical(input[:end], &got, end < len(input), start)
	if got != want {
		t.Errorf("%q: scanCanonical from the scanStart records %+v, from the start %+v", input, got, want)
	}
}

func TestQuickPathsAgree(t *testing.T) {
	bases := []*URL{nil}
	for _, s := range []string{"https://h/a/b?q#f", "file:///C:/a/b", "foo://h/a/b", "mailto:x"} {
		bases = append(bases, mustParse(t, s))
	}
	for _, in := range fastPathInputs(t) {
		for _, b := range bases {
			checkQuickPaths(t, in, b)
		}
		checkScanStart(t, in)
	}
	for _, in := range []string{
		"http://EXAMPLE.com/", "http://ex%41mple.com/", "http://%30x7f.1/", "http://0x7F.1/", "http://1.2.3.4.5/",
		"http://256.1.1.1/", "http://a.b.c.0x/", "http://A%2eB/", "http://%41%00/", "http://ex%ample.com/",
		"https://h:99999/", "https://H:08/", "http://a..b/", "http://a.b./", "http://09.a/", "http://a.09/",
		// Where the general parser takes over from the fast path's scan.
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
		// What parseFixed writes without the general parser.
		"HTTPS://H:443\\a\\b?q#f", "https:\\\\H:/x", "https:h:443", "https:/h\\a/b", "file://H\\a\\b", "FILE://h\\C|\\x",
		"https:////h//a", "https:h", "https:/\\/h?q", "WS:h:80#f", "https:\\h:8080\\", "https://h:443", "https://h:00443/a",
		"https://h:/a\\..\\b", "https://h\\a\\%2e\\b", "https://h\\a b", "https:h\\a?b c", "https:h/a#b c", "https://h:443@x/",
		"https:h:80@x/", "https:///h:44/", "https://h:443\\", "file://\\h", "file:\\\\h\\x", "file://h:\\x", " HTTPS:h:443 ",
		"https:////", "https:", "https:h:0", "https:h:65536/", "https://H\\c|\\x", "file://h\\c|\\x", "file://H\\x\\c|",
		"file:/x", "file:\\x\\y", "FILE:/C:/x", "file:/", "file:/?q#f", "file:/\\h/x", "file:\\/h", "file:/C|/x", "file:\\c|",
		" https://h/ \n ", "https://H/a\t", "https://h:443/a \t\n", "https://h/a\tb ", "https://h/a\x00", "file:/x:443",
		"file:\\\\\\U\\x?q", "file:/\\h\\x", "file:\\/H/x", "FILE://localhost/x", "file://LocalHost", "file:\\\\localhost\\x",
		"file://localhost:1/", "file:\\\\localhost:1", "file://localhost\\C|\\x", "file:\\\\h\\C|\\x", "file:/\\C|\\x",
		// Hosts for fixHost, with and without more to change after them.
		"https://%41%42/a/../b", "https://EX%41MPLE.com:8080/a b", "http://0x7f.1/./x", "https://%31.2.3.4/a?b c",
		"https://a%zz/./x", "https://1.2.3.4.5/./x", "HTTPS://A%2eB:99999/x/../", "https://%41:0443/./", "https://%41:/a b",
		"https://%41%2e%31/a#b c", "https://%41\\a\\b c", "https://0x7F.1:8080/a?b#c d", "https://%41@h/a b", "https://%41 /./",
		"https://1.0x2.3/%2e%2E/x", "https://%31%2e%32%2e%33%2e%34%2e/a/./b", "https://a%2Fb/./", "https://%5B::1%5D/./",
		"https://bücher.de/a b", "https://bücher.de:443/a/../b", "https://%41bücher/./", "https://bücher%41/./",
		// Queries that the encoding writes, after a tab or newline in the
		// host (parseWithoutTabs), in the path and elsewhere.
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
		// Numeric hosts that parseFlagged gives the one-pass route with
		// their address, and credentials after which another host comes.
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
	} {
		for _, b := range bases {
			checkQuickPaths(t, in, b)
		}
		checkScanStart(t, in)
	}
}

// FuzzQuickPaths checks that Parse, with its fast and quick paths, and the
// general parser in full agree (checkQuickPaths), that the fast path
// agrees with the general parser (checkFastPath), that scanCanonical takes
// up from parseCanonical what it finds itself (checkScanStart), and
// preprocessing with
// the standard's steps (checkPreprocess).
func FuzzQuickPaths(f *testing.F) {
	for _, s := range seedURLStrings(f) {
		f.Add(s, "")
	}
	f.Add("ex%41mple.COM/a/../b", "https://h/a/b")
	f.Add("https://%30x%31.%32.1%2e/", "")
	f.Add("HTTPS://%41b%2Fc:443/", "")
	f.Add("HTTPS://München:443/a/../b?q r#s t", "")
	f.Add("https://münchen.DE:443\\a/../b?q r#s t ", "https://h/") // parseIDNHost
	f.Add("https://%31.2.3.4/a b", "https://h/")
	// Hosts that fail after tabs and newlines are removed, hosts with
	// percent-encoded bytes that are not ASCII, and invalid UTF-8 in a
	// host (quickHostFailure, fixDecodedHost).
	f.Add("https://ww \n w.example.de/a", "")
	f.Add("HTTPS://m%C3\xbcnch%65n.de:443/", "")
	f.Add("https://%C3%A9\t\u00e9.1/", "https://h/")
	f.Add("https://\xe6\x97%A5.jp/", "")
	f.Add("HTTP://[2001:DB8::1]:80/a/../b", "")
	f.Add("https://[::1.2.3]/", "")
	// pathWhole: dot segments after backslashes and encoded bytes, a
	// drive letter after a path that ".." empties.
	f.Add("HTTPS://h/a\\..\\.%2E/é日/%2e\\b c/..?q#f", "")
	f.Add("file:///x/../C|\\./..\\y", "")
	f.Add("foo://h/a\\../b/%2E%2e/c", "")
	// parseOnePass: credentials, ports split by tabs, slashes against a
	// base of the same scheme, hosts that fixHost parses.
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
	f.Add("https://1.2.3.4:x@5.6.7.8/", "") // parseFlagged's address, then another host
	// File URLs in upper case: no slash or one, against a file base or
	// not; "localhost" percent-encoded; a drive letter for a host.
	f.Add("FILE:c|/a/../..", "file:///C:/x")
	f.Add("File:/\tx?q", "")
	f.Add("FILE://LOC%41LHOST\\a", "")
	f.Add("FILE://C|/x", "")
	for _, s := range append(otherCanonical, otherDeclined...) {
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		var base *URL
		if baseInput != "" {
			b, err := Parse(baseInput)
			if err != nil {
				return
			}
			base = b
		}
		checkQuickPaths(t, input, base)
		if base == nil {
			checkFastPath(t, input)
			checkScanStart(t, input)
			checkPreprocess(t, input)
		}
	})
}
