package url

import (
	"cmp"
	"slices"
)

// Normalization Form C (UAX #15, section 1.2, and the Unicode Standard,
// section 3.11) for UTS #46 processing, with the Unicode 17.0 data of
// idnatables.go: the canonical combining class of a code point is in its
// IDNA table value (as a rank, which keeps the order), its full canonical
// decomposition in nfcDecomposed, and the primary composites in nfcPairs.
// Only code points that UTS #46 mapping keeps (valid or disallowed) are
// normalized: those are the ones whose table values hold a class, and
// genidna checks that their decompositions are of such code points too.

// Hangul syllables decompose and compose by arithmetic (the Unicode
// Standard, section 3.12).
const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulSCount = hangulLCount * hangulNCount
)

// cccRank returns the rank of r's canonical combining class (cccByRank),
// for a code point that UTS #46 mapping keeps; 0 for the others.
func cccRank(r rune) uint8 {
	v := idnaValue(r)
	if v&idnaKindMask >= idnaMappedKind {
		return 0
	}
	return uint8(v>>idnaCCCShift) & idnaCCCMask
}

// appendNFC appends the NFC of s to dst.
func appendNFC(dst, s []rune) []rune {
	start := len(dst)
	for _, r := range s {
		dst = appendDecomposed(dst, r)
	}
	d := dst[start:]
	canonicalOrder(d)
	return dst[:start+compose(d)]
}

// isNFC reports whether s is in NFC.
func isNFC(s []rune) bool {
	var buf [64]rune
	return slices.Equal(appendNFC(buf[:0], s), s)
}

// appendDecomposed appends the full canonical decomposition of r to dst.
func appendDecomposed(dst []rune, r rune) []rune {
	if s := r - hangulSBase; s >= 0 && s < hangulSCount {
		dst = append(dst, hangulLBase+s/hangulNCount, hangulVBase+s%hangulNCount/hangulTCount)
		if t := s % hangulTCount; t != 0 {
			dst = append(dst, hangulTBase+t)
		}
		return dst
	}
	if r < 0xC0 {
		return append(dst, r) // nothing below U+00C0 decomposes
	}
	k, found := slices.BinarySearch(nfcDecomposed[:], uint32(r))
	if !found {
		return append(dst, r)
	}
	return append(dst, []rune(nfcDecompData[nfcDecompOffsets[k]:nfcDecompOffsets[k+1]])...)
}

// canonicalOrder puts each run of non-starters of d in the order of their
// combining classes, keeping the order of those of one class (the canonical
// ordering algorithm).
func canonicalOrder(d []rune) {
	for i := 1; i < len(d); i++ {
		c := cccRank(d[i])
		if c == 0 {
			continue
		}
		for j := i; j > 0 && cccRank(d[j-1]) > c; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
}

// compose runs the canonical composition algorithm on d, in canonical
// order, in place, and returns the length of the result: each code point
// that is not blocked from the last starter before it, and that composes
// with it to a primary composite, is replaced by the composite.
func compose(d []rune) int {
	starter := -1
	var last uint8 // the class of the last code point kept after the starter
	n := 0
	for _, r := range d {
		c := cccRank(r)
		// Blocked: a code point between the starter and r has class 0,
		// or one not below r's; the one kept last has the highest.
		if starter >= 0 && (n == starter+1 || last < c) {
			if p, ok := composePair(d[starter], r); ok {
				d[starter] = p
				continue
			}
		}
		if c == 0 {
			starter = n
		}
		last = c
		d[n] = r
		n++
	}
	return n
}

// composePair returns the primary composite of a and b, if there is one.
func composePair(a, b rune) (rune, bool) {
	if l, v := a-hangulLBase, b-hangulVBase; l >= 0 && l < hangulLCount && v >= 0 && v < hangulVCount {
		return hangulSBase + (l*hangulVCount+v)*hangulTCount, true
	}
	if s, t := a-hangulSBase, b-hangulTBase; s >= 0 && s < hangulSCount && s%hangulTCount == 0 && t > 0 && t < hangulTCount {
		return a + t, true
	}
	k, found := slices.BinarySearchFunc(nfcPairs[:], uint64(a)<<21|uint64(b), func(e, key uint64) int {
		return cmp.Compare(e>>21, key)
	})
	if !found {
		return 0, false
	}
	return rune(nfcPairs[k] & (1<<21 - 1)), true
}
