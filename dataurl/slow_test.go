package dataurl

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/url"
	"github.com/weburl/url/mimetype"
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

// processSlow is the data: URL processor written step by step as the
// Fetch Standard gives it, for tests to hold Process to. It returns the
// serialized MIME type and the body, or ok false for failure.
func processSlow(u *url.URL) (mimeType string, body []byte, ok bool) {
	// 1. Assert: the scheme is "data".
	if u.Scheme() != "data" {
		return "", nil, false
	}
	// 2-3. The URL serializer with exclude fragment, less "data:".
	input := strings.TrimPrefix(u.HrefWithoutFragment(), "data:")
	// 4-5. Collect the code points that are not ",".
	position := 0
	for position < len(input) && input[position] != ',' {
		position++
	}
	mime := input[:position]
	// 6. Strip leading and trailing ASCII whitespace.
	mime = strings.Trim(mime, "\t\n\f\r ")
	// 7. Past the end: failure.
	if position >= len(input) {
		return "", nil, false
	}
	// 8-9. Advance past the ","; the encoded body is the rest.
	encodedBody := input[position+1:]
	// 10. Percent-decode the body.
	body = percentDecodeSlow(encodedBody)
	// 11. ";", any spaces, "base64" in any case, at the end.
	lower := strings.ToLower(mime)
	if strings.HasSuffix(lower, "base64") && strings.HasSuffix(strings.TrimRight(lower[:len(lower)-6], " "), ";") {
		// 11.1-11.3. Forgiving-base64 decode the isomorphic decode.
		var runes []rune
		for _, b := range body {
			runes = append(runes, rune(b))
		}
		var good bool
		if body, good = decodeBase64Slow(string(runes)); !good {
			return "", nil, false
		}
		// 11.4-11.6. Remove "base64", the spaces before it, the ";".
		mime = mime[:len(mime)-6]
		mime = strings.TrimRight(mime, " ")
		mime = mime[:len(mime)-1]
	}
	// 12. Prepend "text/plain" to a MIME type that starts with ";".
	if strings.HasPrefix(mime, ";") {
		mime = "text/plain" + mime
	}
	// 13-14. Parse it; failure is text/plain;charset=US-ASCII.
	m, err := mimetype.Parse(mime)
	if err != nil {
		return "text/plain;charset=US-ASCII", body, true
	}
	return m.String(), body, true
}

// percentDecodeSlow is the URL Standard's percent-decode, a byte at a time.
func percentDecodeSlow(s string) []byte {
	out := []byte{}
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				out = append(out, byte(v))
				i += 2
				continue
			}
		}
		out = append(out, s[i])
	}
	return out
}
