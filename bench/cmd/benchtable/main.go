// Command benchtable turns the output of the bench module's benchmarks into
// the Markdown results table of README.md. bench/table.sh runs it; by hand:
//
//	benchtable -header -flags '-count 10' > raw.txt   # date, machine, Go, load, data
//	go test -run '^$' -bench . -count 10 >> raw.txt
//	benchtable -after >> raw.txt                      # load
//	benchtable raw.txt > table.md
//
// With -header or -after it prints "# key: value" comment lines describing
// the run, which readers of go test output such as benchstat ignore; the
// load averages before and after the run tell whether other work competed
// with the benchmarks.
//
// Otherwise it reads benchmark output (files, or standard input) and prints,
// per benchmark, the median of every figure for each dataset and parser:
// the sub-benchmarks must be named NAME/parser=P/data=D. Times are compared
// with those of the parser named by -base (net/url) and, where its results
// are present, with those of the one named by -peer (ada, whose times
// bench/ada/harness.cpp prints in the same form); the speed and allocation
// targets are checked for the parser named by -target.
//
// With -cases DIR it writes every dataset, the lists and the data derived
// from them, into DIR as NAME.cases for the ada harness.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/weburl/url/internal/benchdata"
)

func main() {
	header := flag.Bool("header", false, "print the run's description as comment lines, and exit")
	after := flag.Bool("after", false, "print the load average as a comment line, and exit")
	flags := flag.String("flags", "", "with -header: the go test flags to record")
	cases := flag.String("cases", "", "write every dataset into this directory as NAME.cases, for the ada harness, and exit")
	summary := flag.Bool("summary", false, "print only the short table of the target's, the peer's and the base's times per dataset (bench/README.md's latest results)")
	base := flag.String("base", "neturl", "the parser that times are compared with")
	peer := flag.String("peer", "ada", "a second parser that times are compared with, where its results are present")
	target := flag.String("target", "weburl", "the parser whose speed targets are checked")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: benchtable -header [-flags FLAGS]\n       benchtable -after\n       benchtable -cases DIR\n       benchtable [-base P] [-peer P] [-target P] [FILE...]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	die := func(err error) {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
	if *header {
		if err := writeHeader(os.Stdout, *flags, time.Now()); err != nil {
			die(err)
		}
		return
	}
	if *cases != "" {
		if err := writeCases(*cases); err != nil {
			die(err)
		}
		return
	}
	if *after {
		if load := loadAverage(); load != "" {
			fmt.Printf("# load-after: %s\n", load)
		}
		return
	}
	var r run
	if flag.NArg() == 0 {
		if err := r.read(os.Stdin); err != nil {
			die(err)
		}
	}
	for _, name := range flag.Args() {
		f, err := os.Open(name)
		if err != nil {
			die(err)
		}
		err = r.read(f)
		f.Close()
		if err != nil {
			die(fmt.Errorf("%s: %v", name, err))
		}
	}
	if *summary {
		if err := r.writeSummary(os.Stdout, *base, *peer, *target); err != nil {
			die(err)
		}
		return
	}
	if err := r.write(os.Stdout, *base, *peer, *target); err != nil {
		die(err)
	}
}

// writeHeader prints the comment lines that describe a run: when, on what,
// with which Go and flags, over which data.
func writeHeader(w io.Writer, flags string, now time.Time) error {
	fmt.Fprintf(w, "# date: %s\n", now.UTC().Format(time.RFC3339))
	fmt.Fprintf(w, "# machine: %s\n", machine())
	fmt.Fprintf(w, "# go: %s %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	if load := loadAverage(); load != "" {
		fmt.Fprintf(w, "# load-before: %s\n", load)
	}
	if flags != "" {
		fmt.Fprintf(w, "# flags: %s\n", flags)
	}
	sets, err := benchdata.All()
	if err != nil {
		return err
	}
	for _, d := range sets {
		// The lists' files, and the derived data as the ada harness
		// reads it (which covers the bases too).
		h := sha256.New()
		if d.Bases == nil && d.Path != "" {
			data, err := os.ReadFile(d.Path)
			if err != nil {
				return err
			}
			h.Write(data)
		} else if err := benchdata.WriteCases(h, d); err != nil {
			return err
		}
		fmt.Fprintf(w, "# data: %s %d URLs, %d bytes, sha256 %s\n",
			d.Name, len(d.URLs), d.Bytes(), hex.EncodeToString(h.Sum(nil)[:6]))
	}
	return nil
}

// writeCases writes every dataset into dir as NAME.cases, for the ada
// harness (benchdata.WriteCases).
func writeCases(dir string) error {
	sets, err := benchdata.All()
	if err != nil {
		return err
	}
	for _, d := range sets {
		f, err := os.Create(filepath.Join(dir, d.Name+".cases"))
		if err != nil {
			return err
		}
		err = benchdata.WriteCases(f, d)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// loadAverage returns the 1, 5 and 15 minute load averages, or "" where
// there is no /proc/loadavg.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return ""
}

// machine describes the CPU: its model, from /proc/cpuinfo where there is
// one, and the number of logical CPUs.
func machine() string {
	model, cpus := "", 0
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for line := range strings.SplitSeq(string(data), "\n") {
			key, value, ok := strings.Cut(line, ":")
			switch key = strings.TrimSpace(key); {
			case !ok:
			case key == "processor":
				cpus++
			case model == "" && (key == "model name" || key == "Model" || key == "cpu model"):
				model = strings.TrimSpace(value)
			}
		}
	}
	if model == "" {
		model = "unknown CPU (" + runtime.GOARCH + ")"
	}
	if cpus == 0 {
		cpus = runtime.NumCPU()
	}
	s := fmt.Sprintf("%s, %d cores", model, cpus)
	if n := runtime.GOMAXPROCS(0); n != cpus {
		s += fmt.Sprintf(" (GOMAXPROCS %d)", n)
	}
	return s
}

// A run is what benchtable has read: the header's comments and every
// measurement.
type run struct {
	meta    map[string][]string // "# key: value" comments, by key
	results map[cell]map[string][]float64
	benches []string // benchmark names in order of appearance
	parsers []string // parser names in order of appearance
}

// A cell is one benchmark over one dataset with one parser.
type cell struct{ bench, data, parser string }

// read adds the comments and results of one go test output.
func (r *run) read(in io.Reader) error {
	if r.meta == nil {
		r.meta = make(map[string][]string)
		r.results = make(map[cell]map[string][]float64)
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "# "); ok {
			if key, value, ok := strings.Cut(rest, ": "); ok {
				r.meta[key] = append(r.meta[key], value)
			}
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		c, metrics, err := parseResult(line)
		if err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		if c.parser == "" {
			continue // not a parser comparison
		}
		if !slices.Contains(r.benches, c.bench) {
			r.benches = append(r.benches, c.bench)
		}
		if !slices.Contains(r.parsers, c.parser) {
			r.parsers = append(r.parsers, c.parser)
		}
		m := r.results[c]
		if m == nil {
			m = make(map[string][]float64)
			r.results[c] = m
		}
		for unit, v := range metrics {
			m[unit] = append(m[unit], v)
		}
	}
	return sc.Err()
}

// parseResult parses a benchmark result line such as
//
//	BenchmarkParse/parser=weburl/data=kasztp-2  3000  328.3 ns/op  137.05 MB/s
//
// A name without parser= and data= parts, or a line that is not a result
// (no iteration count after the name), gives a zero cell.
func parseResult(line string) (cell, map[string]float64, error) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return cell{}, nil, nil // a name alone, printed before the benchmark's log
	}
	if _, err := strconv.Atoi(f[1]); err != nil {
		return cell{}, nil, nil // not a result line
	}
	if len(f) < 4 || len(f)%2 != 0 {
		return cell{}, nil, fmt.Errorf("not a benchmark result: %q", line)
	}
	metrics := make(map[string]float64)
	for i := 2; i < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return cell{}, nil, fmt.Errorf("bad value %q in %q", f[i], line)
		}
		metrics[f[i+1]] = v
	}
	name := f[0]
	if i := strings.LastIndexByte(name, '-'); i > 0 && i > strings.LastIndexByte(name, '/') {
		if _, err := strconv.Atoi(name[i+1:]); err == nil {
			name = name[:i] // the GOMAXPROCS suffix
		}
	}
	parts := strings.Split(name, "/")
	c := cell{bench: strings.TrimPrefix(parts[0], "Benchmark")}
	for _, p := range parts[1:] {
		if v, ok := strings.CutPrefix(p, "parser="); ok {
			c.parser = v
		} else if v, ok := strings.CutPrefix(p, "data="); ok {
			c.data = v
		}
	}
	if c.parser == "" || c.data == "" {
		return cell{}, metrics, nil
	}
	return c, metrics, nil
}

