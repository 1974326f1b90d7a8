package bench

import (
	"bytes"
	"encoding/base64"
	"math/rand/v2"
	"testing"

	vpdataurl "github.com/vincent-petithory/dataurl"
	"github.com/weburl/url/dataurl"
)

// dataURLs are the data: URLs the dataurl benchmarks read: a line of
// text, a small image (a 1x1 PNG, 68 bytes) as pages inline them, and a
// 10 MiB base64 body.
var dataURLs = []struct{ name, input string }{
	{"text", "data:text/plain;charset=utf-8,Hello%2C%20World!"},
	{"png", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="},
	{"base64-10MiB", "data:application/octet-stream;base64," + base64.StdEncoding.EncodeToString(randomBody(10<<20/4*3))},
}

// randomBody returns n bytes that are the same on every run.
func randomBody(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

var (
	sinkDataURL   *dataurl.DataURL
	sinkVPDataURL *vpdataurl.DataURL
	sinkBytes     []byte
)

// TestDataURLAgree checks that weburl's dataurl and
// github.com/vincent-petithory/dataurl (RFC 2397) read the benchmark inputs
// to the same body and MIME type essence, so that they are compared doing
// the same work.
func TestDataURLAgree(t *testing.T) {
	for _, du := range dataURLs {
		w, err := dataurl.Parse(du.input)
		if err != nil {
			t.Fatalf("%s: %v", du.name, err)
		}
		v, err := vpdataurl.DecodeString(du.input)
		if err != nil {
			t.Fatalf("%s: vincent-petithory/dataurl: %v", du.name, err)
		}
		if !bytes.Equal(w.Body, v.Data) || w.MIMEType.Essence() != v.ContentType() {
			t.Errorf("%s: %s, %d bytes; vincent-petithory/dataurl: %s, %d bytes", du.name, w.MIMEType.Essence(), len(w.Body), v.ContentType(), len(v.Data))
		}
	}
}

func BenchmarkDataURL(b *testing.B) {
	for _, du := range dataURLs {
		b.Run(du.name, func(b *testing.B) {
			b.SetBytes(int64(len(du.input)))
			b.ReportAllocs()
			for b.Loop() {
				d, err := dataurl.Parse(du.input)
				if err != nil {
					b.Fatal(err)
				}
				sinkDataURL = d
			}
		})
	}
}

func BenchmarkVincentPetithoryDataURL(b *testing.B) {
	for _, du := range dataURLs {
		b.Run(du.name, func(b *testing.B) {
			b.SetBytes(int64(len(du.input)))
			b.ReportAllocs()
			for b.Loop() {
				d, err := vpdataurl.DecodeString(du.input)
				if err != nil {
					b.Fatal(err)
				}
				sinkVPDataURL = d
			}
		})
	}
}

// BenchmarkDecodeBase64 and BenchmarkStdDecodeBase64 decode the 10 MiB
// body alone: the forgiving-base64 decode beside encoding/base64's.
func BenchmarkDecodeBase64(b *testing.B) {
	s := dataURLs[2].input[len("data:application/octet-stream;base64,"):]
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		d, err := dataurl.DecodeBase64(s)
		if err != nil {
			b.Fatal(err)
		}
		sinkBytes = d
	}
}

func BenchmarkStdDecodeBase64(b *testing.B) {
	s := dataURLs[2].input[len("data:application/octet-stream;base64,"):]
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		d, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			b.Fatal(err)
		}
		sinkBytes = d
	}
}
