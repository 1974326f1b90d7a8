package urlpattern

import (
	"strconv"
	"strings"
)

// Error is the error of a pattern that cannot be compiled: the standard's
// TypeError. It says which component and pattern string failed, and where.
type Error struct {
	Component string // "protocol", ..., "hash"; "" for the pattern as a whole
	Input     string // the pattern string, or the value, that failed
	Offset    int    // byte offset in Input where the problem is, or -1
	Msg       string // what is wrong
	Err       error  // the underlying error (a *url.Error, a *RegexpError), or nil
}

// Error returns a message such as
// `urlpattern: pathname "/:id(" at offset 4: unbalanced "(": the regexp group is not closed`.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("urlpattern: ")
	if e.Component != "" {
		b.WriteString(e.Component)
		b.WriteByte(' ')
	}
	in := e.Input
	if len(in) > 200 {
		in = in[:200] + "..."
	}
	b.WriteString(strconv.Quote(in))
	if e.Offset >= 0 {
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if e.Err != nil {
		b.WriteString(": ")
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }
