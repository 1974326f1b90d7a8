package url

import (
	"strings"
	"unsafe"
)

// A URL is 32 bytes instead of the 48 that href and a urlLayout take:
// href as a pointer and a 32-bit length, four of urlLayout's seven offsets,
// and what the other three are derived from. Allocation costs about as
// much per byte as per object, and every successful Parse allocates a URL.
//
// The derived offsets:
//   - schemeEnd is schemeLen, the scheme's length, or, for a scheme longer
//     than 254 bytes (schemeLen schemeLenFar), the index of the first ':'
//     in href (a scheme holds no ':').
//   - usernameEnd is hostStart when no credentials precede the host, that
//     is when hostStart <= schemeEnd+3 (also with a null host, where
//     hostStart is schemeEnd+1); otherwise the credentials, between
//     schemeEnd+3 and the '@' before hostStart, are the username, then ':'
//     and the password when there is one: the userinfo percent-encode set
//     encodes every ':' and '/' of the username and of the password.
//     (Username and Password scan back from the '@' to the '/' of "//",
//     which needs no schemeEnd and keeps them inlinable.)
//   - pathStart is hostEnd plus the gap between them, kept in bits: ":" and
//     the port (at most 6 bytes, a port having at most 5 digits), or the
//     "/." prefix of a null host's path (2 bytes).
//
// checkCompact (compact_test.go) checks these on every URL the tests and
// fuzz targets make.

const (
	// schemeLenFar in schemeLen says the scheme is too long for it.
	schemeLenFar = 255
	// gapShift is where bits keeps pathStart-hostEnd, above the flags.
	gapShift = 2
	// flagsMask selects the urlFlags in bits.
	flagsMask = 1<<gapShift - 1
)

// set makes u the URL with serialization href and offsets l, which must be
// those of a URL the parser or a setter made: it is the one place that
// packs a urlLayout into a URL.
func (u *URL) set(href string, l *urlLayout) {
	schemeLen := uint8(schemeLenFar)
	if l.schemeEnd < schemeLenFar {
		schemeLen = uint8(l.schemeEnd)
	}
	// Field by field: a composite literal is built in a temporary whose
	// narrow stores the wide loads of the copy cannot forward from.
	// Sound: href is immutable and stays reachable through data.
	u.data = unsafe.StringData(href)
	u.n = uint32(len(href))
	u.hostStart = l.hostStart
	u.hostEnd = l.hostEnd
	u.queryStart = l.queryStart
	u.fragStart = l.fragStart
	u.schemeLen = schemeLen
	u.hostKind = l.hostKind
	u.scheme = l.scheme
	u.bits = uint8(l.flags) | uint8(l.pathStart-l.hostEnd)<<gapShift
}

// setBytes is set with the bytes of href: the serialization written into
// the bytes allocURL returned, which nothing writes to afterwards.
func (u *URL) setBytes(href []byte, l *urlLayout) {
	// Sound: href is a fresh allocation that only the URL refers to from
	// now on, and never written again, so the string it becomes is
	// immutable.
	u.set(unsafe.String(unsafe.SliceData(href), len(href)), l)
}

// href returns the URL's serialization.
func (u *URL) href() string {
	// Sound: data and n are a string's pointer and length (see set).
	return unsafe.String(u.data, u.n)
}

// flags returns the URL's flags.
func (u *URL) flags() urlFlags { return urlFlags(u.bits & flagsMask) }

// schemeEnd returns the index of the ':' after the scheme. (A loop, not
// strings.IndexByte, for the rare long scheme: a call would make this and
// the getters that use it too costly to inline.)
func (u *URL) schemeEnd() uint32 {
	n := uint32(u.schemeLen)
	if n == schemeLenFar {
		for s := u.href(); s[n] != ':'; n++ {
		}
	}
	return n
}

// noCredentials reports, without deriving usernameEnd, that no
// credentials precede the host (or that the host is null). When it
// reports false there may still be none.
func (u *URL) noCredentials() bool {
	// schemeLen <= schemeEnd.
	return u.hostStart <= uint32(u.schemeLen)+3
}

// usernameEnd returns the end of the username, hostStart when there are no
// credentials.
func (u *URL) usernameEnd() uint32 {
	s := u.schemeEnd() + 3
	if u.hostStart <= s {
		return u.hostStart
	}
	if i := strings.IndexByte(u.href()[s:u.hostStart-1], ':'); i >= 0 {
		return s + uint32(i)
	}
	return u.hostStart - 1
}

// pathStart returns the start of the path, after any "/." prefix.
func (u *URL) pathStart() uint32 { return u.hostEnd + uint32(u.bits>>gapShift) }

// layout returns the URL's offsets, the derived ones included.
func (u *URL) layout() urlLayout {
	return urlLayout{
		schemeEnd:   u.schemeEnd(),
		usernameEnd: u.usernameEnd(),
		hostStart:   u.hostStart,
		hostEnd:     u.hostEnd,
		pathStart:   u.pathStart(),
		queryStart:  u.queryStart,
		fragStart:   u.fragStart,
		hostKind:    u.hostKind,
		scheme:      u.scheme,
		flags:       u.flags(),
	}
}
