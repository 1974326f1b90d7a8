package url

import (
	"fmt"
	"slices"
	"strings"
)

// A Profile is a canonicalization profile: a fixed list of rewrites, applied
// to a URL the URL Standard's parser has already parsed, that makes URLs
// which name the same resource for some purpose (crawling, archiving,
// Safe Browsing lookups) into one string. The profiles are iipc/urlcanon's,
// named as it names them, and two of the Internet Archive's (those of its
// surt library, whose tests urlcanon carries). Unlike a Normalization,
// whose rewrites keep the URL's meaning, a profile may change what a server
// sees (ProfileAggressive lowercases the path); pick the one your index
// uses.
//
// The rewrites start from the URL's href, so everything the parser does
// is done first, in every profile: the scheme and domains are lowercased,
// tabs, newlines and the spaces at the ends are gone, backslashes in a
// special URL are slashes, hosts are IDNA-mapped and IPv4 addresses are in
// dotted decimal, default ports are dropped, dot segments are resolved and
// what must be percent-encoded is. urlcanon's own parser does much of this
// as canonicalization steps; here they are the parser's. Input that the
// parser rejects (no scheme, a forbidden host code point) is an error of
// Canonicalize, where urlcanon would guess: "example.com/" is not
// "http://example.com/".
//
// Each profile's doc lists its rewrites, in the order they are made.
// Bytes are bytes: a percent-decoded byte that is not ASCII is written
// percent-encoded again, whether or not it was part of valid UTF-8.
//
// The zero Profile is ProfileWHATWG. A Profile that is none of the
// constants below canonicalizes as ProfileWHATWG.
type Profile uint8

const (
	// ProfileWHATWG changes nothing: the result is the URL's href.
	ProfileWHATWG Profile = iota

	// ProfileSemanticPrecise is urlcanon's "semantic_precise": it makes
	// one string of URLs that a browser would load the same way, keeping
	// the fragment. It
	//   - percent-decodes the username, password, host, path and fragment
	//     again and again until nothing changes ("%2541" becomes "A");
	//   - writes a host that urlcanon's IPv4 parser reads in dotted
	//     decimal: that parser is more lenient than the standard's and
	//     reads an empty part as 0, so a host of dots only (as "%2e"
	//     decodes to) is "0.0.0.0", also in a URL that is not special;
	//   - removes the dots at the start and end of the host and makes each
	//     run of dots inside it one dot;
	//   - drops the username and password;
	//   - percent-encodes, with upper-case hex digits, the bytes below 0x21
	//     and above 0x7E, "#" and "%" in the host (and the bytes that would
	//     end an opaque host), the path ("?" too) and the fragment;
	//   - splits the query at each "&" and each part at its first "=", and
	//     percent-decodes each name and value again and again and encodes
	//     them as the path is, "&" and "=" too (not "?");
	//   - in a special URL's path, makes backslashes slashes (a decoded
	//     "%5C"), resolves the dot segments that decoding made ("%252e"),
	//     and makes each run of slashes one slash;
	//   - sorts the query's "&"-separated parts by their bytes.
	ProfileSemanticPrecise

	// ProfileAggressive is urlcanon's "aggressive", for fuzzy matching as
	// the Wayback Machine matches: ProfileSemanticPrecise's rewrites, then
	//   - drops the fragment;
	//   - makes the scheme "https" "http", keeping the port
	//     ("https://h:80/" becomes "http://h:80/");
	//   - removes a first label "www", or "www" and digits ("www2"), from
	//     the host when more follows it;
	//   - lowercases the path and the query (ASCII letters only, which
	//     changes the hex digits of percent-encodings too);
	//   - removes the query's session ids (the "&" around each goes with
	//     the empty parts below): "jsessionid=" and 10 or more of
	//     [0-9a-z$], "sessionid=",
	//     "phpsessid=" or "sid=" and 16 or more of [0-9a-z],
	//     "aspsessionid" and 8 letters, "=" and 16 or more of [0-9a-z], and
	//     "cfid=" and digits, "&cftoken=" and [0-9a-z-]; each must start
	//     the query or follow "&", and end it or precede "&";
	//   - in a path that ends in ".aspx", removes each segment "(" and 24
	//     of [0-9a-z] ")", and each segment "(", one or more of a letter,
	//     "(", 24 of [0-9a-z] and ")", then ")", with the slash after it;
	//     in any path, removes a final ";jsessionid=" and 32 of [0-9a-z];
	//   - removes one trailing slash from a path other than "/";
	//   - removes the query's empty parts (a leading, trailing or doubled
	//     "&"), and the "?" when the query is then empty;
	//   - sorts the query's parts by their bytes again.
	ProfileAggressive

	// ProfileGoogle is urlcanon's "google", after Google Safe Browsing's
	// published canonicalization rules, keeping the port as the surt
	// library does. It
	//   - drops the fragment;
	//   - percent-decodes the username, password, host, path and query
	//     again and again until nothing changes;
	//   - resolves the dot segments that decoding made in the path;
	//   - removes the dots at the start and end of the host and makes each
	//     run of dots inside it one dot (a host of dots only becomes ".",
	//     and so "0.0.0.0" in the next step, where urlcanon leaves no
	//     host);
	//   - in a special URL's path, makes each run of slashes one slash;
	//   - writes a host that urlcanon's IPv4 parser reads in dotted decimal
	//     (see ProfileSemanticPrecise);
	//   - percent-encodes, with upper-case hex digits, the bytes below 0x21
	//     and above 0x7E, "#" and "%" everywhere (and, in the credentials
	//     and an opaque host, the bytes that would end them).
	// The result is Safe Browsing's lookup string: a decoded "%3F" in the
	// path is "?", so it need not parse back into the same URL.
	ProfileGoogle

	// ProfileIA is the Internet Archive's IA canonicalizer
	// (IAURLCanonicalizer of the surt library and of webarchive-commons,
	// whose "Canonicalizer.IA" tests urlcanon carries). It
	//   - lowercases the host, an opaque one too (ASCII letters only);
	//   - removes a first label "www", or "www" and digits ("www34"), from
	//     the host when more follows it, but in a "dns" URL;
	//   - drops the username and password;
	//   - lowercases the path (ASCII letters only);
	//   - removes an ASP.NET session id from the path: a segment "(" and
	//     24 of [0-9a-z] ")", or "(", one or more of a letter, "(", 24 of
	//     [0-9a-z] and ")", then ")", with the slash after it, where the
	//     rest of the path holds ".aspx" after at least one byte (the last
	//     such segment of each form);
	//   - removes one trailing slash from a path other than "/" (but from
	//     an opaque path where a space comes before it, which the parser
	//     would then trim or encode: "a:b /" stays as it is);
	//   - in a query: removes the last "jsessionid=", "phpsessid=" or
	//     "sid=" followed by exactly 32 letters and digits, the last
	//     "ASPSESSIONID" and 8 letters "=" and 24 letters, and the last
	//     "cfid=...&cftoken=...", names in either case, each with the "&"
	//     after it (each must end the query or precede "&", but need not
	//     follow "&": "xsid=" holds "sid="); lowercases it; and sorts its
	//     parts by name, then value, a name without "=" first;
	//   - drops the query when it is empty ("?" alone or emptied);
	//   - drops the fragment.
	// The parser has already dropped the default port of every special
	// scheme, where the IA canonicalizer drops only http's 80 and https's
	// 443.
	ProfileIA

	// ProfileIADefault is the Internet Archive's default canonicalizer,
	// the one the Wayback Machine's CDX keys are made with:
	// ProfileGoogle's rewrites, then ProfileIA's.
	ProfileIADefault
)

