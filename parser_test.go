package url

import "testing"

// parserCase is one run of the state machine: input against base (none
// when ""), and the href it gives, or the validation error it fails with.
type parserCase struct {
	name, input, base string
	href              string              // "" when it fails
	fail              ValidationErrorCode // when href is ""
}

// checkParserCase runs c through the state machine (parseBasic), with and
// without validation errors wanted, and through Parse, which may take a
// route: all three must give c's result.
func checkParserCase(t *testing.T, c parserCase) {
	t.Helper()
	var base *URL
	if c.base != "" {
		base = mustParse(t, c.base)
	}
	for _, run := range []struct {
		name  string
		parse func() (*URL, error)
	}{
		{"parseBasic", func() (*URL, error) { return parseBasic(c.input, base, nil, nil, true) }},
		{"parseBasic reporting", func() (*URL, error) {
			return parseBasic(c.input, base, nil, func(ValidationErrorCode, int) {}, true)
		}},
		{"Parse", func() (*URL, error) { return Parse(c.input, base) }},
	} {
		u, err := run.parse()
		switch {
		case c.href == "" && err == nil:
			t.Errorf("%s(%q, %q) = %q; want failure %v", run.name, c.input, c.base, u.Href(), c.fail)
		case c.href == "" && err.(*Error).Code != c.fail:
			t.Errorf("%s(%q, %q) fails with %v; want %v", run.name, c.input, c.base, err, c.fail)
		case c.href != "" && err != nil:
			t.Errorf("%s(%q, %q) fails with %v; want %q", run.name, c.input, c.base, err, c.href)
		case c.href != "" && u.Href() != c.href:
			t.Errorf("%s(%q, %q) = %q; want %q", run.name, c.input, c.base, u.Href(), c.href)
		case c.href != "":
			checkCompact(t, u)
		}
	}
}

func runParserCases(t *testing.T, cases []parserCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { checkParserCase(t, c) })
	}
}

// TestParserPreprocessing: leading and trailing C0 controls and spaces are
// trimmed, tabs and newlines removed anywhere, invalid UTF-8 read as U+FFFD.
func TestParserPreprocessing(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "spaces at the ends", input: "  https://h/a  ", href: "https://h/a"},
		{name: "C0 controls at the ends", input: "\x00\x1fhttps://h/\x01", href: "https://h/"},
		{name: "tab in the scheme", input: "ht\ttps://h/", href: "https://h/"},
		{name: "newline in the host", input: "https://exa\nmple.com/", href: "https://example.com/"},
		{name: "carriage return in the path", input: "https://h/a\rb", href: "https://h/ab"},
		{name: "invalid UTF-8 in the path", input: "https://h/\xff", href: "https://h/%EF%BF%BD"},
		{name: "only spaces", input: " \t ", fail: MissingSchemeNonRelativeURL},
	})
}

// TestParserScheme: the scheme start and scheme states.
func TestParserScheme(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "lowercased", input: "HTTPS://h/", href: "https://h/"},
		{name: "not special", input: "Web+Demo:x", href: "web+demo:x"},
		{name: "digits, plus, minus and dot", input: "a1+-.:x", href: "a1+-.:x"},
		{name: "no scheme, no base", input: "/a", fail: MissingSchemeNonRelativeURL},
		{name: "no scheme, opaque base", input: "a", base: "mailto:x", fail: MissingSchemeNonRelativeURL},
		{name: "fragment against an opaque base", input: "#f", base: "mailto:x", href: "mailto:x#f"},
		{name: "starts with a digit", input: "1a:x", base: "https://h/", href: "https://h/1a:x"},
	})
}

// TestParserAuthority: slashes after a special scheme, and credentials.
func TestParserAuthority(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "no slashes", input: "https:h/a", href: "https://h/a"},
		{name: "backslashes", input: "https:\\\\h\\a", href: "https://h/a"},
		{name: "many slashes", input: "https:////h/a", href: "https://h/a"},
		{name: "relative to a base of the scheme", input: "https:a", base: "https://h/b/c", href: "https://h/b/a"},
		{name: "credentials", input: "https://u:p@h/", href: "https://u:p@h/"},
		{name: "empty password dropped", input: "https://u:@h/", href: "https://u@h/"},
		{name: "last @ ends the userinfo", input: "https://a@b@h/", href: "https://a%40b@h/"},
		{name: "userinfo encoded", input: "https://a b:c\"d@h/", href: "https://a%20b:c%22d@h/"},
		{name: "empty host after credentials", input: "https://u@/", fail: HostMissing},
		{name: "non-special, empty host", input: "sc://", href: "sc://"},
	})
}

// TestParserPorts: the port state.
func TestParserPorts(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "kept", input: "https://h:8443/", href: "https://h:8443/"},
		{name: "default dropped", input: "https://h:443/", href: "https://h/"},
		{name: "default of another scheme kept", input: "http://h:443/", href: "http://h:443/"},
		{name: "leading zeros", input: "https://h:0008080/", href: "https://h:8080/"},
		{name: "empty", input: "https://h:/", href: "https://h/"},
		{name: "zero", input: "https://h:0/", href: "https://h:0/"},
		{name: "largest", input: "https://h:65535/", href: "https://h:65535/"},
		{name: "out of range", input: "https://h:65536/", fail: PortOutOfRange},
		{name: "letter", input: "https://h:8x/", fail: PortInvalid},
		{name: "non-special", input: "sc://h:21/", href: "sc://h:21/"},
		{name: "non-special out of range", input: "sc://h:999999/", fail: PortOutOfRange},
		{name: "file: no port, a forbidden domain code point", input: "file://h:1/", fail: DomainToASCII},
	})
}

