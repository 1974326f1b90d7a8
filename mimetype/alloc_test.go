package mimetype

import (
	"strings"
	"testing"

	"github.com/weburl/url/internal/race"
)

// TestAllocs pins the allocations of parsing and of the getters.
func TestAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates")
	}
	// A serialization of outBufSize bytes, from an input that is not one.
	long := "multipart/form-data; boundary=" + strings.Repeat("-", outBufSize-len("multipart/form-data;boundary="))
	var m MIMEType
	var s string
	tests := []struct {
		name string
		f    func()
		want float64
	}{
		{"Parse serialized", func() { m, _ = Parse("text/html;charset=utf-8") }, 0},
		{"Parse", func() { m, _ = Parse("Text/HTML; charset=utf-8") }, 1},
		{"Parse quoted", func() { m, _ = Parse(`text/plain; charset="utf-8"; format=flowed`) }, 1},
		{"Parse 256 bytes", func() { m, _ = Parse(long) }, 1},
		{"ParseBytes serialized", func() { m, _ = ParseBytes([]byte("text/html;charset=utf-8")) }, 1},
		{"ParseBytes", func() { m, _ = ParseBytes([]byte("Text/HTML; charset=utf-8")) }, 1},
		{"Extract one", func() { m, _ = Extract([]string{"text/html; charset=utf-8"}) }, 1},
		{"Essence", func() { s = m.Essence() }, 0},
		{"String", func() { s = m.String() }, 0},
		{"Param", func() { s, _ = m.Param("charset") }, 0},
		{"Params", func() {
			for range m.Params() {
			}
		}, 0},
		{"NumParams", func() { _ = m.NumParams() }, 0},
		{"Encoding", func() { s = m.Encoding() }, 0},
	}
	if m, _ := Parse(long); len(m.String()) != outBufSize {
		t.Fatalf("the long input's serialization has %d bytes; want %d", len(m.String()), outBufSize)
	}
	m, _ = Parse("text/html;charset=utf-8")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if n := testing.AllocsPerRun(100, tc.f); n != tc.want {
				t.Errorf("%v allocations; want %v", n, tc.want)
			}
		})
	}
	_ = s
}
