package url

import (
	"errors"
	"strings"
	"testing"
)

// rep repeats s to make about n bytes.
func rep(s string, n int) string { return strings.Repeat(s, max(n/len(s), 1)) }

// distinctRunes returns about n bytes of different CJK ideographs (three
// bytes each): the worst case for Punycode, whose encoder scans a label
// once for each distinct code point in it.
func distinctRunes(n int) string {
	var b strings.Builder
	for r := rune(0); b.Len()+3 <= n; r = (r + 1) % 0x5200 {
		b.WriteRune(0x4E00 + r) // U+4E00 to U+9FFF
	}
	return b.String()
}

// TestIDNADomainLimit checks maxIDNADomain: a non-ASCII domain of that many
// bytes (after percent-decoding) parses, one byte more does not, and ASCII
// domains have no limit.
func TestIDNADomainLimit(t *testing.T) {
	atLimit := strings.Repeat("é", maxIDNADomain/2)
	encoded := strings.Repeat("%C3%A9", maxIDNADomain/2)
	for _, host := range []string{atLimit, encoded, atLimit[:maxIDNADomain-2] + ".a", rep("a", 1<<20)} {
		if _, err := Parse("https://" + host + "/"); err != nil {
			t.Errorf("%d-byte host %.12q...: %v", len(host), host, err)
		}
	}
	for _, host := range []string{atLimit + "a", encoded + "a", "a" + atLimit, atLimit + "."} {
		_, err := Parse("https://" + host + "/")
		var e *Error
		if !errors.As(err, &e) || e.Code != DomainToASCII {
			t.Errorf("%d-byte host %.12q...: error %v; want domain-to-ASCII", len(host), host, err)
		}
	}
	u := mustParseT(t, "https://example.com/")
	u.SetHostname(atLimit + "a")
	u.SetHost(atLimit + "a:8080")
	if u.Href() != "https://example.com/" {
		t.Errorf("setting a host over the limit gave %q", u.Href())
	}
	u.SetHostname(distinctRunes(maxIDNADomain))
	if !strings.HasPrefix(u.Hostname(), "xn--") {
		t.Errorf("setting a host at the limit gave %q", u.Href())
	}
}

// TestSerializationLimit checks what happens beyond maxHref, here lowered
// to 64: an input whose serialization would be longer fails (with a real
// limit of 4 GiB its offsets would not fit in uint32), and a setter whose
// result would be longer leaves the URL unchanged.
func TestSerializationLimit(t *testing.T) {
	defer func(old uint64) { maxHref = old }(maxHref)
	maxHref = 64

	fits := "http://h/" + strings.Repeat("\xff", 6)    // 9 + 54 = 63 bytes
	tooLong := "http://h/" + strings.Repeat("\xff", 7) // 9 + 63 = 72 bytes
	canonical := "https://example.com/" + rep("a", 50) // 70 bytes, for the fast path
	if u, err := Parse(fits); err != nil || len(u.Href()) != 63 {
		t.Errorf("Parse(%q) = %v, %v; want a 63-byte URL", fits, u, err)
	}
	for _, in := range []string{tooLong, canonical, "  " + rep("a", 63) + ":"} {
		var e *Error
		if _, err := Parse(in); !errors.As(err, &e) || e.Code != InvalidURLUnit {
			t.Errorf("Parse(%q): %v; want invalid-URL-unit", in, err)
		}
		if CanParse(in) {
			t.Errorf("CanParse(%q) is true", in)
		}
	}

	// The setters with an error result refuse the value; those the
	// standard never lets fail panic.
	u := mustParseT(t, "http://h/p?q#f")
	for attr, value := range map[string]string{
		"pathname": strings.Repeat("\xff", 6),
		"search":   strings.Repeat(" ", 20),
		"hash":     strings.Repeat("\x01", 20),
		"username": strings.Repeat("@", 20),
		"host":     rep("a", 60),
	} {
		var err error
		panicked := didPanic(func() { err = set(u, attr, value) })
		if mustPanic := attr == "search" || attr == "hash"; panicked != mustPanic || !panicked && (err == nil || !strings.Contains(err.Error(), "longer than 4 GiB")) {
			t.Errorf("set %s to %q: %v, panicked %v", attr, value, err, panicked)
		}
		if u.Href() != "http://h/p?q#f" {
			t.Errorf("set %s to %q: %q; want no change", attr, value, u.Href())
		}
	}
	sp := u.SearchParams()
	if !didPanic(func() { sp.Append(rep("a", 60), "") }) {
		t.Errorf("SearchParams.Append did not panic")
	}
	if u.Href() != "http://h/p?q#f" {
		t.Errorf("SearchParams.Append: %q; want no change", u.Href())
	}
}

// didPanic reports whether f panics.
func didPanic(f func()) (panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	f()
	return false
}
