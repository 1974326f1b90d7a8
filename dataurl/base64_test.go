package dataurl

import (
	"bytes"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
)

// base64Cases are the forgiving-base64 rules, one or two inputs each.
// wantAt is the offset of the failure, when it fails.
var base64Cases = []struct {
	name   string
	in     string
	want   string // the decoded bytes, when fail is false
	fail   bool
	wantAt int
	detail string // a part of the failure's Detail
}{
	{name: "empty", in: "", want: ""},
	{name: "one quantum", in: "YWJj", want: "abc"},
	{name: "padded two", in: "YQ==", want: "a"},
	{name: "padded three", in: "YWI=", want: "ab"},
	{name: "unpadded two", in: "YQ", want: "a"},
	{name: "unpadded three", in: "YWI", want: "ab"},
	{name: "discarded bits of two", in: "YR", want: "a"},
	{name: "discarded bits of three", in: "YWJ", want: "ab"},
	{name: "discarded bits padded", in: "YR==", want: "a"},
	{name: "all the alphabet", in: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
		want: "\x00\x10\x83\x10Q\x87 \x92\x8b0ӏA\x14\x93QU\x97a\x96\x9bqן\x82\x18\xa3\x92Y\xa7\xa2\x9a\xab\xb2ۯ\xc3\x1c\xb3\xd3]\xb7\xe3\x9e\xbb\xf3\xdf\xbf"},
	{name: "long, in blocks of eight", in: strings.Repeat("QUJDREVG", 9) + "QQ", want: strings.Repeat("ABCDEF", 9) + "A"},
	{name: "whitespace of every kind", in: "\tY W\nJ\fj\r", want: "abc"},
	{name: "whitespace inside padding", in: "YQ = \n=", want: "a"},
	{name: "whitespace after padding", in: "YQ==\r\n", want: "a"},
	{name: "only whitespace", in: " \t\n\f\r", want: ""},
	{name: "line-wrapped", in: "QUJD\r\nREVG\r\nRw", want: "ABCDEFG"},
	{name: "quantum split by whitespace", in: "QU JDREVGR0hJ\nSktM", want: "ABCDEFGHIJKL"},

	{name: "lone character", in: "QUJDR", fail: true, wantAt: 4, detail: "lone"},
	{name: "lone character, then whitespace", in: "QUJD R ", fail: true, wantAt: 5, detail: "lone"},
	{name: "lone character padded", in: "QUJDR===", fail: true, wantAt: 5, detail: "padding"},
	{name: "padding after a whole quantum", in: "YWJj=", fail: true, wantAt: 4, detail: "padding"},
	{name: "two padding after a whole quantum", in: "YWJj==", fail: true, wantAt: 4, detail: "padding"},
	{name: "three padding", in: "YQ===", fail: true, wantAt: 2, detail: "padding"},
	{name: "one padding for two", in: "YQ=", fail: true, wantAt: 2, detail: "padding"},
	{name: "two padding for three", in: "YWI==", fail: true, wantAt: 3, detail: "padding"},
	{name: "only padding", in: "==", fail: true, wantAt: 0, detail: "padding"},
	{name: "data after padding", in: "YQ==YQ==", fail: true, wantAt: 2, detail: "after the padding"},
	{name: "padding inside", in: "Y=Q=", fail: true, wantAt: 1, detail: "after the padding"},
	{name: "not whitespace: vertical tab", in: "YQ\v==", fail: true, wantAt: 2, detail: `'\v'`},
	{name: "not whitespace: no-break space", in: "YQ\u00a0==", fail: true, wantAt: 2, detail: `'\u00a0'`},
	{name: "URL-safe alphabet", in: "ab-_", fail: true, wantAt: 2, detail: `'-'`},
	{name: "invalid in a block of eight", in: "QUJDREV!QUJD", fail: true, wantAt: 7, detail: `'!'`},
	{name: "invalid after padding", in: "YQ=!", fail: true, wantAt: 3, detail: `'!'`},
	{name: "NUL", in: "YQ\x00", fail: true, wantAt: 2, detail: `'\x00'`},
	{name: "invalid UTF-8", in: "YQ\xff", fail: true, wantAt: 2, detail: "byte 0xff"},
	{name: "percent", in: "%59Q", fail: true, wantAt: 0, detail: `'%'`},
}

