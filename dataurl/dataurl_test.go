package dataurl

import (
	"errors"
	"strings"
	"testing"

	"github.com/weburl/url"
)

const usASCII = "text/plain;charset=US-ASCII"

var processCases = []struct {
	name     string
	in       string
	mimeType string
	body     string
}{
	// The body.
	{"plain body", "data:,Hello, World!", usASCII, "Hello, World!"},
	{"empty body", "data:,", usASCII, ""},
	{"percent-encoded body", "data:,a%20b%2C%e2%80%a0", usASCII, "a b,\u2020"},
	{"percent without hex digits", "data:,100%25%%zz%4", usASCII, "100%%%zz%4"},
	{"raw non-ASCII body", "data:,\u2020\xff", usASCII, "\u2020\ufffd"},
	{"spaces in the body", "data:,a b  c", usASCII, "a b  c"},
	{"the query is body", "data:,a?b c", usASCII, "a?b c"},
	{"tabs and newlines removed", "data:,a\tb\nc\rd", usASCII, "abcd"},
	{"leading and trailing spaces removed", "  data:,x  ", usASCII, "x"},
	{"scheme in upper case", "DATA:,x", usASCII, "x"},

	// Fragments are not part of the body (the serializer excludes them).
	{"fragment ignored", "data:,abc#def", usASCII, "abc"},
	{"fragment ignored, base64", "data:;base64,YWJj#YWJj", usASCII, "abc"},
	{"comma in the fragment", "data:text/plain,a#b,c", "text/plain", "a"},
	{"percent-encoded hash is body", "data:,a%23b", usASCII, "a#b"},

	// Base64 bodies.
	{"base64", "data:;base64,SGVsbG8=", usASCII, "Hello"},
	{"base64 without padding", "data:;base64,SGVsbG8", usASCII, "Hello"},
	{"base64 with spaces", "data:;base64,SGVs bG8 =", usASCII, "Hello"},
	{"base64 with newlines", "data:;base64,SGVs\r\nbG8=\n", usASCII, "Hello"},
	{"base64 percent-encoded", "data:;base64,SGVs%62G8%3D", usASCII, "Hello"},
	{"base64 percent-encoded whitespace", "data:;base64,SGVs%20%09%0A%0C%0DbG8", usASCII, "Hello"},
	{"base64 plus and slash", "data:;base64,+/+/", usASCII, "\xfb\xff\xbf"},
	{"base64 discarded bits", "data:;base64,YR", usASCII, "a"},
	{"base64 empty", "data:;base64,", usASCII, ""},

	// ";base64" detection.
	{"base64 with a MIME type", "data:image/png;base64,iVBORw0K", "image/png", "\x89PNG\r\n"},
	{"base64 in capitals", "data:text/plain;BASE64,YQ", "text/plain", "a"},
	{"base64 in mixed case", "data:text/plain;BaSe64,YQ", "text/plain", "a"},
	{"one space before base64", "data:;  base64,YQ", usASCII, "a"},
	{"spaces before base64", "data:text/plain;   base64,YQ", "text/plain", "a"},
	{"space after base64", "data:text/plain;base64 ,YQ", "text/plain", "a"},
	{"space before the semicolon", "data:text/plain ;base64,YQ", "text/plain", "a"},
	{"parameters before base64", "data:text/plain;charset=utf-8;base64,4oCg", "text/plain;charset=utf-8", "\u2020"},
	{"base64 not last", "data:text/plain;base64;charset=x,YQ", "text/plain;charset=x", "YQ"},
	{"base64 without semicolon", "data:base64,YQ", usASCII, "YQ"},
	{"base64x", "data:text/plain;base64x,YQ", "text/plain", "YQ"},
	{"base64 as a parameter", "data:text/plain;base64=1,YQ", "text/plain;base64=1", "YQ"},
	{"tab before base64 (removed by the URL parser)", "data:;\tbase64,YQ", usASCII, "a"},
	{"percent-encoded base64 marker", "data:;base%364,YQ", "text/plain", "YQ"},

	// The MIME type.
	{"MIME type", "data:text/html,<p>", "text/html", "<p>"},
	{"MIME type lowercased", "data:Text/HTML;Charset=UTF-8,x", "text/html;charset=UTF-8", "x"},
	{"MIME type with spaces around", "data: text/html ,x", "text/html", "x"},
	{"parameters only", "data:;charset=utf-8,x", "text/plain;charset=utf-8", "x"},
	{"semicolon only", "data:;,x", "text/plain", "x"},
	{"fallback: no subtype", "data:text,x", usASCII, "x"},
	{"fallback: not a token", "data:te\"xt/plain,x", usASCII, "x"},
	{"non-ASCII, percent-encoded by the URL parser", "data:text/pl\u00e4in,x", "text/pl%c3%a4in", "x"},
	{"fallback: non-ASCII", "data:\u00e4,x", usASCII, "x"},
	{"fallback: a host", "data://example/,x", usASCII, "x"},
	{"fallback: base64 with no type", "data:x;base64,YQ", usASCII, "a"},
}

