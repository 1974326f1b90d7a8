package url

import "slices"

//go:generate go run ./internal/gentables

// An encodeSet is a bit set of the URL Standard's percent-encode sets; the
// table encodeSets (generated into tables.go) says which sets hold a byte.
type encodeSet uint8

const (
	setC0Control    encodeSet = 1 << iota // C0 control percent-encode set
	setFragment                           // fragment percent-encode set
	setQuery                              // query percent-encode set
	setSpecialQuery                       // special-query percent-encode set
	setPath                               // path percent-encode set
	setUserinfo                           // userinfo percent-encode set
	setComponent                          // component percent-encode set
	setForm                               // application/x-www-form-urlencoded percent-encode set
)

// A class is a bit set of the byte classes the parser tests for.
type class uint16

const (
	classAlpha           class = 1 << iota // ASCII alpha
	classDigit                             // ASCII digit
	classHex                               // ASCII hex digit
	classScheme                            // ASCII alphanumeric, +, -, .
	classC0OrSpace                         // C0 control or space
	classTabNL                             // ASCII tab or newline
	classForbiddenHost                     // forbidden host code point
	classForbiddenDomain                   // forbidden domain code point
	classURLUnit                           // URL code point (bytes >= 0x80 included)
	classCanonicalHost                     // kept as is in a serialized ASCII domain
	classPathStop                          // path percent-encode set, "/" or "\\"
)

func is(b byte, c class) bool { return classes[b]&c != 0 }

// A pathByte is a bit set of what a byte means in the path state; the
// table pathBytes says it for every byte. A byte with none of the bits is
// copied as it is.
type pathByte uint8

const (
	pbEncode          pathByte = 1 << iota // in the path percent-encode set
	pbSlash                                // "/", the end of a segment
	pbBackslash                            // "\", the end of a special URL's segment
	pbQueryOrFragment                      // "?" or "#", the end of the path unless a setter runs
)

// A hostByte says what a byte means in a special URL's host (the table
// hostBytes); a byte with none of the bits is kept as it is in an ASCII
// domain.
type hostByte uint8

const (
	hbStop  hostByte = 1 << iota // ":", "/", "?", "#" or "\\": the end of the host
	hbUpper                      // an upper-case letter, lowercased
	hbOther                      // any other byte, for the full host parser
)

const upperHex = "0123456789ABCDEF"

// appendEncoded appends s to dst, UTF-8 percent-encoding every byte in set;
// with setForm, a space becomes "+" (the application/x-www-form-urlencoded
// serializer's spaceAsPlus). s is valid UTF-8, so encoding byte by byte is
// the same as encoding each code point: every set holds all non-ASCII code
// points.
func appendEncoded(dst []byte, s string, set encodeSet) []byte {
	i := 0
	for i < len(s) && encodeSets[s[i]]&set == 0 {
		i++
	}
	if i == len(s) {
		return append(dst, s...) // most strings need nothing encoded
	}
	// Write the rest by index into dst's capacity, grown first (once) if
	// it may be too small: cheaper than an append for each byte encoded
	// and each run between them, and no call inside the loop. The room
	// the rest needs is counted only when three bytes for each of its
	// bytes (a space counted as "%20") may not fit.
	k := len(dst)
	if cap(dst)-k < i+3*(len(s)-i) {
		n := len(s)
		for _, c := range []byte(s[i:]) {
			if encodeSets[c]&set != 0 {
				n += 2
			}
		}
		dst = slices.Grow(dst, n)
	}
	dst = dst[:cap(dst)]
	k += copy(dst[k:], s[:i])
	for _, c := range []byte(s[i:]) {
		switch {
		case encodeSets[c]&set == 0:
			dst[k] = c
			k++
		case c == ' ' && set == setForm:
			dst[k] = '+'
			k++
		default:
			dst[k], dst[k+1], dst[k+2] = '%', upperHex[c>>4], upperHex[c&15]
			k += 3
		}
	}
	return dst[:k]
}

func unhex(b byte) byte {
	switch {
	case b >= '0' && b <= '9':
		return b - '0'
	case b >= 'a' && b <= 'f':
		return b - 'a' + 10
	default:
		return b - 'A' + 10
	}
}

// isPercentEncodedByte reports whether s[i:] starts with "%" and two ASCII
// hex digits.
func isPercentEncodedByte(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && is(s[i+1], classHex) && is(s[i+2], classHex)
}

// appendPercent appends c percent-encoded, with upper-case hex digits.
func appendPercent(dst []byte, c byte) []byte {
	return append(dst, '%', upperHex[c>>4], upperHex[c&15])
}

// appendDecoded appends the percent-decoding of s to dst (URL Standard,
// "percent-decode" a byte sequence).
func appendDecoded(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if isPercentEncodedByte(s, i) {
			dst = append(dst, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		dst = append(dst, s[i])
	}
	return dst
}
