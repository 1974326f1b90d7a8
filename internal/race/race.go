//go:build race

// Package race tells the tests whether they run under the race detector,
// which allocates and slows code down on its own: allocation counts and
// timings are checked without it.
package race

// Enabled is true under the race detector.
const Enabled = true
