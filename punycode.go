package url

import (
	"math/bits"
	"slices"
	"unicode/utf8"
)

// Punycode (RFC 3492): the decoder and the encoder.

// Punycode's parameters (RFC 3492, section 5).
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 128
)

// punyAdapt is Punycode's bias adaptation function (RFC 3492, section 6.1).
func punyAdapt(delta, numPoints int, first bool) int {
	// With no division by a variable where the label is short, as most
	// are: a multiplication for delta / numPoints; and a table for the
	// last step.
	d := uint64(delta)
	if first {
		d /= punyDamp
	} else {
		d /= 2
	}
	if d < 1<<27 && numPoints < len(punyPointReciprocals) {
		d += d * punyPointReciprocals[numPoints] >> 36
	} else {
		d += d / uint64(numPoints)
	}
	k := 0
	for d > punyAdaptMax {
		d /= punyBase - punyTMin
		k += punyBase
	}
	return k + int(punyAdaptTail[d])
}

// punyAdaptMax is the largest delta that punyAdapt's loop leaves.
const punyAdaptMax = ((punyBase - punyTMin) * punyTMax) / 2

// punyPointReciprocals holds 1<<36 / n, rounded up, for n from 1 to
// maxQuickLabel+1: for d below 1<<27, d * punyPointReciprocals[n] >> 36 is
// d / n, as the error, below d / 1<<36 = 1/512, is less than the 1/64 that
// the fraction of d / n is from 1 at most (see punyReciprocals); and the
// product, below 1<<27 * (1<<36 + 1), fits in 64 bits.
var punyPointReciprocals = func() (r [maxQuickLabel + 2]uint64) {
	for n := 1; n < len(r); n++ {
		r[n] = 1<<36/uint64(n) + 1
	}
	return r
}()

// punyAdaptTail holds the last step of punyAdapt for each d it can have:
// ((base - tmin + 1) * d) / (d + skew).
var punyAdaptTail = func() (t [punyAdaptMax + 1]uint8) {
	for d := range t {
		t[d] = uint8((punyBase - punyTMin + 1) * d / (d + punySkew))
	}
	return t
}()

// punyDecode appends to dst what the Punycode s decodes to (RFC 3492,
// section 6.2), or reports false when s is not well formed or decodes to a
// code point above U+10FFFF.
func punyDecode[T byte | rune](dst []rune, s []T) ([]rune, bool) {
	base := len(dst)
	in := 0
	// The basic code points are those before the last delimiter. With no
	// basic code point before it, the delimiter is not one, and "-" is no
	// digit.
	b := len(s) - 1
	for b >= 0 && s[b] != '-' {
		b--
	}
	if b >= 0 {
		if b == 0 {
			return dst, false
		}
		for _, c := range s[:b] {
			dst = append(dst, rune(c))
		}
		in = b + 1
	}
	cp, i, bias := punyInitialN, 0, punyInitialBias
	for in < len(s) {
		n := len(dst) - base // the code points so far
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if in == len(s) {
				return dst, false
			}
			c := s[in]
			in++
			var digit int
			switch {
			case c >= 'a' && c <= 'z':
				digit = int(c - 'a')
			case c >= 'A' && c <= 'Z':
				digit = int(c - 'A')
			case c >= '0' && c <= '9':
				digit = int(c-'0') + 26
			default:
				return dst, false
			}
			i += digit * w
			if i > (utf8.MaxRune+1)*(n+1) {
				// A code point above U+10FFFF, whatever follows; and i
				// and w stay far from overflowing.
				return dst, false
			}
			t := min(max(k-bias, punyTMin), punyTMax)
			if digit < t {
				break
			}
			w *= punyBase - t
		}
		bias = punyAdapt(i-oldi, n+1, oldi == 0)
		cp += i / (n + 1)
		i %= n + 1
		if cp > utf8.MaxRune {
			return dst, false
		}
		dst = slices.Insert(dst, base+i, rune(cp))
		i++
	}
	return dst, true
}

// appendPunycode appends the Punycode encoding (RFC 3492, section 6.3) of
// label to dst.
func appendPunycode(dst []byte, label []rune) []byte {
	var buf [maxQuickLabel]uint64
	others := buf[:0]
	for k, r := range label {
		if r < utf8.RuneSelf {
			dst = append(dst, byte(r))
		} else {
			others = append(others, uint64(r)<<32|uint64(k))
		}
	}
	return appendPunyDeltas(dst, len(label), len(label)-len(others), others)
}

