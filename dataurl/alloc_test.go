package dataurl

import (
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/race"
)

// TestAllocs pins the allocations: one for a decoded body, whatever its
// size, one for the DataURL, and the URL parser's one (a canonical input's
// URL shares its string).
func TestAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates on its own")
	}
	big := base64Body(1<<20, false)
	wrapped := base64Body(1<<20, true)
	bigURL := "data:application/octet-stream;base64," + big
	u := url.MustParse(bigURL)
	textURL := url.MustParse(smallText)
	room := make([]byte, 0, len(big))
	tests := []struct {
		name string
		want float64
		f    func()
	}{
		{"DecodeBase64, 1 MiB", 1, func() { DecodeBase64(big) }},
		{"DecodeBase64, 1 MiB in lines", 1, func() { DecodeBase64(wrapped) }},
		{"AppendDecodeBase64 with room", 0, func() { AppendDecodeBase64(room, big) }},
		{"EncodeBase64", 1, func() { EncodeBase64([]byte("hello, world")) }},
		{"url.Parse, base64, 1 MiB", 1, func() { url.Parse(bigURL) }},
		{"Process, base64, 1 MiB", 2, func() { Process(u) }},
		{"Parse, base64, 1 MiB", 3, func() { Parse(bigURL) }},
		{"Process, percent-encoded text", 2, func() { Process(textURL) }},
		{"Parse, percent-encoded text", 3, func() { Parse(smallText) }},
		{"Parse, small PNG", 3, func() { Parse(smallPNG) }},
		{"Parse, no MIME type", 3, func() { Parse("data:,x") }},
		{"Parse, no MIME type, base64", 3, func() { Parse("data:;base64,YQ") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := testing.AllocsPerRun(20, tt.f); got != tt.want {
				t.Errorf("%v allocations; want %v", got, tt.want)
			}
		})
	}
}
