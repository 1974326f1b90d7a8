// Package url parses and serializes URLs exactly as the WHATWG URL Standard
// says, the way browsers, Node.js and Deno do.
//
// The two calls everyone needs:
//
//	u, err := url.Parse("https://EXAMPLE.com/a/../b?q#f")
//	// u.Href() == "https://example.com/b?q#f"
//
//	v, err := url.Parse("../c", u)
//	// v.Href() == "https://example.com/c"
//
// A URL is built around one string, its serialization: every getter returns
// a slice of it without allocating, and a successful Parse allocates once.
// Setters (SetPathname, SetHost, ...) follow the standard's URL API and
// return a *SetterError for a value the standard refuses, and SearchParams
// gives the query as a live list of pairs.
//
// Beyond parsing: ParseValidate and IsValid report the standard's
// validation errors by name and byte offset; NewParser with WithEncoding
// parses queries in a legacy encoding; ParseRef, (*URL).Resolve and
// (*URL).Relative treat relative references as values; NetURL and
// FromNetURL convert to and from net/url. HostValue, ParseHost and
// ParseHostHeader give hosts as values (kind, netip.Addr, display form,
// public suffix, registrable domain), and Origin's SameSite compares
// sites. Canonicalize and (*URL).Canonical apply the canonicalization
// profiles of web archives and crawlers (iipc/urlcanon's and the Internet
// Archive's), and SURT and SSURT write their sort-friendly keys.
// FromFilePath and (*URL).FilePath convert between file paths
// (POSIX or Windows) and file: URLs; PercentEncode, PathSegmentEscape and
// FormValueEscape encode with the standard's percent-encode sets;
// PortOrDefault, PathSegments and AppendPathSegment are the small tools
// net/url users look for. Package httpurl reads the URLs of net/http's
// requests and redirects the standard's way.
//
// Where this package and net/url disagree, this package gives the answer a
// browser gives: "http://a\@evil/" has host "a" and path "/@evil/", hosts go
// through IDNA and IPv4 number parsing ("http://0x7f.1/" is 127.0.0.1), and
// dot segments are resolved while parsing.
//
// It follows the URL Standard as of July 2026 (whatwg/url commit 6ae8486),
// including the 2025–2026 changes: "^" is percent-encoded in paths, a space
// before "?" or "#" in an opaque path becomes "%20", ASCII domains are only
// lowercased (not run through Punycode validation), and the IPv4 parser's
// current rules.
package url

import "strings"

// A URL is a parsed URL record. Its zero value is not a valid URL: obtain
// URLs from Parse. The zero URL's getters return "", its setters with an
// error result (but SetHref) refuse every value, and SetSearch and SetHash
// leave it as it is. A *URL may be shared between goroutines as
// long as none of them modifies it. URLs are not comparable with ==:
// compare them with Equal, or compare their Href.
type URL struct {
	_ [0]func() // not comparable: == would compare where href is, not what it says

	// 32 bytes (see compact.go): href, four of urlLayout's offsets, and
	// what the other three are derived from.
	data       *byte  // href's bytes; keeps them alive
	n          uint32 // len(href)
	hostStart  uint32
	hostEnd    uint32
	queryStart uint32
	fragStart  uint32
	schemeLen  uint8 // schemeEnd, or schemeLenFar
	hostKind   hostKind
	scheme     schemeKind
	bits       uint8 // urlFlags | (pathStart-hostEnd)<<gapShift
}

// urlLayout is where a URL's components are in its href: the form the
// parser and the setters fill, which URL.set packs into a URL and
// URL.layout unpacks.
type urlLayout struct {
	// Offsets into href. The serialization is
	//   scheme ":" ["//" [username [":" password] "@"] host [":" port]] ["/."] path ["?" query] ["#" fragment]
	schemeEnd   uint32 // href[schemeEnd] == ':'
	usernameEnd uint32 // end of the username (== hostStart when there are no credentials)
	hostStart   uint32 // start of the serialized host
	hostEnd     uint32 // end of the serialized host
	pathStart   uint32 // start of the path (after any "/." prefix)
	queryStart  uint32 // index of '?', or fragStart when the query is null
	fragStart   uint32 // index of '#', or len(href) when the fragment is null
	hostKind    hostKind
	scheme      schemeKind
	flags       urlFlags
}

