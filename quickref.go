package url

import (
	"strings"
)

// This file holds the relative route: a reference, such as a link found in
// a page, resolved against a base whose scheme is special (http, https, ws,
// wss, ftp, file). The forms it takes are those of the relative, relative
// slash, file and file slash states of the basic URL parser:
//
//	""             the base without its fragment
//	"#f"           the base's path and query, fragment f
//	"?q#f"         the base's path, query q
//	"a/b", "../a"  the base's path, shortened, then the reference's path
//	"/a/b?q#f"     the base's authority, the reference's path
//	"//host/a"     the reference's host (a lowercase ASCII domain) and port
//	"///a"         a file URL's empty host, and the reference's path
//
// It writes the part of the base's serialization that the result keeps
// into a buffer, and then the reference's path, query and fragment with
// appendTail, as the one-pass route does after the authority; the result
// is copied into the URL's one allocation. It declines, for the state
// machine: a scheme, a tab or newline anywhere, credentials or a host that
// is not a lowercase ASCII domain, a base whose scheme is not special or
// that has no host or an opaque path, a file base whose path starts with a
// Windows drive letter or a reference that does, what appendTail declines
// (invalid UTF-8, see appendPath), and a result longer than the buffer.
// The caller declines a legacy query encoding. FuzzRelativeQuick holds it
// equal to the state machine.

// parseRelativeQuick resolves the reference input against base the way
// the basic URL parser does, for the forms it takes. It reports false,
// having done nothing, when input needs the state machine. On success it
// returns the URL, allocated once, or nil when want is false (CanParse).
func parseRelativeQuick(input string, base *URL, want bool) (*URL, bool) {
	// Preprocessing: spaces and C0 controls at the ends are trimmed (tabs
	// and newlines elsewhere are left to the state machine).
	lead, end := trimControls(input)
	in := input[lead:end]
	// The first three bytes pick the form: a tab or newline among them
	// may change it, once removed. (appendTail skips them elsewhere.)
	for k := range min(3, len(in)) {
		if is(in[k], classTabNL) {
			return nil, false
		}
	}
	if in != "" && is(in[0], classAlpha) {
		// A scheme (tabs and newlines in it removed) makes the reference
		// absolute. Most references have no colon at all.
		if colon := strings.IndexByte(in, ':'); colon > 0 {
			j := 1
			for j < colon && (is(in[j], classScheme) || is(in[j], classTabNL)) {
				j++
			}
			if j == colon {
				return nil, false
			}
		}
	}
	b := base
	if !b.scheme.special() || b.hostKind == hostNull || b.flags() != 0 {
		return nil, false
	}
	href, pathStart := b.href(), int(b.pathStart())
	file := b.scheme == schemeFile
	if file && fileDrive(href[pathStart:b.queryStart]) != "" {
		// The file and file slash states keep a base's drive letter.
		return nil, false
	}
	// The base's offsets, which the result keeps up to where it differs.
	var l urlLayout
	l.setNoCredentials(int(b.schemeEnd()), int(b.hostStart), int(b.hostEnd), pathStart, int(b.queryStart), int(b.fragStart), b.hostKind, b.scheme, 0)
	if in == "" {
		// Relative state, c is EOF: the base without its fragment.
		if !want {
			return nil, true
		}
		r := new(URL)
		r.set(href[:b.fragStart], &l)
		return r, true
	}
	// The buffer: three bytes written for each byte of in (percent-encoded)
	// and a "/" after what the base gives fit it.
	buf := scratch(len(href) + 3*len(in) + 1)
	if buf == nil {
		return nil, false
	}
	st, i := stPath, 0
	isSlash := func(k int) bool { return k < len(in) && (in[k] == '/' || in[k] == '\\') }
	switch {
	case in[0] == '#':
		// The base's path and query, then the fragment state.
		buf = append(buf, href[:b.fragStart]...)
		st, i = stFragment, 1
	case in[0] == '?':
		// The base's path, then the query state.
		buf = append(buf, href[:b.queryStart]...)
		st, i = stQuery, 1
	case isSlash(0) && isSlash(1):
		// The reference's authority: the special authority ignore slashes
		// state, or for a file URL the file host state, where only the
		// empty host comes here.
		buf = append(append(buf, href[:l.schemeEnd+1]...), '/', '/')
		l.setNoCredentials(int(l.schemeEnd), len(buf), len(buf), len(buf), 0, 0, hostEmpty, b.scheme, 0)
		i, st = 2, stPathStart
		if file {
			if i < len(in) && !isSlash(i) && in[i] != '?' && in[i] != '#' {
				return nil, false
			}
		} else {
			host, port, j, ok := quickAuthority(in, i, b.scheme)
			if !ok {
				return nil, false
			}
			buf = append(buf, host...)
			l.hostEnd, l.hostKind, i = uint32(len(buf)), hostDomain, j
			if port != "" {
				buf = append(append(buf, ':'), port...)
			}
			l.pathStart = uint32(len(buf))
		}
	case isSlash(0):
		// The relative slash (or file slash) state: the base's authority,
		// then the path state at the byte after the slash.
		buf = append(buf, href[:pathStart]...)
		i = 1
	default:
		// The base's path, shortened, then the path state.
		if file && startsWithWindowsDriveLetter(in) {
			return nil, false
		}
		buf = append(buf, href[:pathStart+strings.LastIndexByte(href[pathStart:b.queryStart], '/')]...)
	}
	return tailURL(buf, in, st, i, &l, want)
}

// quickAuthority reads a scheme-relative reference's authority from in[i:]
// (after "//"): a host that the domain parser keeps as it is (an ASCII
// domain in lower case that does not end in a number) and an optional port.
// It returns them, with port "" when the port is null or the scheme's
// default, and the index of the byte after them. It reports
// false for anything else: credentials, an IPv6 address, upper case, a
// percent sign, an empty host, a backslash, a port with a leading zero.
func quickAuthority(in string, i int, scheme schemeKind) (host, port string, j int, ok bool) {
	j = i
	for j < len(in) && hostBytes[in[j]] == 0 {
		j++
	}
	host = in[i:j]
	if host == "" || (mayEndInANumber(host) && endsInANumber(host)) {
		return "", "", 0, false
	}
	if j < len(in) && in[j] == ':' {
		v, digits, end := scanPort(in, j+1)
		if v > maxPort || digits > 1 && in[j+1] == '0' {
			return "", "", 0, false
		}
		if port = in[j+1 : end]; int32(v) == scheme.defaultPort() {
			port = ""
		}
		j = end
	}
	if j < len(in) && in[j] != '/' && in[j] != '?' && in[j] != '#' {
		return "", "", 0, false
	}
	return host, port, j, true
}
