//go:build go1.27

package url

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// The tables of idnatables.go, and UTS #46 processing (idna.go), against
// their sources: golang.org/x/net/idna, golang.org/x/text and the standard
// library's unicode package, whose tables are Unicode 17.0 from go1.27 on
// (genidna refuses older ones).

func TestUnicodeVersions(t *testing.T) {
	for name, v := range map[string]string{"unicode": unicode.Version, "golang.org/x/net/idna": idna.UnicodeVersion,
		"golang.org/x/text/unicode/norm": norm.Version, "golang.org/x/text/unicode/bidi": bidi.UnicodeVersion} {
		if v != idnaUnicodeVersion {
			t.Errorf("%s is Unicode %s; the tables are %s", name, v, idnaUnicodeVersion)
		}
	}
}

// xnetProbe is the lenient profile of golang.org/x/net/idna without the
// Bidi rule, the ContextJ rules and the leading-mark check: on one code
// point, it fails only when the code point is disallowed or not assigned.
var xnetProbe = idna.New(idna.MapForLookup(), idna.CheckJoiners(false), idna.CheckHyphens(false),
	idna.StrictDomainName(false), idna.Transitional(false), idna.VerifyDNSLength(false))

// xnetJoiners is golang.org/x/net/idna with only the CheckJoiners rule.
var xnetJoiners = idna.New(idna.MapForLookup(), idna.CheckJoiners(true), idna.Transitional(false),
	idna.CheckHyphens(false), idna.StrictDomainName(false), idna.VerifyDNSLength(false))

// TestIDNATable checks the table's value of every code point: its UTS #46
// status and mapping against golang.org/x/net/idna; its Bidi class group,
// canonical combining class and General_Category Mark against
// golang.org/x/text and unicode; its Joining_Type D against
// golang.org/x/net/idna's ContextJ rule (which tells D from the others),
// and T against General_Category Mn, Me and Cf.
func TestIDNATable(t *testing.T) {
	count := [4]int{}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		v := idnaValue(r)
		kind := v & idnaKindMask
		count[kind]++
		s := string(r)
		out, err := xnetProbe.ToUnicode(s)
		if r < utf8.RuneSelf {
			out, err = strings.ToLower(s), nil
		}
		switch kind {
		case idnaDisallowedKind:
			if err == nil || (out != s && out != "\ufffd") {
				t.Errorf("U+%04X: disallowed in the table; golang.org/x/net/idna gives %q, %v", r, out, err)
			}
			if norm.NFD.String(s) != s || !norm.NFC.PropertiesString(s).BoundaryAfter() {
				t.Errorf("U+%04X: disallowed, but normalization may change it", r)
			}
		case idnaValidKind:
			if err != nil || out != s {
				t.Errorf("U+%04X: valid in the table; golang.org/x/net/idna gives %q, %v", r, out, err)
			}
		case idnaMappedKind:
			if got := idnaMapping(v); err != nil || out != got {
				t.Errorf("U+%04X: mapped to %q in the table; golang.org/x/net/idna gives %q, %v", r, got, out, err)
			}
			continue
		case idnaIgnored:
			if err != nil || out != "" {
				t.Errorf("U+%04X: ignored in the table; golang.org/x/net/idna gives %q, %v", r, out, err)
			}
			continue
		}
		props, _ := bidi.LookupRune(r)
		class := map[bidi.Class]uint16{bidi.L: bidiL, bidi.R: bidiR, bidi.AL: bidiR, bidi.AN: bidiAN, bidi.EN: bidiEN,
			bidi.ES: bidiNeutral, bidi.CS: bidiNeutral, bidi.ET: bidiNeutral, bidi.ON: bidiNeutral, bidi.BN: bidiNeutral,
			bidi.NSM: bidiNSM}[props.Class()]
		if got := v >> idnaBidiShift & idnaBidiMask; got != class {
			t.Errorf("U+%04X: Bidi class group %d in the table, want %d (%v)", r, got, class, props.Class())
		}
		if got, want := cccByRank[cccRank(r)], norm.NFC.PropertiesString(s).CCC(); got != want {
			t.Errorf("U+%04X: canonical combining class %d in the table, want %d", r, got, want)
		}
		if got, want := v&idnaMarkBit != 0, unicode.In(r, unicode.M); got != want {
			t.Errorf("U+%04X: combining mark %v in the table, want %v", r, got, want)
		}
		if kind != idnaValidKind {
			continue
		}
		// ArabicShaping.txt makes U+1E94B ADLAM NASALIZATION MARK (Lm) T.
		jt := joiningType(r)
		if r != 0x200C && r != 0x200D && r != 0x1E94B && (jt == joinT) != unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf) {
			t.Errorf("U+%04X: Joining_Type %d in the table; General_Category Mn, Me or Cf: %v", r, jt, !(jt == joinT))
		}
		if cccRank(r) != cccViramaRank {
			_, err := xnetJoiners.ToUnicode("\u0644\u200c" + s + "\u200c\u0644")
			if (jt == joinD) != (err == nil) {
				t.Errorf("U+%04X: Joining_Type %d in the table; golang.org/x/net/idna's ContextJ rule: %v", r, jt, err)
			}
		}
	}
	if count[idnaValidKind] < 150000 || count[idnaMappedKind] < 6000 || count[idnaIgnored] < 250 || count[idnaDisallowedKind] < 900000 {
		t.Errorf("only %v disallowed, valid, mapped and ignored code points in the table", count)
	}
}