type urlFlags uint8

const (
	flagOpaquePath urlFlags = 1 << iota // the path is a single opaque string
	flagDotPrefix                       // "/." precedes the path (host null, path starts with an empty segment)
)

// hostKind says what a URL's host is.
type hostKind uint8

const (
	hostNull   hostKind = iota // no host
	hostEmpty                  // the empty host
	hostDomain                 // a domain
	hostIPv4                   // an IPv4 address
	hostIPv6                   // an IPv6 address, serialized with brackets
	hostOpaque                 // an opaque host
)

// schemeKind classifies a scheme: the special schemes, and everything else.
type schemeKind uint8

const (
	schemeOther schemeKind = iota
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
	schemeFTP
	schemeFile
)

func (k schemeKind) special() bool { return k != schemeOther }

// defaultPort returns the special scheme's default port, or -1.
func (k schemeKind) defaultPort() int32 {
	switch k {
	case schemeHTTP, schemeWS:
		return 80
	case schemeHTTPS, schemeWSS:
		return 443
	case schemeFTP:
		return 21
	}
	return -1
}

// lookupScheme classifies a lowercase scheme, a string or bytes (which the
// switch compares in place, without a conversion).
func lookupScheme[T string | []byte](s T) schemeKind {
	switch string(s) {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	case "file":
		return schemeFile
	}
	return schemeOther
}

// Parse parses input as a URL, the way the URL Standard's URL parser does,
// against base when one is given. It returns an *Error when the input is not
// a URL; parsing never panics, whatever the input. Input that is not valid
// UTF-8 is read as the standard reads a string with lone surrogates: each
// invalid sequence stands for U+FFFD.
//
// At most one base may be given; a nil base is the same as none. Parse
// panics when given more than one: that is a mistake in the calling code,
// which no input could make right, as net/http panics on such misuse. The
// zero URL as the base is an error.
func Parse(input string, base ...*URL) (*URL, error) {
	var b *URL
	if len(base) > 0 { // no call where there is no base
		var err error
		if b, err = oneBase("Parse", input, base); err != nil {
			return nil, err
		}
	}
	return parse(input, b, nil, nil, true)
}

// CanParse reports whether Parse would succeed with the same arguments. It
// does not allocate. Like Parse, it panics when given more than one base.
func CanParse(input string, base ...*URL) bool {
	var b *URL
	if len(base) > 0 { // no call where there is no base
		var err error
		if b, err = oneBase("CanParse", input, base); err != nil {
			return false
		}
	}
	_, err := parse(input, b, nil, nil, false)
	return err == nil
}

// MustParse is like Parse but panics, with the *Error, when input is not a
// URL (and, as Parse does, when given more than one base). It is meant for
// tests and for package-level variables initialized from constant strings;
// parse anything else with Parse.
func MustParse(input string, base ...*URL) *URL {
	u, err := Parse(input, base...)
	if err != nil {
		panic(err)
	}
	return u
}

// Href returns the URL's serialization.
func (u *URL) Href() string { return u.href() }

// HrefWithoutFragment returns the URL's serialization without its fragment
// (the URL serializer with "exclude fragment" set).
func (u *URL) HrefWithoutFragment() string { return u.href()[:u.fragStart] }

// String returns the URL's serialization, as Href does.
func (u *URL) String() string { return u.href() }

// Protocol returns the scheme followed by ":", such as "https:".
func (u *URL) Protocol() string {
	if u.n == 0 {
		return "" // the zero URL
	}
	return u.href()[:u.schemeEnd()+1]
}

