package url

import (
	neturl "net/url"
	"strings"
)

// This file connects URL to net/url and to the standard library's encoding
// interfaces. Methods named like a net/url method keep its meaning where the
// URL Standard allows; each doc comment says where they part.

// NetURL returns u as a net/url URL. Where net/url's Parse reads u.Href()
// back whole, the fields are the ones it sets: Scheme; User, Host and Path
// percent-decoded, with RawPath and RawFragment holding the encoded form
// where net/url's own encoding would differ; RawQuery, and ForceQuery for
// "?" with an empty query; Opaque for an opaque path
// ("mailto:user@example.com"); OmitHost for a URL without a host ("sc:/a").
//
// Its String method returns u.Href() byte for byte, except where net/url
// has no way to write the fragment:
//   - an empty fragment: net/url writes "#" only for a non-empty Fragment,
//     so "https://example.com/#" comes back as "https://example.com/";
//   - a fragment holding a byte that net/url always percent-encodes there
//     but the URL Standard leaves as it is: "#", "\", "^", "{", "|", "}",
//     or a "%" not followed by two hex digits. "#a|b" comes back as
//     "#a%7Cb".
//
// Everything before the fragment always comes back exactly. Where net/url's
// structured fields cannot reproduce the authority and path (a path holding
// "|", or "\" in a non-special URL, or a "%" not followed by two hex digits;
// a username, password or host that net/url would percent-encode
// differently, such as "!" in a username; or the empty host and path of
// "sc://"), Opaque holds everything between the scheme's ":" and the query,
// "//host/path", and Host holds the host as u.Host returns it; User and Path
// are set as above. That is the form net/url's RequestURI and net/http
// already understand for sending a path exactly as written: the request line
// then carries the absolute URL.
func (u *URL) NetURL() *neturl.URL {
	v := &neturl.URL{Scheme: u.Scheme()}
	if u.queryStart < u.fragStart {
		v.RawQuery = u.href()[u.queryStart+1 : u.fragStart]
		v.ForceQuery = v.RawQuery == ""
	}
	if int(u.fragStart) < len(u.href()) {
		raw := u.href()[u.fragStart+1:]
		v.Fragment = percentDecode(raw)
		if v.EscapedFragment() != raw {
			v.RawFragment = raw
		}
	}
	if u.HasOpaquePath() {
		v.Opaque = u.Pathname()
		return v
	}
	if u.hostKind == hostNull {
		v.OmitHost = true
	} else {
		v.Host = percentDecode(u.Host())
		if u.hasCredentials() {
			name := percentDecode(u.Username())
			if password := u.Password(); password != "" {
				v.User = neturl.UserPassword(name, percentDecode(password))
			} else {
				v.User = neturl.User(name)
			}
		}
	}
	// Without a host, the path keeps the serializer's "/." prefix, as
	// net/url's Parse of the href keeps it.
	path := u.href()[u.authorityEnd():u.queryStart]
	v.Path = percentDecode(path)
	if v.EscapedPath() != path {
		v.RawPath = path
	}
	if !u.sameBeforeFragment(v.String()) {
		v.Opaque = u.href()[u.schemeEnd()+1 : u.queryStart]
		v.Host = u.Host()
	}
	return v
}

// sameBeforeFragment reports whether s is u.Href() up to the fragment,
// followed by nothing or by a fragment.
func (u *URL) sameBeforeFragment(s string) bool {
	n := int(u.fragStart)
	return strings.HasPrefix(s, u.href()[:n]) && (len(s) == n || s[n] == '#')
}

// percentDecode returns s percent-decoded, or s itself when it holds no
// "%". A "%" not followed by two hex digits stays as it is.
func percentDecode(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	return string(appendDecoded(make([]byte, 0, len(s)), s))
}

// FromNetURL parses v.String() as a URL. The result is what a browser makes
// of that string, which may differ from v: hosts go through IDNA and IPv4
// number parsing ("http://B%C3%BCcher.example/" gets the host
// "xn--bcher-kva.example"), dot segments are resolved, "\" is a path
// separator in special URLs, and the default port is dropped. A relative v
// (no scheme) is an error; resolve it against a base with
// base.Parse(v.String()).
func FromNetURL(v *neturl.URL) (*URL, error) {
	return Parse(v.String())
}

// Query returns the name-value pairs of the query, as the
// application/x-www-form-urlencoded parser reads them (URLSearchParams in a
// browser): split at "&", name and value split at the first "=", "+"
// decoded as a space, percent-decoded, and read as UTF-8.
//
// net/url's Query reads the same syntax but differs on malformed input: it
// drops a pair holding ";" (here "a;b=c" is the name "a;b" with the value
// "c"), drops a pair with a "%" not followed by two hex digits (here the "%"
// stays), keeps decoded bytes that are not UTF-8 (here each invalid sequence
// becomes U+FFFD), and returns no pairs at all for a query of more than
// 10000 (here there is no limit). The result is never nil.
func (u *URL) Query() neturl.Values { return toValues(parseForm(nil, u.rawQuery())) }

