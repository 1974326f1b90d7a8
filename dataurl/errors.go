package dataurl

import (
	"strconv"
	"unicode/utf8"
)

// An ErrorKind says why an input is not a data: URL, or not base64.
type ErrorKind uint8

const (
	// InvalidURL: the input is not a URL at all; Error.Err is the
	// *url.Error that says why.
	InvalidURL ErrorKind = iota + 1
	// NotDataURL: the URL's scheme is not "data".
	NotDataURL
	// NoComma: no "," ends the MIME type, so there is no body.
	NoComma
	// InvalidBase64: the body (or the string given to DecodeBase64) is
	// not forgiving-base64: a character outside the base64 alphabet and
	// ASCII whitespace, padding where none may be, or a lone final
	// character.
	InvalidBase64
)

var kindNames = [...]string{
	InvalidURL:    "invalid URL",
	NotDataURL:    "not a data: URL",
	NoComma:       "no comma",
	InvalidBase64: "invalid base64",
}

// String returns the kind's name as error messages show it.
func (k ErrorKind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// An Error reports why the data: URL processor or the forgiving-base64
// decode returned failure, and where.
type Error struct {
	// Input is the string given to Parse or DecodeBase64; for Process,
	// the URL's serialization without its fragment, which is what the
	// processor reads.
	Input string
	Kind  ErrorKind
	// Offset is the byte offset in Input of what caused the failure: the
	// offending character for InvalidBase64 (the "%" of a percent-encoded
	// one), the start of the scheme for NotDataURL, the end of the URL
	// before its fragment for NoComma. It is -1 when no byte of Input can
	// be named: Parse reads the URL's serialization, and when the URL
	// parser changed more than whitespace, case and percent-encoding (as
	// in "data:/a/../b,x") the offset there is given in Detail instead.
	Offset int
	// Detail says more; it may be empty.
	Detail string
	// Err is the underlying error: the *url.Error for InvalidURL, else nil.
	Err error
}

// maxQuotedInput is how much of the input an error message quotes: a
// data: URL can be megabytes long.
const maxQuotedInput = 1024

// Error returns the message: the input (up to 1 KiB of it), the kind,
// the offset and the detail, as in
// `dataurl: "data:;base64,ab!c": invalid base64 at offset 15: '!' is not a base64 character`.
func (e *Error) Error() string {
	if e.Kind == InvalidURL && e.Err != nil {
		return "dataurl: " + e.Err.Error()
	}
	var in string
	if len(e.Input) <= maxQuotedInput {
		in = strconv.Quote(e.Input)
	} else {
		cut := maxQuotedInput
		for cut > 0 && !utf8.RuneStart(e.Input[cut]) {
			cut--
		}
		in = strconv.Quote(e.Input[:cut]) + "... (" + strconv.Itoa(len(e.Input)) + " bytes)"
	}
	msg := "dataurl: " + in + ": " + e.Kind.String()
	if e.Offset >= 0 {
		msg += " at offset " + strconv.Itoa(e.Offset)
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}

// Unwrap returns Err, so that errors.As finds the *url.Error of an
// InvalidURL failure.
func (e *Error) Unwrap() error { return e.Err }
