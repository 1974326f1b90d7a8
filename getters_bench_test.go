package url

import (
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

var sinkInt int

// BenchmarkGetters reads every component of every URL of each list, parsed
// beforehand: Protocol, Username, Password, Host, Hostname, Port, Pathname,
// Search and Hash. ns/op is the time for the nine getters on one URL.
func BenchmarkGetters(b *testing.B) {
	var urls []*URL
	next := 0
	perDataset(b, func(d *benchdata.Dataset) []string {
		// The URLs that parse, which op takes in turn, as PerURL does
		// their inputs.
		urls, next = urls[:0], 0
		var in []string
		for _, s := range d.URLs {
			if u, err := Parse(s); err == nil {
				urls = append(urls, u)
				in = append(in, s)
			}
		}
		return in
	}, func(string) bool {
		u := urls[next]
		if next++; next == len(urls) {
			next = 0
		}
		sinkInt += len(u.Protocol()) + len(u.Username()) + len(u.Password()) + len(u.Host()) + len(u.Hostname()) +
			len(u.Port()) + len(u.Pathname()) + len(u.Search()) + len(u.Hash())
		return true
	})
}