// EscapedPath returns the path, percent-encoded as in the serialization: it
// is Pathname under net/url's name.
//
// net/url's EscapedPath gives the path of the string it parsed, encoded by
// its own rules; this one gives the path the URL Standard's parser made, so
// the two differ where the parsers do: dot segments are resolved ("/a/../b"
// is "/b"), the empty path of a special URL is "/", and characters the
// standard leaves as they are stay so ("|", which net/url writes as "%7C").
// Two more differences are of representation. For an opaque path it returns
// the path, "user@example.com" for "mailto:user@example.com", where net/url
// returns "" and keeps the path in Opaque. And for a URL without a host
// whose path starts with an empty segment, serialized "sc:/.//a", it returns
// "//a" where net/url returns "/.//a".
func (u *URL) EscapedPath() string { return u.Pathname() }

// RequestURI returns the path and query as an HTTP request line carries
// them: EscapedPath, then "?" and the query when the query is not null
// (also when it is empty, as net/url does with ForceQuery). An empty path is
// "/", as in net/url. The fragment is left out.
//
// For an opaque path the result is the path and query, "user@example.com?x"
// for "mailto:user@example.com?x", which is what net/url gives too; beyond
// that the differences are those of EscapedPath.
func (u *URL) RequestURI() string {
	if u.href() == "" {
		return "" // the zero URL
	}
	if u.pathStart() == u.queryStart {
		return "/" + u.href()[u.queryStart:u.fragStart]
	}
	return u.href()[u.pathStart():u.fragStart]
}

// IsAbs reports whether u has a scheme, as net/url's IsAbs does. Every URL
// that Parse returns is absolute, so IsAbs is true for all of them; it is
// false only for the zero URL.
func (u *URL) IsAbs() bool { return u.schemeEnd() > 0 }

// ResolveReference returns a copy of ref. net/url's ResolveReference
// resolves a relative reference against u, but a URL here is always
// absolute, and for an absolute reference RFC 3986 (section 5.2.2) gives the
// reference itself with its dot segments removed, which the parser has
// already done; the URL Standard agrees: parsing ref.Href() against any base
// gives ref. To resolve a relative reference, which is a string, use
// u.Parse(ref).
func (u *URL) ResolveReference(ref *URL) *URL {
	if ref == nil {
		return nil
	}
	v := *ref
	return &v
}

// JoinPath returns a copy of u with the elements appended to its path, and
// the path then set as the pathname setter sets it: dot segments such as
// ".." and "%2e" are resolved, and characters a path cannot hold as they
// are, such as " ", "?" and "#", are percent-encoded. Each element is joined
// with one "/": slashes at the end of the path so far and at the start of
// the element are dropped first (in a special URL "\" counts as "/"). Empty
// elements add nothing; a final "/" in the last element is kept.
//
// It differs from net/url's JoinPath in three ways: empty segments inside
// the path and the elements are kept ("a//b" stays, a path with an empty
// segment to the URL Standard, where net/url's path cleaning gives "a/b");
// the elements need not be percent-encoded already; and an opaque path is
// left as it is (net/url sets the Path of such a URL, which its String does
// not show).
func (u *URL) JoinPath(elem ...string) *URL {
	v := *u
	if u.HasOpaquePath() {
		return &v
	}
	slashes := "/"
	if u.IsSpecial() {
		slashes = `/\`
	}
	path := u.Pathname()
	for _, e := range elem {
		if e != "" {
			path = strings.TrimRight(path, slashes) + "/" + strings.TrimLeft(e, slashes)
		}
	}
	v.SetPathname(path)
	return &v
}

// Redacted returns u.Href() with the password, if there is one, replaced by
// "xxxxx", as net/url's Redacted does: "https://user:xxxxx@example.com/". The
// URL Standard does not tell an empty password from none, so
// "https://user:@example.com/" (serialized "https://user@example.com/") has
// nothing to redact, where net/url writes "user:xxxxx@". A nil u gives "".
func (u *URL) Redacted() string {
	if u == nil {
		return ""
	}
	if u.Password() == "" {
		return u.href()
	}
	return u.href()[:u.usernameEnd()+1] + "xxxxx" + u.href()[u.hostStart-1:]
}

// MarshalText implements encoding.TextMarshaler: the text is u.Href(), and
// the zero URL's is empty. It makes a *URL encode as a JSON string. The
// method has a pointer receiver, like everything on URL, so encoding/json
// uses it for a URL value only when the value is addressable
// (json.Marshal(&v) rather than json.Marshal(v)); *URL fields always work.
func (u *URL) MarshalText() ([]byte, error) { return []byte(u.href()), nil }

// AppendText implements encoding.TextAppender, appending u.Href() to b.
func (u *URL) AppendText(b []byte) ([]byte, error) { return append(b, u.href()...), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it parses text, with
// no base, and makes u the result; u may be the zero URL. Empty text makes u
// the zero URL, so that the zero URL survives MarshalText. On failure u is
// unchanged and the error is an *Error.
func (u *URL) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = URL{}
		return nil
	}
	v, err := parse(string(text), nil, nil, nil, true)
	if err != nil {
		return err
	}
	*u = *v
	return nil
}

// MarshalBinary implements encoding.BinaryMarshaler with the same bytes as
// MarshalText, the serialization, as net/url's MarshalBinary does.
func (u *URL) MarshalBinary() ([]byte, error) { return u.MarshalText() }

// AppendBinary implements encoding.BinaryAppender, appending u.Href() to b.
func (u *URL) AppendBinary(b []byte) ([]byte, error) { return u.AppendText(b) }

// UnmarshalBinary implements encoding.BinaryUnmarshaler, as UnmarshalText.
func (u *URL) UnmarshalBinary(data []byte) error { return u.UnmarshalText(data) }
