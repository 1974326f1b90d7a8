package url

import (
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A HostKind says what a host is: the URL Standard's kinds of host, and
// HostNone for a URL that has no host.
type HostKind uint8

// The kinds of host. They are in the order of the parser's own record of
// a URL's host (hostKind), so that converting between the two is free.
const (
	HostNone   HostKind = iota // the URL has no host (its host is null)
	HostEmpty                  // the empty host, as in "file:///x"
	HostDomain                 // a domain, such as "example.com"
	HostIPv4                   // an IPv4 address
	HostIPv6                   // an IPv6 address
	HostOpaque                 // an opaque host, the host of a URL that is not special
)

var hostKindNames = [...]string{
	HostNone:   "none",
	HostEmpty:  "empty",
	HostDomain: "domain",
	HostIPv4:   "ipv4",
	HostIPv6:   "ipv6",
	HostOpaque: "opaque",
}

// String returns the kind's name: "none", "empty", "domain", "ipv4",
// "ipv6" or "opaque".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// A Host is a host as a value: its kind and its serialization, as the URL
// Standard's host serializer writes it (an IPv6 address in brackets). Hosts
// come from (*URL).HostValue, (Origin).HostValue, ParseHost,
// ParseOpaqueHost and ParseHostHeader. A Host is small and comparable: two
// hosts are == exactly when the URL Standard says they are equal. The zero
// Host is a URL's absent host: its kind is HostNone and its serialization
// is empty.
type Host struct {
	s    string
	kind HostKind
}

// HostValue returns the URL's host as a value, without parsing anything
// again: the parser recorded the host's kind, and its serialization is a
// part of the URL's. A URL without a host gives the zero Host.
func (u *URL) HostValue() Host {
	return Host{s: u.href()[u.hostStart:u.hostEnd], kind: HostKind(u.hostKind)}
}

// Kind returns the kind of host.
func (h Host) Kind() HostKind { return h.kind }

// String returns the host's serialization, as (*URL).Hostname returns it:
// "example.com", "127.0.0.1", "[::1]". It is empty for HostNone and
// HostEmpty.
func (h Host) String() string { return h.s }

// IsIP reports whether the host is an IPv4 or an IPv6 address.
func (h Host) IsIP() bool { return h.kind == HostIPv4 || h.kind == HostIPv6 }

// Addr returns the address of an IPv4 or IPv6 host, and the zero
// netip.Addr (which is not valid) for every other kind. An IPv4 address is
// a 4-byte Addr, whatever form the URL gave it in ("0x7f.1" is 127.0.0.1);
// an IPv6 address is a 16-byte one, also when it is an IPv4-mapped address
// such as [::ffff:127.0.0.1], which is why a check of address ranges should
// look at Addr().Unmap(). Addr does not allocate.
func (h Host) Addr() netip.Addr {
	if !h.IsIP() {
		return netip.Addr{}
	}
	// The serialization is the one the parser wrote, in the standard's
	// canonical form, which netip reads without allocating once an IPv6
	// address's brackets are trimmed; on failure ParseAddr returns the
	// zero Addr.
	a, _ := netip.ParseAddr(strings.Trim(h.s, "[]"))
	return a
}

// Unicode returns the host as it should be shown to a person. For a
// domain, that is the URL Standard's "domain to Unicode": UTS #46 ToUnicode
// with CheckHyphens false, CheckBidi true, CheckJoiners true,
// UseSTD3ASCIIRules false, Transitional_Processing false and
// IgnoreInvalidPunycode false, which turns Punycode labels back into
// Unicode ("xn--bcher-kva.example" is "bücher.example"); when ToUnicode
// records an error, the domain is returned as it is ("xn--8i7caa" stays
// so). Other kinds of host have nothing to convert, and Unicode returns
// their serialization.
//
// The display form is for people only: compare and look up hosts by their
// serialization. Browsers may also show a domain with confusable characters
// in its Punycode form; Unicode does not make that choice.
//
// A domain longer than 4096 bytes is returned as it is: decoding Punycode
// takes time that grows with the square of a label's length, and the
// parser applies the same limit to IDNA (see the README's Limits).
func (h Host) Unicode() string {
	if h.kind != HostDomain {
		return h.s
	}
	return domainToUnicode(h.s)
}

// domainToUnicode implements the URL Standard's "domain to Unicode" on a
// domain the host parser returned (ASCII and lowercase).
func domainToUnicode(domain string) string {
	if len(domain) > maxIDNADomain || !hasACELabel(domain) {
		// Without an "xn--" label, ToUnicode maps an ASCII lowercase
		// domain to itself and records no error: nothing is RTL, no label
		// has joiners, and CheckHyphens, UseSTD3ASCIIRules and the DNS
		// lengths are not checked.
		return domain
	}
	if r, ok := toUnicode(domain); ok {
		return r
	}
	return domain
}

// hasACELabel reports whether a label of domain starts with "xn--", in any
// case.
func hasACELabel(domain string) bool {
	for l := range strings.SplitSeq(domain, ".") {
		if len(l) >= 4 && lower(l[0]) == 'x' && lower(l[1]) == 'n' && l[2] == '-' && l[3] == '-' {
			return true
		}
	}
	return false
}

// ParseHost parses input as the URL Standard's host parser does for a
// special URL (http, https, ws, wss, ftp, file): a bracketed IPv6 address,
// or a domain, which is percent-decoded, mapped and Punycode-encoded by
// IDNA, and read as an IPv4 address when it ends in a number. It is the
// parser the URL parser runs on the host of "http://" + input + "/", without
// that parser's removal of tabs and newlines and without a port: ParseHost
// fails on "example.com:80" (see ParseHostHeader) and on "".
//
// A failure is an *Error naming the validation error and the byte offset
// in input. Input that is not valid UTF-8 is read with each invalid
// sequence as U+FFFD, as Parse reads it.
func ParseHost(input string) (Host, error) { return parseHostString(input, false) }

// ParseOpaqueHost parses input as the URL Standard's host parser does for
// a URL that is not special (isOpaque true): a bracketed IPv6 address, or
// an opaque host, percent-encoded with the C0 control percent-encode set
// and never mapped or read as IPv4. The empty string is the empty host.
// Failures are reported as ParseHost reports them.
func ParseOpaqueHost(input string) (Host, error) { return parseHostString(input, true) }

func parseHostString(input string, opaque bool) (Host, error) {
	if uint64(len(input)) > maxHref {
		return Host{}, &Error{Input: input, Code: InvalidURLUnit, Detail: "the input is longer than 4 GiB"}
	}
	in := scalarValues(input)
	var p parser
	p.reset()
	p.hostStart = 0
	if !p.parseHost(in, 0, opaque) {
		return Host{}, &Error{Input: input, Code: p.errCode, Offset: scalarOffset(input, in, p.errAt), Detail: p.errDetail}
	}
	return Host{s: string(p.buf), kind: HostKind(p.hostKind)}, nil
}

// scalarOffset maps an offset in in, which is input with each invalid
// UTF-8 sequence replaced by U+FFFD, to the offset in input.
func scalarOffset(input, in string, at int) int {
	if len(in) == len(input) && in == input {
		return at
	}
	i, j := 0, 0 // offsets in input and in
	for i < len(input) && j < at {
		r, size := utf8.DecodeRuneInString(input[i:])
		if r == utf8.RuneError && size <= 1 {
			i += invalidPrefixLen(input[i:])
			j += len("\uFFFD")
			continue
		}
		i += size
		j += size
	}
	return i
}

// ParseHostHeader parses the value of an HTTP Host header, host[:port], as
// a server receives it and as the URL parser would read the authority of
// "http://" + value + "/": the host with ParseHost, and the port, if any,
// as the port state does, as decimal digits of a number up to 65535
// (leading zeros allowed). port is -1 when value has no port or an empty
// one ("example.com:"). No default port is removed, because the scheme is
// not known here.
//
// Unlike the URL parser, ParseHostHeader fails where a URL would read the
// value differently: credentials ("user@host"), a path, query or fragment
// and a backslash are code points the host parser rejects, and an empty
// host is host-missing. The *Error names the validation error and its
// offset in value.
func ParseHostHeader(value string) (h Host, port int, err error) {
	// The host ends at the first ':' outside brackets, as in the host
	// state.
	end, inBrackets := len(value), false
	for k := 0; k < len(value) && end == len(value); k++ {
		switch c := value[k]; {
		case c == '[' || c == ']':
			inBrackets = c == '['
		case c == ':' && !inBrackets:
			end = k
		}
	}
	if end == 0 {
		return Host{}, -1, &Error{Input: value, Code: HostMissing, Offset: 0, Detail: "the host is empty"}
	}
	h, err = ParseHost(value[:end])
	if err != nil {
		err.(*Error).Input = value // ParseHost's errors are *Error
		return Host{}, -1, err
	}
	port = -1
	if end < len(value) {
		n, digits, k := scanPort(value, end+1)
		if k < len(value) {
			r, _ := utf8.DecodeRuneInString(value[k:])
			return Host{}, -1, &Error{Input: value, Code: PortInvalid, Offset: k, Detail: strconv.QuoteRune(r) + " is not a digit"}
		}
		if n > maxPort {
			return Host{}, -1, &Error{Input: value, Code: PortOutOfRange, Offset: end + 1, Detail: "the port is above 65535"}
		}
		if digits > 0 {
			port = n
		}
	}
	return h, port, nil
}
