package dataurl

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"
)

// EncodeBase64 returns the forgiving-base64 encoding of b: standard base64
// (RFC 4648, section 4) with "=" padding.
func EncodeBase64(b []byte) string {
	return base64.StdEncoding.EncodeToString(b)
}

// AppendEncodeBase64 appends the forgiving-base64 encoding of b to dst.
func AppendEncodeBase64(dst, b []byte) []byte {
	return base64.StdEncoding.AppendEncode(dst, b)
}

// DecodeBase64 returns the forgiving-base64 decode of s, as the Infra
// Standard defines it (and as atob and data: URLs read base64): ASCII
// whitespace anywhere is ignored, the "=" padding may be left out, and the
// bits left over after the last whole byte are discarded, so that "YQ" and
// "YR" both decode to "a". It fails, with an *Error of kind InvalidBase64
// that gives the offset of the offending byte in s, on a character outside
// the base64 alphabet and ASCII whitespace, on padding anywhere but at the
// end of data whose length it completes to a multiple of 4, and on a lone
// final character.
//
// Unlike encoding/base64's StdEncoding, it accepts unpadded input, all
// ASCII whitespace (not only CR and LF), and non-zero discarded bits.
func DecodeBase64(s string) ([]byte, error) {
	return AppendDecodeBase64(nil, s)
}

// AppendDecodeBase64 appends the forgiving-base64 decode of s to dst and
// returns the extended buffer; on failure it returns dst unchanged and an
// *Error. It grows dst at most once, to hold the longest result s can give.
func AppendDecodeBase64(dst []byte, s string) ([]byte, error) {
	n := len(dst)
	buf := slices.Grow(dst, maxDecodedLen(len(s)))
	d := b64Decoder{out: buf[n:cap(buf)]}
	if d.write(s, 0) {
		d.finish()
	}
	if d.fail != b64OK {
		return dst, d.error(s, false)
	}
	return buf[:n+d.n], nil
}

// maxDecodedLen is the most bytes a string of n bytes can decode to.
func maxDecodedLen(n int) int { return n/4*3 + n%4*3/4 }

// A b64Decoder runs the forgiving-base64 decode (Infra, "Forgiving
// base64") in one pass over its input, which may come in pieces (a data:
// URL's body between its percent-encoded bytes), without making the
// whitespace-free copy that the standard's first step describes. The
// standard's order of checks decides only which failure is reported, not
// whether there is one:
//
//   - step 1: whitespace is skipped where it is met;
//   - steps 2 and 3: with k alphabet characters and p "=" in all, the data
//     is valid only if p is 0 and k%4 != 1, or p is 1 or 2 and (k+p)%4 is
//     0 (then the "=" are the ones step 2 removes); a "=" followed by an
//     alphabet character can never be removed;
//   - step 4: any other character fails;
//   - steps 5 to 9: every four characters give three bytes; the 12 or 18
//     bits of a last partial quantum give one or two bytes, their last 4 or
//     2 bits discarded.
type b64Decoder struct {
	out   []byte // the result is written at out[:n]
	n     int
	acc   uint32 // the sextets of the current quantum
	k     int    // how many: the number of alphabet characters so far, mod 4
	pad   int    // the number of "=" so far
	padAt int    // the offset of the first "="
	last  int    // the offset of the last alphabet character
	fail  b64Failure
	at    int // the offset of the failure
}

type b64Failure uint8

const (
	b64OK           b64Failure = iota
	b64BadChar                 // at: a character outside the alphabet and whitespace
	b64DataAfterPad            // at: the first "=", which an alphabet character follows
	b64BadPad                  // at: the first "=", where no padding may be
	b64LoneChar                // at: the last character, the first of a quantum
)

// decodeMap maps a byte to its sextet, or to 0xff if it is not in the
// base64 alphabet (RFC 4648, Table 1).
var decodeMap = func() (m [256]uint8) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for i := range m {
		m[i] = 0xff
	}
	for i := range len(alphabet) {
		m[alphabet[i]] = uint8(i)
	}
	return m
}()

// quantumTable[k][c] is the sextet of the character c in place k of a
// four-character quantum, shifted to its place in the quantum's 24 bits;
// or notBase64 if c is not in the alphabet. The sextets of a quantum
// ORed together are its three bytes, with no shifts in the fast path.
var quantumTable = func() (t [4][256]uint32) {
	for c, v := range decodeMap {
		for k := range 4 {
			if v == 0xff {
				t[k][c] = notBase64
			} else {
				t[k][c] = uint32(v) << (18 - 6*k)
			}
		}
	}
	return t
}()

const notBase64 = 1 << 31