// punyKey is how the quick path's encoder holds a code point that is not
// basic, at position pos of a label of at most maxQuickLabel code points:
// the order of keys is that of the code points, and then of their
// positions.
func punyKey(r rune, pos int) uint32 { return uint32(r)<<punyPosBits | uint32(pos) }

const punyPosBits = 6 // maxQuickLabel fits

// appendPunyDeltas appends the part of the Punycode encoding (RFC 3492,
// section 6.3) of a label of n code points that follows its basic code
// points: the delimiter, if there are any, and the deltas. others are the
// label's other code points, each its value above its position, which it
// sorts: as punyKey has them for a label of at most maxQuickLabel code
// points, or in 64 bits, the position in the low 32.
//
// RFC 3492 passes over the whole label for each code point value; here
// the code points are taken in the order the encoder emits them (by value,
// then position). What the passes add to delta between two of them is the
// distance in values times the code points then handled (h + 1 each pass),
// and the handled code points the pass meets from one to the other: those
// before the position of the second, less those up to the first (at); a
// population count over a bit set of the label's positions tells them.
func appendPunyDeltas[K uint32 | uint64](dst []byte, n, basic int, others []K) []byte {
	// The low bits of a key hold the position: punyPosBits of the
	// quick path's 32-bit keys, 32 of 64-bit ones (a constant in each
	// instance).
	posBits := punyPosBits + (32-punyPosBits)*int(uint64(^K(0))>>63)
	if basic > 0 {
		dst = append(dst, '-')
	}
	if len(others) == 1 {
		// One code point to insert (a Latin word with one letter that is
		// not ASCII): the delta is its value's distance from the first
		// times the room for it, and its position.
		r, p := int(others[0]>>posBits), int(others[0]&(1<<posBits-1))
		return appendPunyDelta(dst, (r-punyInitialN)*(basic+1)+p, punyInitialBias)
	}
	if len(others) > maxQuickLabel {
		slices.Sort(others)
	}
	// Insertion sort: the labels are short, or sorted already.
	for k := 1; k < len(others); k++ {
		key := others[k]
		j := k
		for ; j > 0 && others[j-1] > key; j-- {
			others[j] = others[j-1]
		}
		others[j] = key
	}
	// pending holds the positions of the code points not handled yet.
	var word [1]uint64
	pending := word[:]
	if n > 64 {
		pending = make([]uint64, (n+63)/64)
	}
	for _, key := range others {
		p := uint(key & (1<<posBits - 1))
		pending[p/64] |= 1 << (p % 64)
	}
	bias, h := punyInitialBias, basic
	prev, at := rune(punyInitialN-1), basic+1
	for _, key := range others {
		r, p := rune(key>>posBits), uint(key&(1<<posBits-1))
		before := int(p) - bits.OnesCount64(pending[p/64]&(1<<(p%64)-1))
		for _, w := range pending[:p/64] {
			before -= bits.OnesCount64(w)
		}
		delta := before - at + int(r-prev)*(h+1)
		dst = appendPunyDelta(dst, delta, bias)
		bias = punyAdapt(delta, h+1, h == basic)
		pending[p/64] &^= 1 << (p % 64)
		prev, at = r, before+1
		h++
	}
	return dst
}

// appendPunyDelta appends delta as Punycode's generalized
// variable-length integer with the bias (RFC 3492, section 6.3).
func appendPunyDelta(dst []byte, delta, bias int) []byte {
	q := delta
	for k := punyBase; ; k += punyBase {
		t := min(max(k-bias, punyTMin), punyTMax)
		if q < t {
			break
		}
		// (q - t) / (punyBase - t) by a multiplication.
		r, d := uint64(q-t), uint64(punyBase-t)
		quo, _ := bits.Mul64(r, punyReciprocals[d])
		dst = append(dst, punyDigits[uint64(t)+r-quo*d])
		q = int(quo)
	}
	return append(dst, punyDigits[q])
}

// punyReciprocals holds 1<<64 / d, rounded up, for each divisor d of the
// encoder, punyBase - t for t from punyTMin to punyTMax: for n below
// 1<<58, the high 64 bits of n * punyReciprocals[d] are n / d, as the
// error, below n / 1<<64, is less than the 1/d that the fraction of n / d
// is from 1 at most.
var punyReciprocals = func() (r [punyBase]uint64) {
	for d := punyBase - punyTMax; d <= punyBase-punyTMin; d++ {
		r[d] = (1<<64-1)/uint64(d) + 1
	}
	return r
}()

// punyDigits are Punycode's digits, by value.
const punyDigits = "abcdefghijklmnopqrstuvwxyz0123456789"