var profileNames = [...]string{
	ProfileWHATWG:          "whatwg",
	ProfileSemanticPrecise: "semantic-precise",
	ProfileAggressive:      "aggressive",
	ProfileGoogle:          "google",
	ProfileIA:              "ia",
	ProfileIADefault:       "ia-default",
}

// String returns the profile's name, as ParseProfile reads it.
func (p Profile) String() string {
	if int(p) < len(profileNames) {
		return profileNames[p]
	}
	return fmt.Sprintf("Profile(%d)", uint8(p))
}

// ParseProfile returns the profile of the given name: "whatwg",
// "semantic-precise", "aggressive", "google", "ia" or "ia-default". It
// also reads urlcanon's spellings, with "_" for "-" ("semantic_precise",
// "ia_default"). Names are case-sensitive.
func ParseProfile(name string) (Profile, error) {
	for p, n := range profileNames {
		if n == name || strings.ReplaceAll(n, "-", "_") == name {
			return Profile(p), nil
		}
	}
	return 0, fmt.Errorf("url: unknown canonicalization profile %q", name)
}

// Canonical returns u's href after the profile's rewrites. For
// ProfileWHATWG it is u's href itself; for the zero URL it is "".
func (u *URL) Canonical(p Profile) string {
	if p == ProfileWHATWG || int(p) >= len(profileNames) || u.n == 0 {
		return u.href()
	}
	c := u.canonParts()
	c.apply(p)
	return c.String()
}

// Canonicalize parses input with Parse and returns the URL's href after the
// profile's rewrites. Input that Parse rejects is an error (a *Error).
func Canonicalize(input string, p Profile) (string, error) {
	u, err := Parse(input)
	if err != nil {
		return "", err
	}
	return u.Canonical(p), nil
}

