package url

import (
	"strconv"
	"unicode/utf8"
	"unsafe"
)

// maxQuotedInput is how much of the input an error message quotes.
const maxQuotedInput = 1024

// A ValidationErrorCode names one of the URL Standard's validation errors,
// by the name the standard's table gives it.
type ValidationErrorCode uint8

// The URL Standard's validation errors, in the order of its table.
const (
	DomainToASCII ValidationErrorCode = iota + 1
	DomainPercentEncoded
	HostInvalidCodePoint
	IPv4EmptyPart
	IPv4TooFewParts
	IPv4TooManyParts
	IPv4NonNumericPart
	IPv4NonDecimalPart
	IPv4OutOfRangePart
	IPv4NonASCIIInput
	IPv6Unclosed
	IPv6InvalidCompression
	IPv6TooManyPieces
	IPv6MultipleCompression
	IPv6InvalidCodePoint
	IPv6TooFewPieces
	IPv6PieceLeadingZero
	IPv4InIPv6TooManyPieces
	IPv4InIPv6InvalidCodePoint
	IPv4InIPv6OutOfRangePart
	IPv4InIPv6TooFewParts
	InvalidURLUnit
	SpecialSchemeMissingFollowingSolidus
	MissingSchemeNonRelativeURL
	InvalidReverseSolidus
	InvalidCredentials
	HostMissing
	PortOutOfRange
	PortInvalid
	FileInvalidWindowsDriveLetter
	FileInvalidWindowsDriveLetterHost
	numValidationErrorCodes
)

var codeNames = [...]string{
	DomainToASCII:                        "domain-to-ASCII",
	DomainPercentEncoded:                 "domain-percent-encoded",
	HostInvalidCodePoint:                 "host-invalid-code-point",
	IPv4EmptyPart:                        "IPv4-empty-part",
	IPv4TooFewParts:                      "IPv4-too-few-parts",
	IPv4TooManyParts:                     "IPv4-too-many-parts",
	IPv4NonNumericPart:                   "IPv4-non-numeric-part",
	IPv4NonDecimalPart:                   "IPv4-non-decimal-part",
	IPv4OutOfRangePart:                   "IPv4-out-of-range-part",
	IPv4NonASCIIInput:                    "IPv4-non-ASCII-input",
	IPv6Unclosed:                         "IPv6-unclosed",
	IPv6InvalidCompression:               "IPv6-invalid-compression",
	IPv6TooManyPieces:                    "IPv6-too-many-pieces",
	IPv6MultipleCompression:              "IPv6-multiple-compression",
	IPv6InvalidCodePoint:                 "IPv6-invalid-code-point",
	IPv6TooFewPieces:                     "IPv6-too-few-pieces",
	IPv6PieceLeadingZero:                 "IPv6-piece-leading-zero",
	IPv4InIPv6TooManyPieces:              "IPv4-in-IPv6-too-many-pieces",
	IPv4InIPv6InvalidCodePoint:           "IPv4-in-IPv6-invalid-code-point",
	IPv4InIPv6OutOfRangePart:             "IPv4-in-IPv6-out-of-range-part",
	IPv4InIPv6TooFewParts:                "IPv4-in-IPv6-too-few-parts",
	InvalidURLUnit:                       "invalid-URL-unit",
	SpecialSchemeMissingFollowingSolidus: "special-scheme-missing-following-solidus",
	MissingSchemeNonRelativeURL:          "missing-scheme-non-relative-URL",
	InvalidReverseSolidus:                "invalid-reverse-solidus",
	InvalidCredentials:                   "invalid-credentials",
	HostMissing:                          "host-missing",
	PortOutOfRange:                       "port-out-of-range",
	PortInvalid:                          "port-invalid",
	FileInvalidWindowsDriveLetter:        "file-invalid-Windows-drive-letter",
	FileInvalidWindowsDriveLetterHost:    "file-invalid-Windows-drive-letter-host",
}

// String returns the standard's name for the validation error, such as
// "port-out-of-range".
func (c ValidationErrorCode) String() string {
	if c == 0 || c >= numValidationErrorCodes {
		return "ValidationErrorCode(" + strconv.Itoa(int(c)) + ")"
	}
	return codeNames[c]
}

// A ValidationError is one validation error met while parsing: its code and
// the byte offset in the input where it arose.
type ValidationError struct {
	Code   ValidationErrorCode
	Offset int
}

// An Error reports why an input is not a URL: the validation error that made
// the URL Standard's parser return failure, and where in the input it arose.
type Error struct {
	Input  string              // the input as given
	Code   ValidationErrorCode // the validation error that ended parsing
	Offset int                 // byte offset in Input
	Detail string              // more about the failure; may be empty
}

