//go:build race

package url

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = true
