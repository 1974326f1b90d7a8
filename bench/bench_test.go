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

// A parser is one of the compared parsers, as an operation on one URL that
// reports whether the URL was accepted.
type parser struct {
	name  string // the parser= key of the benchmark names
	parse func(string) bool
}

var parsers = []parser{
	{"weburl", func(s string) bool {
		u, err := url.Parse(s)
		sinkWeb = u
		return err == nil
	}},
	{"neturl", func(s string) bool {
		u, err := neturl.Parse(s)
		sinkStd = u
		return err == nil
	}},
	{"nlnwa", func(s string) bool {
		u, err := nlnwa.Parse(s)
		sinkNlnwa = u
		return err == nil
	}},
}

// BenchmarkParse parses every URL of every dataset with each parser, one
// URL per op (see benchdata.PerURL). The sub-benchmarks are named
// parser=NAME/data=DATASET, so that "benchstat -col /parser" compares the
// parsers and "benchstat -filter /parser:weburl old.txt new.txt" compares
// two runs of one of them.
func BenchmarkParse(b *testing.B) {
	sets := benchdata.Load(b)
	for _, p := range parsers {
		b.Run("parser="+p.name, func(b *testing.B) {
			for _, d := range sets {
				b.Run("data="+d.Name, func(b *testing.B) {
					benchdata.PerURL(b, d.URLs, p.parse)
				})
			}
		})
	}
}
