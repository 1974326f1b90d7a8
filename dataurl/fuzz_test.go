package dataurl

// The fuzz targets, seeded from testdata/data-urls.json, testdata/base64.json
// and the feature tests' cases (go test runs the seeds as ordinary tests).

import (
	"bytes"
	"encoding/base64"
	"errors"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/mimetype"
)

// FuzzProcess checks the processor on any input: it does not panic; it
// agrees with processSlow, the standard's steps written out; a MIME type
// it gives parses again to the same serialization; and a failure is an
// *Error whose offset is in its input.
func FuzzProcess(f *testing.F) {
	for _, v := range readTable[dataURLVector](nil, f, "data-urls.json") {
		f.Add(v.Input)
	}
	for _, tc := range processCases {
		f.Add(tc.in)
	}
	for _, tc := range errorCases {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := Parse(s)
		u, uerr := url.Parse(s)
		if uerr != nil {
			var e *Error
			var ue *url.Error
			if !errors.As(err, &e) || e.Kind != InvalidURL || !errors.As(err, &ue) || ue.Error() != uerr.Error() {
				t.Fatalf("url.Parse(%q) failed (%v), but Parse gave %v, %v", s, uerr, d, err)
			}
			return
		}
		p, perr := Process(u)
		mime, body, ok := processSlow(u)
		if ok != (err == nil) || ok != (perr == nil) {
			t.Fatalf("Parse(%q): %v; Process: %v; the standard's steps: success %v", s, err, perr, ok)
		}
		if !ok {
			checkError(t, s, err)
			checkError(t, u.HrefWithoutFragment(), perr)
			return
		}
		if got := d.MIMEType.String(); got != mime || !bytes.Equal(d.Body, body) {
			t.Fatalf("Parse(%q) = %q, %q; the standard's steps give %q, %q", s, got, d.Body, mime, body)
		}
		if p.MIMEType != d.MIMEType || !bytes.Equal(p.Body, d.Body) {
			t.Fatalf("Process(%q) = %q, %q; Parse gave %q, %q", u.Href(), p.MIMEType, p.Body, d.MIMEType, d.Body)
		}
		m, err := mimetype.Parse(d.MIMEType.String())
		if err != nil || m != d.MIMEType {
			t.Fatalf("Parse(%q): MIME type %q parses again to %q, %v", s, d.MIMEType, m, err)
		}
	})
}

// checkError checks that err is an *Error about input with an offset in it
// (or -1, only where Parse could not name one).
func checkError(t *testing.T, input string, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%q: error %v is not an *Error", input, err)
	}
	if e.Input != input || e.Offset < -1 || e.Offset > len(input) || e.Kind == 0 || e.Error() == "" {
		t.Fatalf("%q: error %v: input %q, kind %v, offset %d", input, err, e.Input, e.Kind, e.Offset)
	}
	if e.Kind == InvalidBase64 && e.Offset >= len(input) {
		t.Fatalf("%q: error %v: the offset of invalid base64 is past the input", input, err)
	}
	// A character outside the alphabet is named where it is in the input
	// (its "%" if percent-encoded there), not at a base64 character.
	if strings.HasSuffix(e.Detail, "not a base64 character") && e.Offset >= 0 && decodeMap[input[e.Offset]] != 0xff {
		t.Fatalf("%q: error %v: offset %d is at %q, a base64 character", input, err, e.Offset, input[e.Offset])
	}
}

// FuzzBase64 checks the forgiving-base64 decode on any input: it does not
// panic; it agrees with decodeBase64Slow, the standard's steps written out,
// and with encoding/base64's strict decoder wherever that succeeds; a
// failure names a byte of the input; and as a round trip, it decodes the
// encoding of the input's bytes to those bytes.
func FuzzBase64(f *testing.F) {
	for _, v := range readTable[base64Vector](nil, f, "base64.json") {
		f.Add(v.Input)
	}
	for _, tc := range base64Cases {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := DecodeBase64(s)
		want, ok := decodeBase64Slow(s)
		if ok != (err == nil) || !bytes.Equal(got, want) {
			t.Fatalf("DecodeBase64(%q) = %x, %v; the standard's steps give %x, %v", s, got, err, want, ok)
		}
		if err != nil {
			checkError(t, s, err)
		}
		if std, err := base64.StdEncoding.Strict().DecodeString(s); err == nil && !bytes.Equal(got, std) {
			t.Fatalf("DecodeBase64(%q) = %x; StdEncoding.Strict() gives %x", s, got, std)
		}
		raw := []byte(s)
		enc := EncodeBase64(raw)
		if dec, err := DecodeBase64(enc); err != nil || !bytes.Equal(dec, raw) {
			t.Fatalf("DecodeBase64(EncodeBase64(%q)) = %q, %v", raw, dec, err)
		}
		if dec, err := Parse("data:;base64," + enc); err != nil || !bytes.Equal(dec.Body, raw) {
			t.Fatalf("Parse(data:;base64,EncodeBase64(%q)) = %v, %v", raw, dec, err)
		}
	})
}
