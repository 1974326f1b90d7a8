package url

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// idnaReference is what the quick IDNA path must agree with: UTS #46
// processing (idna.go), which a go1.27 test holds to golang.org/x/net/idna.
func idnaReference(domain string) (string, error) {
	ascii, res := appendToASCII(nil, domain, false)
	if res != quickTaken {
		return "", errors.New(res.String())
	}
	return string(ascii), nil
}

// quickAgrees fails unless the quick IDNA path declines domain, or gives
// exactly what the reference gives, or fails where the reference fails. It
// returns what the quick path made of the domain.
func quickAgrees(t *testing.T, domain string) quickResult {
	t.Helper()
	got, res, _, _ := appendQuickToASCII([]byte("prefix"), domain, false)
	if res != quickTaken {
		if string(got) != "prefix" {
			t.Errorf("%q: %v, but wrote %q", domain, res, got)
		}
		if res.failed() {
			if want, err := idnaReference(domain); err == nil {
				t.Errorf("%q: the quick path fails (%v); the reference gives %q", domain, res, want)
			}
		}
		return res
	}
	want, err := idnaReference(domain)
	if err != nil {
		t.Errorf("%q: quick path gives %q; the reference fails: %v", domain, got[6:], err)
	} else if string(got[6:]) != want {
		t.Errorf("%q: quick path gives %q; the reference %q", domain, got[6:], want)
	}
	return res
}

// isSlow reports whether the quick path leaves a domain with r to the
// full processing.
func isSlow(r rune) bool { return idnaValue(r)&idnaSlow != 0 }

// tableRunes returns every code point that the table holds as valid,
// mapped or ignored, but ASCII.
func tableRunes() []rune {
	var rs []rune
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if v := idnaValue(r); v&idnaKindMask != idnaDisallowedKind && v&idnaSlow == 0 {
			rs = append(rs, r)
		}
	}
	return rs
}

// sampledTableRunes returns tableRunes, but of a run of code points above
// U+FFFF that the table holds as valid with one value (the ideographs of
// planes 2 and 3 are most of them) only those at its ends and every 61st:
// the quick path treats them alike but for Punycode, which the others
// check.
func sampledTableRunes() []rune {
	var rs []rune
	for _, r := range tableRunes() {
		v := idnaValue(r)
		if r <= 0xFFFF || v&idnaKindMask != idnaValidKind || r%61 == 0 || idnaValue(r-1) != v || idnaValue(r+1) != v {
			rs = append(rs, r)
		}
	}
	return rs
}

// idnaLookup returns what the quick path writes for the rune r: r itself
// (mapped == "", ok), its mapping, or ok false for a rune the quick path
// does not take or drops (an ignored code point).
func idnaLookup(r rune) (mapped string, ok bool) {
	switch v := idnaValue(r); v & (idnaKindMask | idnaSlow) {
	case idnaValidKind:
		return "", true
	case idnaMappedKind:
		return idnaMapping(v), true
	}
	return "", false
}

