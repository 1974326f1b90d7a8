package url

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
// is -1 when input is the serialization, and u.href is input.
//
// It reports false when the input needs the general parser; u is then
// unchanged. The differential fuzz test checks that both paths agree.
func parseCanonical(u *URL, s string) (ok bool, slash int) {
	// Scheme: lowercase only, and special.
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	if i == len(s) || s[i] != ':' {
		return false, -1
	}
	kind := lookupScheme(s[:i])
	if kind == schemeOther || len(s) < i+3 || s[i+1] != '/' || s[i+2] != '/' {
		return false, -1
	}
	schemeEnd := i
	hostStart := i + 3

	// Host: an ASCII domain that lowercasing does not change, which does
	// not end in a number (that would be an IPv4 address).
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
			return false, -1
		}
		hostKind = hostEmpty
	case kind == schemeFile && host == "localhost":
		return false, -1
	case mayEndInANumber(host) && endsInANumber(host):
		return false, -1
	}

	// Port: digits without a leading zero, in range, not the default.
	if j < len(s) && s[j] == ':' {
		if kind == schemeFile {
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
		if n == 0 || (s[start] == '0' && n > 1) || v > 65535 || int32(v) == kind.defaultPort() {
			return false, -1
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
		return false, -1
	default:
		segStart := j + 1
		for j++; ; j++ {
			for j < len(s) && classes[s[j]]&classPathStop == 0 {
				j++
			}
			seg := s[segStart:j]
			if len(seg) > 0 && len(seg) <= 6 && (seg[0] == '.' || seg[0] == '%') && isDotSegment(seg) {
				return false, -1
			}
			if kind == schemeFile && segStart == pathStart+1 && len(seg) == 2 && seg[1] == '|' && is(seg[0], classAlpha) {
				return false, -1
			}
			if j == len(s) || s[j] == '?' || s[j] == '#' {
				break
			}
			if s[j] != '/' {
				return false, -1 // a byte to percent-encode, or a backslash
			}
			segStart = j + 1
		}
	}
	queryStart, fragStart := j, len(s)
	if j < len(s) && s[j] == '?' {
		for j++; j < len(s) && s[j] != '#'; j++ {
			if encodeSets[s[j]]&setSpecialQuery != 0 {
				return false, -1
			}
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
	href := s
	if slash >= 0 {
		// Offsets in the serialization, one byte longer from slash on.
		href = ""
		queryStart++
		fragStart++
	}
	if uint64(len(s))+1 > maxHref {
		return false, -1
	}
	u.href = href
	u.urlLayout = urlLayout{
		schemeEnd:   uint32(schemeEnd),
		usernameEnd: uint32(hostStart),
		hostStart:   uint32(hostStart),
		hostEnd:     uint32(hostEnd),
		pathStart:   uint32(pathStart),
		queryStart:  uint32(queryStart),
		fragStart:   uint32(fragStart),
		hostKind:    hostKind,
		scheme:      kind,
	}
	return true, slash
}

// mayEndInANumber is a quick test for a lowercase ASCII domain: false when
// its last label (before a trailing dot) cannot be a number, because its
// last byte is neither a hex digit nor the "x" of "0x". Most domains end in
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
	return is(c, classHex) || c == 'x'
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
