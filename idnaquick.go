package url

import (
	"math"
	"math/bits"
	"slices"
	"unicode/utf8"
)

//go:generate go run ./internal/genidna

// The quick IDNA path: UTS #46 ToASCII, with the URL Standard's lenient
// flags, for the domains that need nothing but a table lookup per code
// point, a few checks that need no more than a label's code points, and
// Punycode. Most internationalized domains are such: words in Latin,
// Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK, Hangul or kana, upper
// case or fullwidth forms among them. The table (idnatables.go, made by
// internal/genidna from golang.org/x/net/idna and the Unicode Character
// Database of golang.org/x/text) says of each code point whether UTS #46
// keeps it (with what the checks need to know of it), maps it, ignores it,
// disallows it, or whether the quick path leaves it to golang.org/x/net/idna.
// The checks, on the labels after mapping:
//   - NFC: UAX #15's quick check, on code points that are all
//     NFC_Quick_Check=Yes, so that a label that passes is in NFC and
//     normalization changes nothing (a label that does not pass is left to
//     golang.org/x/net/idna, which normalizes it);
//   - no label starts with a combining mark (a UTS #46 validity criterion);
//   - CheckBidi: when a label has a right-to-left code point (Bidi class R,
//     AL or AN), every label satisfies the Bidi rule of RFC 5893, section 2;
//   - CheckJoiners needs nothing: the table leaves ZERO WIDTH JOINER and
//     NON-JOINER to golang.org/x/net/idna.
// An "xn--" label is decoded, and taken when it decodes to valid code
// points that pass the same checks. The result is what golang.org/x/net/idna
// and the checks of idnalabels.go give, without their allocations.
//
// The quick path also tells, without golang.org/x/net/idna, that ToASCII
// fails, where the failure is certain whatever normalization would do: a
// disallowed or unassigned code point (normalization leaves the table's
// disallowed code points as they are), a label in NFC that starts with a
// combining mark or fails the Bidi rule, an "xn--" label that is not ASCII,
// is not Punycode, or decodes to code points that are not valid as they
// are, not in canonical order, or all ASCII. The URL parser then fails at
// once: CanParse allocates nothing, and Parse only its error.

// The table's values (idnaBlocks, idnaSuppBlocks): the low two bits are the
// kind. A valid code point has its Bidi class group, whether it is a
// combining mark, and its canonical combining class above; a mapped one, the
// number of its mapping in idnaMapOffsets; an ignored one, nothing; one of
// the kind decline, whether it is disallowed.
const (
	idnaKindMask   = 3
	idnaDecline    = 0 // left to golang.org/x/net/idna
	idnaValidKind  = 1 // kept as it is
	idnaMappedKind = 2 // mapped
	idnaIgnored    = 3 // mapped to nothing

	// idnaDisallowed is the value of a code point that fails ToASCII
	// wherever it stands: disallowed by UTS #46 and left as it is by
	// normalization, or not assigned.
	idnaDisallowed = idnaDecline | 1<<2

	idnaBidiShift = 2
	idnaBidiMask  = 7
	idnaMarkBit   = 1 << 5
	idnaCCCShift  = 6
	idnaMapShift  = 2
)

// The Bidi classes as the Bidi rule (RFC 5893, section 2) groups them.
const (
	bidiOther   = iota // B, S, WS, LRE and the other explicit formatting classes
	bidiL              // L
	bidiR              // R and AL, which the rule never tells apart
	bidiAN             // AN
	bidiEN             // EN
	bidiNeutral        // ES, CS, ET, ON, BN: allowed in a label, not at its end
	bidiNSM            // NSM: allowed in a label, and after its last character
)

// idnaValue returns the table's value for r.
func idnaValue(r rune) uint16 {
	if uint32(r) <= 0xFFFF {
		return idnaBlocks[idnaIndex[r>>6]][r&63]
	}
	return idnaSuppValue(r)
}

// idnaSuppValue returns the table's value for r, which is above U+FFFF.
func idnaSuppValue(r rune) uint16 {
	if uint32(r) > utf8.MaxRune {
		return idnaDecline
	}
	k := idnaSupp1K[idnaPlanes[r>>16-1]][r>>10&63]
	return idnaSuppBlocks[idnaSupp16[k][r>>4&63]][r&15]
}

