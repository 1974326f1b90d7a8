//go:build !race

package mimetype

// raceEnabled: see race_test.go.
const raceEnabled = false
