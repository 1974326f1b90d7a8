package url

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// UTS #46 processing (Unicode IDNA Compatibility Processing, section 4),
// with the URL Standard's flags for "domain to ASCII" and "domain to
// Unicode": CheckBidi and CheckJoiners true, Transitional_Processing and
// IgnoreInvalidPunycode false, and CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength set to beStrict (strict here). The tables are those of
// idnatables.go (Unicode 17.0). The quick path (idnaquick.go) gives the
// same answers for the domains it takes without the allocations; every
// other domain comes here.

// uts46Labels runs UTS #46 processing on domain and returns its labels, in
// Unicode, or why processing records an error (quickTaken when it records
// none).
func uts46Labels(domain string, strict bool) ([][]rune, quickResult) {
	// 1. Map: a disallowed code point is kept, for step 4 to fail.
	// mapped, then its NFC after it, in one buffer.
	mapped := make([]rune, 0, 2*len(domain))
	for _, r := range domain {
		switch v := idnaValue(r); v & idnaKindMask {
		case idnaMappedKind:
			for _, m := range idnaMapping(v) {
				mapped = append(mapped, m)
			}
		case idnaIgnored:
		default:
			mapped = append(mapped, r)
		}
	}
	// 2. Normalize. 3. Break.
	normalized := appendNFC(mapped[len(mapped):], mapped)
	dots := 0
	for _, r := range normalized {
		if r == '.' {
			dots++
		}
	}
	labels := make([][]rune, 0, dots+1)
	for {
		k := slices.Index(normalized, '.')
		if k < 0 {
			labels = append(labels, normalized)
			break
		}
		labels = append(labels, normalized[:k])
		normalized = normalized[k+1:]
	}
	// 4. Convert/Validate.
	rtl := false
	for k, label := range labels {
		decoded := false
		if hasXNRunes(label) {
			// 4.1: an "xn--" label is ASCII, Punycode, and decodes to a
			// label that is neither empty nor ASCII.
			var buf [64]byte
			ascii := buf[:0]
			for _, r := range label {
				if r >= utf8.RuneSelf {
					return nil, quickXNNotASCII
				}
				ascii = append(ascii, byte(r))
			}
			u, ok := punyDecode(nil, ascii[4:])
			switch {
			case !ok:
				return nil, quickPunycode
			case len(u) == 0:
				return nil, quickXNInvalid
			case isASCIIRunes(u):
				return nil, quickPunycode
			}
			labels[k], label, decoded = u, u, true
		}
		if res := checkLabel(label, strict, decoded); res != quickTaken {
			return nil, res
		}
		facts := bidiFacts(label)
		rtl = rtl || facts.rtl()
	}
	// CheckBidi: in a Bidi domain name, every label satisfies the Bidi
	// rule.
	if rtl {
		for _, label := range labels {
			if facts := bidiFacts(label); !facts.bidiOK() {
				return nil, quickBidi
			}
		}
	}
	return labels, quickTaken
}

// checkLabel runs the validity criteria of UTS #46, section 4.1, on a
// label after processing, one decoded from Punycode if decoded.
func checkLabel(label []rune, strict, decoded bool) quickResult {
	// 6: every code point is valid (deviations are: processing is not
	// transitional); with UseSTD3ASCIIRules, ASCII is a letter, a digit or
	// a hyphen-minus.
	for _, r := range label {
		if idnaValue(r)&idnaKindMask != idnaValidKind {
			if decoded {
				return quickXNInvalid
			}
			return quickDisallowed
		}
		if strict && r < utf8.RuneSelf && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return quickSTD3
		}
	}
	// 1: in NFC, which a label that is not decoded is after step 2.
	if decoded && !isNFC(label) {
		return quickXNInvalid
	}
	n := len(label)
	if strict {
		// 2 and 3, with CheckHyphens.
		if n >= 4 && label[2] == '-' && label[3] == '-' || n > 0 && (label[0] == '-' || label[n-1] == '-') {
			return quickHyphens
		}
	} else if hasXNRunes(label) {
		// 3, without CheckHyphens: only a decoded label can be one.
		return quickXNInvalid
	}
	// 4: no full stop, which only a decoded label can have.
	if slices.Contains(label, '.') {
		return quickXNInvalid
	}
	// 5: no combining mark first.
	if n > 0 && idnaValue(label[0])&idnaMarkBit != 0 {
		return quickLeadingMark
	}
	// 7: CheckJoiners.
	if !contextJOK(label) {
		return quickJoiners
	}
	return quickTaken
}

