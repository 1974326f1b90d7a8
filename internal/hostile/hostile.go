// Package hostile checks that inputs built to be hard are processed in
// linear time and memory. It serves the tests of package url and of the
// packages built on it: each names its kinds of hostile input and what one
// run may allocate, and Check measures every kind at 64 KiB and at 1 MiB.
package hostile

import (
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

var table = flag.Bool("hostile.table", false, "TestHostileInputs: print the cost of every kind of hostile input")

// A Case is a kind of input built to find superlinear time or memory: a
// long run of whatever makes some state of a parser or decoder work
// hardest.
type Case struct {
	Name  string
	Input func(n int) string // an input of about n bytes
	OK    bool               // whether processing it succeeds
	// Run processes the input; nil stands for the caller's default.
	Run func(input string) Result
	// AllocPerByte, when not 0, replaces Limits.AllocPerByte for this
	// kind.
	AllocPerByte int
}

// Result is what processing an input gave.
type Result struct {
	OK bool
	// Out is the result's length in bytes; a run may allocate in
	// proportion to its input or to Out, whichever is longer.
	Out int
	// Pairs is the number of name-value pairs the result holds, for
	// Limits.AllocPerPair.
	Pairs int
}

// Limits are what a run may cost.
type Limits struct {
	// Name starts the summary line Check prints.
	Name string
	// Run processes a Case whose Run is nil.
	Run func(input string) Result
	// Within, when not nil, is work that Run does on the input and that
	// another package's tests check: measure runs it once on its own, and
	// takes what it allocates off each run of Run. The length it returns
	// counts as a result's.
	Within func(input string) int
	// AllocPerByte is how many bytes one run may allocate per byte of its
	// input or of its result, whichever is longer, and AllocPerPair how
	// many more per name-value pair of the result.
	AllocPerByte, AllocPerPair int
	// Race says that the race detector is on: it slows some code down far
	// more than other code, and not in proportion to the input's size,
	// so time is not checked then.
	Race bool
}

// maxRatio bounds the cost per byte of a 1 MiB input over that of a 64 KiB
// one. A quadratic algorithm gives 16 (TestCheck's quadratic run measured
// 12 to 35, from an idle machine to a busy one). A linear one gives 1 to
// about 4: more where the 1 MiB run allocates tens of megabytes of fresh
// memory or outgrows the caches, and most on a busy machine (4.06 for
// dataurl's "many distinct parameters" while two fuzzers ran beside it).
// 8 lies between the two.
const maxRatio = 8

// cost is what processing one hostile input cost.
type cost struct {
	size  int           // input bytes
	res   Result        // what the last run gave
	out   int           // the longest result: res.Out, or Within's
	time  time.Duration // the fastest run
	alloc uint64        // bytes allocated by the last run, but for Within's
}

func (c cost) nsPerByte() float64 { return float64(c.time.Nanoseconds()) / float64(c.size) }

// measure processes an input of about n bytes of the kind tc runs times.
// The collector is off during each run, so that a collection does not land
// in some runs and not others, and runs between them.
func measure(t testing.TB, tc *Case, run func(string) Result, within func(string) int, n, runs int) cost {
	t.Helper()
	in := tc.Input(n)
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	c := cost{size: len(in), time: time.Duration(1<<63 - 1)}
	var before, after runtime.MemStats
	var free uint64
	if within != nil {
		runtime.GC()
		runtime.ReadMemStats(&before)
		c.out = within(in)
		runtime.ReadMemStats(&after)
		free = after.TotalAlloc - before.TotalAlloc
	}
	for range runs {
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		res := run(in)
		d := time.Since(start)
		runtime.ReadMemStats(&after)
		if res.OK != tc.OK {
			t.Fatalf("%s, %d bytes: success %v; want %v", tc.Name, len(in), res.OK, tc.OK)
		}
		c.res = res
		c.out = max(c.out, res.Out)
		c.time = min(c.time, d)
		alloc := after.TotalAlloc - before.TotalAlloc
		c.alloc = alloc - min(free, alloc)
	}
	return c
}

// Check measures every case at 64 KiB and at 1 MiB. Time: the cost per
// byte at 1 MiB, the fastest of several runs, must be less than maxRatio
// times that at 64 KiB. Memory: each run stays within lim.
func Check(t testing.TB, cases []Case, lim Limits) {
	const small, large = 64 << 10, 1 << 20
	runs := 5
	if lim.Race {
		runs = 1 // time is not measured
	}
	worst := 0.0
	for i := range cases {
		tc := &cases[i]
		run, within := tc.Run, (func(string) int)(nil)
		if run == nil {
			run, within = lim.Run, lim.Within
		}
		var s, l cost
		ratio := 0.0
		// A busy machine can slow one measurement down; a superlinear
		// algorithm is slow every time.
		for range 3 {
			s = measure(t, tc, run, within, small, 4*runs)
			l = measure(t, tc, run, within, large, runs)
			ratio = l.nsPerByte() / s.nsPerByte()
			if lim.Race || ratio < maxRatio {
				break
			}
		}
		if *table {
			fmt.Printf("%-40s 64 KiB %9v %6.2f ns/B | 1 MiB %9v %6.2f ns/B | ratio %4.2f | alloc %5.2f B/B, output %4.2f B/B\n",
				tc.Name, s.time.Round(time.Microsecond), s.nsPerByte(), l.time.Round(time.Microsecond), l.nsPerByte(), ratio,
				float64(l.alloc)/float64(l.size), float64(l.out)/float64(l.size))
		}
		if !lim.Race {
			worst = max(worst, ratio)
			if ratio >= maxRatio {
				t.Errorf("%s: %.2f ns/B at %d bytes but %.2f ns/B at %d bytes: not linear", tc.Name, s.nsPerByte(), s.size, l.nsPerByte(), l.size)
			}
		}
		perByte := lim.AllocPerByte
		if tc.AllocPerByte != 0 {
			perByte = tc.AllocPerByte
		}
		for _, c := range []cost{s, l} {
			limit := uint64(perByte*max(c.size, c.out) + lim.AllocPerPair*c.res.Pairs)
			if c.alloc > limit {
				t.Errorf("%s: %d input bytes, %d output bytes, %d pairs: %d bytes allocated, more than %d",
					tc.Name, c.size, c.out, c.res.Pairs, c.alloc, limit)
			}
		}
	}
	if lim.Race {
		fmt.Printf("%s: %d kinds at 64 KiB and 1 MiB, memory checked (time is not, under the race detector)\n", lim.Name, len(cases))
	} else {
		verdict := "linear"
		if worst >= maxRatio {
			verdict = "not linear"
		}
		fmt.Printf("%s: %d kinds at 64 KiB and 1 MiB, %s (worst cost-per-byte ratio %.2f, limit %d)\n", lim.Name, len(cases), verdict, worst, maxRatio)
	}
}
