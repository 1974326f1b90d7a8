//go:build race

package mimetype

// raceEnabled is set when the tests run under the race detector, which
// allocates on its own: allocation counts are checked without it.
const raceEnabled = true