// idnaMapping returns what the mapped code point of value v maps to.
func idnaMapping(v uint16) string {
	k := v >> idnaMapShift
	return idnaMapData[idnaMapOffsets[k]:idnaMapOffsets[k+1]]
}

// idnaLookup returns what the quick path writes for the rune r: r itself
// (mapped == "", ok), its mapping, or ok false for a rune the quick path
// does not take or drops (an ignored code point).
func idnaLookup(r rune) (mapped string, ok bool) {
	switch v := idnaValue(r); v & idnaKindMask {
	case idnaValidKind:
		return "", true
	case idnaMappedKind:
		return idnaMapping(v), true
	}
	return "", false
}

// maxQuickLabel is the longest label, in code points after mapping, that
// the quick path encodes; a longer one takes golang.org/x/net/idna.
const maxQuickLabel = 63

// maxNonStarters is the most code points of a nonzero canonical combining
// class in a row that the quick path takes. NFC as golang.org/x/text does
// it inserts U+034F COMBINING GRAPHEME JOINER after 30 non-starters (UAX #15,
// stream-safe text format); the table's starters decompose to at most three
// trailing ones, so a label within the limit never gets one.
const maxNonStarters = 8

// quickLabel checks a label, a code point at a time, as UTS #46 does after
// mapping (or Punycode decoding).
type quickLabel struct {
	n         int   // code points so far
	lastCCC   uint8 // the canonical combining class of the last one
	run       uint8 // non-starters in a row at the end
	seen      uint8 // the Bidi class groups seen, a bit each
	first     uint8 // the Bidi class group of the first code point
	last      uint8 // that of the last code point that is not NSM
	markFirst bool  // whether the first code point is a combining mark
	unordered bool  // whether add declined a code point out of canonical order
}

// add checks the label's next code point, of table value v, and reports
// false when the label is one the quick path does not take: not in NFC by
// the quick check (unordered says whether for the canonical order), or
// too many non-starters in a row. A label that starts with a combining
// mark fails, which is known once the rest of it is checked (markFirst).
func (l *quickLabel) add(v uint16) bool {
	ccc := uint8(v >> idnaCCCShift)
	if ccc != 0 {
		// Canonical order (UAX #15, the quick check) and the stream-safe
		// limit.
		if l.lastCCC > ccc {
			l.unordered = true
			return false
		}
		if l.run == maxNonStarters {
			return false
		}
		l.run++
	} else {
		l.run = 0
	}
	l.lastCCC = ccc
	class := uint8(v>>idnaBidiShift) & idnaBidiMask
	if l.n == 0 {
		l.markFirst = v&idnaMarkBit != 0
		l.first = class
	}
	l.seen |= 1 << class
	if class != bidiNSM {
		l.last = class
	}
	l.n++
	return true
}

// rtl reports whether the label has a right-to-left code point, which makes
// the domain a Bidi domain name (RFC 5893, section 1.4).
func (l *quickLabel) rtl() bool {
	return l.seen&(1<<bidiR|1<<bidiAN) != 0
}

// bidiOK reports whether the label satisfies the Bidi rule of RFC 5893,
// section 2. An empty label does, as golang.org/x/net/idna has it.
func (l *quickLabel) bidiOK() bool {
	if l.n == 0 {
		return true
	}
	switch l.first { // rule 1
	case bidiR:
		// An RTL label: rules 2, 3 and 4.
		const allowed = 1<<bidiR | 1<<bidiAN | 1<<bidiEN | 1<<bidiNeutral | 1<<bidiNSM
		const numbers = 1<<bidiEN | 1<<bidiAN
		return l.seen&^allowed == 0 && l.seen&numbers != numbers &&
			(l.last == bidiR || l.last == bidiEN || l.last == bidiAN)
	case bidiL:
		// An LTR label: rules 5 and 6.
		const allowed = 1<<bidiL | 1<<bidiEN | 1<<bidiNeutral | 1<<bidiNSM
		return l.seen&^allowed == 0 && (l.last == bidiL || l.last == bidiEN)
	}
	return false
}