// TestParserHosts: the host parser, from the host state.
func TestParserHosts(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "lowercased", input: "https://EXAMPLE.com/", href: "https://example.com/"},
		{name: "percent-decoded", input: "https://ex%41mple.com/", href: "https://example.com/"},
		{name: "IPv4 shorthand", input: "http://0x7f.1/", href: "http://127.0.0.1/"},
		{name: "IPv4 one number", input: "http://2130706433/", href: "http://127.0.0.1/"},
		{name: "IPv4 octal", input: "http://0177.0.0.1/", href: "http://127.0.0.1/"},
		{name: "IPv4 trailing dot", input: "http://1.2.3.4./", href: "http://1.2.3.4/"},
		{name: "IPv4 too many parts", input: "http://1.2.3.4.5/", fail: IPv4TooManyParts},
		{name: "IPv4 part out of range", input: "http://256.1.1.1/", fail: IPv4OutOfRangePart},
		{name: "ends in a number, not IPv4", input: "http://a.09/", fail: IPv4NonNumericPart},
		{name: "IPv6 compressed", input: "http://[0:0::1]/", href: "http://[::1]/"},
		{name: "IPv6 with IPv4", input: "http://[::ffff:127.0.0.1]/", href: "http://[::ffff:7f00:1]/"},
		{name: "IPv6 unclosed", input: "http://[::1/", fail: IPv6Unclosed},
		{name: "forbidden domain code point", input: "https://exa<mple.com/", fail: DomainToASCII},
		{name: "empty host", input: "https:///", fail: HostMissing},
		{name: "opaque host kept", input: "sc://EX%41mple/", href: "sc://EX%41mple/"},
		{name: "opaque host forbidden code point", input: "sc://a b/", fail: HostInvalidCodePoint},
	})
}

// TestParserIDNA: domains that need UTS #46 ToASCII.
func TestParserIDNA(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "mapped and Punycode", input: "https://Bücher.example/", href: "https://xn--bcher-kva.example/"},
		{name: "fullwidth", input: "https://ｅｘａｍｐｌｅ.com/", href: "https://example.com/"},
		{name: "ideographic full stop", input: "https://a。b/", href: "https://a.b/"},
		{name: "percent-encoded UTF-8", input: "https://b%C3%BCcher.example/", href: "https://xn--bcher-kva.example/"},
		{name: "ASCII xn-- label only lowercased", input: "https://XN--A.example/", href: "https://xn--a.example/"},
		{name: "disallowed", input: "https://a\ufdd0.example/", fail: DomainToASCII},
		{name: "ends in a number after mapping", input: "http://１２７.0.0.1/", href: "http://127.0.0.1/"},
	})
}

// TestParserDotSegments: the path state's "." and ".." segments.
func TestParserDotSegments(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "single dot", input: "https://h/a/./b", href: "https://h/a/b"},
		{name: "double dot", input: "https://h/a/b/../c", href: "https://h/a/c"},
		{name: "above the root", input: "https://h/../../a", href: "https://h/a"},
		{name: "percent-encoded", input: "https://h/a/%2e%2E/b", href: "https://h/b"},
		{name: "mixed", input: "https://h/a/.%2e/b", href: "https://h/b"},
		{name: "last segment dot", input: "https://h/a/.", href: "https://h/a/"},
		{name: "last segment double dot", input: "https://h/a/b/..", href: "https://h/a/"},
		{name: "backslash separator", input: "https://h/a\\..\\b", href: "https://h/b"},
		{name: "not a dot segment", input: "https://h/a/..b/", href: "https://h/a/..b/"},
		{name: "non-special", input: "sc://h/a/../b", href: "sc://h/b"},
		{name: "relative", input: "../../c", base: "https://h/a/b/d", href: "https://h/c"},
	})
}

// TestParserFileURLs: the file, file slash and file host states, and the
// Windows drive letter quirks.
func TestParserFileURLs(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "empty host", input: "file:///a/b", href: "file:///a/b"},
		{name: "localhost is empty", input: "file://LOCALHOST/a", href: "file:///a"},
		{name: "host", input: "file://Server/share", href: "file://server/share"},
		{name: "no slashes", input: "file:a/b", href: "file:///a/b"},
		{name: "one slash", input: "file:/a", href: "file:///a"},
		{name: "backslashes", input: "file:\\\\h\\a", href: "file://h/a"},
		{name: "drive letter with a bar", input: "file:///C|/x", href: "file:///C:/x"},
		{name: "drive letter as the host", input: "file://C:/x", href: "file:///C:/x"},
		{name: "drive letter kept by ..", input: "file:///C:/../..", href: "file:///C:/"},
		{name: "relative keeps the base's drive", input: "/x", base: "file:///C:/a/b", href: "file:///C:/x"},
		{name: "query", input: "file:?q", href: "file:///?q"},
		{name: "IPv4 host", input: "file://0x7f.1/", href: "file://127.0.0.1/"},
	})
}

// TestParserOpaquePaths: URLs with an opaque path, and the query and
// fragment states' percent-encode sets.
func TestParserOpaquePaths(t *testing.T) {
	runParserCases(t, []parserCase{
		{name: "opaque path", input: "mailto:User@Example.com", href: "mailto:User@Example.com"},
		{name: "C0 control encoded", input: "sc:a\x01b", href: "sc:a%01b"},
		{name: "space before the query", input: "sc:a ?q", href: "sc:a%20?q"},
		{name: "space kept inside", input: "sc:a b", href: "sc:a b"},
		{name: "special query", input: "https://h/?'\"", href: "https://h/?%27%22"},
		{name: "non-special query", input: "sc://h/?'\"", href: "sc://h/?'%22"},
		{name: "fragment", input: "https://h/#a b`", href: "https://h/#a%20b%60"},
		{name: "path caret", input: "https://h/a^b", href: "https://h/a%5Eb"},
	})
}
