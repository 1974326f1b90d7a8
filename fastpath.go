package url

import (
	"encoding/binary"
	"math"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// parseCanonical fills u from input when input is an absolute URL with a
// special scheme, no credentials and a domain host (or a file URL's empty
// host), written exactly as the URL serializer would write it. For such an
// input the basic URL parser, with or without a base, returns input
// unchanged, so a single scan that checks this and records the offsets
// gives the same URL without writing anything.
//
// One difference from the serialization is taken too, the commonest one: a
// special URL with no path at all ("https://example.com",
// "https://example.com?q"), which the serializer writes with the path "/".
// Then slash is the offset in input where "/" goes; u's offsets are those
// of the serialization, and its href is left for the caller to build. slash
// is -1 when input is the serialization, which is then the href.
//
// It reports false when the input needs the general parser; u is then
// unchanged. Then slash is the input offset of the path segment that made
// it decline, everything before which is canonical, so that parseDeclined
// resumes there without scanning the input again. (Not for the query or
// fragment, where few inputs differ: the bookkeeping in their loops would
// cost canonical input more than it saves.) Otherwise, when it declines
// after a lowercase special scheme and "//", slash is a scanStart (below
// declinedAtStart, above declinedNotSpecial) that tells scanCanonical what
// it need not read again, and what parseCanonical found out on the way
// (its flags); it is declinedNotSpecial or declinedNoColon when s does not
// start with a special scheme, nor with one that has upper-case letters
// (but it starts with a lowercase letter), and declinedAtStart otherwise.
// The differential fuzz
// tests check that the paths agree.
func parseCanonical(u *urlLayout, s string) (ok bool, slash int) {
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
				return false, declinedNoColon
			}
			return false, declinedAtStart
		}
		kind = lookupScheme(s[:i])
		if kind == schemeOther && i > 0 {
			return false, declinedNotSpecial
		}
		if kind == schemeOther || len(s) < i+3 || s[i+1] != '/' || s[i+2] != '/' {
			return false, declinedAtStart
		}
	}
	schemeEnd := i
	hostStart := i + 3

	// Host: an ASCII domain that lowercasing does not change, which does
	// not end in a number, or an IPv4 address as the serializer writes it.
	j := hostStart
	for j < len(s) && classes[s[j]]&classCanonicalHost != 0 {
		j++
	}
	hostEnd := j
	host := s[hostStart:hostEnd]
	hostKind := hostDomain
	switch {
	case host == "":
		if kind != schemeFile {
			return false, scanFrom(kind, schemeEnd, hostEnd)
		}
		hostKind = hostEmpty
	case kind == schemeFile && host == "localhost":
		return false, scanFrom(kind, schemeEnd, hostEnd)
	case mayEndInANumber(host) && endsInANumber(host):
		// An IPv4 address: canonical only in dotted decimal.
		if !canonicalIPv4(host) {
			// Where the host ends here, parseFlagged runs the IPv4 parser
			// on it first: it fails more often than not (urltestdata).
			if j == len(s) || s[j] == ':' || authorityEnds(s, j) {
				return false, scanFromFlags(kind, schemeEnd, hostEnd, startNumericHost)
			}
			return false, scanFrom(kind, schemeEnd, hostEnd)
		}
		hostKind = hostIPv4
	}

	// Port: digits without a leading zero, in range, not the default.
	if j < len(s) && s[j] == ':' {
		if kind == schemeFile {
			return false, scanFrom(kind, schemeEnd, hostEnd)
		}
		j++
		start := j
		v := 0
		for j < len(s) && is(s[j], classDigit) && j-start < 5 {
			v = v*10 + int(s[j]-'0')
			j++
		}
		n := j - start
		if n == 0 || (s[start] == '0' && n > 1) || v > 65535 || int32(v) == kind.defaultPort() {
			if (n == 0 || n == 5 || !authorityEnds(s, j)) && portFails(s, start) {
				return false, scanFromFlags(kind, schemeEnd, hostEnd, startPortFails)
			}
			return false, scanFrom(kind, schemeEnd, hostEnd)
		}
	}

	// Path: no byte of it in the path percent-encode set, no backslash, no
	// dot segment, and no "C|" drive letter, which the file scheme's quirk
	// rewrites. A special URL's path always starts with "/"; without a path
	// at all the serializer writes "/".
	slash = -1
	pathStart := j
	switch {
	case j == len(s) || s[j] == '?' || s[j] == '#':
		slash = j
	case s[j] != '/':
		// After a port's digits: more of them, or a byte that is not one.
		if j > hostEnd && portFails(s, hostEnd+1) {
			return false, scanFromFlags(kind, schemeEnd, hostEnd, startPortFails)
		}
		return false, scanFrom(kind, schemeEnd, hostEnd)
	default:
		if kind == schemeFile && driveLetterAt(s, j+1) {
			return false, j + 1
		}
		for j = canonicalRun(s, j+1, cpSlash); j < len(s); j = canonicalRun(s, j+1, cpDotPct) {
			if canonicalPath[s[j]]&cpStop != 0 {
				if c := s[j]; c != '?' && c != '#' {
					// A byte to percent-encode, or a backslash.
					return false, strings.LastIndexByte(s[:j], '/') + 1
				}
				break
			}
			if dotSegmentAt(s, j) {
				return false, j
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
			return false, scanFrom(kind, schemeEnd, hostEnd)
		}
	}
	if j < len(s) {
		// s[j] == '#'
		fragStart = j
		for k := j + 1; k < len(s); k++ {
			if encodeSets[s[k]]&setFragment != 0 {
				return false, scanFrom(kind, schemeEnd, hostEnd)
			}
		}
	}
	if slash >= 0 {
		// Offsets in the serialization, one byte longer from slash on.
		queryStart++
		fragStart++
	}
	if uint64(len(s))+1 > maxHref {
		return false, -1
	}
	u.setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart, hostKind, kind, 0)
	return true, slash
}

