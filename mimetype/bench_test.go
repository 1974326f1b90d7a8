package mimetype

// Benchmarks of Parse beside mime.ParseMediaType, the call a Go program
// would otherwise make, on the same inputs:
//
//	go test -run '^$' -bench 'Parse|MediaType' -benchmem ./mimetype

import (
	"mime"
	"testing"
)

// benchInputs are typical Content-Type values.
var benchInputs = []struct{ name, in string }{
	{"plain", "text/html"},
	{"serialized", "text/html;charset=utf-8"},
	{"header", "text/html; charset=UTF-8"},
	{"quoted", `text/plain; charset="us-ascii"; format=flowed`},
	{"multipart", "multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW"},
}

var (
	sinkMIMEType MIMEType
	sinkString   string
	sinkParams   map[string]string
)

func BenchmarkParse(b *testing.B) {
	for _, bi := range benchInputs {
		b.Run(bi.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkMIMEType, _ = Parse(bi.in)
			}
		})
	}
}

func BenchmarkStdParseMediaType(b *testing.B) {
	for _, bi := range benchInputs {
		b.Run(bi.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkString, sinkParams, _ = mime.ParseMediaType(bi.in)
			}
		})
	}
}

// BenchmarkParseTable parses every input of mime-types.json once an op.
func BenchmarkParseTable(b *testing.B) {
	inputs := tableInputs(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, in := range inputs {
			sinkMIMEType, _ = Parse(in)
		}
	}
}

func BenchmarkStdParseMediaTypeTable(b *testing.B) {
	inputs := tableInputs(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, in := range inputs {
			sinkString, sinkParams, _ = mime.ParseMediaType(in)
		}
	}
}

func BenchmarkExtract(b *testing.B) {
	values := []string{"text/html; charset=UTF-8"}
	b.ReportAllocs()
	for b.Loop() {
		sinkMIMEType, _ = Extract(values)
	}
}

func BenchmarkParam(b *testing.B) {
	m, _ := Parse(`text/plain; format=flowed; charset="us-ascii"`)
	b.ReportAllocs()
	for b.Loop() {
		sinkString, _ = m.Param("charset")
	}
}
