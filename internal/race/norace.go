//go:build !race

package race

// Enabled is true under the race detector (see race.go).
const Enabled = false
