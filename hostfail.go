package url

import (
	"strings"
	"unicode/utf8"
	"unsafe"
)

// maxQuickFailHost is the longest host quickHostFailure parses, in bytes;
// maxQuickFailPrefix the most bytes before it (the scheme and slashes)
// where it has invalid UTF-8 to replace.
const (
	maxQuickFailHost   = 96
	maxQuickFailPrefix = 32
)

// quickHostFailure is parse's quick path for an input whose host the host
// parser rejects, such as "http://a<b/", "http://ho%3Cst/",
// "http://1.2.3.4.5:80/" or "http://[::1.2]/" (a numeric host that no port
// follows is quickIPv4Failure's): a special URL but a file URL, whose
// authority (after the scheme and its slashes) has no tabs, newlines or
// credentials. Up to its host, the basic URL parser only writes such an
// input's scheme and slashes, and reports no failure: the first one it can
// return is the host state's. So the host state alone, run on the host
// (parser.host), tells whether the input fails there, and with what Error.
// A domain that percent-decodes to ASCII needs not even that: the domain
// parser only lowercases it, so its Error is that of its first forbidden
// domain code point (forbiddenInASCIIDomain).
//
// s is input[lead:end], the input without its leading and trailing C0
// controls and spaces, or that without its tabs and newlines too
// (parseWithoutTabs), which scanCanonical scanned into r: its special
// scheme, s[:r.schemeEnd]. The error is the input's, its offset mapped back
// from s as parseFrom maps it (inputOffset). The host is parsed only when
// it looks bad: a byte that a domain may not hold (a percent sign among
// them, but for one that starts a percent-encoded byte allowed in a
// domain); a byte that is not ASCII, as it is or percent-encoded (IDNA's,
// which fixHost declined, or a decoding that is not UTF-8: either fails
// more often than not); or, where fixHost declined it, a last byte that may
// end a number (an IPv4 address that the IPv4 parser may reject) or
// brackets (an IPv6 address that the IPv6 parser rejects). It returns the
// error (errNotParsed when want is false) and true; false when the input is
// not of that form or its host parses, for the general parser to take it.
// The differential fuzz test FuzzQuickPaths checks that the two agree.
func quickHostFailure(input string, lead, end int, s string, r *resumePoint, base *URL, want bool) (error, bool) {
	kind := r.scheme
	if !kind.special() || kind == schemeFile || uint64(len(input)) > maxHref {
		return nil, false
	}
	i := r.schemeEnd + 1
	if !hasPrefix(s[i:], "//") && base != nil && base.scheme == kind {
		// The special relative or authority state: relative to base.
		return nil, false
	}
	// The special authority slashes and ignore slashes states.
	for i < len(s) && (s[i] == '/' || s[i] == '\\') {
		i++
	}
	if i == len(s) || s[i] == '[' && r.fix.hostBits&hbBracket == 0 {
		// No host, or an IPv6 address that fixHost was not given: most
		// of those that are not given to it parse (such as one followed
		// by credentials).
		return nil, false
	}
	// The authority state: its end, and no "@" before it. The host state
	// ends the host at the first ":" outside brackets.
	hostEnd, brackets, bad, nonASCII := -1, false, false, false
	j := i
	if r.hostEnd > 0 && r.hostStart == i {
		// The scan found the host's bytes before r.hostEnd allowed in a
		// domain (none of them ":" or a bracket): the loop starts at the
		// byte it stopped at.
		j = r.hostEnd
	}
	for ; j < len(s); j++ {
		b := quickFailBytes[s[j]]
		if b == 0 {
			continue
		}
		if b&qfEnd != 0 {
			break
		}
		if b&qfDecline != 0 {
			return nil, false
		}
		if hostEnd >= 0 {
			continue
		}
		switch c := s[j]; {
		case c == ':' && !brackets:
			hostEnd = j
			continue
		case c == '[':
			brackets = true
		case c == ']':
			brackets = false
		case c >= utf8.RuneSelf:
			nonASCII = true
			continue
		case c == '%' && isPercentEncodedByte(s, j):
			// Bad where it decodes to a byte a domain may not hold (one
			// the domain parser does not keep) or one that is not ASCII.
			if d, kept := keptHostEscape(s, j); !kept {
				bad = true
				nonASCII = nonASCII || d >= utf8.RuneSelf
			}
			j += 2
			continue
		}
		bad = true // b&qfForbidden
	}
	if hostEnd < 0 {
		hostEnd = j
	}
	if hostEnd == i || hostEnd-i > maxQuickFailHost {
		return nil, false
	}
	in := s[:j] // what the host state reads
	if nonASCII && !utf8.ValidString(s[i:hostEnd]) {
		// Preprocessing replaces invalid UTF-8 with U+FFFD, and the host
		// parser reads that: a domain's failures are all at its start,
		// before any byte replaced; an IPv6 address's are not.
		if s[i] == '[' || i > maxQuickFailPrefix {
			return nil, false
		}
		// Zeroed only here. in points into it after the block: it stays
		// in the frame, address-taken.
		var fixed [maxQuickFailPrefix + 3*maxQuickFailHost]byte
		b := append(hiddenBytes(&fixed[0], len(fixed)), s[:i]...)
		b = appendScalarValues(b, s[i:hostEnd])
		in = unsafe.String(unsafe.SliceData(b), len(b))
	}
	bad = bad || nonASCII
	if !bad {
		// A host that may be an IPv4 address, which parseFixed (fixHost)
		// declined: the IPv4 parser may fail on it.
		if !r.fix.ok || !r.fix.hostParse || !mayEndInANumber(s[i:hostEnd]) {
			return nil, false
		}
	}

	// The error's offset maps back to the input as parseFrom's does
	// (inputOffset), through the tabs and newlines removed where s is the
	// input without them.
	var p parser
	p.input, p.trimmed, p.rewritten = input, lead, len(s) != end-lead
	p.lazyDetail = true
	if bad && s[i] != '[' && !nonASCII {
		// A domain, not an IPv6 address: where it percent-decodes to
		// ASCII, the domain parser only lowercases it, and fails at its
		// first forbidden domain code point (domainEnd).
		if c, ok := forbiddenInASCIIDomain(s[i:hostEnd]); ok {
			if !want {
				return errNotParsed, true
			}
			p.forbiddenInDomain(i, c)
			return p.newError(input, p.inputOffset(p.errAt)), true
		}
	}

	p.reset()
	p.in, p.scheme, p.noDetail = in, kind, !want
	var b [maxQuickFailHost + 32]byte
	p.buf = hiddenBytes(&b[0], len(b))
	if _, _, ok := p.host(i); ok {
		return nil, false
	}
	if !want {
		return errNotParsed, true
	}
	return p.newError(input, p.inputOffset(p.errAt)), true
}