// TestNFCTables checks nfc.go against golang.org/x/text/unicode/norm: the
// decomposition of every code point, the NFC of each after a letter and
// after a starter that takes marks, and of random strings of letters and
// marks.
func TestNFCTables(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF || idnaValue(r)&idnaKindMask >= idnaMappedKind {
			continue
		}
		s := string(r)
		if got, want := string(appendDecomposed(nil, r)), norm.NFD.String(s); got != want {
			t.Errorf("U+%04X: decomposes to %+q, want %+q", r, got, want)
		}
		for _, in := range []string{s, "a" + s, "\u0915" + s, s + "\u0301", "\u1100" + s} {
			if got, want := string(appendNFC(nil, []rune(in))), norm.NFC.String(in); got != want {
				t.Errorf("NFC(%+q) = %+q, want %+q", in, got, want)
			}
		}
	}
	// The primary composites: every pair composes as x/text has it, and
	// every code point that NFC keeps and that decomposes has its pair.
	composites := map[rune]bool{}
	for _, p := range nfcPairs {
		a, b, c := rune(p>>42), rune(p>>21&(1<<21-1)), rune(p&(1<<21-1))
		composites[c] = true
		if got := norm.NFC.String(string(a) + string(b)); got != string(c) {
			t.Errorf("U+%04X U+%04X: composes to U+%04X in the table; x/text's NFC gives %+q", a, b, c, got)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		s := string(r)
		if (r < hangulSBase || r >= hangulSBase+hangulSCount) && norm.NFC.String(s) == s && norm.NFD.String(s) != s && !composites[r] {
			t.Errorf("U+%04X: a primary composite that nfcPairs lacks", r)
		}
	}
	// Code points that mapping keeps, which are all that normalization
	// sees in UTS #46 processing.
	pieces := []rune{'a', 'e', 'o', 0x0300, 0x0301, 0x0308, 0x0323, 0x0327, 0x031B, 0x05B0, 0x0651, 0x064E, 0x0915,
		0x093C, 0x094D, 0x1100, 0x1161, 0x11A8, 0xAC00, 0x0F71, 0x0F72, 0x0F80, 0x0DD9, 0x0DCF, 0x0DCA, 0x1E0B, 0x00E5}
	for _, r := range pieces {
		if idnaValue(r)&idnaKindMask != idnaValidKind {
			t.Fatalf("U+%04X is not valid", r)
		}
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 100000 {
		rs := make([]rune, 1+rng.IntN(8))
		for k := range rs {
			rs[k] = pieces[rng.IntN(len(pieces))]
		}
		in := string(rs)
		if got, want := string(appendNFC(nil, rs)), norm.NFC.String(in); got != want {
			t.Errorf("NFC(%+q) = %+q, want %+q", in, got, want)
		}
	}
}

// The parser's profiles before idna.go: golang.org/x/net/idna with the
// URL Standard's flags, and xnetGap, the checks of UTS #46 that it lacks or
// makes wrongly.
var (
	xnetLenient = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(true), idna.CheckHyphens(false),
		idna.StrictDomainName(false), idna.Transitional(false), idna.VerifyDNSLength(false))
	xnetStrict = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(true), idna.CheckHyphens(false),
		idna.StrictDomainName(true), idna.Transitional(false), idna.VerifyDNSLength(true))
)

