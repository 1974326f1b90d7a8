package url

import (
	"slices"
	"strings"
)

// A Normalization is a set of rewrites that Normalize applies and Equal
// compares under, beyond those the URL Standard's parser already makes. The
// parser lowercases schemes and domains, converts hosts to ASCII, parses
// IPv4 and IPv6 addresses into one form, drops default ports, resolves dot
// segments, turns "localhost" into the empty host in file URLs and
// percent-encodes what must be; so two URLs that differ in only those ways
// already have the same href.
type Normalization uint8

const (
	// ExcludeFragment drops the fragment: the URL Standard's equivalence
	// with "exclude fragments" set.
	ExcludeFragment Normalization = 1 << iota

	// DecodeUnreserved decodes percent-encoded unreserved characters (ASCII
	// letters and digits, "-", ".", "_" and "~") and writes the hex digits
	// of the other percent-encodings in upper case, as RFC 3986's sections
	// 6.2.2.1 and 6.2.2.2 normalize: "%7euser%2f" becomes "~user%2F". The
	// URL Standard keeps percent-encodings as they are written.
	DecodeUnreserved

	// SortQuery sorts the query's name-value pairs by name, keeping pairs
	// of the same name in their order, and drops empty pairs, so that
	// "?b=2&a=1&&a=0" becomes "?a=1&a=0&b=2". Names are compared after
	// application/x-www-form-urlencoded decoding ("+" is a space), by code
	// point; the pairs keep their encoding. Web servers usually read a query
	// this way, but not all do, and the order of different names can matter
	// to some: that is why this is an option.
	SortQuery
)

// Equal reports whether a and b are equal after the normalizations in opts:
// with opts 0, whether their hrefs are equal, which is the URL Standard's
// URL equivalence. Two nil URLs are equal; a nil URL equals no other.
func Equal(a, b *URL, opts Normalization) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.normalizedHref(opts) == b.normalizedHref(opts)
}

// Normalize returns u after the normalizations in opts, or u itself when
// they change nothing.
func (u *URL) Normalize(opts Normalization) *URL {
	s := u.normalizedHref(opts)
	if s == u.href() {
		return u
	}
	v, err := Parse(s)
	if err != nil {
		// The rewrites keep every URL a URL; this is unreachable.
		panic("url: Normalize made " + u.href() + " into an invalid URL: " + err.Error())
	}
	return v
}

// normalizedHref returns u's href after the normalizations in opts.
func (u *URL) normalizedHref(opts Normalization) string {
	s := u.href()
	if opts&ExcludeFragment != 0 {
		s = s[:u.fragStart]
	}
	if opts&(DecodeUnreserved|SortQuery) == 0 {
		return s
	}
	buf := make([]byte, 0, len(s))
	// Percent-encodings occur only in the credentials, an opaque host, the
	// path, the query and the fragment, so decoding the whole href touches
	// only those.
	appendPart := func(part string) {
		if opts&DecodeUnreserved != 0 {
			buf = appendDecodedUnreserved(buf, part)
		} else {
			buf = append(buf, part...)
		}
	}
	appendPart(s[:u.queryStart])
	if u.queryStart < u.fragStart {
		start := len(buf)
		appendPart(s[u.queryStart:u.fragStart])
		if opts&SortQuery != 0 {
			query := sortQuery(string(buf[start+1:]))
			buf = append(buf[:start+1], query...)
		}
	}
	appendPart(s[u.fragStart:]) // "" without a fragment, or with ExcludeFragment
	return string(buf)
}

// appendDecodedUnreserved appends s to dst with its percent-encoded
// unreserved characters decoded and its other percent-encodings in upper
// case.
func appendDecodedUnreserved(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if !isPercentEncodedByte(s, i) {
			dst = append(dst, s[i])
			continue
		}
		b := unhex(s[i+1])<<4 | unhex(s[i+2])
		if is(b, classAlpha|classDigit) || b == '-' || b == '.' || b == '_' || b == '~' {
			dst = append(dst, b)
		} else {
			dst = appendPercent(dst, b)
		}
		i += 2
	}
	return dst
}

// sortQuery sorts the "&"-separated pairs of query by their decoded names,
// stably, and drops the empty ones.
func sortQuery(query string) string {
	type pair struct{ name, text string }
	var pairs []pair
	for text := range strings.SplitSeq(query, "&") {
		if text == "" {
			continue
		}
		name, _, _ := strings.Cut(text, "=")
		name = strings.ReplaceAll(name, "+", " ")
		pairs = append(pairs, pair{string(appendDecoded(nil, name)), text})
	}
	slices.SortStableFunc(pairs, func(a, b pair) int { return strings.Compare(a.name, b.name) })
	var sb strings.Builder
	sb.Grow(len(query))
	for i, p := range pairs {
		if i > 0 {
			sb.WriteByte('&')
		}
		sb.WriteString(p.text)
	}
	return sb.String()
}
