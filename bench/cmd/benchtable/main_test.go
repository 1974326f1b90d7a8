package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"
)

func TestParseResult(t *testing.T) {
	c, m, err := parseResult("BenchmarkParse/parser=weburl/data=node-2023-2   \t 3000\t 328.3 ns/op\t 137.05 MB/s\t 2.004 allocs/URL\t 320 B/op\t 2 allocs/op")
	if err != nil {
		t.Fatal(err)
	}
	if want := (cell{"Parse", "node-2023", "weburl"}); c != want {
		t.Errorf("got cell %+v, want %+v", c, want)
	}
	if m["ns/op"] != 328.3 || m["MB/s"] != 137.05 || m["allocs/URL"] != 2.004 || m["B/op"] != 320 || len(m) != 5 {
		t.Errorf("got metrics %v", m)
	}

	c, _, err = parseResult("BenchmarkParse/kasztp-2 100 5 ns/op")
	if err != nil || c != (cell{}) {
		t.Errorf("a name without parser= and data=: got %+v, %v; want a zero cell", c, err)
	}
	for _, other := range []string{
		"BenchmarkParse/parser=a/data=b-2",
		"BenchmarkParse/parser=a/data=b-2 \t",
		"BenchmarkParse/parser=a/data=b-2 logged text",
	} {
		if c, _, err := parseResult(other); err != nil || c != (cell{}) {
			t.Errorf("%q: got %+v, %v; want a zero cell", other, c, err)
		}
	}
	for _, bad := range []string{
		"BenchmarkParse/parser=a/data=b 100 5",
		"BenchmarkParse/parser=a/data=b 100 five ns/op",
	} {
		if _, _, err := parseResult(bad); err == nil {
			t.Errorf("%q: got no error", bad)
		}
	}
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		want float64
	}{
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got, ok := median(tc.xs); !ok || got != tc.want {
			t.Errorf("median(%v) = %v, %v; want %v", tc.xs, got, ok, tc.want)
		}
	}
	if _, ok := median(nil); ok {
		t.Error("median(nil): got ok")
	}
}

func TestMedianCI(t *testing.T) {
	if got := binomCDF(10, 1); math.Abs(got-11.0/1024) > 1e-12 {
		t.Errorf("binomCDF(10, 1) = %v, want 11/1024", got)
	}
	xs := []float64{10, 1, 9, 2, 8, 3, 7, 4, 6, 5}
	// 2·P(X ≤ 1) = 0.021 ≤ 0.05 < 2·P(X ≤ 2) = 0.109: the 2nd and 9th samples.
	if lo, hi, ok := medianCI(xs, 0.95); !ok || lo != 2 || hi != 9 {
		t.Errorf("n=10: got [%v, %v] %v, want [2, 9]", lo, hi, ok)
	}
	// Five samples are too few: 2·P(X = 0) = 0.0625.
	if _, _, ok := medianCI(xs[:5], 0.95); ok {
		t.Error("n=5: got an interval")
	}
	if lo, hi, ok := medianCI(xs[:6], 0.95); !ok || lo != 1 || hi != 10 {
		t.Errorf("n=6: got [%v, %v] %v, want the whole range", lo, hi, ok)
	}
	if got, _ := spread(xs[:5]); got != "± ∞" {
		t.Errorf("spread of 5: got %q", got)
	}
	if got, width := spread([]float64{100, 101, 99, 100, 100, 100, 102, 98, 100, 100}); got != "± 1%" || width != 1 {
		t.Errorf("spread: got %q, %v; want ± 1%%, 1", got, width)
	}
}

const sample = `# date: 2026-01-02T03:04:05Z
# machine: Test CPU, 2 cores
# go: go1.27.3 linux/amd64
# load-before: 0.10 0.20 0.30
# flags: -count 2
# data: a 10 URLs, 500 bytes, sha256 0123456789ab
goos: linux
BenchmarkParse/parser=weburl/data=a-2   100  40 ns/op  1250 MB/s  45 cpu-ns/op  1.000 allocs/URL  1.000 allocs/accepted  0 rejected  64 B/op  1 allocs/op
BenchmarkParse/parser=neturl/data=a-2   100  100 ns/op  500 MB/s  100 cpu-ns/op  1.500 allocs/URL  1.400 allocs/accepted  1.000 rejected  128 B/op  1 allocs/op
BenchmarkParse/parser=weburl/data=b-2   100  90 ns/op  500 MB/s  1.000 allocs/URL  1.001 allocs/accepted  0 rejected  64 B/op  1 allocs/op
BenchmarkParse/parser=neturl/data=b-2   100  100 ns/op  500 MB/s  1.000 allocs/URL  1.000 allocs/accepted  0 rejected  64 B/op  1 allocs/op
BenchmarkParse/parser=weburl/data=a-2   100  60 ns/op  833 MB/s  55 cpu-ns/op  1.000 allocs/URL  1.000 allocs/accepted  0 rejected  64 B/op  1 allocs/op
BenchmarkParse/parser=neturl/data=a-2   100  100 ns/op  500 MB/s  100 cpu-ns/op  1.500 allocs/URL  1.400 allocs/accepted  1.000 rejected  128 B/op  1 allocs/op
BenchmarkParse/parser=ada/data=a 100  80 ns/op  800 MB/s  0 rejected
BenchmarkParse/parser=ada/data=b 100  80 ns/op  800 MB/s  0 rejected
BenchmarkParse/parser=ada/data=idna 100  1000 ns/op  50 MB/s  0 rejected
BenchmarkParse/parser=weburl/data=idna-2   100  800 ns/op  60 MB/s  3.000 allocs/URL  3.000 allocs/accepted  0 rejected  64 B/op  3 allocs/op
BenchmarkParse/parser=neturl/data=idna-2   100  900 ns/op  60 MB/s  1.000 allocs/URL  1.000 allocs/accepted  0 rejected  64 B/op  1 allocs/op
BenchmarkOther/x-2                      100  5 ns/op
PASS
# load-after: 1.50 0.50 0.40
`

