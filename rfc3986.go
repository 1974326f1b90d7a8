package url

import "strings"

// This file holds RFC 3986's reference resolution (section 5.2), for
// programs that need RFC behaviour rather than a browser's. Three ways to
// resolve a reference against a base, side by side:
//
//	reference   base                 strict (RFC)        non-strict (RFC)    URL Standard (Resolve)
//	"http:g"    "http://a/b/c/d"     "http:g"            "http://a/b/c/g"    "http://a/b/c/g"
//	"foo:g"     "foo://a/b/c/d"      "foo:g"             "foo://a/b/c/g"     "foo:g"
//	"https:g"   "http://a/b/c/d"     "https:g"           "https:g"           "https://g/"
//	"..\g"      "http://a/b/c/d"     "http://a/b/c/..%5Cg" (same)             "http://a/b/g"
//	"%2e%2e/g"  "http://a/b/c/d"     "http://a/b/c/%2e%2e/g" (same)          "http://a/b/g"
//	"///g"      "http://a/b/c/d"     "http:///g"         (same)              "http://g/"
//
// The strict algorithm ignores the base whenever the reference has a scheme;
// the non-strict one, which RFC 3986 keeps for backward compatibility, drops
// a scheme equal to the base's first. The URL Standard drops it only for
// special schemes, reads "\" as "/" and "%2e" as "." in special URLs, knows
// Windows drive letters in file URLs, and makes a special URL without a host
// take its first path segment as the host. In the formal URL Specification's
// terms, strict resolution is "base goto reference", non-strict resolution
// drops the reference's scheme when it equals the base's, and the URL
// Standard's is non-strict resolution for special schemes (strict for the
// others) followed by "force".

// ResolveRFC3986 resolves ref against the base r with the algorithm of RFC
// 3986, section 5.2.2, strict: a reference with a scheme is taken as it is,
// apart from its dot segments. Only "." and ".." are dot segments, only "/"
// separates them, and the result is not normalized further. r must have a
// scheme. A backslash is a character of its segment, written "%5C" in a
// result with a special scheme, where ParseRef would read it as "/".
//
// The result is a Ref, since it need not be a URL in the URL Standard's
// sense ("http:g" has no host); u.Resolve(result) or Parse(result.String())
// turns it into one. ResolveRFC3986 fails when r has no scheme, or when the
// result's authority is not valid for its scheme.
//
// RFC 3986 section 5.3 has no way to write a path that starts with "//" when
// there is no authority; the result then gets "/." before its path, as the
// URL Standard's serializer does.
func (r Ref) ResolveRFC3986(ref Ref) (Ref, error) {
	return resolveRFC3986(r, ref, true)
}

// ResolveRFC3986NonStrict is ResolveRFC3986 with the non-strict variant of
// RFC 3986, section 5.2.2: a reference's scheme is ignored when it equals
// the base's, so that "http:g" against "http://a/b/c/d" gives
// "http://a/b/c/g".
func (r Ref) ResolveRFC3986NonStrict(ref Ref) (Ref, error) {
	return resolveRFC3986(r, ref, false)
}

// rfcParts is a reference split by RFC 3986's grammar (its Appendix B),
// each component with its delimiter ("http:", "//host", "?q", "#f"), so
// that it is "" where the component is undefined.
type rfcParts struct{ scheme, authority, path, query, fragment string }

func (r Ref) rfcParts() rfcParts {
	c := rfcParts{scheme: r.s[:r.bodyStart], path: r.s[r.bodyStart:r.queryStart], query: r.s[r.queryStart:r.fragStart], fragment: r.s[r.fragStart:]}
	if strings.HasPrefix(c.path, "//") {
		end := 2 + sepIndex(c.path[2:], false)
		c.authority, c.path = c.path[:end], c.path[end:]
	}
	return c
}

func resolveRFC3986(base, ref Ref, strict bool) (Ref, error) {
	if !base.IsAbs() {
		return Ref{}, &Error{Input: base.s, Code: MissingSchemeNonRelativeURL, Detail: "an RFC 3986 base URI must have a scheme"}
	}
	b, r := base.rfcParts(), ref.rfcParts()
	if !strict && r.scheme == b.scheme {
		r.scheme = ""
	}
	t := r // with the reference's query and fragment
	switch {
	case r.scheme != "" || r.authority != "":
		t.path = removeDotSegments(r.path)
	case r.path == "":
		t.authority, t.path = b.authority, b.path
		if r.query == "" {
			t.query = b.query
		}
	case r.path[0] == '/':
		t.authority, t.path = b.authority, removeDotSegments(r.path)
	default:
		// Merge (section 5.2.3): the base's path without its last
		// segment, or "/" for a base with an authority and no path.
		dir := "/"
		if b.authority == "" || b.path != "" {
			dir = b.path[:strings.LastIndexByte(b.path, '/')+1]
		}
		t.authority, t.path = b.authority, removeDotSegments(dir+r.path)
	}
	if t.scheme == "" {
		t.scheme = b.scheme
	}

	if lookupScheme(t.scheme[:len(t.scheme)-1]).special() {
		// "\" is a character of the segment to RFC 3986, and a separator
		// to ParseRef in a special URL: write it percent-encoded.
		t.authority = strings.ReplaceAll(t.authority, `\`, "%5C")
		t.path = strings.ReplaceAll(t.path, `\`, "%5C")
	}
	// Component recomposition (section 5.3).
	if t.authority == "" && strings.HasPrefix(t.path, "//") {
		t.path = "/." + t.path
	}
	return ParseRef(t.scheme + t.authority + t.path + t.query + t.fragment)
}

// removeDotSegments implements RFC 3986's remove_dot_segments (section
// 5.2.4): only the segments "." and ".." are dot segments.
func removeDotSegments(in string) string {
	if !strings.Contains(in, ".") {
		return in
	}
	out := make([]byte, 0, len(in))
	// dropLast removes the output's last segment and the "/" before it.
	dropLast := func() { out = out[:max(strings.LastIndexByte(string(out), '/'), 0)] }
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"), strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			dropLast()
		case in == "/..":
			in = "/"
			dropLast()
		case in == "." || in == "..":
			in = ""
		default:
			// Move the first segment, with its "/" if any, to the output.
			i := 0
			if in[0] == '/' {
				i = 1
			}
			i += sepIndex(in[i:], false)
			out = append(out, in[:i]...)
			in = in[i:]
		}
	}
	return string(out)
}
