package url

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"
)

// Checks of UTS #46 that golang.org/x/net/idna does not make, or makes on
// bytes where UTS #46 counts code points. Each needs the domain's labels
// after mapping, and a label matters only if it has a hyphen-minus, so a
// domain that cannot have one after mapping is not mapped: the checks cost
// nothing for most domains.

// mayHaveHyphen reports whether domain can have a U+002D HYPHEN-MINUS
// after UTS #46 mapping: it has one, or a code point that maps to one
// (U+FE63 SMALL HYPHEN-MINUS, U+FF0D FULLWIDTH HYPHEN-MINUS).
func mayHaveHyphen(domain string) bool {
	return strings.IndexByte(domain, '-') >= 0 || strings.ContainsRune(domain, '\uFE63') || strings.ContainsRune(domain, '\uFF0D')
}

// mapDomain returns domain after UTS #46 mapping (not Punycode-decoded),
// mapped a code point at a time: the checks here look only at
// hyphen-minus, "xn--" and whether a label is ASCII, which mapping a code
// point with its neighbours (normalization) does not change.
func mapDomain(domain string) string {
	var b strings.Builder
	b.Grow(len(domain))
	for _, r := range domain {
		switch {
		case r >= 'A' && r <= 'Z':
			b.WriteRune(r + 'a' - 'A')
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		default:
			// The quick IDNA path's tables hold most code points, and
			// what each maps to; golang.org/x/net/idna says it for the
			// others.
			if to, ok := idnaLookup(r); ok && to == "" {
				b.WriteRune(r)
			} else if ok {
				b.WriteString(to)
			} else {
				m, _ := idnaLenient.ToUnicode(string(r))
				b.WriteString(m)
			}
		}
	}
	return b.String()
}

// xnLabels reports (bad) whether a label of domain starts with "xn--" after
// mapping and is "xn--" alone, or has a code point that is not ASCII, or
// whose Punycode decodes to a label that starts with "xn--" again: UTS #46
// records an error for each (processing step 4.1, Unicode 15.1 and later;
// validity criterion 3 without CheckHyphens, which criterion 2 covers
// with it), where golang.org/x/net/idna lets the first through as an empty
// label, Punycode-encodes the second, and accepts the third.
// It also reports (found) whether domain has an "xn--" label at all.
func xnLabels(domain string) (bad, found bool) {
	if !mayHaveHyphen(domain) {
		return false, false
	}
	for label := range strings.SplitSeq(mapDomain(domain), ".") {
		if !strings.HasPrefix(label, "xn--") {
			continue
		}
		found = true
		if len(label) == 4 || !isASCII(label) {
			return true, true
		}
		if u, err := idna.Punycode.ToUnicode(label); err == nil && strings.HasPrefix(u, "xn--") {
			return true, true
		}
	}
	return false, found
}

// idnaGap runs on a domain that golang.org/x/net/idna accepted the checks
// of UTS #46 that it lacks or makes wrongly (and, for the strict ToASCII,
// CheckHyphens), and says which one failed, or returns "". Each needs the
// domain after mapping, which only a domain with a hyphen-minus, a ZWNJ
// or one of U+2135..U+2138 can fail, so other domains cost a scan.
func idnaGap(domain string, strict bool) string {
	hyphen := mayHaveHyphen(domain)
	zwnj := strings.Contains(domain, "\u200c")
	alef := strings.ContainsFunc(domain, isAlefSymbol)
	if !hyphen && !zwnj && !alef {
		return ""
	}
	bad, xn := xnLabels(domain)
	if bad {
		return `an "xn--" label is empty, is not ASCII, or decodes to one that starts with "xn--"`
	}
	if !strict && !zwnj && !alef && !xn {
		// Only a hyphen, and no xn-- label that could decode to a ZWNJ.
		return ""
	}
	unicode, _ := idnaLenient.ToUnicode(domain)
	switch {
	case strict && hyphen && badHyphensIn(unicode):
		return "a label starts or ends with a hyphen-minus, or has one as its third and fourth code points"
	case alef && failsBidiIn(unicode):
		return "a label fails the Bidi rule after mapping"
	case (zwnj || xn) && failsZWNJContextIn(unicode):
		return "a zero width non-joiner is not between joining letters or after a virama"
	}
	return ""
}

// badHyphensIn runs UTS #46's CheckHyphens validity criteria on the
// labels of a domain after mapping and Punycode decoding: no label starts
// or ends with a hyphen-minus, or has one as both its third and fourth
// code points. golang.org/x/net/idna looks at the third and fourth bytes,
// which are not those code points in a label that is not ASCII.
func badHyphensIn(unicode string) bool {
	for label := range strings.SplitSeq(unicode, ".") {
		if strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") {
			return true
		}
		var third, fourth rune
		k := 0
		for _, r := range label {
			if k++; k == 3 {
				third = r
			} else if k == 4 {
				fourth = r
				break
			}
		}
		if third == '-' && fourth == '-' {
			return true
		}
	}
	return false
}

func isAlefSymbol(r rune) bool { return r >= '\u2135' && r <= '\u2138' }

// failsBidiIn runs UTS #46's CheckBidi on a domain after mapping and
// Punycode decoding, for domains with one of U+2135..U+2138 (ALEF SYMBOL
// to DALET SYMBOL). golang.org/x/net/idna
// decides whether a domain is a Bidi domain name from its code points
// before mapping, and these are the only code points that are not
// right-to-left but map to ones that are (Hebrew letters), so for them it
// skips the Bidi rule: "aℵ" maps to "aא", which fails it.
func failsBidiIn(unicode string) bool {
	bidiDomain := false
	for label := range strings.SplitSeq(unicode, ".") {
		if bidirule.DirectionString(label) != bidi.LeftToRight {
			bidiDomain = true
			break
		}
	}
	if !bidiDomain {
		return false
	}
	for label := range strings.SplitSeq(unicode, ".") {
		if !bidirule.ValidString(label) {
			return true
		}
	}
	return false
}