// quickResult is what the quick path makes of a domain: whether it takes
// it, and if it fails, why.
type quickResult uint8

const (
	quickDeclined    quickResult = iota // left to golang.org/x/net/idna
	quickTaken                          // ToASCII gives what the quick path wrote
	quickDisallowed                     // a code point is disallowed, or not assigned
	quickLeadingMark                    // a label starts with a combining mark
	quickBidi                           // a label fails the Bidi rule
	quickXNNotASCII                     // an "xn--" label is not ASCII
	quickPunycode                       // an "xn--" label is not Punycode, or decodes to ASCII only
	quickXNInvalid                      // an "xn--" label decodes to a label that is not valid
)

// failed reports whether the quick path found that ToASCII fails.
func (r quickResult) failed() bool { return r >= quickDisallowed }

// String says why ToASCII fails, for a result that failed.
func (r quickResult) String() string {
	switch r {
	case quickDisallowed:
		return "a code point is disallowed by IDNA, or not assigned"
	case quickLeadingMark:
		return "a label starts with a combining mark"
	case quickBidi:
		return "a label fails the Bidi rule (RFC 5893)"
	case quickXNNotASCII:
		return `an "xn--" label is not ASCII`
	case quickPunycode:
		return `an "xn--" label is not Punycode, or decodes to ASCII only`
	case quickXNInvalid:
		return `an "xn--" label decodes to code points that are not valid in a label, or not in NFC`
	case quickTaken:
		return "taken"
	}
	return "declined"
}

// firstDisallowed returns the first code point of domain (U+FFFD for a
// byte that is not UTF-8) that the table holds as disallowed, or -1.
func firstDisallowed(domain string) rune {
	for _, r := range domain {
		if idnaValue(r) == idnaDisallowed {
			return r
		}
	}
	return -1
}

// quickDomain is the quick path's state over a domain. A label is written
// to dst as it goes: its basic (ASCII) code points in order, which is all
// of an ASCII label and the start of Punycode's output for the others; the
// others are kept aside with their positions in the label, for the
// encoder, which then needs no second pass over the label.
type quickDomain struct {
	labelStart int                   // where the label starts in dst
	check      quickLabel            // the label's checks so far; check.n counts its code points
	m          int                   // its code points that are not ASCII
	others     [maxQuickLabel]uint32 // those code points, in order, each as punyKey has it
	flags      uint16                // the asciiIDNA flags of the ASCII code points written
	rtl        bool                  // whether a label so far is right-to-left
	bidiFail   bool                  // whether a label so far fails the Bidi rule
	fail       quickResult
}

// What asciiIDNA holds for a byte: the bit of its Bidi class group (as
// quickLabel.seen has it) in the low byte, the group itself at
// asciiClassShift, and the flags.
const (
	asciiUpper      = 1 << 8  // an upper-case letter
	asciiForbidden  = 1 << 9  // a forbidden domain code point
	asciiStop       = 1 << 10 // a full stop, or a byte that is not ASCII
	asciiClassShift = 11
	asciiHostEnd    = 1 << 14 // a byte that ends a special URL's host (hbStop)
	asciiHostOther  = 1 << 15 // a byte of a host for the full host parser (hbOther)
)

// asciiIDNA describes each byte for the quick path's loop over ASCII.
var asciiIDNA = func() (t [256]uint16) {
	for b := range 256 {
		if b >= 0x80 || b == '.' {
			t[b] = asciiStop
			continue
		}
		class := uint16(idnaValue(rune(lower(byte(b))))>>idnaBidiShift) & idnaBidiMask
		t[b] = 1<<class | class<<asciiClassShift
		if b >= 'A' && b <= 'Z' {
			t[b] |= asciiUpper
		}
		if is(byte(b), classForbiddenDomain) {
			t[b] |= asciiForbidden
		}
		if hostBytes[b]&hbStop != 0 {
			t[b] |= asciiHostEnd
		}
		if hostBytes[b]&hbOther != 0 {
			t[b] |= asciiHostOther
		}
	}
	return t
}()

