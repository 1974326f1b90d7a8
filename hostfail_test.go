package url

import "testing"

// declinedSteps runs parse's steps for input against base that come
// before its quick failures: trimming, scanCanonical from the start, and
// the fix route (parseFixed or parseFixedPath). It reports false where
// the fix route takes the input.
func declinedSteps(input string, base *URL) (from resumePoint, lead, end int, declined bool) {
	lead, end = 0, len(input)
	for lead < end && input[lead] <= ' ' {
		lead++
	}
	for end > lead && input[end-1] <= ' ' {
		end--
	}
	scanCanonical(input[lead:end], &from, lead > 0 || end < len(input), declinedAtStart)
	if from.fix.ok {
		if _, ok := parseFixed(input[lead:end], &from, base, true); ok {
			return from, lead, end, false
		}
	} else if from.fix.pathOnly {
		if _, _, ok := parseFixedPath(input, lead, &from, base, nil, true); ok {
			return from, lead, end, false
		}
	}
	return from, lead, end, true
}

// quickFailure runs parse's steps up to quickHostFailure on input against
// base, and returns what it returns (false where parse does not call it).
func quickFailure(input string, base *URL, want bool) (error, bool) {
	from, lead, end, declined := declinedSteps(input, base)
	if !declined || lead == end || !is(input[lead], classAlpha) {
		return nil, false
	}
	if from.st != stSpecialAuthoritySlashes || !(from.hostBad || from.fix.hostParse) {
		return nil, false
	}
	return quickHostFailure(input, lead, end, input[lead:end], &from, base, want)
}

// checkQuickFailure fails unless quick, one of parse's quick failures
// (named name) run on input against base, takes it with the general
// parser's Error, or errNotParsed when no URL is wanted; and unless Parse
// agrees with the general parser.
func checkQuickFailure(t *testing.T, name, input string, base *URL, quick func(input string, base *URL, want bool) (error, bool)) {
	t.Helper()
	err, ok := quick(input, base, true)
	if !ok {
		t.Errorf("%q against %v: %s declines", input, base, name)
		return
	}
	want := eagerError(input, base)
	if e, isError := err.(*Error); !isError || want == nil || *e != *want {
		t.Errorf("%q against %v: %s fails with %#v; the general parser with %#v", input, base, name, err, want)
	}
	if err, ok := quick(input, base, false); !ok || err != errNotParsed {
		t.Errorf("%q against %v: without a URL wanted, %s gives %v, %v", input, base, name, err, ok)
	}
	checkQuickPaths(t, input, base)
}

