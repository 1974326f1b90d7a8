package url

import (
	"strconv"
	"strings"
)

// This file holds the one-pass route: the basic URL parser's states for
// an absolute special URL, run once over the input, writing the URL as it
// reads. It takes what the canonical route declines in the scheme, the
// slashes, the host or the port: upper-case letters, tabs and newlines,
// spaces and C0 controls at the ends, backslashes or a number of slashes
// other than two, credentials, a host to lowercase, to percent-decode or
// to run IDNA on, one that ends in a number, an IPv6 address of
// hexadecimal digits, colons and dots (but in a file URL), a default or
// empty port, a file URL's "localhost" or drive letter; and, after the
// authority, anything the path, query and fragment states do
// (appendTail). It fails, as the state machine does, an input whose host
// the IPv4 parser rejects. It declines, for the state machine, what it
// does not do itself: a non-special scheme, a base of the input's scheme
// (where the input may be relative to it), another host or a port that
// may fail, invalid UTF-8, and a serialization longer than its buffer. It
// preprocesses as it goes: spaces and C0 controls at the ends are trimmed,
// and tabs and newlines skipped where they come, without a copy of the
// input. FuzzOnePass holds it equal to the state machine.

// onePassScratch is the size of the array on parseOnePass's stack that the
// serialization is written into.
const onePassScratch = 512

// smallScratch is the size of the array that a route writes a short URL
// into instead.
const smallScratch = 192

// scratch returns an empty buffer of capacity need or more, on the
// caller's stack once inlined: a small one where that is enough, since its
// zeroing is a cost of every parse; nil where need is above
// onePassScratch.
func scratch(need int) []byte {
	if need <= smallScratch {
		var a [smallScratch]byte
		return a[:0]
	}
	if need <= onePassScratch {
		var a [onePassScratch]byte
		return a[:0]
	}
	return nil
}

// maxOnePass is the longest input (after its spaces and C0 controls at the
// ends are trimmed) that parseOnePass takes: three bytes written for each
// of its bytes (percent-encoded), and the "//" and "/" that it may add, fit
// onePassScratch, but for a host that IDNA makes longer.
const maxOnePass = (onePassScratch - 3) / 3

