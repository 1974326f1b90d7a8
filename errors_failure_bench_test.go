package url

import (
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

// rejects returns a dataset of d's inputs that Parse rejects, with their
// bases.
func rejects(d *benchdata.Dataset) *benchdata.Dataset {
	r := &benchdata.Dataset{Name: d.Name, Path: d.Path}
	if d.Bases != nil {
		r.Bases = []string{}
	}
	for i, s := range d.URLs {
		var base []*URL
		if d.Bases != nil && d.Bases[i] != "" {
			u, err := Parse(d.Bases[i])
			if err != nil {
				continue
			}
			base = []*URL{u}
		}
		if _, err := Parse(s, base...); err == nil {
			continue
		}
		r.URLs = append(r.URLs, s)
		if d.Bases != nil {
			r.Bases = append(r.Bases, d.Bases[i])
		}
	}
	return r
}

// BenchmarkParseFailures is BenchmarkParse on only the inputs that fail,
// for each dataset that has some (urltestdata.json's failures above all):
// what a rejected input costs, the Error included.
func BenchmarkParseFailures(b *testing.B) {
	failures(b, parseOp)
}

// BenchmarkCanParseFailures is BenchmarkParseFailures with CanParse, which
// makes no Error: the cost of the failure itself.
func BenchmarkCanParseFailures(b *testing.B) {
	failures(b, canParseOp)
}

func failures(b *testing.B, op func(string, *URL) bool) {
	for _, d := range benchdata.LoadAll(b) {
		r := rejects(d)
		if len(r.URLs) == 0 {
			continue
		}
		b.Run(d.Name, func(b *testing.B) {
			benchdata.PerInput(b, r, parseBase, op)
		})
	}
	// One of each kind: a detail of plain text, one that quotes an ASCII
	// code point, and one that quotes part of the input.
	for _, in := range []string{"http://a:b@/", "http://a b/", "http://ho%05st/", "http://0999999999999999999/"} {
		b.Run(in, func(b *testing.B) {
			benchdata.PerURL(b, []string{in}, func(s string) bool { return op(s, nil) })
		})
	}
}