// xnetToASCII is the reference for appendToASCII: golang.org/x/net/idna
// and xnetGap.
func xnetToASCII(domain string, strict bool) (string, error) {
	p := xnetLenient
	if strict {
		p = xnetStrict
	}
	ascii, err := p.ToASCII(domain)
	if err != nil {
		return "", err
	}
	if gap := xnetGap(domain, strict); gap != "" {
		return "", errors.New(gap)
	}
	return ascii, nil
}

// xnetGap returns which check of UTS #46 fails on a domain that
// golang.org/x/net/idna accepted: an "xn--" label that is "xn--" alone, is
// not ASCII or decodes to one that starts with "xn--" (UTS #46 since 15.1);
// for strict, CheckHyphens on code points, not bytes; the Bidi rule after
// mapping (U+2135..U+2138 map to Hebrew letters, which it does not see);
// and the ContextJ rule after a ZERO WIDTH NON-JOINER, which it does not
// check.
func xnetGap(domain string, strict bool) string {
	uni, _ := xnetLenient.ToUnicode(domain)
	mapped := xnetMap(domain)
	for label := range strings.SplitSeq(mapped, ".") {
		if !strings.HasPrefix(label, "xn--") {
			continue
		}
		if len(label) == 4 || !isASCII(label) {
			return "xn--"
		}
		if u, ok := punyDecode(nil, []byte(label[4:])); ok && strings.HasPrefix(string(u), "xn--") {
			return "xn-- again"
		}
	}
	for label := range strings.SplitSeq(uni, ".") {
		rs := []rune(label)
		if strict && (strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") || len(rs) >= 4 && rs[2] == '-' && rs[3] == '-') {
			return "hyphens"
		}
		for i, r := range rs {
			if r != '\u200c' || i > 0 && norm.NFC.PropertiesString(string(rs[i-1])).CCC() == 9 {
				continue
			}
			j := i + 1
			for j < len(rs) && rs[j] != '\u200c' && rs[j] != '\u200d' && unicode.In(rs[j], unicode.Mn, unicode.Me, unicode.Cf) {
				j++
			}
			if j == len(rs) || !(xnetRightJoining(rs[j]) || xnetDualJoining(rs[j])) {
				return "ContextJ"
			}
		}
	}
	if strings.ContainsFunc(domain, func(r rune) bool { return r >= 0x2135 && r <= 0x2138 }) {
		bidiDomain := false
		for label := range strings.SplitSeq(uni, ".") {
			bidiDomain = bidiDomain || bidirule.DirectionString(label) != bidi.LeftToRight
		}
		for label := range strings.SplitSeq(uni, ".") {
			if bidiDomain && !bidirule.ValidString(label) {
				return "Bidi"
			}
		}
	}
	return ""
}

// xnetMap maps domain a code point at a time, by golang.org/x/net/idna.
func xnetMap(domain string) string {
	var b strings.Builder
	for _, r := range domain {
		if r < utf8.RuneSelf {
			b.WriteString(strings.ToLower(string(r)))
			continue
		}
		m, _ := xnetProbe.ToUnicode(string(r))
		b.WriteString(m)
	}
	return b.String()
}

func xnetDualJoining(r rune) bool {
	if norm.NFC.PropertiesString(string(r)).CCC() == 9 {
		return false
	}
	_, err := xnetJoiners.ToUnicode("\u0644\u200c" + string(r) + "\u200c\u0644")
	return err == nil
}

// xnetRightJoining: Joining_Type R, which golang.org/x/net/idna does not
// tell from the others; the npm package's, through the table.
func xnetRightJoining(r rune) bool { return joiningType(r) == joinR }

// uts46Agrees fails unless appendToASCII, lenient and strict, and
// toUnicode agree with golang.org/x/net/idna and xnetGap on domain.
func uts46Agrees(t *testing.T, domain string) {
	t.Helper()
	if !utf8.ValidString(domain) || hasLongNonStarterRun(domain) {
		return
	}
	// golang.org/x/net/idna decides whether a domain is a Bidi domain
	// name from its code points before mapping, UTS #46 after: given the
	// domain mapped, it decides as UTS #46 does.
	ref := domain
	if mappingChangesDirection(domain) {
		ref = xnetMap(domain)
	}
	for _, strict := range []bool{false, true} {
		got, res := appendToASCII(nil, domain, strict)
		want, err := xnetToASCII(ref, strict)
		if (res == quickTaken) != (err == nil) || string(got) != want {
			t.Errorf("%+q (strict %v): %q, %v; golang.org/x/net/idna: %q, %v", domain, strict, got, res, want, err)
		}
	}
	if got, ok := toUnicode(domain); ok {
		if want, err := xnetLenient.ToUnicode(ref); err != nil || got != want {
			t.Errorf("%+q: ToUnicode %q; golang.org/x/net/idna: %q, %v", domain, got, want, err)
		}
	}
}

