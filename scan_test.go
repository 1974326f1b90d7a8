package url

import (
	"strings"
	"testing"
)

// TestWordScans checks the word-at-a-time scans of preprocessing against
// byte loops, for every byte value at every position of inputs of the
// lengths around a word.
func TestWordScans(t *testing.T) {
	for n := 0; n <= 20; n++ {
		for pos := 0; pos < n; pos++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a", n))
				b[pos] = byte(c)
				s := string(b)
				wantTab, wantPlain := -1, len(s)
				for i := 0; i < len(s); i++ {
					if wantTab < 0 && (s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
						wantTab = i
					}
					if wantPlain == len(s) && (s[i] < 0x0E || s[i] >= 0x80) {
						wantPlain = i
					}
				}
				if got := indexTabOrNewline(s); got != wantTab {
					t.Fatalf("indexTabOrNewline(%q) = %d, want %d", s, got, wantTab)
				}
				if got := plainASCIIPrefix(s); got != wantPlain {
					t.Fatalf("plainASCIIPrefix(%q) = %d, want %d", s, got, wantPlain)
				}
			}
		}
	}
}