// write prints the Markdown tables: one per benchmark.
func (r *run) write(w io.Writer, base, peer, target string) error {
	if len(r.results) == 0 {
		return errors.New("no benchmark results named NAME/parser=P/data=D in the input")
	}
	fmt.Fprintf(w, "%s\n\n", r.describe())
	for _, bench := range r.benches {
		r.writeTable(w, bench, base, peer, target)
	}
	if data := r.meta["data"]; len(data) > 0 {
		fmt.Fprintf(w, "Data (URLs and bytes as the benchmarks count them; the first 12 hex digits of each file's SHA-256):\n\n")
		for _, d := range data {
			name, rest, _ := strings.Cut(d, " ")
			fmt.Fprintf(w, "- `%s.txt`: %s\n", name, rest)
		}
		fmt.Fprintln(w)
	}
	return nil
}

// writeSummary prints, for the Parse benchmark, one row per dataset with the
// median times of target, peer and base, the target's ratios to the two,
// and its allocations per accepted URL.
func (r *run) writeSummary(w io.Writer, base, peer, target string) error {
	const bench = "Parse"
	var datasets []string
	for c := range r.results {
		if c.bench == bench && !slices.Contains(datasets, c.data) {
			datasets = append(datasets, c.data)
		}
	}
	if len(datasets) == 0 {
		return errors.New("no Parse results in the input")
	}
	// The URL lists first, then the derived data, each in name order.
	slices.SortFunc(datasets, func(a, b string) int {
		if da, db := benchdata.IsDerived(a), benchdata.IsDerived(b); da != db {
			if da {
				return 1
			}
			return -1
		}
		return strings.Compare(a, b)
	})
	fmt.Fprintf(w, "| input | %s ns/URL | %s | %s | %s / %s | %s / %s | %s allocs/accepted URL |\n", target, peer, base, target, peer, target, base, target)
	fmt.Fprintf(w, "|---|--:|--:|--:|--:|--:|--:|\n")
	ns := func(data, parser string) (float64, bool) {
		return median(r.results[cell{bench, data, parser}]["ns/op"])
	}
	ratio := func(a float64, aok bool, b float64, bok bool) string {
		if !aok || !bok || b == 0 {
			return "—"
		}
		return fmt.Sprintf("%.2f×", a/b)
	}
	for _, data := range datasets {
		t, tok := ns(data, target)
		p, pok := ns(data, peer)
		b, bok := ns(data, base)
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s |\n", data, num(t, tok), num(p, pok), num(b, bok),
			ratio(t, tok, p, pok), ratio(t, tok, b, bok), fix(2, r.results[cell{bench, data, target}]["allocs/accepted"]))
	}
	return nil
}

