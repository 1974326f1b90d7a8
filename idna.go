package url

import (
	"slices"
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

// appendUTS46 runs UTS #46 processing on domain and appends its labels to
// dst, with full stops between them: as ToASCII writes them (section 4.2)
// with toASCII, else in Unicode (ToUnicode, section 4.3). Or it returns
// dst and why processing records an error, quickTaken when it records
// none. With strict, VerifyDnsLength holds every label, the last (the root
// label) included, to 1..63 bytes and the domain to 253.
func appendUTS46(dst []byte, domain string, strict, toASCII bool) ([]byte, quickResult) {
	// 1. Map: a disallowed code point is kept, for step 4 to fail.
	// mapped, then its NFC after it, in one buffer.
	mapped := make([]rune, 0, 2*len(domain))
	for _, r := range domain {
		switch v := idnaValue(r); v & idnaKindMask {
		case idnaMappedKind:
			mapped = append(mapped, []rune(idnaMapping(v))...)
		case idnaIgnored:
		default:
			mapped = append(mapped, r)
		}
	}
	// 2. Normalize.
	rest := appendNFC(mapped[len(mapped):], mapped)
	start := len(dst)
	var rtl, bidiFail, dnsFail bool
	for {
		// 3. Break.
		label := rest
		dot := slices.Index(rest, '.')
		if dot >= 0 {
			label, rest = rest[:dot], rest[dot+1:]
		}
		// 4. Convert/Validate.
		decoded := hasXNPrefix(label)
		if decoded {
			// 4.1: an "xn--" label is ASCII, and Punycode.
			if !isASCIIRunes(label) {
				return dst[:start], quickXNNotASCII
			}
			var res quickResult
			if label, res = decodeXNLabel(nil, label[4:]); res != quickTaken {
				return dst[:start], res
			}
		}
		facts, res := checkLabel(label, strict, decoded)
		if res != quickTaken {
			return dst[:start], res
		}
		rtl = rtl || facts.rtl()
		bidiFail = bidiFail || !facts.bidiOK()
		ls := len(dst)
		if toASCII && !isASCIIRunes(label) {
			dst = appendPunycode(append(dst, "xn--"...), label)
		} else {
			for _, r := range label {
				dst = utf8.AppendRune(dst, r)
			}
		}
		dnsFail = dnsFail || len(dst) == ls || len(dst)-ls > 63
		if dot < 0 {
			break
		}
		dst = append(dst, '.')
	}
	// CheckBidi: in a Bidi domain name, every label satisfies the Bidi
	// rule.
	if rtl && bidiFail {
		return dst[:start], quickBidi
	}
	if strict && (dnsFail || len(dst)-start > 253) {
		return dst[:start], quickDNSLength
	}
	return dst, quickTaken
}

// decodeXNLabel appends to dst what puny, the Punycode that follows the
// "xn--" of a label, decodes to, or returns why UTS #46 processing step
// 4.1 fails: it is not Punycode, or decodes to nothing or to ASCII only.
func decodeXNLabel[T byte | rune](dst []rune, puny []T) ([]rune, quickResult) {
	base := len(dst)
	dst, ok := punyDecode(dst, puny)
	switch {
	case !ok:
		return dst, quickPunycode
	case len(dst) == base:
		return dst, quickXNInvalid
	case isASCIIRunes(dst[base:]):
		return dst, quickPunycode
	}
	return dst, quickTaken
}

// checkLabel runs the validity criteria of UTS #46, section 4.1, on a
// label after processing, one decoded from Punycode if decoded, and
// returns what the Bidi rule needs to know of it, as quickLabel gathers
// it.
func checkLabel(label []rune, strict, decoded bool) (quickLabel, quickResult) {
	// 6: every code point is valid (deviations are: processing is not
	// transitional); with UseSTD3ASCIIRules, ASCII is a letter, a digit or
	// a hyphen-minus.
	var l quickLabel
	for _, r := range label {
		v := idnaValue(r)
		if v&idnaKindMask != idnaValidKind {
			if decoded {
				return l, quickXNInvalid
			}
			return l, quickDisallowed
		}
		if strict && r < utf8.RuneSelf && !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return l, quickSTD3
		}
		l.addBidi(v)
	}
	// 1: in NFC, which a label that is not decoded is after step 2.
	if decoded && !isNFC(label) {
		return l, quickXNInvalid
	}
	n := len(label)
	if strict {
		// 2 and 3, with CheckHyphens.
		if n >= 4 && label[2] == '-' && label[3] == '-' || n > 0 && (label[0] == '-' || label[n-1] == '-') {
			return l, quickHyphens
		}
	} else if hasXNPrefix(label) {
		// 3, without CheckHyphens: only a decoded label can be one.
		return l, quickXNInvalid
	}
	// 4: no full stop, which only a decoded label can have.
	if slices.Contains(label, '.') {
		return l, quickXNInvalid
	}
	// 5: no combining mark first.
	if l.markFirst {
		return l, quickLeadingMark
	}
	// 7: CheckJoiners.
	if !contextJOK(label) {
		return l, quickJoiners
	}
	return l, quickTaken
}

// hasXNPrefix reports whether a label starts with "xn--".
func hasXNPrefix[T byte | rune](label []T) bool {
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

// appendToASCII appends UTS #46 ToASCII of domain (section 4.2) to dst, or
// returns dst and why it fails (appendUTS46).
func appendToASCII(dst []byte, domain string, strict bool) ([]byte, quickResult) {
	return appendUTS46(dst, domain, strict, true)
}

// toUnicode returns UTS #46 ToUnicode of domain (section 4.3) with the
// URL Standard's flags, and whether it records no error.
func toUnicode(domain string) (string, bool) {
	u, res := appendUTS46(make([]byte, 0, len(domain)), domain, false, false)
	return string(u), res == quickTaken
}
