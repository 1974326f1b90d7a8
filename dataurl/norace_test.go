//go:build !race

package dataurl

// raceEnabled: see race_test.go.
const raceEnabled = false
