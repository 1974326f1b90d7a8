package url

import (
	"strings"
	"unsafe"
)

// A fixup says how the URL of an input that scanCanonical scanned differs
// from the input, where it differs only in ways that need no general
// parser: the URL is the input's scheme and ":", lowercased; "//"; the
// host, lowercased (or as fixHost parses it, when hostParse); the port
// unless it is empty or the default; a path of "/" where the input has
// none; the path with backslashes made slashes; and the query and
// fragment as they are. Offsets are the input's.
type fixup struct {
	ok bool
	// relativeWithBase: the input does not start its authority with "//",
	// which makes it relative to a base of its scheme.
	relativeWithBase bool
	hostParse        bool     // the host is for fixHost to parse
	hostBits         hostByte // then the bits of scanHostBytes of its bytes
	upper            bool     // the scheme or host has upper-case letters, or spaces were trimmed
	slash            bool     // the path "/" goes at pathStart
	backslash        bool     // the path has backslashes to make slashes
	hostKind         hostKind
	hostStart        int // after the scheme's slashes
	hostEnd          int
	portEnd          int // the end of the port to keep: hostEnd when there is none
	pathStart        int
	queryStart       int // the "?", or fragStart when there is no query
	fragStart        int // the "#", or len(s) when there is no fragment
}

// parseFixed returns the URL of s that scanCanonical found r.fix for, or
// nil when want is false (CanParse). It reports false where parse must
// not take it: a base of s's scheme when r.fix.relativeWithBase, or an
// input too long for a URL.
func parseFixed(s string, r *resumePoint, base *URL, want bool) (*URL, bool) {
	f := &r.fix
	if f.relativeWithBase && base != nil && base.scheme == r.scheme {
		return nil, false
	}
	host, hostKind := s[f.hostStart:f.hostEnd], f.hostKind
	if f.hostParse {
		// Zeroed only here. host may point into it after the block: it
		// stays in the frame, address-taken.
		var hb [maxFixHost]byte
		var ok bool
		if host, hostKind, ok = fixHost(&hb, host, f.hostBits); !ok {
			return nil, false
		}
	}
	schemeEnd := r.schemeEnd
	n := schemeEnd + 3 + len(host) + (f.portEnd - f.hostEnd) + (len(s) - f.pathStart)
	if f.slash {
		n++
	}
	if uint64(n) > maxHref {
		return nil, false
	}
	if !want {
		return nil, true
	}
	if f.hostParse && !f.upper && n == len(s) && !f.slash && !f.backslash && f.portEnd == f.pathStart &&
		f.hostStart == schemeEnd+3 && s[schemeEnd+1:schemeEnd+3] == "//" && host == s[f.hostStart:f.hostEnd] {
		// The serialization is s (an IPv4 address written as it is
		// serialized): no copy of it.
		var l urlLayout
		l.setNoCredentials(schemeEnd, f.hostStart, f.hostEnd, f.pathStart, f.queryStart, f.fragStart, hostKind, r.scheme, 0)
		u := new(URL)
		u.set(s, &l)
		return u, true
	}
	u, dst := allocURL(n)
	copy(dst, s[:schemeEnd])
	dst[schemeEnd], dst[schemeEnd+1], dst[schemeEnd+2] = ':', '/', '/'
	w := schemeEnd + 3
	hostStart := w
	w += copy(dst[w:], host)
	hostEnd := w
	if f.upper {
		for k := 0; k < hostEnd; k++ {
			dst[k] = lowerTable[dst[k]]
		}
	}
	w += copy(dst[w:], s[f.hostEnd:f.portEnd])
	pathStart := w
	if f.slash {
		dst[w] = '/'
		w++
	}
	path := s[f.pathStart:f.queryStart]
	copy(dst[w:], path)
	if f.backslash {
		for k := strings.IndexByte(path, '\\'); k >= 0; k = strings.IndexByte(path, '\\') {
			dst[w+k] = '/'
			w, path = w+k+1, path[k+1:]
		}
	}
	w += len(path)
	queryStart := w
	copy(dst[w:], s[f.queryStart:])
	var l urlLayout
	l.setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, queryStart+f.fragStart-f.queryStart, hostKind, r.scheme, 0)
	u.set(unsafe.String(unsafe.SliceData(dst), len(dst)), &l)
	return u, true
}

// maxFixHost is the longest host fixHost parses, in bytes of the input.
const maxFixHost = 255

// fixHost runs the host parser on h, a special URL's host of ASCII domain
// bytes, upper-case letters, "%" and bytes that are not ASCII, the bits of
// scanHostBytes of which are bits, when it needs no more than
// percent-decoding to ASCII bytes allowed in a domain, lowercasing, and
// the IPv4 parser where it ends in a number and ipv4Quick takes it; or,
// for a host with bytes that are not ASCII and no "%", no more than what
// fixIDNHost does. It returns the serialized host, in b, and its kind; or
// false, for the full host parser to tell what it makes of h.
func fixHost(b *[maxFixHost]byte, h string, bits hostByte) (string, hostKind, bool) {
	if len(h) > len(b) {
		return "", 0, false
	}
	if bits&hbNonASCII != 0 {
		if bits&hbPercent != 0 {
			return "", 0, false
		}
		return fixIDNHost(b, h)
	}
	w := 0
	for k := 0; k < len(h); k++ {
		c := h[k]
		if c == '%' {
			var ok bool
			if c, ok = keptHostEscape(h, k); !ok {
				return "", 0, false
			}
			k += 2
		}
		b[w] = lowerTable[c]
		w++
	}
	host := b[:w]
	kind := hostDomain
	if mayEndInANumber(host) && endsInANumber(host) {
		v, ok := ipv4Quick(host)
		if !ok {
			return "", 0, false
		}
		host = appendIPv4(b[:0], v)
		kind = hostIPv4
	}
	return unsafe.String(unsafe.SliceData(host), len(host)), kind, true
}

// fixIDNHost is fixHost for a host with bytes that are not ASCII and no
// "%": the domain parser's ToASCII is the quick IDNA path's, when it takes
// the domain and writes no forbidden domain code point, and the domain is
// not empty and does not end in a number (for the IPv4 parser). The host
// is written into b, unless IDNA makes it longer (append then moves it to
// the heap, one allocation more, as in parseFrom's stack buffer).
//
// b is given to IDNA as parseFrom gives its array to the parser,
// out of sight of escape analysis, which would otherwise move the caller's
// array to the heap: sound for the same reason, as parseFixed copies the
// host before it returns.
func fixIDNHost(b *[maxFixHost]byte, h string) (string, hostKind, bool) {
	if mayEndInANumber(h) && endsInANumber(h) {
		// Its last label is ASCII, which IDNA keeps: the domain ends in
		// a number, whatever IDNA makes of the rest.
		return "", 0, false
	}
	dst := hiddenBytes(&b[0], len(b))
	host, res, checked := appendQuickToASCIIChecked(dst, h)
	if res != quickTaken || !checked || len(host) == 0 || mayEndInANumber(host) && endsInANumber(host) {
		return "", 0, false
	}
	return unsafe.String(unsafe.SliceData(host), len(host)), hostDomain, true
}

// lowerTable maps each byte to itself lowercased (lower), without a branch
// on whether it is upper-case, which mixed-case input seldom predicts.
var lowerTable = func() (t [256]byte) {
	for b := range t {
		t[b] = lower(byte(b))
	}
	return t
}()
