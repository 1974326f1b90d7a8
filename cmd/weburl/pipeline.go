package main

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"unsafe"
)

// The list commands (check, fmt, canon, surt, ssurt) and jsonl read their
// input as a stream of lines and answer each line on its own, so they share
// one pipeline:
//
//   - The reader (the caller's goroutine) reads the input in large chunks
//     straight into a batch's buffer. After every read it hands on the
//     complete lines it holds as one batch, and carries the unfinished last
//     line over to the next batch; so it never waits for input while it
//     holds lines that could be answered, which is what makes jsonl
//     interactive.
//   - GOMAXPROCS workers take batches and answer their lines, appending
//     to the batch's own output buffers (standard output and standard
//     error), without allocating per line beyond what the library does.
//   - The writer takes the batches in input order, waits for each to be
//     done, writes its output with one Write per stream, and gives its
//     buffers back to the reader.
//
// A fixed number of batches exist, so memory stays flat whatever the size
// of the input (a line longer than a batch grows that batch's buffer, up
// to maxLine). With one worker, the reader answers and writes each batch
// itself, with no goroutines at all.

// batchSize is the size of a batch's input buffer, and so of one read.
// Big enough that handing batches between goroutines costs nothing next to
// answering their lines, small enough that two workers share the work of a
// small input.
const batchSize = 256 << 10

// A batch is a run of complete lines of the input, and the output it gives.
type batch struct {
	data    []byte // the lines, each with its LF (the last line of the input may lack it)
	text    string // data as a string, when the handler asks for it
	first   int    // the number of the first line, from 1
	lines   int    // the number of lines
	tooLong bool   // the batch is one line longer than maxLine, not read: data is empty
	args    bool   // the lines are command-line arguments: an empty one is not skipped

	out  []byte // what the lines write on standard output
	errs []byte // and on standard error
	// status is the worst line status of the batch (lineOK, lineBad,
	// lineTrouble).
	status lineStatus

	// recs, when the handler keeps records (--unique), says where each
	// line's output ends and the key by which the writer drops repeats.
	recs []record

	done chan struct{} // the worker's signal to the writer
}

// A record is one line of a batch whose output the writer may drop: the
// line's output is out[previous outEnd:outEnd] and errs[previous
// errEnd:errEnd].
type record struct {
	key    string // "" keeps the line whatever came before
	outEnd int
	errEnd int
	status lineStatus
}

// A lineStatus says how answering a line went, for the exit status.
type lineStatus uint8

const (
	lineOK      lineStatus = iota
	lineBad                // the line is not a (valid) URL
	lineTrouble            // the line could not be answered (too long)
)

// A lineHandler answers lines. Each worker has its own, so a handler may
// keep state (buffers, caches) without locks.
type lineHandler interface {
	// line answers the line data[lo:hi] of b (text[lo:hi] when
	// wantsText), number n, without its line ending, appending to b.out
	// and b.errs. It returns the line's status and its key for
	// --unique (unused unless b.recs is kept).
	line(b *batch, n, lo, hi int) (lineStatus, string)
	// tooLong answers line n, which is longer than maxLine.
	tooLong(b *batch, n int) lineStatus
}

// A pipeline runs a stream of lines through lineHandlers.
type pipeline struct {
	newHandler func() lineHandler
	wantsText  bool // whether handlers read batch.text
	records    bool // whether handlers keep records (--unique)
	workers    int  // 0 for GOMAXPROCS

	// keep, when records is set, decides in input order whether a line
	// with a key is written: it is called once per key, by the writer.
	keep func(key string) bool

	// progress, if not nil, is the progress line the writer updates.
	progress *progress
}

