package main

import (
	"errors"
	"fmt"
	"io"

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
	o, err := parseListOptions(args, false)
	switch {
	case err != nil:
		return usageError(stderr, "weburl check", err.Error(), checkUsageLine)
	case o.help:
		return printUsage(stdout, stderr)
	}
	base, err := parseBase(o.base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: %v\n", err)
		return checkTrouble
	}
	p := o.newPipeline(func() lineHandler { return &checker{o: &o, base: base} })
	return runList(p, o.args, stdin, stdout, stderr)
}

// A checker is the lineHandler of weburl check: it checks URLs and writes
// a line for each of their validation errors.
type checker struct {
	o    *listOptions
	base *url.URL // nil for none
}

// line checks one URL, number n. Empty lines are skipped, but not empty
// arguments.
func (c *checker) line(b *batch, n, lo, hi int) (lineStatus, string) {
	input := b.text[lo:hi]
	if input == "" && !b.args {
		return lineOK, ""
	}
	if !c.o.filtering() && !c.o.unique {
		// The common case, valid URLs, costs a parse without a URL.
		if url.IsValid(input, c.base) {
			return lineOK, ""
		}
		b.out = c.report(b.out, n, input)
		return lineBad, ""
	}
	u, err := (*url.Parser)(nil).Parse(input, c.base)
	if err != nil {
		u = nil
	} else if !c.o.match(u) {
		return lineOK, ""
	}
	key := c.o.key(u, input)
	if url.IsValid(input, c.base) {
		return lineOK, key
	}
	b.out = c.report(b.out, n, input)
	return lineBad, key
}

func (c *checker) tooLong(b *batch, n int) lineStatus {
	b.errs = appendTooLong(b.errs, n, "not checked")
	return lineTrouble
}

// report appends the report of an input that is not a valid URL string:
// each validation error once, the one that made parsing fail (if any) as
// the failure.
func (c *checker) report(dst []byte, n int, input string) []byte {
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
		dst = appendReport(dst, n, input, e.Offset, e.Code.String(), e.Code.Description())
	}
	if err != nil {
		dst = appendFailure(dst, n, input, err)
	}
	return dst
}
