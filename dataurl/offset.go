package dataurl

import "unicode/utf8"

// inputOffset returns the offset in s of the byte that the URL parser made
// into href[off:], where href is the serialization (without fragment) of
// the URL parsed from s; off may be len(href). It follows the changes the
// parser makes to a data: URL with an opaque path: leading and trailing C0
// controls and spaces stripped, tabs and newlines removed, the scheme
// lowercased, and code points percent-encoded (UTF-8, with U+FFFD for
// invalid bytes). It returns -1 when the parser changed more than that
// (a path with dot segments, a host) and the bytes do not line up.
func inputOffset(s, href string, off int) int {
	if off < 0 || off > len(href) {
		return -1
	}
	i, end := 0, len(s)
	for i < end && s[i] <= ' ' {
		i++
	}
	for end > i && s[end-1] <= ' ' {
		end--
	}
	j := 0
	for {
		for i < end && (s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
			i++
		}
		if j == off {
			return i
		}
		if i == end {
			return -1
		}
		c, h := s[i], href[j]
		if c == h || j < len("data:") && 'A' <= c && c <= 'Z' && c+('a'-'A') == h {
			i, j = i+1, j+1
			continue
		}
		if h != '%' {
			return -1
		}
		// The parser percent-encoded the code point at s[i].
		r, size := utf8.DecodeRuneInString(s[i:end])
		var b [utf8.UTFMax]byte
		n := utf8.EncodeRune(b[:], r)
		for k := range n {
			const upperhex = "0123456789ABCDEF"
			e := j + 3*k
			if e+2 >= len(href) || href[e] != '%' || href[e+1] != upperhex[b[k]>>4] || href[e+2] != upperhex[b[k]&15] {
				return -1
			}
		}
		if off < j+3*n {
			return i
		}
		i, j = i+size, j+3*n
	}
}