// TestQuickHostFailure checks that quickHostFailure takes the inputs that
// fail in their host it is for, with the general parser's Error, and
// leaves the others to it.
func TestQuickHostFailure(t *testing.T) {
	sameScheme := mustParse(t, "http://b/")
	otherScheme := mustParse(t, "wss://b/")
	for _, tc := range []struct {
		in   string
		base *URL
	}{
		{"http://a<b/", nil}, {"http://a b/", nil}, {"http://a\x05b/", nil}, {"https://x x:12", nil},
		{"http://ho%3Cst/", nil}, {"http://ho%00st/", nil}, {"http://%zz%66%a.com", nil}, {"http://a%b/", nil},
		{"HTTP://A^B/", nil}, {" http://a|b/ ", nil}, {"\x00http://a]b?q", nil}, {"http:\\\\a^b\\c", nil},
		{"http:a<b", nil}, {"http:a<b", otherScheme}, {"http://a<b", sameScheme}, {"ws://a[b:1/", nil},
		{"http://1.2.3.4.5/", nil}, {"http://foo.09.", nil}, {"http://0x100000000/", nil}, {"https://256.0.0.1:8/", nil},
		{"http://ex%41mple%3C.com/", nil}, {"http://a<b/p\tq", nil}, {"http://a<b/\xff", nil},
		{"http://[::1.2]/", nil}, {"https://[1::2::3]:80/", nil}, {"http://[::1]x/", nil}, {"HTTP://[:1]", nil},
		{"ws://[0:1:2:3:4:5:6:7:8]?q", nil}, {"http://[]/", nil},
		// The first forbidden domain code point after percent-decoding,
		// which need not be the first bad byte; and with a byte that
		// decodes to non-ASCII, IDNA's domain.
		{"http://a%3Eb<c/", nil}, {"HTTP://A%3cB/", nil}, {"http://a%41<b%3E/", nil}, {"http://a%2", nil},
		{"http://a[b:c]d:1/", nil}, {"http://a<%C3%A9/", nil}, {"http://%C3%A9%3C/", nil}, {"http://a%FF<b/", nil},
		// Bytes that are not ASCII, as they are or percent-encoded: IDNA's
		// failures, the decoding's, and the IPv4 parser's after IDNA.
		{"http://é<b/", nil}, {"http://a<é/", nil}, {"http://a\u200db/", nil}, {"HTTPS://\u0301a:443/", nil},
		{"http://%C3/", nil}, {"http://é%C3/", nil}, {"http://%C3é/", nil}, {"http://0140.22.äpfel.11/", nil},
		{"https://1.ＡＢ.é.0x7:1/", nil}, {"http://xn--a.é/", nil}, {"http://a.b%E2%80%8D.é/", nil},
		// Invalid UTF-8, which preprocessing replaces with U+FFFD first.
		{"http://\xc3<b/", nil}, {"http://a<\xe9/", nil}, {"https://m%C3\xbcnch.de/\xff", nil}, {"HTTPS://\xed\xa0\x80.com:443", nil},
		{"http://é\xff.1/", nil}, {"https://\xe6\x97%A5.jp/", nil},
	} {
		checkQuickFailure(t, "quickHostFailure", tc.in, tc.base, quickFailure)
	}
	// Inputs that parse, that fail elsewhere, or whose host needs the
	// general parser first.
	for _, tc := range []struct {
		in   string
		base *URL
	}{
		{"http:a<b", sameScheme},                       // relative to the base
		{"http://u@a<b/", nil}, {"http://a<b@c/", nil}, // credentials
		{"http://a\t<b/", nil}, {"http://a<\nb/", nil}, // tab and newline removal
		{"http://[::\xff]/", nil}, {"https:///////////////////////////////\xff/", nil}, // not UTF-8, where offsets move
		{"http://bücher.de/", nil}, {"http://%C3%BC.de:99999/", nil}, // IDNA takes them
		{"http://[::1]/", nil}, {"http://[::1/", nil}, {"http://[::1]:80/a b", nil}, // IPv6 addresses that parse, and one unclosed
		{"http://[::1.]@h/", nil}, {"http://[::1]@h/", nil}, {"http://[1:2]:3@h/", nil}, // credentials after brackets
		{"file://a<b/", nil}, {"sc://a<b/", nil}, // not a special URL's domain
		{"http://ex%41mple.com/", nil}, {"http://%C3%A9/ x", nil}, // a host that parses
		{"http://1.2.3.4/ x", nil}, {"http://a/<", nil}, {"http://a:99999/", nil},
	} {
		if err, ok := quickFailure(tc.in, tc.base, true); ok {
			t.Errorf("%q against %v: quickHostFailure takes it, with %v", tc.in, tc.base, err)
		}
		checkQuickPaths(t, tc.in, tc.base)
	}
}

// TestStartFailure checks the failures that parseCanonical finds out
// before it declines an input: a port that the port state fails on
// (startPortFails), and a numeric host that the IPv4 parser fails on
// (startNumericHost). The inputs of the first list must be flagged, and
// fail in parse with the general parser's Error; those of the second must
// not be flagged for a failing port, as preprocessing or credentials
// change what the port is. Parse and the general parser must agree on
// them all.
func TestStartFailure(t *testing.T) {
	base := mustParse(t, "http://b/")
	flags := func(in string) uint8 {
		var u urlLayout
		ok, start := parseCanonical(&u, in)
		if ok || start > startFlagged || start <= declinedNoColon {
			return 0
		}
		f, _ := startFlags(start)
		return f
	}
	for _, tc := range []struct {
		in   string
		flag uint8
	}{
		{"http://f:999999/c", startPortFails}, {"http://f:65536", startPortFails}, {"https://f:4294967377?q", startPortFails},
		{"ws://f:000065536#x", startPortFails}, {"http://f:b/c", startPortFails}, {"http://f: /c", startPortFails},
		{"http://f:fifty-two/c", startPortFails}, {"http://f: 21 / b ? d # e ", startPortFails}, {"http://foo:-80/", startPortFails},
		{"http://f:x", startPortFails}, {"http://f:x  ", startPortFails}, {"http://1.2.3.4:99999\\", startPortFails},
		{"http://f:123456x/", startPortFails}, {"http://f::/", startPortFails}, {"http://f:%31/", startPortFails}, {"http://f:0x/", startPortFails},
		{"http://f:12b/c", startPortFails}, {"http://f:80 /", startPortFails},
		{"http://1.2.3.08", startNumericHost}, {"http://256.0.0.1/", startNumericHost}, {"http://1.2.3.4.5:80/", startNumericHost},
		{"http://foo.09?q", startNumericHost}, {"http://0x100000000#f", startNumericHost}, {"http://1.2.3.4.5\\", startNumericHost},
	} {
		if got := flags(tc.in); got != tc.flag {
			t.Errorf("%q: parseCanonical declines with the flags %d, want %d", tc.in, got, tc.flag)
		}
		for _, b := range []*URL{nil, base} {
			if _, err := parse(tc.in, b, nil, nil, true); err == nil {
				t.Errorf("%q against %v: Parse takes it", tc.in, b)
			}
			checkQuickPaths(t, tc.in, b)
			if _, err := parse(tc.in, b, nil, nil, false); err != errNotParsed {
				t.Errorf("%q against %v: without a URL wanted, parse gives %v", tc.in, b, err)
			}
		}
	}
	for _, in := range []string{
		"http://f:b@c/", "http://f:99999@c/", "http://f:1\t2/", "http://f:b\t/", "http://f:\n1/", "http://f:99999999 ",
		"http://f: ", "http://f:x\x01/", "http://f:x\u00e9/", "http://f:", "http://f:/", "http://f:080/", "http://f:80/",
		"http://1.2.3:x@h/", "http://1.2.3.4.5:x@h/", "http://1.2.3.08\t9/", "http://0x7F.1/",
		"http://1.2.3/", "http://0x7f.1/a b", "http://2001::1", "http://1.2.3.4.5:b/",
	} {
		if flags(in) == startPortFails {
			t.Errorf("%q: parseCanonical declines with startPortFails", in)
		}
		for _, b := range []*URL{nil, base} {
			checkQuickPaths(t, in, b)
		}
	}
}

