package urlpattern

import (
	"errors"
	"strconv"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/urlcanon"
)

// The encoding callbacks of the standard's "Canonicalization" section. They
// run weburl's own parser: the URL setters where one does exactly what the
// standard asks, and the state-override entry points of internal/urlcanon
// where a failure must be seen.

const dummyURL = "https://dummy.invalid/"

func dummy() *url.URL {
	u, err := url.Parse(dummyURL)
	if err != nil {
		panic("urlpattern: the dummy URL does not parse: " + err.Error()) // cannot happen
	}
	return u
}

// Fast paths: text made only of code points that the parser copies as
// they are is its own canonical form, without running the parser. Each
// table holds such code points for one component.
var (
	keepScheme   = asciiSet("abcdefghijklmnopqrstuvwxyz0123456789+-.")
	keepUserinfo = asciiSet(alnum + "-._~!$&'()*+,%")
	keepHost     = asciiSet("abcdefghijklmnopqrstuvwxyz0123456789-.")
	keepPath     = asciiSet(alnum + "-._~!$&'()*+,;=:@/%")
	keepQuery    = asciiSet(alnum + "-._~!$&()*+,;=:@/?%")
	keepFragment = asciiSet(alnum + "-._~!$&'()*+,;=:@/?%#")
)

const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

type byteSet [256]bool

func asciiSet(chars string) *byteSet {
	var s byteSet
	for i := 0; i < len(chars); i++ {
		s[chars[i]] = true
	}
	return &s
}

func (s *byteSet) all(v string) bool {
	for i := 0; i < len(v); i++ {
		if !s[v[i]] {
			return false
		}
	}
	return true
}

// canonProtocol implements "canonicalize a protocol".
func canonProtocol(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	if 'a' <= value[0] && value[0] <= 'z' && keepScheme.all(value) {
		return value, nil
	}
	return canonProtocolSlow(value)
}

func canonProtocolSlow(value string) (string, error) {
	u, err := url.Parse(value + "://dummy.invalid/")
	if err != nil {
		return "", errors.New("not a valid scheme")
	}
	return u.Scheme(), nil
}

// canonUsername implements "canonicalize a username".
func canonUsername(value string) (string, error) {
	if value == "" || keepUserinfo.all(value) {
		return value, nil
	}
	return canonUsernameSlow(value)
}

func canonUsernameSlow(value string) (string, error) {
	u := dummy()
	u.SetUsername(value)
	return u.Username(), nil
}

// canonPassword implements "canonicalize a password".
func canonPassword(value string) (string, error) {
	if value == "" || keepUserinfo.all(value) {
		return value, nil
	}
	return canonPasswordSlow(value)
}

func canonPasswordSlow(value string) (string, error) {
	u := dummy()
	u.SetPassword(value)
	return u.Password(), nil
}

// canonHostname implements "canonicalize a hostname".
func canonHostname(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	// A lowercase ASCII domain is only lowercased, unless its last label
	// makes the host parser try IPv4, or it has empty labels.
	if keepHost.all(value) && !strings.Contains(value, "..") {
		last := strings.TrimSuffix(value, ".")
		last = last[strings.LastIndexByte(last, '.')+1:]
		if last != "" && !isASCIIDigit(last[0]) {
			return value, nil
		}
	}
	return urlcanon.Hostname(value)
}

// canonIPv6Hostname implements "canonicalize an IPv6 hostname".
func canonIPv6Hostname(value string) (string, error) {
	var b strings.Builder
	for _, c := range value {
		if !isHex(byte(c)) && c != '[' && c != ']' && c != ':' || c >= 0x80 {
			return "", errors.New("an IPv6 address holds only hex digits, \":\", \"[\" and \"]\"")
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteRune(c)
	}
	return b.String(), nil
}

// canonPort implements "canonicalize a port" given a protocol.
func canonPort(value, protocol string) (string, error) {
	if value == "" {
		return "", nil
	}
	if len(value) <= 4 && value[0] != '0' && allDigits(value) && value != strconv.Itoa(defaultPort(protocol)) {
		return value, nil
	}
	return urlcanon.Port(value, protocol) // the slow path
}

// canonPathname implements "canonicalize a pathname".
func canonPathname(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	if keepPath.all(value) && !hasDotSegment(value) && !strings.Contains(value, "%") {
		return value, nil
	}
	return canonPathnameSlow(value)
}

func canonPathnameSlow(value string) (string, error) {
	leadingSlash := value[0] == '/'
	modified := value
	if !leadingSlash {
		modified = "/-" + value
	}
	u := dummy()
	u.SetPathname(modified)
	result := u.Pathname()
	if !leadingSlash {
		// The "/-" is gone when the value pops it ("\\.."): nothing
		// of the value is left either.
		result = result[min(2, len(result)):]
	}
	return result, nil
}

// canonOpaquePathname implements "canonicalize an opaque pathname".
func canonOpaquePathname(value string) (string, error) {
	if value == "" {
		return "", nil
	}
	return urlcanon.OpaquePath(value)
}

// canonSearch implements "canonicalize a search".
func canonSearch(value string) (string, error) {
	if value == "" || keepQuery.all(value) {
		return value, nil
	}
	return canonSearchSlow(value)
}

func canonSearchSlow(value string) (string, error) {
	u := dummy()
	// The search setter drops one leading "?": give it one to drop.
	u.SetSearch("?" + value)
	return strings.TrimPrefix(u.Search(), "?"), nil
}

// canonHash implements "canonicalize a hash".
func canonHash(value string) (string, error) {
	if value == "" || keepFragment.all(value) {
		return value, nil
	}
	return canonHashSlow(value)
}

func canonHashSlow(value string) (string, error) {
	u := dummy()
	u.SetHash("#" + value)
	return strings.TrimPrefix(u.Hash(), "#"), nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(s[i]) {
			return false
		}
	}
	return true
}

// hasDotSegment reports whether a path piece has a segment "." or "..",
// or starts or ends with one that the text around it could complete.
func hasDotSegment(s string) bool {
	for seg := range strings.SplitSeq(s, "/") {
		if seg != "" && strings.Trim(seg, ".") == "" {
			return true
		}
	}
	return false
}