// addASCII adds the run of ASCII code points s, none a full stop, to the
// label.
func (q *quickDomain) addASCII(dst []byte, s string) ([]byte, bool) {
	var acc uint16
	for k := 0; k < len(s); k++ {
		acc |= asciiIDNA[s[k]]
	}
	dst = appendLower(dst, s)
	return dst, q.addedASCII(dst[len(dst)-len(s):], acc)
}

// addedASCII adds to the label the run of ASCII code points just written,
// lowercased, at the end of the domain written, of asciiIDNA flags acc (or'ed together):
// as quickLabel.add would, a code point at a time.
func (q *quickDomain) addedASCII(run []byte, acc uint16) bool {
	c := &q.check
	if c.n+len(run) > maxQuickLabel || len(run) == 0 {
		return false
	}
	if c.n == 0 {
		c.first = uint8(asciiIDNA[run[0]] >> asciiClassShift)
		c.markFirst = false
	}
	c.seen |= uint8(acc)
	c.last = uint8(asciiIDNA[run[len(run)-1]] >> asciiClassShift)
	c.lastCCC, c.run = 0, 0
	c.n += len(run)
	q.flags |= acc
	return true
}

// add adds the code point r, not ASCII, of table value v, to the label.
func (q *quickDomain) add(r rune, v uint16) bool {
	n := q.check.n
	if n == maxQuickLabel {
		return false
	}
	if v&(idnaMarkBit|0xFF<<idnaCCCShift) == 0 && n > 0 {
		// Neither a mark nor a non-starter, not the first: only the
		// Bidi facts change (quickLabel.add, in short).
		class := uint8(v>>idnaBidiShift) & idnaBidiMask
		q.check.seen |= 1 << class
		if class != bidiNSM {
			q.check.last = class
		}
		q.check.lastCCC, q.check.run = 0, 0
		q.check.n++
	} else if !q.check.add(v) {
		return false
	}
	q.others[q.m] = punyKey(r, n)
	q.m++
	return true
}

// addMapped adds what a mapped code point maps to, m, to the label; a full
// stop in it ends the label.
func (q *quickDomain) addMapped(dst []byte, m string) ([]byte, bool) {
	var ok bool
	for k := 0; k < len(m); {
		c := m[k]
		if c < utf8.RuneSelf {
			k++
			if c == '.' {
				if dst, ok = q.flush(dst); !ok {
					return dst, false
				}
				continue
			}
			j := k
			for j < len(m) && m[j] < utf8.RuneSelf && m[j] != '.' {
				j++
			}
			if dst, ok = q.addASCII(dst, m[k-1:j]); !ok {
				return dst, false
			}
			k = j
			continue
		}
		r, size := utf8.DecodeRuneInString(m[k:])
		k += size
		if !q.add(r, idnaValue(r)) {
			return dst, false
		}
	}
	return dst, true
}

// flush ends the label, and writes a full stop after it (which quickToASCII
// drops after the last label). An ASCII label is in dst already; another
// gets "xn--" before its basic code points, and the rest of its Punycode
// after them. A label that starts with "xn--" is decoded and checked
// (appendXNLabel), and written again as UTS #46 does. The label has passed
// the quick check for NFC, so that it is what golang.org/x/net/idna checks:
// one that starts with a combining mark fails.
func (q *quickDomain) flush(dst []byte) ([]byte, bool) {
	ls := q.labelStart
	label := dst[ls:]
	if hasXNPrefix(label) && (q.m == 0 || q.others[0]&punyPosMask >= 4) {
		if q.m > 0 {
			q.fail = quickXNNotASCII
			return dst, false
		}
		var ok bool
		if dst, ok = q.appendXNLabel(dst, label[4:]); !ok {
			return dst, false
		}
	} else if q.m > 0 {
		if q.check.markFirst {
			q.fail = quickLeadingMark
			return dst, false
		}
		q.endLabel(&q.check)
		basic := len(label)
		dst = append(dst, "xn--"...)
		copy(dst[ls+4:], dst[ls:ls+basic])
		copy(dst[ls:], "xn--")
		if basic > 0 {
			dst = append(dst, '-')
		}
		dst = appendPunyDeltas(dst, q.check.n, basic, q.others[:q.m])
	} else {
		q.endLabel(&q.check)
	}
	q.check, q.m = quickLabel{}, 0
	dst = append(dst, '.')
	q.labelStart = len(dst)
	return dst, true
}