// canonURL is a URL taken apart for a profile's rewrites: each component
// as bytes that the rewrites replace, starting as slices of the href.
type canonURL struct {
	scheme     string
	special    bool
	username   string
	password   string
	host       string
	hostKind   hostKind
	port       string // without ":"; "" when null
	path       string
	opaquePath bool
	query      string
	hasQuery   bool
	fragment   string
	hasFrag    bool
}

func (u *URL) canonParts() canonURL {
	h := u.href()
	c := canonURL{
		scheme:     u.Scheme(),
		special:    u.scheme.special(),
		username:   u.Username(),
		password:   u.Password(),
		host:       u.Hostname(),
		hostKind:   u.hostKind,
		port:       u.Port(),
		path:       u.Pathname(),
		opaquePath: u.HasOpaquePath(),
	}
	if u.queryStart < u.fragStart {
		c.hasQuery, c.query = true, h[u.queryStart+1:u.fragStart]
	}
	if int(u.fragStart) < len(h) {
		c.hasFrag, c.fragment = true, h[u.fragStart+1:]
	}
	return c
}

func (c *canonURL) apply(p Profile) {
	switch p {
	case ProfileSemanticPrecise:
		c.semanticPrecise()
	case ProfileAggressive:
		c.semanticPrecise()
		c.aggressive()
	case ProfileGoogle:
		c.google()
	case ProfileIA:
		c.ia()
	case ProfileIADefault:
		c.google()
		c.ia()
	}
}