// mappingChangesDirection reports whether domain has a code point that is
// right-to-left (Bidi class R, AL or AN) where what UTS #46 maps it to is
// not, or the other way round: U+2135..U+2138 map to Hebrew letters, and
// Arabic presentation forms such as U+FE72 to a space and a mark.
func mappingChangesDirection(domain string) bool {
	rtl := func(s string) bool {
		for _, r := range s {
			if p, _ := bidi.LookupRune(r); p.Class() == bidi.R || p.Class() == bidi.AL || p.Class() == bidi.AN {
				return true
			}
		}
		return false
	}
	for _, r := range domain {
		if v := idnaValue(r); v&idnaKindMask == idnaMappedKind && rtl(string(r)) != rtl(idnaMapping(v)) {
			return true
		}
	}
	return false
}

// hasLongNonStarterRun reports whether golang.org/x/text's NFC inserts
// U+034F into domain after mapping, or into what an "xn--" label decodes
// to: it does so after a run of more than 30 non-starters (UAX #15's
// stream-safe text format, which counts what a Hangul syllable decomposes
// to as well), where UTS #46's NFC does not.
func hasLongNonStarterRun(domain string) bool {
	inserts := func(s string) bool {
		return strings.Count(norm.NFC.String(s), "\u034f") > strings.Count(s, "\u034f")
	}
	mapped := xnetMap(domain)
	for label := range strings.SplitSeq(mapped, ".") {
		if puny, ok := strings.CutPrefix(label, "xn--"); ok {
			if decoded, ok := punyDecode(nil, []byte(puny)); ok && inserts(string(decoded)) {
				return true
			}
		}
	}
	return inserts(mapped)
}

// TestUTS46AgainstXNet checks idna.go against golang.org/x/net/idna on the
// inputs of the web-platform-tests' IDNA tests, and on random domains of
// scriptPieces and of the table's code points, as they are and as "xn--"
// labels.
func TestUTS46AgainstXNet(t *testing.T) {
	for _, file := range []string{"toascii.json", "IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		for _, tc := range loadHostTestCases(t, file) {
			uts46Agrees(t, tc.Input)
		}
	}
	// The table's code points, and those the quick path leaves to idna.go
	// (the slow bit) ten times over.
	rs := sampledTableRunes()
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if isSlow(r) {
			for range 10 {
				rs = append(rs, r)
			}
		}
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 30000 {
		data := make([]byte, 1+rng.IntN(8))
		for k := range data {
			data[k] = byte(rng.IntN(256))
		}
		d := scriptDomain(data)
		uts46Agrees(t, d)
		uts46Agrees(t, xnDomain(d))
		var b strings.Builder
		for k := 1 + rng.IntN(12); k > 0; k-- {
			if rng.IntN(3) == 0 {
				b.WriteByte("abcXYZ09-."[rng.IntN(10)])
			} else {
				b.WriteRune(rs[rng.IntN(len(rs))])
			}
		}
		uts46Agrees(t, b.String())
	}
}

// FuzzUTS46 checks idna.go against golang.org/x/net/idna on fuzzed
// domains, and on domains of scriptPieces made by the bytes fuzzed, as
// they are and as "xn--" labels.
func FuzzUTS46(f *testing.F) {
	for _, s := range []string{"bücher.example", "a\u200cb", "\u0644\u200c\u0644", "xn--a.b", "\u2135a", "a\u0301\u0300"} {
		f.Add(s, []byte(s))
	}
	f.Fuzz(func(t *testing.T, domain string, pieces []byte) {
		uts46Agrees(t, domain)
		d := scriptDomain(pieces)
		uts46Agrees(t, d)
		uts46Agrees(t, xnDomain(d))
	})
}

// BenchmarkIDNAXNet times golang.org/x/net/idna with xnetGap, the route
// that idna.go replaced, on benchDomains, per domain.
func BenchmarkIDNAXNet(b *testing.B) {
	for b.Loop() {
		for _, d := range benchDomains {
			if _, err := xnetToASCII(d, false); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchDomains)), "ns/domain")
}
