package url

import "strings"

// parseCanonical is the route for input that is already a URL's
// serialization: an absolute URL written exactly as the URL serializer
// would write it, for which the basic URL parser, with or without a base,
// returns the input unchanged. One scan checks that and records the
// offsets; the URL then keeps the input as its href, and allocates only
// itself. It returns the URL (nil when want is false) and true, or false
// when the input is not canonical.
//
// For a special scheme it takes an absolute URL with no credentials and a
// domain host (or a file URL's empty host); other schemes are
// canonicalOther's. One difference from the serialization is taken too,
// the commonest one: a special URL with no path at all
// ("https://example.com", "https://example.com?q"), which the serializer
// writes with the path "/"; the URL's href then has it inserted.
//
// Where it declines a special URL whose scheme and authority are canonical,
// c says up to where the input is canonical: the one-pass route then
// writes only the rest. Where it takes an input with want false, c.prefix
// holds the input's offsets.
func parseCanonical(s string, c *canonicalResult, want bool) (*URL, bool) {
	// Scheme: lowercase only, and special. "https://" and "http://", the
	// commonest, are told apart from one 8-byte word, without a loop whose
	// end, after four letters or five, is hard to predict.
	w := firstWord(s)
	var https, http uint8 // 0 or 1, set without branching
	if w == httpsWord {
		https = 1
	}
	if w&0xFFFFFFFFFFFFFF == httpWord {
		http = 1
	}
	i, kind := 4+int(https), schemeHTTP+schemeKind(https)
	if https|http == 0 {
		i = 0
		for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
			i++
		}
		if i == len(s) || s[i] != ':' {
			if i > 0 && (i == len(s) || s[i]-'A' >= 26) {
				// Lowercase letters, then no more of a special scheme.
				return canonicalOtherURL(s, &c.prefix, want)
			}
			return nil, false
		}
		kind = lookupScheme(s[:i])
		if kind == schemeOther {
			return canonicalOtherURL(s, &c.prefix, want)
		}
		if len(s) < i+3 || s[i+1] != '/' || s[i+2] != '/' {
			return nil, false
		}
	}
	schemeEnd := i
	hostStart := i + 3

	// Host: an ASCII domain that lowercasing does not change, which does
	// not end in a number, or an IPv4 address as the serializer writes it.
	// (The loop runs over rest, from 0, which spares it a bounds check.)
	rest := s[hostStart:]
	n := 0
	for n < len(rest) && classes[rest[n]]&classCanonicalHost != 0 {
		n++
	}
	host := rest[:n]
	hostEnd := hostStart + n
	j := hostEnd
	hostKind := hostDomain
	switch {
	case host == "":
		if kind != schemeFile {
			return nil, false
		}
		hostKind = hostEmpty
	case kind == schemeFile && host == "localhost":
		return nil, false
	case mayEndInANumber(host) && endsInANumber(host):
		// An IPv4 address: canonical only in dotted decimal.
		if !canonicalIPv4(host) {
			return nil, false
		}
		hostKind = hostIPv4
	}

	// Port: digits without a leading zero, in range, not the default.
	if j < len(s) && s[j] == ':' {
		if kind == schemeFile {
			return nil, false
		}
		start := j + 1
		v, n, end := scanPort(s, start)
		if n == 0 || (s[start] == '0' && n > 1) || v > maxPort || int32(v) == kind.defaultPort() {
			return nil, false
		}
		j = end
	}

	// Path: no byte of it in the path percent-encode set, no backslash, no
	// dot segment, and no "C|" drive letter, which the file scheme's quirk
	// rewrites. A special URL's path always starts with "/"; without a path
	// at all the serializer writes "/", at slash.
	slash := -1
	// The offsets so far, in memory: kept in registers across the loops
	// below, they would crowd the loops' own values.
	var l urlLayout
	l.setNoCredentials(schemeEnd, hostStart, hostEnd, j, 0, 0, hostKind, kind, 0)
	switch {
	case j == len(s) || s[j] == '?' || s[j] == '#':
		slash = j
	case s[j] != '/' && s[j] != '\\':
		// After a port's digits: more of them, or a byte that is not one.
		return nil, false
	case kind == schemeFile && driveLetterAt(s, j+1):
		return nil, false
	case s[j] == '\\':
		// The path start state reads it as "/": the path is to write
		// from its first segment on.
		c.stopAt(s, &l, j, j)
		return nil, false
	default:
		for j = canonicalRun(s, j+1, cpSlash); j < len(s); j = canonicalRun(s, j+1, cpDotPct) {
			if canonicalPath[s[j]]&cpStop != 0 {
				if b := s[j]; b != '?' && b != '#' {
					// A byte to percent-encode, or a backslash: the
					// segment it is in needs writing.
					c.stopAt(s, &l, strings.LastIndexByte(s[:j], '/'), int(l.pathStart))
					return nil, false
				}
				break
			}
			if dotSegmentAt(s, j, true) {
				c.stopAt(s, &l, j-1, int(l.pathStart))
				return nil, false
			}
		}
	}
	queryStart, fragStart := j, len(s)
	if j < len(s) && s[j] == '?' {
		// "#", which ends the query, is in the special-query
		// percent-encode set too: one test a byte.
		for j++; j < len(s) && encodeSets[s[j]]&setSpecialQuery == 0; j++ {
		}
		if j < len(s) && s[j] != '#' {
			if slash < 0 {
				// (Where the path "/" is missing too, the one-pass
				// route writes it all.)
				c.stopAt(s, &l, queryStart, queryStart)
			}
			return nil, false
		}
	}
	if j < len(s) {
		// s[j] == '#'
		fragStart = j
		for k := j + 1; k < len(s); k++ {
			if encodeSets[s[k]]&setFragment != 0 {
				if slash < 0 {
					c.stopAt(s, &l, fragStart, queryStart)
				}
				return nil, false
			}
		}
	}
	if slash >= 0 {
		// Offsets in the serialization, one byte longer from slash on.
		queryStart++
		fragStart++
	}
	if uint64(len(s))+1 > maxHref {
		return nil, false
	}
	l.queryStart, l.fragStart = uint32(queryStart), uint32(fragStart)
	if !want {
		c.prefix = l // for canonicalAndValid
		return nil, true
	}
	if slash < 0 {
		r := new(URL)
		r.set(s, &l)
		return r, true
	}
	// The input lacks only the path "/".
	r, dst := allocURL(len(s) + 1)
	copy(dst, s[:slash])
	dst[slash] = '/'
	copy(dst[slash+1:], s[slash:])
	r.setBytes(dst, &l)
	return r, true
}