// hasXNPrefix reports whether a label starts with "xn--".
func hasXNPrefix(label []byte) bool {
	return len(label) >= 4 && string(label[:4]) == "xn--"
}

// endLabel records the Bidi facts of a label that has been checked.
func (q *quickDomain) endLabel(l *quickLabel) {
	q.rtl = q.rtl || l.rtl()
	q.bidiFail = q.bidiFail || !l.bidiOK()
}

// appendQuickToASCII appends the ToASCII of the domain, which is not ASCII,
// to dst, and reports quickTaken; or, dst unchanged in length, why ToASCII
// fails, or quickDeclined when the domain needs golang.org/x/net/idna.
func appendQuickToASCII(dst []byte, domain string) ([]byte, quickResult) {
	dst, res, _ := appendQuickToASCIIChecked(dst, domain)
	return dst, res
}

// appendQuickToASCIIChecked is appendQuickToASCII, and reports too whether
// the domain it wrote is known to have no forbidden domain code point.
func appendQuickToASCIIChecked(dst []byte, domain string) ([]byte, quickResult, bool) {
	dst, res, checked, _ := quickToASCII(dst, domain, false)
	return dst, res, checked
}

// appendQuickHostToASCII is appendQuickToASCIIChecked for the host of a
// special URL at the start of s, which it finds as it goes: the domain is s
// up to its first byte of hbStop. It also returns the domain's length in
// bytes, when it takes the domain. It reports quickDeclined, having written
// nothing, when it meets a byte of hbOther that is ASCII before it fails or
// ends.
func appendQuickHostToASCII(dst []byte, s string) ([]byte, quickResult, bool, int) {
	return quickToASCII(dst, s, true)
}

// quickToASCII is appendQuickToASCIIChecked, and appendQuickHostToASCII
// when host is true.
func quickToASCII(dst []byte, domain string, host bool) ([]byte, quickResult, bool, int) {
	start := len(dst)
	q := quickDomain{labelStart: start}
	var flushed bool
	stop := uint16(asciiStop)
	if host {
		stop |= asciiHostEnd | asciiHostOther
	}
	i := 0
	for i < len(domain) {
		c := domain[i]
		if c < utf8.RuneSelf {
			if c == '.' {
				if q.m == 0 && !hasXNPrefix(dst[q.labelStart:]) {
					// An ASCII label, written already: flush, in short.
					// It has no right-to-left code point.
					if !q.bidiFail && !q.check.bidiOK() {
						q.bidiFail = true
					}
					q.check = quickLabel{}
					dst = append(dst, '.')
					q.labelStart = len(dst)
				} else if dst, flushed = q.flush(dst); !flushed {
					return dst[:start], q.fail, false, 0
				}
				i++
				continue
			}
			// ASCII is valid, upper case mapped (UseSTD3ASCIIRules is
			// false: the URL parser checks forbidden code points itself).
			// The run up to a full stop or a byte that is not ASCII is
			// written and lowercased in one pass, into the room there is
			// (made first where there is none): a run longer than that
			// goes on at the next turn. (With host, rest runs on past the
			// domain, which may fit where rest does not.)
			rest := domain[i:]
			if len(dst) == cap(dst) {
				dst = slices.Grow(dst, len(rest))
			}
			out := dst[len(dst):cap(dst)]
			var acc, a uint16
			k := 0
			for k < len(rest) && k < len(out) {
				c := rest[k]
				a = asciiIDNA[c]
				if a&stop != 0 {
					break
				}
				acc |= a
				out[k] = c | byte(a&asciiUpper>>3) // 'a' - 'A' is 1<<5
				k++
			}
			if k > 0 {
				dst = dst[:len(dst)+k]
				i += k
				if !q.addedASCII(out[:k], acc) {
					return dst[:start], q.fail, false, 0
				}
			}
			if host && k < len(rest) && a&(asciiHostEnd|asciiHostOther) != 0 {
				if a&asciiHostOther != 0 {
					return dst[:start], quickDeclined, false, 0
				}
				break // the host's end
			}
			continue
		}
		// UTF-8 decoding, the two- and three-byte forms in place: the
		// scripts of most domains.
		var r rune
		size := 0
		if c < 0xE0 {
			if c >= 0xC2 && i+1 < len(domain) && domain[i+1]&0xC0 == 0x80 {
				r, size = rune(c&0x1F)<<6|rune(domain[i+1]&0x3F), 2
			}
		} else if c < 0xF0 && i+2 < len(domain) {
			c1, c2 := domain[i+1], domain[i+2]
			r = rune(c&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
			if c1&0xC0 == 0x80 && c2&0xC0 == 0x80 && r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
				size = 3
			}
		}
		if size == 0 {
			r, size = utf8.DecodeRuneInString(domain[i:])
		}
		i += size
		v := idnaValue(r)
		ok := false
		switch v & idnaKindMask {
		case idnaValidKind:
			ok = q.add(r, v)
		case idnaMappedKind:
			if m := idnaMapping(v); len(m) == 1 && m[0] != '.' {
				// One ASCII code point, in lower case (fullwidth forms).
				dst = append(dst, m[0])
				ok = q.addedASCII(dst[len(dst)-1:], asciiIDNA[m[0]])
			} else {
				dst, ok = q.addMapped(dst, m)
			}
		case idnaIgnored:
			// Dropped: the checks see the code points around it side by
			// side, as UTS #46 does after mapping.
			ok = true
		default:
			if v == idnaDisallowed {
				q.fail = quickDisallowed
			}
		}
		if !ok {
			return dst[:start], q.fail, false, 0
		}
	}
	// The last label: as at a full stop, with no full stop after it.
	if q.m == 0 && !hasXNPrefix(dst[q.labelStart:]) {
		if !q.bidiFail && !q.check.bidiOK() {
			q.bidiFail = true
		}
	} else if dst, flushed = q.flush(dst); !flushed {
		return dst[:start], q.fail, false, 0
	} else {
		dst = dst[:len(dst)-1]
	}
	if q.rtl && q.bidiFail {
		return dst[:start], quickBidi, false, 0
	}
	return dst, quickTaken, q.flags&asciiForbidden == 0, i
}

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