// What parseCanonical's slash is when it declines an input other than at
// a path segment and without a scanStart. declinedNotSpecial and
// declinedNoColon are below every scanStart, so that parse tells a
// scanStart without flags, the commonest, with one comparison.
const (
	declinedAtStart = -1
	// declinedNotSpecial: lowercase letters and ":", a scheme that is not
	// special.
	declinedNotSpecial = math.MinInt
	// declinedNoColon: lowercase letters, then neither ":" nor an
	// upper-case letter: no special scheme, and maybe no scheme at all.
	declinedNoColon = declinedNotSpecial + 1
)

// scanFrom returns the scanStart for an input that parseCanonical declines
// after its scheme: a lowercase special scheme of the given kind, which
// ends at schemeEnd, then "//" and a host whose bytes up to hostEnd are
// those of a canonical host (classCanonicalHost).
func scanFrom(kind schemeKind, schemeEnd, hostEnd int) int {
	return scanFromFlags(kind, schemeEnd, hostEnd, 0)
}

// scanFromFlags is scanFrom with flags that tell parse (parseFlagged) what
// parseCanonical found out about the authority: 0, startNumericHost or
// startPortFails.
func scanFromFlags(kind schemeKind, schemeEnd, hostEnd int, flags uint8) int {
	return -(int(flags)<<startFlagShift | hostEnd<<6 | int(kind)<<3 | schemeEnd)
}

// The flags of a scanStart, above the bits of hostEnd (at most maxLen), so
// that a scanStart with flags is at most startFlagged.
const (
	// startNumericHost: the host ends at hostEnd, at ":" or the end of the
	// authority, and it ends in a number but is not an IPv4 address as
	// the serializer writes it. The IPv4 parser decides it.
	startNumericHost = 1 + iota
	// startPortFails: the port state fails on the port after hostEnd
	// (portFails).
	startPortFails

	startFlagShift = 48
	startFlagged   = -(1 << startFlagShift)
)

