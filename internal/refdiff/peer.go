package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// A peer is a running program that speaks the jsonl protocol of
// cmd/weburl: one request line in, one response line out, in order.
type peer struct {
	name string
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
}

// startPeer starts argv as a peer. Its standard error goes to ours.
func startPeer(name string, argv []string, dir string) (*peer, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s (%s): %v", name, strings.Join(argv, " "), err)
	}
	return &peer{name: name, cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}, nil
}

// ask sends the requests and returns the responses, in order. Requests are
// written by a goroutine while responses are read, so that neither side
// blocks on a full pipe.
func (p *peer) ask(reqs []request) ([]json.RawMessage, error) {
	werr := make(chan error, 1)
	go func() {
		w := bufio.NewWriterSize(p.in, 1<<20)
		for i := range reqs {
			line, err := json.Marshal(&reqs[i])
			if err != nil {
				werr <- err
				return
			}
			w.Write(line)
			w.WriteByte('\n')
		}
		werr <- w.Flush()
	}()
	resps := make([]json.RawMessage, 0, len(reqs))
	for range reqs {
		line, err := p.out.ReadBytes('\n')
		if err != nil {
			<-werr
			return nil, fmt.Errorf("%s: reading its response %d of %d: %v", p.name, len(resps)+1, len(reqs), err)
		}
		resps = append(resps, json.RawMessage(line[:len(line)-1]))
	}
	if err := <-werr; err != nil {
		return nil, fmt.Errorf("%s: writing requests: %v", p.name, err)
	}
	return resps, nil
}

// close ends the peer's input and waits for it to exit.
func (p *peer) close() error {
	p.in.Close()
	return p.cmd.Wait()
}

// A pair is the two peers under comparison: ours and the reference.
type pair struct {
	ours, ref *peer
	asked     int // requests sent to each, minimisation included
}

// ask sends the same requests to both peers at once.
func (pr *pair) ask(reqs []request) (ours, ref []json.RawMessage, err error) {
	pr.asked += len(reqs)
	var rerr error
	done := make(chan struct{})
	go func() {
		ref, rerr = pr.ref.ask(reqs)
		close(done)
	}()
	ours, err = pr.ours.ask(reqs)
	<-done
	if err == nil {
		err = rerr
	}
	return ours, ref, err
}

// cause returns the cause of the disagreement on one request ("" when they
// agree).
func (pr *pair) cause(r request) (string, diff, error) {
	ours, ref, err := pr.ask([]request{r})
	if err != nil {
		return "", diff{}, err
	}
	d := compare(r, ours[0], ref[0])
	return d.cause, d, nil
}
