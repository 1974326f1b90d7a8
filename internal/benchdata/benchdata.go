// Package benchdata finds and loads the URL lists that the benchmarks run
// over, and runs a benchmark once per URL of a list.
//
// It serves the benchmarks of the root package (bench_test.go) and those of
// the bench module (bench/); the library itself never imports it. The lists
// are not committed: they are read from the directory named by
// $WEBURL_BENCH_DATA, or else from ../shared/bench/data beside the
// repository root.
package benchdata

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// EnvDir names the environment variable that points at the data directory.
const EnvDir = "WEBURL_BENCH_DATA"

// rootModule is the module path of the repository root's go.mod.
const rootModule = "github.com/weburl/url"

// A Dataset is one URL list: one file NAME.txt of the data directory.
type Dataset struct {
	Name string   // the file name without ".txt"
	Path string   // the file's path
	URLs []string // the file's non-empty lines, in order, as found

	// Bases, when not nil, holds a base URL for each input of URLs (""
	// for none): the inputs are parsed against their bases.
	Bases []string
}

// Bytes returns the total length of the URLs, newlines not counted.
func (d *Dataset) Bytes() int {
	n := 0
	for _, u := range d.URLs {
		n += len(u)
	}
	return n
}

// SplitLines returns the non-empty lines of data: it splits on "\n" and does
// no other trimming, so a "\r", a byte order mark or spaces stay in the URL.
func SplitLines(data string) []string {
	var lines []string
	for line := range strings.SplitSeq(data, "\n") {
		if line != "" {
			lines = append(lines, line)
		}
	}
	return lines
}

// Dir returns the data directory: $WEBURL_BENCH_DATA if it is set, else
// ../shared/bench/data beside the repository root, which it finds by walking
// up from the working directory. It returns an error, saying how to point at
// the data, when the directory does not exist.
func Dir() (string, error) {
	if dir := os.Getenv(EnvDir); dir != "" {
		if !isDir(dir) {
			return "", fmt.Errorf("%s=%s is not a directory.\n%s", EnvDir, dir, howTo)
		}
		return dir, nil
	}
	root, err := repoRoot()
	if err != nil {
		return "", fmt.Errorf("%v\n%s", err, howTo)
	}
	dir := filepath.Join(root, "..", "shared", "bench", "data")
	if !isDir(dir) {
		return "", fmt.Errorf("%s is not set and %s does not exist.\n%s", EnvDir, dir, howTo)
	}
	return dir, nil
}

const howTo = "The benchmark URL lists are not committed. Point at a directory of *.txt files, " +
	"one URL per line (such as a copy of shared/bench/data), with\n" +
	"\t" + EnvDir + "=/path/to/bench/data go test -run '^$' -bench .\n" +
	"or put them at ../shared/bench/data beside the repository root."

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// repoRoot returns the nearest directory at or above the working directory
// whose go.mod declares the root module.
func repoRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; {
		if mod, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && modulePath(mod) == rootModule {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod of module %s at or above %s", rootModule, wd)
		}
		dir = parent
	}
}

// modulePath returns the path in a go.mod's module line.
func modulePath(mod []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(mod))
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "//")
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// Read loads every *.txt file of dir, sorted by name.
func Read(dir string) ([]*Dataset, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("%s holds no *.txt file.\n%s", dir, howTo)
	}
	slices.Sort(paths)
	sets := make([]*Dataset, 0, len(paths))
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		d := &Dataset{
			Name: strings.TrimSuffix(filepath.Base(path), ".txt"),
			Path: path,
			URLs: SplitLines(string(data)),
		}
		if len(d.URLs) == 0 {
			return nil, fmt.Errorf("%s has no URL in it", path)
		}
		sets = append(sets, d)
	}
	return sets, nil
}

var (
	loadOnce sync.Once
	loaded   []*Dataset
	loadErr  error

	deriveOnce sync.Once
	derived    []*Dataset
	deriveErr  error
)

// Load returns the datasets of Dir, read the first time it is called. When
// they cannot be read it fails tb with a message saying how to point at the
// data: a benchmark without its data fails, it is never skipped.
func Load(tb testing.TB) []*Dataset {
	tb.Helper()
	loadOnce.Do(func() {
		dir, err := Dir()
		if err == nil {
			loaded, err = Read(dir)
		}
		loadErr = err
	})
	if loadErr != nil {
		tb.Fatalf("benchmark data: %v", loadErr)
	}
	return loaded
}