// A scanStart, below declinedAtStart (hostEnd is at least 5), is what
// scanFrom makes of what parseCanonical read before it declined an input:
// scanCanonical takes it up from there. (schemeEnd is at most 5, and there
// are seven scheme kinds.) scanStart reads one without flags: startFlags
// takes them off.
func scanStart(from int) (kind schemeKind, schemeEnd, hostEnd int) {
	return schemeKind(-from >> 3 & 7), -from & 7, -from >> 6
}

// startFlags returns the flags of a scanStart that has them (at most
// startFlagged), and the scanStart without them, for scanStart.
func startFlags(from int) (flags uint8, start int) {
	f := -from >> startFlagShift
	return uint8(f), from + f<<startFlagShift
}

// portFails reports whether the port state fails on s from start, the
// byte after the ":" that ends a special URL's host, where parseCanonical
// has read the scheme and the host (so that no "@" comes before start):
// when the port's digits are above 65535 and the authority ends after
// them, or when they are followed by a byte that ends no authority, which
// preprocessing keeps (not a trailing space), and by no "@" (which would
// make what came before credentials), tab, newline or other C0 control
// before the authority's end. Where it reports false the port may still
// fail, in the general parser.
//
// Called only where parseCanonical declines a port, which canonical input
// never reaches: not inlined there.
//
//go:noinline
func portFails(s string, start int) bool {
	j, v := start, 0
	for j < len(s) && is(s[j], classDigit) {
		if v <= 65535 {
			v = v*10 + int(s[j]-'0')
		}
		j++
	}
	if authorityEnds(s, j) {
		return v > 65535
	}
	// The port state fails at s[j]: unless the authority has credentials,
	// or preprocessing changes it.
	for k := j; !authorityEnds(s, k); k++ {
		if c := s[k]; c < ' ' || c >= utf8.RuneSelf || c == '@' {
			return false
		}
	}
	// A space is kept, but where only spaces follow it (trimmed).
	return s[j] != ' ' || strings.TrimRight(s[j:], " ") != ""
}

// parseDeclined is parse for an input that parseCanonical declined at
// offset at, the start of a path segment (after "/"), everything before
// which is canonical: the general parser resumes there. The offsets before
// at are found again by quick searches of that canonical prefix, which
// parseCanonical checked: a lowercase special scheme, "//", a domain, IPv4
// or empty host without ":" or "/", a port's digits, and a path that
// starts with "/".
func parseDeclined(input string, base *URL, enc *legacyEncoding, want bool, at int) (*URL, error) {
	s := input[:at]
	var r resumePoint
	schemeEnd := strings.IndexByte(s, ':')
	hostStart := schemeEnd + 3
	j := hostStart
	for s[j] != ':' && s[j] != '/' {
		j++
	}
	hostEnd := j
	r.port = -1
	if s[j] == ':' {
		portEnd := j + 1 + strings.IndexByte(s[j+1:], '/')
		r.port = int32(parsePortDigits(s[j+1 : portEnd]))
		j = portEnd
	}
	r.scheme, r.schemeEnd = lookupScheme(s[:schemeEnd]), schemeEnd
	r.hostStart, r.hostEnd, r.hostKind = hostStart, hostEnd, hostDomain
	if host := s[hostStart:hostEnd]; host == "" {
		r.hostKind = hostEmpty
	} else if mayEndInANumber(host) && endsInANumber(host) {
		r.hostKind = hostIPv4 // canonicalIPv4(host)
	}
	r.pathStart, r.queryStart, r.fragStart = j, -1, -1
	r.resume(stPath, at, at-1)
	if takesTail(&r, enc) {
		if u, ok := parseTail(input, &r, want); ok {
			return u, nil
		}
	}
	return parseFrom(input, base, enc, nil, want, &r)
}

