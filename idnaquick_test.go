package url

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// idnaReference is what the quick IDNA path must agree with: the lenient
// profile of golang.org/x/net/idna and the checks it lacks (idnaGap).
func idnaReference(domain string) (string, error) {
	ascii, err := idnaLenient.ToASCII(domain)
	if err != nil {
		return "", err
	}
	if gap := idnaGap(domain, false); gap != "" {
		return "", errors.New(gap)
	}
	return ascii, nil
}

// quickAgrees fails unless the quick IDNA path either declines domain or
// gives exactly what the reference gives. It reports whether the quick path
// took the domain.
func quickAgrees(t *testing.T, domain string) bool {
	t.Helper()
	got, ok := appendQuickToASCII([]byte("prefix"), domain)
	if !ok {
		if string(got) != "prefix" {
			t.Errorf("%q: declined, but wrote %q", domain, got)
		}
		return false
	}
	want, err := idnaReference(domain)
	if err != nil {
		t.Errorf("%q: quick path gives %q; the reference fails: %v", domain, got[6:], err)
	} else if string(got[6:]) != want {
		t.Errorf("%q: quick path gives %q; the reference %q", domain, got[6:], want)
	}
	return true
}

// tableRunes returns every code point that the table holds as valid,
// mapped or ignored, but ASCII.
func tableRunes() []rune {
	var rs []rune
	for r := rune(0x80); r <= 0xFFFF; r++ {
		if idnaValue(r)&idnaKindMask != idnaDecline {
			rs = append(rs, r)
		}
	}
	return rs
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

// probeProfile is the lenient profile without the Bidi rule, to read
// golang.org/x/net/idna's mapping of a code point between two letters.
var probeProfile = idna.New(idna.MapForLookup(), idna.CheckJoiners(true), idna.CheckHyphens(false),
	idna.StrictDomainName(false), idna.Transitional(false), idna.VerifyDNSLength(false))

// TestIDNAQuickMapping checks the table's mapping of every code point of the
// Basic Multilingual Plane against golang.org/x/net/idna, and its Bidi
// classes, combining classes and marks against golang.org/x/text.
func TestIDNAQuickMapping(t *testing.T) {
	valid, mapped, ignored := 0, 0, 0
	for r := rune(0); r <= 0xFFFF; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		v := idnaValue(r)
		if v&idnaKindMask == idnaDecline {
			continue
		}
		want := string(r)
		if r >= 0x80 {
			out, err := probeProfile.ToUnicode("a" + string(r) + "a")
			if err != nil || len(out) < 2 || out[0] != 'a' || out[len(out)-1] != 'a' {
				t.Errorf("U+%04X: in the table, but golang.org/x/net/idna gives %q, %v", r, out, err)
				continue
			}
			want = out[1 : len(out)-1]
		} else if r >= 'A' && r <= 'Z' {
			want = string(r + 'a' - 'A')
		}
		if v&idnaKindMask == idnaIgnored {
			ignored++
			if want != "" {
				t.Errorf("U+%04X: ignored in the table, but golang.org/x/net/idna maps it to %q", r, want)
			}
			continue
		}
		if v&idnaKindMask == idnaMappedKind {
			mapped++
			if got := idnaMapping(v); got != want {
				t.Errorf("U+%04X: the table maps it to %q, golang.org/x/net/idna to %q", r, got, want)
			}
			continue
		}
		valid++
		if want != string(r) {
			t.Errorf("U+%04X: valid in the table, but golang.org/x/net/idna maps it to %q", r, want)
		}
		props, _ := bidi.LookupRune(r)
		class := map[bidi.Class]uint16{bidi.L: bidiL, bidi.R: bidiR, bidi.AL: bidiR, bidi.AN: bidiAN, bidi.EN: bidiEN,
			bidi.ES: bidiNeutral, bidi.CS: bidiNeutral, bidi.ET: bidiNeutral, bidi.ON: bidiNeutral, bidi.BN: bidiNeutral,
			bidi.NSM: bidiNSM}[props.Class()]
		if got := v >> idnaBidiShift & idnaBidiMask; got != class {
			t.Errorf("U+%04X: Bidi class group %d in the table, want %d (%v)", r, got, class, props.Class())
		}
		if got, want := uint8(v>>idnaCCCShift), norm.NFC.PropertiesString(string(r)).CCC(); got != want {
			t.Errorf("U+%04X: canonical combining class %d in the table, want %d", r, got, want)
		}
		if got, want := v&idnaMarkBit != 0, unicode.In(r, unicode.M); got != want {
			t.Errorf("U+%04X: combining mark %v in the table, want %v", r, got, want)
		}
	}
	if valid < 50000 || mapped < 3500 || ignored < 20 {
		t.Errorf("only %d valid, %d mapped and %d ignored code points in the table", valid, mapped, ignored)
	}
	t.Logf("%d valid code points, %d mapped and %d ignored in the table", valid, mapped, ignored)
}