// String serializes c as the URL serializer does: "//" and the
// authority when there is a host, and "/." before a path that starts with
// "//" when there is none.
func (c *canonURL) String() string {
	n := len(c.scheme) + 1 + len(c.path) + 2
	if c.hostKind != hostNull {
		n += 2 + len(c.username) + 1 + len(c.password) + 1 + len(c.host) + 1 + len(c.port)
	}
	if c.hasQuery {
		n += 1 + len(c.query)
	}
	if c.hasFrag {
		n += 1 + len(c.fragment)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(c.scheme)
	b.WriteByte(':')
	if c.hostKind != hostNull {
		b.WriteString("//")
		c.writeUserinfo(&b)
		b.WriteString(c.host)
		if c.port != "" {
			b.WriteByte(':')
			b.WriteString(c.port)
		}
	} else if !c.opaquePath && strings.HasPrefix(c.path, "//") {
		b.WriteString("/.")
	}
	c.writeTail(&b)
	return b.String()
}

func (c *canonURL) writeUserinfo(b *strings.Builder) {
	if c.username == "" && c.password == "" {
		return
	}
	b.WriteString(c.username)
	if c.password != "" {
		b.WriteByte(':')
		b.WriteString(c.password)
	}
	b.WriteByte('@')
}

// writeTail writes the path, query and fragment.
func (c *canonURL) writeTail(b *strings.Builder) {
	b.WriteString(c.path)
	if c.hasQuery {
		b.WriteByte('?')
		b.WriteString(c.query)
	}
	if c.hasFrag {
		b.WriteByte('#')
		b.WriteString(c.fragment)
	}
}

// The byte sets the profiles percent-encode.
var (
	// googleEncode: Safe Browsing's "<= ASCII 32, >= 127, '#', or '%'".
	googleEncode = newByteSet("#%")
	// pathEncode, queryEncode: urlcanon's "less dumb" sets, which keep
	// the delimiters of the path and of the query's parts encoded.
	pathEncode  = newByteSet("#%?")
	queryEncode = newByteSet("#%&=")
	// userinfoEncode and opaqueHostEncode add to googleEncode the bytes
	// that would end the credentials or an opaque host, so that the result
	// has the URL's structure.
	userinfoEncode   = newByteSet("#%/:;=?@[\\]^|")
	opaqueHostEncode = newByteSet("#%/:<>?@[\\]^|")
)

// A byteSet is a set of bytes: the controls, space and non-ASCII bytes,
// and the ASCII ones given.
type byteSet [256]bool

func newByteSet(extra string) *byteSet {
	var s byteSet
	for b := range 256 {
		s[b] = b <= 0x20 || b >= 0x7f
	}
	for i := range len(extra) {
		s[extra[i]] = true
	}
	return &s
}

// encodeBytes returns s with the bytes in set percent-encoded with
// upper-case hex digits, or s itself when none is.
func encodeBytes(s string, set *byteSet) string {
	i := 0
	for i < len(s) && !set[s[i]] {
		i++
	}
	if i == len(s) {
		return s
	}
	buf := make([]byte, 0, len(s)+16)
	buf = append(buf, s[:i]...)
	for ; i < len(s); i++ {
		if set[s[i]] {
			buf = appendPercent(buf, s[i])
		} else {
			buf = append(buf, s[i])
		}
	}
	return string(buf)
}

// decodeRepeatedly percent-decodes s until that changes nothing, as
// urlcanon's and the surt library's unescapeRepeatedly do: "%252541" is
// "A", and a "%" not followed by two hex digits stays.
func decodeRepeatedly(s string) string {
	for hasPercentEncoded(s) {
		s = string(appendDecoded(make([]byte, 0, len(s)), s))
	}
	return s
}

// hasPercentEncoded reports whether s holds a "%" followed by two hex
// digits.
func hasPercentEncoded(s string) bool {
	for i := range len(s) {
		if isPercentEncodedByte(s, i) {
			return true
		}
	}
	return false
}

// asciiLower returns s with ASCII upper-case letters lowercased, or s
// itself when it has none. Other bytes stay as they are.
func asciiLower(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	return string(appendLower(make([]byte, 0, len(s)), s))
}

// decodeHost percent-decodes the host repeatedly. Only an opaque host can
// hold a percent-encoding: the host parser decodes a special URL's host.
func (c *canonURL) decodeHost() {
	if c.hostKind == hostOpaque {
		c.host = decodeRepeatedly(c.host)
	}
}

// reparseHost writes a host that urlcanon's IPv4 parser reads in dotted
// decimal.
func (c *canonURL) reparseHost() {
	if c.hostKind != hostDomain && c.hostKind != hostOpaque {
		return
	}
	if v, ok := lenientIPv4(c.host); ok {
		c.host = string(appendIPv4(nil, v))
		c.hostKind = hostIPv4
	}
}

// lenientIPv4 is urlcanon's IPv4 parser: one to four dot-separated parts
// (a final empty part is dropped), each decimal, octal with a leading "0"
// or hexadecimal with "0x", an empty part or "0x" alone being 0, the last
// part filling the bytes the others leave. Unlike the URL Standard's, it
// takes empty parts, so "." and "..." are 0.0.0.0.
func lenientIPv4(host string) (uint32, bool) {
	if host == "" {
		return 0, false
	}
	var parts [4]uint64
	n := 0
	rest := strings.TrimSuffix(host, ".")
	for {
		part, tail, more := strings.Cut(rest, ".")
		if n == 4 {
			return 0, false
		}
		v, ok := lenientIPv4Number(part)
		if !ok {
			return 0, false
		}
		parts[n] = v
		n++
		if !more {
			break
		}
		rest = tail
	}
	// The last part fills the low bytes; each other part is one byte, but
	// the first, which only the total bounds.
	limits := [...]uint64{1 << 32, 1 << 24, 1 << 16, 1 << 8}
	last := parts[n-1]
	if n > 1 && last >= limits[n-1] {
		return 0, false
	}
	v := last
	for i := 0; i < n-1; i++ {
		if i > 0 && parts[i] >= 256 {
			return 0, false
		}
		if parts[i] >= 1<<32 {
			return 0, false
		}
		v += parts[i] << (8 * (3 - i))
	}
	if v >= 1<<32 {
		return 0, false
	}
	return uint32(v), true
}

// lenientIPv4Number is the URL Standard's IPv4 number parser, but for an
// empty part, which urlcanon reads as 0.
func lenientIPv4Number(s string) (uint64, bool) {
	if s == "" {
		return 0, true
	}
	v, _, ok := parseIPv4Number(s)
	return v, ok
}

// fixHostDots removes the dots at the start and end of the host and makes
// each run of dots inside it one dot (Safe Browsing's host rules 1 and 2).
// A host of dots alone becomes one dot, not an empty host: written out,
// "http:///x" would be a URL whose host is "x".
func (c *canonURL) fixHostDots() {
	h := c.host
	if strings.IndexByte(h, '.') < 0 || c.hostKind == hostIPv6 {
		return
	}
	h = strings.Trim(h, ".")
	if h == "" {
		c.host = "."
		return
	}
	if !strings.Contains(h, "..") {
		c.host = h
		return
	}
	b := make([]byte, 0, len(h))
	for i := range len(h) {
		if h[i] == '.' && h[i-1] == '.' {
			continue
		}
		b = append(b, h[i])
	}
	c.host = string(b)
}

// resolveDots resolves the path's dot segments as urlcanon's
// resolve_path_dots does. The path is read as tokens, a separator and a
// segment in turn; a segment "." or ".." ("%2e" counting as a dot) is
// dropped with the separator after it, and ".." drops the separator and
// the segment before it too. Only a path that starts with a separator has
// segments; in a special URL "\" is a separator as well as "/".
func (c *canonURL) resolveDots() {
	p := c.path
	isSep := func(b byte) bool { return b == '/' || c.special && b == '\\' }
	if p == "" || !isSep(p[0]) || !hasDotSegment(p, isSep) {
		return
	}
	var tokens []string
	for i := 0; i < len(p); {
		j := i + 1
		for j < len(p) && !isSep(p[j]) {
			j++
		}
		tokens = append(tokens, p[i:i+1], p[i+1:j])
		i = j
	}
	kept := tokens[:0:0]
	for i := 0; i < len(tokens); i++ {
		d := 0
		if i%2 == 1 {
			d = dotSegment(tokens[i])
		}
		if d == 0 {
			kept = append(kept, tokens[i])
			continue
		}
		if d == 2 {
			for range 2 {
				if len(kept) > 1 {
					kept = kept[:len(kept)-1]
				}
			}
		}
		i++ // the separator after the dot segment
	}
	c.path = strings.Join(kept, "")
}

// dotSegment returns 1 for a single-dot segment, 2 for a double-dot
// segment (the URL Standard's, "%2e" counting as a dot), 0 for any other.
func dotSegment(seg string) int {
	switch {
	case isSingleDot(seg):
		return 1
	case isDoubleDot(seg):
		return 2
	}
	return 0
}

func hasDotSegment(p string, isSep func(byte) bool) bool {
	for i := 0; i < len(p); i++ {
		if isSep(p[i]) {
			j := i + 1
			for j < len(p) && !isSep(p[j]) {
				j++
			}
			if dotSegment(p[i+1:j]) != 0 {
				return true
			}
			i = j - 1
		}
	}
	return false
}

// collapseSlashes makes each run of slashes in a special URL's path one
// slash.
func (c *canonURL) collapseSlashes() {
	if !c.special || !strings.Contains(c.path, "//") {
		return
	}
	b := make([]byte, 0, len(c.path))
	for i := range len(c.path) {
		if c.path[i] == '/' && i > 0 && c.path[i-1] == '/' {
			continue
		}
		b = append(b, c.path[i])
	}
	c.path = string(b)
}

func (c *canonURL) dropUserinfo() { c.username, c.password = "", "" }

func (c *canonURL) dropFragment() { c.hasFrag, c.fragment = false, "" }

// encodeHost percent-encodes the host with set, and an opaque host's
// delimiters too.
func (c *canonURL) encodeHost(set *byteSet) {
	switch c.hostKind {
	case hostOpaque:
		c.host = encodeBytes(c.host, opaqueHostEncode)
	case hostDomain:
		c.host = encodeBytes(c.host, set)
	}
}

// semanticPrecise makes ProfileSemanticPrecise's rewrites.
func (c *canonURL) semanticPrecise() {
	c.username = decodeRepeatedly(c.username)
	c.password = decodeRepeatedly(c.password)
	c.decodeHost()
	c.path = decodeRepeatedly(c.path)
	c.fragment = decodeRepeatedly(c.fragment)
	c.reparseHost()
	c.fixHostDots()
	c.dropUserinfo()
	c.encodeHost(googleEncode)
	c.path = encodeBytes(c.path, pathEncode)
	c.fragment = encodeBytes(c.fragment, googleEncode)
	c.recodeQuery()
	if c.special {
		if strings.IndexByte(c.path, '\\') >= 0 {
			c.path = strings.ReplaceAll(c.path, "\\", "/")
		}
		if !strings.HasPrefix(c.path, "/") {
			c.path = "/" + c.path
		}
	}
	c.resolveDots()
	c.collapseSlashes()
	c.query = sortParts(c.query)
}

// recodeQuery splits the query into "&"-separated parts and each part at
// its first "=", decodes each name and value repeatedly and encodes it
// with queryEncode.
func (c *canonURL) recodeQuery() {
	q := c.query
	if !hasPercentEncoded(q) && !needsEncoding(q, queryEncode, "&=") {
		return
	}
	b := make([]byte, 0, len(q)+8)
	first := true
	for part := range strings.SplitSeq(q, "&") {
		if !first {
			b = append(b, '&')
		}
		first = false
		name, value, hasValue := strings.Cut(part, "=")
		b = append(b, encodeBytes(decodeRepeatedly(name), queryEncode)...)
		if hasValue {
			b = append(b, '=')
			b = append(b, encodeBytes(decodeRepeatedly(value), queryEncode)...)
		}
	}
	c.query = string(b)
}

// needsEncoding reports whether s holds a byte of set other than those in
// except.
func needsEncoding(s string, set *byteSet, except string) bool {
	for i := range len(s) {
		if set[s[i]] && strings.IndexByte(except, s[i]) < 0 {
			return true
		}
	}
	return false
}

// splitParts appends the "&"-separated parts of query to dst (which the
// callers give room for a few on the stack).
func splitParts(dst []string, query string) []string {
	for {
		i := strings.IndexByte(query, '&')
		if i < 0 {
			return append(dst, query)
		}
		dst = append(dst, query[:i])
		query = query[i+1:]
	}
}

// sortParts sorts the "&"-separated parts of query by their bytes.
func sortParts(query string) string {
	if strings.IndexByte(query, '&') < 0 {
		return query
	}
	parts := splitParts(make([]string, 0, 16), query)
	if slices.IsSorted(parts) {
		return query
	}
	slices.Sort(parts)
	return strings.Join(parts, "&")
}

// aggressive makes ProfileAggressive's rewrites that follow
// ProfileSemanticPrecise's.
func (c *canonURL) aggressive() {
	c.dropFragment()
	if c.scheme == "https" {
		c.scheme = "http"
	}
	c.host = stripWWW(c.host)
	c.path = asciiLower(c.path)
	c.query = asciiLower(c.query)
	c.query = stripQuerySessionIDs(c.query)
	c.path = stripPathSessionIDs(c.path)
	c.stripTrailingSlash()
	c.query = removeEmptyParts(c.query)
	if c.query == "" {
		c.hasQuery = false
	}
	c.query = sortParts(c.query)
}

// stripTrailingSlash removes a "/" that ends the path, as ProfileIA and
// ProfileAggressive do, but for the path "/" alone, and but where an
// opaque path would then end in a space: the parser trims that space from
// the end of the input, or encodes it before "?" or "#", so the result
// would not parse back to itself.
func (c *canonURL) stripTrailingSlash() {
	n := len(c.path)
	if n > 1 && c.path[n-1] == '/' && !(c.opaquePath && c.path[n-2] == ' ') {
		c.path = c.path[:n-1]
	}
}

// google makes ProfileGoogle's rewrites.
func (c *canonURL) google() {
	c.dropFragment()
	c.username = decodeRepeatedly(c.username)
	c.password = decodeRepeatedly(c.password)
	c.decodeHost()
	c.path = decodeRepeatedly(c.path)
	c.query = decodeRepeatedly(c.query)
	c.resolveDots()
	c.fixHostDots()
	c.collapseSlashes()
	c.reparseHost()
	c.username = encodeBytes(c.username, userinfoEncode)
	c.password = encodeBytes(c.password, userinfoEncode)
	c.encodeHost(googleEncode)
	c.path = encodeBytes(c.path, googleEncode)
	c.query = encodeBytes(c.query, googleEncode)
}

// ia makes ProfileIA's rewrites.
func (c *canonURL) ia() {
	c.host = asciiLower(c.host)
	if c.scheme != "dns" {
		c.host = stripWWW(c.host)
	}
	c.dropUserinfo()
	c.path = asciiLower(c.path)
	c.path = iaStripPathSessionID(c.path)
	c.stripTrailingSlash()
	if c.query != "" {
		c.query = iaStripQuerySessionIDs(c.query)
		c.query = asciiLower(c.query)
		c.query = iaSortQuery(c.query)
	}
	if c.query == "" {
		c.hasQuery = false
	}
	c.dropFragment()
}

// stripWWW removes a first label "www", or "www" and ASCII digits, from
// host: "www34.archive.org" is "archive.org", "www2foo.com" stays, and so
// does "www.", which would leave no host.
func stripWWW(host string) string {
	if !strings.HasPrefix(host, "www") {
		return host
	}
	i := 3
	for i < len(host) && host[i] >= '0' && host[i] <= '9' {
		i++
	}
	if i+1 < len(host) && host[i] == '.' {
		return host[i+1:]
	}
	return host
}

// removeEmptyParts removes the empty "&"-separated parts of query.
func removeEmptyParts(query string) string {
	if !strings.HasPrefix(query, "&") && !strings.HasSuffix(query, "&") && !strings.Contains(query, "&&") {
		return query
	}
	parts := splitParts(make([]string, 0, 16), query)
	parts = slices.DeleteFunc(parts, func(s string) bool { return s == "" })
	return strings.Join(parts, "&")
}

// iaSortQuery sorts the query's "&"-separated parts by name, then by
// value, a part without "=" before one with the same name and a value,
// as the IA canonicalizer's alphaReorderQuery does. A query of one byte
// or none stays.
func iaSortQuery(query string) string {
	if len(query) <= 1 || strings.IndexByte(query, '&') < 0 {
		return query
	}
	parts := splitParts(make([]string, 0, 16), query)
	slices.SortStableFunc(parts, func(a, b string) int {
		an, av, aok := strings.Cut(a, "=")
		bn, bv, bok := strings.Cut(b, "=")
		if r := strings.Compare(an, bn); r != 0 {
			return r
		}
		switch {
		case aok != bok && !aok:
			return -1
		case aok != bok:
			return 1
		}
		return strings.Compare(av, bv)
	})
	return strings.Join(parts, "&")
}

// Session ids. urlcanon's aggressive canonicalizer and the IA
// canonicalizer each have their own patterns; the functions below match
// them as their regular expressions do, without a regexp.

// Byte classes of the session-id patterns: ASCII letters and digits in
// either case (the patterns are case-insensitive), with extras.
func isAlnumFold(b byte) bool  { return is(b, classAlpha|classDigit) }
func isLetterFold(b byte) bool { return is(b, classAlpha) }
func isDigit(b byte) bool      { return is(b, classDigit) }

// hasPrefixFold reports whether s[i:] starts with prefix, a lowercase
// ASCII string, in any case.
func hasPrefixFold(s string, i int, prefix string) bool {
	if len(s)-i < len(prefix) {
		return false
	}
	for k := range len(prefix) {
		b := s[i+k]
		if b >= 'A' && b <= 'Z' {
			b |= 0x20
		}
		if b != prefix[k] {
			return false
		}
	}
	return true
}

// spanEnd returns the end of the run of bytes in class that starts at s[i:].
func spanEnd(s string, i int, class func(byte) bool) int {
	for i < len(s) && class(s[i]) {
		i++
	}
	return i
}

// aggressiveQueryID returns the end of an aggressive-profile query session
// id ("name=value", without the delimiters) at s[i:], or -1.
func aggressiveQueryID(s string, i int) int {
	alnum := isAlnumFold
	atLeast := func(start, n int, class func(byte) bool) int {
		if e := spanEnd(s, start, class); e-start >= n {
			return e
		}
		return -1
	}
	switch {
	case hasPrefixFold(s, i, "jsessionid="):
		return atLeast(i+len("jsessionid="), 10, func(b byte) bool { return alnum(b) || b == '$' })
	case hasPrefixFold(s, i, "sessionid="):
		return atLeast(i+len("sessionid="), 16, alnum)
	case hasPrefixFold(s, i, "phpsessid="):
		return atLeast(i+len("phpsessid="), 16, alnum)
	case hasPrefixFold(s, i, "sid="):
		return atLeast(i+len("sid="), 16, alnum)
	case hasPrefixFold(s, i, "aspsessionid"):
		j := i + len("aspsessionid")
		if spanEnd(s, j, isLetterFold)-j < 8 || j+8 >= len(s) || s[j+8] != '=' {
			return -1
		}
		return atLeast(j+9, 16, alnum)
	case hasPrefixFold(s, i, "cfid="):
		j := atLeast(i+len("cfid="), 1, isDigit)
		if j < 0 || !hasPrefixFold(s, j, "&cftoken=") {
			return -1
		}
		return atLeast(j+len("&cftoken="), 1, func(b byte) bool { return alnum(b) || b == '-' })
	}
	return -1
}

// stripQuerySessionIDs removes ProfileAggressive's query session ids: each
// id that starts the query or follows "&", and ends it or precedes "&",
// left to right. The "&"s around an id stay (removeEmptyParts drops them
// later), but the one after an id does not start the next.
func stripQuerySessionIDs(q string) string {
	var b []byte
	last := 0
	idAt := func(s int) int {
		if e := aggressiveQueryID(q, s); e >= 0 && (e == len(q) || q[e] == '&') {
			return e
		}
		return -1
	}
	for i := 0; i < len(q); {
		start, end := -1, -1
		if q[i] == '&' {
			start, end = i+1, idAt(i+1)
		} else if i == 0 {
			start, end = 0, idAt(0)
		}
		if end < 0 {
			i++
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(q))
		}
		b = append(b, q[last:start]...)
		last, i = end, end+1
	}
	if b == nil {
		return q
	}
	return string(append(b, q[last:]...))
}

