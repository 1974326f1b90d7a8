package url

import (
	"strconv"
	"sync"
	"unicode/utf8"
)

// maxQuotedInput is how much of the input an error message quotes.
const maxQuotedInput = 1024

// quoteInput returns input quoted for an error message: whole, or, when it
// is longer than maxQuotedInput, up to there (at a code point's start),
// followed by "..." and its length, so that a hostile input does not make a
// hostile message.
func quoteInput(input string) string {
	if len(input) <= maxQuotedInput {
		return strconv.Quote(input)
	}
	cut := maxQuotedInput
	for cut > 0 && !utf8.RuneStart(input[cut]) {
		cut--
	}
	return strconv.Quote(input[:cut]) + "... (" + strconv.Itoa(len(input)) + " bytes)"
}

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
	Code   ValidationErrorCode // the validation error that ended parsing; 0 for the zero URL as the base
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
func (e *Error) Error() string { return "parse " + quoteInput(e.Input) + ": " + e.reason() }

// reason returns the message after the input: the validation error's name
// and offset, and the detail unless it is longer than 1 KiB.
func (e *Error) reason() string {
	if e.Code == 0 {
		return e.Detail // not the parser's failure: a zero base URL
	}
	msg := e.Code.String() + " at offset " + strconv.Itoa(e.Offset)
	if e.Detail != "" && len(e.Detail) <= maxQuotedInput {
		msg += ": " + e.Detail
	}
	return msg
}

// A detail is the Detail of an Error that costs an allocation to write:
// text after a quoted rune or string, or an error message. It is written
// only when an Error will be made; parseBasic keeps one that is not an
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

// newError returns the Error for the parser's failure on input, at offset
// in input: one allocation, which holds the detail too when the parser
// kept it to write (a quoted rune or string and the text after it) and it
// is not longer than 208 bytes. The detail's first part (head: a quoted
// rune or string, or arg) is written before the allocation, whose size it
// sets, the text after it into the allocation.
func (p *parser) newError(input string, offset int) *Error {
	if p.errForm == detailPlain {
		return &Error{Input: input, Code: p.errCode, Offset: offset, Detail: p.errDetail}
	}
	if d, ok := asciiDetail(p.errForm, p.errRune, p.errDetail); ok {
		return &Error{Input: input, Code: p.errCode, Offset: offset, Detail: d}
	}
	var quoted [16]byte // a quoted rune: at most 12 bytes
	var head []byte
	arg, quote := "", "" // quote: `"` around arg, or nothing
	switch p.errForm {
	case detailQuotedRune, detailQuotedRuneString:
		d := detail{form: p.errForm, r: p.errRune}
		head = d.appendTo(quoted[:0])
	case detailQuotedString:
		if !plainQuotable(p.errArg) {
			var buf [256]byte
			head = strconv.AppendQuote(buf[:0], p.errArg)
			break
		}
		// strconv.Quote would only add the quotes: they are written
		// around arg in the allocation.
		arg, quote = p.errArg, `"`
	default: // detailArg
		arg = p.errArg
	}
	text := p.errDetail
	n := len(head) + len(quote) + len(arg) + len(quote) + len(text)
	const s = errorSize
	var e *Error
	var dst []byte
	switch code := p.errCode; {
	case n <= 64-s:
		e, dst = allocErrorWith[[64 - s]byte](input, code, offset, n)
	case n <= 80-s:
		e, dst = allocErrorWith[[80 - s]byte](input, code, offset, n)
	case n <= 96-s:
		e, dst = allocErrorWith[[96 - s]byte](input, code, offset, n)
	case n <= 112-s:
		e, dst = allocErrorWith[[112 - s]byte](input, code, offset, n)
	case n <= 128-s:
		e, dst = allocErrorWith[[128 - s]byte](input, code, offset, n)
	case n <= 160-s:
		e, dst = allocErrorWith[[160 - s]byte](input, code, offset, n)
	case n <= 192-s:
		e, dst = allocErrorWith[[192 - s]byte](input, code, offset, n)
	case n <= 256-s:
		e, dst = allocErrorWith[[256 - s]byte](input, code, offset, n)
	default:
		// A detail quoting a long part of the input: two allocations.
		return &Error{Input: input, Code: code, Offset: offset, Detail: string(head) + quote + arg + quote + text}
	}
	k := copy(dst, head)
	k += copy(dst[k:], quote)
	k += copy(dst[k:], arg)
	k += copy(dst[k:], quote)
	copy(dst[k:], text)
	return e
}

// plainQuotable reports whether strconv.Quote(s) is s between double
// quotes: s is printable ASCII, without a double quote or a backslash.
func plainQuotable(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// asciiDetailTexts are the texts of the details that most often quote a
// rune, and an ASCII one: a forbidden host or domain code point, a port's
// non-digit. Their details, for each ASCII rune, are written once, the
// first time one is needed (asciiDetail), so that such a failure's Error
// is a small allocation with nothing to write.
var asciiDetailTexts = [...]struct {
	form detailForm
	text string
}{
	{detailQuotedRune, " is not allowed in a domain"},
	{detailQuotedRune, " is not allowed in a host"},
	{detailQuotedRuneString, " is not a digit"},
}

var asciiDetails [len(asciiDetailTexts)]struct {
	once sync.Once
	s    [utf8.RuneSelf]string
}

// asciiDetail returns the detail of form with rune r and text from
// asciiDetails, when r is ASCII and text is one of asciiDetailTexts.
func asciiDetail(form detailForm, r rune, text string) (string, bool) {
	if uint32(r) >= utf8.RuneSelf {
		return "", false
	}
	for i := range asciiDetailTexts {
		t := &asciiDetailTexts[i]
		if t.form != form || t.text != text {
			continue
		}
		a := &asciiDetails[i]
		a.once.Do(func() {
			var b []byte
			var ends [utf8.RuneSelf]int
			for c := range ends {
				d := detail{form: form, r: rune(c), text: text}
				b = d.appendTo(b)
				ends[c] = len(b)
			}
			all, start := string(b), 0
			for c, end := range ends {
				a.s[c], start = all[start:end], end
			}
		})
		return a.s[r], true
	}
	return "", false
}
