package url

import (
	"strings"
	"unicode"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// UTS #46's CheckJoiners applies the ContextJ rules of RFC 5892, Appendix
// A. For U+200C ZERO WIDTH NON-JOINER the rule is: the code point before
// it has the canonical combining class Virama, or the label matches
// (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*
// (Joining_Type:{R,D}). golang.org/x/net/idna checks the part before the
// ZWNJ, but accepts anything that is not Joining_Type L or T after it, so
// "\u1859\u200cs" (a Mongolian letter, ZWNJ, a letter that joins nothing)
// passes. failsZWNJContextIn checks that part.

// joinersOnly is golang.org/x/net/idna with only the CheckJoiners rule,
// used to tell whether a code point has Joining_Type D.
var joinersOnly = idna.New(idna.MapForLookup(), idna.CheckJoiners(true), idna.Transitional(false),
	idna.CheckHyphens(false), idna.StrictDomainName(false), idna.VerifyDNSLength(false))

// rightJoining holds the code points of Joining_Type R (Right_Joining) in
// ArabicShaping-17.0.0.txt of the Unicode Character Database, as ranges.
var rightJoining = [][2]rune{
	// Arabic
	{0x0622, 0x0625}, {0x0627, 0x0627}, {0x0629, 0x0629}, {0x062F, 0x0632}, {0x0648, 0x0648},
	{0x0671, 0x0673}, {0x0675, 0x0677}, {0x0688, 0x0699}, {0x06C0, 0x06C0}, {0x06C3, 0x06CB},
	{0x06CD, 0x06CD}, {0x06CF, 0x06CF}, {0x06D2, 0x06D3}, {0x06D5, 0x06D5}, {0x06EE, 0x06EF},
	// Syriac
	{0x0710, 0x0710}, {0x0715, 0x0719}, {0x071E, 0x071E}, {0x0728, 0x0728}, {0x072A, 0x072A},
	{0x072C, 0x072C}, {0x072F, 0x072F}, {0x074D, 0x074D},
	// Arabic Supplement
	{0x0759, 0x075B}, {0x076B, 0x076C}, {0x0771, 0x0771}, {0x0773, 0x0774}, {0x0778, 0x0779},
	// Mandaic
	{0x0840, 0x0840}, {0x0846, 0x0847}, {0x0849, 0x0849}, {0x0854, 0x0854}, {0x0856, 0x0858},
	// Syriac Supplement
	{0x0867, 0x0867}, {0x0869, 0x086A},
	// Arabic Extended-B and Extended-A
	{0x0870, 0x0882}, {0x088E, 0x088E}, {0x08AA, 0x08AC}, {0x08AE, 0x08AE}, {0x08B1, 0x08B2},
	{0x08B9, 0x08B9},
	// Manichaean
	{0x10AC5, 0x10AC5}, {0x10AC7, 0x10AC7}, {0x10AC9, 0x10ACA}, {0x10ACE, 0x10AD2}, {0x10ADD, 0x10ADD},
	{0x10AE1, 0x10AE1}, {0x10AE4, 0x10AE4}, {0x10AEF, 0x10AEF},
	// Psalter Pahlavi
	{0x10B81, 0x10B81}, {0x10B83, 0x10B85}, {0x10B89, 0x10B89}, {0x10B8C, 0x10B8C}, {0x10B8E, 0x10B8F},
	{0x10B91, 0x10B91}, {0x10BA9, 0x10BAC},
	// Hanifi Rohingya, Arabic Extended-C, Sogdian, Old Uyghur
	{0x10D22, 0x10D22}, {0x10EC2, 0x10EC2}, {0x10F33, 0x10F33}, {0x10F54, 0x10F54}, {0x10F74, 0x10F75},
	// Chorasmian
	{0x10FB4, 0x10FB6}, {0x10FB9, 0x10FBA}, {0x10FBD, 0x10FBD}, {0x10FC2, 0x10FC3}, {0x10FC9, 0x10FC9},
}

func isRightJoining(r rune) bool {
	for _, rg := range rightJoining {
		if r >= rg[0] && r <= rg[1] {
			return true
		}
	}
	return false
}

// isDualJoining reports whether r has Joining_Type D, by the tables of
// golang.org/x/net/idna: with an Arabic letter lam (D) on both sides and a
// ZWNJ between, only a D passes its joiner check, or a virama, after which
// a ZWNJ is allowed (a virama is never D).
func isDualJoining(r rune) bool {
	if norm.NFC.PropertiesString(string(r)).CCC() == 9 {
		return false
	}
	_, err := joinersOnly.ToUnicode("\u0644\u200c" + string(r) + "\u200c\u0644")
	return err == nil
}

// isTransparentJoining reports whether r has Joining_Type T: general
// category Mn, Me or Cf, less the joiners. (The other format controls
// that ArabicShaping.txt lists with another joining type are not valid
// in a domain.)
func isTransparentJoining(r rune) bool {
	return r != '\u200c' && r != '\u200d' && unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf)
}

// failsZWNJContextIn reports whether a label of a domain, after mapping
// and Punycode decoding, has a ZWNJ that is neither after a virama nor
// followed (past transparent code points) by a code point of
// Joining_Type R or D. It is called on domains that golang.org/x/net/idna
// accepted, which has checked everything else the rule asks.
func failsZWNJContextIn(unicode string) bool {
	for label := range strings.SplitSeq(unicode, ".") {
		if !strings.Contains(label, "\u200c") {
			continue
		}
		rs := []rune(label)
		for i, r := range rs {
			if r != '\u200c' {
				continue
			}
			if i > 0 && norm.NFC.PropertiesString(string(rs[i-1])).CCC() == 9 {
				continue // after a virama
			}
			j := i + 1
			for j < len(rs) && isTransparentJoining(rs[j]) {
				j++
			}
			if j == len(rs) || !(isRightJoining(rs[j]) || isDualJoining(rs[j])) {
				return true
			}
		}
	}
	return false
}
