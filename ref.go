package url

import "strings"

// This file holds URL references: parsing them without a base, printing them,
// and resolving them against a base URL.
//
// The model is the one of Alwin Blok's URL Specification, a formal rephrasing
// of the URL Standard. A URL, or a reference, is an ordered sequence of
// components
//
//	scheme < authority < drive < path-root < dirs < file < query < fragment
//
// all of them optional. The order of a reference is the type of its first
// component. Resolving a reference r against a base b ("b goto r") keeps the
// components of b that come before r's order (and b's dirs when r starts
// with a dir or file) and appends r. The URL Standard's parser then behaves
// as if it
//
//   - dropped r's scheme when it names the same special scheme as b's (the
//     specification's "legacy" or non-strict resolution, which RFC 3986 also
//     describes), and
//   - "forced" the result when it is special: a file URL gets an empty host
//     when it has none and a path root when it has no drive; a web URL gets a
//     path root, and when its authority is missing or empty, its first
//     non-empty path segment becomes the authority.
//
// Three things depend on the scheme: whether "\" separates segments (special
// schemes), how hosts are parsed (domains for special schemes, file hosts,
// opaque hosts otherwise) and whether drive letters exist (file). A reference
// without a scheme takes the base's, so a Ref keeps what the input said where
// the reading depends on it, and Resolve hands it to the basic URL parser,
// which reads it with the base's scheme.

// A Ref is a URL reference: a URL that may lack a scheme, an authority or a
// path, such as "//host/p", "/a/b", "../x?q", "?q" or "#f", or a complete URL.
// Obtain one from ParseRef or (*URL).Ref, resolve it against base URLs with
// (*URL).Resolve, and compute one with (*URL).Relative.
//
// A Ref is a small comparable value: two Refs are == when their String forms
// are equal. Its zero value is the empty reference, which resolves to the base
// without its fragment.
type Ref struct {
	s          string
	bodyStart  uint32 // len(scheme)+1 when the reference has a scheme, else 0
	queryStart uint32 // index of '?', or fragStart when the query is null
	fragStart  uint32 // index of '#', or len(s) when the fragment is null
	scheme     schemeKind
}

// ParseRef parses s as a URL reference, without a base.
//
// It preprocesses s as Parse does (leading and trailing C0 controls and
// spaces, tabs and newlines are removed) and percent-encodes the path, query
// and fragment with the URL Standard's encode sets. Dot segments are kept,
// since they are the point of "../x". When s has a scheme, ParseRef parses
// and serializes its authority as the URL Standard does for that scheme
// (lowercasing and IDNA, IPv4 and IPv6 hosts, default ports dropped) and
// writes backslashes in special-scheme references as slashes.
//
// Without a scheme, the meaning of an authority and of backslashes depends
// on the scheme of the base the reference is resolved against: "//h\p" has
// host "h" and path "/p" against an http URL, and host "h\p" (an error)
// against a non-special one. ParseRef then keeps the authority, and
// backslashes, as written; it fails only when the authority is invalid
// whatever the base's scheme, and Resolve reports the rest.
//
// Note that "c:/x" has the scheme "c", as in the URL Standard; a reference to
// a Windows drive is written "/c:/x" or "c|/x", or "file:c:/x".
func ParseRef(s string) (Ref, error) {
	var p parser
	p.preprocess(s, true)
	in := p.in

	n := 0 // length of "scheme:"
	if j := schemeLen(in); j > 0 && strings.HasPrefix(in[j:], ":") {
		n = j + 1
	}
	// Where the query or, without one, the fragment starts, or would.
	end := strings.IndexAny(in, "?#")
	if end < 0 {
		end = len(in)
	}

	p.reset()
	p.buf = make([]byte, 0, len(in)+len(in)/4+8)
	if n > 0 {
		p.writeScheme(in[:n-1])
	}
	if at, ok := p.appendRefBody(in[n:end], n > 0, end < len(in)); !ok {
		return Ref{}, &Error{Input: s, Code: p.errCode, Offset: p.inputOffset(n + at + p.errAt), Detail: p.errDetail}
	}
	// The query and fragment states, as for a URL of the scheme (an
	// input without one has no special scheme's query), on the input
	// (refAuthority left the authority in p.in).
	p.in = in
	p.tail(p.stateAfter(end))
	r := Ref{bodyStart: uint32(n), scheme: p.scheme}
	r.fragStart = min(uint32(p.fragStart), uint32(len(p.buf)))
	r.queryStart = min(uint32(p.queryStart), r.fragStart)
	if r.s = s; string(p.buf) != s {
		r.s = string(p.buf)
	}
	return r, nil
}

