package url

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestAppendIPv4 checks the IPv4 serializer against fmt for every value of
// each part (the others random) and for random addresses.
func TestAppendIPv4(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	check := func(v uint32) {
		want := fmt.Sprintf("%d.%d.%d.%d", v>>24, v>>16&0xFF, v>>8&0xFF, v&0xFF)
		if got := string(appendIPv4([]byte("x"), v)); got != "x"+want {
			t.Fatalf("appendIPv4(%#x) = %q, want %q", v, got[1:], want)
		}
	}
	for part := 0; part < 4; part++ {
		for b := uint32(0); b < 256; b++ {
			check(r.Uint32()&^(0xFF<<(8*part)) | b<<(8*part))
		}
	}
	for _, v := range []uint32{0, 0xFFFFFFFF, 0x64646464, 0x0A0A0A0A, 0x09090909, 0x63636363} {
		check(v)
	}
	for range 10000 {
		check(r.Uint32())
	}
}

// TestIPv4Quick checks ipv4Quick against the IPv4 parser in full (as it
// runs when validation errors are wanted) on random domains that end in a
// number, made of the bytes that matter to it: where ipv4Quick takes one,
// the full parser must give the same address, and ipv4Quick must take
// every address the full parser gives.
func TestIPv4Quick(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "0123456789.........xXabcfg"
	var full parser
	full.report = func(ValidationErrorCode, int) {}
	taken := 0
	for range 200000 {
		b := make([]byte, 1+r.IntN(16))
		for k := range b {
			b[k] = alphabet[r.IntN(len(alphabet))]
		}
		if r.IntN(2) == 0 {
			// A plausible address: parts of digits, some with "0x".
			b = b[:0]
			for k := range 1 + r.IntN(4) {
				if k > 0 {
					b = append(b, '.')
				}
				if r.IntN(4) == 0 {
					b = append(b, "0x"...)
				}
				b = strconv.AppendUint(b, r.Uint64N(1<<uint(1+r.IntN(34))), []int{8, 10, 16}[r.IntN(3)])
			}
			if r.IntN(8) == 0 {
				b = append(b, '.')
			}
		}
		if !endsInANumber(b) {
			continue
		}
		want, wantOK := full.parseIPv4(b, 0, true)
		got, ok := ipv4Quick(b)
		if ok {
			taken++
			if !wantOK || got != want {
				t.Fatalf("ipv4Quick(%q) = %#x; the IPv4 parser gives %#x, %v", b, got, want, wantOK)
			}
		} else if wantOK {
			t.Fatalf("ipv4Quick(%q) declines; the IPv4 parser gives %#x", b, want)
		}
	}
	if taken < 10000 {
		t.Fatalf("ipv4Quick took only %d addresses", taken)
	}
}