// canonicalOtherURL is parseCanonical for a URL whose scheme is not
// special (see canonicalOther), with u for its offsets.
func canonicalOtherURL(s string, u *urlLayout, want bool) (*URL, bool) {
	if !canonicalOther(u, s) {
		return nil, false
	}
	if !want {
		return nil, true
	}
	r := new(URL)
	r.set(s, u)
	return r, true
}

// A canonicalResult is what the canonical route found in an input it
// declined.
type canonicalResult struct {
	// upTo, when not 0, is where an absolute special URL stops being
	// canonical: the "/" that starts a path segment (or a "\\" that
	// starts the path), or the "?" or "#" that starts the query or
	// fragment. The input is canonical before it, as prefix says: its
	// scheme, host and port, where its path starts and, where upTo is at
	// a "#", its query (queryStart is upTo when there is none).
	upTo   int
	prefix urlLayout
}

// stopAt records in c that s is canonical up to at (see canonicalResult),
// with l's offsets before it and queryStart, unless s is too long for a
// URL.
func (c *canonicalResult) stopAt(s string, l *urlLayout, at, queryStart int) {
	if uint64(len(s)) > maxHref {
		return
	}
	c.prefix = *l
	c.prefix.queryStart, c.prefix.fragStart = uint32(queryStart), uint32(at)
	c.upTo = at
}

// authorityEnds reports whether a special URL's authority ends at s[j].
func authorityEnds(s string, j int) bool {
	return j == len(s) || s[j] == '/' || s[j] == '?' || s[j] == '#' || s[j] == '\\'
}

// Bits of canonicalPath, for parseCanonical's path loop.
const (
	cpStop   = 1 << iota // a byte that ends a canonical path or makes it not canonical
	cpDotPct             // "." or "%", which may start a dot segment
	cpSlash              // "/": cpSlash>>1 == cpDotPct
)

// canonicalPath classifies the bytes of a special URL's path for
// parseCanonical: cpStop for the bytes of classPathStop other than "/"
// (the path percent-encode set, which holds "?" and "#", and "\\").
var canonicalPath = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c == '/':
			t[c] = cpSlash
		case c == '.' || c == '%':
			t[c] = cpDotPct
		case classes[c]&classPathStop != 0:
			t[c] = cpStop
		}
	}
	return t
}()

