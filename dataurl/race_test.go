//go:build race

package dataurl

// raceEnabled is set when the tests run under the race detector, which
// allocates and slows code down on its own: allocation counts and timings
// are checked without it.
const raceEnabled = true