// forbiddenInASCIIDomain returns the first forbidden domain code point of
// the percent-decoding of host, a special URL's host that is ASCII without
// tabs or newlines, and true; false where it has none, or where a byte
// decodes to one that is not ASCII (for IDNA, whose failures may come
// first).
func forbiddenInASCIIDomain(host string) (byte, bool) {
	var first byte
	found := false
	for k := 0; k < len(host); k++ {
		c := host[k]
		if isPercentEncodedByte(host, k) {
			c = unhex(host[k+1])<<4 | unhex(host[k+2])
			if c >= utf8.RuneSelf {
				return 0, false
			}
			k += 2
		}
		if !found && is(c, classForbiddenDomain) {
			first, found = c, true
		}
	}
	return first, found
}

// quickIPv4Failure returns the IPv4 parser's error for the host of input,
// input[start:end], where parseCanonical found that it ends in a number
// and ipv4Quick did not take it; false where it is an address after all.
// The host is made of the bytes of a canonical host (classCanonicalHost),
// which the domain parser keeps as they are, and no ":" follows it, so
// nothing before it fails and no "@" after it makes it credentials: the
// host state runs the IPv4 parser on it as it is. Nothing before start is
// removed by preprocessing: the error's offsets are the input's.
func quickIPv4Failure(input string, start, end int, want bool) (error, bool) {
	if uint64(len(input)) > maxHref {
		return nil, false
	}
	var p parser
	p.noDetail, p.lazyDetail = !want, true
	host := input[start:end]
	if _, ok := p.parseIPv4Parts(unsafe.Slice(unsafe.StringData(host), len(host)), start, true); ok {
		return nil, false
	}
	if !want {
		return errNotParsed, true
	}
	return p.newError(input, p.errAt), true
}

