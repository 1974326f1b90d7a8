//go:build !race

package hostile

// raceEnabled: see race_test.go.
const raceEnabled = false
