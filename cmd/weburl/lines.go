package main

import (
	"bufio"
	"bytes"
	"io"
)

// bom is the UTF-8 byte order mark, which is dropped at the very start of
// the input, and only there: anywhere else it is part of a line.
const bom = "\xef\xbb\xbf"

// maxLine is the longest line weburl jsonl and weburl check accept, in
// bytes, without its line ending. Tests lower it.
var maxLine = 64 << 20

// A lineReader reads its input as a sequence of lines, as weburl jsonl and
// weburl check read standard input: a line ends with an LF, a CR just
// before the LF is removed, a final line without an LF still counts, and a
// UTF-8 byte order mark at the very start of the input is dropped.
type lineReader struct {
	r    *bufio.Reader
	n    int  // the number of lines returned so far
	done bool // the input has ended, or failed
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line, without its line ending, and ok true; it
// returns ok false at the end of the input, and a read error as err. A
// line longer than maxLine is returned empty, with tooLong set. The line
// is only valid until the next call.
func (lr *lineReader) next() (line []byte, tooLong, ok bool, err error) {
	if lr.done {
		return nil, false, false, nil
	}
	line, tooLong, err = readLine(lr.r)
	switch {
	case err == io.EOF:
		lr.done = true
		if len(line) == 0 && !tooLong {
			return nil, false, false, nil
		}
	case err != nil:
		lr.done = true
		return nil, false, false, err
	}
	lr.n++
	if lr.n == 1 {
		line = bytes.TrimPrefix(line, []byte(bom))
	}
	return line, tooLong, true, nil
}

// buffered reports whether more input is buffered, so that next would not
// wait for a read.
func (lr *lineReader) buffered() bool { return lr.r.Buffered() > 0 }

// readLine reads one line from r and returns it without its line ending
// (LF or CR LF). At the end of the input it returns the last, unterminated
// line (possibly empty) with io.EOF. A line longer than maxLine is read to
// its end and dropped, and tooLong is set. The returned slice is only valid
// until the next read from r.
func readLine(r *bufio.Reader) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		switch {
		case tooLong:
		case len(buf)+len(chunk) > maxLine+2: // room for CR LF
			tooLong, buf = true, nil
		case buf == nil && err != bufio.ErrBufferFull:
			buf = chunk // the common case: no copy
		default:
			buf = append(buf, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil {
			buf = bytes.TrimSuffix(buf, []byte("\n"))
			buf = bytes.TrimSuffix(buf, []byte("\r"))
		}
		if !tooLong && len(buf) > maxLine {
			tooLong, buf = true, nil
		}
		return buf, tooLong, err
	}
}
