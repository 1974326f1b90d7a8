// Command neturl-lines does with net/url what "weburl check" and "weburl
// fmt '{hostname}'" do with weburl, for bench/cli-throughput.sh to time
// beside them: it reads URLs from standard input, one a line, and
//
//	neturl-lines check      prints "LINE: ERROR" for each line that
//	                        url.Parse rejects (empty lines are skipped)
//	neturl-lines hostname   prints u.Hostname() of each line, or an empty
//	                        line for one that url.Parse rejects
//
// in input order. It works as weburl's list commands do, so that the
// comparison is of the parsers and not of the plumbing: the input is read
// in chunks of 256 KiB, cut into batches of whole lines, answered by
// GOMAXPROCS goroutines into per-batch buffers, and written in order, with
// a fixed number of batches in flight. It exits with status 1 when a line
// was rejected.
package main

import (
	"bytes"
	"fmt"
	"io"
	neturl "net/url"
	"os"
	"runtime"
	"strconv"
	"sync"
)

const chunk = 256 << 10

type batch struct {
	data  []byte
	first int // number of the first line
	out   []byte
	bad   bool
	done  chan struct{}
}

func main() {
	if len(os.Args) != 2 || (os.Args[1] != "check" && os.Args[1] != "hostname") {
		fmt.Fprintln(os.Stderr, "usage: neturl-lines check|hostname < FILE")
		os.Exit(2)
	}
	hostname := os.Args[1] == "hostname"
	workers := runtime.GOMAXPROCS(0)
	n := 2*workers + 2
	free := make(chan *batch, n)
	for range n {
		free <- &batch{data: make([]byte, 0, chunk), done: make(chan struct{}, 1)}
	}
	work := make(chan *batch, n)
	order := make(chan *batch, n)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for b := range work {
				answer(b, hostname)
				b.done <- struct{}{}
			}
		})
	}
	bad := false
	var werr error
	written := make(chan struct{})
	go func() {
		defer close(written)
		for b := range order {
			<-b.done
			bad = bad || b.bad
			if werr == nil {
				_, werr = os.Stdout.Write(b.out)
			}
			free <- b
		}
	}()

	var carry []byte
	line := 1
	for eof := false; !eof; {
		b := <-free
		b.data = append(b.data[:0], carry...)
		for {
			if len(b.data) == cap(b.data) {
				b.data = append(b.data, 0)[:len(b.data)]
			}
			m, err := os.Stdin.Read(b.data[len(b.data):cap(b.data)])
			b.data = b.data[:len(b.data)+m]
			if err == io.EOF {
				eof = true
				break
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, "neturl-lines:", err)
				os.Exit(2)
			}
			if i := bytes.LastIndexByte(b.data, '\n'); i >= 0 {
				carry = append(carry[:0], b.data[i+1:]...)
				b.data = b.data[:i+1]
				break
			}
		}
		b.first = line
		line += bytes.Count(b.data, []byte("\n"))
		order <- b
		work <- b
	}
	close(work)
	close(order)
	wg.Wait()
	<-written
	if werr != nil {
		fmt.Fprintln(os.Stderr, "neturl-lines:", werr)
		os.Exit(2)
	}
	if bad {
		os.Exit(1)
	}
}

// answer parses the lines of b.
func answer(b *batch, hostname bool) {
	b.out, b.bad = b.out[:0], false
	text := string(b.data)
	n := b.first
	for len(text) > 0 {
		i := bytes.IndexByte(b.data[len(b.data)-len(text):], '\n')
		line := text
		if i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
		if line == "" {
			if hostname {
				b.out = append(b.out, '\n')
			}
			n++
			continue
		}
		u, err := neturl.Parse(line)
		switch {
		case err != nil:
			b.bad = true
			if !hostname {
				b.out = strconv.AppendInt(b.out, int64(n), 10)
				b.out = append(b.out, ": "...)
				b.out = append(b.out, err.Error()...)
			}
			b.out = append(b.out, '\n')
		case hostname:
			b.out = append(b.out, u.Hostname()...)
			b.out = append(b.out, '\n')
		}
		n++
	}
}