// punyAdapt is Punycode's bias adaptation function (RFC 3492, section 6.1),
// for a delta below 1<<27 and numPoints from 1 to maxQuickLabel+1, which is
// what the quick path's encoder and decoder give it.
func punyAdapt(delta, numPoints int, first bool) int {
	// In 32 bits, whose divisions are cheaper, and with no division by a
	// variable: a multiplication for delta / numPoints, a table for the
	// last step.
	d := uint32(delta)
	if first {
		d /= punyDamp
	} else {
		d /= 2
	}
	d += uint32(uint64(d) * punyPointReciprocals[numPoints] >> 36)
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

// maxPunyIndex bounds the decoder's index: with at most maxQuickLabel code
// points decoded, an index above it makes a code point above U+10FFFF.
const maxPunyIndex = (utf8.MaxRune + 1) * (maxQuickLabel + 1)

// appendXNLabel decodes the Punycode of the label being written, puny, what
// follows its "xn--" in dst (RFC 3492, section 6.2), checks the result as
// UTS #46 does (processing step 4.1 and the validity criteria), and writes
// "xn--" and the result's Punycode in place of the label, which is what
// UTS #46 ToASCII writes. It reports false, with q.fail set, when ToASCII
// fails for certain: the Punycode is not well formed (as golang.org/x/net/idna
// decodes it, in 32 bits) or decodes to a code point above U+10FFFF or a
// surrogate, the result is empty, ASCII only, starts with "xn--", has a code
// point that is not valid as it is (disallowed, mapped, ignored), is not in
// canonical order, or starts with a combining mark. It reports false, for
// golang.org/x/net/idna to decide, when the result is longer than the quick
// path takes, or has a code point that the table declines.
func (q *quickDomain) appendXNLabel(dst, puny []byte) ([]byte, bool) {
	var out [maxQuickLabel]rune
	n := 0
	delim := -1
	for k, r := range puny {
		if r == '-' {
			delim = k
		}
	}
	// The basic code points are those before the last delimiter. With no
	// basic code point before it, the delimiter is not one (RFC 3492,
	// section 6.2), and "-" is no digit: the Punycode is not well formed.
	in := 0
	switch {
	case delim == 0:
		q.fail = quickPunycode
		return dst, false
	case delim > 0:
		if delim > len(out) {
			return dst, false
		}
		for k, c := range puny[:delim] {
			out[k] = rune(c)
		}
		n = delim
		in = delim + 1
	}
	cp, i, bias := punyInitialN, 0, punyInitialBias
	for in < len(puny) {
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if in == len(puny) {
				q.fail = quickPunycode
				return dst, false
			}
			c := puny[in]
			in++
			var digit int
			switch {
			case c >= 'a' && c <= 'z':
				digit = int(c - 'a')
			case c >= '0' && c <= '9':
				digit = int(c-'0') + 26
			default:
				q.fail = quickPunycode
				return dst, false
			}
			i += digit * w
			if i > maxPunyIndex {
				// Beyond U+10FFFF (or beyond 32 bits, where
				// golang.org/x/net/idna fails too).
				q.fail = quickPunycode
				return dst, false
			}
			t := min(max(k-bias, punyTMin), punyTMax)
			if digit < t {
				break
			}
			if w *= punyBase - t; w > math.MaxInt32 {
				q.fail = quickPunycode // as golang.org/x/net/idna has it
				return dst, false
			}
		}
		if n == len(out) {
			return dst, false
		}
		bias = punyAdapt(i-oldi, n+1, oldi == 0)
		cp += i / (n + 1)
		i %= n + 1
		if cp > utf8.MaxRune {
			q.fail = quickPunycode
			return dst, false
		}
		copy(out[i+1:n+1], out[i:n])
		out[i] = rune(cp)
		n++
		i++
	}
	// The checks: not empty, not ASCII only, not "xn--" again, every code
	// point valid as it is, and those of quickLabel.
	var check quickLabel
	nonASCII := false
	for _, r := range out[:n] {
		if r < 0x80 {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				return dst, false
			}
		} else {
			nonASCII = true
		}
		if r >= 0xD800 && r <= 0xDFFF {
			// Not a scalar value: golang.org/x/net/idna makes it U+FFFD,
			// which is disallowed.
			q.fail = quickXNInvalid
			return dst, false
		}
		switch v := idnaValue(r); {
		case v&idnaKindMask == idnaValidKind:
			if !check.add(v) {
				if check.unordered {
					q.fail = quickXNInvalid // not in NFC
				}
				return dst, false
			}
		case v&idnaKindMask != idnaDecline || v == idnaDisallowed:
			q.fail = quickXNInvalid
			return dst, false
		default:
			return dst, false
		}
	}
	switch {
	case n == 0:
		q.fail = quickXNInvalid // UTS #46 processing step 4.1
		return dst, false
	case !nonASCII:
		q.fail = quickPunycode
		return dst, false
	case n >= 4 && out[0] == 'x' && out[1] == 'n' && out[2] == '-' && out[3] == '-':
		q.fail = quickXNInvalid
		return dst, false
	case check.markFirst:
		q.fail = quickLeadingMark
		return dst, false
	}
	q.endLabel(&check)
	dst = append(dst[:q.labelStart], "xn--"...)
	dst = appendPunycode(dst, out[:n])
	return dst, true
}