// quickPortFailure returns the port state's error for the port of input,
// a URL with a special scheme of the given kind, from start, where
// portFails reports that it fails; false where it does not after all.
// Nothing before start is removed by preprocessing: the error's offset is
// the input's.
func quickPortFailure(input string, kind schemeKind, start int, want bool) (error, bool) {
	if uint64(len(input)) > maxHref {
		return nil, false
	}
	var p parser
	p.reset()
	p.input, p.in = input, input
	p.scheme = kind
	p.noDetail, p.lazyDetail = !want, true
	if _, _, ok := p.portState(start); ok {
		return nil, false
	}
	if !want {
		return errNotParsed, true
	}
	return p.newError(input, p.errAt), true
}

// quickIPv6Failure returns the IPv6 parser's error for an input whose
// host is an IPv6 address in brackets that parseFixed declined, as fixHost
// does where the IPv6 parser fails: scanCanonical found the address's
// bytes ending in "]", at the end of a special URL's authority without
// credentials (r.fix.ok or r.fix.pathOnly, with hbBracket), which the host
// parser parses as the IPv6 address between the brackets. It returns
// false where parse must go on: a base of the input's scheme makes an
// input without "//" relative to it (relativeWithBase), or the IPv6
// parser takes the address after all (parseFixed then declined for
// another reason).
func quickIPv6Failure(input string, lead, end int, r *resumePoint, base *URL, want bool) (error, bool) {
	f := &r.fix
	if f.relativeWithBase && base != nil && base.scheme == r.scheme || uint64(len(input)) > maxHref {
		return nil, false
	}
	s := input[lead:end]
	var p parser
	p.noDetail = !want
	if _, ok := p.parseIPv6(s[f.hostStart+1:f.hostEnd-1], lead+f.hostStart+1); ok {
		return nil, false
	}
	if !want {
		return errNotParsed, true
	}
	return p.newError(input, p.errAt), true
}

// noSchemeFailure returns the no scheme state's failure for input, whose
// first byte after its leading C0 controls and spaces is at lead, where
// the state fails against the base (noSchemeFails, which the caller has
// checked) and the basic URL parser certainly comes to it: input has no
// scheme (it does not start with an ASCII letter, or it has no ":"). It
// returns false otherwise, for the general parser. (An input that starts
// with a letter and has a ":" after its scheme's bytes, "a b:c", has no
// scheme either: the general parser tells, as the scan to tell it would
// cost every input with a scheme.)
func noSchemeFailure(input string, lead int, want bool) (error, bool) {
	if uint64(len(input)) > maxHref {
		return nil, false
	}
	if lead < len(input) && is(input[lead], classAlpha) && strings.IndexByte(input[lead+1:], ':') >= 0 {
		return nil, false
	}
	if !want {
		return errNotParsed, true
	}
	return &Error{Input: input, Code: MissingSchemeNonRelativeURL, Offset: lead, Detail: noSchemeDetail}, true
}

// Bits of quickFailBytes, which classifies the bytes of an authority for
// quickHostFailure.
const (
	qfEnd       = 1 << iota // "/", "?", "#" or "\\": the end of a special URL's authority
	qfDecline               // "@", a tab or newline: for the general parser
	qfForbidden             // a forbidden domain code point (":", "[" and "]" among them)
	qfNonASCII              // not ASCII: for IDNA
)

var quickFailBytes = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c == '/' || c == '?' || c == '#' || c == '\\':
			t[c] = qfEnd
		case c == '@' || is(byte(c), classTabNL):
			t[c] = qfDecline
		case c >= utf8.RuneSelf:
			t[c] = qfNonASCII
		case is(byte(c), classForbiddenDomain):
			t[c] = qfForbidden
		}
	}
	return t
}()
