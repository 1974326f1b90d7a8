package url

import (
	"strings"
	"testing"
)

// TestAppendLower checks the ASCII lowercasing of hosts, eight bytes at a
// time (lowerWord) and byte by byte, against lower: every byte value at
// every position of a word, and every length around a word's.
func TestAppendLower(t *testing.T) {
	for b := range 256 {
		for pos := range 8 {
			in := []byte("aZ0.-x_Y")
			in[pos] = byte(b)
			var want [8]byte
			for k, c := range in {
				want[k] = lower(c)
			}
			if got := appendLower(nil, in); string(got) != string(want[:]) {
				t.Fatalf("appendLower(%q) = %q, want %q", in, got, want)
			}
		}
	}
	for n := range 20 {
		in := strings.Repeat("AbC", 7)[:n]
		if got := string(appendLower([]byte("X"), in)); got != "X"+strings.ToLower(in) {
			t.Errorf("appendLower(X, %q) = %q", in, got)
		}
	}
}
