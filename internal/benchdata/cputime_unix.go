//go:build unix

package benchdata

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time, user and system, that the process has used
// so far in all its threads, the garbage collector's included.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