// aspxSessionID returns the end of an ASP.NET session-id segment at
// p[i:], with the slash after it, or -1: "(" and 24 letters and digits
// ")/" when short is true, else "(", one or more of a letter, "(", 24
// letters and digits and ")", then ")/". Letters are ASCII, in either case
// when fold is true, else lowercase only.
func aspxSessionID(p string, i int, short, fold bool) int {
	alnum, letter := isAlnumFold, isLetterFold
	if !fold {
		alnum = func(b byte) bool { return isDigit(b) || b >= 'a' && b <= 'z' }
		letter = func(b byte) bool { return b >= 'a' && b <= 'z' }
	}
	id := func(j int) int { // "(" 24 alnum ")"
		if j+26 > len(p) || p[j] != '(' || p[j+25] != ')' {
			return -1
		}
		for k := j + 1; k < j+25; k++ {
			if !alnum(p[k]) {
				return -1
			}
		}
		return j + 26
	}
	j := i
	if short {
		j = id(i)
	} else {
		if i >= len(p) || p[i] != '(' {
			return -1
		}
		j = i + 1
		n := 0
		for j < len(p) && letter(p[j]) {
			e := id(j + 1)
			if e < 0 {
				break
			}
			j, n = e, n+1
		}
		if n == 0 {
			return -1
		}
		if j >= len(p) || p[j] != ')' {
			return -1
		}
		j++
	}
	if j < 0 || j >= len(p) || p[j] != '/' {
		return -1
	}
	return j + 1
}

