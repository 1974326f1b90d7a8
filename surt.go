package url

import "strings"

// SURTOptions select the form of a SURT key. The zero value gives the full
// form, "http://(org,example,www,)/path?q", of the URL's href.
type SURTOptions struct {
	Profile         Profile // applied to the URL first
	NoScheme        bool    // "org,example,www,)/path?q"
	NoTrailingComma bool    // "http://(org,example,www)/path?q"
	StripWWW        bool    // drop a first label "www", or "www" and digits ("www2"), as urlcanon's strip_www does
}

// SURT returns u's SURT key (Sort-friendly URI Reordering Transform), as
// urlcanon's surt writes it: after opts.Profile's rewrites, the scheme,
// "://(", the host with its labels reversed and separated by commas, ":"
// and the port if there is one, ",", ")", then the path, "?" and the query,
// "#" and the fragment as the URL has them:
//
//	https://user:pw@www.example.org:8443/a?q#f  →  https://(org,example,www:8443,)/a?q#f
//
// The username and password are left out. The other forms:
//   - An IP address is kept as it is, not reversed: "http://(192.0.2.1,)/",
//     "http://([2001:db8::1],)/". So is an opaque host that urlcanon's
//     lenient IPv4 parser reads as an address. Any other opaque host (of
//     a URL that is not special) is reversed as a domain is:
//     "git://(com,example,)/x".
//   - A URL whose host is empty (as in "file:///etc/hosts") has an empty
//     host part: "file://(,)/etc/hosts".
//   - A URL without a host (an opaque path such as "mailto:a@example.com",
//     or "web+x:/p") has no host to reorder: its key is its href after
//     the profile, whatever the options, as the Internet Archive's keys
//     write "dns:archive.org".
//   - A "filedesc" URL, which names an ARC file rather than a resource,
//     is also written as its href after the profile.
//
// A special URL always has a path ("http://(org,example,)/" for
// "http://example.org"); urlcanon, which keeps the input's form, would
// write none. The zero URL's key is "".
func (u *URL) SURT(opts SURTOptions) string {
	if u.n == 0 {
		return "" // the zero URL
	}
	c := u.canonParts()
	c.apply(opts.Profile)
	if c.hostKind == hostNull || c.scheme == "filedesc" {
		return c.String()
	}
	host := c.host
	if opts.StripWWW {
		host = stripWWW(host)
	}
	var b strings.Builder
	b.Grow(len(c.scheme) + len(host) + len(c.port) + len(c.path) + len(c.query) + len(c.fragment) + 10)
	if !opts.NoScheme {
		b.WriteString(c.scheme)
		b.WriteString("://(")
	}
	if hostIsIP(host, c.hostKind) {
		b.WriteString(host)
	} else {
		writeReversedHost(&b, host)
	}
	if c.port != "" {
		b.WriteByte(':')
		b.WriteString(c.port)
	}
	if !opts.NoTrailingComma {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	c.writeTail(&b)
	return b.String()
}

// SURT parses input with Parse and returns its SURT key. Input that Parse
// rejects is an error (a *Error).
func SURT(input string, opts SURTOptions) (string, error) {
	u, err := Parse(input)
	if err != nil {
		return "", err
	}
	return u.SURT(opts), nil
}

// SSURT returns u's SSURT key ("superior SURT"), as urlcanon writes it:
// the host first, so that one prefix matches a domain whatever the scheme
// and port, then "//", ":" and the port if there is one, ":" and the
// scheme, "@" and the credentials if there are any, then the path, query
// and fragment:
//
//	http://user:pass@foo.example.org:81/path?query#frag  →  org,example,foo,//:81:http@user:pass/path?query#frag
//
// The host's labels are reversed and each is followed by a comma; an IP
// address is kept as it is ("192.0.2.1//:http/"), and an empty host is
// empty ("//:file/etc/hosts"). No profile is applied: canonicalize first
// with (*URL).Canonical and Parse if the key should be canonical. A URL
// without a host has no host to put first: its key is its href (and the
// zero URL's is "").
func (u *URL) SSURT() string {
	if u.hostKind == hostNull {
		return u.href()
	}
	c := u.canonParts()
	var b strings.Builder
	b.Grow(len(u.href()) + 8)
	if c.host != "" && !hostIsIP(c.host, c.hostKind) {
		writeReversedHost(&b, c.host)
		b.WriteByte(',')
	} else {
		b.WriteString(c.host)
	}
	b.WriteString("//")
	if c.port != "" {
		b.WriteByte(':')
		b.WriteString(c.port)
	}
	b.WriteByte(':')
	b.WriteString(c.scheme)
	if c.username != "" || c.password != "" {
		b.WriteByte('@')
		b.WriteString(c.username)
		if c.password != "" {
			b.WriteByte(':')
			b.WriteString(c.password)
		}
	}
	c.writeTail(&b)
	return b.String()
}

// SSURT parses input with Parse and returns its SSURT key. Input that
// Parse rejects is an error (a *Error).
func SSURT(input string) (string, error) {
	u, err := Parse(input)
	if err != nil {
		return "", err
	}
	return u.SSURT(), nil
}

// hostIsIP reports whether a host of the given kind is kept as it is in a
// SURT or SSURT key: an IP address, or an opaque host that is written as
// one (in brackets, or one that urlcanon's IPv4 parser reads).
func hostIsIP(host string, kind hostKind) bool {
	switch kind {
	case hostIPv4, hostIPv6:
		return true
	case hostOpaque:
		_, ok := lenientIPv4(host)
		return ok || strings.HasPrefix(host, "[")
	}
	return false
}

// ssurtHost is urlcanon's ssurt_host: a host read as an IP address (in
// brackets, or by urlcanon's IPv4 parser) or the empty host as it is,
// any other reversed with a trailing comma.
func ssurtHost(host string) string {
	if host == "" || hostIsIP(host, hostOpaque) {
		return host
	}
	return reverseHost(host)
}

// reverseHost is urlcanon's reverse_host: the host's dot-separated labels
// in reverse order, each followed by a comma, a comma in a label becoming
// a dot: "a,b.y.z." is ",z,y,a.b,".
func reverseHost(host string) string {
	var b strings.Builder
	b.Grow(len(host) + 1)
	writeReversedHost(&b, host)
	b.WriteByte(',')
	return b.String()
}

// writeReversedHost writes the host's dot-separated labels in reverse
// order, separated by commas, a comma in a label becoming a dot.
func writeReversedHost(b *strings.Builder, host string) {
	end := len(host)
	for {
		i := strings.LastIndexByte(host[:end], '.')
		label := host[i+1 : end]
		for k := range len(label) {
			if label[k] == ',' {
				b.WriteByte('.')
			} else {
				b.WriteByte(label[k])
			}
		}
		if i < 0 {
			return
		}
		b.WriteByte(',')
		end = i
	}
}