func TestDecodeBase64(t *testing.T) {
	for _, tc := range base64Cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DecodeBase64(tc.in)
			if slow, ok := decodeBase64Slow(tc.in); ok != (err == nil) || !bytes.Equal(slow, got) {
				t.Errorf("DecodeBase64(%q) = %q, %v; the standard's steps give %q, %v", tc.in, got, err, slow, ok)
			}
			if tc.fail {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("DecodeBase64(%q) = %q, %v; want an *Error", tc.in, got, err)
				}
				if e.Kind != InvalidBase64 || e.Offset != tc.wantAt || e.Input != tc.in || !strings.Contains(e.Detail, tc.detail) {
					t.Errorf("DecodeBase64(%q): %v (kind %v, offset %d); want %v at offset %d, detail with %q", tc.in, err, e.Kind, e.Offset, InvalidBase64, tc.wantAt, tc.detail)
				}
				if got != nil {
					t.Errorf("DecodeBase64(%q) = %q with an error; want nil", tc.in, got)
				}
				return
			}
			if err != nil || string(got) != tc.want {
				t.Fatalf("DecodeBase64(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
			// Appending keeps what dst holds.
			app, err := AppendDecodeBase64([]byte("prefix"), tc.in)
			if err != nil || string(app) != "prefix"+tc.want {
				t.Errorf("AppendDecodeBase64(prefix, %q) = %q, %v; want %q", tc.in, app, err, "prefix"+tc.want)
			}
		})
	}
}

func TestAppendDecodeBase64Failure(t *testing.T) {
	dst := []byte("keep")
	got, err := AppendDecodeBase64(dst, "YQ=!")
	if err == nil || string(got) != "keep" {
		t.Errorf("AppendDecodeBase64(keep, invalid) = %q, %v; want %q and an error", got, err, "keep")
	}
}

// TestDecodeBase64Buffers decodes into buffers of every spare capacity
// near the result's length: the eight-character blocks write eight bytes
// for six, and must not need more room than the result.
func TestDecodeBase64Buffers(t *testing.T) {
	for n := range 40 {
		raw := bytes.Repeat([]byte{0xa5, 0x5a, 0x3c}, n)[:n]
		enc := EncodeBase64(raw)
		for spare := range 10 {
			dst := make([]byte, 0, n+spare)
			got, err := AppendDecodeBase64(dst, enc)
			if err != nil || !bytes.Equal(got, raw) {
				t.Fatalf("n=%d spare=%d: %x, %v; want %x", n, spare, got, err, raw)
			}
		}
	}
}

func TestEncodeBase64(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"a", "YQ=="},
		{"ab", "YWI="},
		{"abc", "YWJj"},
		{"\xff\xff\xfe", "///+"},
	} {
		if got := EncodeBase64([]byte(tc.in)); got != tc.want {
			t.Errorf("EncodeBase64(%q) = %q; want %q", tc.in, got, tc.want)
		}
		if got := AppendEncodeBase64([]byte("x"), []byte(tc.in)); string(got) != "x"+tc.want {
			t.Errorf("AppendEncodeBase64(x, %q) = %q; want %q", tc.in, got, "x"+tc.want)
		}
	}
}

// TestDecodeBase64Std checks that DecodeBase64 agrees with encoding/base64
// on every input that StdEncoding decodes strictly.
func TestDecodeBase64Std(t *testing.T) {
	for n := range 64 {
		raw := make([]byte, n)
		for i := range raw {
			raw[i] = byte(i*151 + n*7)
		}
		enc := base64.StdEncoding.EncodeToString(raw)
		got, err := DecodeBase64(enc)
		if err != nil || !bytes.Equal(got, raw) {
			t.Errorf("DecodeBase64(%q) = %x, %v; want %x", enc, got, err, raw)
		}
		raw64 := base64.RawStdEncoding.EncodeToString(raw)
		got, err = DecodeBase64(raw64)
		if err != nil || !bytes.Equal(got, raw) {
			t.Errorf("DecodeBase64(%q) = %x, %v; want %x", raw64, got, err, raw)
		}
	}
}
