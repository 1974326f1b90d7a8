package url

import (
	"strconv"
	"unsafe"
)

// This file holds the one-pass route: the basic URL parser's states for
// an absolute special URL other than file, run once over the input,
// writing the URL as it reads. It is for input that parseCanonical
// declines in its scheme, its slashes, its host or its port: upper-case
// letters, tabs and newlines, spaces at the ends, backslashes or a number
// of slashes other than two, credentials, a host to lowercase or to
// percent-decode, one that ends in a number, and a default or empty port.
// The scheme state to the port state are written here; the path, query
// and fragment states are the tail route's (appendTail). It declines, for
// the routes after it, what it does not do itself: another scheme, an
// IPv6 host, a host or a port that may fail, invalid UTF-8, and a
// serialization longer than its buffer. checkQuickPaths compares it with
// the general parser on every input it takes.

// onePassScratch is the size of the array on parseOnePass's stack that the
// serialization is written into.
const onePassScratch = 512

// maxOnePass is the longest input (after its spaces and C0 controls at the
// ends are trimmed) that parseOnePass takes: three bytes written for each
// of its bytes (percent-encoded), and the "//" and "/" that it may add, fit
// onePassScratch, but for a host that IDNA makes longer.
const maxOnePass = (onePassScratch - 3) / 3

// takesOnePass reports whether parse gives an input that parseCanonical
// declined with from (declinedAtStart, or a scanStart without flags) to
// parseOnePass first: after a special scheme other than file and "//",
// where parseCanonical stopped at an ASCII byte other than the "[" of an
// IPv6 address, which parseOnePass declines (at a byte that is not ASCII,
// parseIDNHost reads the host once, where parseOnePass would read it
// twice); from the start, where the input starts with a letter, or with a
// space or C0 control, which could come before a scheme.
func takesOnePass(input string, from int) bool {
	if from < declinedAtStart {
		kind, _, hostEnd := scanStart(from)
		return kind != schemeFile && hostEnd < len(input) && input[hostEnd] < 0x80 && input[hostEnd] != '['
	}
	return len(input) > 0 && ((input[0]|0x20)-'a' < 26 || input[0] <= ' ')
}