// All returns the datasets of Dir followed by those that Derive makes from
// them: what LoadAll returns, for programs.
func All() ([]*Dataset, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	sets, err := Read(dir)
	if err != nil {
		return nil, err
	}
	root, err := repoRoot()
	if err != nil {
		return nil, err
	}
	derived, err := Derive(sets, root)
	if err != nil {
		return nil, fmt.Errorf("derived data: %v", err)
	}
	return slices.Concat(sets, derived), nil
}

// LoadAll returns the datasets of Load followed by those that Derive makes
// from them. It fails tb as Load does, and when the derived data cannot be
// made (urltestdata.json has not been fetched).
func LoadAll(tb testing.TB) []*Dataset {
	tb.Helper()
	sets := Load(tb)
	deriveOnce.Do(func() {
		var root string
		if root, deriveErr = repoRoot(); deriveErr == nil {
			derived, deriveErr = Derive(sets, root)
		}
	})
	if deriveErr != nil {
		tb.Fatalf("derived benchmark data: %v", deriveErr)
	}
	return slices.Concat(sets, derived)
}

// ForTest returns the datasets of LoadAll for a test that checks the code
// on them. Where the data is not here, it skips tb with a message naming
// what is missing, but fails tb under CI=true, where the data must be.
func ForTest(tb testing.TB) []*Dataset {
	tb.Helper()
	sets, err := All()
	if err != nil {
		Missing(tb, "benchmark data: %v", err)
	}
	return sets
}

// Missing ends a test that needs data that is not here: it skips tb with
// the message, or fails it under CI=true, where every test's data must be.
func Missing(tb testing.TB, format string, args ...any) {
	tb.Helper()
	if os.Getenv("CI") == "true" {
		tb.Fatalf("CI=true, and the test's data is missing: "+format, args...)
	}
	tb.Skipf("skipped, its data is missing: "+format, args...)
}

// PerInput benchmarks op over d's inputs with their bases, as PerURL does
// over plain inputs. parseBase parses each base once, before the timing;
// op gets an input and its parsed base, the zero B when the input has
// none. An input whose base parseBase rejects counts as rejected, without
// a call of op.
func PerInput[B any](b *testing.B, d *Dataset, parseBase func(string) (B, bool), op func(input string, base B) bool) {
	b.Helper()
	PerInputRepeat(b, d, 1, parseBase, op)
}

// PerInputRepeat is PerInput with each input done n times in a row before
// the next. After the first time, an input runs on a branch predictor and
// caches that have just seen it: the time per op against PerInput's is
// what meeting inputs cold, one after another, costs.
func PerInputRepeat[B any](b *testing.B, d *Dataset, n int, parseBase func(string) (B, bool), op func(input string, base B) bool) {
	b.Helper()
	if d.Bases == nil {
		// As PerURL calls it, so that PerInput's figures stay comparable
		// with those of earlier runs.
		noBase := func(s string) bool {
			var none B
			return op(s, none)
		}
		inputs := d.URLs
		perIndex(b, inputs, n, func(i int) bool { return noBase(inputs[i]) })
		return
	}
	type input struct {
		s    string
		base B
		ok   bool // the base parsed, or there is none
	}
	ins := make([]input, len(d.URLs))
	for i, s := range d.URLs {
		ins[i] = input{s: s, ok: true}
		if d.Bases[i] != "" {
			ins[i].base, ins[i].ok = parseBase(d.Bases[i])
		}
	}
	perIndex(b, d.URLs, n, func(i int) bool {
		in := &ins[i]
		return in.ok && op(in.s, in.base)
	})
}

// PerURL benchmarks op with one operation per input: the loop cycles through
// inputs, so ns/op is the time per input and allocs/op the allocations per
// input, and b.SetBytes gets the inputs' mean length (rounded to a whole
// byte) so that MB/s is the input throughput. op reports whether it accepted
// the input; it must keep its result alive itself (a package-level sink),
// so that the compiler cannot turn a heap allocation into a stack one.
//
// With the time per op, PerURL reports cpu-ns/op, the CPU time per op of the
// whole process (user and system, all threads, so the garbage collector's
// work on other cores counts too; Unix only). On a machine that other jobs
// keep busy it varies much less than the wall-clock ns/op.
//
// After the timed loop, PerURL runs op once more over every input and
// reports three exact figures that the testing package would round down to
// whole numbers or not give at all:
//
//	allocs/URL       heap allocations per input, over all inputs
//	allocs/accepted  heap allocations per input that op accepted
//	rejected         how many inputs op rejected
func PerURL(b *testing.B, inputs []string, op func(string) bool) {
	b.Helper()
	perIndex(b, inputs, 1, func(i int) bool { return op(inputs[i]) })
}

