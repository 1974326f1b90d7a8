//go:build !race

package urlpattern

// raceEnabled: see race_test.go.
const raceEnabled = false
