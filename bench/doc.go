// Package bench compares weburl's Parse with net/url's and with
// github.com/nlnwa/whatwg-url's over the benchmark URL lists, and package
// urlpattern with github.com/dunglas/go-urlpattern on typical route
// patterns (with its Router against a loop over 10, 100 and 1,000 routes).
// It is a module of its own so that the library keeps its two
// dependencies.
//
// Run bench/table.sh for the results table, or the benchmarks directly:
//
//	go test -run '^$' -bench . -count 10
//
// See README.md.
package bench