// TestIDNAQuickTable checks every code point of the table in domains of
// several shapes: alone, between letters, after a hyphen, with upper-cased
// ASCII around it, between right-to-left letters, after a letter that takes
// marks, and in a Bidi domain name with a label that starts with a digit.
// The quick path must take every such domain that the reference takes,
// except one whose mapping is not in NFC, and give what it gives.
func TestIDNAQuickTable(t *testing.T) {
	rs := tableRunes()
	declined := map[string]int{}
	for _, r := range rs {
		c := string(r)
		for _, d := range []string{c, "a" + c + "b.com", "x-" + c + c + ".Example", "WWW." + c + "9." + c,
			"\u05d0" + c + "\u05d1", "\u0627" + c + "\u0661.\u0628", "\u0915" + c + ".com", "a" + c + ".1a", c + ".\u05d0"} {
			if quickAgrees(t, d) {
				continue
			}
			if _, err := idnaReference(d); err != nil {
				continue
			}
			// The reference takes it: the quick path may decline only a
			// domain that is not in NFC after mapping.
			if mapped := tableMap(d); norm.NFC.QuickSpanString(mapped) == len(mapped) {
				t.Errorf("%q (U+%04X): the quick path declined a domain that the reference takes", d, r)
			} else {
				declined[d]++
			}
		}
	}
	// Code points around and between the table's entries that the quick
	// path declines must be declined, not mishandled.
	others := 0
	for r := rune(0x80); r <= 0x10FFFF; r += 7 {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		if !quickAgrees(t, "a"+string(r)+".com") {
			others++
		}
	}
	t.Logf("%d code points in the table; %d domains declined as not quick-checked NFC; %d sampled others declined", len(rs), len(declined), others)
}

// TestIDNAQuickDomains checks whole domains: words in several scripts,
// separators that mapping makes, Punycode's edge cases, and what the quick
// path must decline.
func TestIDNAQuickDomains(t *testing.T) {
	for _, tc := range []struct {
		domain string
		quick  bool
	}{
		{"bücher.example", true},
		{"BÜCHER.Example", true},
		{"straße.de", true},
		{"日本語。jp", true},
		{"ｅｘａｍｐｌｅ．com", true},
		{"пример.рф", true},
		{"ελληνικά.gr", true},
		{"한국.kr", true},
		{"ǅemal.com", true},
		{"a..ü.", true},
		{"ü", true},
		{strings.Repeat("ü", 63), true},
		{strings.Repeat("ü", 64), false}, // longer than maxQuickLabel
		{"xn--bcher-kva.ü", true},        // an xn-- label, decoded and checked
		{"XN--MNCHEN-3YA.ü", true},       // in upper case
		{"xn--.ü", false},                // empty after xn--
		{"xn--abc-.ü", false},            // ASCII only after decoding
		{"xn--ab-fnb.ü", false},          // decodes to a mapped code point (upper case)
		{"xn--" + string(appendPunycode(nil, []rune("xn--aß"))) + ".ü", false}, // decodes to xn-- again
		{"xn--zz9999.ü", false},                    // decodes beyond the tables
		{"xn--é.ü", false},                         // not ASCII
		{"ｘｎ－－abc.ü", false},                       // one after mapping
		{"عربي.com", true},                         // right-to-left
		{"עברית.example", true},                    // Hebrew
		{"\u0627\u0644\u0661\u0662", true},         // Arabic letters and Arabic-Indic digits (AN)
		{"\u0627\u0661\u0031", false},              // AN and EN in one RTL label (rule 4)
		{"\u0627\u0031a", false},                   // L in an RTL label (rule 2)
		{"\u0627-", false},                         // an RTL label that ends in ES (rule 3)
		{"\u0661\u0627", false},                    // an RTL label that starts with AN (rule 1)
		{"عربي.1com", false},                       // an LTR label that starts with EN in a Bidi domain name (rule 1)
		{"عربي.a-", false},                         // an LTR label that ends in ES (rule 6)
		{"a\u05d0", false},                         // R in an LTR label (rule 5)
		{"1com.ü", true},                           // rule 1 applies only to Bidi domain names
		{"\u05d0\u05b0", true},                     // an RTL label that ends in NSM after R (rule 3)
		{"a\u0300.ü", false},                       // a combining mark that composes: not quick-checked NFC
		{"हिन्दी.com", true},                       // marks, and a virama
		{"\u093f.com", false},                      // a label that starts with a mark
		{"a.\u094d", false},                        // the same, in the second label
		{"\u0915\u094d\u093f", true},               // a virama and a vowel sign
		{"\u0628\u0651\u064e", false},              // combining classes out of order: shadda (33) before fatha (30)
		{"\u0628\u064e\u0651", true},               // in order
		{"a" + strings.Repeat("\u05b0", 9), false}, // too many non-starters in a row
		{"xn--j2bd4cyah0f.com", true},              // Punycode of हिन्दी
		{"xn--mgbh0fb.com", true},                  // Punycode of عربي
		{"xn--mgbh0fb.1com", false},                // the same in a failing Bidi domain name
		{"a\u200dü", false},                        // a joiner
		{"ﬁle.ü", true},                            // a ligature, mapped to two letters
		{"ü\u00ad", true},                          // soft hyphen, ignored by UTS #46
		{"bü\u00adcher.de", true},                  // the same inside a label
		{"a\u00ad\u0301.ü", false},                 // a mark that composes with the letter before the ignored code point
		{"\u00ad.ü", true},                         // a label that is empty after mapping
		{"😀.com", false},                           // outside the BMP
	} {
		if got := quickAgrees(t, tc.domain); got != tc.quick {
			t.Errorf("%q: quick path took it: %v, want %v", tc.domain, got, tc.quick)
		}
	}
}

