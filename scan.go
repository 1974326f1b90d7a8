package url

import (
	"math/bits"
	"unicode/utf8"
)

// Word-at-a-time scanning of the input: the checks every route makes
// before it reads an input byte by byte.

// load64 returns the eight bytes of s at i as a little-endian word. The
// compiler turns the shifts into one load.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// plainASCIIPrefix returns the length of the longest prefix of s that
// holds only ASCII bytes from 0x0E on: no tab or newline, and nothing that
// UTF-8 validation must look at. Eight bytes at a time: the first word
// that is not plain tells where the prefix ends (nonPlainBytes); the last
// word, when fewer than eight bytes are left, overlaps plain bytes already
// looked at, which it flags none of.
func plainASCIIPrefix(s string) int {
	n := len(s)
	if n < 8 {
		i := 0
		for i < n && s[i] >= 0x0E && s[i] < 0x80 {
			i++
		}
		return i
	}
	i := 0
	for ; i+8 <= n; i += 8 {
		if m := nonPlainBytes(load64(s, i)); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	if i == n {
		return n
	}
	// The last eight bytes, less those before i.
	if m := nonPlainBytes(load64(s, n-8)) >> (8 * (i - (n - 8))); m != 0 {
		return i + bits.TrailingZeros64(m)>>3
	}
	return n
}

// checkRest reports whether s is valid UTF-8, and the index of its first
// ASCII tab or newline (-1 when it has none; meaningless when s is not
// valid): utf8.ValidString and indexTabOrNewline in one pass. From an
// ASCII byte, the bytes up to the first that is not plain ASCII from 0x0E
// on (as in plainASCIIPrefix) are skipped with one look at a word of eight
// (see nonPlainBytes), the last eight bytes of s when fewer than eight are
// left; a multi-byte sequence is checked in place against the well-formed
// sequences of the Unicode Standard (table 3-7) rather than decoded.
func checkRest(s string) (valid bool, tabNL int) {
	tabNL = -1
	n := len(s)
	for i := 0; i < n; {
		c := s[i]
		if c < utf8.RuneSelf {
			if n >= 8 {
				// The word at p, less its bytes before i, which are
				// checked already.
				p := min(i, n-8)
				m := nonPlainBytes(load64(s, p)) >> (8 * (i - p))
				if m == 0 {
					i = p + 8
					continue
				}
				if k := bits.TrailingZeros64(m) >> 3; k > 0 {
					i += k
					continue
				}
			}
			if tabNL < 0 && is(c, classTabNL) {
				tabNL = i
			}
			i++
			continue
		}
		// A multi-byte sequence, checked as wellFormedLen checks it: a
		// call, which the compiler does not inline, would cost checkRest
		// a tenth or more of its time.
		need, lo, hi := utf8Lead(c)
		if need == 0 || i+need >= n || s[i+1] < lo || s[i+1] > hi ||
			need >= 2 && s[i+2]&0xC0 != 0x80 || need == 3 && s[i+3]&0xC0 != 0x80 {
			return false, -1
		}
		i += need + 1
	}
	return true, tabNL
}

// nonPlainBytes returns the high bit of each byte of v that is not ASCII
// from 0x0E on (plain: not a tab or newline, nor a byte UTF-8 validation
// must look at), and maybe of bytes after such a byte: those of v's bytes
// at or above 0x80, and of (v - 0x0E0E...) &^ v, which sets it for a byte
// below 0x0E. The subtraction's borrow goes up from such a byte only, so
// the lowest byte with its bit set is the first of v (in memory order)
// that is not plain; a byte after it may be set without being one.
func nonPlainBytes(v uint64) uint64 {
	return (v | (v-0x0E0E0E0E0E0E0E0E)&^v) & 0x8080808080808080
}

// indexTabOrNewline returns the index of the first ASCII tab or newline in
// s, or -1.
func indexTabOrNewline(s string) int {
	i := 0
	// Eight bytes at a time while none is below 0x0E (tab is 0x09, line
	// feed 0x0A, carriage return 0x0D): a word with such a byte has a high
	// bit set in (v - 0x0E0E...) &^ v. Other bytes can set one too, after
	// a borrow, and then the loop below looks byte by byte.
	if len(s) >= 8 {
		for ; i+8 <= len(s); i += 8 {
			v := load64(s, i)
			if (v-0x0E0E0E0E0E0E0E0E)&^v&0x8080808080808080 != 0 {
				break
			}
		}
	}
	for ; i < len(s); i++ {
		if is(s[i], classTabNL) {
			return i
		}
	}
	return -1
}

// maxPort is the largest port.
const maxPort = 65535

// scanPort reads the digits of a port from s[i:], as the port state does:
// it returns their value, maxPort+1 for any value above maxPort, how many
// digits there are, and the index of the byte after them.
func scanPort(s string, i int) (port, digits, j int) {
	for j = i; j < len(s) && s[j]-'0' < 10; j++ {
		if port <= maxPort {
			port = port*10 + int(s[j]-'0')
		}
	}
	return min(port, maxPort+1), j - i, j
}

// trimControls returns where s starts and ends without its leading and
// trailing C0 controls and spaces, which the basic URL parser removes
// first.
func trimControls(s string) (start, end int) {
	end = len(s)
	for start < end && s[start] <= ' ' {
		start++
	}
	for end > start && s[end-1] <= ' ' {
		end--
	}
	return start, end
}

// opaquePathRun returns the index of the first byte of s from j on that a
// canonical opaque path cannot hold as it is: one outside "!" to "~", or
// "?" or "#", which end the path; len(s) when there is none. Eight bytes
// at a time: a word with such a byte has a high bit set in one of the
// tests below, which find whether a word has a byte below 0x21, above
// 0x7E, or equal to "?" or "#" (each exactly: borrows and carries can only
// set bits after the first such byte), and its bytes are then looked at
// one by one.
func opaquePathRun(s string, j int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for ; j+8 <= len(s); j += 8 {
		v := load64(s, j)
		below := (v - 0x21*ones) &^ v
		above := v + (0x7F-0x7E)*ones | v
		q, h := v^('?'*ones), v^('#'*ones)
		if (below|above|(q-ones)&^q|(h-ones)&^h)&highs != 0 {
			break
		}
	}
	for ; j < len(s); j++ {
		if c := s[j]; c-0x21 > 0x7E-0x21 || c == '?' || c == '#' {
			break
		}
	}
	return j
}