// stripPathSessionIDs removes ProfileAggressive's path session ids.
func stripPathSessionIDs(p string) string {
	if strings.HasSuffix(p, ".aspx") {
		var b []byte
		last := 0
		for i := 1; i < len(p); {
			if p[i-1] != '/' {
				i++
				continue
			}
			end := aspxSessionID(p, i, true, false)
			if end < 0 {
				end = aspxSessionID(p, i, false, false)
			}
			if end < 0 {
				i++
				continue
			}
			if b == nil {
				b = make([]byte, 0, len(p))
			}
			b = append(b, p[last:i]...)
			last, i = end, end
		}
		if b != nil {
			p = string(append(b, p[last:]...))
		}
	}
	const jsid = ";jsessionid="
	if n := len(p) - 32 - len(jsid); n >= 0 && p[n:n+len(jsid)] == jsid &&
		spanEnd(p, n+len(jsid), func(b byte) bool { return isDigit(b) || b >= 'a' && b <= 'z' }) == len(p) {
		p = p[:n]
	}
	return p
}

// iaStripPathSessionID removes ProfileIA's path session ids: for each of
// the two forms of aspxSessionID in turn (the long, then the short), the
// last segment of that form after which some later part of the path,
// before any "?", holds ".aspx" with at least one byte before it.
func iaStripPathSessionID(p string) string {
	for _, short := range []bool{false, true} {
		for k := strings.LastIndexByte(p, '/'); k >= 0; k = strings.LastIndexByte(p[:k], '/') {
			end := aspxSessionID(p, k+1, short, true)
			if end < 0 {
				continue
			}
			rest := p[end:]
			if q := strings.IndexByte(rest, '?'); q >= 0 {
				rest = rest[:q]
			}
			if len(rest) > 1 && indexFold(rest[1:], ".aspx") >= 0 {
				p = p[:k+1] + p[end:]
				break
			}
		}
	}
	return p
}