// perIndex is PerURL with op given the index of an input, each input
// repeat times in a row.
func perIndex(b *testing.B, inputs []string, repeat int, op func(int) bool) {
	b.Helper()
	if len(inputs) == 0 {
		b.Fatal("PerURL: no inputs")
	}
	total := 0
	for _, s := range inputs {
		total += len(s)
	}
	b.SetBytes(int64((total + len(inputs)/2) / len(inputs)))
	b.ReportAllocs()
	warmOnce.Do(func() { warmUp(len(inputs), repeat, op) })

	cpu0, cpuOK := cpuTime()
	i := 0
	if repeat <= 1 {
		for b.Loop() {
			op(i)
			i++
			if i == len(inputs) {
				i = 0
			}
		}
	} else {
		k := 0
		for b.Loop() {
			op(i)
			if k++; k == repeat {
				k = 0
				if i++; i == len(inputs) {
					i = 0
				}
			}
		}
	}
	if cpu1, ok := cpuTime(); cpuOK && ok {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}

	// Untimed: b.Loop has stopped the timer.
	c := count(len(inputs), op)
	b.ReportMetric(c.allocsPerInput, "allocs/URL")
	if c.rejected < len(inputs) {
		b.ReportMetric(c.allocsPerAccepted, "allocs/accepted")
	}
	b.ReportMetric(float64(c.rejected), "rejected")
}

// warmOnce makes the first benchmark of a process run warmUp.
var warmOnce sync.Once

// warmUp runs op, untimed, over the inputs in the order of perIndex's
// loop, until two garbage collections have finished since it started (or
// warmUpLimit has passed, or op has not allocated in its first 1024 calls).
// Until the heap has grown to the size at which the collector keeps it,
// allocations take memory that the process has not touched yet, and each
// new page costs a page fault: the first benchmark of a process would pay
// for that, and time about 10% slower than the same benchmark run second
// (bench/README.md, "What mattered").
//
// "Has not allocated" means fewer than quietMallocs allocations in the
// process over those 1024 calls. The runtime allocates now and then on its
// own (when it starts a thread, for one), so a count of exactly zero would
// depend on chance; the benchmarks' ops that allocate do so about once
// a call (Parse, on the inputs it accepts).
func warmUp(n, repeat int, op func(int) bool) {
	start, cycles0, allocs0 := time.Now(), gcCycles(), mallocs()
	i, k := 0, 0
	for batch := 0; ; batch++ {
		for range 1024 {
			op(i)
			if k++; k >= repeat {
				k = 0
				if i++; i == n {
					i = 0
				}
			}
		}
		if batch == 0 && mallocs()-allocs0 < quietMallocs || gcCycles() >= cycles0+2 || time.Since(start) > warmUpLimit {
			return
		}
	}
}

// warmUpLimit bounds warmUp's time. (A variable, so that a test on a
// loaded machine can wait for the collections.)
var warmUpLimit = 250 * time.Millisecond

// quietMallocs is the number of allocations in warmUp's first batch below
// which it takes op not to allocate.
const quietMallocs = 64

// gcCycles returns how many garbage collections have finished. (It reads
// runtime/metrics, which unlike runtime.ReadMemStats does not stop the
// world, once a batch of warmUp.)
func gcCycles() uint64 {
	s := [1]metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s[:])
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// counts are PerURL's exact figures.
type counts struct {
	allocsPerInput    float64
	allocsPerAccepted float64 // 0 when op accepted no input
	rejected          int
}

// count runs op over every one of n inputs, then once more over the inputs
// it accepted, counting heap allocations.
func count(n int, op func(int) bool) counts {
	accepted := make([]int, 0, n)
	before := mallocs()
	for i := range n {
		if op(i) {
			accepted = append(accepted, i)
		}
	}
	all := mallocs() - before
	before = mallocs()
	for _, i := range accepted {
		op(i)
	}
	ok := mallocs() - before
	c := counts{
		allocsPerInput: float64(all) / float64(n),
		rejected:       n - len(accepted),
	}
	if len(accepted) > 0 {
		c.allocsPerAccepted = float64(ok) / float64(len(accepted))
	}
	return c
}

// mallocs returns the number of heap allocations so far.
func mallocs() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}
