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
	"slices"
	"strings"
	"sync"
	"testing"
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
	if len(inputs) == 0 {
		b.Fatal("PerURL: no inputs")
	}
	total := 0
	for _, s := range inputs {
		total += len(s)
	}
	b.SetBytes(int64((total + len(inputs)/2) / len(inputs)))
	b.ReportAllocs()

	cpu0, cpuOK := cpuTime()
	i := 0
	for b.Loop() {
		op(inputs[i])
		i++
		if i == len(inputs) {
			i = 0
		}
	}
	if cpu1, ok := cpuTime(); cpuOK && ok {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}

	// Untimed: b.Loop has stopped the timer.
	c := count(inputs, op)
	b.ReportMetric(c.allocsPerInput, "allocs/URL")
	if c.rejected < len(inputs) {
		b.ReportMetric(c.allocsPerAccepted, "allocs/accepted")
	}
	b.ReportMetric(float64(c.rejected), "rejected")
}

// counts are PerURL's exact figures.
type counts struct {
	allocsPerInput    float64
	allocsPerAccepted float64 // 0 when op accepted no input
	rejected          int
}

// count runs op over every input, then once more over the inputs it
// accepted, counting heap allocations.
func count(inputs []string, op func(string) bool) counts {
	accepted := make([]string, 0, len(inputs))
	before := mallocs()
	for _, s := range inputs {
		if op(s) {
			accepted = append(accepted, s)
		}
	}
	all := mallocs() - before
	before = mallocs()
	for _, s := range accepted {
		op(s)
	}
	ok := mallocs() - before
	c := counts{
		allocsPerInput: float64(all) / float64(len(inputs)),
		rejected:       len(inputs) - len(accepted),
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
