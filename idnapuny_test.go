package url

import "testing"

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
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

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