// appendPunycode appends the Punycode encoding (RFC 3492, section 6.3) of
// the label, of at most maxQuickLabel code points, to dst.
func appendPunycode(dst []byte, label []rune) []byte {
	var others [maxQuickLabel]uint32
	m := 0
	for k, r := range label {
		if r < 0x80 {
			dst = append(dst, byte(r))
			continue
		}
		others[m] = punyKey(r, k)
		m++
	}
	basic := len(label) - m
	if basic > 0 {
		dst = append(dst, '-')
	}
	return appendPunyDeltas(dst, len(label), basic, others[:m])
}

// punyKey is how the encoder holds a code point that is not basic, at
// position pos of a label of at most maxQuickLabel code points: the order
// of keys is that of the code points, and then of their positions.
func punyKey(r rune, pos int) uint32 { return uint32(r)<<punyPosBits | uint32(pos) }

const (
	punyPosBits = 6 // maxQuickLabel fits
	punyPosMask = 1<<punyPosBits - 1
)

// appendPunyDeltas appends the part of the Punycode encoding (RFC 3492,
// section 6.3) of a label of n code points, at most maxQuickLabel, that
// follows its basic code points and their delimiter: others are the
// label's other code points, as punyKey has them, which it sorts. The
// label is short, so its arithmetic cannot overflow: a delta is at most
// (U+10FFFF - 128) * 64 + 126, below 1<<27.
//
// RFC 3492 passes over the whole label for each code point value; here
// the code points are taken in the order the encoder emits them (by value,
// then position), and the count of code points below the current value
// before a position, which is what a pass adds to delta, is a population
// count over a bit set of the label's positions.
func appendPunyDeltas(dst []byte, n, basic int, others []uint32) []byte {
	if len(others) == 1 {
		// One code point to insert (a Latin word with one letter that is
		// not ASCII): the delta is its value's distance from the first
		// times the room for it, and its position.
		r, p := int(others[0]>>punyPosBits), int(others[0]&punyPosMask)
		return appendPunyDelta(dst, (r-punyInitialN)*(basic+1)+p, punyInitialBias)
	}
	// Insertion sort: the labels are short.
	for k := 1; k < len(others); k++ {
		key := others[k]
		j := k
		for ; j > 0 && others[j-1] > key; j-- {
			others[j] = others[j-1]
		}
		others[j] = key
	}
	// below holds the positions of the code points below the current
	// value; same those of the current value emitted so far.
	below := uint64(1)<<n - 1
	for _, key := range others {
		below &^= 1 << (key & punyPosMask)
	}
	var same uint64
	bias, h := punyInitialBias, basic
	prev, prevPos := rune(-1), uint32(0)
	for _, key := range others {
		r, p := rune(key>>punyPosBits), key&punyPosMask
		before := below & (1<<p - 1)
		var delta int
		switch {
		case r == prev:
			// The pass goes on from the last emitted position.
			delta = bits.OnesCount64(before >> (prevPos + 1))
		case prev < 0:
			delta = int(r-punyInitialN)*(h+1) + bits.OnesCount64(before)
		default:
			// The rest of the pass for prev, the passes for the values
			// in between, in which nothing is emitted, and the start of
			// the pass for r.
			delta = bits.OnesCount64(below>>(prevPos+1)) + 1 + int(r-prev-1)*(h+1)
			below |= same
			same = 0
			delta += bits.OnesCount64(below & (1<<p - 1))
		}
		same |= 1 << p
		prev, prevPos = r, p
		dst = appendPunyDelta(dst, delta, bias)
		bias = punyAdapt(delta, h+1, h == basic)
		h++
	}
	return dst
}

