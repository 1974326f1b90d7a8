package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/weburl/url"
)

// The exit statuses of weburl check.
const (
	checkValid   = 0 // every URL is a valid URL string
	checkInvalid = 1 // at least one is not
	checkTrouble = 2 // a usage error, an invalid base, or a URL not checked
)

// runCheck runs weburl check with its arguments (after "check").
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cl, err := parseCommandLine(args, false)
	switch {
	case err != nil:
		return usageError(stderr, "weburl check", err.Error(), checkUsageLine)
	case cl.help:
		return printUsage(stdout, stderr)
	}
	base, err := parseBase(cl.base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: %v\n", err)
		return checkTrouble
	}

	c := checker{base: base, out: bufio.NewWriterSize(stdout, 64<<10)}
	if len(cl.args) > 0 {
		for i, arg := range cl.args {
			c.check(i+1, arg)
		}
	} else if err := c.checkLines(stdin, stderr); err != nil {
		c.out.Flush()
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", err)
		return checkTrouble
	}
	if err := c.out.Flush(); err != nil {
		fmt.Fprintf(stderr, "weburl: writing standard output: %v\n", err)
		return checkTrouble
	}
	switch {
	case c.skipped:
		return checkTrouble
	case c.invalid:
		return checkInvalid
	}
	return checkValid
}

// A checker checks URLs and writes a line for each of their validation
// errors.
type checker struct {
	base    *url.URL // nil for none
	out     *bufio.Writer
	buf     []byte // a report line, reused
	invalid bool   // whether a URL was not a valid URL string
	skipped bool   // whether a line was too long to be checked
}

// checkLines checks the URLs of r, one a line, numbering the lines from 1.
// Empty lines are skipped, and lines that are too long are reported on
// stderr. The error is a read error.
func (c *checker) checkLines(r io.Reader, stderr io.Writer) error {
	in := newLineReader(r)
	for {
		line, tooLong, ok, err := in.next()
		if !ok {
			return err
		}
		switch {
		case tooLong:
			fmt.Fprintf(stderr, "weburl: line %d is longer than %d bytes; not checked\n", in.n, maxLine)
			c.skipped = true
		case len(line) > 0:
			c.check(in.n, string(line))
		}
	}
}

// check checks one URL, number n, and reports it if it is not a valid URL
// string: each validation error once, the one that made parsing fail (if
// any) as the failure. Write errors are left for the final Flush to
// report.
func (c *checker) check(n int, input string) {
	if url.IsValid(input, c.base) {
		return
	}
	c.invalid = true
	_, verrs, err := url.ParseValidate(input, c.base)
	var perr *url.Error
	failed := err != nil && errors.As(err, &perr) && perr.Code != 0
	if failed && len(verrs) > 0 {
		// The error that ended parsing is normally the last one met: it is
		// reported once, as the failure.
		if last := verrs[len(verrs)-1]; last.Code == perr.Code && last.Offset == perr.Offset {
			verrs = verrs[:len(verrs)-1]
		}
	}
	for i, e := range verrs {
		if i > 0 && e == verrs[i-1] {
			// The standard meets some errors twice in a row, in two
			// states ("http:/x" misses a slash in both the special
			// authority slashes state and the next): one report.
			continue
		}
		c.report(n, input, e.Offset, e.Code.String(), e.Code.Description())
	}
	switch {
	case err == nil:
	case !failed:
		c.report(n, input, 0, "failure", err.Error())
	default:
		// The failure, with the details the parser gives.
		text := perr.Code.String() + ": "
		if perr.Detail != "" {
			text += perr.Detail
		} else {
			text += perr.Code.Description()
		}
		c.report(n, input, perr.Offset, "failure", text)
	}
}

// report writes one line, "N:OFFSET: NAME: TEXT", about the URL input. An
// error at a byte order mark says so: one in the middle of the input, as
// when two files are concatenated, is part of its line.
func (c *checker) report(n int, input string, offset int, name, text string) {
	b := strconv.AppendInt(c.buf[:0], int64(n), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(offset), 10)
	b = append(b, ": "...)
	b = append(b, name...)
	b = append(b, ": "...)
	b = append(b, text...)
	if offset <= len(input) && strings.HasPrefix(input[offset:], bom) {
		b = append(b, " (at a byte order mark, U+FEFF, which only the very start of the input may have)"...)
	}
	b = append(b, '\n')
	c.out.Write(b)
	c.buf = b
}
