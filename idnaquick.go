package url

import (
	"slices"
	"unicode/utf8"
)

//go:generate go run ./internal/genidna

// The quick IDNA path: UTS #46 ToASCII, with the URL Standard's lenient
// flags, for the domains that need nothing but a table lookup per code
// point, a few checks that need no more than a label's code points, and
// Punycode. Most internationalized domains are such: words in Latin,
// Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK, Hangul or kana, upper
// case or fullwidth forms among them. The table (idnatables.go, Unicode 17.0,
// made by internal/genidna) says of each code point whether UTS #46 keeps it
// (with what the checks need to know of it), maps it, ignores it or
// disallows it, and whether the quick path leaves a domain with it to the
// full processing of idna.go (the slow bit).
// The checks, on the labels after mapping:
//   - NFC: UAX #15's quick check, on code points that are all
//     NFC_Quick_Check=Yes, so that a label that passes is in NFC and
//     normalization changes nothing (a label that does not pass is left to
//     the full processing, which normalizes it);
//   - no label starts with a combining mark (a UTS #46 validity criterion);
//   - CheckBidi: when a label has a right-to-left code point (Bidi class R,
//     AL or AN), every label satisfies the Bidi rule of RFC 5893, section 2;
//   - CheckJoiners needs nothing: the table leaves ZERO WIDTH JOINER and
//     NON-JOINER to the full processing.
// An "xn--" label is decoded, and taken when it decodes to valid code
// points that pass the same checks. The result is what the full processing
// gives, without its allocations.
//
// The quick path also tells, without the full processing, that ToASCII
// fails, where the failure is certain whatever normalization would do: a
// disallowed or unassigned code point (normalization leaves the table's
// disallowed code points as they are), a label in NFC that starts with a
// combining mark or fails the Bidi rule, an "xn--" label that is not ASCII,
// is not Punycode, or decodes to code points that are not valid as they
// are, not in canonical order, or all ASCII. The URL parser then fails at
// once: CanParse allocates nothing, and Parse only its error.

// The table's values (idnaBlocks, idnaSuppBlocks): the low two bits are the
// code point's UTS #46 status. A mapped code point has the number of its
// mapping in idnaMapOffsets above; a valid or disallowed one, its Bidi class
// group, whether it is a combining mark, the rank of its canonical combining
// class (cccByRank) and its Joining_Type as RFC 5892 reads it; an ignored one,
// nothing. The top bit, idnaSlow, says that the quick path leaves a domain
// with the code point to the full processing (idna.go).
const (
	idnaKindMask       = 3
	idnaDisallowedKind = 0 // disallowed by UTS #46, or not assigned
	idnaValidKind      = 1 // kept as it is
	idnaMappedKind     = 2 // mapped
	idnaIgnored        = 3 // mapped to nothing

	idnaBidiShift = 2
	idnaBidiMask  = 7
	idnaMarkBit   = 1 << 5
	idnaCCCShift  = 6
	idnaCCCMask   = 63
	idnaJoinShift = 12
	idnaJoinMask  = 7
	idnaSlow      = 1 << 15
	idnaMapShift  = 2
	idnaMapMask   = 1<<13 - 1
)

// The Joining_Type values (Unicode's ArabicShaping.txt) that the ContextJ
// rule for ZERO WIDTH NON-JOINER (RFC 5892, Appendix A.1) reads; the others
// (U, C) are joinOther.
const (
	joinOther = iota
	joinL
	joinR
	joinD
	joinT
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
		return idnaDisallowedKind
	}
	k := idnaSupp1K[idnaPlanes[r>>16-1]][r>>10&63]
	return idnaSuppBlocks[idnaSupp16[k][r>>4&63]][r&15]
}

// idnaMapping returns what the mapped code point of value v maps to.
func idnaMapping(v uint16) string {
	k := v >> idnaMapShift & idnaMapMask
	return idnaMapData[idnaMapOffsets[k]:idnaMapOffsets[k+1]]
}