// appendPunyDelta appends delta, below 1<<27, as Punycode's generalized
// variable-length integer with the bias (RFC 3492, section 6.3).
func appendPunyDelta(dst []byte, delta, bias int) []byte {
	q := delta
	for k := punyBase; ; k += punyBase {
		t := min(max(k-bias, punyTMin), punyTMax)
		if q < t {
			break
		}
		// (q - t) / (punyBase - t) by a multiplication: q is below 1<<27.
		r, d := uint64(q-t), punyBase-t
		quo := r * punyReciprocals[d] >> 40
		dst = append(dst, punyDigits[uint64(t)+r-quo*uint64(d)])
		q = int(quo)
	}
	return append(dst, punyDigits[q])
}

// punyReciprocals holds 1<<40 / d, rounded up, for each divisor d of the
// encoder, punyBase - t for t from punyTMin to punyTMax: for n below 1<<27,
// n * punyReciprocals[d] >> 40 is n / d, as the error, below n / 1<<40, is
// less than the 1/d that the fraction of n / d is from 1 at most; and the
// product, below 1<<27 * (1<<40/10 + 1), fits in 64 bits.
var punyReciprocals = func() (r [punyBase]uint64) {
	for d := punyBase - punyTMax; d <= punyBase-punyTMin; d++ {
		r[d] = 1<<40/uint64(d) + 1
	}
	return r
}()

// punyDigits are Punycode's digits, by value.
const punyDigits = "abcdefghijklmnopqrstuvwxyz0123456789"
