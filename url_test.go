package url

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unsafe"
)

// urlTestCase is one case of urltestdata.json (and our testdata in the same
// shape).
type urlTestCase struct {
	Input        string  `json:"input"`
	Base         *string `json:"base"`
	Failure      bool    `json:"failure"`
	Href         string  `json:"href"`
	Origin       *string `json:"origin"`
	Protocol     string  `json:"protocol"`
	Username     string  `json:"username"`
	Password     string  `json:"password"`
	Host         string  `json:"host"`
	Hostname     string  `json:"hostname"`
	Port         string  `json:"port"`
	Pathname     string  `json:"pathname"`
	Search       string  `json:"search"`
	SearchParams *string `json:"searchParams"`
	Hash         string  `json:"hash"`
}

func (tc *urlTestCase) name(i int) string {
	base := "null"
	if tc.Base != nil {
		base = *tc.Base
	}
	return fmt.Sprintf("%d:%q,base=%q", i, tc.Input, base)
}

func loadURLTestCases(t testing.TB, data []byte) []urlTestCase {
	t.Helper()
	raw := decodeWPTArray(t, data)
	cases := make([]urlTestCase, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &cases[i]); err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
	}
	return cases
}

// checkURLTestCase runs one urltestdata case the way web-platform-tests
// does (see HARNESS.md beside the data) and reports every mismatch.
func checkURLTestCase(t *testing.T, tc *urlTestCase) {
	t.Helper()
	var base *URL
	if tc.Base != nil {
		var err error
		base, err = Parse(*tc.Base)
		if err != nil {
			if tc.Failure {
				return
			}
			t.Fatalf("base %q: %v", *tc.Base, err)
		}
	}
	u, err := Parse(tc.Input, base)
	if tc.Failure {
		if err == nil {
			t.Fatalf("Parse succeeded with %q; want failure", u.Href())
		}
		// WPT also checks that the input fails as a base, which in Go is
		// the Parse call above, and as an href setter value (see
		// TestSetters).
		return
	}
	if err != nil {
		t.Fatalf("Parse: %v; want %q", err, tc.Href)
	}
	got := map[string][2]string{
		"href":     {u.Href(), tc.Href},
		"protocol": {u.Protocol(), tc.Protocol},
		"username": {u.Username(), tc.Username},
		"password": {u.Password(), tc.Password},
		"host":     {u.Host(), tc.Host},
		"hostname": {u.Hostname(), tc.Hostname},
		"port":     {u.Port(), tc.Port},
		"pathname": {u.Pathname(), tc.Pathname},
		"search":   {u.Search(), tc.Search},
		"hash":     {u.Hash(), tc.Hash},
	}
	if tc.Origin != nil {
		got["origin"] = [2]string{u.Origin().String(), *tc.Origin}
	}
	if tc.SearchParams != nil {
		got["searchParams"] = [2]string{u.SearchParams().String(), *tc.SearchParams}
	}
	for _, k := range []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "origin", "searchParams"} {
		if g, ok := got[k]; ok && g[0] != g[1] {
			t.Errorf("%s = %q; want %q", k, g[0], g[1])
		}
	}
}

// runConformance runs check on every case in a subtest and prints how many
// passed.
func runConformance[T any](t *testing.T, file string, cases []T, name func(int, *T) string, check func(*testing.T, *T)) {
	t.Helper()
	passed := 0
	for i := range cases {
		if t.Run(name(i, &cases[i]), func(t *testing.T) { check(t, &cases[i]) }) {
			passed++
		}
	}
	fmt.Printf("conformance %s: %d/%d passed\n", file, passed, len(cases))
}

func TestURLTestData(t *testing.T) {
	for _, file := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		cases := loadURLTestCases(t, readWPT(t, file))
		runConformance(t, file, cases, func(i int, tc *urlTestCase) string { return tc.name(i) }, checkURLTestCase)
	}
}