// maxQuickLabel is the longest label, in code points after mapping, that
// the quick path encodes; a longer one takes the full processing.
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
	ccc := uint8(v>>idnaCCCShift) & idnaCCCMask
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
	l.addBidi(v)
	return true
}

// addBidi adds the label's next code point, of table value v, to what
// the Bidi rule and the validity criteria need to know of the label: its
// count, the Bidi class groups, and whether the first is a combining mark.
func (l *quickLabel) addBidi(v uint16) {
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
}

// rtl reports whether the label has a right-to-left code point, which makes
// the domain a Bidi domain name (RFC 5893, section 1.4).
func (l *quickLabel) rtl() bool {
	return l.seen&(1<<bidiR|1<<bidiAN) != 0
}

// bidiOK reports whether the label satisfies the Bidi rule of RFC 5893,
// section 2. An empty label does: the rule is for the characters a label
// has.
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
// it, and if it fails, why; and why UTS #46 processing (idna.go) fails, which
// has the reasons that only it finds too (joiners, and the strict flags).
type quickResult uint8

const (
	quickDeclined    quickResult = iota // left to the full processing (idna.go)
	quickTaken                          // ToASCII gives what the quick path wrote
	quickDisallowed                     // a code point is disallowed, or not assigned
	quickLeadingMark                    // a label starts with a combining mark
	quickBidi                           // a label fails the Bidi rule
	quickXNNotASCII                     // an "xn--" label is not ASCII
	quickPunycode                       // an "xn--" label is not Punycode, or decodes to ASCII only
	quickXNInvalid                      // an "xn--" label decodes to a label that is not valid
	quickJoiners                        // a joiner fails its ContextJ rule (RFC 5892)
	quickHyphens                        // CheckHyphens: a label starts or ends with "-", or has "--" third and fourth
	quickSTD3                           // UseSTD3ASCIIRules: ASCII that is not a letter, digit or "-"
	quickDNSLength                      // VerifyDnsLength: a label is empty or longer than 63, or the domain longer than 253
)

// failed reports whether the quick path found that ToASCII fails.
func (r quickResult) failed() bool { return r >= quickDisallowed }

// String says why ToASCII fails, for a result that failed.
func (r quickResult) String() string { return quickResultText[r] }

var quickResultText = [...]string{
	quickDeclined:    "declined",
	quickTaken:       "taken",
	quickDisallowed:  "a code point is disallowed by IDNA, or not assigned",
	quickLeadingMark: "a label starts with a combining mark",
	quickBidi:        "a label fails the Bidi rule (RFC 5893)",
	quickXNNotASCII:  `an "xn--" label is not ASCII`,
	quickPunycode:    `an "xn--" label is not Punycode, or decodes to ASCII only`,
	quickXNInvalid:   `an "xn--" label decodes to code points that are not valid in a label, or not in NFC`,
	quickJoiners:     "a zero width joiner or non-joiner is not between joining letters or after a virama",
	quickHyphens:     "a label starts or ends with a hyphen-minus, or has one as its third and fourth code points",
	quickSTD3:        "a label has ASCII that is not a letter, a digit or a hyphen-minus",
	quickDNSLength:   "a label is empty or longer than 63 bytes, or the domain longer than 253",
}