// schemeLen returns the length of the scheme that s starts with, as the
// scheme start and scheme states read it: an ASCII alpha, then ASCII
// alphanumerics, "+", "-" and ".". It is 0 when s does not start with an
// ASCII alpha. The scheme is one only where a ":" follows it.
func schemeLen(s string) int {
	if s == "" || !is(s[0], classAlpha) {
		return 0
	}
	j := 1
	for j < len(s) && is(s[j], classScheme) {
		j++
	}
	return j
}

// appendRefBody appends the normalized body of a reference, the part between
// its scheme and its query, to p.buf. hasScheme says whether the reference
// has a scheme (then in p.scheme); more says whether a query or fragment
// follows. On failure it returns the offset in body of the text whose parse
// failed; p holds the error.
func (p *parser) appendRefBody(body string, hasScheme, more bool) (at int, ok bool) {
	if !hasScheme {
		if len(body) >= 2 && isSep(body[0], true) && isSep(body[1], true) {
			// An authority for some schemes: keep it as written, up to the
			// first "/", which ends it for every scheme.
			end := 2 + sepIndex(body[2:], false)
			if body[:2] == "//" {
				if at, ok := p.checkSchemelessAuthority(body[:end]); !ok {
					return at, false
				}
			}
			p.buf = append(p.buf, body[:end]...)
			body = body[end:]
		}
		p.buf = appendEncoded(p.buf, body, setPath)
		return 0, true
	}

	special := p.scheme.special()
	b := splitRefBody(body, p.scheme)
	switch {
	case b.auth != "":
		if !p.refAuthority(b.auth) {
			return 2, false // the authority follows "//"
		}
	case b.hasAuth:
		// No authority yet, which resolution forces for special URLs, or
		// the file host state's drive letter, which belongs to the path.
		p.buf = append(p.buf, "//"...)
	case !special && (b.path == "" || b.path[0] != '/'):
		// An opaque path, encoded as the opaque path state does.
		p.buf = appendOpaquePath(p.buf, b.path, more)
		return 0, true
	}
	path := b.path
	if special {
		// Backslashes separate segments in special URLs: write them as
		// "/". (The path percent-encode set holds neither.)
		path = strings.ReplaceAll(path, `\`, "/")
	}
	p.buf = appendEncoded(p.buf, path, setPath)
	return 0, true
}

// checkSchemelessAuthority checks the authority at the start of body (which
// starts with "//") of a reference without a scheme: it must parse for some
// scheme, special, file or not special. On failure p holds the error for
// special schemes.
func (p *parser) checkSchemelessAuthority(body string) (at int, ok bool) {
	special := body[2 : 2+sepIndex(body[2:], true)]
	if special == "" || isWindowsDriveLetter(special) {
		return 0, true
	}
	for _, k := range [...]schemeKind{schemeHTTP, schemeFile, schemeOther} {
		a := special
		if k == schemeOther {
			a = body[2:]
		}
		var q parser
		q.reset()
		q.scheme = k
		if q.refAuthority(a) {
			return 0, true
		}
		if k == schemeHTTP {
			p.errCode, p.errAt, p.errDetail = q.errCode, q.errAt, q.errDetail
		}
	}
	return 2, false
}

// refAuthority parses a, the text between "//" and the path of a URL whose
// scheme is p.scheme, as the authority, host and port states do (the file
// host state for file URLs), and appends "//" and its serialization to
// p.buf. a must not be a Windows drive letter when the scheme is file.
func (p *parser) refAuthority(a string) bool {
	p.in = a
	if p.scheme == schemeFile {
		p.buf = append(p.buf, "//"...)
		p.usernameEnd, p.hostStart = len(p.buf), len(p.buf)
		_, _, ok := p.fileHost(0)
		return ok
	}
	i, ok := p.authority(0)
	if !ok {
		return false
	}
	st, j, ok := p.host(i)
	if ok && st == stPort {
		_, _, ok = p.portState(j)
	}
	return ok
}

// isSep reports whether c separates path segments: "/", and for special
// URLs also "\".
func isSep(c byte, special bool) bool {
	return c == '/' || (special && c == '\\')
}

// sepIndex returns the index of the first separator in s, or len(s).
func sepIndex(s string, special bool) int {
	for i := 0; i < len(s); i++ {
		if isSep(s[i], special) {
			return i
		}
	}
	return len(s)
}

// String returns the reference as ParseRef normalized it. ParseRef(r.String())
// gives r back.
func (r Ref) String() string { return r.s }

// IsAbs reports whether the reference has a scheme. Resolving a reference
// with a scheme ignores the base, except for one legacy case: a special
// scheme equal to the base's, as in "http:x" against an http base, is
// dropped and the rest resolved against the base.
func (r Ref) IsAbs() bool { return r.bodyStart > 0 }

// Scheme returns the reference's scheme, lowercased, without the ":"; or ""
// when it has none.
func (r Ref) Scheme() string {
	if r.bodyStart == 0 {
		return ""
	}
	return r.s[:r.bodyStart-1]
}

// MarshalText implements encoding.TextMarshaler: it returns r.String().
func (r Ref) MarshalText() ([]byte, error) { return []byte(r.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler with ParseRef.
func (r *Ref) UnmarshalText(text []byte) error {
	v, err := ParseRef(string(text))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Ref returns u as a reference (one with a scheme): u.Resolve(v.Ref())
// equals v for all URLs u and v.
func (u *URL) Ref() Ref {
	if u.href() == "" {
		return Ref{} // the zero URL
	}
	return Ref{s: u.href(), bodyStart: u.schemeEnd() + 1, queryStart: u.queryStart, fragStart: u.fragStart, scheme: u.scheme}
}

// refBody is the body of a reference split into components for a scheme.
type refBody struct {
	hasAuth bool
	auth    string // the authority as written, without "//"
	path    string // drive, path root, dirs and file, as written
}

// splitRefBody splits body, a reference's text from its scheme to its query,
// into its authority and path, reading it with the grammar for scheme k.
func splitRefBody(body string, k schemeKind) refBody {
	special := k.special()
	b := refBody{path: body}
	if len(body) < 2 || !isSep(body[0], special) || !isSep(body[1], special) {
		return b
	}
	end := 2 + sepIndex(body[2:], special)
	b.hasAuth, b.auth = true, body[2:end]
	if k == schemeFile && isWindowsDriveLetter(b.auth) {
		// "//C|/x": the file host state hands a drive letter to the path.
		b.auth, end = "", 2
	}
	b.path = body[end:]
	return b
}

// Resolve resolves ref against u, as a browser resolves a link: the result
// is the same as Parse(ref.String(), u), and as Parse(s, u) for the string s
// ref was parsed from. A nil u stands for no base: then only references with
// a scheme resolve, as Parse(s) would parse them.
//
// This is the URL Standard's resolution, which is neither of RFC 3986's: it
// reads backslashes as slashes and promotes a path segment to the host in
// special URLs, knows Windows drive letters in file URLs, and resolves
// "http:x" against an http base as "x" (RFC 3986's non-strict variant) but
// "foo:x" against a foo base as itself (the strict one). See
// Ref.ResolveRFC3986 and Ref.ResolveRFC3986NonStrict for those.
func (u *URL) Resolve(ref Ref) (*URL, error) {
	if err := checkBase(ref.s, u); err != nil {
		return nil, err
	}
	// A Ref's string is its input with the path, query and fragment
	// percent-encoded and, where it has a special scheme, its authority
	// serialized: the basic URL parser resolves it as it resolves the
	// input.
	return parse(ref.s, u, nil, nil, true)
}

// fileDrive returns "/" and the first segment of a file URL's path when that
// is a normalized Windows drive letter, and "" otherwise.
func fileDrive(path string) string {
	if len(path) >= 3 && isNormalizedDriveLetter(path[1:3]) && (len(path) == 3 || path[3] == '/') {
		return path[:3]
	}
	return ""
}
