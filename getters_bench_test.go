package url

import (
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

// BenchmarkGetters reads every component of every URL of each list, parsed
// beforehand: Protocol, Username, Password, Host, Hostname, Port, Pathname,
// Search and Hash. ns/URL is the time for the nine getters on one URL.
func BenchmarkGetters(b *testing.B) {
	for _, d := range benchdata.Load(b) {
		b.Run(d.Name, func(b *testing.B) {
			var urls []*URL
			for _, s := range d.URLs {
				if u, err := Parse(s); err == nil {
					urls = append(urls, u)
				}
			}
			if len(urls) == 0 {
				b.Fatalf("no URL of %s parses", d.Name)
			}
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, u := range urls {
					n += len(u.Protocol()) + len(u.Username()) + len(u.Password()) + len(u.Host()) + len(u.Hostname()) +
						len(u.Port()) + len(u.Pathname()) + len(u.Search()) + len(u.Hash())
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(urls)), "ns/URL")
			sinkBool = n == 0
		})
	}
}