// write decodes s, whose first byte is at offset at of the input. It
// returns false once decoding has failed.
func (d *b64Decoder) write(s string, at int) bool {
	out := d.out
	for i := 0; i < len(s); {
		if d.k == 0 && d.pad == 0 {
			// Whole quanta of alphabet characters, eight characters
			// (six bytes, written as eight) at a time, then four.
			n := d.n
			for len(s)-i >= 8 && len(out)-n >= 8 {
				q := s[i : i+8]
				x := quantumTable[0][q[0]] | quantumTable[1][q[1]] | quantumTable[2][q[2]] | quantumTable[3][q[3]]
				y := quantumTable[0][q[4]] | quantumTable[1][q[5]] | quantumTable[2][q[6]] | quantumTable[3][q[7]]
				if (x|y)&notBase64 != 0 {
					break
				}
				binary.BigEndian.PutUint64(out[n:n+8], uint64(x)<<40|uint64(y)<<16)
				n += 6
				i += 8
			}
			for len(s)-i >= 4 && len(out)-n >= 3 {
				q := s[i : i+4]
				x := quantumTable[0][q[0]] | quantumTable[1][q[1]] | quantumTable[2][q[2]] | quantumTable[3][q[3]]
				if x&notBase64 != 0 {
					break
				}
				o := out[n : n+3]
				o[0], o[1], o[2] = byte(x>>16), byte(x>>8), byte(x)
				n += 3
				i += 4
			}
			d.n = n
		}
		// One byte at a time (whitespace, padding, a quantum split by
		// them, the end of the input), until whole quanta may follow.
		for i < len(s) {
			if !d.byte(s[i], at+i) {
				return false
			}
			i++
			if d.k == 0 && d.pad == 0 && i < len(s) && decodeMap[s[i]] != 0xff {
				break
			}
		}
	}
	return true
}

// byte decodes one byte c, at offset at of the input. It returns false
// once decoding has failed.
func (d *b64Decoder) byte(c byte, at int) bool {
	if v := decodeMap[c]; v != 0xff {
		if d.pad > 0 {
			d.fail, d.at = b64DataAfterPad, d.padAt
			return false
		}
		d.acc = d.acc<<6 | uint32(v)
		d.last = at
		if d.k++; d.k == 4 {
			o := d.out[d.n : d.n+3]
			o[0], o[1], o[2] = byte(d.acc>>16), byte(d.acc>>8), byte(d.acc)
			d.n += 3
			d.k, d.acc = 0, 0
		}
		return true
	}
	switch c {
	case '\t', '\n', '\f', '\r', ' ': // ASCII whitespace
	case '=':
		if d.pad == 0 {
			d.padAt = at
		}
		d.pad++
	default:
		d.fail, d.at = b64BadChar, at
		return false
	}
	return true
}

// finish checks the padding and the length, and writes the bytes of the
// last partial quantum.
func (d *b64Decoder) finish() {
	if d.pad > 0 && (d.pad > 2 || (d.k+d.pad)%4 != 0) {
		d.fail, d.at = b64BadPad, d.padAt
		return
	}
	switch d.k {
	case 1:
		d.fail, d.at = b64LoneChar, d.last
	case 2:
		d.out[d.n] = byte(d.acc >> 4)
		d.n++
	case 3:
		d.out[d.n], d.out[d.n+1] = byte(d.acc>>10), byte(d.acc>>2)
		d.n += 2
	}
}

// error returns the *Error for the failure. read is the string the
// decoder's offsets are in; percent says whether it was percent-decoded
// on the way (a data: URL's body).
func (d *b64Decoder) error(read string, percent bool) *Error {
	e := &Error{Input: read, Kind: InvalidBase64, Offset: d.at}
	switch d.fail {
	case b64BadChar:
		c := read[d.at]
		switch {
		case c == '%' && percent && d.at+2 < len(read) && isHex(read[d.at+1]) && isHex(read[d.at+2]):
			e.Detail = fmt.Sprintf("%q decodes to byte %#02x, not a base64 character", read[d.at:d.at+3], unhex(read[d.at+1])<<4|unhex(read[d.at+2]))
		case c < utf8.RuneSelf:
			e.Detail = strconv.QuoteRune(rune(c)) + " is not a base64 character"
		default:
			r, size := utf8.DecodeRuneInString(read[d.at:])
			if r == utf8.RuneError && size == 1 {
				e.Detail = fmt.Sprintf("byte %#02x is not a base64 character", c)
			} else {
				e.Detail = strconv.QuoteRune(r) + " is not a base64 character"
			}
		}
	case b64DataAfterPad:
		e.Detail = "base64 characters after the padding \"=\""
	case b64BadPad:
		e.Detail = fmt.Sprintf("padding \"=\" after %s", quantumText(d.k))
	case b64LoneChar:
		e.Detail = "a lone base64 character at the end of the data (a multiple of 4 characters, plus 1)"
	}
	return e
}

// quantumText describes the last quantum before the padding, for an error
// message.
func quantumText(k int) string {
	switch k {
	case 0:
		return "a whole number of 4-character quanta"
	case 1:
		return "a lone base64 character"
	}
	return strconv.Itoa(k) + " base64 characters of a quantum (" + strconv.Itoa(4-k) + " \"=\" may complete it)"
}