// firstDisallowed returns the first code point of domain (U+FFFD for a
// byte that is not UTF-8) that the table holds as disallowed, or -1.
func firstDisallowed(domain string) rune {
	for _, r := range domain {
		if idnaValue(r)&idnaKindMask == idnaDisallowedKind {
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
// quickLabel.seen has it) in the low byte, its hostBytes above it, the
// flags, and the group itself at asciiClassShift.
const (
	asciiHostShift  = 8
	asciiHostEnd    = uint16(hbStop) << asciiHostShift  // a byte that ends a special URL's host
	asciiUpper      = uint16(hbUpper) << asciiHostShift // an upper-case letter
	asciiHostOther  = uint16(hbOther) << asciiHostShift // a byte of a host for the full host parser
	asciiForbidden  = 1 << 11                           // a forbidden domain code point
	asciiStop       = 1 << 12                           // a full stop, or a byte that is not ASCII
	asciiClassShift = 13
)

// asciiIDNA describes each byte for the quick path's loop over ASCII.
var asciiIDNA = func() (t [256]uint16) {
	for b := range 256 {
		if b >= 0x80 || b == '.' {
			t[b] = asciiStop
			continue
		}
		class := uint16(idnaValue(rune(lower(byte(b))))>>idnaBidiShift) & idnaBidiMask
		t[b] = 1<<class | uint16(hostBytes[b])<<asciiHostShift | class<<asciiClassShift
		if is(byte(b), classForbiddenDomain) {
			t[b] |= asciiForbidden
		}
	}
	return t
}()

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
	if v&(idnaCCCMask<<idnaCCCShift) == 0 {
		// A starter: quickLabel.add, in short.
		q.check.lastCCC, q.check.run = 0, 0
		q.check.addBidi(v)
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
	if len(m) == 1 && m[0] != '.' {
		// The commonest mapping: a letter or digit (a full-width one).
		dst = append(dst, m[0])
		return dst, q.addedASCII(dst[len(dst)-1:], asciiIDNA[m[0]])
	}
	ok := true
	for _, r := range m {
		switch {
		case r == '.':
			dst, ok = q.flush(dst)
			dst = append(dst, '.')
			q.labelStart = len(dst)
		case r < utf8.RuneSelf:
			dst = append(dst, byte(r))
			ok = q.addedASCII(dst[len(dst)-1:], asciiIDNA[r])
		default:
			ok = q.add(r, idnaValue(r))
		}
		if !ok {
			return dst, false
		}
	}
	return dst, true
}

// flush ends the label. An ASCII label is in dst already; another gets
// "xn--" before its basic code points, and the rest of its Punycode after
// them. A label that starts with "xn--" is decoded and checked
// (appendXNLabel), and written again as UTS #46 does. The label has passed
// the quick check for NFC, so that it is what the validity criteria check:
// one that starts with a combining mark fails.
func (q *quickDomain) flush(dst []byte) ([]byte, bool) {
	ls := q.labelStart
	label := dst[ls:]
	if hasXNPrefix(label) && (q.m == 0 || q.others[0]&(1<<punyPosBits-1) >= 4) {
		if q.m > 0 {
			q.fail = quickXNNotASCII
			return dst, false
		}
		var ok bool
		if dst, ok = q.appendXNLabel(dst, label[4:]); !ok {
			return dst, false
		}
	} else if q.m > 0 {
		// "xn--" before the label: slices.Insert's general case costs
		// more than the label's few bytes moved.
		n := len(dst)
		dst = append(dst, "xn--"...)
		copy(dst[ls+4:], dst[ls:n])
		copy(dst[ls:], "xn--")
		dst = appendPunyDeltas(dst, q.check.n, len(label), q.others[:q.m])
	}
	if q.check.markFirst {
		q.fail = quickLeadingMark
		return dst, false
	}
	q.rtl = q.rtl || q.check.rtl()
	q.bidiFail = q.bidiFail || !q.check.bidiOK()
	q.check, q.m = quickLabel{}, 0
	return dst, true
}

// appendQuickToASCII appends the ToASCII of the domain, which is not
// ASCII, to dst, and reports quickTaken, and whether the domain it wrote
// is known to have no forbidden domain code point; or, dst unchanged in
// length, why ToASCII fails, or quickDeclined when the domain needs the
// full processing. With host, the domain is the host of a special URL at
// the start of domain, which it finds as it goes: up to its first byte of
// hbStop; it also returns the domain's length in bytes, when it takes the
// domain, and reports quickDeclined, having written nothing, when it meets
// a byte of hbOther that is ASCII before it fails or ends.
func appendQuickToASCII(dst []byte, domain string, host bool) ([]byte, quickResult, bool, int) {
	start := len(dst)
	q := quickDomain{labelStart: start}
	var ok bool
	stop := uint16(asciiStop)
	if host {
		stop |= asciiHostEnd | asciiHostOther
	}
	i := 0
	for {
		if i == len(domain) || domain[i] == '.' {
			// The end of a label.
			if q.m == 0 && !hasXNPrefix(dst[q.labelStart:]) {
				// An ASCII label, written already: flush, in short.
				// It has no right-to-left code point.
				q.bidiFail = q.bidiFail || !q.check.bidiOK()
				q.check = quickLabel{}
			} else if dst, ok = q.flush(dst); !ok {
				return dst[:start], q.fail, false, 0
			}
			if i == len(domain) {
				break
			}
			dst = append(dst, '.')
			q.labelStart = len(dst)
			i++
			continue
		}
		c := domain[i]
		if c < utf8.RuneSelf {
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
				out[k] = c | byte(a&asciiUpper>>4) // asciiUpper is 1<<9, 'a' - 'A' 1<<5
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
				domain = domain[:i] // the host's end
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
		ok = false
		switch v & (idnaKindMask | idnaSlow) {
		case idnaValidKind:
			ok = q.add(r, v)
		case idnaMappedKind:
			dst, ok = q.addMapped(dst, idnaMapping(v))
		case idnaIgnored:
			// Dropped: the checks see the code points around it side by
			// side, as UTS #46 does after mapping.
			ok = true
		case idnaDisallowedKind:
			// Normalization leaves the table's disallowed code points as
			// they are (genidna checks it): the label fails.
			q.fail = quickDisallowed
		}
		if !ok {
			return dst[:start], q.fail, false, 0
		}
	}
	if q.rtl && q.bidiFail {
		return dst[:start], quickBidi, false, 0
	}
	return dst, quickTaken, q.flags&asciiForbidden == 0, i
}

// appendXNLabel decodes the Punycode of the label being written, puny, what
// follows its "xn--" in dst, checks the result as UTS #46 does (processing
// step 4.1, decodeXNLabel, and the validity criteria), and writes "xn--"
// and the result's Punycode in place of the label, which is what UTS #46
// ToASCII writes; the label's checks are then the result's, for flush. It
// reports false, with q.fail set, when ToASCII fails for certain: step 4.1
// fails, or the result starts with "xn--", has a code point that is not
// valid as it is (disallowed, mapped, ignored), or is not in canonical
// order. It reports false, for the full processing to decide, when the
// result is longer than the quick path takes, or has a code point that the
// table leaves to it or ASCII that is not a letter, digit or hyphen-minus.
func (q *quickDomain) appendXNLabel(dst, puny []byte) ([]byte, bool) {
	var buf [maxQuickLabel]rune
	out, res := decodeXNLabel(buf[:0], puny)
	if res != quickTaken {
		q.fail = res
		return dst, false
	}
	if len(out) > maxQuickLabel {
		return dst, false
	}
	var check quickLabel
	for _, r := range out {
		if r < 0x80 && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return dst, false
		}
		switch v := idnaValue(r); {
		case v&idnaKindMask != idnaValidKind:
			q.fail = quickXNInvalid
			return dst, false
		case v&idnaSlow != 0:
			return dst, false
		case !check.add(v):
			if check.unordered {
				q.fail = quickXNInvalid // not in NFC
			}
			return dst, false
		}
	}
	if hasXNPrefix(out) {
		q.fail = quickXNInvalid
		return dst, false
	}
	q.check = check
	return appendPunycode(append(dst[:q.labelStart], "xn--"...), out), true
}