// run reads r to its end and writes the answers to stdout and stderr. It
// returns the worst line status, and a read error (readErr) or write error
// (writeErr); after a write error it stops reading.
func (p *pipeline) run(r io.Reader, stdout, stderr io.Writer) (status lineStatus, readErr, writeErr error) {
	workers := p.workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if os.Getenv("GOGC") == "" {
		// What lives on the heap is the batches' buffers and the URLs of
		// the lines being answered, a few megabytes whatever the input's
		// size; the garbage is a URL a line. Collecting at every fifth
		// growth rather than every doubling keeps memory flat, and gave
		// weburl fmt '{hostname}' about a tenth more lines a second on one
		// core and a fifth more on two (bench/cli-throughput.sh). A GOGC
		// the user sets wins.
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	w := &writer{p: p, stdout: stdout, stderr: stderr}
	in := &splitter{r: r}

	if workers == 1 {
		h := p.newHandler()
		var spare []*batch
		readErr = in.run(func() *batch {
			if n := len(spare); n > 0 {
				b := spare[n-1]
				spare = spare[:n-1]
				return b
			}
			return new(batch)
		}, func(b *batch) bool {
			p.answer(h, b)
			w.write(b)
			spare = append(spare, b)
			return w.err == nil
		})
		w.finish()
		return w.status, readErr, w.err
	}

	// Enough batches that every worker has one while the writer writes one
	// and the reader fills one, and some slack for uneven batches.
	n := 2*workers + 2
	free := make(chan *batch, n)
	for range n {
		free <- &batch{done: make(chan struct{}, 1)}
	}
	work := make(chan *batch, n)
	order := make(chan *batch, n)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			h := p.newHandler()
			for b := range work {
				p.answer(h, b)
				b.done <- struct{}{}
			}
		})
	}
	writerDone := make(chan struct{})
	var failed sync.Once
	stop := make(chan struct{})
	go func() {
		defer close(writerDone)
		for b := range order {
			<-b.done
			w.write(b)
			if w.err != nil {
				failed.Do(func() { close(stop) })
			}
			free <- b
		}
	}()
	readErr = in.run(func() *batch { return <-free }, func(b *batch) bool {
		order <- b
		work <- b
		select {
		case <-stop:
			return false
		default:
			return true
		}
	})
	close(work)
	close(order)
	wg.Wait()
	<-writerDone
	w.finish()
	return w.status, readErr, w.err
}

// answer runs the handler over the lines of b.
func (p *pipeline) answer(h lineHandler, b *batch) {
	b.out, b.errs, b.recs, b.status = b.out[:0], b.errs[:0], b.recs[:0], lineOK
	if b.tooLong {
		b.status = h.tooLong(b, b.first)
		if p.records {
			b.recs = append(b.recs, record{outEnd: len(b.out), errEnd: len(b.errs), status: b.status})
		}
		return
	}
	if p.wantsText {
		b.text = viewString(b.data)
	}
	data := b.data
	n := b.first
	for lo := 0; lo < len(data); n++ {
		hi := lo + bytes.IndexByte(data[lo:], '\n')
		next := hi + 1
		if hi < lo {
			hi, next = len(data), len(data)
		}
		end := hi
		if end > lo && data[end-1] == '\r' {
			end--
		}
		start := lo
		if n == 1 && bytes.HasPrefix(data[lo:end], []byte(bom)) {
			start += len(bom)
		}
		var st lineStatus
		var key string
		if end-start > maxLine {
			st = h.tooLong(b, n)
		} else {
			st, key = h.line(b, n, start, end)
		}
		b.status = max(b.status, st)
		if p.records {
			b.recs = append(b.recs, record{key: key, outEnd: len(b.out), errEnd: len(b.errs), status: st})
		}
		lo = next
	}
	b.text = ""
}

// viewString returns the bytes of a batch's data as a string, without
// copying them (a copy of each batch cost a fifth of the time of weburl
// fmt on one core, most of it in faulting in fresh pages for it). It is
// sound because a batch's data is only written by the reader, which gets
// the batch back only after the writer is done with it, and no string of
// it is kept beyond that: the handlers append copies of what they write to
// the batch's output, the URLs they parse are dropped with the line, and
// --unique clones the keys it keeps.
func viewString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// A writer writes the answers of the batches in input order.
type writer struct {
	p              *pipeline
	stdout, stderr io.Writer
	buf            []byte // the kept output of a batch with records
	status         lineStatus
	bytes          int64
	lines          int
	err            error // the first write error
}