// parseOnePass returns the URL of input, an absolute special URL other
// than file, against base, which matters only where its scheme is base's:
// the input then needs two slashes (or backslashes) after the scheme, as
// in the special relative or authority state. from is the scanStart with
// which parseCanonical declined input (its scheme, "//" and the first
// bytes of its host are then as the URL has them), or declinedAtStart. It
// returns nil when want is false (CanParse). It reports false, having
// made nothing, where it declines the input. ipv4, when not 0, is the
// address of the host that ends at from's hostEnd, with 1<<32 set, which
// parseFlagged found with ipv4Quick: fixHost then need not parse it again.
func parseOnePass(input string, base *URL, want bool, from int, ipv4 uint64) (*URL, bool) {
	// Preprocessing: spaces and C0 controls at the ends are trimmed.
	end := len(input)
	for end > 0 && input[end-1] <= ' ' {
		end--
	}
	if end > maxOnePass {
		return nil, false
	}
	in := input[:end]
	var a [onePassScratch]byte
	buf := a[:0]
	var kind schemeKind
	var schemeEnd, i int
	var authStart int // where the authority starts in input
	if from < declinedAtStart {
		var hostEnd int
		kind, schemeEnd, hostEnd = scanStart(from)
		buf = append(buf, in[:hostEnd]...)
		i, authStart = hostEnd, schemeEnd+3
		if hostEnd == authStart {
			// More slashes or backslashes.
			i, _ = skipSlashes(in, i)
			authStart = i
		}
	} else {
		lead := 0
		for lead < end && in[lead] <= ' ' {
			lead++
		}
		// Scheme start and scheme states: the scheme's letters,
		// lowercased, then ":" (a tab or newline in a scheme is left to
		// the general parser).
		i = lead
		for i < end && i-lead < 5 {
			c := in[i] | 0x20
			if c-'a' >= 26 {
				break
			}
			buf = append(buf, c)
			i++
		}
		if i == end || in[i] != ':' {
			return nil, false
		}
		kind = lookupScheme(unsafe.String(unsafe.SliceData(buf), len(buf)))
		if kind == schemeOther || kind == schemeFile {
			return nil, false
		}
		schemeEnd = len(buf)
		// With a base of the same scheme, the special relative or
		// authority, relative and relative slash states need two slashes.
		var slashes int
		i, slashes = skipSlashes(in, i+1)
		if slashes < 2 && base != nil && base.scheme == kind {
			return nil, false
		}
		buf = append(buf, ':', '/', '/')
		authStart = i
	}
	hostStart := schemeEnd + 3 // in buf, after the scheme's ":" and "//"
	credentials := false
	port := -1 // the port to write, if any
	var seen hostByte
	var ok bool
	// Authority, host and port states: the host's bytes, lowercased, up to
	// ":" or the end of the authority, and the port's digits; where an "@"
	// comes first, what is before the last one in the authority is the
	// credentials, and the host starts after it.
	for {
		for ; i < end; i++ {
			c := in[i]
			b := scanHostBytes[c]
			if b&(hbStop|hbOther) == 0 {
				seen |= b
				buf = append(buf, lowerTable[c])
				continue
			}
			if b&hbStop != 0 || !is(c, classTabNL) {
				break
			}
			if in[i-1] >= 0x80 {
				// Preprocessing replaces invalid UTF-8 before it removes
				// tabs and newlines.
				return nil, false
			}
		}
		if i < end && in[i] == ':' {
			// Port state: digits, skipping tabs and newlines.
			v, digits := 0, 0
			for i++; i < end; i++ {
				if c := in[i]; c-'0' < 10 {
					v = v*10 + int(c-'0')
					digits++
					if v > 65535 {
						return nil, false
					}
				} else if !is(c, classTabNL) {
					break
				}
			}
			if (i == end || authorityEnds(in, i)) && digits > 0 && int32(v) != kind.defaultPort() {
				port = v
			}
		}
		if i == end || authorityEnds(in, i) {
			break
		}
		if credentials {
			return nil, false
		}
		// Authority state: an "@" ahead, or the host or port fails.
		last := -1
		for k := i; k < end && !authorityEnds(in, k); k++ {
			if in[k] == '@' {
				last = k
			}
		}
		if last < 0 {
			return nil, false
		}
		if buf, ok = appendUserinfo(buf[:hostStart], in[authStart:last]); !ok {
			return nil, false
		}
		if len(buf) > hostStart {
			buf = append(buf, '@')
		}
		credentials = true
		hostStart, seen, port, i, ipv4 = len(buf), 0, -1, last+1, 0
	}
	hostEnd := len(buf)
	if hostEnd == hostStart {
		return nil, false // the empty host fails
	}
	hostKind := hostDomain
	if host := buf[hostStart:hostEnd]; seen&(hbPercent|hbNonASCII) != 0 || mayEndInANumber(host) && endsInANumber(host) {
		var hb [maxFixHost]byte
		var fixed string
		if fixed, hostKind, ok = fixHost(&hb, unsafe.String(unsafe.SliceData(host), len(host)), seen, ipv4); !ok {
			return nil, false
		}
		buf = append(buf[:hostStart], fixed...)
		hostEnd = len(buf)
	}
	if port >= 0 {
		buf = strconv.AppendUint(append(buf, ':'), uint64(port), 10)
	}
	// Path start, path, query and fragment states: the tail route's.
	pathStart := len(buf)
	if pathStart+3*(end-i)+1 > onePassScratch {
		return nil, false
	}
	buf, queryStart, fragStart, ok := appendTail(buf, in, stPathStart, i, pathStart, -1, false)
	if !ok || uint64(len(buf)) > maxHref {
		return nil, false
	}
	if !want {
		return nil, true
	}
	return tailURL(buf, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart, hostKind, kind), true
}

// appendUserinfo appends the credentials that s, what comes before the
// last "@" of an authority, makes (the authority state): the username,
// then ":" and the password where it is not empty, split at the first ":"
// and each percent-encoded with the userinfo percent-encode set, skipping
// tabs and newlines. It returns buf, and false where s has invalid UTF-8.
func appendUserinfo(buf []byte, s string) ([]byte, bool) {
	colon := -1
	var ok bool
	for k := 0; k < len(s); k++ {
		c := s[k]
		switch {
		case c == ':' && colon < 0:
			colon = len(buf)
			buf = append(buf, ':')
		case encodeSets[c]&setUserinfo == 0:
			buf = append(buf, c)
		case c < 0x80 && c > ' ' && c != 0x7F:
			buf = appendPercent(buf, c)
		default:
			// A tab or newline, another C0 control or DEL, or UTF-8.
			if buf, k, ok = appendOther(buf, s, k); !ok {
				return nil, false
			}
		}
	}
	if colon >= 0 && colon == len(buf)-1 {
		buf = buf[:colon] // an empty password is not written
	}
	return buf, true
}

// skipSlashes returns the index of the first byte of s from i on that is
// neither a slash, a backslash, a tab nor a newline, as the special
// authority slashes and ignore slashes states skip them (preprocessing
// having removed the tabs and newlines), and how many slashes and
// backslashes it skipped.
func skipSlashes(s string, i int) (int, int) {
	n := 0
	for ; i < len(s); i++ {
		if c := s[i]; c == '/' || c == '\\' {
			n++
		} else if !is(c, classTabNL) {
			break
		}
	}
	return i, n
}
