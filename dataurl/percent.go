package dataurl

import "strings"

// The URL Standard's percent-decode (of a string: its UTF-8 bytes, which a
// Go string already is): "%" and two ASCII hex digits give the byte they
// name; every other byte, a "%" without two hex digits after it included,
// is itself.

func isHex(c byte) bool { return unhexTable[c] < 16 }

// unhex returns the value of the hex digit c, or 0xff if c is not one.
func unhex(c byte) byte { return unhexTable[c] }

var unhexTable = func() (t [256]byte) {
	for c := range t {
		switch {
		case '0' <= c && c <= '9':
			t[c] = byte(c - '0')
		case 'a' <= c && c <= 'f':
			t[c] = byte(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			t[c] = byte(c - 'A' + 10)
		default:
			t[c] = 0xff
		}
	}
	return t
}()

// isEscape reports whether s[i], a "%", starts a percent-encoded byte.
func isEscape(s string, i int) bool {
	return i+2 < len(s) && unhexTable[s[i+1]]|unhexTable[s[i+2]] < 16
}

// percentDecodedLen returns the length of the percent-decoding of s.
func percentDecodedLen(s string) int {
	n := len(s)
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return n
		}
		// A run of "%" (as in a percent-encoded UTF-8 sequence) is read
		// here, not found again one by one.
		for i += j; i < len(s) && s[i] == '%'; {
			if isEscape(s, i) {
				n -= 2
				i += 3
			} else {
				i++
			}
		}
	}
}

// percentDecode writes the percent-decoding of s to out, which has room
// for it, and returns its length.
func percentDecode(out []byte, s string) int {
	n := 0
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return n + copy(out[n:], s[i:])
		}
		n += copy(out[n:], s[i:i+j])
		for i += j; i < len(s) && s[i] == '%'; n++ {
			if isEscape(s, i) {
				out[n] = unhex(s[i+1])<<4 | unhex(s[i+2])
				i += 3
			} else {
				out[n] = '%'
				i++
			}
		}
	}
}

// writePercentDecoded runs the decoder over the percent-decoding of s,
// whose first byte is at offset at of the input; a percent-encoded byte
// is at the offset of its "%". It returns false once decoding has failed.
func (d *b64Decoder) writePercentDecoded(s string, at int) bool {
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return d.write(s[i:], at+i)
		}
		if !d.write(s[i:i+j], at+i) {
			return false
		}
		for i += j; i < len(s) && s[i] == '%'; {
			c, n := byte('%'), 1
			if isEscape(s, i) {
				c, n = unhex(s[i+1])<<4|unhex(s[i+2]), 3
			}
			if !d.byte(c, at+i) {
				return false
			}
			i += n
		}
	}
}
