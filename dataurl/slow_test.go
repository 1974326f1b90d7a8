package dataurl

import (
	"strings"
	"unicode/utf8"
)

// decodeBase64Slow is the forgiving-base64 decode written step by step as
// the Infra Standard gives it, on code points, for tests to hold
// DecodeBase64 to. It returns nil, false for failure.
func decodeBase64Slow(s string) ([]byte, bool) {
	// 1. Remove all ASCII whitespace from data.
	data := []rune(strings.Map(func(r rune) rune {
		switch r {
		case '\t', '\n', '\f', '\r', ' ':
			return -1
		}
		return r
	}, s))
	// 2. If data's code point length divides by 4 leaving no remainder:
	// if data ends with one or two "=", remove them.
	if len(data)%4 == 0 {
		if n := len(data); n >= 2 && data[n-1] == '=' && data[n-2] == '=' {
			data = data[:n-2]
		} else if n >= 1 && data[n-1] == '=' {
			data = data[:n-1]
		}
	}
	// 3. A remainder of 1 is failure.
	if len(data)%4 == 1 {
		return nil, false
	}
	// 4. Any code point but "+", "/" and ASCII alphanumerics is failure.
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for _, r := range data {
		if r >= utf8.RuneSelf || strings.IndexByte(alphabet, byte(r)) < 0 {
			return nil, false
		}
	}
	// 5-8. Append six bits a code point; every 24 bits give three bytes.
	output := []byte{}
	var buffer, bits uint
	for _, r := range data {
		buffer = buffer<<6 | uint(strings.IndexByte(alphabet, byte(r)))
		bits += 6
		if bits == 24 {
			output = append(output, byte(buffer>>16), byte(buffer>>8), byte(buffer))
			buffer, bits = 0, 0
		}
	}
	// 9. 12 bits: discard 4, one byte; 18 bits: discard 2, two bytes.
	switch bits {
	case 12:
		output = append(output, byte(buffer>>4))
	case 18:
		output = append(output, byte(buffer>>10), byte(buffer>>2))
	}
	return output, true
}
