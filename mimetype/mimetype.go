package mimetype

import (
	"iter"
	"strings"

	"github.com/weburl/url/internal/encname"
)

// A MIMEType is a parsed MIME type: a type, a subtype and an ordered map
// of parameters, held as its serialization plus offsets. It is a small
// immutable value, cheap to copy and safe to share between goroutines. Two
// MIME types are == when their serializations are equal.
//
// The zero MIMEType is not a valid MIME type: IsZero reports it, and its
// methods return empty strings and no parameters.
type MIMEType struct {
	s     string // "serialize a MIME type"; "" for the zero MIMEType
	slash int    // the offset of "/" in s
	end   int    // the length of the essence, where the parameters begin
}

// Parse is the MIME Sniffing Standard's "parse a MIME type". It reads s
// as UTF-8; a byte sequence that is not UTF-8 is U+FFFD, which no
// parameter value may contain. A failure is an *Error.
//
// Parse makes one allocation, for the serialization, when that is up to
// 256 bytes long, and none when s, less leading and trailing HTTP
// whitespace, is already a serialization (as "text/html;charset=utf-8"
// is).
func Parse(s string) (MIMEType, error) { return parse(s, false) }

// ParseBytes is the MIME Sniffing Standard's "parse a MIME type from
// bytes": each byte of b is the code point of its value (b is isomorphic
// decoded, as HTTP header bytes are), so the byte 0xE9 in a parameter
// value is U+00E9 é. A failure is an *Error.
func ParseBytes(b []byte) (MIMEType, error) { return parse(b, true) }

// Type returns m's type, such as "text", in ASCII lowercase.
func (m MIMEType) Type() string { return m.s[:m.slash] }

// Subtype returns m's subtype, such as "html", in ASCII lowercase.
func (m MIMEType) Subtype() string {
	if m.s == "" {
		return ""
	}
	return m.s[m.slash+1 : m.end]
}

// Essence returns m's essence: its type, "/" and its subtype, such as
// "text/html".
func (m MIMEType) Essence() string { return m.s[:m.end] }

// String is the MIME Sniffing Standard's "serialize a MIME type": the
// essence, then ";", the name, "=" and the value of each parameter, the
// value quoted when it is empty or not an HTTP token. It returns "" for
// the zero MIMEType. The string is UTF-8: parameter values may have the
// code points U+0080 to U+00FF.
func (m MIMEType) String() string { return m.s }

// AppendText implements encoding.TextAppender: it appends String().
func (m MIMEType) AppendText(b []byte) ([]byte, error) { return append(b, m.s...), nil }

// MarshalText implements encoding.TextMarshaler: it returns String().
func (m MIMEType) MarshalText() ([]byte, error) { return []byte(m.s), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it sets *m to Parse
// of text, read as UTF-8 as MarshalText writes it; empty text sets the zero
// MIMEType.
func (m *MIMEType) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*m = MIMEType{}
		return nil
	}
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// IsZero reports whether m is the zero MIMEType.
func (m MIMEType) IsZero() bool { return m.s == "" }

// Param returns the value of m's parameter name, which is matched ASCII
// case-insensitively (parameter names are stored in ASCII lowercase). The
// value has no quotes or escapes; it allocates only when the value had
// '"' or '\' in it.
func (m MIMEType) Param(name string) (value string, ok bool) {
	for i := m.end; i < len(m.s); {
		n, v, next := nextParam(m.s, i)
		if equalLower(n, name) {
			return unquote(v), true
		}
		i = next
	}
	return "", false
}

// Params returns m's parameters, names and values as Param returns them,
// in order.
func (m MIMEType) Params() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for i := m.end; i < len(m.s); {
			n, v, next := nextParam(m.s, i)
			if !yield(n, unquote(v)) {
				return
			}
			i = next
		}
	}
}

// NumParams returns the number of m's parameters.
func (m MIMEType) NumParams() int {
	n := 0
	for i := m.end; i < len(m.s); n++ {
		_, _, i = nextParam(m.s, i)
	}
	return n
}

// Charset returns the value of m's charset parameter.
func (m MIMEType) Charset() (string, bool) { return m.Param("charset") }

// Encoding returns the Encoding Standard's name of the encoding that m's
// charset parameter is a label of, such as "GBK" for charset=gb2312 and
// "windows-1252" for charset=iso-8859-1; "" when m has no charset
// parameter or it is not a label. It is Fetch's "legacy extract an
// encoding", with "" where that returns the fallback encoding.
func (m MIMEType) Encoding() string {
	charset, ok := m.Charset()
	if !ok {
		return ""
	}
	name, _ := encname.Lookup(charset)
	return name
}

// nextParam returns the name and the serialized value of the parameter at
// s[i], its ";", in a serialization, and the offset after it.
func nextParam(s string, i int) (name, value string, next int) {
	i++
	eq := i + strings.IndexByte(s[i:], '=')
	name = s[i:eq]
	v := eq + 1
	if s[v] == '"' {
		j := v + 1
		for s[j] != '"' {
			if s[j] == '\\' {
				j++
			}
			j++
		}
		return name, s[v : j+1], j + 1
	}
	j := strings.IndexByte(s[v:], ';')
	if j < 0 {
		return name, s[v:], len(s)
	}
	return name, s[v : v+j], v + j
}

// unquote returns the value that v, a serialized parameter value, stands
// for.
func unquote(v string) string {
	if v[0] != '"' {
		return v
	}
	v = v[1 : len(v)-1]
	if strings.IndexByte(v, '\\') < 0 {
		return v
	}
	b := make([]byte, 0, len(v))
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' {
			i++
		}
		b = append(b, v[i])
	}
	return string(b)
}

// equalLower reports whether name, in ASCII lowercase, is lowered.
func equalLower(lowered, name string) bool {
	if len(lowered) != len(name) {
		return false
	}
	for i := 0; i < len(name); i++ {
		if lower(name[i]) != lowered[i] {
			return false
		}
	}
	return true
}
