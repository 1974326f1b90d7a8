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

// codeTexts holds each validation error's name (String) and description
// (Description).
var codeTexts = [...]struct{ name, description string }{
	DomainToASCII:                        {"domain-to-ASCII", "the host is not a valid domain under strict IDNA processing (UTS #46 ToASCII)"},
	DomainPercentEncoded:                 {"domain-percent-encoded", "the host is a domain with percent-encoded bytes"},
	HostInvalidCodePoint:                 {"host-invalid-code-point", "the opaque host has a code point that is not allowed in a host"},
	IPv4EmptyPart:                        {"IPv4-empty-part", "the IPv4 address ends with a dot"},
	IPv4TooFewParts:                      {"IPv4-too-few-parts", "the IPv4 address has fewer than four parts"},
	IPv4TooManyParts:                     {"IPv4-too-many-parts", "the IPv4 address has more than four parts"},
	IPv4NonNumericPart:                   {"IPv4-non-numeric-part", "a part of the IPv4 address is not a number"},
	IPv4NonDecimalPart:                   {"IPv4-non-decimal-part", "a part of the IPv4 address is written in hexadecimal or octal"},
	IPv4OutOfRangePart:                   {"IPv4-out-of-range-part", "a part of the IPv4 address is above 255"},
	IPv4NonASCIIInput:                    {"IPv4-non-ASCII-input", "the IPv4 address is written with code points that are not ASCII, such as full-width digits"},
	IPv6Unclosed:                         {"IPv6-unclosed", "the IPv6 address has no closing ]"},
	IPv6InvalidCompression:               {"IPv6-invalid-compression", "the IPv6 address starts with a single :"},
	IPv6TooManyPieces:                    {"IPv6-too-many-pieces", "the IPv6 address has more than eight pieces"},
	IPv6MultipleCompression:              {"IPv6-multiple-compression", "the IPv6 address has :: more than once"},
	IPv6InvalidCodePoint:                 {"IPv6-invalid-code-point", "the IPv6 address has a code point that is not a hex digit or :, or ends early"},
	IPv6TooFewPieces:                     {"IPv6-too-few-pieces", "the IPv6 address has fewer than eight pieces and no ::"},
	IPv6PieceLeadingZero:                 {"IPv6-piece-leading-zero", "a piece of the IPv6 address has a leading zero"},
	IPv4InIPv6TooManyPieces:              {"IPv4-in-IPv6-too-many-pieces", "the IPv6 address has more than six pieces before its IPv4 part"},
	IPv4InIPv6InvalidCodePoint:           {"IPv4-in-IPv6-invalid-code-point", "the IPv4 part of the IPv6 address has an empty part, a non-digit, a leading zero or too many parts"},
	IPv4InIPv6OutOfRangePart:             {"IPv4-in-IPv6-out-of-range-part", "a part of the IPv4 part of the IPv6 address is above 255"},
	IPv4InIPv6TooFewParts:                {"IPv4-in-IPv6-too-few-parts", "the IPv4 part of the IPv6 address has fewer than four parts"},
	InvalidURLUnit:                       {"invalid-URL-unit", "a code point that is not allowed in a URL, or a % not followed by two hex digits"},
	SpecialSchemeMissingFollowingSolidus: {"special-scheme-missing-following-solidus", "the special scheme is not followed by //"},
	MissingSchemeNonRelativeURL:          {"missing-scheme-non-relative-URL", "there is no scheme, and no base URL that a relative URL could be resolved against"},
	InvalidReverseSolidus:                {"invalid-reverse-solidus", "a backslash is used where a special URL has /"},
	InvalidCredentials:                   {"invalid-credentials", "the input includes credentials"},
	HostMissing:                          {"host-missing", "a special URL has no host"},
	PortOutOfRange:                       {"port-out-of-range", "the port is above 65535"},
	PortInvalid:                          {"port-invalid", "the port is not a number"},
	FileInvalidWindowsDriveLetter:        {"file-invalid-Windows-drive-letter", "a relative reference starts with a Windows drive letter, against a file base URL"},
	FileInvalidWindowsDriveLetterHost:    {"file-invalid-Windows-drive-letter-host", "a file URL's host is a Windows drive letter"},
}

// String returns the standard's name for the validation error, such as
// "port-out-of-range".
func (c ValidationErrorCode) String() string {
	if c == 0 || c >= numValidationErrorCodes {
		return "ValidationErrorCode(" + strconv.Itoa(int(c)) + ")"
	}
	return codeTexts[c].name
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
		head = (&detail{form: p.errForm, r: p.errRune}).appendTo(quoted[:0])
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
	// dst has room for exactly n bytes: the appends write into it in place.
	_ = append(append(append(append(append(dst[:0], head...), quote...), arg...), quote...), text...)
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

// asciiDetails are the forms and texts of the details that most often
// quote a rune, and an ASCII one: a forbidden host or domain code point, a
// port's non-digit. Their details, for each ASCII rune (s), are written
// once, the first time one is needed (asciiDetail), so that such a
// failure's Error is a small allocation with nothing to write.
var asciiDetails = [...]struct {
	form detailForm
	text string
	once sync.Once
	s    [utf8.RuneSelf]string
}{
	{form: detailQuotedRune, text: " is not allowed in a domain"},
	{form: detailQuotedRune, text: " is not allowed in a host"},
	{form: detailQuotedRuneString, text: " is not a digit"},
}

// asciiDetail returns the detail of form with rune r and text from
// asciiDetails, when r is ASCII and form and text are one of them.
func asciiDetail(form detailForm, r rune, text string) (string, bool) {
	if uint32(r) >= utf8.RuneSelf {
		return "", false
	}
	for i := range asciiDetails {
		a := &asciiDetails[i]
		if a.form != form || a.text != text {
			continue
		}
		a.once.Do(func() {
			for c := range a.s {
				d := detail{form: form, r: rune(c), text: text}
				a.s[c] = string(d.appendTo(nil))
			}
		})
		return a.s[r], true
	}
	return "", false
}
