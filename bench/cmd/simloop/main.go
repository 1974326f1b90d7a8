// Command simloop parses the inputs of one dataset, in the dataset's order,
// with weburl or net/url, for bench/sim.sh to run under valgrind's callgrind,
// which counts the instructions, and the branch mispredictions and cache
// misses of the machine it simulates.
//
//	simloop -data noncanonical -parser weburl -passes 2
//
// It parses the dataset's bases, then parses every input once (a warm-up
// pass), then, between calls of markStart and markEnd, parses every input
// -passes times in order, against its base where it has one, as
// BenchmarkParse does. It prints the number of inputs it took between the
// marks ("calls N"), which sim.sh divides callgrind's counts between them
// by, as a benchmark op is an input; and how many of them it parsed
// ("parses M"): those whose base parsed, or that have none.
//
// With -outcomes FILE, it also writes to FILE what weburl makes of each
// input, a line each in the dataset's order, whichever parser it runs:
// "accepted", the name of the validation error that ended parsing (such
// as "port-invalid"), or "no-base" when the input's base does not parse.
// sim.sh -per groups the inputs by it (simper.py).
package main

import (
	"errors"
	"flag"
	"fmt"
	neturl "net/url"
	"os"
	"runtime"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/benchdata"
)

func init() {
	// The parses run on the main thread, whose counts sim.sh reads apart
	// from those of the runtime's other threads; and no allocation is
	// sampled for the memory profile at random, which would vary them.
	runtime.LockOSThread()
	runtime.MemProfileRate = 0
}

func main() {
	data := flag.String("data", "", "the dataset, by name (urltestdata, noncanonical, ...)")
	parser := flag.String("parser", "weburl", "weburl or neturl")
	passes := flag.Int("passes", 1, "passes over the dataset inside measured, after one outside it")
	outcomes := flag.String("outcomes", "", "a file to write weburl's outcome for each input to")
	flag.Parse()
	die := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "simloop: "+format+"\n", args...)
		os.Exit(1)
	}
	if *passes < 1 {
		die("-passes must be at least 1")
	}
	all, err := benchdata.All()
	if err != nil {
		die("%v", err)
	}
	var d *benchdata.Dataset
	for _, x := range all {
		if x.Name == *data {
			d = x
		}
	}
	if d == nil {
		die("no dataset named %q", *data)
	}
	var op func(i int) bool
	var parsed int
	switch *parser {
	case "weburl":
		op, parsed = weburlOp(d)
	case "neturl":
		op, parsed = neturlOp(d)
	default:
		die("-parser must be weburl or neturl, not %q", *parser)
	}
	if *outcomes != "" {
		if err := os.WriteFile(*outcomes, weburlOutcomes(d), 0o644); err != nil {
			die("%v", err)
		}
	}
	n := len(d.URLs)
	accepted := pass(op, n)
	markStart()
	got := measured(op, n, *passes)
	markEnd()
	if got != *passes*accepted {
		die("%s accepted %d inputs of %s in a pass, then %d in %d passes", *parser, accepted, *data, got, *passes)
	}
	fmt.Printf("calls %d\nparses %d\n", *passes*n, *passes*parsed)
	runtime.KeepAlive(sinkURL)
	runtime.KeepAlive(sinkStdURL)
}

// markStart and markEnd mark where the counted parses start and end:
// sim.sh has callgrind write its counts out at each one's entry, so that
// the counts between the two are those of measured alone. (Counting inside
// measured with callgrind's --toggle-collect gave counts that varied by up
// to a third from run to run: that option follows calls and returns, which
// Go's switches between stacks can confuse.)
//
//go:noinline
func markStart() {}

//go:noinline
func markEnd() {}

// measured runs op on every input, passes times, in order.
//
//go:noinline
func measured(op func(int) bool, n, passes int) int {
	accepted := 0
	for range passes {
		accepted += pass(op, n)
	}
	return accepted
}

func pass(op func(int) bool, n int) int {
	accepted := 0
	for i := range n {
		if op(i) {
			accepted++
		}
	}
	return accepted
}

// The sinks keep each result alive, as the benchmarks' do, so that it is
// allocated where a caller would get it: on the heap.
var (
	sinkURL    *url.URL
	sinkStdURL *neturl.URL
)

// parseBases parses the base of each of d's inputs that has one, with
// parse, before the counting starts. It returns the bases (nil for an
// input without one), whether each input is to be parsed (it has no base,
// or its base parsed), and how many are.
func parseBases[U any](d *benchdata.Dataset, parse func(string) (*U, error)) (bases []*U, ok []bool, parsed int) {
	bases = make([]*U, len(d.URLs))
	ok = make([]bool, len(d.URLs))
	for i := range d.URLs {
		ok[i] = true
		if d.Bases != nil && d.Bases[i] != "" {
			b, err := parse(d.Bases[i])
			bases[i], ok[i] = b, err == nil
		}
		if ok[i] {
			parsed++
		}
	}
	return bases, ok, parsed
}

// parseWeburl parses a base with weburl. (A function of its own, so that
// the op that weburlOp returns is its only function literal: sim.sh -per
// names it.)
func parseWeburl(s string) (*url.URL, error) { return url.Parse(s) }

// weburlOp returns the op that parses input i of d with weburl, and how
// many of d's inputs it parses: those whose base parsed, or that have none.
// sim.sh -per names the op (main.weburlOp.func1), as it does neturlOp's.
func weburlOp(d *benchdata.Dataset) (func(int) bool, int) {
	bases, ok, parsed := parseBases(d, parseWeburl)
	return func(i int) bool {
		if !ok[i] {
			return false
		}
		var u *url.URL
		var err error
		if bases[i] != nil {
			u, err = url.Parse(d.URLs[i], bases[i])
		} else {
			u, err = url.Parse(d.URLs[i])
		}
		sinkURL = u
		return err == nil
	}, parsed
}

// neturlOp is weburlOp with net/url: Parse, or the base's Parse.
func neturlOp(d *benchdata.Dataset) (func(int) bool, int) {
	bases, ok, parsed := parseBases(d, neturl.Parse)
	return func(i int) bool {
		if !ok[i] {
			return false
		}
		var u *neturl.URL
		var err error
		if bases[i] != nil {
			u, err = bases[i].Parse(d.URLs[i])
		} else {
			u, err = neturl.Parse(d.URLs[i])
		}
		sinkStdURL = u
		return err == nil
	}, parsed
}

// weburlOutcomes returns what weburl makes of each of d's inputs, a line
// each (see -outcomes).
func weburlOutcomes(d *benchdata.Dataset) []byte {
	bases, ok, _ := parseBases(d, parseWeburl)
	var b []byte
	for i, in := range d.URLs {
		if !ok[i] {
			b = append(b, "no-base\n"...)
			continue
		}
		var err error
		if bases[i] != nil {
			_, err = url.Parse(in, bases[i])
		} else {
			_, err = url.Parse(in)
		}
		var e *url.Error
		switch {
		case err == nil:
			b = append(b, "accepted\n"...)
		case errors.As(err, &e):
			b = append(b, e.Code.String()+"\n"...)
		default:
			b = append(b, "error\n"...)
		}
	}
	return b
}
