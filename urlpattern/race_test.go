//go:build race

package urlpattern

// raceEnabled is set when the tests run under the race detector, which
// slows code down on its own: timings are checked without it.
const raceEnabled = true
