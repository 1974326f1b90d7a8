package url

import (
	neturl "net/url"
	"strings"
	"testing"
)

// benchEscapeInputs are strings people escape: names and values that need
// nothing, a few spaces and separators, mostly non-ASCII, and a long text.
var benchEscapeInputs = []struct{ name, s string }{
	{"plain", "quarterly-report_2024.final"},
	{"spaces", "fish and chips with mushy peas"},
	{"query", "name=Ann O'Neil&city=São Paulo&q=1+1=2"},
	{"path", "docs/Q&A #3/50% off?.pdf"},
	{"non-ASCII", "日本語のテキストと絵文字🙂"},
	{"long", strings.Repeat("The quick brown fox jumps over the lazy dog; ", 24)},
}

// BenchmarkPathSegmentEscape and BenchmarkStdPathEscape escape the same
// inputs, with the component set and with net/url's PathEscape.
func BenchmarkPathSegmentEscape(b *testing.B) {
	for _, in := range benchEscapeInputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.s)))
			for b.Loop() {
				_ = PathSegmentEscape(in.s)
			}
		})
	}
}

func BenchmarkStdPathEscape(b *testing.B) {
	for _, in := range benchEscapeInputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.s)))
			for b.Loop() {
				_ = neturl.PathEscape(in.s)
			}
		})
	}
}

// BenchmarkFormValueEscape and BenchmarkStdQueryEscape escape the same
// inputs, with the application/x-www-form-urlencoded set and with net/url's
// QueryEscape.
func BenchmarkFormValueEscape(b *testing.B) {
	for _, in := range benchEscapeInputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.s)))
			for b.Loop() {
				_ = FormValueEscape(in.s)
			}
		})
	}
}

func BenchmarkStdQueryEscape(b *testing.B) {
	for _, in := range benchEscapeInputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.s)))
			for b.Loop() {
				_ = neturl.QueryEscape(in.s)
			}
		})
	}
}

// BenchmarkPercentDecode and BenchmarkStdPathUnescape decode what
// PathSegmentEscape wrote.
func BenchmarkPercentDecode(b *testing.B) {
	for _, in := range benchEscapeInputs {
		enc := PathSegmentEscape(in.s)
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(enc)))
			for b.Loop() {
				_ = PercentDecode(enc)
			}
		})
	}
}

func BenchmarkStdPathUnescape(b *testing.B) {
	for _, in := range benchEscapeInputs {
		enc := PathSegmentEscape(in.s)
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(enc)))
			for b.Loop() {
				_, _ = neturl.PathUnescape(enc)
			}
		})
	}
}