// table reads raw, benchmark output, and returns the table that write
// makes of it (against neturl and ada, for weburl).
func table(t *testing.T, raw string) string {
	t.Helper()
	var r run
	if err := r.read(strings.NewReader(raw)); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := r.write(&out, "neturl", "ada", "weburl"); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

func TestWrite(t *testing.T) {
	got := table(t, sample)
	for _, want := range []string{
		"on 2026-01-02 03:04 UTC. Machine: Test CPU, 2 cores. Go: go1.27.3 linux/amd64. Flags: `-count 2`. " +
			"Load average (1, 5, 15 min) before the run: 0.10 0.20 0.30; after: 1.50 0.50 0.40.",
		"| dataset | parser | ns/URL | CPU ns/URL | MB/s | allocs/URL | allocs/accepted URL | B/URL | rejected URLs | time vs neturl | CPU time vs neturl | time vs ada |\n",
		"| a | weburl | 50.00 ± ∞ | 50.00 ± ∞ | 1042 | 1.00 | 1.00 | 64 | 0 | 0.50× | 0.50× | 0.62× |",
		"| a | neturl | 100.0 ± ∞ | 100.0 ± ∞ | 500.0 | 1.50 | 1.40 | 128 | 1 | — | — | 1.25× |",
		"| a | ada | 80.00 | — | 800.0 | — | — | — | 0 | 0.80× | — | — |",
		"| b | weburl | 90.00 | — | 500.0 | 1.00 | 1.00 | 64 | 0 | 0.90× | — | 1.12× |",
		"Medians of 2 runs",
		"time ratio to neturl over the datasets: weburl **0.74×**, ada **0.89×**.",
		"CPU time ratio to neturl over the datasets: weburl **0.50×**.",
		"time ratio to ada over the datasets: weburl **0.83×**, neturl **1.12×**.",
		"- time < 1.00× neturl's on every dataset: met\n",
		"- time ≤ 0.60× neturl's on the URL lists: not met (b 0.90)\n",
		"- time ≤ 1.00× ada's on every dataset: not met (b 1.12)\n",
		"- geometric mean of the time ratio to ada ≤ 0.80: not met (0.83)\n",
		"- ≤ 1 allocation per accepted URL (idna: ≤ 2): not met (b 1.0010, idna 3.00)\n",
		"- `a.txt`: 10 URLs, 500 bytes, sha256 0123456789ab",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q; it is:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Noisy") {
		t.Errorf("a run with too few samples for a confidence interval was called noisy:\n%s", got)
	}
	if strings.Contains(got, "Other") {
		t.Errorf("a benchmark without parser= and data= made it into the output:\n%s", got)
	}

	var empty run
	if err := empty.read(strings.NewReader("PASS\n")); err != nil {
		t.Fatal(err)
	}
	if err := empty.write(io.Discard, "neturl", "ada", "weburl"); err == nil {
		t.Error("no results: got no error")
	}
}

func TestWriteHeader(t *testing.T) {
	t.Setenv("WEBURL_BENCH_DATA", t.TempDir())
	var out bytes.Buffer
	err := writeHeader(&out, "-count 1", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err == nil || !strings.Contains(err.Error(), "WEBURL_BENCH_DATA") {
		t.Errorf("a data directory without lists: got error %v, want one naming WEBURL_BENCH_DATA", err)
	}
	if got := out.String(); !strings.HasPrefix(got, "# date: 2026-01-02T03:04:05Z\n# machine: ") || !strings.Contains(got, "\n# flags: -count 1\n") {
		t.Errorf("header:\n%s", got)
	}
}

func TestNoisy(t *testing.T) {
	var in strings.Builder
	for _, ns := range []int{100, 100, 100, 100, 100, 100, 150, 60} {
		fmt.Fprintf(&in, "BenchmarkParse/parser=weburl/data=a-2 100 %d ns/op\n", ns)
		fmt.Fprintf(&in, "BenchmarkParse/parser=neturl/data=a-2 100 100 ns/op\n")
	}
	if got := table(t, in.String()); !strings.Contains(got, "**Noisy run:**") || !strings.Contains(got, "| a | neturl | 100.0 ± 0% |") {
		t.Errorf("a noisy run:\n%s", got)
	}
}

func TestWriteSummary(t *testing.T) {
	var r run
	if err := r.read(strings.NewReader(sample)); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := r.writeSummary(&out, "neturl", "ada", "weburl"); err != nil {
		t.Fatal(err)
	}
	want := "| input | weburl ns/URL | ada | neturl | weburl / ada | weburl / neturl | weburl allocs/accepted URL |\n" +
		"|---|--:|--:|--:|--:|--:|--:|\n" +
		"| a | 50.00 | 80.00 | 100.0 | 0.62× | 0.50× | 1.00 |\n" +
		"| b | 90.00 | 80.00 | 100.0 | 1.12× | 0.90× | 1.00 |\n" +
		"| idna | 800.0 | 1000 | 900.0 | 0.80× | 0.89× | 3.00 |\n"
	if got := out.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestPairedGeomean checks that the paired ratio is taken run by run: the
// machine's speed changes from run to run (the factors below, another order
// for each dataset) but not within one, so every run's geometric mean is
// sqrt(0.5 × 0.8), and so is their median.
func TestPairedGeomean(t *testing.T) {
	var b strings.Builder
	fa := []float64{1, 3, 1.5, 2.5, 1.2, 4}
	fb := []float64{2, 1, 4, 1.1, 3, 1.4}
	for k := range fa {
		fmt.Fprintf(&b, "BenchmarkParse/parser=weburl/data=a-2 1 %g ns/op\n", 50*fa[k])
		fmt.Fprintf(&b, "BenchmarkParse/parser=weburl/data=b-2 1 %g ns/op\n", 80*fb[k])
		fmt.Fprintf(&b, "BenchmarkParse/parser=ada/data=a 1 %g ns/op\n", 100*fa[k])
		fmt.Fprintf(&b, "BenchmarkParse/parser=ada/data=b 1 %g ns/op\n", 100*fb[k])
	}
	var r run
	if err := r.read(strings.NewReader(b.String())); err != nil {
		t.Fatal(err)
	}
	med, lo, hi, runs, ok := r.pairedGeomean("Parse", []string{"a", "b"}, "weburl", "ada")
	want := math.Sqrt(0.5 * 0.8)
	if !ok || runs != 6 || math.Abs(med-want) > 1e-9 || math.Abs(lo-want) > 1e-9 || math.Abs(hi-want) > 1e-9 {
		t.Errorf("pairedGeomean = %v, %v–%v over %d runs, %v; want %v, the same bounds, over 6 runs, true", med, lo, hi, runs, ok, want)
	}

	// A missing run leaves the pairs unknown.
	r.results[cell{"Parse", "b", "ada"}]["ns/op"] = r.results[cell{"Parse", "b", "ada"}]["ns/op"][1:]
	if _, _, _, _, ok := r.pairedGeomean("Parse", []string{"a", "b"}, "weburl", "ada"); ok {
		t.Error("pairedGeomean paired datasets with different numbers of runs")
	}
}

// TestPairedBase checks the paired ratios of a base revision (table.sh
// -base): each run's parsers are slower by that run's factor, so every
// run's geometric mean, and their median, is the ratio of the constant
// times: 0.5 for weburl@old over ada, 1.2 for weburl over weburl@old.
func TestPairedBase(t *testing.T) {
	var b strings.Builder
	for _, f := range []float64{1, 3, 1.5, 2.5, 1.2, 4} {
		for _, d := range []string{"a", "b"} {
			fmt.Fprintf(&b, "BenchmarkParse/parser=neturl/data=%s-2 1 %g ns/op\n", d, 200*f)
			fmt.Fprintf(&b, "BenchmarkParse/parser=weburl@old/data=%s-2 1 %g ns/op\n", d, 50*f)
			fmt.Fprintf(&b, "BenchmarkParse/parser=weburl/data=%s-2 1 %g ns/op\n", d, 60*f)
			fmt.Fprintf(&b, "BenchmarkParse/parser=ada/data=%s 1 %g ns/op\n", d, 100*f)
		}
	}
	got := table(t, b.String())
	for _, want := range []string{
		"Run by run in the same way: weburl@old over ada **0.50×** (95% confidence interval 0.50–0.50, 6 runs); " +
			"weburl over weburl@old **1.20×** (95% confidence interval 1.20–1.20, 6 runs).",
		"Run by run, weburl's time over ada's in the same run, geometric mean over the datasets: median **0.60×** over 6 runs",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q; it is:\n%s", want, got)
		}
	}
}
