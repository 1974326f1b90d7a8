//go:build race

package hostile

// raceEnabled is set when the tests run under the race detector, which
// slows code down on its own: Check's timings are checked without it.
const raceEnabled = true