// parseOnePass returns the URL of input, an absolute special URL, against
// base, which matters only where its scheme is base's: the input then
// needs two slashes (or backslashes) after the scheme, as in the special
// relative or authority state (and a file URL is declined), or the error
// it fails with where the IPv4 parser rejects its host. It returns nil
// (and errNotParsed for a failure) when want is false (CanParse). Its
// verdict says whether it took the input, and, where it declined it
// having made nothing, whether the host or port may fail.
func parseOnePass(input string, base *URL, from *canonicalResult, want bool) (*URL, onePassVerdict) {
	// Preprocessing: spaces and C0 controls at the ends are trimmed.
	i, end := trimControls(input)
	if end > maxOnePass {
		return nil, declined
	}
	in := input[:end]
	if from.upTo > 0 {
		// The canonical route found the input canonical up to a path
		// segment, the query or the fragment: that much is written as it
		// is, and the states from there on run.
		return taken(onePassFrom(in, from, want))
	}
	// Scheme start and scheme states: the scheme's letters, lowercased,
	// then ":" (a tab or newline in a scheme is left to the state
	// machine). Read before the buffer is made, which costs its zeroing.
	var scheme [5]byte
	n := 0
	if end-i >= 8 && load64(in, i)&(1<<40-1)|0x20_20_20_20 == httpWord&(1<<40-1) {
		// "http:" in any case, from one word: OR-ing 0x20 into its
		// bytes makes only "H", "T" and "P" into those letters, and
		// leaves ":" as it is.
		n = copy(scheme[:], "http")
	} else if end-i >= 8 && load64(in, i)&(1<<48-1)|0x20_20_20_20_20 == httpsWord&(1<<48-1) {
		n = copy(scheme[:], "https")
	} else {
		for n < len(scheme) && i+n < end && (in[i+n]|0x20)-'a' < 26 {
			scheme[n] = in[i+n] | 0x20
			n++
		}
	}
	i += n
	if i == end || in[i] != ':' {
		return nil, declined
	}
	kind := lookupScheme(scheme[:n])
	if kind == schemeOther {
		return nil, declined
	}
	// The buffer: three bytes written for each byte of the input
	// (percent-encoded) and the "//" and "/" that may be added fit it.
	buf := append(append(scratch(n+3+3*(end-i)+1), scheme[:n]...), ':', '/', '/')
	if kind == schemeFile {
		if base != nil && base.scheme == schemeFile {
			return nil, declined
		}
		return onePassFile(buf, in, i+1, want)
	}
	// With a base of the same scheme, the special relative or authority,
	// relative and relative slash states need two slashes.
	i, slashes := skipSlashes(in, i+1, len(in))
	if slashes < 2 && base != nil && base.scheme == kind {
		return nil, declined
	}
	authStart := i
	schemeEnd := n
	hostStart := schemeEnd + 3 // in buf, after the scheme's ":" and "//"
	hostIn := i                // where the host starts in input
	credentials := false
	port := -1 // the port to write, if any
	var seen hostByte
	var ok bool
	// Authority, host and port states: the host's bytes, lowercased, up to
	// ":" or the end of the authority, and the port's digits; where an "@"
	// comes first, what is before the last one in the authority is the
	// credentials, and the host starts after it.
	for {
		tabs := false // a tab or newline in the host
		idn := false  // the quick IDNA path has written the host
		run := i      // the host's bytes from run to i are still to write
		for ; i < end; i++ {
			var bits hostByte
			i, bits = hostRun(in, i)
			seen |= bits
			if i == end {
				break
			}
			c := in[i]
			b := scanHostBytes[c]
			if b&hbNonASCII != 0 {
				if seen&hbPercent != 0 || tabs {
					// For appendQuickHost, after the loop.
					seen |= b
					continue
				}
				// A domain to run IDNA on, read from its start, which
				// finds where it ends.
				var n int
				if buf, n, ok = appendQuickIDNHost(buf[:hostStart], in[hostIn:], true); !ok {
					return nil, hostMayFail(in, hostIn, kind)
				}
				i, run, idn = hostIn+n, hostIn+n, true
				break
			}
			if b&hbStop != 0 || !is(c, classTabNL) {
				break
			}
			buf = appendLower(buf, in[run:i])
			run, tabs = i+1, true
		}
		ipv6 := false // appendQuickIPv6Host has written the host
		if i == hostIn && i < end && in[i] == '[' {
			if buf, i, ok = appendQuickIPv6Host(buf, in[:end], i); !ok {
				return nil, hostMayFail(in, hostIn, kind)
			}
			run, ipv6 = i, true
		}
		buf = appendLower(buf, in[run:i])
		hostInEnd := i
		if i < end && in[i] == ':' {
			// Port state (a tab or newline in it is left to the state
			// machine).
			v, digits, j := scanPort(in, i+1)
			if v > maxPort {
				return nil, hostMayFail(in, hostIn, kind)
			}
			if j < end && is(in[j], classTabNL) {
				return nil, declined
			}
			if i = j; (i == end || authorityEnds(in, i)) && digits > 0 && int32(v) != kind.defaultPort() {
				port = v
			}
		}
		if i == end || authorityEnds(in, i) {
			hostEnd := len(buf)
			if hostEnd == hostStart {
				// The empty host fails: in the authority state where
				// credentials come before it, else in the host state.
				if credentials {
					return nil, declined
				}
				return nil, hostMayFail(in, hostIn, kind)
			}
			hostKind := hostDomain
			switch host := buf[hostStart:hostEnd]; {
			case ipv6:
				hostKind = hostIPv6
			case idn:
				// The quick IDNA path has written it.
			case seen&(hbPercent|hbNonASCII) != 0:
				// The host parser's work beyond lowercasing, on the
				// input's host, where it has no tab or newline.
				if tabs {
					return nil, declined
				}
				if buf, hostKind, ok = appendQuickHost(buf[:hostStart], in[hostIn:hostInEnd], seen); !ok {
					return nil, hostMayFail(in, hostIn, kind)
				}
				hostEnd = len(buf)
			case mayEndInANumber(host) && endsInANumber(host):
				// The IPv4 parser, on the host as lowercased, without
				// its tabs and newlines. Before it, the domain parser
				// changes nothing and fails nowhere on a host of ASCII
				// bytes allowed in a domain, so its failure is the
				// input's; it says where only on the input's bytes.
				if buf, ok = appendQuickIPv4Host(buf, hostStart); !ok {
					if tabs {
						return nil, hostMayFail(in, hostIn, kind)
					}
					v, err := parseIPv4Host(host, input, hostIn, want)
					if err != nil {
						return nil, onePassVerdict{taken: true, err: err}
					}
					buf = appendIPv4(buf[:hostStart], v)
				}
				hostKind, hostEnd = hostIPv4, len(buf)
			}
			if port >= 0 {
				buf = strconv.AppendUint(append(buf, ':'), uint64(port), 10)
			}
			return taken(onePassTail(buf, in, i, schemeEnd, hostStart, hostEnd, hostKind, kind, want))
		}
		if credentials || idn {
			return nil, declined
		}
		// Authority state: an "@" ahead, or the host or port fails.
		last := lastAt(in, i)
		if last < 0 {
			// No "@" from the host's start (the host loop stops at one)
			// to the authority's end: the host state starts at hostIn.
			return nil, onePassVerdict{hostAt: hostIn, scheme: kind}
		}
		if buf, ok = appendUserinfo(buf[:hostStart], in[authStart:last]); !ok {
			return nil, declined
		}
		if len(buf) > hostStart {
			buf = append(buf, '@')
		}
		credentials = true
		hostStart, seen, port, i, hostIn = len(buf), 0, -1, last+1, last+1
	}
}