// canonicalRun returns the index of the first byte of s from j on that
// ends a path or may need a change there: a byte with cpStop, or "." or
// "%" at the start of a segment, where a dot segment may start; or len(s).
// prev is the bits of s[j-1] (cpSlash when j starts a segment). It does
// not stop at "/", which a loop per segment would leave its inner loop
// at, a branch that is hard to predict, once a segment.
func canonicalRun(s string, j int, prev uint8) int {
	// j is never negative: the unsigned test spares the loop a bounds
	// check where the caller cannot show that.
	for ; uint(j) < uint(len(s)); j++ {
		k := canonicalPath[s[j]]
		if k&(cpStop|prev>>1) != 0 {
			break
		}
		prev = k
	}
	return j
}

// dotSegmentAt reports whether the path segment of s that starts at j is
// a dot segment; a backslash ends it in a special URL (special), and not
// in another.
func dotSegmentAt(s string, j int, special bool) bool {
	e := j + 1
	for e < len(s) && e-j <= 6 && (canonicalPath[s[e]]&(cpStop|cpSlash) == 0 || !special && s[e] == '\\') {
		e++
	}
	return isSingleDot(s[j:e]) || isDoubleDot(s[j:e])
}

// driveLetterAt reports whether the path segment of s that starts at j is
// a Windows drive letter with "|" ("C|"), which a file URL's path rewrites.
func driveLetterAt(s string, j int) bool {
	return j+1 < len(s) && s[j+1] == '|' && is(s[j], classAlpha) &&
		(j+2 == len(s) || classes[s[j+2]]&classPathStop != 0)
}

// httpsWord and httpWord are "https://" and "http://" read as
// little-endian words (httpWord in the low seven bytes).
const (
	httpsWord = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | 's'<<32 | ':'<<40 | '/'<<48 | '/'<<56
	httpWord  = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | ':'<<32 | '/'<<40 | '/'<<48
)

// firstWord returns the first eight bytes of s as a little-endian word,
// or 0 when s is shorter.
func firstWord(s string) uint64 {
	if len(s) < 8 {
		return 0
	}
	return load64(s, 0)
}

// setNoCredentials sets l to the offsets of a URL without credentials (the
// username ends where the host starts), as the fast paths find them. It
// stores field by field: a composite literal assigned through a pointer is
// built in a temporary and copied with wide loads that the narrow stores
// before them cannot forward to (as in URL.set).
func (l *urlLayout) setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart int, hostKind hostKind, scheme schemeKind, flags urlFlags) {
	l.schemeEnd = uint32(schemeEnd)
	l.usernameEnd = uint32(hostStart)
	l.hostStart = uint32(hostStart)
	l.hostEnd = uint32(hostEnd)
	l.pathStart = uint32(pathStart)
	l.queryStart = uint32(queryStart)
	l.fragStart = uint32(fragStart)
	l.hostKind = hostKind
	l.scheme = scheme
	l.flags = flags
}

// canonicalIPv4 reports whether host, which ends in a number, is an IPv4
// address as the host serializer writes it: four decimal numbers from 0 to
// 255 without leading zeros, joined by dots.
func canonicalIPv4(host string) bool {
	parts := 0
	for i := 0; i < len(host); {
		v, n := 0, 0
		for i+n < len(host) && is(host[i+n], classDigit) {
			v = v*10 + int(host[i+n]-'0')
			n++
			if n > 3 {
				return false
			}
		}
		if n == 0 || v > 255 || (n > 1 && host[i] == '0') {
			return false
		}
		parts++
		i += n
		if i < len(host) {
			if host[i] != '.' || i+1 == len(host) {
				return false
			}
			i++
		}
	}
	return parts == 4
}

// mayEndInANumber is a quick test for an ASCII domain: false when its last
// label (before a trailing dot) cannot be a number, because its last byte
// is neither a hex digit nor the "x" (or "X") of "0x". Most domains end in
// a letter past "f", so most need no call of endsInANumber.
func mayEndInANumber[T string | []byte](host T) bool {
	n := len(host)
	if n > 1 && host[n-1] == '.' {
		n--
	}
	if n == 0 {
		return false
	}
	c := host[n-1]
	return is(c, classHex) || c|0x20 == 'x'
}