// A resumePoint is where the general parser can take over an input that
// scanCanonical did not take, without doing again what the scan did: the
// state st to run at input offset at, and what the basic URL parser would
// have written and recorded by then. What it would have written is the
// input's first n bytes, with the first lowerEnd of them (the scheme and
// the host) lowercased. Offsets that the parser has not reached are -1.
// st is stNone when the scan got nowhere the parser can resume.
//
// The input's first n bytes are ASCII from 0x21 to 0x7E: preprocessing,
// which only trims C0 controls and spaces, removes tabs and newlines and
// replaces invalid UTF-8, leaves them where they are.
//
// fix, when fix.ok, says how to write the URL without the general parser
// (fastfix.go); st is then where the parser would resume all the same.
type resumePoint struct {
	st                               state
	hostKind                         hostKind
	scheme                           schemeKind
	port                             int32
	hostBad                          bool // the host scan stopped at an ASCII byte that ends no host
	at, n, lowerEnd                  int
	schemeEnd, hostStart, hostEnd    int
	pathStart, queryStart, fragStart int
	fix                              fixup
	// prefix, when not empty, is what the parser has written in place of
	// the input's first inPath bytes (parseFixedPath): the scheme and the
	// authority, after which it has written the input from inPath to n.
	// The offsets above are then the serialization's. The input's bytes
	// before at may then be a host's bytes that are not ASCII, which
	// preprocessing leaves as they are too: valid UTF-8 (the quick IDNA
	// path took them), without tabs or newlines.
	prefix string
	inPath int
	// ipv4, when not 0, is the address of the host that fix.hostParse
	// gives fixHost, with 1<<32 set (parseFlagged). Last, so that the
	// offsets of the fields above, which the scan writes, stay small.
	ipv4 uint64
	// idnHost, when not empty, is the host that parseIDNHost has run the
	// quick IDNA path on, which parseFixed writes as it is.
	idnHost string
}

