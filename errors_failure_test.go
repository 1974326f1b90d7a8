package url

import (
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/weburl/url/internal/race"
)

// TestFailureDetails checks the details that newError writes, or takes
// from asciiDetails, against their formatting by strconv: the message is the
// same whichever way it is made, and each failure is one allocation (but
// for a detail too long for newError's size classes).
func TestFailureDetails(t *testing.T) {
	tests := []struct {
		in, detail string
		shared     bool // the detail comes from asciiDetails
	}{
		{"http://a<b/", strconv.QuoteRune('<') + " is not allowed in a domain", true},
		{"http://a\x00b/", strconv.QuoteRune(0) + " is not allowed in a domain", true},
		{"http://a%7Fb/", strconv.QuoteRune(0x7f) + " is not allowed in a domain", true},
		{"foo://a<b/", strconv.QuoteRune('<') + " is not allowed in a host", true},
		{"foo://a b/", strconv.QuoteRune(' ') + " is not allowed in a host", true},
		{"http://a:8x/", strconv.Quote("x") + " is not a digit", true},
		{"http://a:8'/", strconv.Quote("'") + " is not a digit", true},
		{"http://a:8\u00e9/", strconv.Quote("\u00e9") + " is not a digit", false},
		{"http://a:999999/", "999999 is above 65535", false},
		{"http://0999999999999999999/", strconv.Quote("0999999999999999999") + " is not a number", false},
		{"http://1.2.3.09/", strconv.Quote("09") + " is not a number", false},
		{"http://1.0x1z.3.4/", strconv.Quote("0x1z") + " is not a number", false},
		{"https://a\ufdd0.example/", strconv.QuoteRune(0xfdd0) + " is disallowed in a domain by IDNA, or not assigned", false},
	}
	for _, tt := range tests {
		checkFailureDetail(t, tt.in, tt.detail, tt.shared, 1)
	}
	// A detail too long for newError's size classes takes an allocation
	// of its own.
	long := "0" + strings.Repeat("9", 300)
	checkFailureDetail(t, "http://1.2.3."+long+"/", strconv.Quote(long)+" is not a number", false, 2)
}

// checkFailureDetail checks that Parse(in) fails with detail, shared says
// whether two failures share the detail's bytes, and allocs how many
// allocations a failure takes.
func checkFailureDetail(t *testing.T, in, detail string, shared bool, allocs float64) {
	t.Helper()
	_, err := Parse(in)
	e, ok := err.(*Error)
	if !ok {
		t.Errorf("Parse(%q): %v; want an *Error", in, err)
		return
	}
	if e.Detail != detail {
		t.Errorf("Parse(%q): detail %q; want %q", in, e.Detail, detail)
	}
	_, err = Parse(in)
	if got := unsafe.StringData(e.Detail) == unsafe.StringData(err.(*Error).Detail); got != shared {
		t.Errorf("Parse(%q): detail shared between errors: %v; want %v", in, got, shared)
	}
	if race.Enabled {
		return // allocations are counted without the race detector
	}
	if got := testing.AllocsPerRun(20, func() { Parse(in) }); got != allocs {
		t.Errorf("Parse(%q): %v allocations; want %v", in, got, allocs)
	}
}