// ipv4Failure runs parse's steps up to quickIPv4Failure on input, and
// returns what it returns (false where parse does not call it).
func ipv4Failure(input string, _ *URL, want bool) (error, bool) {
	var u urlLayout
	ok, start := parseCanonical(&u, input)
	if ok || start > startFlagged || start <= declinedNoColon {
		return nil, false
	}
	flags, start := startFlags(start)
	_, schemeEnd, hostEnd := scanStart(start)
	if flags != startNumericHost || hostEnd < len(input) && input[hostEnd] == ':' {
		return nil, false
	}
	host := []byte(input[schemeEnd+3 : hostEnd])
	if _, ok := ipv4Quick(host); ok {
		return nil, false
	}
	return quickIPv4Failure(input, schemeEnd+3, hostEnd, want)
}

// TestQuickIPv4Failure checks that quickIPv4Failure fails the numeric
// hosts that the IPv4 parser rejects with the general parser's Error, and
// that parse leaves those followed by a port to quickHostFailure and the
// general parser, which tell whether they are credentials.
func TestQuickIPv4Failure(t *testing.T) {
	base := mustParse(t, "http://b/")
	for _, in := range []string{
		"http://1.2.3.08", "http://256.0.0.1/", "http://foo.09?q", "http://0x100000000#f", "http://1.2.3.4.5\\",
		"http://09.2.3.4.", "http://0..0x300/", "http://1.2.3.4.5.", "https://0x100000000/test", "ws://0999999999999999999/",
		"http://foo.0xffffffffffffffffffface123", "wss://1.2.3.4.5.6/a b", "ftp://0x100.2.3.4.#", "http://a.b.c.0x?",
		"http://18446744073709551616", "http://4294967296/", "http://1.2.3.4.5/\t",
	} {
		for _, b := range []*URL{nil, base} {
			checkQuickFailure(t, "quickIPv4Failure", in, b, ipv4Failure)
		}
	}
	for _, in := range []string{
		"http://1.2.3.08:80/", "http://1.2.3.08:x@h/", "http://1.2.3.4.5:b@h/", "http://256.0.0.1:@h", // a port, or credentials
		"http://0x7f.1/", "http://1.2.3/", "http://0x/", "http://0/", // addresses
		"http://1.2.3.08 /", "http://1.2.3.08\t/", "HTTP://1.2.3.08/", // not flagged
	} {
		for _, b := range []*URL{nil, base} {
			if err, ok := ipv4Failure(in, b, true); ok {
				t.Errorf("%q: quickIPv4Failure takes it, with %v", in, err)
			}
			checkQuickPaths(t, in, b)
		}
	}
}

// ipv6Failure runs parse's steps up to quickIPv6Failure on input against
// base, and returns what it returns (false where parse does not call it).
func ipv6Failure(input string, base *URL, want bool) (error, bool) {
	from, lead, end, declined := declinedSteps(input, base)
	if !declined || from.fix.hostBits&hbBracket == 0 || !(from.fix.ok || from.fix.pathOnly) {
		return nil, false
	}
	return quickIPv6Failure(input, lead, end, &from, base, want)
}