// scanCanonical scans s as parseCanonical does, only to record in r where
// the general parser can resume. parse calls it only where parseCanonical
// failed, so that canonical input pays for none of its bookkeeping. The
// general parser can resume after the scheme, after the host (when the
// port or what follows is not canonical), at the path segment, query or
// fragment that is not canonical, or at the end of an input that is
// canonical but for upper-case letters in its scheme or host (which the
// general parser lowercases at r) or for spaces the caller trimmed off it
// (mustCopy). r.st is stNone where the parser must start from the
// beginning.
//
// The scan goes on past the first difference from the serialization when
// it is one that parseFixed makes without the general parser: upper-case
// letters in the scheme or host, slashes other than "//" after a special
// scheme (after file, one slash or two, or backslashes), a file URL's
// host "localhost", a host to percent-decode to ASCII, to run IDNA on,
// that ends in a number or that is an IPv6 address (but a file URL's;
// fixHost tells which it takes), an empty or default port, backslashes
// between path segments and a missing path. Where the input has no other
// difference, it records that in r.fix; r.st stays at the first
// difference (keep). Where its other differences are all after its
// authority, it records where the general parser takes over after an
// authority that parseFixed writes (r.fix.pathOnly). r is zero on entry
// (but for r.idnHost, where parseIDNHost has run IDNA on the host up to
// from's hostEnd: the scan takes it as a host that parseFixed writes);
// r.fix says nothing unless r.fix.ok or r.fix.pathOnly. from is
// declinedAtStart, or the scanStart with which parseCanonical declined s.
func scanCanonical(s string, r *resumePoint, mustCopy bool, from int) {
	// Scheme: special.
	i := 0
	upper := mustCopy
	var kind schemeKind
	hostFrom := 0 // where the host scan starts, when after the host's start
	if from < declinedAtStart {
		// parseCanonical has read the scheme, "//" and the host up to
		// hostFrom: nothing there for the scan to record but offsets.
		kind, i, hostFrom = scanStart(from)
	} else if w := firstWord(s); w&(1<<48-1)|0x20_20_20_20_20 == httpsColon {
		// "https:" in any case, from one word, without a loop over its
		// letters: OR-ing 0x20 into the letters' bytes makes only "H",
		// "T", "P" and "S" into the lowercase letters, and ":" is
		// compared as it is.
		i, kind, upper = 5, schemeHTTPS, upper || w&(1<<48-1) != httpsColon
	} else if w&(1<<40-1)|0x20_20_20_20 == httpColon {
		// "http:" likewise.
		i, kind, upper = 4, schemeHTTP, upper || w&(1<<40-1) != httpColon
	} else {
		for i < len(s) {
			if c := s[i]; c-'a' < 26 {
				i++
			} else if c-'A' < 26 {
				upper = true
				i++
			} else {
				break
			}
		}
		if i == len(s) || s[i] != ':' {
			return
		}
		if !upper {
			kind = lookupScheme(s[:i])
		} else if i <= 5 {
			var b [5]byte
			for k := 0; k < i; k++ {
				b[k] = lower(s[k])
			}
			kind = lookupScheme(unsafe.String(&b[0], i))
		}
		if kind == schemeOther {
			return
		}
	}
	// The general parser can take over after the scheme state. (Once the
	// host is scanned, r holds the host too, which resume then ignores for
	// this state.)
	r.scheme, r.schemeEnd = kind, i
	r.port, r.pathStart, r.queryStart, r.fragStart = -1, -1, -1, -1
	if kind == schemeFile {
		r.resume(stFile, i+1, i+1)
	} else {
		r.resume(stSpecialAuthoritySlashes, i+1, i+1)
	}
	// keep: r's resume point stays, at a difference that parseFixed makes.
	keep := false
	f := &r.fix // zero
	hostStart := i + 1
	scanHost := true
	if kind == schemeFile {
		switch {
		case len(s) >= i+3 && s[i+1] == '/' && s[i+2] == '/':
			hostStart = i + 3
		case len(s) >= i+3 && (s[i+1] == '/' || s[i+1] == '\\') && (s[i+2] == '/' || s[i+2] == '\\'):
			// Backslashes: the file and file slash states take them as
			// slashes.
			hostStart = i + 3
			keep = true
		case len(s) >= i+2 && (s[i+1] == '/' || s[i+1] == '\\') && (len(s) == i+2 || s[i+2] != '/' && s[i+2] != '\\'):
			// One slash: the file slash state makes the host empty (but
			// with a base of the scheme), and the path starts at the slash.
			keep, scanHost = true, false
			f.relativeWithBase = true
		default:
			return
		}
	} else {
		// The special authority states skip any slashes and backslashes
		// (with a base of the same scheme, only after "//").
		for hostStart < len(s) && (s[hostStart] == '/' || s[hostStart] == '\\') {
			hostStart++
		}
		if hostStart != i+3 || s[i+1] != '/' || s[i+2] != '/' {
			keep = true
			f.relativeWithBase = !hasPrefix(s[i+1:], "//")
		}
	}

	// Host: an ASCII domain that lowercasing does not change (but for
	// upper-case letters, which make the input need lowercasing), which
	// does not end in a number (that would be an IPv4 address).
	// "%" and bytes that are not ASCII do not stop the scan: fixHost
	// decodes the one and runs IDNA on the other, or declines, without a
	// branch here per byte.
	// Bytes of a canonical host have no bits in scanHostBytes: the scan
	// may start at hostFrom with none seen.
	j := max(hostStart, hostFrom)
	var seen hostByte // the bits of the host's bytes, as scanHostBytes has them
	if r.idnHost != "" {
		// parseIDNHost has run IDNA on the host, up to hostFrom.
		seen = hbNonASCII
	}
	switch {
	case !scanHost:
	case kind != schemeFile && j == hostStart && j < len(s) && s[j] == '[':
		// An IPv6 address, for fixHost to parse: hex digits, ":" and
		// "." up to the "]" that ends it. Other bytes are for the
		// general parser (which fails on most of them).
		k := j + 1
		for k < len(s) && (classes[s[k]]&classHex != 0 || s[k] == ':' || s[k] == '.') {
			k++
		}
		if k == len(s) || s[k] != ']' {
			return
		}
		j, seen = k+1, hbBracket
	default:
		for j < len(s) {
			b := scanHostBytes[s[j]]
			if b&(hbStop|hbOther) != 0 {
				break
			}
			seen |= b
			j++
		}
	}
	upper = upper || seen&hbUpper != 0
	hostEnd := j
	if j < len(s) && s[j] < utf8.RuneSelf && s[j] != ':' && s[j] != '@' && !authorityEnds(s, j) {
		// A byte that ends no host: the host parser may reject it.
		r.hostBad = true
	}
	host := s[hostStart:hostEnd]
	hostKind := hostDomain
	switch {
	case host == "":
		if kind != schemeFile {
			return
		}
		hostKind = hostEmpty
	case kind == schemeFile && len(host) == len("localhost") && (host == "localhost" || upper && strings.EqualFold(host, "localhost")):
		// The file host state makes it the empty host.
		if !authorityEnds(s, hostEnd) {
			return
		}
		if !keep {
			r.hostStart, r.hostEnd, r.hostKind, r.lowerEnd = hostStart, hostStart, hostEmpty, hostStart
			r.resume(stPathStart, hostEnd, hostStart)
			keep = true
		}
		hostStart, hostKind = hostEnd, hostEmpty
	case seen&(hbPercent|hbNonASCII|hbBracket) != 0, mayEndInANumber(host) && endsInANumber(host):
		if kind == schemeFile {
			return
		}
		// The host parser percent-decodes the host, runs IDNA on it or
		// makes an IPv4 address of it: parseFixed does, where fixHost can.
		f.hostParse, f.hostBits, keep = true, seen, true
	}
	// The general parser can take over after the host when the host state
	// ends where the scan stopped (at ":" only for a special URL but file:
	// the file host state reads on to "/", "\\", "?" or "#").
	if !keep {
		r.hostStart, r.hostEnd, r.hostKind, r.lowerEnd = hostStart, hostEnd, hostKind, hostEnd
	}
	f.hostStart, f.portEnd = hostStart, -1

	// Port: digits without a leading zero, in range, not the default.
	if j < len(s) && s[j] == ':' {
		if kind == schemeFile {
			return
		}
		j++
		start := j
		v := 0
		for j < len(s) && is(s[j], classDigit) {
			if v <= 65535 {
				v = v*10 + int(s[j]-'0')
			}
			j++
		}
		n := j - start
		if n == 0 || n > 5 || (s[start] == '0' && n > 1) || v > 65535 || int32(v) == kind.defaultPort() {
			// The port state takes it, when the authority ends after the
			// digits: anything else may be credentials ("h:1@x").
			if !authorityEnds(s, j) {
				return
			}
			if !keep {
				r.resume(stPort, start, hostEnd)
				keep = true
			}
			if n > 0 && int32(v) != kind.defaultPort() {
				return
			}
			// An empty or default port, which the serialization leaves out.
			f.portEnd = hostEnd
		} else if !keep {
			r.port = int32(v)
		}
	}
	if f.portEnd < 0 {
		f.portEnd = j
	}
	fixed := upper || keep
	// afterAuthority: what makes keep true is in the authority, which
	// parseFixed writes: where the path, query or fragment needs the
	// general parser, parseFixedPath writes the authority and the parser
	// takes over after it (f.pathOnly).
	afterAuthority := keep && kind != schemeFile
	// For parseFixed, and for parseFixedPath (afterAuthority), which read
	// them only where f.ok or f.pathOnly ends up set. Set here, these are
	// not live across the loops below, where the compiler reloaded them
	// from the stack once a byte.
	f.hostEnd, f.hostKind, f.upper = hostEnd, hostKind, upper

	// Path: no byte of it in the path percent-encode set, no dot segment,
	// and no "C|" drive letter, which the file scheme's quirk rewrites. A
	// special URL's path always starts with "/" (or "\\", its equal);
	// without a path at all the serializer writes "/".
	slash := -1
	pathStart := j
	switch {
	case j == len(s) || s[j] == '?' || s[j] == '#':
		slash = j
	case s[j] != '/' && s[j] != '\\':
		return
	default:
		if s[j] == '\\' {
			if !keep {
				r.resume(stPathStart, j, j)
				keep = true
			}
			fixed, f.backslash = true, true
		}
		if kind == schemeFile && driveLetterAt(s, j+1) {
			if !keep {
				r.resumePath(pathStart, j+1)
			}
			return
		}
		// As parseCanonical's loop, which canonicalRun leaves only at a
		// byte that ends the path or needs a change there, or at "." or
		// "%" at the start of a segment; but for backslashes, which end a
		// segment as "/" does.
		prev := uint8(cpSlash)
		for j = canonicalRun(s, j+1, prev); j < len(s); j = canonicalRun(s, j+1, prev) {
			if c := s[j]; canonicalPath[c]&cpStop != 0 {
				if c == '?' || c == '#' {
					break
				}
				// A byte to percent-encode, or a backslash. Before the
				// first backslash (which makes keep true) the segment
				// starts after a slash.
				if !keep {
					r.resumePath(pathStart, strings.LastIndexByte(s[:j], '/')+1)
					keep = true
				}
				if c != '\\' {
					if afterAuthority {
						seg := strings.LastIndexByte(s[:j], '/') + 1
						f.resumeAfter(stPath, pathStart, seg, seg-1)
					}
					return
				}
				fixed, f.backslash = true, true
				prev = cpSlash
				continue
			}
			if dotSegmentAt(s, j) {
				if !keep {
					r.resumePath(pathStart, j)
				} else if afterAuthority {
					f.resumeAfter(stPath, pathStart, j, j-1)
				}
				return
			}
			prev = cpDotPct
		}
	}
	queryStart, fragStart := j, len(s)
	if j < len(s) && s[j] == '?' {
		// "#", which ends the query, is in the special-query
		// percent-encode set too: one test a byte (as in parseCanonical).
		for j++; j < len(s) && encodeSets[s[j]]&setSpecialQuery == 0; j++ {
		}
		if j < len(s) && s[j] != '#' {
			if keep {
				if afterAuthority && slash >= 0 {
					f.resumeAfter(stPathStart, pathStart, pathStart, pathStart)
				} else if afterAuthority {
					f.resumeAfter(stQuery, pathStart, queryStart+1, queryStart)
				}
				return
			}
			if slash >= 0 {
				r.resume(stPathStart, pathStart, pathStart)
			} else {
				r.pathStart = pathStart
				r.resume(stQuery, queryStart+1, queryStart)
			}
			return
		}
	}
	if j < len(s) {
		// s[j] == '#'
		fragStart = j
		for k := j + 1; k < len(s); k++ {
			if encodeSets[s[k]]&setFragment != 0 {
				if keep {
					if afterAuthority && slash >= 0 {
						f.resumeAfter(stPathStart, pathStart, pathStart, pathStart)
					} else if afterAuthority {
						f.resumeAfter(stFragment, pathStart, fragStart+1, fragStart)
						f.queryStart, f.fragStart = queryStart, fragStart
					}
					return
				}
				if slash >= 0 {
					r.resume(stPathStart, pathStart, pathStart)
				} else {
					r.pathQuery(pathStart, queryStart, fragStart)
					r.resume(stFragment, fragStart+1, fragStart)
				}
				return
			}
		}
	}
	if !fixed {
		// Canonical: parseCanonical takes such an input, and the general
		// parser gives the same URL from the start.
		r.st = stNone
		return
	}
	f.ok, f.slash = true, slash >= 0
	f.pathStart, f.queryStart, f.fragStart = pathStart, queryStart, fragStart
	if keep {
		return
	}
	// Canonical but for upper-case letters in the scheme or host.
	if slash >= 0 {
		r.resume(stPathStart, pathStart, pathStart)
	} else {
		r.pathQuery(pathStart, queryStart, fragStart)
		if fragStart < len(s) {
			r.fragStart = fragStart
		}
		r.resume(stDone, len(s), len(s))
	}
}