// describe returns the line that says when, where and how the run was made.
func (r *run) describe() string {
	get := func(key string) string {
		if v := r.meta[key]; len(v) > 0 {
			return v[0]
		}
		return "unknown"
	}
	date := get("date")
	if t, err := time.Parse(time.RFC3339, date); err == nil {
		date = t.Format("2006-01-02 15:04 UTC")
	}
	s := fmt.Sprintf("Generated by `bench/table.sh` on %s. Machine: %s. Go: %s.", date, get("machine"), get("go"))
	if flags := r.meta["flags"]; len(flags) > 0 {
		s += fmt.Sprintf(" Flags: `%s`.", flags[0])
	}
	if peer := r.meta["peer"]; len(peer) > 0 {
		s += fmt.Sprintf(" Peer: %s.", peer[0])
	}
	if before, after := r.meta["load-before"], r.meta["load-after"]; len(before) > 0 && len(after) > 0 {
		s += fmt.Sprintf(" Load average (1, 5, 15 min) before the run: %s; after: %s.", before[0], after[0])
	}
	return s
}

// The timings whose medians are compared with the base parser's: the
// testing package's wall-clock time and benchdata's CPU time.
var timings = []struct{ unit, label string }{
	{"ns/op", "time"},
	{"cpu-ns/op", "CPU time"},
}

