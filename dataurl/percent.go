package dataurl

import "strings"

// The URL Standard's percent-decode (of a string: its UTF-8 bytes, which a
// Go string already is): "%" and two ASCII hex digits give the byte they
// name; every other byte, a "%" without two hex digits after it included,
// is itself.

func isHex(c byte) bool { return unhex(c) < 16 }

// unhex returns the value of the hex digit c, or 16 or more if c is not one.
func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 16
}

// isEscape reports whether s[i], a "%", starts a percent-encoded byte.
func isEscape(s string, i int) bool {
	return i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])
}

// percentDecodedLen returns the length of the percent-decoding of s.
func percentDecodedLen(s string) int {
	n := len(s)
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if isEscape(s, i) {
			n -= 2
			i += 3
		} else {
			i++
		}
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			break
		}
		i += j
	}
	return n
}

// appendPercentDecode appends the percent-decoding of s to dst.
func appendPercentDecode(dst []byte, s string) []byte {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			return append(dst, s...)
		}
		dst = append(dst, s[:i]...)
		if isEscape(s, i) {
			dst = append(dst, unhex(s[i+1])<<4|unhex(s[i+2]))
			s = s[i+3:]
		} else {
			dst = append(dst, '%')
			s = s[i+1:]
		}
	}
}

// writePercentDecoded runs the decoder over the percent-decoding of s,
// whose first byte is at offset at of the input; a percent-encoded byte
// is at the offset of its "%". It returns false once decoding has failed.
func (d *b64Decoder) writePercentDecoded(s string, at int) bool {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			return d.write(s, at)
		}
		if !d.write(s[:i], at) {
			return false
		}
		c, n := byte('%'), 1
		if isEscape(s, i) {
			c, n = unhex(s[i+1])<<4|unhex(s[i+2]), 3
		}
		if !d.byte(c, at+i) {
			return false
		}
		s, at = s[i+n:], at+i+n
	}
}