// authorityEnds reports whether a special URL's authority ends at s[j].
func authorityEnds(s string, j int) bool {
	return j == len(s) || s[j] == '/' || s[j] == '?' || s[j] == '#' || s[j] == '\\'
}

// resume sets the state to resume at, its input offset, and how many of
// the input's bytes the parser has written by then.
func (r *resumePoint) resume(st state, at, n int) {
	r.st, r.at, r.n = st, at, n
}

// pathQuery records the offsets of a canonical path, and of its query when
// there is one (queryStart < fragStart, the query ending where the
// fragment starts), which the parser resumes after.
func (r *resumePoint) pathQuery(pathStart, queryStart, fragStart int) {
	r.pathStart = pathStart
	if queryStart < fragStart {
		r.queryStart = queryStart
	}
}

// resumePath resumes at the path state at the segment starting at
// segStart, after the path's earlier segments.
func (r *resumePoint) resumePath(pathStart, segStart int) {
	r.pathStart = pathStart
	r.resume(stPath, segStart, segStart-1)
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
	for ; j < len(s); j++ {
		k := canonicalPath[s[j]]
		if k&(cpStop|prev>>1) != 0 {
			break
		}
		prev = k
	}
	return j
}

// dotSegmentAt reports whether the path segment of s that starts at j is
// a dot segment.
func dotSegmentAt(s string, j int) bool {
	e := j + 1
	for e < len(s) && e-j <= 6 && canonicalPath[s[e]]&(cpStop|cpSlash) == 0 {
		e++
	}
	return isDotSegment(s[j:e])
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

	// httpsColon and httpColon are "https:" and "http:", the low six and
	// five bytes of httpsWord and httpWord.
	httpsColon = httpsWord & (1<<48 - 1)
	httpColon  = httpWord & (1<<40 - 1)
)