func (w *writer) write(b *batch) {
	w.bytes += int64(len(b.data))
	w.lines += b.lines
	if w.err != nil {
		return
	}
	out, errs := b.out, b.errs
	if w.p.records {
		out, errs = w.kept(b)
	} else {
		w.status = max(w.status, b.status)
	}
	if len(errs) > 0 {
		if w.p.progress != nil {
			w.p.progress.clear()
		}
		if _, err := w.stderr.Write(errs); err != nil {
			w.err = err
			return
		}
	}
	if len(out) > 0 {
		if _, err := w.stdout.Write(out); err != nil {
			w.err = err
			return
		}
	}
	if w.p.progress != nil {
		w.p.progress.update(w.bytes, w.lines)
	}
}

// kept returns the output of the lines of b that are kept: those without
// a key, and those whose key keep accepts. Standard error's share is
// returned in a slice of b.errs, standard output's in w.buf.
func (w *writer) kept(b *batch) (out, errs []byte) {
	w.buf = w.buf[:0]
	errs = b.errs[:0]
	outStart, errStart := 0, 0
	for _, r := range b.recs {
		if r.key == "" || w.p.keep(r.key) {
			w.buf = append(w.buf, b.out[outStart:r.outEnd]...)
			errs = append(errs, b.errs[errStart:r.errEnd]...) // never overtakes errStart
			w.status = max(w.status, r.status)
		}
		outStart, errStart = r.outEnd, r.errEnd
	}
	return w.buf, errs
}

func (w *writer) finish() {
	if w.p.progress != nil {
		w.p.progress.clear()
	}
}

// A splitter reads its input in chunks and cuts it into batches of whole
// lines.
type splitter struct {
	r     io.Reader
	n     int    // lines handed on so far
	carry []byte // the start of a line whose end has not been read
}

// run reads the input to its end, taking empty batches from get and
// handing full ones to put; put returns false to stop. The error is a read
// error.
func (s *splitter) run(get func() *batch, put func(*batch) bool) error {
	if s.r == nil {
		return nil
	}
	next := func() *batch {
		b := get()
		b.tooLong = false
		if c := cap(b.data); c < batchSize || c > 4*batchSize && len(s.carry) < batchSize {
			// A new batch, or one that held a long line: a batch's size.
			b.data = make([]byte, 0, max(batchSize, 2*len(s.carry)))
		}
		b.data = append(b.data[:0], s.carry...)
		return b
	}
	b := next()
	discarding := false // in a line longer than maxLine, to its end
	for {
		if len(b.data) == cap(b.data) {
			b.data = grow(b.data)
		}
		start := len(b.data)
		m, err := s.r.Read(b.data[start:cap(b.data)])
		b.data = b.data[:start+m]
		if discarding {
			if i := bytes.IndexByte(b.data, '\n'); i >= 0 {
				discarding = false
				b.data = b.data[:copy(b.data, b.data[i+1:])]
				start = 0
			} else {
				b.data = b.data[:0]
			}
		}
		if i := bytes.LastIndexByte(b.data[start:], '\n'); i >= 0 {
			// Hand on the complete lines before reading again, which
			// might wait.
			cut := start + i + 1
			s.carry = append(s.carry[:0], b.data[cut:]...)
			b.data = b.data[:cut]
			if !s.put(b, put) {
				return nil
			}
			b = next()
		} else if !discarding && len(b.data) >= maxLine+2 {
			// No line ending in reach: the line is too long even with
			// a CR.
			b.data = b.data[:0]
			b.tooLong = true
			if !s.put(b, put) {
				return nil
			}
			s.carry = s.carry[:0]
			b = next()
			discarding = true
		}
		if err == io.EOF {
			if len(b.data) > 0 && !discarding {
				s.put(b, put) // the last line, without an LF
			}
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// put numbers the lines of b and hands it on.
func (s *splitter) put(b *batch, put func(*batch) bool) bool {
	b.first, b.lines = s.n+1, 1
	if !b.tooLong {
		b.lines = bytes.Count(b.data, []byte("\n"))
		if b.data[len(b.data)-1] != '\n' {
			b.lines++
		}
	}
	s.n += b.lines
	return put(b)
}

// grow returns b with room for more: a batch's worth at first, then twice
// its length, for a line longer than a batch.
func grow(b []byte) []byte {
	if cap(b) == 0 {
		return make([]byte, 0, batchSize)
	}
	n := 2 * cap(b)
	if n > maxLine+2 {
		n = max(maxLine+2, cap(b)+1)
	}
	nb := make([]byte, len(b), n)
	copy(nb, b)
	return nb
}
