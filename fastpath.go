package url

// parseCanonical fills u from input when input is an absolute URL with a
// special scheme, no credentials and a domain host (or a file URL's empty
// host), written exactly as the URL serializer would write it. For such an
// input the basic URL parser, with or without a base, returns input
// unchanged, so a single scan that checks this and records the offsets
// gives the same URL without writing anything.
//
// It reports false when the input needs the general parser; u is then
// unchanged. The differential fuzz test checks that both paths agree.
func parseCanonical(u *URL, s string) bool {
	// Scheme: lowercase only, and special.
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	if i == len(s) || s[i] != ':' {
		return false
	}
	kind := lookupScheme(s[:i])
	if kind == schemeOther || len(s) < i+3 || s[i+1] != '/' || s[i+2] != '/' {
		return false
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
			return false
		}
		hostKind = hostEmpty
	case kind == schemeFile && host == "localhost":
		return false
	case endsInANumber(host):
		return false
	}

	// Port: digits without a leading zero, in range, not the default.
	port := int32(-1)
	if j < len(s) && s[j] == ':' {
		if kind == schemeFile {
			return false
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
			return false
		}
		port = int32(v)
	}

	// Path: a special URL's path always starts with "/". No byte of it is
	// in the path percent-encode set, there is no backslash, and no segment
	// is a dot segment.
	if j == len(s) || s[j] != '/' {
		return false
	}
	pathStart := j
	segStart := j + 1
	for j++; ; j++ {
		for j < len(s) && classes[s[j]]&classPathStop == 0 {
			j++
		}
		seg := s[segStart:j]
		if len(seg) > 0 && len(seg) <= 6 && (seg[0] == '.' || seg[0] == '%') && isDotSegment(seg) {
			return false
		}
		// The file scheme's Windows drive letter quirk rewrites "C|".
		if kind == schemeFile && segStart == pathStart+1 && len(seg) == 2 && seg[1] == '|' && is(seg[0], classAlpha) {
			return false
		}
		if j == len(s) || s[j] == '?' || s[j] == '#' {
			break
		}
		if s[j] != '/' {
			return false // a byte to percent-encode, or a backslash
		}
		segStart = j + 1
	}
	queryStart, fragStart := j, len(s)
	if j < len(s) && s[j] == '?' {
		for j++; j < len(s) && s[j] != '#'; j++ {
			if encodeSets[s[j]]&setSpecialQuery != 0 {
				return false
			}
		}
	}
	if j < len(s) {
		// s[j] == '#'
		fragStart = j
		for k := j + 1; k < len(s); k++ {
			if encodeSets[s[k]]&setFragment != 0 {
				return false
			}
		}
	}
	if uint64(len(s)) > maxHref {
		return false
	}
	*u = URL{
		href:        s,
		schemeEnd:   uint32(schemeEnd),
		usernameEnd: uint32(hostStart),
		hostStart:   uint32(hostStart),
		hostEnd:     uint32(hostEnd),
		pathStart:   uint32(pathStart),
		queryStart:  uint32(queryStart),
		fragStart:   uint32(fragStart),
		port:        port,
		hostKind:    hostKind,
		scheme:      kind,
	}
	return true
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
