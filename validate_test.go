package url

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

type validationCase struct {
	Comment string   `json:"comment"`
	Input   string   `json:"input"`
	Base    *string  `json:"base"`
	Errors  [][2]any `json:"errors"`
	Failure bool     `json:"failure"`
	Want    []ValidationError
}

func codeByName(name string) (ValidationErrorCode, bool) {
	for c := ValidationErrorCode(1); c < numValidationErrorCodes; c++ {
		if c.String() == name {
			return c, true
		}
	}
	return 0, false
}

func TestValidationErrors(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "validation-errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []validationCase
	for _, raw := range decodeWPTArray(t, data) {
		var c validationCase
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		c.Want = []ValidationError{}
		for _, e := range c.Errors {
			code, ok := codeByName(e[0].(string))
			if !ok {
				t.Fatalf("%q: unknown validation error %v", c.Input, e[0])
			}
			c.Want = append(c.Want, ValidationError{Code: code, Offset: int(e[1].(float64))})
		}
		cases = append(cases, c)
	}
	covered := map[ValidationErrorCode]bool{}
	name := func(i int, c *validationCase) string { return fmt.Sprintf("%d:%q", i, c.Input) }
	runConformance(t, "testdata/validation-errors.json", cases, name, func(t *testing.T, c *validationCase) {
		var base *URL
		if c.Base != nil {
			base = mustParseT(t, *c.Base)
		}
		u, got, err := ParseValidate(c.Input, base)
		if got == nil {
			got = []ValidationError{}
		}
		if !reflect.DeepEqual(got, c.Want) {
			t.Errorf("validation errors = %v; want %v", got, c.Want)
		}
		if c.Failure != (err != nil) {
			t.Fatalf("failure = %v (%v); want %v", err != nil, err, c.Failure)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || len(c.Want) == 0 || e.Code != c.Want[len(c.Want)-1].Code {
				t.Errorf("error %v does not name the last validation error", err)
			}
		} else {
			if v, err := Parse(c.Input, base); err != nil || v.Href() != u.Href() {
				t.Errorf("ParseValidate gave %q; Parse gives %v, %v", u.Href(), v, err)
			}
		}
		if IsValid(c.Input, base) != (len(c.Want) == 0 && !c.Failure) {
			t.Errorf("IsValid = %v", !(len(c.Want) == 0 && !c.Failure))
		}
		for _, e := range c.Want {
			covered[e.Code] = true
		}
	})
	for code := ValidationErrorCode(1); code < numValidationErrorCodes; code++ {
		if !covered[code] {
			t.Errorf("no test case triggers %s", code)
		}
	}
}

// TestValidationAgreesWithParse checks on every urltestdata case that
// reporting validation errors changes nothing else: ParseValidate and Parse
// agree, and a failure's error is the last validation error reported.
func TestValidationAgreesWithParse(t *testing.T) {
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		var base *URL
		if tc.Base != nil {
			var err error
			if base, err = Parse(*tc.Base); err != nil {
				continue
			}
		}
		u, errs, err := ParseValidate(tc.Input, base)
		v, err2 := Parse(tc.Input, base)
		if (err == nil) != (err2 == nil) || (err == nil && u.Href() != v.Href()) {
			t.Errorf("%q: ParseValidate %v, %v; Parse %v, %v", tc.Input, u, err, v, err2)
			continue
		}
		for _, e := range errs {
			if e.Offset < 0 || e.Offset > len(tc.Input) {
				t.Errorf("%q: %v is outside the input", tc.Input, e)
			}
		}
	}
}

