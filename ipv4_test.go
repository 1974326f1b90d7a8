package url

import (
	"fmt"
	"math/rand/v2"
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
