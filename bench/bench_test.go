package bench

import (
	neturl "net/url"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
	"github.com/weburl/url"
	"github.com/weburl/url/internal/benchdata"
)

// The parsers store their results here, so that the compiler can neither
// drop them nor keep on the stack what a caller would get on the heap.
var (
	sinkWeb   *url.URL
	sinkStd   *neturl.URL
	sinkNlnwa *nlnwa.Url
)

// A parser is one of the compared parsers: bench runs it over a dataset
// (with benchdata.PerInput), parsing each input against its base where it
// has one, the base parsed beforehand.
type parser struct {
	name  string // the parser= key of the benchmark names
	bench func(b *testing.B, d *benchdata.Dataset)
}

var parsers = []parser{
	{"weburl", func(b *testing.B, d *benchdata.Dataset) {
		benchdata.PerInput(b, d, func(s string) (*url.URL, bool) {
			u, err := url.Parse(s)
			return u, err == nil
		}, func(s string, base *url.URL) bool {
			var u *url.URL
			var err error
			if base != nil {
				u, err = url.Parse(s, base)
			} else {
				u, err = url.Parse(s)
			}
			sinkWeb = u
			return err == nil
		})
	}},
	{"neturl", func(b *testing.B, d *benchdata.Dataset) {
		// (*URL).Parse parses the reference and resolves it.
		benchdata.PerInput(b, d, func(s string) (*neturl.URL, bool) {
			u, err := neturl.Parse(s)
			return u, err == nil
		}, func(s string, base *neturl.URL) bool {
			var u *neturl.URL
			var err error
			if base != nil {
				u, err = base.Parse(s)
			} else {
				u, err = neturl.Parse(s)
			}
			sinkStd = u
			return err == nil
		})
	}},
	{"nlnwa", func(b *testing.B, d *benchdata.Dataset) {
		benchdata.PerInput(b, d, func(s string) (*nlnwa.Url, bool) {
			u, err := nlnwa.Parse(s)
			return u, err == nil
		}, func(s string, base *nlnwa.Url) bool {
			var u *nlnwa.Url
			var err error
			if base != nil {
				u, err = base.Parse(s)
			} else {
				u, err = nlnwa.Parse(s)
			}
			sinkNlnwa = u
			return err == nil
		})
	}},
}

// BenchmarkParse parses every input of every dataset (the URL lists and the
// data derived from them, benchdata.LoadAll) with each parser, one input
// per op (see benchdata.PerURL). The sub-benchmarks are named
// parser=NAME/data=DATASET, so that "benchstat -col /parser" compares the
// parsers and "benchstat -filter /parser:weburl old.txt new.txt" compares
// two runs of one of them. bench/table.sh adds ada's times, from
// bench/ada/harness.cpp, under the same names.
func BenchmarkParse(b *testing.B) {
	sets := benchdata.LoadAll(b)
	for _, p := range parsers {
		b.Run("parser="+p.name, func(b *testing.B) {
			for _, d := range sets {
				b.Run("data="+d.Name, func(b *testing.B) {
					p.bench(b, d)
				})
			}
		})
	}
}
