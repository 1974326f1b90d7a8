package mimetype

import (
	"net/http"
	"strings"
)

// Extract is the Fetch Standard's "extract a MIME type" from a header list
// whose Content-Type headers have values, in order: one value a header, as
// net/http's Header.Values returns them. Like a browser, it reads the
// values as bytes, each the code point of its value (isomorphic decoding);
// it splits them at commas outside quoted strings ("get, decode, and
// split"), and returns the last MIME type among them other than */*. That
// MIME type gets the charset parameter of an earlier one with the same
// essence when it has none.
//
// Extract fails, with an *Error, when values is empty (there is no
// Content-Type header) or none of them is a MIME type other than */*.
func Extract(values []string) (MIMEType, error) {
	if len(values) == 0 {
		return MIMEType{}, &Error{Op: "extract", Offset: -1, Reason: "no Content-Type header"}
	}
	// "Get" a header: the values of all headers of the name, joined with
	// ", ".
	in := values[0]
	if len(values) > 1 {
		in = strings.Join(values, ", ")
	}
	var (
		mimeType MIMEType
		essence  string // "" is null: an essence is never empty
		charset  string // the serialized value of the charset parameter, "" for null
	)
	for pos := 0; ; pos++ {
		start, end := pos, splitValue(in, pos)
		pos = end
		// "Remove all HTTP tab or space from the start and end."
		for start < end && (in[start] == ' ' || in[start] == '\t') {
			start++
		}
		for end > start && (in[end-1] == ' ' || in[end-1] == '\t') {
			end--
		}
		if m, err := parse(in[start:end], true); err == nil && m.Essence() != "*/*" {
			mimeType = m
			if m.Essence() != essence {
				charset = m.serializedParam("charset")
				essence = m.Essence()
			} else if charset != "" && m.serializedParam("charset") == "" {
				mimeType.s += ";charset=" + charset
			}
		}
		if pos >= len(in) {
			break
		}
	}
	if mimeType.IsZero() {
		return MIMEType{}, &Error{Op: "extract", Input: in, Offset: -1, Reason: "no value is a MIME type other than */*"}
	}
	return mimeType, nil
}

// ExtractHeader is Extract of h.Values("Content-Type").
func ExtractHeader(h http.Header) (MIMEType, error) {
	return Extract(h.Values("Content-Type"))
}

// splitValue returns the end of the value that starts at in[pos] in "get,
// decode, and split": the next comma outside a quoted string, or the end.
func splitValue(in string, pos int) int {
	for {
		for pos < len(in) && in[pos] != '"' && in[pos] != ',' {
			pos++
		}
		if pos < len(in) && in[pos] == '"' {
			_, _, pos = quotedString(in, pos, len(in))
			if pos < len(in) {
				continue
			}
		}
		return pos
	}
}

// serializedParam returns the value of m's parameter name, a lowercase
// name, as serialized: quoted when the serialization quotes it. It returns
// "" when m has no such parameter (a serialized value is never empty).
func (m MIMEType) serializedParam(name string) string {
	for i := m.end; i < len(m.s); {
		n, v, next := nextParam(m.s, i)
		if n == name {
			return v
		}
		i = next
	}
	return ""
}
