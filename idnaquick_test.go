package url

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// quickAgrees fails unless the quick IDNA path either declines domain or
// gives exactly what golang.org/x/net/idna gives. It reports whether the
// quick path took the domain.
func quickAgrees(t *testing.T, domain string) bool {
	t.Helper()
	got, ok := appendQuickToASCII([]byte("prefix"), domain)
	if !ok {
		if string(got) != "prefix" {
			t.Errorf("%q: declined, but wrote %q", domain, got)
		}
		return false
	}
	want, err := idnaLenient.ToASCII(domain)
	if err != nil {
		t.Errorf("%q: quick path gives %q; golang.org/x/net/idna fails: %v", domain, got[6:], err)
	} else if string(got[6:]) != want {
		t.Errorf("%q: quick path gives %q; golang.org/x/net/idna %q", domain, got[6:], want)
	}
	return true
}

// tableRunes returns every code point of idnaValid and idnaMapped.
func tableRunes() []rune {
	var rs []rune
	for _, rg := range idnaValid {
		for r := rune(rg.lo); r <= rune(rg.hi); r++ {
			rs = append(rs, r)
		}
	}
	for _, m := range idnaMapped {
		rs = append(rs, rune(m.r))
	}
	return rs
}

// TestIDNAQuickTable checks every code point of the quick path's tables in
// a label of its own, between letters, after a hyphen, and upper-cased
// ASCII around it, against golang.org/x/net/idna.
func TestIDNAQuickTable(t *testing.T) {
	rs := tableRunes()
	if len(rs) < 30000 {
		t.Fatalf("only %d code points in the tables", len(rs))
	}
	for _, r := range rs {
		c := string(r)
		for _, d := range []string{c, "a" + c + "b.com", "x-" + c + c + ".Example", "WWW." + c + "9." + c} {
			if !quickAgrees(t, d) {
				t.Errorf("%q (U+%04X): the quick path declined a domain of table code points", d, r)
			}
		}
	}
	// Code points around and between the tables' ranges that the quick
	// path declines must be declined, not mishandled.
	declined := 0
	for r := rune(0x80); r <= 0x10FFFF; r += 7 {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		if !quickAgrees(t, "a"+string(r)+".com") {
			declined++
		}
	}
	t.Logf("%d code points in the tables; the quick path declined %d of the sampled others", len(rs), declined)
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
		{"xn--zz9999.ü", false}, // decodes beyond the tables
		{"xn--é.ü", false},      // not ASCII
		{"ｘｎ－－abc.ü", false},    // one after mapping
		{"عربي.com", false},     // right-to-left
		{"हिन्दी.com", false},   // marks
		{"a\u200dü", false},     // a joiner
		{"ﬁle.ü", true},         // a ligature, mapped to two letters
		{"ü\u00ad", false},      // soft hyphen, ignored by UTS #46
		{"😀.com", false},        // outside the BMP
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

// FuzzIDNAQuick checks that the quick IDNA path agrees with
// golang.org/x/net/idna wherever it takes a domain.
func FuzzIDNAQuick(f *testing.F) {
	for _, s := range []string{"bücher.example", "日本語。jp", "ｅｘａｍｐｌｅ．com", "ǅemal", "xn--a.ü", "a..ü."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		if !utf8.ValidString(domain) || isASCII(domain) {
			return
		}
		quickAgrees(t, domain)
	})
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
