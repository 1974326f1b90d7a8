package benchdata

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestSplitLines(t *testing.T) {
	got := SplitLines("\ufeffhttps://a/\n\nhttps://b/ \r\n\n  \nhttps://c/")
	want := []string{"\ufeffhttps://a/", "https://b/ \r", "  ", "https://c/"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := SplitLines("\n\n"); len(got) != 0 {
		t.Errorf("blank input: got %q", got)
	}
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Read(dir); err == nil || !strings.Contains(err.Error(), EnvDir) {
		t.Errorf("empty directory: got error %v, want one naming %s", err, EnvDir)
	}
	write("b.txt", "https://b/\n")
	write("a.txt", "https://a/1\nhttps://a/2")
	write("notes.md", "not a list")
	sets, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].Name != "a" || sets[1].Name != "b" {
		t.Fatalf("got %d datasets %v, want a and b in that order", len(sets), sets)
	}
	if n := len(sets[0].URLs); n != 2 || sets[0].Bytes() != 22 {
		t.Errorf("a.txt: got %d URLs, %d bytes; want 2, 22", n, sets[0].Bytes())
	}
	write("c.txt", "\n")
	if _, err := Read(dir); err == nil {
		t.Error("a list without URLs: got no error")
	}
}

func TestDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(EnvDir, dir)
	if got, err := Dir(); err != nil || got != dir {
		t.Errorf("got %q, %v; want %q", got, err, dir)
	}
	missing := filepath.Join(dir, "missing")
	t.Setenv(EnvDir, missing)
	_, err := Dir()
	if err == nil || !strings.Contains(err.Error(), missing) || !strings.Contains(err.Error(), EnvDir+"=/path/to") {
		t.Errorf("missing directory: got error %v, want one naming it and saying how to set %s", err, EnvDir)
	}
}

func TestModulePath(t *testing.T) {
	for mod, want := range map[string]string{
		"module github.com/weburl/url\n\ngo 1.27\n":      "github.com/weburl/url",
		"// c\nmodule \"github.com/weburl/url/bench\"\n": "github.com/weburl/url/bench",
		"go 1.27\n": "",
		"  module   github.com/weburl/url   // comment\n": "github.com/weburl/url",
		"modules x\n": "",
	} {
		if got := modulePath([]byte(mod)); got != want {
			t.Errorf("modulePath(%q) = %q, want %q", mod, got, want)
		}
	}
}

var sink *[]byte

func TestCount(t *testing.T) {
	inputs := []string{"ok", "bad", "ok", "ok"}
	c := count(len(inputs), func(i int) bool {
		if inputs[i] == "bad" {
			return false
		}
		b := make([]byte, 64)
		sink = &b
		return true
	})
	// Each accepted input allocates the slice's array and its header.
	if c.rejected != 1 || c.allocsPerAccepted != 2 || c.allocsPerInput != 1.5 {
		t.Errorf("got %+v, want 1 rejected, 2 allocs/accepted, 1.5 allocs/URL", c)
	}
}

// TestPerInputRepeat checks the order in which PerInputRepeat hands the
// inputs to op, with and without bases: each input n times in a row, in
// the dataset's order, then the first again. (The benchmark runs for the
// default benchmark time, a second each.)
func TestPerInputRepeat(t *testing.T) {
	const n = 4
	for _, d := range []*Dataset{
		{Name: "plain", URLs: []string{"a", "b", "c"}},
		{Name: "bases", URLs: []string{"a", "b", "c"}, Bases: []string{"x", "", "z"}},
	} {
		var got []string
		testing.Benchmark(func(b *testing.B) {
			got = got[:0]
			PerInputRepeat(b, d, n, func(s string) (string, bool) { return s, true }, func(s, base string) bool {
				if len(got) < 3*len(d.URLs)*n {
					got = append(got, s+base)
				}
				return true
			})
		})
		var want []string
		for range 3 {
			for i, s := range d.URLs {
				for range n {
					if d.Bases != nil {
						s = d.URLs[i] + d.Bases[i]
					}
					want = append(want, s)
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: op got %q, want %q", d.Name, got, want)
		}
	}
}

// TestWarmUp checks that warmUp runs op until two collections have
// finished, over the inputs in perIndex's order, and that it stops after
// one batch when op does not allocate, even if the runtime does.
func TestWarmUp(t *testing.T) {
	// GOGC=off in the environment would leave only the time limit.
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	// On a loaded machine (go test -race over every package at once) two
	// collections can take longer than warmUp's usual limit.
	defer func(d time.Duration) { warmUpLimit = d }(warmUpLimit)
	warmUpLimit = time.Minute
	var sink []byte
	var order []int
	cycles0 := gcCycles()
	warmUp(3, 2, func(i int) bool {
		sink = make([]byte, 4096)
		if len(order) < 8 {
			order = append(order, i)
		}
		return true
	})
	if cycles := gcCycles(); cycles < cycles0+2 {
		t.Errorf("warmUp returned after %d collections, want 2", cycles-cycles0)
	}
	if want := []int{0, 0, 1, 1, 2, 2, 0, 0}; !slices.Equal(order, want) {
		t.Errorf("op got inputs %v, want %v", order, want)
	}

	// An op that does not allocate, while the runtime allocates a few
	// objects (here, in the first call, as when it starts a thread).
	calls := 0
	warmUp(3, 1, func(int) bool {
		if calls++; calls == 1 {
			for range 8 {
				sink = make([]byte, 64)
			}
		}
		return true
	})
	if calls != 1024 {
		t.Errorf("op that does not allocate: %d calls, want 1024", calls)
	}

	// Twice quietMallocs in a batch of 1024 calls: not quiet.
	every := 1024 / (2 * quietMallocs)
	calls = 0
	warmUp(3, 1, func(int) bool {
		if calls++; calls%every == 0 {
			sink = make([]byte, 4096)
		}
		return true
	})
	if calls <= 1024 {
		t.Errorf("op that allocates once in %d calls: %d calls, want more than 1024", every, calls)
	}
	_ = sink
}