// maxLen is the longest serialization whose offsets fit a URL's uint32
// fields.
const maxLen = 1<<32 - 1

// maxHref is the longest input, and the longest serialization, a URL may
// have: maxLen, which tests lower. Parsing fails, and setters leave the URL
// unchanged, beyond it. The serialization is checked as well as the input
// because percent-encoding makes it up to nine times as long ("\xff"
// becomes "%EF%BF%BD").
var maxHref uint64 = maxLen

// canonicalOther fills u from s and reports true when s is a canonical URL
// whose scheme is lowercase ASCII letters, digits, "+", "-" and "." (a
// letter first) and not special, in one of three forms, the serialization
// of the URL the basic URL parser makes of them; it reports false, with u
// unchanged, for everything else:
//
//   - an opaque path: "mailto:a@b.c", "data:text/plain,hi", "urn:isbn:1";
//   - a path without a host: "sc:/a/b";
//   - "//", an opaque host, an optional port and a path: "sc://h:1/a".
//
// Each may have a query and a fragment. It declines on a byte that the
// parser would percent-encode or remove, a space (the parser has rules for
// spaces in an opaque path), a dot segment, an empty port, a port with a
// leading zero or out of range, and an empty host followed by a port.
func canonicalOther(u *urlLayout, s string) bool {
	if len(s) == 0 || s[0]-'a' >= 26 {
		return false
	}
	j := 1
	for j < len(s) && (s[j]-'a' < 26 || s[j]-'0' < 10 || s[j] == '+' || s[j] == '-' || s[j] == '.') {
		j++
	}
	if j == len(s) || s[j] != ':' || lookupScheme(s[:j]) != schemeOther {
		return false
	}
	schemeEnd := j
	j++
	hostStart, hostEnd, pathStart := j, j, j
	kind := hostNull
	var flags urlFlags
	switch {
	case j+1 < len(s) && s[j] == '/' && s[j+1] == '/':
		// Opaque host: bytes from 0x21 to 0x7E but forbidden host code
		// points, kept as they are (not lowercased); '%' is kept too.
		hostStart = j + 2
		j = hostStart
		for j < len(s) && s[j]-0x21 < 0x7E-0x21+1 && classes[s[j]]&classForbiddenHost == 0 {
			j++
		}
		hostEnd = j
		kind = hostOpaque
		if hostEnd == hostStart {
			kind = hostEmpty
		}
		if j < len(s) && s[j] == ':' {
			start := j + 1
			v, n, end := scanPort(s, start)
			if kind == hostEmpty || n == 0 || (s[start] == '0' && n > 1) || v > maxPort {
				return false
			}
			j = end
		}
		pathStart = j
		if j < len(s) && s[j] == '/' {
			j = canonicalOtherPath(s, j)
		}
	case j < len(s) && s[j] == '/':
		// A path without a host; its first segment is not empty (that
		// would be "//" above).
		j = canonicalOtherPath(s, j)
	default:
		// Opaque path: bytes from 0x21 to 0x7E, '%' included, kept as
		// they are.
		flags = flagOpaquePath
		j = opaquePathRun(s, j)
	}
	if j < 0 {
		return false
	}
	// "#" is in the query percent-encode set (as in parseCanonical).
	queryStart, fragStart := j, len(s)
	if j < len(s) && s[j] == '?' {
		for j++; j < len(s) && encodeSets[s[j]]&setQuery == 0; j++ {
		}
	}
	if j < len(s) {
		if s[j] != '#' {
			return false
		}
		for fragStart, j = j, j+1; j < len(s) && encodeSets[s[j]]&setFragment == 0; j++ {
		}
	}
	if j < len(s) || uint64(len(s)) > maxHref {
		return false
	}
	u.setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart, kind, schemeOther, flags)
	return true
}

// canonicalOtherPath checks the path of a URL with a non-special scheme
// that starts at s[j] == '/' and returns the offset where it ends (at "?",
// "#" or the end of s), or -1 when a segment is a dot segment or has a
// byte in the path percent-encode set.
func canonicalOtherPath(s string, j int) int {
	for j = canonicalRun(s, j+1, cpSlash); j < len(s); j = canonicalRun(s, j+1, cpDotPct) {
		switch c := s[j]; {
		case c == '?' || c == '#':
			return j
		case c == '\\':
			// No separator here, and kept.
		case canonicalPath[c]&cpStop != 0 || dotSegmentAt(s, j, false):
			return -1
		}
	}
	return j
}