// indexFold returns the index of the first instance of sub, lowercase
// ASCII, in s in any case, or -1.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if hasPrefixFold(s, i, sub) {
			return i
		}
	}
	return -1
}

// iaStripQuerySessionIDs removes ProfileIA's query session ids: for each
// pattern in turn, the last id of that pattern that ends the query or
// precedes "&", with that "&".
func iaStripQuerySessionIDs(q string) string {
	exactly := func(start, n int, class func(byte) bool) int {
		if spanEnd(q, start, class)-start == n {
			return start + n
		}
		return -1
	}
	notAmp := func(b byte) bool { return b != '&' }
	// name= and exactly 32 letters and digits.
	id32 := func(name string) func(i int) int {
		return func(i int) int {
			if !hasPrefixFold(q, i, name) {
				return -1
			}
			return exactly(i+len(name), 32, isAlnumFold)
		}
	}
	patterns := [...]func(i int) int{
		id32("jsessionid="),
		id32("phpsessid="),
		id32("sid="),
		func(i int) int {
			if !hasPrefixFold(q, i, "aspsessionid") {
				return -1
			}
			j := i + len("aspsessionid")
			if spanEnd(q, j, isLetterFold)-j < 8 || j+8 >= len(q) || q[j+8] != '=' {
				return -1
			}
			return exactly(j+9, 24, isLetterFold)
		},
		func(i int) int {
			if !hasPrefixFold(q, i, "cfid=") {
				return -1
			}
			j := spanEnd(q, i+len("cfid="), notAmp)
			if j == i+len("cfid=") || !hasPrefixFold(q, j, "&cftoken=") {
				return -1
			}
			k := spanEnd(q, j+len("&cftoken="), notAmp)
			if k == j+len("&cftoken=") {
				return -1
			}
			return k
		},
	}
	for _, match := range patterns {
		for i := len(q) - 1; i >= 0; i-- {
			end := match(i)
			if end < 0 || end < len(q) && q[end] != '&' {
				continue
			}
			if end < len(q) {
				end++
			}
			q = q[:i] + q[end:]
			break
		}
	}
	return q
}