// Error returns the message: the input, the validation error's name and
// offset, and the detail, as in
// `parse "https://example.com:99999/": port-out-of-range at offset 20: 99999 is above 65535`.
//
// An input longer than 1 KiB is quoted only up to there, followed by "..."
// and its length, so that a hostile input does not make a hostile message;
// the Input field keeps it whole.
func (e *Error) Error() string {
	in := strconv.Quote(e.Input)
	if len(e.Input) > maxQuotedInput {
		cut := maxQuotedInput
		for cut > 0 && !utf8.RuneStart(e.Input[cut]) {
			cut--
		}
		in = strconv.Quote(e.Input[:cut]) + "... (" + strconv.Itoa(len(e.Input)) + " bytes)"
	}
	msg := "parse " + in + ": " + e.Code.String() + " at offset " + strconv.Itoa(e.Offset)
	if e.Detail != "" && len(e.Detail) <= maxQuotedInput {
		msg += ": " + e.Detail
	}
	return msg
}

// A detail is the Detail of an Error that costs an allocation to write:
// text after a quoted rune or string, or an error message. It is written
// only when an Error will be made; parseSlow keeps one that is not an
// error's message until it makes the Error, and writes it into the Error's
// own allocation (newError).
type detail struct {
	form detailForm
	r    rune
	arg  string
	err  error
	text string
}

type detailForm uint8

const (
	detailPlain            detailForm = iota // text
	detailQuotedRune                         // strconv.QuoteRune(r) + text
	detailQuotedRuneString                   // strconv.Quote(string(r)) + text
	detailQuotedString                       // strconv.Quote(arg) + text
	detailArg                                // arg + text
	detailError                              // err.Error()
)

// appendTo appends the detail to b.
func (d *detail) appendTo(b []byte) []byte {
	switch d.form {
	case detailQuotedRune:
		b = strconv.AppendQuoteRune(b, d.r)
	case detailQuotedRuneString:
		var r [utf8.UTFMax]byte
		b = strconv.AppendQuote(b, string(utf8.AppendRune(r[:0], d.r)))
	case detailQuotedString:
		b = strconv.AppendQuote(b, d.arg)
	case detailArg:
		b = append(b, d.arg...)
	case detailError:
		return append(b, d.err.Error()...)
	}
	return append(b, d.text...)
}

// errorWith is an Error and the bytes of its Detail in one allocation.
type errorWith[A any] struct {
	e Error
	b A
}

func allocErrorWith[A any](n int) (*Error, []byte) {
	x := new(errorWith[A])
	return &x.e, unsafe.Slice((*byte)(unsafe.Pointer(&x.b)), n)
}

// newError returns the Error for the parser's failure on input, at offset
// in input: one allocation, which holds the detail too when the parser
// kept it to write (a quoted rune or string and the text after it) and it
// is not longer than 208 bytes.
func (p *parser) newError(input string, offset int) *Error {
	if p.errForm == detailPlain {
		return &Error{Input: input, Code: p.errCode, Offset: offset, Detail: p.errDetail}
	}
	d := &detail{form: p.errForm, r: p.errRune, arg: p.errArg, text: p.errDetail}
	var buf [256]byte
	b := d.appendTo(buf[:0])
	const s = int(unsafe.Sizeof(Error{}))
	var e *Error
	var dst []byte
	switch n := len(b); {
	case n <= 64-s:
		e, dst = allocErrorWith[[64 - s]byte](n)
	case n <= 80-s:
		e, dst = allocErrorWith[[80 - s]byte](n)
	case n <= 96-s:
		e, dst = allocErrorWith[[96 - s]byte](n)
	case n <= 112-s:
		e, dst = allocErrorWith[[112 - s]byte](n)
	case n <= 128-s:
		e, dst = allocErrorWith[[128 - s]byte](n)
	case n <= 160-s:
		e, dst = allocErrorWith[[160 - s]byte](n)
	case n <= 192-s:
		e, dst = allocErrorWith[[192 - s]byte](n)
	case n <= 256-s:
		e, dst = allocErrorWith[[256 - s]byte](n)
	default:
		// A detail quoting a long part of the input: two allocations.
		e, dst = new(Error), make([]byte, n)
	}
	copy(dst, b)
	*e = Error{Input: input, Code: p.errCode, Offset: offset, Detail: unsafe.String(unsafe.SliceData(dst), len(dst))}
	return e
}