func hasXNRunes(label []rune) bool {
	return len(label) >= 4 && label[0] == 'x' && label[1] == 'n' && label[2] == '-' && label[3] == '-'
}

func isASCIIRunes(s []rune) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// joiningType returns the Joining_Type of r, a valid code point, as RFC
// 5892 reads it.
func joiningType(r rune) uint16 { return idnaValue(r) >> idnaJoinShift & idnaJoinMask }

// contextJOK runs the ContextJ rules of RFC 5892, Appendix A, on a label: a
// ZERO WIDTH JOINER follows a virama; a ZERO WIDTH NON-JOINER follows a
// virama, or stands in (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ
// (Joining_Type:T)*(Joining_Type:{R,D}).
func contextJOK(label []rune) bool {
	for i, r := range label {
		if r != '\u200c' && r != '\u200d' {
			continue
		}
		if i > 0 && cccRank(label[i-1]) == cccViramaRank {
			continue
		}
		if r == '\u200d' {
			return false
		}
		j := i - 1
		for j >= 0 && joiningType(label[j]) == joinT {
			j--
		}
		if j < 0 || (joiningType(label[j]) != joinL && joiningType(label[j]) != joinD) {
			return false
		}
		j = i + 1
		for j < len(label) && joiningType(label[j]) == joinT {
			j++
		}
		if j == len(label) || (joiningType(label[j]) != joinR && joiningType(label[j]) != joinD) {
			return false
		}
	}
	return true
}

// bidiFacts returns what the Bidi rule needs to know of a label (the Bidi
// class groups of its code points), as quickLabel gathers it.
func bidiFacts(label []rune) quickLabel {
	var l quickLabel
	for k, r := range label {
		class := uint8(idnaValue(r)>>idnaBidiShift) & idnaBidiMask
		if k == 0 {
			l.first = class
		}
		l.seen |= 1 << class
		if class != bidiNSM {
			l.last = class
		}
	}
	l.n = len(label)
	return l
}

// appendToASCII appends UTS #46 ToASCII of domain (section 4.2) to dst, or
// returns dst and why it fails. With strict, VerifyDnsLength holds every
// label, the last (the root label) included, to 1..63 bytes and the domain
// to 253.
func appendToASCII(dst []byte, domain string, strict bool) ([]byte, quickResult) {
	labels, res := uts46Labels(domain, strict)
	if res != quickTaken {
		return dst, res
	}
	start := len(dst)
	for k, label := range labels {
		if k > 0 {
			dst = append(dst, '.')
		}
		ls := len(dst)
		if isASCIIRunes(label) {
			for _, r := range label {
				dst = append(dst, byte(r))
			}
		} else {
			dst = append(dst, "xn--"...)
			dst = appendPunycode(dst, label)
		}
		if strict && (len(dst) == ls || len(dst)-ls > 63) {
			return dst[:start], quickDNSLength
		}
	}
	if strict && len(dst)-start > 253 {
		return dst[:start], quickDNSLength
	}
	return dst, quickTaken
}

// toUnicode returns UTS #46 ToUnicode of domain (section 4.3) with the
// URL Standard's flags, and whether it records no error.
func toUnicode(domain string) (string, bool) {
	labels, res := uts46Labels(domain, false)
	if res != quickTaken {
		return "", false
	}
	var b strings.Builder
	b.Grow(len(domain))
	for k, label := range labels {
		if k > 0 {
			b.WriteByte('.')
		}
		for _, r := range label {
			b.WriteRune(r)
		}
	}
	return b.String(), true
}
