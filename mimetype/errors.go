package mimetype

import "strconv"

// An Error is a failure to parse a MIME type, or to extract one from
// Content-Type values. Its text says what failed and where, as in
// `mimetype: parse "text/": empty subtype at offset 5`.
type Error struct {
	Input  string // the input, or for Extract the values joined with ", "
	Offset int    // the byte offset in Input where parsing failed; -1 for none
	Reason string // what is wrong
	Op     string // "parse", or "extract" for Extract; "" is "parse"
}

// Error returns the error's text: the operation, the input, the reason
// and the offset.
func (e *Error) Error() string {
	op := e.Op
	if op == "" {
		op = "parse"
	}
	s := "mimetype: " + op + " " + strconv.Quote(e.Input) + ": " + e.Reason
	if e.Offset >= 0 {
		s += " at offset " + strconv.Itoa(e.Offset)
	}
	return s
}
