package view

import (
	"encoding/base64"
	"strings"
	"testing"
)

// A 1×1 PNG.
const pngBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

func TestData(t *testing.T) {
	big := base64.StdEncoding.EncodeToString(make([]byte, MaxPreview+1))
	atMost := base64.StdEncoding.EncodeToString(make([]byte, MaxPreview))
	tests := []struct {
		name, input string
		want        *Data // nil: no data section
	}{
		{"not a data: URL", "https://example.com/a.png", nil},
		{"a data: URL that does not parse", "data://a b/,x", nil},
		{
			name:  "text",
			input: "data:,Hello%2C%20World!",
			want:  &Data{MIMEType: "text/plain;charset=US-ASCII", Essence: "text/plain", BodySize: 13, NoPreview: "only PNG, JPEG, GIF and WebP images are previewed"},
		},
		{
			name:  "PNG",
			input: "data:Image/PNG;name=x;base64," + pngBase64 + "#f",
			want:  &Data{MIMEType: "image/png;name=x", Essence: "image/png", BodySize: 70, Preview: "data:image/png;base64," + pngBase64},
		},
		{
			// The preview is made afresh: the whitespace and percent-encoding
			// of the input are gone.
			name:  "JPEG, GIF and WebP, written loosely",
			input: "data:image/jpeg; BASE64,%2F9j/ 4A==",
			want:  &Data{MIMEType: "image/jpeg", Essence: "image/jpeg", BodySize: 4, Preview: "data:image/jpeg;base64,/9j/4A=="},
		},
		{"GIF", "data:image/gif;base64,R0lGODlh", &Data{MIMEType: "image/gif", Essence: "image/gif", BodySize: 6, Preview: "data:image/gif;base64,R0lGODlh"}},
		{"WebP", "data:image/webp,RIFF", &Data{MIMEType: "image/webp", Essence: "image/webp", BodySize: 4, Preview: "data:image/webp;base64,UklGRg=="}},
		{
			name:  "SVG is never previewed",
			input: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>",
			want:  &Data{MIMEType: "image/svg+xml", Essence: "image/svg+xml", BodySize: 59, NoPreview: "only PNG, JPEG, GIF and WebP images are previewed"},
		},
		{
			name:  "HTML is never previewed",
			input: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
			want:  &Data{MIMEType: "text/html", Essence: "text/html", BodySize: 25, NoPreview: "only PNG, JPEG, GIF and WebP images are previewed"},
		},
		{
			name:  "a PNG body that is not a PNG is still an image to the browser",
			input: "data:image/png,abc",
			want:  &Data{MIMEType: "image/png", Essence: "image/png", BodySize: 3, Preview: "data:image/png;base64,YWJj"},
		},
		{"1 MB", "data:image/png;base64," + atMost, &Data{MIMEType: "image/png", Essence: "image/png", BodySize: MaxPreview, Preview: "data:image/png;base64," + atMost}},
		{"over 1 MB", "data:image/png;base64," + big, &Data{MIMEType: "image/png", Essence: "image/png", BodySize: MaxPreview + 1, NoPreview: "the body is larger than 1 MB"}},
		{"no comma", "data:image/png", &Data{Error: "no comma: no \",\" ends the MIME type"}},
		{"bad base64", "data:image/png;base64,iVBORw0K=GgoA", &Data{Error: "invalid base64"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := View(tt.input, "", "").Data
			switch {
			case tt.want == nil && got == nil:
				return
			case tt.want == nil:
				t.Fatalf("Data = %+v; want none", got)
			case got == nil:
				t.Fatal("no Data")
			}
			if tt.want.Error != "" {
				if !strings.HasPrefix(got.Error, tt.want.Error) || got.MIMEType != "" || got.Preview != "" {
					t.Errorf("Data = %+v; want the error %q", got, tt.want.Error)
				}
				return
			}
			if *got != *tt.want {
				t.Errorf("Data = %+.300v\nwant   %+.300v", *got, *tt.want)
			}
		})
	}
}
