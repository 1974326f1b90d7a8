package url

import (
	"slices"
	"strings"
	"testing"
)

// TestNFC checks appendNFC, UTS #46's normalization step, on each part of
// UAX #15's algorithm, on any Go release (the go1.27 tests compare its
// tables with golang.org/x/text's on every code point). Its input is what
// UTS #46 mapping keeps, so no singleton or excluded composite: mapping
// has replaced those.
func TestNFC(t *testing.T) {
	marks := strings.Repeat("\u05b0", 31) // HEBREW POINT SHEVA, class 10
	tests := []struct{ name, in, want string }{
		{"already NFC", "bücher", "bücher"},
		{"composed", "bu\u0308cher", "bücher"},
		{"canonical order, then composed", "a\u0301\u0316", "\u00e1\u0316"},       // class 220 before 230
		{"reordered, then composed twice", "a\u0302\u0323", "\u1ead"},             // a, dot below, circumflex: ậ
		{"Hangul LV", "\u1100\u1161", "\uac00"},                                   // 가
		{"Hangul LVT", "\u1100\u1161\u11a8", "\uac01"},                            // 각
		{"Hangul LV + T", "\uac00\u11a8", "\uac01"},                               // 각
		{"no stream-safe U+034F after 30 marks", "a" + marks, "a" + marks},        // x/text inserts one
		{"31 marks after a composable base", "e\u0301" + marks, "\u00e9" + marks}, // é stays composed
		{"30 marks after a Hangul syllable", "\ud55c" + marks[:2*30], "\ud55c" + marks[:2*30]},
	}
	for _, tt := range tests {
		got := string(appendNFC(nil, []rune(tt.in)))
		if got != tt.want {
			t.Errorf("%s: NFC(%+q) = %+q; want %+q", tt.name, tt.in, got, tt.want)
		}
		if isNFC([]rune(tt.in)) != (tt.in == tt.want) {
			t.Errorf("%s: isNFC(%+q) = %v", tt.name, tt.in, !(tt.in == tt.want))
		}
		if again := appendNFC(nil, []rune(got)); !slices.Equal(again, []rune(got)) {
			t.Errorf("%s: NFC is not stable on %+q: %+q", tt.name, got, string(again))
		}
	}
}
