package url

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// idnHostPieces are pieces of hosts for TestIDNDomainAgrees: labels that
// need IDNA, ASCII ones, and the bytes that end a host or send it to the
// full host parser.
var idnHostPieces = []string{
	"bücher", "ÄPFEL", "日本語", "ｅｘａｍｐｌｅ", "XN--MNCHEN-3YA", "xn--bcher-kva", "faß", "عربي", "\u05d0", "1",
	"\u0301", "\u200d", "\uffff", "\U0001F600", "www", "Com", ".", "。", "．", "-", "xn--", "%41", "%C3%BC", "%zz",
	"[", "]", ":", ":8080", "/", "?", "#", "\\", "<", " ", "@", "\x00", "：", "／", "a%", "ß", "\xff", "\xc3",
}

// TestIDNDomainAgrees checks that hosts with bytes that are not ASCII give
// the same URL, or the same failure, through Parse (the one-pass route's
// quick IDNA path) as through ParseValidate, which takes the state machine.
func TestIDNDomainAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	long := strings.Repeat("ü", maxIDNADomain/2)
	parsed, failed := 0, 0
	for range 30000 {
		var b strings.Builder
		b.WriteString("https://")
		if r.IntN(3) == 0 {
			b.WriteString("ex")
		}
		b.WriteString("ü")
		for n := r.IntN(6); n > 0; n-- {
			b.WriteString(idnHostPieces[r.IntN(len(idnHostPieces))])
		}
		if r.IntN(50) == 0 {
			b.WriteString(long[:len(long)-2*r.IntN(3)])
		}
		b.WriteString("/p")
		in := b.String()
		u, err := Parse(in)
		if err == nil {
			parsed++
		} else {
			failed++
		}
		v, _, verr := ParseValidate(in)
		switch {
		case (err == nil) != (verr == nil):
			t.Errorf("%q: Parse gives %v; ParseValidate %v", in, err, verr)
		case err != nil && err.Error() != verr.Error():
			t.Errorf("%q: Parse fails with %q; ParseValidate with %q", in, err, verr)
		case err == nil && u.Href() != v.Href():
			t.Errorf("%q: Parse gives %q; ParseValidate %q", in, u.Href(), v.Href())
		}
	}
	t.Logf("%d parsed, %d failed", parsed, failed)
	if parsed < 1000 || failed < 1000 {
		t.Errorf("%d parsed, %d failed: too few of one to compare", parsed, failed)
	}
}
