package dataurl

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/weburl/url"
)

// randomBytes returns n bytes that are the same on every run.
func randomBytes(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// base64Body returns the base64 of random bytes, about n characters, as
// one line or in lines of 76 characters ended by CRLF (as MIME wraps it).
func base64Body(n int, wrapped bool) string {
	s := EncodeBase64(randomBytes(n / 4 * 3))
	if !wrapped {
		return s
	}
	var b strings.Builder
	for len(s) > 76 {
		b.WriteString(s[:76])
		b.WriteString("\r\n")
		s = s[76:]
	}
	b.WriteString(s)
	return b.String()
}

const tenMB = 10 << 20

func BenchmarkDecodeBase64_10MB(b *testing.B) {
	s := base64Body(tenMB, false)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := DecodeBase64(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeBase64_10MB_Wrapped(b *testing.B) {
	s := base64Body(tenMB, true)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := DecodeBase64(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseBase64_10MB(b *testing.B) {
	s := "data:application/octet-stream;base64," + base64Body(tenMB, false)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProcessBase64_10MB is BenchmarkParseBase64_10MB without the URL
// parser's part.
func BenchmarkProcessBase64_10MB(b *testing.B) {
	s := "data:application/octet-stream;base64," + base64Body(tenMB, false)
	u, err := url.Parse(s)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Process(u); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkURLParse_10MB is the URL parser's part of
// BenchmarkParseBase64_10MB.
func BenchmarkURLParse_10MB(b *testing.B) {
	s := "data:application/octet-stream;base64," + base64Body(tenMB, false)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := url.Parse(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParsePercentEncoded_1MB(b *testing.B) {
	s := "data:text/plain;charset=utf-8," + strings.Repeat("caf%C3%A9 %E2%80%A0 ", 1<<20/21)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(s); err != nil {
			b.Fatal(err)
		}
	}
}

// smallText and smallPNG are data: URLs as they are met in pages: a line
// of text, and a small image (a 1x1 PNG, 68 bytes).
const (
	smallText = "data:text/plain;charset=utf-8,Hello%2C%20World!"
	smallPNG  = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
)

func BenchmarkParseSmallText(b *testing.B) {
	b.SetBytes(int64(len(smallText)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(smallText); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseSmallPNG(b *testing.B) {
	b.SetBytes(int64(len(smallPNG)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(smallPNG); err != nil {
			b.Fatal(err)
		}
	}
}