// noisy is the width of confidence interval, in percent of the median,
// beyond which the table warns that the timings are noisy.
const noisy = 5

func (r *run) writeTable(w io.Writer, bench, base, peer, target string) {
	var datasets []string
	for c := range r.results {
		if c.bench == bench && !slices.Contains(datasets, c.data) {
			datasets = append(datasets, c.data)
		}
	}
	slices.Sort(datasets)
	hasPeer := false
	for _, data := range datasets {
		hasPeer = hasPeer || r.results[cell{bench, data, peer}] != nil
	}
	// The ratios in a row: to base for both timings, and to the peer for
	// the wall-clock time (the peer reports no CPU time).
	type ratio struct{ to, unit, label string }
	cols := []ratio{{base, "ns/op", "time"}, {base, "cpu-ns/op", "CPU time"}}
	if hasPeer {
		cols = append(cols, ratio{peer, "ns/op", "time"})
	}

	fmt.Fprintf(w, "### %s\n\n", bench)
	fmt.Fprintf(w, "| dataset | parser | ns/URL | CPU ns/URL | MB/s | allocs/URL | allocs/accepted URL | B/URL | rejected URLs |")
	for _, c := range cols {
		fmt.Fprintf(w, " %s vs %s |", c.label, c.to)
	}
	fmt.Fprintf(w, "\n|---|---|--:|--:|--:|--:|--:|--:|--:|%s\n", strings.Repeat("--:|", len(cols)))
	samples, widest := 0, 0.0
	// ratios[i][parser] holds the parser's ratios of column i, per dataset.
	ratios := make([]map[string][]float64, len(cols))
	for i := range cols {
		ratios[i] = make(map[string][]float64)
	}
	targetRatio := make([]map[string]float64, len(cols)) // column -> dataset -> target's ratio
	for i := range cols {
		targetRatio[i] = make(map[string]float64)
	}
	allocsTarget := make(map[string]float64) // dataset -> target's allocs/accepted
	for _, data := range datasets {
		for _, parser := range r.parsers {
			m := r.results[cell{bench, data, parser}]
			if m == nil {
				continue
			}
			samples = max(samples, len(m["ns/op"]))
			row := []string{data, parser}
			for _, t := range timings {
				v, ok := median(m[t.unit])
				c := num(v, ok)
				if sp, width := spread(m[t.unit]); sp != "" {
					c += " " + sp
					widest = max(widest, width)
				}
				row = append(row, c)
			}
			row = append(row, num(median(m["MB/s"])), fix(2, m["allocs/URL"]), fix(2, m["allocs/accepted"]),
				fix(0, m["B/op"]), fix(0, m["rejected"]))
			for i, col := range cols {
				v, ok := median(m[col.unit])
				b, bok := median(r.results[cell{bench, data, col.to}][col.unit])
				if !ok || !bok || b == 0 || parser == col.to {
					row = append(row, "—")
					continue
				}
				q := v / b
				ratios[i][parser] = append(ratios[i][parser], q)
				row = append(row, fmt.Sprintf("%.2f×", q))
				if parser == target {
					targetRatio[i][data] = q
				}
			}
			if a, ok := median(m["allocs/accepted"]); ok && parser == target {
				allocsTarget[data] = a
			}
			fmt.Fprintf(w, "| %s |\n", strings.Join(row, " | "))
		}
	}
	fmt.Fprintf(w, "\nMedians of %d runs; ± bounds the 95%% confidence interval of the median. One op is one URL. "+
		"CPU ns/URL is the process's CPU time (all threads, the garbage collector's included). "+
		"allocs/URL counts every URL, allocs/accepted URL only the URLs the parser accepts; "+
		"B/URL is the testing package's B/op.\n\n", samples)
	if widest > noisy {
		fmt.Fprintf(w, "**Noisy run:** some confidence intervals are wider than ±%d%% (up to ±%.0f%%), "+
			"so the machine was probably busy with other work (see the load averages above). "+
			"The CPU times suffer less from that than the wall-clock times; rerun on an idle machine to be sure.\n\n", noisy, widest)
	}

	for i, col := range cols {
		var geo []string
		for _, parser := range r.parsers {
			if q := ratios[i][parser]; len(q) > 0 {
				geo = append(geo, fmt.Sprintf("%s **%.2f×**", parser, geomean(q)))
			}
		}
		if len(geo) > 0 {
			fmt.Fprintf(w, "Geometric mean of the %s ratio to %s over the datasets: %s.\n\n", col.label, col.to, strings.Join(geo, ", "))
		}
	}
	if hasPeer {
		if g, lo, hi, n, ok := r.pairedGeomean(bench, datasets, target, peer); ok {
			fmt.Fprintf(w, "Run by run, %s's time over %s's in the same run, geometric mean over the datasets: "+
				"median **%.2f×** over %d runs (95%% confidence interval %.2f–%.2f). "+
				"Each run times both parsers within a few seconds, so a change of the machine's speed "+
				"from one minute to the next falls on both.\n\n", target, peer, g, n, lo, hi)
		}
	}
	// The same, run by run, for a base revision of the target (table.sh
	// -base): over the peer, and the target over it.
	for _, rev := range r.parsers {
		if !strings.HasPrefix(rev, target+"@") {
			continue
		}
		var pairs []string
		for _, p := range [][2]string{{rev, peer}, {target, rev}} {
			if g, lo, hi, n, ok := r.pairedGeomean(bench, datasets, p[0], p[1]); ok {
				pairs = append(pairs, fmt.Sprintf("%s over %s **%.2f×** (95%% confidence interval %.2f–%.2f, %d runs)", p[0], p[1], g, lo, hi, n))
			}
		}
		if len(pairs) > 0 {
			fmt.Fprintf(w, "Run by run in the same way: %s.\n\n", strings.Join(pairs, "; "))
		}
	}
	if bench != "Parse" {
		return
	}
	var goals []string
	// every returns "met", or "not met" with the datasets where ok fails.
	every := func(byData map[string]float64, ok func(data string, q float64) bool) string {
		var miss []string
		for _, data := range datasets {
			if q, found := byData[data]; found && !ok(data, q) {
				// Two decimals, or four when two would round to a
				// value that meets the target, such as 1.0011 to 1.00.
				s := fmt.Sprintf("%.2f", q)
				if r, err := strconv.ParseFloat(s, 64); err == nil && ok(data, r) {
					s = fmt.Sprintf("%.4f", q)
				}
				miss = append(miss, data+" "+s)
			}
		}
		if len(miss) > 0 {
			return "not met (" + strings.Join(miss, ", ") + ")"
		}
		return "met"
	}
	geo := func(byData map[string]float64) float64 {
		var qs []float64
		for _, q := range byData {
			qs = append(qs, q)
		}
		return geomean(qs)
	}
	met := func(ok bool) string {
		if ok {
			return "met"
		}
		return "not met"
	}
	if q := targetRatio[0]; len(q) > 0 {
		goals = append(goals,
			fmt.Sprintf("time < 1.00× %s's on every dataset: %s", base,
				every(q, func(_ string, q float64) bool { return q < 1 })),
			fmt.Sprintf("time ≤ 0.60× %s's on the URL lists: %s", base,
				every(q, func(data string, q float64) bool { return benchdata.IsDerived(data) || q <= 0.6 })))
	}
	if hasPeer {
		if q := targetRatio[2]; len(q) > 0 {
			g := geo(q)
			goals = append(goals,
				fmt.Sprintf("time ≤ 1.00× %s's on every dataset: %s", peer,
					every(q, func(_ string, q float64) bool { return q <= 1 })),
				fmt.Sprintf("geometric mean of the time ratio to %s ≤ 0.80: %s (%.2f)", peer, met(g <= 0.8), g))
		}
	}
	if len(allocsTarget) > 0 {
		goals = append(goals, fmt.Sprintf("≤ 1 allocation per accepted URL (%s: ≤ 2): %s", benchdata.NameIDNA,
			every(allocsTarget, func(data string, a float64) bool {
				return a <= 1 || data == benchdata.NameIDNA && a <= 2
			})))
	}
	if len(goals) > 0 {
		fmt.Fprintf(w, "Targets for %s:\n\n", target)
		for _, g := range goals {
			fmt.Fprintf(w, "- %s\n", g)
		}
		fmt.Fprintln(w)
	}
}

