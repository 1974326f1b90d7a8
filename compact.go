package url

import (
	"strings"
	"unsafe"
)

// compactURL is a URL in 32 bytes instead of 48: href as a pointer and a
// 32-bit length, four of urlLayout's seven offsets, and what the other
// three are derived from. Allocation costs about as much per byte as per
// object, so the bytes matter: every successful Parse allocates a URL.
//
// The derived offsets:
//   - schemeEnd is schemeLen, the scheme's length, or, for a scheme longer
//     than 254 bytes (schemeLen 255), the index of the first ':' in href
//     (a scheme holds no ':').
//   - usernameEnd is hostStart when no credentials precede the host, that
//     is when hostStart <= schemeEnd+3 (also with a null host, where
//     hostStart is schemeEnd+1); otherwise the credentials, between
//     schemeEnd+3 and the '@' before hostStart, are the username, then ':'
//     and the password when there is one: the userinfo percent-encode set
//     encodes every ':' of the username and of the password.
//   - pathStart is hostEnd plus the gap between them, kept in bits: ":" and
//     the port (at most 6 bytes, a port having at most 5 digits), or the
//     "/." prefix of a null host's path (2 bytes).
type compactURL struct {
	data       *byte  // href's bytes; keeps them alive
	n          uint32 // len(href)
	hostStart  uint32
	hostEnd    uint32
	queryStart uint32
	fragStart  uint32
	schemeLen  uint8 // schemeEnd, or schemeLenFar
	hostKind   hostKind
	scheme     schemeKind
	bits       uint8 // urlFlags | (pathStart-hostEnd)<<gapShift
}

const (
	// schemeLenFar in schemeLen says the scheme is too long for it.
	schemeLenFar = 255
	// gapShift is where bits keeps pathStart-hostEnd, above the flags.
	gapShift = 2
	// flagsMask selects the urlFlags in bits.
	flagsMask = 1<<gapShift - 1
)

// packURL returns href with the offsets l as a compactURL. The offsets
// must be those of a URL the parser or a setter made: packing relies on
// the properties the type's comment lists.
func packURL(href string, l *urlLayout) compactURL {
	c := compactURL{
		data:       unsafe.StringData(href),
		n:          uint32(len(href)),
		hostStart:  l.hostStart,
		hostEnd:    l.hostEnd,
		queryStart: l.queryStart,
		fragStart:  l.fragStart,
		schemeLen:  schemeLenFar,
		hostKind:   l.hostKind,
		scheme:     l.scheme,
		bits:       uint8(l.flags) | uint8(l.pathStart-l.hostEnd)<<gapShift,
	}
	if l.schemeEnd < schemeLenFar {
		c.schemeLen = uint8(l.schemeEnd)
	}
	return c
}

// href returns the URL's serialization.
func (c *compactURL) href() string { return unsafe.String(c.data, c.n) }

// flags returns the URL's flags.
func (c *compactURL) flags() urlFlags { return urlFlags(c.bits & flagsMask) }

// schemeEnd returns the index of the ':' after the scheme.
func (c *compactURL) schemeEnd() uint32 {
	if c.schemeLen != schemeLenFar {
		return uint32(c.schemeLen)
	}
	return uint32(strings.IndexByte(c.href(), ':'))
}

// usernameEnd returns the end of the username, hostStart when there are no
// credentials.
func (c *compactURL) usernameEnd() uint32 {
	s := c.schemeEnd() + 3
	if c.hostStart <= s {
		return c.hostStart
	}
	if i := strings.IndexByte(c.href()[s:c.hostStart-1], ':'); i >= 0 {
		return s + uint32(i)
	}
	return c.hostStart - 1
}

// pathStart returns the start of the path, after any "/." prefix.
func (c *compactURL) pathStart() uint32 { return c.hostEnd + uint32(c.bits>>gapShift) }

// layout returns the URL's offsets, the derived ones included.
func (c *compactURL) layout() urlLayout {
	return urlLayout{
		schemeEnd:   c.schemeEnd(),
		usernameEnd: c.usernameEnd(),
		hostStart:   c.hostStart,
		hostEnd:     c.hostEnd,
		pathStart:   c.pathStart(),
		queryStart:  c.queryStart,
		fragStart:   c.fragStart,
		hostKind:    c.hostKind,
		scheme:      c.scheme,
		flags:       c.flags(),
	}
}
