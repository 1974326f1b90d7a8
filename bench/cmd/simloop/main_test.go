package main

import (
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

// TestOps checks that both parsers' ops parse each input against its base,
// and count as rejected the inputs they reject and those whose base does
// not parse, as BenchmarkParse does.
func TestOps(t *testing.T) {
	d := &benchdata.Dataset{
		Name: "test",
		URLs: []string{
			"https://example.com/a",
			"../b?c",             // relative: accepted only against its base
			"c",                  // its base does not parse
			"http://[::1/",       // rejected by both
			"https://x.test/%zz", // accepted by weburl, rejected by net/url
		},
		Bases: []string{"", "https://example.com/a/b/", "http://[", "", ""},
	}
	for _, tc := range []struct {
		parser string
		op     func(*benchdata.Dataset) (func(int) bool, int)
		want   []bool
	}{
		{"weburl", weburlOp, []bool{true, true, false, false, true}},
		{"neturl", neturlOp, []bool{true, true, false, false, false}},
	} {
		op, parsed := tc.op(d)
		if parsed != 4 {
			t.Errorf("%s: %d inputs parsed a pass, want 4 (one base does not parse)", tc.parser, parsed)
		}
		for i, want := range tc.want {
			if got := op(i); got != want {
				t.Errorf("%s: op(%d) on %q = %v, want %v", tc.parser, i, d.URLs[i], got, want)
			}
		}
		accepted := 0
		for _, w := range tc.want {
			if w {
				accepted++
			}
		}
		if got := measured(op, len(d.URLs), 3); got != 3*accepted {
			t.Errorf("%s: measured over 3 passes accepted %d, want %d", tc.parser, got, 3*accepted)
		}
	}
	if sinkURL == nil || sinkURL.Href() != "https://x.test/%zz" {
		t.Errorf("the weburl sink holds %v, want the last URL accepted", sinkURL)
	}
}