// pairedGeomean pairs the k-th time of target with the k-th time of peer
// on each dataset (table.sh runs them one after the other, run by run), and
// returns the median over the runs of each run's geometric mean of the
// ratios, with the 95% confidence interval of that median and the number
// of runs. ok is false unless every dataset has the same number of times,
// at least two, for both parsers.
func (r *run) pairedGeomean(bench string, datasets []string, target, peer string) (med, lo, hi float64, runs int, ok bool) {
	for _, data := range datasets {
		t := r.results[cell{bench, data, target}]["ns/op"]
		p := r.results[cell{bench, data, peer}]["ns/op"]
		if len(t) != len(p) || len(t) < 2 || runs != 0 && len(t) != runs {
			return 0, 0, 0, 0, false
		}
		runs = len(t)
	}
	if runs == 0 {
		return 0, 0, 0, 0, false
	}
	per := make([]float64, runs)
	for k := range runs {
		q := make([]float64, 0, len(datasets))
		for _, data := range datasets {
			q = append(q, r.results[cell{bench, data, target}]["ns/op"][k]/r.results[cell{bench, data, peer}]["ns/op"][k])
		}
		per[k] = geomean(q)
	}
	med, _ = median(per)
	lo, hi, ok = medianCI(per, 0.95)
	return med, lo, hi, runs, ok
}