// hostRun returns the index of the first byte of in from i on that ends a
// host or needs more than lowercasing (hbStop, hbOther or hbNonASCII), or
// len(in), and the scanHostBytes bits of the bytes before it. (A loop of
// its own: written in parseOnePass's, it stored three of that function's
// values to its stack at every byte.)
func hostRun(in string, i int) (int, hostByte) {
	var seen hostByte
	for ; uint(i) < uint(len(in)); i++ {
		b := scanHostBytes[in[i]]
		if b&(hbStop|hbOther|hbNonASCII) != 0 {
			break
		}
		seen |= b
	}
	return i, seen
}

// onePassFile is parseOnePass for a file URL, without a file base, from
// in[i], after "file:": buf holds "file://". The file, file slash and
// file host states: after two slashes (or backslashes) the host, which is
// empty where it is "localhost" or where no host comes before the path;
// a host that is a Windows drive letter is the path's first segment.
func onePassFile(buf []byte, in string, i int, want bool) (*URL, onePassVerdict) {
	const schemeEnd, hostStart = len("file"), len("file://")
	i, slashes := skipSlashes(in, i, 2)
	// File and file slash states: with fewer than two slashes, no host,
	// and the path state at the byte after the slash if there is one.
	hostKind := hostEmpty
	if slashes == 2 {
		// File host state: the host ends at "/", "\", "?", "#" or the end.
		var seen hostByte
		k := i
		for ; k < len(in); k++ {
			c := in[k]
			if c == '/' || c == '\\' || c == '?' || c == '#' {
				break
			}
			b := scanHostBytes[c]
			if b&(hbStop|hbOther) != 0 {
				return nil, declined // a tab or newline, or a host that may fail
			}
			seen |= b
		}
		// The drive letter quirk: where the host is a drive letter, the
		// path state reads it again.
		if host := in[i:k]; len(host) != 2 || !isWindowsDriveLetter(host) {
			i = k
			if host != "" {
				var ok bool
				if buf, hostKind, ok = appendQuickHost(buf, host, seen); !ok {
					return nil, declined
				}
				if string(buf[hostStart:]) == "localhost" {
					buf, hostKind = buf[:hostStart], hostEmpty
				}
			}
		}
	}
	return taken(onePassTail(buf, in, i, schemeEnd, hostStart, len(buf), hostKind, schemeFile, want))
}

// A onePassVerdict is what the one-pass route made of an input: the URL
// or the failure (taken), or why it declined.
type onePassVerdict struct {
	taken bool
	err   error // the failure the route found, where it took the input
	// hostAt, when not 0, is where the host of an absolute special URL
	// (but a file URL) starts in the input, which the route declined
	// because its host or its port may fail there: parseHostFailure
	// tells whether they do.
	hostAt int
	scheme schemeKind
}

