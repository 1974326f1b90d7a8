package url

import (
	"math/bits"
	"slices"
	"unicode/utf8"
)

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
	// The rest is written by index into dst's capacity, grown first (once)
	// where it may be too small: the room is counted only when three bytes
	// for each byte may not fit.
	if cap(dst)-len(dst) < i+3*(len(s)-i) {
		dst = slices.Grow(dst, i+encodedLen(s[i:], set))
	}
	dst, _ = putEncoded(append(dst, s[:i]...), s[i:], set, false)
	return dst
}

// encodedLen returns the length of s percent-encoded with set.
func encodedLen(s string, set encodeSet) int {
	extra := &encodedExtra[bits.TrailingZeros8(uint8(set))]
	n := len(s)
	for _, c := range []byte(s) {
		n += int(extra[c])
	}
	return n
}

// encodedExtra holds, for each percent-encode set (by the index of its
// bit), what encoding a byte adds to the length: 2 for a byte in the set
// (written "%XX"), but for the space of setForm ("+").
var encodedExtra = func() (t [8][256]uint8) {
	for k := range t {
		set := encodeSet(1) << k
		for c := range 256 {
			if encodeSets[c]&set != 0 && (c != ' ' || set != setForm) {
				t[k][c] = 2
			}
		}
	}
	return t
}()

// putEncoded is appendEncoded for a dst whose capacity holds s encoded:
// it writes by index, cheaper than an append for each byte encoded and
// each run between them. With validate, it checks the UTF-8 of each code
// point that is not ASCII as it goes, and reports false, with dst
// meaningless, where s is not valid UTF-8.
func putEncoded(dst []byte, s string, set encodeSet, validate bool) ([]byte, bool) {
	k := len(dst)
	dst = dst[:cap(dst)]
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case encodeSets[c]&set == 0:
			dst[k] = c
			k++
			continue
		case c == ' ' && set == setForm:
			dst[k] = '+'
			k++
			continue
		case c >= utf8.RuneSelf && validate:
			v := utf8Leads[c]
			need, lo, hi := int(v&3), byte(v>>8), byte(v>>16)
			if need == 0 || i+need >= len(s) || s[i+1] < lo || s[i+1] > hi ||
				need >= 2 && s[i+2]&0xC0 != 0x80 || need == 3 && s[i+3]&0xC0 != 0x80 {
				return dst, false
			}
			// The code point's bytes, checked, all encoded here.
			for _, c := range []byte(s[i : i+need+1]) {
				dst[k], dst[k+1], dst[k+2] = '%', upperHex[c>>4], upperHex[c&15]
				k += 3
			}
			i += need
			continue
		}
		dst[k], dst[k+1], dst[k+2] = '%', upperHex[c>>4], upperHex[c&15]
		k += 3
	}
	return dst[:k], true
}

// utf8Leads holds utf8Lead's results for each byte: need in the low two
// bits, lo and hi in the second and third bytes.
var utf8Leads = func() (t [256]uint32) {
	for c := range t {
		need, lo, hi := utf8Lead(byte(c))
		t[c] = uint32(need) | uint32(lo)<<8 | uint32(hi)<<16
	}
	return t
}()

// unhex returns the value of the hex digit b.
func unhex(b byte) byte { return hexValue[b] }

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