func TestProcess(t *testing.T) {
	for _, tc := range processCases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.in, err)
			}
			if got := d.MIMEType.String(); got != tc.mimeType {
				t.Errorf("Parse(%q) MIME type %q; want %q", tc.in, got, tc.mimeType)
			}
			if string(d.Body) != tc.body {
				t.Errorf("Parse(%q) body %q; want %q", tc.in, d.Body, tc.body)
			}
			u, err := url.Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Process(u)
			if err != nil || p.MIMEType != d.MIMEType || string(p.Body) != string(d.Body) {
				t.Errorf("Process(%q) = %v, %v; Parse gave %v", u.Href(), p, err, d)
			}
		})
	}
}

func TestFallbackMIMEType(t *testing.T) {
	if got := fallbackMIMEType.String(); got != usASCII {
		t.Errorf("fallbackMIMEType = %q; want %q", got, usASCII)
	}
}

var errorCases = []struct {
	name   string
	in     string
	kind   ErrorKind
	offset int
	detail string // a part of the Detail
}{
	{"not a URL", "data", InvalidURL, 0, ""},
	{"not a data: URL", "https://example.com/,x", NotDataURL, 0, `"https"`},
	{"no comma", "data:text/plain", NoComma, 15, "no \",\""},
	{"no comma before the fragment", "data:text/plain#,x", NoComma, 15, "no \",\""},
	{"no comma, trailing spaces", "data:text/plain  ", NoComma, 15, ""},
	{"base64: invalid character", "data:;base64,YQ!", InvalidBase64, 15, `'!'`},
	{"base64: percent-encoded invalid character", "data:;base64,YQ%21", InvalidBase64, 15, `"%21" decodes to byte 0x21`},
	{"base64: percent without hex digits", "data:;base64,YQ%2", InvalidBase64, 15, `'%'`},
	{"base64: lone character", "data:;base64,YWJjZ", InvalidBase64, 17, "lone"},
	{"base64: lone character, percent-encoded", "data:;base64,YWJj%5A", InvalidBase64, 17, "lone"},
	{"base64: bad padding", "data:;base64,YWJj=", InvalidBase64, 17, "padding"},
	{"base64: data after padding", "data:;base64,YQ==YQ", InvalidBase64, 15, "after the padding"},
	{"base64: after leading spaces", "  data:;base64,YQ!", InvalidBase64, 17, `'!'`},
	{"base64: after a removed tab", "DATA:;base64,\tYQ\n!", InvalidBase64, 17, `'!'`},
	{"base64: raw non-ASCII", "data:;base64,YQ\u00e9", InvalidBase64, 15, "0xc3"},
	{"base64: after raw non-ASCII", "data:\u00e9;base64,YQ!", InvalidBase64, 17, `'!'`},
	{"base64: raw control", "data:;base64,YQ\x01A", InvalidBase64, 15, "0x01"},
	{"base64: in the query", "data:;base64,YQ?!", InvalidBase64, 15, `'?'`},
	{"base64: space before the query", "data:;base64,YQ ?", InvalidBase64, 16, `'?'`},
	{"base64: dot segments", "data:/a/../b;base64,YQ!", InvalidBase64, -1, "offset 17 of the URL as serialized"},
}