// median returns the median of xs, and whether there is one.
func median(xs []float64) (float64, bool) {
	if len(xs) == 0 {
		return 0, false
	}
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2], true
	}
	return (s[n/2-1] + s[n/2]) / 2, true
}

// spread returns "± P%": how far, at most, the ends of the 95% confidence
// interval of the median (medianCI) lie from it, in the manner of
// benchstat's "±", and P; "± ∞" when there are too few samples for an
// interval, and "" for fewer than two samples.
func spread(xs []float64) (string, float64) {
	if len(xs) < 2 {
		return "", 0
	}
	lo, hi, ok := medianCI(xs, 0.95)
	med, _ := median(xs)
	if !ok || med == 0 {
		return "± ∞", 0
	}
	d := max(med-lo, hi-med) / med * 100
	if d < 0.5 {
		return "± 0%", d
	}
	return fmt.Sprintf("± %.0f%%", d), d
}

// medianCI returns a distribution-free confidence interval of the median
// from order statistics: the k-th smallest and the k-th largest samples, for
// the largest k whose interval covers the median with at least the given
// confidence. ok is false when even the whole range does not.
func medianCI(xs []float64, confidence float64) (lo, hi float64, ok bool) {
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	// The interval [s[k-1], s[n-k]] misses the median with probability
	// 2·P(Binomial(n, 1/2) < k).
	k := 0
	for j := 1; j <= n/2; j++ {
		if 2*binomCDF(n, j-1) > 1-confidence {
			break
		}
		k = j
	}
	if k == 0 {
		return 0, 0, false
	}
	return s[k-1], s[n-k], true
}

// binomCDF returns P(Binomial(n, 1/2) ≤ k).
func binomCDF(n, k int) float64 {
	p, c := 0.0, 1.0 // c = C(n, i)
	for i := 0; i <= k; i++ {
		p += c
		c = c * float64(n-i) / float64(i+1)
	}
	return p / math.Pow(2, float64(n))
}

func geomean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += math.Log(x)
	}
	return math.Exp(s / float64(len(xs)))
}

// num formats a time or a rate with four significant digits at most and no
// exponent.
func num(v float64, ok bool) string {
	switch {
	case !ok:
		return "—"
	case v >= 1000:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case v >= 10:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}

// fix formats the median of xs with the given number of decimals.
func fix(decimals int, xs []float64) string {
	v, ok := median(xs)
	if !ok {
		return "—"
	}
	return strconv.FormatFloat(v, 'f', decimals, 64)
}