// Scheme returns the scheme, such as "https", without the ":".
func (u *URL) Scheme() string { return u.href()[:u.schemeEnd()] }

// Username returns the username, percent-encoded as in the serialization.
func (u *URL) Username() string {
	username, _ := u.credentials()
	return username
}

// Password returns the password, percent-encoded as in the serialization.
func (u *URL) Password() string {
	_, password := u.credentials()
	return password
}

// credentials returns the username and the password, "" where there is
// none. Both are percent-encoded with the userinfo percent-encode set,
// which holds ":" and "/": the first ":" ends the username, and the
// credentials start after the last "/" before the "@".
func (u *URL) credentials() (username, password string) {
	h, at := u.href(), u.hostStart-1
	if u.noCredentials() || h[at] != '@' {
		return "", ""
	}
	username, password, _ = strings.Cut(h[strings.LastIndexByte(h[:at], '/')+1:at], ":")
	return username, password
}

// authorityEnd returns the end of the host and port.
func (u *URL) authorityEnd() uint32 {
	if u.flags()&flagDotPrefix != 0 {
		return u.hostEnd // the "/." prefix follows a null host
	}
	return u.pathStart()
}

// Host returns the serialized host followed by ":" and the port when the
// port is not null, such as "example.com:8080". IPv6 addresses keep their
// brackets.
func (u *URL) Host() string {
	if u.hostKind == hostNull {
		return ""
	}
	return u.href()[u.hostStart:u.pathStart()] // no "/." prefix follows a host
}

// Hostname returns the serialized host, such as "example.com" or "[::1]".
// Unlike net/url's Hostname, it keeps the brackets of an IPv6 address, as
// the URL Standard's hostname getter does.
func (u *URL) Hostname() string { return u.href()[u.hostStart:u.hostEnd] }

// Port returns the port as a decimal string, or "" when the port is null
// (also when it is the scheme's default port, which the parser drops).
func (u *URL) Port() string {
	if !u.hasPort() {
		return ""
	}
	return u.href()[u.hostEnd+1 : u.pathStart()]
}

// hasPort reports whether the port is not null: ":" and the port follow
// the host in the serialization, and are all that comes between the host
// and the path when the host is not null.
func (u *URL) hasPort() bool {
	return u.hostKind != hostNull && u.hostEnd < u.pathStart()
}

// portNumber returns the port, or -1 when it is null. The URL keeps no
// copy of it: the serialization holds it in decimal, with no leading zero.
func (u *URL) portNumber() int32 {
	if !u.hasPort() {
		return -1
	}
	port, _, _ := scanPort(u.href()[:u.authorityEnd()], int(u.hostEnd)+1)
	return int32(port)
}

// Pathname returns the path as the URL Standard serializes it: "/a/b" for a
// list of segments, or the opaque path itself, such as "user@example.com" in
// "mailto:user@example.com".
func (u *URL) Pathname() string { return u.href()[u.pathStart():u.queryStart] }

// Search returns "?" followed by the query, or "" when the query is null or
// empty.
func (u *URL) Search() string {
	if u.fragStart-u.queryStart <= 1 {
		return ""
	}
	return u.href()[u.queryStart:u.fragStart]
}

// Hash returns "#" followed by the fragment, or "" when the fragment is null
// or empty.
func (u *URL) Hash() string {
	if len(u.href())-int(u.fragStart) <= 1 {
		return ""
	}
	return u.href()[u.fragStart:]
}

// HasOpaquePath reports whether the URL's path is opaque, as in
// "mailto:user@example.com", rather than a list of segments.
func (u *URL) HasOpaquePath() bool { return u.flags()&flagOpaquePath != 0 }

// IsSpecial reports whether the URL's scheme is one of the URL Standard's
// special schemes: ftp, file, http, https, ws and wss.
func (u *URL) IsSpecial() bool { return u.scheme.special() }