// declined is the verdict on an input that the one-pass route declines
// for another reason.
var declined onePassVerdict

// taken is the verdict of onePassTail's result.
func taken(u *URL, ok bool) (*URL, onePassVerdict) {
	return u, onePassVerdict{taken: ok}
}

// hostMayFail is the verdict on an input whose host, at in[hostIn], or
// port the route declined: the host state starts there unless an "@"
// follows in the authority, which makes what comes before it credentials.
func hostMayFail(in string, hostIn int, kind schemeKind) onePassVerdict {
	if lastAt(in, hostIn) >= 0 {
		return declined
	}
	return onePassVerdict{hostAt: hostIn, scheme: kind}
}

// lastAt returns the index of the last "@" in the authority of a special
// URL from in[i] on, or -1.
func lastAt(in string, i int) int {
	last := -1
	for ; i < len(in) && !authorityEnds(in, i); i++ {
		if in[i] == '@' {
			last = i
		}
	}
	return last
}

// parseHostFailure is the route for an absolute special URL whose host or
// port fails, which the one-pass route declined with v: up to its host,
// the basic URL parser only writes such an input's scheme, slashes and
// credentials, and fails nowhere, so the host and port states alone, run
// from v.hostAt, tell whether the input fails, and with what error. It
// returns the error (errNotParsed when want is false) and true; false
// where the host and port parse after all (the state machine then takes
// the input), or where the input has tabs, newlines or invalid UTF-8,
// which preprocessing would remove or replace.
func parseHostFailure(input string, v onePassVerdict, want bool) (error, bool) {
	lead, end := trimControls(input)
	in := input[lead:end]
	if v.hostAt < lead {
		return nil, false
	}
	if clean := plainASCIIPrefix(in); clean < len(in) {
		if valid, tabNL := checkRest(in[clean:]); !valid || tabNL >= 0 {
			return nil, false
		}
	}
	var p parser
	p.reset()
	p.input, p.in, p.trimmed = input, in, lead
	p.scheme = v.scheme
	p.noDetail, p.lazyDetail = !want, true
	sb := getScratch(len(in))
	p.buf = (*sb)[:0]
	st, j, ok := p.host(v.hostAt - lead)
	if ok && st == stPort {
		p.hostEnd = len(p.buf)
		_, _, ok = p.portState(j)
	}
	var err error
	if !ok {
		// Written before the buffer, which the detail may quote, goes
		// back.
		err = p.failure(input)
	}
	putScratch(sb, p.buf)
	return err, !ok
}

// onePassTail runs the path start, path, query and fragment states on in
// from i, after the scheme and authority in buf, and returns the URL.
func onePassTail(buf []byte, in string, i, schemeEnd, hostStart, hostEnd int, hostKind hostKind, kind schemeKind, want bool) (*URL, bool) {
	if len(buf)+3*(len(in)-i)+1 > cap(buf) {
		return nil, false
	}
	var l urlLayout
	l.setNoCredentials(schemeEnd, hostStart, hostEnd, len(buf), 0, 0, hostKind, kind, 0)
	return tailURL(buf, in, stPathStart, i, &l, want)
}

// onePassFrom is parseOnePass for in, canonical up to from.upTo: it copies
// that much, and runs the path (at a segment's "/" or the path's first
// "\"), query ("?") or fragment ("#") state from there.
func onePassFrom(in string, from *canonicalResult, want bool) (*URL, bool) {
	at := from.upTo
	if at >= len(in) {
		return nil, false // the input is canonical but for spaces at its end
	}
	buf := append(scratch(at+3*(len(in)-at)+1), in[:at]...)
	st := stPath
	switch in[at] {
	case '?':
		st = stQuery
	case '#':
		st = stFragment
	}
	return tailURL(buf, in, st, at+1, &from.prefix, want)
}

// appendUserinfo appends the credentials that s, what comes before the
// last "@" of an authority, makes (the authority state): the username,
// then ":" and the password where it is not empty, split at the first ":"
// and each percent-encoded with the userinfo percent-encode set, skipping
// tabs and newlines. It returns buf, and false where s has invalid UTF-8.
func appendUserinfo(buf []byte, s string) ([]byte, bool) {
	user, password, colon := strings.Cut(s, ":")
	buf, _, ok := appendComponent(buf, user, 0, userinfoStops, qbUserinfoEncode)
	if ok && colon {
		at := len(buf)
		buf, _, ok = appendComponent(append(buf, ':'), password, 0, userinfoStops, qbUserinfoEncode)
		if len(buf) == at+1 {
			buf = buf[:at] // an empty password is not written
		}
	}
	return buf, ok
}