// firstWord returns the first eight bytes of s as a little-endian word,
// or 0 when s is shorter.
func firstWord(s string) uint64 {
	if len(s) < 8 {
		return 0
	}
	return binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s), 8))
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

// isDotSegment reports whether seg is a single-dot or double-dot URL path
// segment.
func isDotSegment(seg string) bool {
	return isSingleDot(seg) || isDoubleDot(seg)
}

// resume sets p as the basic URL parser would have left it at r, whose
// input p.in starts as the input does, and returns the state and input
// offset to run from. The caller has written p.in[:r.n] to p.buf (where
// it knows that p is on the stack, without a write barrier).
func (p *parser) resume(r *resumePoint) (state, int) {
	p.schemeEnd, p.scheme = r.schemeEnd, r.scheme
	if r.st == stFile || r.st == stSpecialAuthoritySlashes {
		// After the scheme state: nothing else is recorded yet.
		for k := 0; k < r.schemeEnd; k++ {
			p.buf[k] = lower(p.buf[k])
		}
		if r.st == stSpecialAuthoritySlashes && p.base != nil && p.base.scheme == p.scheme {
			// The scheme state's next state, with a base of the same scheme.
			return stSpecialRelativeOrAuthority, r.at
		}
		return r.st, r.at
	}
	for k := 0; k < r.lowerEnd; k++ {
		p.buf[k] = lower(p.buf[k])
	}
	p.usernameEnd, p.hostStart, p.hostEnd, p.hostKind = r.hostStart, r.hostStart, r.hostEnd, r.hostKind
	p.port = r.port
	p.pathStart, p.queryStart, p.fragStart = r.pathStart, r.queryStart, r.fragStart
	return r.st, r.at
}
