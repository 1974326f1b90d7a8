package mimetype

import (
	"errors"
	"iter"
	"net/http"
)

// A MIMEType is a parsed MIME type: a type, a subtype and an ordered list
// of parameters, held as its serialization. It is a small immutable value,
// cheap to copy and safe to share; two MIME types are == when their
// serializations are equal.
//
// The zero MIMEType is not a valid MIME type: IsZero reports it, and its
// getters return empty strings.
type MIMEType struct {
	s string // the serialization; "" for the zero MIMEType
}

var errTODO = errors.New("mimetype: not implemented yet")

// Parse is the MIME Sniffing Standard's "parse a MIME type".
func Parse(s string) (MIMEType, error) { return MIMEType{}, errTODO }

// ParseBytes is the MIME Sniffing Standard's "parse a MIME type from
// bytes": b is isomorphic decoded (each byte is the code point of its
// value) and parsed.
func ParseBytes(b []byte) (MIMEType, error) { return MIMEType{}, errTODO }

// Type returns m's type, such as "text".
func (m MIMEType) Type() string { return "" }

// Subtype returns m's subtype, such as "html".
func (m MIMEType) Subtype() string { return "" }

// Essence returns m's essence, such as "text/html".
func (m MIMEType) Essence() string { return "" }

// String is the MIME Sniffing Standard's "serialize a MIME type".
func (m MIMEType) String() string { return m.s }

// AppendText implements encoding.TextAppender.
func (m MIMEType) AppendText(b []byte) ([]byte, error) { return append(b, m.s...), nil }

// MarshalText implements encoding.TextMarshaler.
func (m MIMEType) MarshalText() ([]byte, error) { return []byte(m.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (m *MIMEType) UnmarshalText(b []byte) error { return errTODO }

// Param returns the value of m's parameter name, matched ASCII
// case-insensitively.
func (m MIMEType) Param(name string) (value string, ok bool) { return "", false }

// Params returns m's parameters, in order.
func (m MIMEType) Params() iter.Seq2[string, string] { return func(func(string, string) bool) {} }

// NumParams returns the number of m's parameters.
func (m MIMEType) NumParams() int { return 0 }

// IsZero reports whether m is the zero MIMEType.
func (m MIMEType) IsZero() bool { return m.s == "" }

// Charset returns the value of m's charset parameter.
func (m MIMEType) Charset() (string, bool) { return m.Param("charset") }

// Encoding returns the Encoding Standard's name of the encoding that m's
// charset parameter labels, or "" when there is none.
func (m MIMEType) Encoding() string { return "" }

// Extract is the Fetch Standard's "extract a MIME type" over the values of
// the Content-Type headers, in order.
func Extract(values []string) (MIMEType, error) { return MIMEType{}, errTODO }

// ExtractHeader is Extract over h.Values("Content-Type").
func ExtractHeader(h http.Header) (MIMEType, error) { return Extract(h.Values("Content-Type")) }

// An Error is a failure to parse or extract a MIME type.
type Error struct {
	Input  string // the input
	Offset int    // the byte offset in Input where parsing failed
	Reason string // what is wrong
}

func (e *Error) Error() string { return "mimetype: parse: " + e.Reason }