func TestMustParse(t *testing.T) {
	base := MustParse("https://example.com/a/b")
	if got := MustParse("../c", base).Href(); got != "https://example.com/c" {
		t.Errorf("MustParse(../c, base) = %q; want https://example.com/c", got)
	}
	tests := []struct {
		name  string
		input string
		base  []*URL
		code  ValidationErrorCode
	}{
		{"no scheme", "a/b", nil, MissingSchemeNonRelativeURL},
		{"bad port", "http://h:99999/", nil, PortOutOfRange},
		{"bad host against a base", "//a b/", []*URL{base}, DomainToASCII},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				perr, ok := recover().(*Error)
				if !ok || perr.Code != tt.code || perr.Input != tt.input {
					t.Errorf("MustParse(%q) panicked with %v; want an *Error with %v", tt.input, perr, tt.code)
				}
			}()
			MustParse(tt.input, tt.base...)
			t.Errorf("MustParse(%q) did not panic", tt.input)
		})
	}
}

// hostTestCase is one case of toascii.json or IdnaTestV2.json.
type hostTestCase struct {
	Comment string          `json:"comment"`
	Input   string          `json:"input"`
	Output  json.RawMessage `json:"output"` // missing: same as input; null: failure
}

// want returns the expected host and whether parsing should succeed.
func (tc *hostTestCase) want() (string, bool) {
	if tc.Output == nil {
		return tc.Input, true
	}
	if string(tc.Output) == "null" {
		return "", false
	}
	var s string
	if err := json.Unmarshal(tc.Output, &s); err != nil {
		panic(err)
	}
	return s, true
}

// checkHostTestCase parses "https://" + input + "/x" and checks the host,
// as web-platform-tests' toascii.window.js and IdnaTestV2.window.js do.
func checkHostTestCase(t *testing.T, tc *hostTestCase) {
	want, ok := tc.want()
	u, err := Parse("https://" + tc.Input + "/x")
	if !ok {
		if err == nil {
			t.Fatalf("Parse succeeded with host %q; want failure", u.Host())
		}
		return
	}
	if err != nil {
		t.Fatalf("Parse: %v; want host %q", err, want)
	}
	if u.Host() != want || u.Hostname() != want {
		t.Errorf("host = %q, hostname = %q; want %q", u.Host(), u.Hostname(), want)
	}
	if u.Pathname() != "/x" {
		t.Errorf("pathname = %q; want /x", u.Pathname())
	}
	if u.Href() != "https://"+want+"/x" {
		t.Errorf("href = %q; want %q", u.Href(), "https://"+want+"/x")
	}
}

func loadHostTestCases(t *testing.T, file string) []hostTestCase {
	raw := decodeWPTArray(t, readWPT(t, file))
	cases := make([]hostTestCase, 0, len(raw))
	for i, r := range raw {
		var tc hostTestCase
		if err := json.Unmarshal(r, &tc); err != nil {
			t.Fatalf("%s case %d: %v", file, i, err)
		}
		cases = append(cases, tc)
	}
	return cases
}

func hostCaseName(i int, tc *hostTestCase) string { return fmt.Sprintf("%d:%q", i, tc.Input) }

func TestToASCII(t *testing.T) {
	cases := loadHostTestCases(t, "toascii.json")
	runConformance(t, "toascii.json", cases, hostCaseName, checkHostTestCase)
}

func TestIdnaTestV2(t *testing.T) {
	for _, file := range []string{"IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		all := loadHostTestCases(t, file)
		var cases []hostTestCase
		for _, tc := range all {
			// web-platform-tests skips the empty input: "https:///x" is a
			// URL with host "x", not a test of ToASCII on "".
			if tc.Input == "" {
				continue
			}
			cases = append(cases, tc)
		}
		runConformance(t, file, cases, hostCaseName, checkHostTestCase)
	}
}

// TestInvalidUTF8 checks that input that is not UTF-8 is read the way the
// standard reads lone surrogates: each maximal invalid subsequence stands
// for U+FFFD (percent-encoded as %EF%BF%BD), and nothing panics.
func TestInvalidUTF8(t *testing.T) {
	const r = "%EF%BF%BD"
	tests := []struct {
		name, input, href string
	}{
		{"lone continuation byte in path", "http://h/a\x80b", "http://h/a" + r + "b"},
		{"truncated sequence is one replacement", "http://h/\xe2\x82", "http://h/" + r},
		{"truncated then ASCII", "http://h/\xe2\x82x", "http://h/" + r + "x"},
		{"surrogate encoded in UTF-8 is three", "http://h/\xed\xa0\x80", "http://h/" + r + r + r},
		{"0xff bytes", "http://h/?\xff\xfe", "http://h/?" + r + r},
		{"in the fragment", "http://h/#\xc0\xaf", "http://h/#" + r + r},
		{"in an opaque path", "sc:\xf5", "sc:" + r},
		{"overlong then valid", "http://h/\xf0\x80\x80\x80é", "http://h/" + r + r + r + r + "%C3%A9"},
		{"valid four-byte then truncated", "http://h/\xf0\x9f\x98\x80\xf0\x9f", "http://h/%F0%9F%98%80" + r},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(tt.input)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if u.Href() != tt.href {
				t.Errorf("Href = %q; want %q", u.Href(), tt.href)
			}
		})
	}
	for _, input := range []string{"http://\xff/", "http://h\xc3/", "\xff:x", "http://[\xff]/"} {
		if u, err := Parse(input); err == nil {
			t.Errorf("Parse(%q) = %q; want failure (U+FFFD is not allowed in a host or scheme)", input, u.Href())
		}
	}
}

