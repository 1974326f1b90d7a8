package url

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"
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

	// pathOnly, where ok is not: the input differs from its URL up to its
	// path only in ways that parseFixed writes, one of which is in the
	// authority (where r.st stays), and after it where the general parser
	// must take over: in state st at offset at, having written the input
	// from pathStart to n after the authority (parseFixedPath). hostEnd
	// and hostKind are then set, and queryStart and fragStart for
	// stFragment.
	pathOnly bool
	st       state
	at, n    int
}

// resumeAfter records, for parseFixedPath, that the general parser takes
// over in state st at offset at, having written the input from pathStart
// to n after the authority; or at the path's start where the path has a
// backslash before at, which makes its bytes differ from the input's.
//
// Not inlined: its six call sites in scanCanonical are off the common
// paths, and inlined there it cost scanCanonical 4% more instructions on
// the idna data, none of whose inputs reach them (callgrind).
//
//go:noinline
func (f *fixup) resumeAfter(st state, pathStart, at, n int) {
	if f.backslash {
		st, at, n = stPathStart, pathStart, pathStart
	}
	f.pathOnly, f.st, f.pathStart, f.at, f.n = true, st, pathStart, at, n
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
	if r.idnHost != "" {
		host = r.idnHost // parseIDNHost's
	} else if f.hostParse {
		// Zeroed only here. host may point into it after the block: it
		// stays in the frame, address-taken.
		var hb [maxFixHost]byte
		var ok bool
		if host, hostKind, ok = fixHost(&hb, host, f.hostBits, r.ipv4); !ok {
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
	// The URL is written in four parts: the scheme and "://", the host,
	// the port, and the rest of s. A copy of a few bytes, of a length
	// that varies from input to input, costs a mispredicted branch in
	// memmove more often than not: the scheme (at most five letters) is
	// written with s's first word, whose bytes after it the next parts
	// overwrite, and the path, query and fragment with one copy.
	if len(dst) >= 8 && len(s) >= 8 {
		binary.LittleEndian.PutUint64(dst, firstWord(s))
	} else {
		copy(dst, s[:schemeEnd])
	}
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
	if f.portEnd > f.hostEnd {
		w += copy(dst[w:], s[f.hostEnd:f.portEnd])
	}
	pathStart := w
	if f.slash {
		dst[w] = '/'
		w++
	}
	path := s[f.pathStart:f.queryStart]
	copy(dst[w:], s[f.pathStart:])
	if f.backslash {
		for k := strings.IndexByte(path, '\\'); k >= 0; k = strings.IndexByte(path, '\\') {
			dst[w+k] = '/'
			w, path = w+k+1, path[k+1:]
		}
	}
	w += len(path)
	queryStart := w
	var l urlLayout
	l.setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, queryStart+f.fragStart-f.queryStart, hostKind, r.scheme, 0)
	u.set(unsafe.String(unsafe.SliceData(dst), len(dst)), &l)
	return u, true
}

// parseFixedPath is parse for an input s (input from lead on, trimmed)
// for which scanCanonical found r.fix.pathOnly: it writes the scheme and
// the authority as parseFixed does, and the general parser resumes after
// them, where the scan stopped. It reports false, having done nothing,
// where parseFixed would not take the authority (a base of s's scheme when
// r.fix.relativeWithBase, or a host that fixHost declines); the general
// parser then resumes at r.
func parseFixedPath(input string, lead int, r *resumePoint, base *URL, enc *legacyEncoding, want bool) (*URL, error, bool) {
	f := &r.fix
	if f.relativeWithBase && base != nil && base.scheme == r.scheme {
		return nil, nil, false
	}
	s := input[lead:]
	// The scheme (of at most five letters), "://", the host and the port,
	// in one array: the host at 8, where fixHost writes it.
	var b [8 + maxFixHost + len(":65535")]byte
	host, hostKind := s[f.hostStart:f.hostEnd], f.hostKind
	if r.idnHost != "" {
		// parseIDNHost's host, into the array where it fits, as below.
		host = r.idnHost
		if len(host) <= maxFixHost {
			copy(b[8:], host)
		}
	} else if f.hostParse {
		var ok bool
		if host, hostKind, ok = fixHost((*[maxFixHost]byte)(b[8:]), host, f.hostBits, r.ipv4); !ok {
			return nil, nil, false
		}
	} else if len(host) <= maxFixHost {
		for k := 0; k < len(host); k++ {
			b[8+k] = lowerTable[host[k]]
		}
	}
	if len(host) > maxFixHost {
		// Longer than the array, or IDNA made it so (fixIDNHost).
		return nil, nil, false
	}
	schemeEnd := r.schemeEnd
	start := 8 - len("://") - schemeEnd
	for k := 0; k < schemeEnd; k++ {
		b[start+k] = lowerTable[s[k]]
	}
	b[5], b[6], b[7] = ':', '/', '/'
	w := 8 + len(host)
	// Set field by field: the compiler builds a composite literal of a
	// struct this large in a temporary and then copies all of it over.
	var from resumePoint
	from.st, from.hostKind, from.scheme, from.port = f.st, hostKind, r.scheme, -1
	from.at, from.n, from.inPath = f.at, f.n, f.pathStart
	from.schemeEnd, from.hostStart, from.hostEnd = schemeEnd, schemeEnd+3, schemeEnd+3+len(host)
	from.queryStart, from.fragStart = -1, -1
	if port := s[f.hostEnd:f.portEnd]; port != "" {
		// ":" and the digits of a port that is not the default.
		from.port = int32(parsePortDigits(port[1:]))
		w += copy(b[w:], port)
	}
	from.prefix = unsafe.String(&b[start], w-start)
	from.pathStart = len(from.prefix)
	if f.st == stFragment && f.queryStart < f.fragStart {
		from.queryStart = from.pathStart + f.queryStart - f.pathStart
	}
	if takesTail(&from, enc) {
		if u, ok := parseTail(s, &from, want); ok {
			return u, nil, true
		}
	}
	u, err := parseFrom(input, base, enc, nil, want, &from)
	return u, err, true
}

// maxFixHost is the longest host fixHost parses, in bytes of the input.
const maxFixHost = 255

// fixHost runs the host parser on h, a special URL's host of ASCII domain
// bytes, upper-case letters, "%" and bytes that are not ASCII, the bits of
// scanHostBytes of which are bits, when it needs no more than
// percent-decoding to ASCII bytes allowed in a domain, lowercasing, and
// the IPv4 parser where it ends in a number and ipv4Quick takes it; or,
// for a host with bytes that are not ASCII (as they are or
// percent-encoded), no more than percent-decoding (fixDecodedHost) and
// what fixIDNHost does. ipv4, when not 0, is the address that h stands
// for, with 1<<32 set, which parseFlagged has found with ipv4Quick. It
// returns the serialized host, in b, and its kind; or false, for the full
// host parser to tell what it makes of h.
func fixHost(b *[maxFixHost]byte, h string, bits hostByte, ipv4 uint64) (string, hostKind, bool) {
	if len(h) > len(b) {
		return "", 0, false
	}
	if bits&hbBracket != 0 {
		return fixIPv6Host(b, h)
	}
	if bits&hbNonASCII != 0 {
		if bits&hbPercent != 0 {
			return fixDecodedHost(b, h)
		}
		return fixIDNHost(b, h)
	}
	if ipv4 != 0 {
		host := appendIPv4(b[:0], uint32(ipv4))
		return unsafe.String(unsafe.SliceData(host), len(host)), hostIPv4, true
	}
	w := 0
	for k := 0; k < len(h); k++ {
		c := h[k]
		if c == '%' {
			var ok bool
			if c, ok = keptHostEscape(h, k); !ok {
				if c >= utf8.RuneSelf && isPercentEncodedByte(h, k) {
					return fixDecodedHost(b, h)
				}
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
	dst := hiddenBytes(&b[0], len(b))
	host, res, checked := appendQuickToASCIIChecked(dst, h)
	if res != quickTaken || !checked || len(host) == 0 || mayEndInANumber(host) && endsInANumber(host) {
		return "", 0, false
	}
	return unsafe.String(unsafe.SliceData(host), len(host)), hostDomain, true
}

// fixDecodedHost is fixHost for a host with "%" that percent-decodes to
// bytes that are not ASCII, or that has such bytes as they are: the host
// parser's percent-decoding, then what fixIDNHost does, where h is valid
// UTF-8 (as preprocessing leaves it) and its decoding too (which the
// domain parser fails on otherwise).
func fixDecodedHost(b *[maxFixHost]byte, h string) (string, hostKind, bool) {
	if !utf8.ValidString(h) {
		return "", 0, false
	}
	// The decoding is no longer than h, so no longer than the array.
	var d [maxFixHost]byte
	decoded := appendDecoded(hiddenBytes(&d[0], len(d)), h)
	if !utf8.Valid(decoded) {
		return "", 0, false
	}
	return fixIDNHost(b, unsafe.String(unsafe.SliceData(decoded), len(decoded)))
}

// fixIPv6Host is fixHost for h, "[" and "]" around hex digits, ":" and
// "." (scanCanonical's IPv6 host): the IPv6 parser's address, serialized
// in brackets into b; or false where the parser fails, for the general
// parser to say how.
func fixIPv6Host(b *[maxFixHost]byte, h string) (string, hostKind, bool) {
	var p parser
	addr, ok := p.parseIPv6(h[1:len(h)-1], 0)
	if !ok {
		return "", 0, false
	}
	host := append(appendIPv6(append(b[:0], '['), &addr), ']')
	return unsafe.String(unsafe.SliceData(host), len(host)), hostIPv6, true
}

// lowerTable maps each byte to itself lowercased (lower), without a branch
// on whether it is upper-case, which mixed-case input seldom predicts.
var lowerTable = func() (t [256]byte) {
	for b := range t {
		t[b] = lower(byte(b))
	}
	return t
}()