// TestSpecExamplesValidity checks the "Valid" column of the standard's
// example table (testdata/spec-examples.json) against IsValid.
func TestSpecExamplesValidity(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "spec-examples.json"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, raw := range decodeWPTArray(t, data) {
		var c struct {
			Input string  `json:"input"`
			Base  *string `json:"base"`
			Valid *bool   `json:"valid"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		if c.Valid == nil {
			continue
		}
		var base *URL
		if c.Base != nil {
			base = mustParseT(t, *c.Base)
		}
		if got := IsValid(c.Input, base); got != *c.Valid {
			_, errs, err := ParseValidate(c.Input, base)
			t.Errorf("IsValid(%q) = %v; want %v (errors %v, %v)", c.Input, got, *c.Valid, errs, err)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no case has a valid field")
	}
}

// TestValidationOffsetsRewrittenInput checks offsets in input that the
// parser reads differently from its bytes: invalid UTF-8 (replaced by the
// three bytes of U+FFFD) and tabs (removed) before the error.
func TestValidationOffsetsRewrittenInput(t *testing.T) {
	tests := []struct {
		input string
		want  []ValidationError
	}{
		{"https://h/\xff>", []ValidationError{{InvalidURLUnit, 11}}},
		{"https://h/\xe2\x82>", []ValidationError{{InvalidURLUnit, 12}}},
		{"https://h/a\tb>", []ValidationError{{InvalidURLUnit, 11}, {InvalidURLUnit, 13}}},
		{"https://h/\xff\t\xfe>", []ValidationError{{InvalidURLUnit, 11}, {InvalidURLUnit, 13}}},
		{"\t https://u@h/", []ValidationError{{InvalidURLUnit, 0}, {InvalidCredentials, 11}}},
	}
	for _, tt := range tests {
		_, got, err := ParseValidate(tt.input)
		if err != nil {
			t.Errorf("%q: %v", tt.input, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: validation errors = %v; want %v", tt.input, got, tt.want)
		}
	}
	// A failure's offset is in the caller's input too.
	_, err := Parse("\xff\thttps://h:x/")
	var e *Error
	if !errors.As(err, &e) || e.Code != MissingSchemeNonRelativeURL || e.Offset != 0 {
		t.Errorf("error = %v", err)
	}
	_, err = Parse("https://\th:9x/")
	if !errors.As(err, &e) || e.Code != PortInvalid || e.Offset != 12 {
		t.Errorf("error = %v; want port-invalid at 12", err)
	}
}

// TestStrictASCIIDomain checks the shortcut for the strict ToASCII of ASCII
// domains against UTS #46 processing (idna.go) wherever the shortcut
// decides.
func TestStrictASCIIDomain(t *testing.T) {
	domains := []string{
		"example.com", "EXAMPLE.com", "a-b.c", "-a.b", "a-.b", "ab--c.d", "xn--a.b", "XN--53h.example",
		"a..b", ".a", "a", "a_b.c", "a b", "a!b", "1.2.3.4", strings.Repeat("a", 63) + ".b",
		strings.Repeat("a", 64) + ".b", strings.Repeat("a.", 126) + "a", strings.Repeat("a.", 127) + "a",
		"é.example", "a\u00ad.b", "",
	}
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		if !tc.Failure {
			domains = append(domains, tc.Hostname)
		}
	}
	decided := 0
	for _, d := range domains {
		ok, dec := strictASCIIDomain(d)
		if !dec {
			continue
		}
		decided++
		_, res := appendToASCII(nil, d, true)
		if full := res == quickTaken; ok != full {
			t.Errorf("strictASCIIDomain(%q) = %v; UTS #46 processing says %v (%v)", d, ok, full, res)
		}
	}
	if decided == 0 {
		t.Fatal("the shortcut decided nothing")
	}
}

// TestIsValidCanonical checks IsValid's look at canonical input
// (canonicalAndValid): it answers only for a URL's own serialization, and
// only where every byte is one a valid URL string may hold there.
func TestIsValidCanonical(t *testing.T) {
	tests := []struct {
		input string
		quick bool // canonicalAndValid says valid
		valid bool
	}{
		{"https://example.com/a/b?q=1#top", true, true},
		{"https://example.com", true, true},  // the path "/" added
		{"http://[::1]:8080/x", false, true}, // IPv6: the state machine decides
		{"https://a--b.example/", true, true},
		{"https://ab--c.example/", false, false}, // strict ToASCII fails
		{"https://a..b/", false, false},
		{"http://1.2.3.4/%41%zz", false, false},   // "%" without two hex digits
		{"https://example.com/a|b", false, false}, // "|" is no URL code point
		{"https://example.com/#a#b", false, false},
		{"https://example.com/[x]", false, false},
		{"foo://h%zz/p", false, false}, // in an opaque host
		{"foo:opaque path", false, false},
		{"mailto:a@example.com", true, true},
		{"HTTPS://example.com/", false, true}, // not canonical: the state machine decides
		{"http://user@example.com/", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.input, func(t *testing.T) {
			if got := canonicalAndValid(tc.input); got != tc.quick {
				t.Errorf("canonicalAndValid = %v; want %v", got, tc.quick)
			}
			if got := IsValid(tc.input); got != tc.valid {
				t.Errorf("IsValid = %v; want %v", got, tc.valid)
			}
			checkCanonicalValid(t, tc.input, nil)
		})
	}
}