// skipSlashes returns the index of the first byte of s from i on that is
// neither a slash, a backslash, a tab nor a newline, as the special
// authority slashes and ignore slashes states skip them (preprocessing
// having removed the tabs and newlines), or of the byte after the max-th
// slash or backslash (as the file and file slash states read two, and the
// path start state one), and how many slashes and backslashes it skipped.
func skipSlashes(s string, i, max int) (int, int) {
	n := 0
	for ; i < len(s) && n < max; i++ {
		if c := s[i]; c == '/' || c == '\\' {
			n++
		} else if !is(c, classTabNL) {
			break
		}
	}
	return i, n
}

// tailURL runs appendTail from st at in[i] after buf, which holds the
// URL up to there as l says (its scheme and host, where its path starts,
// and, for stFragment, its query where l.queryStart is before len(buf)),
// and returns the URL whose serialization buf then is, copied into the
// URL's one allocation (nil when want is false), with l's query and
// fragment offsets set to the URL's. Credentials before the host need no
// offset: the URL finds where the username ends in its href. It reports
// false where appendTail declines, or where the serialization is too long.
func tailURL(buf []byte, in string, st state, i int, l *urlLayout, want bool) (*URL, bool) {
	queryStart := -1
	if st == stFragment && int(l.queryStart) < len(buf) {
		queryStart = int(l.queryStart)
	}
	buf, queryStart, fragStart, ok := appendTail(buf, in, st, i, int(l.pathStart), queryStart, l.scheme == schemeFile)
	if !ok || uint64(len(buf)) > maxHref {
		return nil, false
	}
	if !want {
		return nil, true
	}
	if fragStart < 0 {
		fragStart = len(buf)
	}
	if queryStart < 0 {
		queryStart = fragStart
	}
	l.queryStart, l.fragStart = uint32(queryStart), uint32(fragStart)
	if len(buf) == len(in) && string(buf) == in {
		// The input is the serialization, as a URL with an IPv6 host,
		// which the canonical route leaves, can be: kept, not copied.
		u := new(URL)
		u.set(in, l)
		return u, true
	}
	u, dst := allocURL(len(buf))
	copy(dst, buf)
	u.setBytes(dst, l)
	return u, true
}

// appendTail runs the path start, path, query and fragment states of a
// special URL (a file URL when file) from st at in[i], appending the URL's
// rest to buf, whose path starts at pathStart and whose query (when st is
// stFragment) at queryStart, -1 for none. It returns buf, where the query
// and fragment start (-1 for none), and false where it declines in (see
// appendPath; invalid UTF-8 in the query or fragment too).
func appendTail(buf []byte, in string, st state, i, pathStart, queryStart int, file bool) ([]byte, int, int, bool) {
	fragStart := -1
	var ok bool
	if st == stPathStart {
		// Path start state: a special URL's "/" or "\\" is the path's
		// first; without one the path state starts at the byte.
		i, _ = skipSlashes(in, i, 1)
		st = stPath
	}
	if st == stPath {
		if buf, i, ok = appendPath(buf, in, i, pathStart, true, file); !ok {
			return nil, 0, 0, false
		}
		if i == len(in) {
			return buf, queryStart, fragStart, true
		}
		// in[i] is "?" or "#".
		st = stFragment
		if in[i] == '?' {
			st = stQuery
		}
		i++
	}
	if st == stQuery {
		// Query state: the special-query percent-encode set, to "#".
		queryStart = len(buf)
		buf = append(buf, '?')
		if buf, i, ok = appendComponent(buf, in, i, tailQueryStops, qbQueryEncode); !ok {
			return nil, 0, 0, false
		}
		if i == len(in) {
			return buf, queryStart, fragStart, true
		}
		i++
	}
	// Fragment state: the fragment percent-encode set, to the end.
	fragStart = len(buf)
	buf = append(buf, '#')
	if buf, _, ok = appendComponent(buf, in, i, tailFragmentStops, qbFragmentEncode); !ok {
		return nil, 0, 0, false
	}
	return buf, queryStart, fragStart, true
}

