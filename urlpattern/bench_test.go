package urlpattern

import "testing"

// The benchmarks comparing this package with another implementation, and
// the Router with a loop, are in the bench module (bench/urlpattern_test.go).

var sinkP *Pattern

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkP, _ = New("https://example.com/books/:id")
	}
}

var sinkR *Result

func BenchmarkExec(b *testing.B) {
	p, _ := New("https://example.com/books/:id")
	b.ReportAllocs()
	for b.Loop() {
		sinkR = p.Exec("https://example.com/books/42")
	}
}

func BenchmarkExecTo(b *testing.B) {
	p, _ := New("https://example.com/books/:id")
	var r Result
	b.ReportAllocs()
	for b.Loop() {
		p.ExecTo(&r, "https://example.com/books/42")
	}
}

// The benchmarks below exercise the Unicode data: case-insensitive
// matching, \p{...} classes and a group name outside ASCII.

func BenchmarkNewIgnoreCase(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkP, _ = Options{IgnoreCase: true}.New("https://example.com/Books/:id")
	}
}

func BenchmarkExecIgnoreCase(b *testing.B) {
	p, _ := Options{IgnoreCase: true}.New("https://example.com/Books/:id")
	b.ReportAllocs()
	for b.Loop() {
		sinkR = p.Exec("https://example.com/BOOKS/42")
	}
}

func BenchmarkNewProperty(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkP, _ = New(`https://example.com/:straße(\p{L}+)-:n(\p{Script=Latin}+)`)
	}
}

func BenchmarkExecProperty(b *testing.B) {
	p, _ := New(`https://example.com/:straße(\p{L}+)-:n(\p{Script=Latin}+)`)
	b.ReportAllocs()
	for b.Loop() {
		sinkR = p.Exec("https://example.com/Zurich-abc")
	}
}