func TestErrors(t *testing.T) {
	for _, tc := range errorCases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(tc.in)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q) = %v, %v; want an *Error", tc.in, d, err)
			}
			if e.Kind != tc.kind || e.Offset != tc.offset || e.Input != tc.in || !strings.Contains(e.Detail, tc.detail) {
				t.Errorf("Parse(%q): %v\nkind %v, offset %d, input %q, detail %q; want %v, %d, %q", tc.in, err, e.Kind, e.Offset, e.Input, e.Detail, tc.kind, tc.offset, tc.detail)
			}
			if e.Offset >= 0 && tc.kind == InvalidBase64 && tc.detail != "lone" && tc.detail != "padding" {
				// The offset names the offending byte (or its "%").
				if c := tc.in[e.Offset]; decodeMap[c] != 0xff && c != '=' {
					t.Errorf("Parse(%q): offset %d is at %q, a base64 character", tc.in, e.Offset, c)
				}
			}
			var ue *url.Error
			if errors.As(err, &ue) != (tc.kind == InvalidURL) {
				t.Errorf("Parse(%q): errors.As(*url.Error) = %v; want %v", tc.in, ue != nil, tc.kind == InvalidURL)
			}
		})
	}
}

func TestProcessErrors(t *testing.T) {
	u := url.MustParse("data:;base64,YQ!#x")
	_, err := Process(u)
	var e *Error
	if !errors.As(err, &e) || e.Input != "data:;base64,YQ!" || e.Offset != 15 || e.Kind != InvalidBase64 {
		t.Errorf("Process(%q) = %v; want invalid base64 at offset 15 of %q", u.Href(), err, "data:;base64,YQ!")
	}
	if _, err := Process(nil); !errors.As(err, &e) || e.Kind != NotDataURL {
		t.Errorf("Process(nil) = %v; want a NotDataURL error", err)
	}
	if _, err := Process(url.MustParse("about:blank")); !errors.As(err, &e) || e.Kind != NotDataURL || e.Offset != 0 {
		t.Errorf("Process(about:blank) = %v; want a NotDataURL error at offset 0", err)
	}
}

func TestErrorMessage(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"data:;base64,ab!c", `dataurl: "data:;base64,ab!c": invalid base64 at offset 15: '!' is not a base64 character`},
		{"data:x", `dataurl: "data:x": no comma at offset 6: no "," ends the MIME type`},
		{"http://x/", `dataurl: "http://x/": not a data: URL at offset 0: the scheme is "http"`},
		{"data:;base64,YQ%00", `dataurl: "data:;base64,YQ%00": invalid base64 at offset 15: "%00" decodes to byte 0x00, not a base64 character`},
	} {
		_, err := Parse(tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) error:\n%v\nwant\n%s", tc.in, err, tc.want)
		}
	}
	// Not a URL: the URL parser's message.
	_, err := Parse("http://x:99999/")
	if _, uerr := url.Parse("http://x:99999/"); err == nil || err.Error() != "dataurl: "+uerr.Error() {
		t.Errorf("Parse(http://x:99999/) error %q; want %q", err, "dataurl: "+uerr.Error())
	}
	_, err = Parse("data:;base64," + strings.Repeat("A", 4000) + "!")
	if msg := err.Error(); len(msg) > 1200 || !strings.Contains(msg, "... (4014 bytes)") || !strings.Contains(msg, "at offset 4013") {
		t.Errorf("a long input's error message is %d bytes: %.200s...", len(msg), msg)
	}
	if got := ErrorKind(99).String(); got != "ErrorKind(99)" {
		t.Errorf("ErrorKind(99).String() = %q", got)
	}
}