// appendComponent runs the query state (stops with qbHash) or the
// fragment state from in[i], or writes a username or password (stops and
// encode userinfoStops and qbUserinfoEncode), appending it to buf with the
// bytes that have encode percent-encoded, and those that appendOther
// takes as it takes them. It returns buf, the offset of the "#" that ends
// the query or len(in), and false where in has invalid UTF-8.
func appendComponent(buf []byte, in string, i int, stops, encode uint8) ([]byte, int, bool) {
	run := i
	var ok bool
	for i = tailRun(in, i, stops); i < len(in); i = tailRun(in, i+1, stops) {
		t := quickBytes[in[i]]
		buf = append(buf, in[run:i]...)
		run = i + 1
		switch {
		case t&stops&qbHash != 0:
			return buf, i, true
		case t&encode != 0:
			buf = appendPercent(buf, in[i])
		default:
			if buf, i, ok = appendOther(buf, in, i); !ok {
				return nil, 0, false
			}
			run = i + 1
		}
	}
	return append(buf, in[run:]...), i, true
}

// quickBytes says what a byte means to the query and fragment states and
// the userinfo (appendComponent); a byte with none of the bits is copied
// as it is.
var quickBytes = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		switch {
		case b < 0x20 || b >= 0x7F:
			// A tab or newline to skip, a C0 control or DEL to encode, or
			// the UTF-8 of a code point to check and encode: appendOther.
			t[c] = qbOther
			continue
		case b == '#':
			t[c] = qbHash
		case encodeSets[b]&setSpecialQuery != 0:
			t[c] = qbQueryEncode
		}
		if encodeSets[b]&setFragment != 0 {
			t[c] |= qbFragmentEncode
		}
		if encodeSets[b]&setUserinfo != 0 {
			t[c] |= qbUserinfoEncode
		}
	}
	return t
}()

const (
	qbHash           uint8 = 1 << iota // "#": the end of the query
	qbOther                            // C0 control, DEL or non-ASCII: appendOther's
	qbQueryEncode                      // in the special-query percent-encode set
	qbFragmentEncode                   // in the fragment percent-encode set
	qbUserinfoEncode                   // in the userinfo percent-encode set
)

// The bits of quickBytes at which each state's loop stops: the bytes that
// end the state, and those that are not copied as they are.
const (
	tailQueryStops    = qbHash | qbOther | qbQueryEncode
	tailFragmentStops = qbOther | qbFragmentEncode
	userinfoStops     = qbOther | qbUserinfoEncode
)

// tailRun returns the index of the first byte of in from i on that has a
// bit of stops in quickBytes, or len(in). A loop of its own, as
// canonicalRun is: in appendTail's loops, which append, the compiler kept
// the index in memory.
func tailRun(in string, i int, stops uint8) int {
	// As in canonicalRun, an unsigned test (i is never negative).
	for ; uint(i) < uint(len(in)); i++ {
		if quickBytes[in[i]]&stops != 0 {
			break
		}
	}
	return i
}

// appendOther appends in[i], a byte with qbOther, as the path, query and
// fragment states do after preprocessing: nothing for a tab or newline
// (which preprocessing removes), a C0 control or DEL percent-encoded
// (each set holds them), and a code point that is not ASCII as its UTF-8
// bytes, each percent-encoded. It returns buf, the index of the last byte
// it took, and false where in[i] starts invalid UTF-8.
func appendOther(buf []byte, in string, i int) ([]byte, int, bool) {
	c := in[i]
	if c < 0x80 {
		if !is(c, classTabNL) {
			buf = appendPercent(buf, c)
		}
		return buf, i, true
	}
	need, lo, hi := utf8Lead(c)
	if need == 0 || i+need >= len(in) || in[i+1] < lo || in[i+1] > hi ||
		need >= 2 && in[i+2]&0xC0 != 0x80 || need == 3 && in[i+3]&0xC0 != 0x80 {
		return nil, 0, false
	}
	for k := i; k <= i+need; k++ {
		buf = appendPercent(buf, in[k])
	}
	return buf, i + need, true
}
