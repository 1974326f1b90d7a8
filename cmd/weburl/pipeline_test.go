package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// echo is a lineHandler that writes each line back with its number, and
// "N: too long" for a line longer than maxLine.
type echo struct{}

func (echo) line(b *batch, n, lo, hi int) (lineStatus, string) {
	b.out = fmt.Appendf(b.out, "%d:%s\n", n, b.data[lo:hi])
	return lineOK, ""
}

func (echo) tooLong(b *batch, n int) lineStatus {
	b.out = fmt.Appendf(b.out, "%d: too long\n", n)
	return lineTrouble
}

// splitLines is the reference for how the pipeline reads its input: the
// lines, without LF or CR LF, the last one even without an LF, and no byte
// order mark at the start (an input of only a byte order mark is one
// empty line).
func splitLines(in string) []string {
	if in == "" {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(in, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	lines[0] = strings.TrimPrefix(lines[0], bom)
	return lines
}

// chunkyReader returns its input in reads of random sizes, so that lines
// and CR LF pairs are split between reads.
type chunkyReader struct {
	s   string
	rng *rand.Rand
	max int
}

func (r *chunkyReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, io.EOF
	}
	n := min(len(p), len(r.s), 1+r.rng.IntN(r.max))
	copy(p, r.s[:n])
	r.s = r.s[n:]
	return n, nil
}

// TestPipelineLines checks that the pipeline gives every line to a
// handler once, numbered, in order, however the reads cut the input and
// however many workers answer it.
func TestPipelineLines(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 300 << 10 // more than a batch
	long := strings.Repeat("x", maxLine)
	var many strings.Builder
	for i := range 30_000 {
		fmt.Fprintf(&many, "line %d%s\n", i, strings.Repeat("y", i%50))
		if i%1000 == 0 {
			many.WriteString("\r\n\n")
		}
	}
	tests := []struct {
		name string
		in   string
	}{
		{"empty", ""},
		{"one line without LF", "a"},
		{"one line", "a\n"},
		{"CR LF", "a\r\nb\r\n\r\nc"},
		{"a lone CR stays", "a\rb\r\r\n"},
		{"byte order mark", bom + "a\n" + bom + "b\n"},
		{"only a byte order mark", bom},
		{"many batches", many.String()},
		{"longest line", "a\n" + long + "\r\nb\n"},
		{"line too long by one", "a\n" + long + "x\nb\n"},
		{"line too long, last", "a\n" + long + "xyz"},
		{"lines too long in a row", long + "1\n" + long + "2\n" + long + long + "\nz\n"},
		{"a line longer than a batch that fits", strings.Repeat("z", 290<<10) + "\nq\n"},
	}
	for _, tt := range tests {
		var want strings.Builder
		for i, l := range splitLines(tt.in) {
			if len(l) > maxLine {
				fmt.Fprintf(&want, "%d: too long\n", i+1)
			} else {
				fmt.Fprintf(&want, "%d:%s\n", i+1, l)
			}
		}
		for _, workers := range []int{1, 3} {
			for _, chunk := range []int{0, 1, 7, 5000} {
				name := fmt.Sprintf("%s/workers=%d/reads=%d", tt.name, workers, chunk)
				if chunk == 1 && len(tt.in) > 1000 {
					continue // too slow
				}
				t.Run(name, func(t *testing.T) {
					var r io.Reader = strings.NewReader(tt.in)
					if chunk > 0 {
						r = &chunkyReader{tt.in, rand.New(rand.NewPCG(1, uint64(chunk))), chunk}
					}
					p := &pipeline{newHandler: func() lineHandler { return echo{} }, workers: workers}
					var out bytes.Buffer
					_, rerr, werr := p.run(r, &out, io.Discard)
					if rerr != nil || werr != nil {
						t.Fatal(rerr, werr)
					}
					if got := out.String(); got != want.String() {
						t.Errorf("got %d bytes of output, want %d; first difference at byte %d",
							len(got), want.Len(), firstDifference(got, want.String()))
					}
				})
			}
		}
	}
}

func firstDifference(a, b string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestPipelineStopsOnWriteError checks that the reader stops soon after a
// write fails, rather than reading all of a long input.
func TestPipelineStopsOnWriteError(t *testing.T) {
	for _, workers := range []int{1, 2} {
		in := &countingReader{n: 1 << 30}
		p := &pipeline{newHandler: func() lineHandler { return echo{} }, workers: workers}
		_, rerr, werr := p.run(in, failingWriter{}, io.Discard)
		if rerr != nil || werr == nil {
			t.Errorf("workers=%d: read error %v, write error %v; want only a write error", workers, rerr, werr)
		}
		if in.read > 64*batchSize {
			t.Errorf("workers=%d: read %d bytes after the write failed", workers, in.read)
		}
	}
}

// countingReader reads n bytes of short lines.
type countingReader struct{ n, read int }

func (r *countingReader) Read(p []byte) (int, error) {
	if r.read >= r.n {
		return 0, io.EOF
	}
	p = p[:min(len(p), r.n-r.read)]
	for i := range p {
		p[i] = "http://a/\n"[(r.read+i)%10]
	}
	r.read += len(p)
	return len(p), nil
}

// TestPipelineMemoryFlat checks that a long input is read through a fixed
// number of batches: the memory in use does not grow with the input.
func TestPipelineMemoryFlat(t *testing.T) {
	heap := func(n int) uint64 {
		p := &pipeline{newHandler: func() lineHandler { return perBatch{} }, workers: 2}
		var peak uint64
		w := &peakWriter{peak: &peak}
		if _, rerr, werr := p.run(&countingReader{n: n}, w, io.Discard); rerr != nil || werr != nil {
			t.Fatal(rerr, werr)
		}
		return peak
	}
	small, large := heap(4<<20), heap(64<<20)
	if large > 2*small+(8<<20) {
		t.Errorf("peak heap %d MB for 64 MB of input, %d MB for 4 MB", large>>20, small>>20)
	}
}

// perBatch is a lineHandler that writes one byte for each batch.
type perBatch struct{}

func (perBatch) line(b *batch, n, lo, hi int) (lineStatus, string) {
	if n == b.first {
		b.out = append(b.out, '.')
	}
	return lineOK, ""
}

func (perBatch) tooLong(b *batch, n int) lineStatus { return lineTrouble }

// peakWriter discards what it is written, noting the peak of the heap in
// use.
type peakWriter struct{ peak *uint64 }

func (w *peakWriter) Write(p []byte) (int, error) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	*w.peak = max(*w.peak, m.HeapInuse)
	return len(p), nil
}