// tableMap returns domain, made of ASCII and table code points, mapped by
// the table (not normalized).
func tableMap(domain string) string {
	var b strings.Builder
	for _, r := range domain {
		if to, ok := idnaLookup(r); ok && to != "" {
			b.WriteString(to)
		} else if idnaValue(r)&idnaKindMask != idnaIgnored {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestIDNAQuickTable checks every code point of the table in domains of
// several shapes: alone, between letters, after a hyphen, with upper-cased
// ASCII around it, between right-to-left letters, after a letter that takes
// marks, and in a Bidi domain name with a label that starts with a digit.
// The quick path must take every such domain that the reference takes,
// except one whose mapping is not in NFC, and give what it gives.
func TestIDNAQuickTable(t *testing.T) {
	rs := sampledTableRunes()
	declined := map[string]int{}
	for _, r := range rs {
		c := string(r)
		for _, d := range []string{c, "a" + c + "b.com", "x-" + c + c + ".Example", "WWW." + c + "9." + c,
			"\u05d0" + c + "\u05d1", "\u0627" + c + "\u0661.\u0628", "\u0915" + c + ".com", "a" + c + ".1a", c + ".\u05d0"} {
			if quickAgrees(t, d) == quickTaken {
				continue
			}
			if _, err := idnaReference(d); err != nil {
				continue
			}
			// The reference takes it: the quick path may decline only a
			// domain that is not in NFC after mapping.
			if mapped := []rune(tableMap(d)); isNFC(mapped) && !slices.ContainsFunc(mapped, isSlow) {
				t.Errorf("%q (U+%04X): the quick path declined a domain that the reference takes", d, r)
			} else {
				declined[d]++
			}
		}
	}
	// Code points around and between the table's entries that the quick
	// path declines must be declined, not mishandled, and those it holds
	// as disallowed must fail.
	others, failed := 0, 0
	for r := rune(0x80); r <= 0x10FFFF; r += 7 {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		switch quickAgrees(t, "a"+string(r)+".com") {
		case quickDeclined:
			others++
		case quickDisallowed:
			failed++
		}
	}
	t.Logf("%d code points in the table (of %d); %d domains declined as not quick-checked NFC; of sampled others, %d declined, %d disallowed",
		len(rs), len(tableRunes()), len(declined), others, failed)
}

// TestIDNAQuickDomains checks whole domains: words in several scripts,
// separators that mapping makes, Punycode's edge cases, what the quick path
// must decline, and what it must fail.
func TestIDNAQuickDomains(t *testing.T) {
	const (
		taken    = quickTaken
		declined = quickDeclined
	)
	for _, tc := range []struct {
		domain string
		want   quickResult
	}{
		{"bücher.example", taken},
		{"BÜCHER.Example", taken},
		{"straße.de", taken},
		{"日本語。jp", taken},
		{"ｅｘａｍｐｌｅ．com", taken},
		{"пример.рф", taken},
		{"ελληνικά.gr", taken},
		{"한국.kr", taken},
		{"ǅemal.com", taken},
		{"a..ü.", taken},
		{"ü", taken},
		{strings.Repeat("ü", 63), taken},
		{strings.Repeat("ü", 64), declined}, // longer than maxQuickLabel
		{"xn--bcher-kva.ü", taken},          // an xn-- label, decoded and checked
		{"XN--MNCHEN-3YA.ü", taken},         // in upper case
		{"xn--.ü", quickXNInvalid},          // empty after xn--
		{"xn--abc-.ü", quickPunycode},       // ASCII only after decoding
		{"xn--ab-fnb.ü", quickXNInvalid},    // decodes to a mapped code point (upper case)
		{"xn--" + string(appendPunycode(nil, []rune("xn--aß"))) + ".ü", quickXNInvalid}, // decodes to xn-- again
		{"xn--zz9999.ü", quickPunycode},                                                     // decodes beyond U+10FFFF
		{"xn--é.ü", quickXNNotASCII},                                                        // not ASCII
		{"ｘｎ－－abc.ü", quickXNInvalid},                                                       // one after mapping, which decodes to controls (disallowed)
		{"xn---abc.ü", quickPunycode},                                                       // a delimiter with no basic code point before it
		{"xn--abc.ü", quickXNInvalid},                                                       // the same
		{"xn--a-ecp.ü", quickXNInvalid},                                                     // "a⒈": a mapped code point
		{"xn--a" + strings.Repeat("9", 20) + ".ü", quickPunycode},                           // beyond 32 bits
		{"xn--" + string(appendPunycode(nil, []rune{'a', 0xD800})) + ".ü", quickXNInvalid},  // a surrogate
		{"xn--" + string(appendPunycode(nil, []rune{'a', 0xFFFD})) + ".ü", quickXNInvalid},  // disallowed
		{"xn--" + string(appendPunycode(nil, []rune{'a', 0x50000})) + ".ü", quickXNInvalid}, // not assigned
		{"xn--" + string(appendPunycode(nil, []rune{'\u0301'})) + ".ü", declined},           // U+0301 may compose: declined in the table
		{"xn--" + string(appendPunycode(nil, []rune{'\u093f', 'a'})) + ".ü", quickLeadingMark},
		{"xn--" + string(appendPunycode(nil, []rune{'a', '\u0651', '\u064e'})) + ".ü", quickXNInvalid}, // not in canonical order
		{"xn--" + string(appendPunycode(nil, []rune{'a', '\U0001F600'})) + ".com", taken},
		{"xn--ls8h.com", taken},                       // 💩
		{"عربي.com", taken},                           // right-to-left
		{"עברית.example", taken},                      // Hebrew
		{"\u0627\u0644\u0661\u0662", taken},           // Arabic letters and Arabic-Indic digits (AN)
		{"\u0627\u0661\u0031", quickBidi},             // AN and EN in one RTL label (rule 4)
		{"\u0627\u0031a", quickBidi},                  // L in an RTL label (rule 2)
		{"\u0627-", quickBidi},                        // an RTL label that ends in ES (rule 3)
		{"\u0661\u0627", quickBidi},                   // an RTL label that starts with AN (rule 1)
		{"عربي.1com", quickBidi},                      // an LTR label that starts with EN in a Bidi domain name (rule 1)
		{"عربي.a-", quickBidi},                        // an LTR label that ends in ES (rule 6)
		{"a\u05d0", quickBidi},                        // R in an LTR label (rule 5)
		{"عربي.4.22406", quickBidi},                   // a label of digits in a Bidi domain name
		{"1com.ü", taken},                             // rule 1 applies only to Bidi domain names
		{"\u05d0\u05b0", taken},                       // an RTL label that ends in NSM after R (rule 3)
		{"a\u0300.ü", declined},                       // a combining mark that composes: not quick-checked NFC
		{"हिन्दी.com", taken},                         // marks, and a virama
		{"\u093f.com", quickLeadingMark},              // a label that starts with a mark
		{"a.\u094d", quickLeadingMark},                // the same, in the second label
		{"\u094d\u0300", declined},                    // the same, but U+0300 may compose
		{"\u0915\u094d\u093f", taken},                 // a virama and a vowel sign
		{"\u0628\u0651\u064e", declined},              // combining classes out of order: shadda (33) before fatha (30)
		{"\u0628\u064e\u0651", taken},                 // in order
		{"a" + strings.Repeat("\u05b0", 9), declined}, // too many non-starters in a row
		{"xn--j2bd4cyah0f.com", taken},                // Punycode of हिन्दी
		{"xn--mgbh0fb.com", taken},                    // Punycode of عربي
		{"xn--mgbh0fb.1com", quickBidi},               // the same in a failing Bidi domain name
		{"a\u200dü", declined},                        // a joiner
		{"ﬁle.ü", taken},                              // a ligature, mapped to two letters
		{"ü\u00ad", taken},                            // soft hyphen, ignored by UTS #46
		{"bü\u00adcher.de", taken},                    // the same inside a label
		{"a\u00ad\u0301.ü", declined},                 // a mark that composes with the letter before the ignored code point
		{"\u00ad.ü", taken},                           // a label that is empty after mapping
		// The supplementary planes.
		{"😀.com", taken},
		{"loC𝐀𝐋𝐇𝐨𝐬𝐭", taken},                // mathematical letters, mapped to ASCII
		{"𝛂𝛃.gr", taken},                    // and to Greek
		{"💩.123", taken},                    // the URL parser, not IDNA, fails it
		{"𠀀𪜀.cn", taken},                    // CJK extensions B and C
		{"\U00031350.cn", taken},            // extension H, plane 3
		{"\U0001E900\U0001E922", taken},     // Adlam, right to left, upper case mapped
		{"\U0001EE00\U0001EE01.com", taken}, // Arabic mathematical letters, mapped to Arabic
		{"a\U000E0100b", taken},             // a variation selector, ignored
		{"\U0002F800.jp", taken},            // a compatibility ideograph, mapped
		{"a\U0001D165", taken},              // a combining mark (class 216) that composes with nothing
		{"\U0001D165a", quickLeadingMark},
		// What fails for certain.
		{"\ufffd.com", quickDisallowed},
		{"a\xffb.com", quickDisallowed}, // not UTF-8: U+FFFD
		{"\ufdd0zyx.com", quickDisallowed},
		{"\uffffy", quickDisallowed},
		{"ü.\U000F0000", quickDisallowed},   // private use
		{"\U00050000.com", quickDisallowed}, // not assigned
		{"a\U000E0001", quickDisallowed},    // a tag
		{"\u0080.com", quickDisallowed},     // a control
		{"ü\U0001F000\u0300", declined},     // U+0300 may compose
	} {
		if got := quickAgrees(t, tc.domain); got != tc.want {
			t.Errorf("%q: the quick path: %v, want %v", tc.domain, got, tc.want)
		}
	}
}

// TestIDNAQuickRandom checks random domains of table code points, ASCII
// letters, digits, hyphens and dots, against the full processing.
func TestIDNAQuickRandom(t *testing.T) {
	rs := sampledTableRunes()
	r := rand.New(rand.NewPCG(1, 2))
	ascii := "abcXYZ09-."
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for range n {
		var b strings.Builder
		for k := 1 + r.IntN(20); k > 0; k-- {
			if r.IntN(3) == 0 {
				b.WriteByte(ascii[r.IntN(len(ascii))])
			} else {
				b.WriteRune(rs[r.IntN(len(rs))])
			}
		}
		if d := b.String(); !isASCII(d) {
			quickAgrees(t, d)
		}
	}
}

// scriptPieces are what FuzzIDNAQuick and TestIDNAQuickScripts make
// domains of: letters, digits and marks of left-to-right and right-to-left
// scripts, of each Bidi class group and of several combining classes, some
// mapped, some that compose, joiners, separators and "xn--"; in the Basic
// Multilingual Plane and beyond it; and code points that are disallowed or
// not assigned.
var scriptPieces = []string{
	"a", "B", "é", "Ä", "ß", "ж", "Ж", "日", "한", "ไ", "ｘ", // left to right
	"\u05d0", "\u05e9", "\u0627", "\u0628", "\u0639", "\u064a", "\ufe8d", "\u2135", // R, AL, mapped to AL, mapped to R
	"0", "1", "\u06f1", "\uff11", "\u0660", "\u0661", // EN, mapped to EN, AN
	"-", "_", "\u20ac", "\u00b7", // ES, ON, ET, ON
	"\u064e", "\u0650", "\u0651", "\u05b0", "\u05bc", "\u0591", // NSM of several classes
	"\u0300", "\u0301", "\u0323", "\u093c", // marks that compose
	"\u0915", "\u0928", "\u0939", "\u094d", "\u093f", "\u0940", "\u0902", // Devanagari: letters, virama, vowel signs, anusvara
	"\u200c", "\u200d", "\u00ad", "\u034f", "\ufe0f", // joiners, ignored code points
	".", ".", "\u3002", "xn--", "XN--", // separators, the ACE prefix
	// Beyond the Basic Multilingual Plane: mathematical letters and digits
	// (mapped to ASCII, Greek and EN), emoji (ON), CJK extension B, Adlam
	// (R, upper case mapped; a mark), Hanifi Rohingya digits (AN), Arabic
	// mathematical letters (mapped to AL), a musical combining mark, a
	// variation selector (ignored), a compatibility ideograph (mapped).
	"\U0001D400", "\U0001D6C2", "\U0001D7CF", "\U0001F600", "\U0001F4A9", "\U00020000",
	"\U0001E900", "\U0001E922", "\U0001E944", "\U0001E950", "\U00010D30", "\U0001EE00",
	"\U0001D165", "\U000E0100", "\U0002F800",
	"\ufffd", "\U000E0001", "\U00050000", // disallowed, a tag, not assigned
}

// scriptDomain makes a domain of pieces chosen by the bytes of data.
func scriptDomain(data []byte) string {
	var b strings.Builder
	for _, c := range data {
		b.WriteString(scriptPieces[int(c)%len(scriptPieces)])
	}
	return b.String()
}

// FuzzIDNAQuick checks that the quick IDNA path agrees with the reference
// wherever it takes or fails a domain: the domain fuzzed as a string (UTF-8
// or not), and one made of scriptPieces by the bytes fuzzed, where the
// labels that the quick path takes but must check (right-to-left, marks,
// their order) are common, and the same with its labels as "xn--" labels,
// Punycode-encoded, for the decoder.
func FuzzIDNAQuick(f *testing.F) {
	for _, s := range []string{"bücher.example", "日本語。jp", "ｅｘａｍｐｌｅ．com", "ǅemal", "xn--a.ü", "a..ü.",
		"عربي.com", "עברית.example", "हिन्दी.com", "xn--mgbh0fb.xn--j2bd4cyah0f", "\u0628\u064e\u0651.\u0661",
		"loC𝐀𝐋𝐇𝐨𝐬𝐭", "💩.123", "𠀀.cn", "\U0001E900\U0001E944.\U0001E950", "a\ufdd0.b", "xn--ls8h.ü", "\U000F0000", "a\xff"} {
		f.Add(s, []byte(s))
	}
	f.Fuzz(func(t *testing.T, domain string, pieces []byte) {
		if !isASCII(domain) {
			quickAgrees(t, domain)
		}
		d := scriptDomain(pieces)
		if !isASCII(d) {
			quickAgrees(t, d)
		}
		quickAgrees(t, xnDomain(d))
	})
}

// xnDomain returns domain with each label that is not ASCII written as
// "xn--" and its Punycode, as it is (not mapped), and ".ü" after it.
func xnDomain(domain string) string {
	var b strings.Builder
	for k, label := range strings.Split(domain, ".") {
		if k > 0 {
			b.WriteByte('.')
		}
		if isASCII(label) || utf8.RuneCountInString(label) > maxQuickLabel {
			// A longer label the quick path leaves to the full processing
			// (and golang.org/x/net/idna, which FuzzUTS46 holds it to,
			// decodes no more than 1023 code points).
			b.WriteString(label)
		} else {
			b.WriteString("xn--")
			b.Write(appendPunycode(nil, []rune(label)))
		}
	}
	return b.String() + ".ü"
}

// TestIDNAQuickScripts checks random domains of scriptPieces, and that the
// quick path takes many of them.
func TestIDNAQuickScripts(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 50000
	if testing.Short() {
		n = 5000
	}
	results := map[quickResult]int{}
	xnResults := map[quickResult]int{}
	for range n {
		data := make([]byte, 1+r.IntN(8))
		for k := range data {
			data[k] = byte(r.IntN(256))
		}
		d := scriptDomain(data)
		if !isASCII(d) {
			results[quickAgrees(t, d)]++
		}
		xnResults[quickAgrees(t, xnDomain(d))]++
	}
	if took := results[quickTaken]; took < n/20 {
		t.Errorf("the quick path took only %d of %d domains", took, n)
	}
	t.Logf("of %d domains, the quick path: %v; the same as xn-- labels: %v", n, results, xnResults)
}

// TestIDNAQuickXNLabels checks "xn--" labels made by the Punycode encoder
// from random strings of table code points and ASCII, as they are
// and in upper case, and a few corrupted, in domains that are not ASCII.
func TestIDNAQuickXNLabels(t *testing.T) {
	rs := sampledTableRunes()
	r := rand.New(rand.NewPCG(3, 4))
	took := 0
	for range 5000 {
		var b strings.Builder
		for k := 1 + r.IntN(12); k > 0; k-- {
			if r.IntN(4) == 0 {
				b.WriteByte("abz09-"[r.IntN(6)])
			} else {
				b.WriteRune(rs[r.IntN(len(rs))])
			}
		}
		if isASCII(b.String()) {
			continue
		}
		label := "xn--" + string(appendPunycode(nil, []rune(b.String())))
		for _, l := range []string{label, strings.ToUpper(label), label[:len(label)-1], label + "a", label + "9"} {
			if quickAgrees(t, l+".bücher") == quickTaken {
				took++
			}
		}
	}
	if took < 1000 {
		t.Errorf("the quick path took only %d domains with xn-- labels", took)
	}
}

// benchDomains are domains of the shapes the idna benchmark data has.
var benchDomains = []string{
	"bücher.example.com", "www.münchen.de", "ÄPFEL.shop", "straße.de", "café.fr", "日本語.jp",
	"例え。テスト", "中文网.cn", "пример.рф", "www.москва.ru", "ελληνικά.gr", "عربي.com",
	"www.हिन्दी.in", "ไทย.th", "한국.kr", "ｅｘａｍｐｌｅ.com", "ＡＢＣ.net", "xn--bcher-kva.ch",
	"XN--MNCHEN-3YA.de", "faß.de", "ǅemal.ba", "Ⅻ.org", "ﬁle.io",
}

// BenchmarkIDNAQuick times the quick IDNA path on benchDomains, per domain.
func BenchmarkIDNAQuick(b *testing.B) {
	var buf []byte
	for b.Loop() {
		for _, d := range benchDomains {
			var res quickResult
			if buf, res, _, _ = appendQuickToASCII(buf[:0], d, false); res != quickTaken {
				b.Fatalf("%q: declined", d)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchDomains)), "ns/domain")
}

// BenchmarkIDNAReference times the reference, UTS #46 processing (idna.go),
// which takes the domains the quick path leaves to it, on benchDomains, per
// domain.
func BenchmarkIDNAReference(b *testing.B) {
	for b.Loop() {
		for _, d := range benchDomains {
			if _, err := idnaReference(d); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchDomains)), "ns/domain")
}

// TestPunyReciprocals checks the encoder's divisions by multiplication on
// every divisor, for numbers up to beyond the largest delta of a label of
// maxIDNADomain bytes.
func TestPunyReciprocals(t *testing.T) {
	const largest = (unicode.MaxRune - punyInitialN + 1) * (maxIDNADomain + 1)
	for d := punyBase - punyTMax; d <= punyBase-punyTMin; d++ {
		check := func(n uint64) {
			if got, _ := bits.Mul64(n, punyReciprocals[d]); got != n/uint64(d) {
				t.Fatalf("%d / %d: %d, want %d", n, d, got, n/uint64(d))
			}
		}
		for n := uint64(0); n < largest; n += 1 + n/4096 {
			check(n)
		}
		for n := uint64(largest - 5000); n < largest+5000; n++ {
			check(n)
		}
		check(1<<58 - 1)
	}
}
