//go:build !race

package url

// raceEnabled: see race_test.go.
const raceEnabled = false
