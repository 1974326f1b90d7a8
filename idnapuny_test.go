package url

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// punyAdaptRFC is Punycode's bias adaptation function as RFC 3492,
// section 6.1, writes it.
func punyAdaptRFC(delta, numPoints int, first bool) int {
	if first {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > punyAdaptMax {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

// TestPunyAdapt checks punyAdapt, which divides by multiplication and reads
// a table, against the RFC's arithmetic for every number of code points
// of a label of maxQuickLabel, and deltas up to 1<<27 and beyond; and for
// longer labels.
func TestPunyAdapt(t *testing.T) {
	for numPoints := 1; numPoints <= maxQuickLabel+1; numPoints++ {
		for delta := 0; delta < 1<<38; delta += 1 + delta/1024 {
			for _, first := range []bool{false, true} {
				if got, want := punyAdapt(delta, numPoints, first), punyAdaptRFC(delta, numPoints, first); got != want {
					t.Fatalf("punyAdapt(%d, %d, %v) = %d, want %d", delta, numPoints, first, got, want)
				}
			}
		}
		for delta := 1<<28 - 3000; delta < 1<<28+3000; delta++ {
			if got, want := punyAdapt(delta, numPoints, false), punyAdaptRFC(delta, numPoints, false); got != want {
				t.Fatalf("punyAdapt(%d, %d, false) = %d, want %d", delta, numPoints, got, want)
			}
		}
	}
	for numPoints := maxQuickLabel + 2; numPoints < 30000; numPoints += 1 + numPoints/64 {
		for delta := 0; delta < 1<<40; delta += 1 + delta/64 {
			for _, first := range []bool{false, true} {
				if got, want := punyAdapt(delta, numPoints, first), punyAdaptRFC(delta, numPoints, first); got != want {
					t.Fatalf("punyAdapt(%d, %d, %v) = %d, want %d", delta, numPoints, first, got, want)
				}
			}
		}
	}
}

// TestASCIIIDNA checks what the quick path's loop over ASCII assumes of
// the table: every ASCII code point but a full stop is valid after
// lowercasing, as UTS #46 has it without UseSTD3ASCIIRules, and asciiIDNA
// holds its Bidi class group.
func TestASCIIIDNA(t *testing.T) {
	for b := range 0x80 {
		if b == '.' {
			continue
		}
		v := idnaValue(rune(lower(byte(b))))
		if v&idnaKindMask != idnaValidKind {
			t.Errorf("%q: the table's value %#x is not of a valid code point", rune(b), v)
		}
		class := uint8(v>>idnaBidiShift) & idnaBidiMask
		if a := asciiIDNA[b]; uint8(a>>asciiClassShift)&idnaBidiMask != class || uint8(a) != 1<<class {
			t.Errorf("%q: asciiIDNA holds %#x, for the Bidi class group %d", rune(b), a, class)
		}
	}
}

// TestIDNAMappingsLowerCase checks that no mapping of the table has an
// upper-case ASCII letter, which the quick path writes as it is.
func TestIDNAMappingsLowerCase(t *testing.T) {
	for k, c := range []byte(idnaMapData) {
		if c >= 'A' && c <= 'Z' {
			t.Errorf("idnaMapData[%d] is %q", k, c)
		}
	}
}

// TestPunycodeRoundTrip checks the encoder against the decoder, and both
// against known encodings: labels of random code points, basic and not,
// short and longer than 64 (the encoder's bit set of positions then takes
// several words), decode to themselves.
func TestPunycodeRoundTrip(t *testing.T) {
	for label, want := range map[string]string{"bücher": "bcher-kva", "münchen": "mnchen-3ya",
		"हिन्दी": "j2bd4cyah0f", "عربي": "ngbrx4e", "مثال": "mgbh0fb", "💩": "ls8h"} {
		if got := string(appendPunycode(nil, []rune(label))); got != want {
			t.Errorf("%q: %q, want %q", label, got, want)
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	pieces := []rune{'a', 'z', '0', '-', 0x80, 0xFC, 0x3B1, 0x65E5, 0x65E5, 0xAC00, 0xFFFD, 0x1F600, 0x10FFFF}
	for range 20000 {
		label := make([]rune, 1+r.IntN(r.IntN(200)+1))
		for k := range label {
			if r.IntN(3) == 0 {
				label[k] = pieces[r.IntN(len(pieces))]
			} else {
				label[k] = 0x80 + r.Int32N(0x800)
			}
		}
		enc := appendPunycode(nil, label)
		if got, ok := punyDecode(nil, enc); !ok || !slices.Equal(got, label) {
			t.Fatalf("%q encodes to %q, which decodes to %q (%v)", string(label), enc, string(got), ok)
		}
	}
}
