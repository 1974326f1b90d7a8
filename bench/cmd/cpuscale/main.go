// Command cpuscale measures how much faster this machine does a fixed amount
// of work on two cores than on one, for bench/cli-throughput.sh to print
// beside the 2-core/1-core ratios of the list commands: a ratio below 2 that
// cpuscale shows too is the machine's, not the program's.
//
//	cpuscale [-rounds N] [-work MS]
//
// The work is a loop like a URL scanner's inner loop: for each byte of a
// 16 KiB buffer, a lookup in a 256-byte table and a branch. Each worker has
// its own buffer, which stays in its core's L1 data cache, and shares
// nothing with the other until it is done, so a perfect machine runs it
// twice as fast on two cores. It runs the work with GOMAXPROCS 1 and then 2,
// -rounds times, alternating, and prints one line:
//
//	cpuscale: 1 core 212 ms, 2 cores 107 ms (best of 10), 1.98x; paired 1.95x
//
// the best times, their ratio, and the median over the rounds of each
// 1-core time over the 2-core time right after it. -work sets the size of
// the work, in milliseconds of one core at about 1 ns a byte.
//
// On a virtual machine whose two cores are hyperthreads of one physical
// core, or share it with other machines' work, the ratio falls below 2,
// and it moves from one minute to the next as the other work comes and
// goes.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"
)

// marked is the table of the scan: one byte in five is marked.
var marked = func() (t [256]uint8) {
	for c := range t {
		if c%5 == 0 {
			t[c] = 1
		}
	}
	return t
}()

// scan counts the marked bytes of a fresh 16 KiB buffer, rounds times.
func scan(rounds int) int {
	buf := make([]byte, 16<<10)
	for i := range buf {
		buf[i] = byte(i*7 + i>>3)
	}
	n := 0
	for range rounds {
		for _, c := range buf {
			if marked[c] != 0 {
				n++
			}
		}
	}
	return n
}

// run does the work, split into 64 parts, on procs goroutines with
// GOMAXPROCS procs, and returns the wall time.
func run(procs, parts, rounds int) time.Duration {
	runtime.GOMAXPROCS(procs)
	work := make(chan int, parts)
	for range parts {
		work <- rounds
	}
	close(work)
	start := time.Now()
	var wg sync.WaitGroup
	counts := make([]int, procs)
	for w := range procs {
		wg.Go(func() {
			n := 0
			for r := range work {
				n += scan(r)
			}
			counts[w] = n
		})
	}
	wg.Wait()
	d := time.Since(start)
	runtime.KeepAlive(counts) // so that the scans are not left out
	return d
}

func main() {
	rounds := flag.Int("rounds", 10, "runs on one core and on two, alternating")
	work := flag.Int("work", 200, "the work, in milliseconds of one core at about 1 ns a byte")
	flag.Parse()
	if *rounds < 1 || *work < 1 {
		fmt.Fprintln(os.Stderr, "cpuscale: -rounds and -work must be positive")
		os.Exit(2)
	}
	const parts = 64
	perPart := max(1, *work*1_000_000/parts/(16<<10)) // buffer scans a part
	var one, two []time.Duration
	var paired []float64
	for range *rounds {
		a := run(1, parts, perPart)
		b := run(2, parts, perPart)
		one, two = append(one, a), append(two, b)
		paired = append(paired, a.Seconds()/b.Seconds())
	}
	best1, best2 := slices.Min(one), slices.Min(two)
	slices.Sort(paired)
	med := paired[len(paired)/2]
	if len(paired)%2 == 0 {
		med = (paired[len(paired)/2-1] + med) / 2
	}
	fmt.Printf("cpuscale: 1 core %d ms, 2 cores %d ms (best of %d), %.2fx; paired %.2fx\n",
		best1.Milliseconds(), best2.Milliseconds(), *rounds, best1.Seconds()/best2.Seconds(), med)
}
