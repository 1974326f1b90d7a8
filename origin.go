package url

import "strconv"

// An Origin is the origin of a URL, as the HTML Standard defines it: either
// a tuple origin (scheme, host, port) or an opaque origin. Origins are
// comparable with ==, which is the HTML Standard's "same origin": tuple
// origins are equal when their scheme, host and port are, and an opaque
// origin is equal only to itself (a copy of the same Origin value).
//
// The zero Origin is an invalid value that is not opaque and has an empty
// scheme; origins come from (*URL).Origin or NewOpaqueOrigin.
type Origin struct {
	scheme string
	host   string // serialized, as in the URL
	port   int32  // -1 when null
	opaque *opaqueOrigin
}

// opaqueOrigin gives each opaque origin an identity. It is not zero-sized,
// so that every allocation has its own address.
type opaqueOrigin struct{ _ byte }

// NewOpaqueOrigin returns a new opaque origin, equal only to itself.
func NewOpaqueOrigin() Origin {
	return Origin{port: -1, opaque: new(opaqueOrigin)}
}

// Origin returns the URL's origin. URLs with the schemes http, https, ws,
// wss and ftp have tuple origins; a blob URL has the origin of the http or
// https URL in its path; every other URL, file URLs included, has a new
// opaque origin, so that u.Origin() == u.Origin() is false for them, as the
// standard says.
func (u *URL) Origin() Origin {
	switch u.scheme {
	case schemeHTTP, schemeHTTPS, schemeWS, schemeWSS, schemeFTP:
		return Origin{scheme: u.Scheme(), host: u.Hostname(), port: u.portNumber()}
	case schemeOther:
		if u.Scheme() == "blob" {
			inner, err := Parse(u.Pathname())
			if err == nil && (inner.scheme == schemeHTTP || inner.scheme == schemeHTTPS) {
				return inner.Origin()
			}
		}
	}
	return NewOpaqueOrigin()
}

// IsOpaque reports whether o is an opaque origin.
func (o Origin) IsOpaque() bool { return o.opaque != nil }

// Scheme returns a tuple origin's scheme, or "" for an opaque origin.
func (o Origin) Scheme() string { return o.scheme }

// Host returns a tuple origin's serialized host, or "" for an opaque
// origin.
func (o Origin) Host() string { return o.host }

// Port returns a tuple origin's port, or "" when the port is null (the
// scheme's default) or the origin is opaque.
func (o Origin) Port() string {
	if o.port < 0 {
		return ""
	}
	return strconv.Itoa(int(o.port))
}

// SameOrigin reports whether o and p are the same origin; it is o == p.
func (o Origin) SameOrigin(p Origin) bool { return o == p }

// String returns the ASCII serialization of the origin, such as
// "https://example.com:8080", or "null" for an opaque origin.
func (o Origin) String() string {
	if o.opaque != nil {
		return "null"
	}
	s := o.scheme + "://" + o.host
	if o.port >= 0 {
		s += ":" + strconv.Itoa(int(o.port))
	}
	return s
}
