// Package version compares dotted version numbers, such as the Unicode
// versions ("17.0.0") that the table generators check their sources
// against.
package version

import (
	"strconv"
	"strings"
)

// Less reports whether version a is before b. Each is a dotted list of
// decimal numbers ("15.0.0", "17.0"); a missing part counts as 0, so "17"
// and "17.0.0" are the same version.
func Less(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for k := range max(len(as), len(bs)) {
		var x, y int
		if k < len(as) {
			x, _ = strconv.Atoi(as[k])
		}
		if k < len(bs) {
			y, _ = strconv.Atoi(bs[k])
		}
		if x != y {
			return x < y
		}
	}
	return false
}
