package url

// parseOther is parse's fast path for a canonical input with a
// non-special scheme (parseCanonicalOther), which parseCanonical declines.
// parse tries it only where parseCanonical declined and scanCanonical
// found no special scheme (in parseResumed), so that input with a special
// scheme pays nothing for it. It returns the URL
// (nil when want is false) and true, or false when the general parser must
// run.
func parseOther(s string, want bool) (*URL, bool) {
	var u urlLayout
	if !canonicalOther(&u, s) {
		return nil, false
	}
	if !want {
		return nil, true
	}
	r := new(URL)
	r.set(s, &u)
	return r, true
}

// canonicalOther fills u from s and reports true when s is a canonical
// URL with a lowercase, non-special scheme that parseCanonicalOther takes.
func canonicalOther(u *urlLayout, s string) bool {
	if len(s) == 0 || s[0]-'a' >= 26 {
		return false
	}
	i := 1
	for i < len(s) {
		if c := s[i]; c-'a' < 26 || c-'0' < 10 || c == '+' || c == '-' || c == '.' {
			i++
		} else {
			break
		}
	}
	if i == len(s) || s[i] != ':' || lookupScheme(s[:i]) != schemeOther {
		return false
	}
	ok, _ := parseCanonicalOther(u, s, i)
	return ok
}

// parseCanonicalOther is parseCanonical for an input whose scheme, s[:i],
// is ASCII lowercase letters, digits, "+", "-" and "." (a letter first) and
// not special, and s[i] == ':'. It takes three
// canonical forms, the serialization of the URL the basic URL parser makes
// of them, and declines everything else (returning false, -1, with u
// unchanged):
//
//   - an opaque path: "mailto:a@b.c", "data:text/plain,hi", "urn:isbn:1";
//   - a path without a host: "sc:/a/b";
//   - "//", an opaque host, an optional port and a path: "sc://h:1/a".
//
// Each may have a query and a fragment. It declines on a byte that the
// parser would percent-encode or remove, a space (the parser has rules for
// spaces in an opaque path), a dot segment, an empty port, a port with a
// leading zero or out of range, and an empty host followed by a port.
func parseCanonicalOther(u *urlLayout, s string, i int) (ok bool, slash int) {
	if i == 0 {
		return false, -1
	}
	schemeEnd := i
	j := i + 1
	hostStart, hostEnd := j, j
	kind := hostNull
	var flags urlFlags
	pathStart := j
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
			if kind == hostEmpty {
				return false, -1
			}
			j++
			start := j
			v := 0
			for j < len(s) && is(s[j], classDigit) && j-start < 5 {
				v = v*10 + int(s[j]-'0')
				j++
			}
			n := j - start
			if n == 0 || (s[start] == '0' && n > 1) || v > 65535 {
				return false, -1
			}
		}
		pathStart = j
		if j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' {
			return false, -1
		}
		if j < len(s) && s[j] == '/' {
			if j = canonicalOtherPath(s, j); j < 0 {
				return false, -1
			}
		}
	case j < len(s) && s[j] == '/':
		// A path without a host; its first segment is not empty (that
		// would be "//" above).
		if j = canonicalOtherPath(s, j); j < 0 {
			return false, -1
		}
	default:
		// Opaque path: bytes from 0x21 to 0x7E, '%' included, kept as
		// they are.
		flags = flagOpaquePath
		for j < len(s) && s[j] != '?' && s[j] != '#' {
			if s[j]-0x21 >= 0x7E-0x21+1 {
				return false, -1
			}
			j++
		}
	}
	queryStart, fragStart := j, len(s)
	if j < len(s) && s[j] == '?' {
		// "#" is in the query percent-encode set (as in parseCanonical).
		for j++; j < len(s) && encodeSets[s[j]]&setQuery == 0; j++ {
		}
		if j < len(s) && s[j] != '#' {
			return false, -1
		}
	}
	if j < len(s) {
		// s[j] == '#'
		fragStart = j
		for k := j + 1; k < len(s); k++ {
			if encodeSets[s[k]]&setFragment != 0 {
				return false, -1
			}
		}
	}
	if uint64(len(s)) > maxHref {
		return false, -1
	}
	u.setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart, kind, schemeOther, flags)
	return true, -1
}

// canonicalOtherPath checks the path of a URL with a non-special scheme
// that starts at s[j] == '/' and returns the offset where it ends (at "?",
// "#" or the end of s), or -1 when a segment is a dot segment or has a
// byte in the path percent-encode set.
func canonicalOtherPath(s string, j int) int {
	segStart := j + 1
	for j++; ; j++ {
		// A backslash is no separator here, and is kept.
		for j < len(s) && (classes[s[j]]&classPathStop == 0 || s[j] == '\\') {
			j++
		}
		seg := s[segStart:j]
		if len(seg) > 0 && len(seg) <= 6 && (seg[0] == '.' || seg[0] == '%') && isDotSegment(seg) {
			return -1
		}
		if j == len(s) || s[j] == '?' || s[j] == '#' {
			return j
		}
		if s[j] != '/' {
			return -1
		}
		segStart = j + 1
	}
}