// TestQuickIPv6Failure checks that quickIPv6Failure takes the inputs whose
// IPv6 address fails that it is for, with the general parser's Error, and
// leaves the others to it.
func TestQuickIPv6Failure(t *testing.T) {
	sameScheme := mustParse(t, "http://b/")
	otherScheme := mustParse(t, "wss://b/")
	for _, tc := range []struct {
		in   string
		base *URL
	}{
		{"http://[::1.2]/", nil}, {"https://[1::2::3]:80/", nil}, {"HTTP://[:1]", nil}, {"ws://[0:1:2:3:4:5:6:7:8]?q", nil},
		{"http://[]/", nil}, {"  http://[::1.]/  ", nil}, {"http://[::127.0.0.1.]", sameScheme}, {"https://[0:.0]#f", nil},
		{"http://[1:2:3:4:5:6:7:1.2.3.4]/", nil}, {"http://[::.1]/a b", nil},
		{"http:\\\\[::1.2]\\c", nil}, {"http:[1::2::3]", otherScheme}, {"http://[12345::]:8/x\ty", nil},
	} {
		checkQuickFailure(t, "quickIPv6Failure", tc.in, tc.base, ipv6Failure)
	}
	// Inputs that parse, or whose host is not where the scan took it to
	// be.
	for _, tc := range []struct {
		in   string
		base *URL
	}{
		{"http:[::1.2]", sameScheme}, {"http://[::1]/", nil}, {"http://[::1.2.3.4]:80/a b", nil},
		{"http://[::1.]@h/", nil}, {"http://[1:2]:3@h/", nil}, {"file://[::1.]/", nil}, {"sc://[::1.]/", nil},
		{"http://[::1.2.3.4x]", nil}, // the scan stops at "x"
	} {
		if err, ok := ipv6Failure(tc.in, tc.base, true); ok {
			t.Errorf("%q against %v: quickIPv6Failure takes it, with %v", tc.in, tc.base, err)
		}
		checkQuickPaths(t, tc.in, tc.base)
	}
}

// noScheme is noSchemeFailure for input from its first byte after leading
// C0 controls and spaces, where the no scheme state fails against base, as
// parse calls it (false where it does not).
func noScheme(input string, base *URL, want bool) (error, bool) {
	lead := 0
	for lead < len(input) && input[lead] <= ' ' {
		lead++
	}
	if !noSchemeFails(base, input, lead) {
		return nil, false
	}
	return noSchemeFailure(input, lead, want)
}

// TestNoSchemeFailure checks that noSchemeFailure takes the inputs that
// fail in the no scheme state, with the general parser's Error, and leaves
// the others to it; and that Parse agrees with the general parser on both.
func TestNoSchemeFailure(t *testing.T) {
	opaque := mustParse(t, "sc:sd")
	hierarchical := mustParse(t, "http://b/c")
	for _, tc := range []struct {
		in   string
		base *URL
	}{
		{"a", nil}, {"a/", nil}, {"a//", nil}, {"/i", nil}, {"?i", nil}, {"#", nil}, {"", nil}, {"  ", nil},
		{"  a/b ", nil}, {"\x00\x01//x", nil}, {"i", opaque}, {"../i", opaque}, {"?q", opaque},
		{"a-b.c+d", nil}, {"1a:b", nil}, {"\\\\\\.\\Y:", nil}, {"é:x", nil}, {"a/\tb", nil},
		{"  \t", opaque}, {"a ", opaque}, {"example.com/a\tb", nil},
	} {
		checkQuickFailure(t, "noSchemeFailure", tc.in, tc.base, noScheme)
	}
	// A scheme, maybe after preprocessing; a base to resolve against; a
	// ":" after the scheme's bytes.
	for _, tc := range []struct {
		in   string
		base *URL
	}{
		{"a:", nil}, {"a\tb:c", nil}, {"a\nb:c", nil}, {"ab\r:c", nil}, {" a+b-c.d:e", nil}, {"#f", opaque},
		{"  #f", opaque}, {"i", hierarchical}, {"/i", hierarchical},
		{"a b:c", nil}, {"a\x01:b", nil}, // no scheme, but a ":" after the start: for the general parser
	} {
		if err, ok := noScheme(tc.in, tc.base, true); ok {
			t.Errorf("%q against %v: noSchemeFailure takes it, with %v", tc.in, tc.base, err)
		}
		checkQuickPaths(t, tc.in, tc.base)
	}
}