// TestIDNAQuickRandom checks random domains of table code points, ASCII
// letters, digits, hyphens and dots, against golang.org/x/net/idna.
func TestIDNAQuickRandom(t *testing.T) {
	rs := tableRunes()
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

// scriptPieces are what FuzzIDNAQuickScripts and TestIDNAQuickScripts make
// domains of: letters, digits and marks of left-to-right and right-to-left
// scripts, of each Bidi class group and of several combining classes, some
// mapped, some that compose, joiners, separators and "xn--".
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
// wherever it takes a domain: the domain fuzzed as a string, and one made
// of scriptPieces by the bytes fuzzed, where the labels that the quick path
// takes but must check (right-to-left, marks, their order) are common.
func FuzzIDNAQuick(f *testing.F) {
	for _, s := range []string{"bücher.example", "日本語。jp", "ｅｘａｍｐｌｅ．com", "ǅemal", "xn--a.ü", "a..ü.",
		"عربي.com", "עברית.example", "हिन्दी.com", "xn--mgbh0fb.xn--j2bd4cyah0f", "\u0628\u064e\u0651.\u0661"} {
		f.Add(s, []byte(s))
	}
	f.Fuzz(func(t *testing.T, domain string, pieces []byte) {
		if utf8.ValidString(domain) && !isASCII(domain) {
			quickAgrees(t, domain)
		}
		if d := scriptDomain(pieces); !isASCII(d) {
			quickAgrees(t, d)
		}
	})
}

// TestIDNAQuickScripts checks random domains of scriptPieces, and that the
// quick path takes many of them.
func TestIDNAQuickScripts(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 50000
	if testing.Short() {
		n = 5000
	}
	took := 0
	for range n {
		data := make([]byte, 1+r.IntN(8))
		for k := range data {
			data[k] = byte(r.IntN(256))
		}
		if d := scriptDomain(data); !isASCII(d) && quickAgrees(t, d) {
			took++
		}
	}
	if took < n/20 {
		t.Errorf("the quick path took only %d of %d domains", took, n)
	}
	t.Logf("the quick path took %d of %d domains", took, n)
}

// TestIDNAQuickXNLabels checks "xn--" labels made by golang.org/x/net/idna's
// encoder from random strings of table code points and ASCII, as they are
// and in upper case, and a few corrupted, in domains that are not ASCII.
func TestIDNAQuickXNLabels(t *testing.T) {
	rs := tableRunes()
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
		label, err := idna.Punycode.ToASCII(b.String())
		if err != nil || !strings.HasPrefix(label, "xn--") {
			continue
		}
		for _, l := range []string{label, strings.ToUpper(label), label[:len(label)-1], label + "a", label + "9"} {
			if quickAgrees(t, l+".bücher") {
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
			var ok bool
			if buf, ok = appendQuickToASCII(buf[:0], d); !ok {
				b.Fatalf("%q: declined", d)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(benchDomains)), "ns/domain")
}

// BenchmarkIDNAReference times the reference, golang.org/x/net/idna and
// idnaGap, on benchDomains, per domain.
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
// every divisor, for numbers up to the bound and beyond the largest delta.
func TestPunyReciprocals(t *testing.T) {
	for d := punyBase - punyTMax; d <= punyBase-punyTMin; d++ {
		for n := uint64(0); n < 1<<24; n += 1 + n/4096 {
			if got := n * punyReciprocals[d] >> 40; got != n/uint64(d) {
				t.Fatalf("%d / %d: %d, want %d", n, d, got, n/uint64(d))
			}
		}
		for n := uint64(1<<24 - 5000); n < 1<<24; n++ {
			if got := n * punyReciprocals[d] >> 40; got != n/uint64(d) {
				t.Fatalf("%d / %d: %d, want %d", n, d, got, n/uint64(d))
			}
		}
	}
}
