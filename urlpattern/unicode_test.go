package urlpattern

import (
	"testing"
)

// The code points of these tests changed between Unicode 15.0 (the
// unicode package of Go 1.26) and 17.0 (Go 1.27, and this package's
// tables): a pattern gives the answers of Unicode 17.0 on both releases.
//
//	U+105C0 𐗀 TODHRI LETTER A, Lo, Script=Todhri (new in 16.0)
//	U+10D50 𐵐 GARAY CAPITAL LETTER A, Lu, folds with U+10D70 (new in 16.0)
//	U+10940 𐥀 SIDETIC LETTER N01, Lo, Script=Sidetic (new in 17.0)
//	U+16EA0 𖺠 BERIA ERFE CAPITAL LETTER ARKAB, Lu, folds with U+16EBB (new in 17.0)
//	U+A7CB  Ɤ LATIN CAPITAL LETTER RAMS HORN (new in 16.0): U+0264 ɤ,
//	        in Unicode 15.0 already, has had a case pair since
//	U+A7D2  LATIN CAPITAL LETTER DOUBLE THORN (new in 17.0): the same for
//	        U+A7D3 ꟓ

func TestUnicode17Names(t *testing.T) {
	tests := []struct {
		name, pattern string
		group         string // "" for the unnamed group of a regexp group
	}{
		{"16.0 letter starts a name", "/:𐗀", "𐗀"},
		{"17.0 letter starts a name", "/:𐥀", "𐥀"},
		{"17.0 letter continues a name", "/:x𖺠", "x𖺠"},
		{"16.0 letter in a regexp group name", `/(a(?<\u{105C0}>b))`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := NewInit(Init{Pathname: new(tt.pattern)})
			if err != nil {
				t.Fatalf("NewInit(pathname %q): %v", tt.pattern, err)
			}
			if names := p.comps[cPathname].names; tt.group != "" && (len(names) == 0 || names[0] != tt.group) {
				t.Errorf("NewInit(pathname %q): groups %q, want %q", tt.pattern, names, tt.group)
			}
		})
	}
	for _, c := range []rune{0x105C0, 0x10D50, 0x10940, 0x16EA0, 0xA7CB, 0xA7D2} {
		if !isNameCodePoint(c, true) || !isNameCodePoint(c, false) {
			t.Errorf("U+%04X is not a name code point", c)
		}
	}
}

func TestUnicode17Regexp(t *testing.T) {
	checkTranslations(t, []translationCase{
		{"16.0 and 17.0 letters in L", `\p{L}`, false, []string{"𐗀", "𐥀", "𖺠"}, []string{"1"}},
		{"new letters not in \\P{L}", `\P{L}`, false, []string{"1"}, []string{"𐗀", "𐥀"}},
		{"new letters are assigned", `\p{Cn}`, false, []string{"\U000105F4"}, []string{"𐗀", "𐥀"}},
		{"17.0 capital in Lu", `\p{Lu}`, false, []string{"𖺠", "\uA7D2"}, []string{"\U00016EBB"}},
		{"new letters in ID_Start", `\p{ID_Start}`, false, []string{"𐗀", "𐥀"}, nil},
		{"new letters in Alphabetic", `\p{Alpha}`, false, []string{"𐗀", "𐥀"}, nil},
		{"16.0 script", `\p{Script=Todhri}`, false, []string{"𐗀"}, []string{"𐥀", "a"}},
		{"17.0 script", `\p{sc=Sidetic}`, false, []string{"𐥀"}, []string{"𐗀"}},
		{"17.0 script with a case pair", `\p{Script=Beria_Erfe}+`, false, []string{"𖺠\U00016EBB"}, nil},
		{"16.0 script and ignoreCase", `\p{Script=Garay}`, true, []string{"𐵐", "\U00010D70"}, nil},
		{"16.0 pair of a 15.0 letter", `\u0264`, true, []string{"ɤ", "Ɤ"}, []string{"a"}},
		{"16.0 pair of a 15.0 letter, other way", `\uA7CB`, true, []string{"ɤ", "Ɤ"}, nil},
		{"17.0 pair of a 15.0 letter", `\u{A7D3}`, true, []string{"\uA7D2", "\uA7D3"}, nil},
		{"17.0 pair in a class", `[\u{A7D3}x]`, true, []string{"\uA7D2", "X"}, []string{"y"}},
		{"17.0 pair in a modifier", `(?i:\u{16EA0})`, false, []string{"𖺠", "\U00016EBB"}, nil},
		{"modifier off", `(?-i:\u{16EA0})`, true, []string{"𖺠"}, []string{"\U00016EBB"}},
		{"17.0 pair and \\P{Lu}", `\P{Lu}`, true, []string{"1"}, []string{"\U00016EBB", "a"}},
		{"17.0 pair subtracted", `[\p{Ll}--\u{A7D3}]`, true, []string{"a"}, []string{"\uA7D2", "\uA7D3"}},
	})
}

// TestUnicode17Patterns checks the same through patterns: a script Go
// 1.26 does not know compiles, and a case-insensitive component matches
// the case pair.
func TestUnicode17Patterns(t *testing.T) {
	for _, pathname := range []string{`/:x(\p{Script=Garay}+)`, `/:x(\p{Script=Tai_Yo})`, `/(\p{Script=Tolong_Siki})`} {
		if _, err := NewInit(Init{Pathname: new(pathname)}); err != nil {
			t.Errorf("NewInit(pathname %q): %v", pathname, err)
		}
	}
	p, err := Options{IgnoreCase: true}.NewInit(Init{Pathname: new(`/sk/(\u{0264}\u{A7D3}\u{16EA0})`)})
	if err != nil {
		t.Fatal(err)
	}
	// Inputs reach a component percent-encoded: test the component itself
	// on what a URL could not bring.
	c := p.comps[cPathname]
	if c.kind != matchRegexp {
		t.Fatalf("kind %v, want the regular expression", c.kind)
	}
	for _, in := range []string{"/sk/\u0264\uA7D3\U00016EA0", "/\u017F\u212A/\uA7CB\uA7D2\U00016EBB"} {
		if _, ok := c.match(in, nil); !ok {
			t.Errorf("%q does not match %+q", c.pattern, in)
		}
	}
}
