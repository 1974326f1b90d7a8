package url

import "testing"

// TestPunyAdapt checks punyAdapt, which divides by multiplication and reads
// a table, against the RFC's arithmetic for every number of code points
// the quick path gives it, and deltas up to its bound, 1<<27.
func TestPunyAdapt(t *testing.T) {
	for numPoints := 1; numPoints <= maxQuickLabel+1; numPoints++ {
		for delta := 0; delta < 1<<27; delta += 1 + delta/1024 {
			for _, first := range []bool{false, true} {
				if got, want := punyAdapt(delta, numPoints, first), punyAdaptRFC(delta, numPoints, first); got != want {
					t.Fatalf("punyAdapt(%d, %d, %v) = %d, want %d", delta, numPoints, first, got, want)
				}
			}
		}
		for delta := 1<<27 - 3000; delta < 1<<27; delta++ {
			if got, want := punyAdapt(delta, numPoints, false), punyAdaptRFC(delta, numPoints, false); got != want {
				t.Fatalf("punyAdapt(%d, %d, false) = %d, want %d", delta, numPoints, got, want)
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
