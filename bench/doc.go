// Package bench compares weburl's Parse with net/url's and with
// github.com/nlnwa/whatwg-url's over the benchmark URL lists. It is a module
// of its own so that the library keeps its two dependencies.
//
// Run bench/table.sh for the results table, or the benchmarks directly:
//
//	go test -run '^$' -bench . -count 10
//
// See README.md.
package bench
