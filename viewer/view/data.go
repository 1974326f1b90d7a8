package view

import (
	"errors"

	url "github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

// MaxPreview is the largest body, in bytes, that the viewer previews as an
// image.
const MaxPreview = 1 << 20

// previewable are the essences of the raster image formats the viewer
// previews. SVG is left out on purpose (it is a document that can hold
// scripts and fetch other resources), and so is every other type.
var previewable = map[string]bool{
	"image/png":  true,
	"image/jpeg": true,
	"image/gif":  true,
	"image/webp": true,
}

// Data is what the viewer shows for a data: URL: the Fetch Standard's data:
// URL processor's MIME type and body, or why it failed.
type Data struct {
	MIMEType string `json:"mimeType,omitempty"` // serialized; "" on failure
	Essence  string `json:"essence,omitempty"`
	BodySize int    `json:"bodySize"`
	Error    string `json:"error,omitempty"` // the processor's failure
	// Preview is the src of an <img> for a raster image (PNG, JPEG, GIF or
	// WebP by the essence) of at most MaxPreview bytes: a data: URL made
	// afresh from the essence and the base64 of the body, never the input
	// itself. It is "" for any other body; NoPreview then says why.
	Preview   string `json:"preview,omitempty"`
	NoPreview string `json:"noPreview,omitempty"`
}

// dataOf runs the data: URL processor on u, a URL whose scheme is data.
func dataOf(u *url.URL) *Data {
	d, err := dataurl.Process(u)
	if err != nil {
		// The kind and the detail; the offset would be one in the URL's
		// serialization, not in the input.
		msg := err.Error()
		var derr *dataurl.Error
		if errors.As(err, &derr) {
			msg = derr.Kind.String()
			if derr.Detail != "" {
				msg += ": " + derr.Detail
			}
		}
		return &Data{Error: msg}
	}
	out := &Data{MIMEType: d.MIMEType.String(), Essence: d.MIMEType.Essence(), BodySize: len(d.Body)}
	switch {
	case !previewable[out.Essence]:
		out.NoPreview = "only PNG, JPEG, GIF and WebP images are previewed"
	case len(d.Body) > MaxPreview:
		out.NoPreview = "the body is larger than 1 MB"
	default:
		out.Preview = string(dataurl.AppendEncodeBase64([]byte("data:"+out.Essence+";base64,"), d.Body))
	}
	return out
}