// TestCanonicalInputIsReused checks that parsing an input that is already
// the serialization keeps the input string instead of copying it.
func TestCanonicalInputIsReused(t *testing.T) {
	for _, input := range []string{"https://example.com/a?b#c", "file:///tmp/x", "mailto:a@b", "http://[::1]:8080/"} {
		u := mustParseT(t, input)
		if u.Href() != input {
			t.Fatalf("Href = %q; want the input %q", u.Href(), input)
		}
		if unsafe.StringData(u.Href()) != unsafe.StringData(input) {
			t.Errorf("%q: the serialization was copied although it equals the input", input)
		}
	}
	u := mustParseT(t, "HTTPS://example.com/")
	if u.Href() != "https://example.com/" {
		t.Errorf("Href = %q", u.Href())
	}
}

// TestMoreThanOneBase checks that every function with a variadic base
// panics, saying so, when given two.
func TestMoreThanOneBase(t *testing.T) {
	base := mustParseT(t, "https://example.com/a/b")
	for name, f := range map[string]func(){
		"Parse":         func() { Parse("c", base, base) },
		"CanParse":      func() { CanParse("c", base, nil) },
		"MustParse":     func() { MustParse("c", base, base) },
		"ParseValidate": func() { ParseValidate("c", base, base) },
		"IsValid":       func() { IsValid("c", nil, nil) },
	} {
		t.Run(name, func(t *testing.T) {
			fn := name
			if fn == "MustParse" {
				fn = "Parse"
			}
			defer func() {
				want := "url: " + fn + " takes at most one base URL, and was given 2"
				if r := recover(); r != want {
					t.Errorf("recovered %v; want %q", r, want)
				}
			}()
			f()
		})
	}
}

func TestParseArguments(t *testing.T) {
	base := mustParseT(t, "https://example.com/a/b")
	if _, err := Parse("c", &URL{}); err == nil || err.Error() != `parse "c": base is the zero URL, not a parsed URL` {
		t.Errorf("Parse with the zero URL as base: %v", err)
	}
	if u, err := Parse("https://x/", nil); err != nil || u.Href() != "https://x/" {
		t.Errorf("Parse with a nil base: %v, %v", u, err)
	}
	if u, err := base.Parse("../c"); err != nil || u.Href() != "https://example.com/c" {
		t.Errorf("base.Parse: %v, %v", u, err)
	}
	if !CanParse("c", base) || CanParse("c") {
		t.Error("CanParse disagrees with Parse")
	}
	var e *Error
	_, err := Parse("https://example.com:99999/")
	if !errors.As(err, &e) || e.Code != PortOutOfRange || e.Offset != 20 {
		t.Errorf("error = %#v; want port-out-of-range at offset 20", err)
	}
	if want := `parse "https://example.com:99999/": port-out-of-range at offset 20: 99999 is above 65535`; err.Error() != want {
		t.Errorf("error text = %q; want %q", err.Error(), want)
	}
}

func TestErrorMessageOfLongInput(t *testing.T) {
	input := "https://h:" + strings.Repeat("9", 5000) + "/"
	_, err := Parse(input)
	var e *Error
	if !errors.As(err, &e) || e.Input != input || e.Code != PortOutOfRange {
		t.Fatalf("error = %v", err)
	}
	msg := err.Error()
	if len(msg) > 1200 || !strings.Contains(msg, "... (5011 bytes)") || !strings.HasPrefix(msg, `parse "https://h:999`) {
		t.Errorf("message of %d bytes: %.200q", len(msg), msg)
	}
}
