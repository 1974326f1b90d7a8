package hostile

import (
	"fmt"
	"strings"
	"testing"

	"github.com/weburl/url/internal/race"
)

// recorder is a testing.TB that keeps what Check reports instead of
// failing the test that runs it.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// sink and sinkBytes keep the runs' results, so that the compiler keeps
// their loops and allocations.
var (
	sink      int
	sinkBytes []byte
)

// linear reads each byte once.
func linear(in string) Result {
	n := 0
	for i := range len(in) {
		n += int(in[i])
	}
	sink = n
	return Result{OK: true}
}

// quadratic reads, for every 128th byte, every 128th byte before it: its
// cost per byte grows 16 times from 64 KiB to 1 MiB, as any quadratic
// algorithm's does.
func quadratic(in string) Result {
	n := 0
	for i := 0; i < len(in); i += 128 {
		for j := 0; j < i; j += 128 {
			n += int(in[j])
		}
	}
	sink = n
	return Result{OK: true}
}

// TestCheck checks that Check finds a quadratic run and passes a linear
// one, and that it holds a run to its memory limit.
func TestCheck(t *testing.T) {
	input := func(n int) string { return strings.Repeat("a", n) }
	for _, tc := range []struct {
		name   string
		run    func(string) Result
		limits Limits
		want   string // what a report must hold; "" for none
		timed  bool   // whether the case is about time
	}{
		{"linear", linear, Limits{}, "", true},
		{"quadratic", quadratic, Limits{}, "not linear", true},
		{"allocating", func(in string) Result {
			sinkBytes = []byte(in) // a copy of the input: 1 byte per byte
			return Result{OK: true}
		}, Limits{AllocPerByte: 0, Race: race.Enabled}, "bytes allocated, more than 0", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.timed && race.Enabled {
				t.Skip("time is not checked under the race detector, which slows code down on its own")
			}
			r := &recorder{TB: t}
			lim := tc.limits
			lim.Name, lim.Run = tc.name, tc.run
			Check(r, []Case{{Name: tc.name, Input: input, OK: true}}, lim)
			switch {
			case tc.want == "" && len(r.errors) > 0:
				t.Errorf("Check reported %q; want nothing", r.errors)
			case tc.want != "" && (len(r.errors) == 0 || !strings.Contains(strings.Join(r.errors, "\n"), tc.want)):
				t.Errorf("Check reported %q; want a report with %q", r.errors, tc.want)
			}
		})
	}
}
