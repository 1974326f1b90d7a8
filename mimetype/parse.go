package mimetype

import (
	"fmt"
	"unicode/utf8"
)

// This file is the MIME Sniffing Standard's "parse a MIME type" and
// "serialize a MIME type": parse finds the type, the subtype and the
// parameters it keeps as offsets in the input, then writes the
// serialization once. A MIMEType holds nothing else, so the serialization
// is the only string a parse makes, and none when the input is already
// serialized.

// A param is a parameter that parse keeps, as offsets in the input.
type param struct {
	name, nameEnd int
	// value to valueEnd is the unquoted value, or what follows the opening
	// quote of a quoted string, up to its closing quote or the end.
	value, valueEnd int
	quoted          bool // the value is a quoted string's, with backslash escapes
	quote           bool // the serialization quotes the value
	verbatim        bool // the serialization is value to valueEnd as it is
}

// maxLinearParams is how many parameters parse compares a new name with
// one by one; beyond it, it looks names up in a map, so that a header with
// a great many parameters takes linear time.
const maxLinearParams = 16

// outBufSize is the size of the buffer parse writes the serialization in
// before it makes it a string: serializations that fit allocate once.
const outBufSize = 256

// parse is "parse a MIME type" on in, read as UTF-8 or, with latin1, as
// isomorphic decoded bytes (each byte is the code point of its value).
// Offsets in errors are byte offsets in in.
func parse[T string | []byte](in T, latin1 bool) (MIMEType, error) {
	// Step 1: remove leading and trailing HTTP whitespace.
	start, end := 0, len(in)
	for start < end && isHTTPWhitespace(in[start]) {
		start++
	}
	for end > start && isHTTPWhitespace(in[end-1]) {
		end--
	}

	// Steps 2 to 6: the type, up to "/".
	pos := start
	for pos < end && in[pos] != '/' {
		pos++
	}
	typeEnd := pos
	if err := checkToken(in, start, typeEnd, latin1, "type"); err != nil {
		return MIMEType{}, err
	}
	if pos >= end {
		return MIMEType{}, newError(in, end, "missing / after the type")
	}
	pos++

	// Steps 7 to 9: the subtype, up to ";", less trailing HTTP whitespace.
	subtype := pos
	for pos < end && in[pos] != ';' {
		pos++
	}
	subtypeEnd := pos
	for subtypeEnd > subtype && isHTTPWhitespace(in[subtypeEnd-1]) {
		subtypeEnd--
	}
	if err := checkToken(in, subtype, subtypeEnd, latin1, "subtype"); err != nil {
		return MIMEType{}, err
	}

	// Step 11: the parameters.
	var paramBuf [8]param
	params := paramBuf[:0]
	var seen map[string]bool // lowercased names, once there are maxLinearParams
	for pos < end {
		// Steps 11.1 to 11.3: past ";" and HTTP whitespace, the name.
		pos++
		for pos < end && isHTTPWhitespace(in[pos]) {
			pos++
		}
		p := param{name: pos}
		for pos < end && in[pos] != ';' && in[pos] != '=' {
			pos++
		}
		p.nameEnd = pos
		if pos < end { // step 11.5
			if in[pos] == ';' {
				continue
			}
			pos++ // past "="
		}
		if pos >= end { // step 11.6
			break
		}
		if in[pos] == '"' { // step 11.8
			p.quoted = true
			p.value, p.valueEnd, pos = quotedString(in, pos, end)
			for pos < end && in[pos] != ';' {
				pos++
			}
		} else { // step 11.9
			p.value = pos
			for pos < end && in[pos] != ';' {
				pos++
			}
			p.valueEnd = pos
			for p.valueEnd > p.value && isHTTPWhitespace(in[p.valueEnd-1]) {
				p.valueEnd--
			}
			if p.valueEnd == p.value {
				continue
			}
		}
		// Step 11.10: keep the parameter when its name is a token, its value
		// is made of quoted-string token code points, and the name is new.
		if !isTokenSpan(in, p.name, p.nameEnd) || !checkValue(in, &p, latin1) {
			continue
		}
		if seen != nil {
			key := lowerString(in, p.name, p.nameEnd)
			if seen[key] {
				continue
			}
			seen[key] = true
		} else {
			dup := false
			for i := range params {
				if sameName(in, &params[i], &p) {
					dup = true
					break
				}
			}
			if dup {
				continue
			}
			if len(params) == maxLinearParams {
				seen = make(map[string]bool)
				for i := range params {
					seen[lowerString(in, params[i].name, params[i].nameEnd)] = true
				}
				seen[lowerString(in, p.name, p.nameEnd)] = true
			}
		}
		params = append(params, p)
	}

	// "Serialize a MIME type".
	var outBuf [outBufSize]byte
	out := appendLower(outBuf[:0], in, start, typeEnd)
	out = append(out, '/')
	out = appendLower(out, in, subtype, subtypeEnd)
	for i := range params {
		p := &params[i]
		out = append(out, ';')
		out = appendLower(out, in, p.name, p.nameEnd)
		out = append(out, '=')
		out = appendValue(out, in, p, latin1)
	}
	m := MIMEType{slash: typeEnd - start, end: typeEnd - start + 1 + subtypeEnd - subtype}
	if string(out) == string(in[start:end]) {
		m.s = string(in[start:end])
	} else {
		m.s = string(out)
	}
	return m, nil
}

// quotedString is Fetch's "collect an HTTP quoted string" with
// extract-value, on in up to end, from the quote at pos. It returns where
// the value's code points begin and end in in (escapes not yet removed)
// and the position after the string.
func quotedString[T string | []byte](in T, pos, end int) (value, valueEnd, next int) {
	pos++ // step 4: past the opening quote
	value = pos
	for pos < end {
		switch in[pos] {
		case '"': // step 5.5, otherwise
			return value, pos, pos + 1
		case '\\': // step 5.5: a backslash escapes the code point after it
			pos++
			if pos >= end {
				return value, end, end
			}
		}
		// A code point of more than one byte goes on with its other bytes,
		// which are neither quote nor backslash.
		pos++
	}
	return value, end, end
}

// valueByte returns the byte of p's value at offset i of in and the offset
// after it: in a quoted string, a backslash stands for the code point
// after it, unless it is last ("collect an HTTP quoted string", step 5.5).
func valueByte[T string | []byte](in T, p *param, i int) (byte, int) {
	if p.quoted && in[i] == '\\' && i+1 < p.valueEnd {
		i++
	}
	return in[i], i + 1
}

// checkValue reports whether p's value solely contains HTTP quoted-string
// token code points, and sets p.quote as "serialize a MIME type" quotes
// it: when it is empty or has a code point that is not an HTTP token code
// point.
func checkValue[T string | []byte](in T, p *param, latin1 bool) bool {
	token := p.valueEnd > p.value
	escaped := false
	for i := p.value; i < p.valueEnd; {
		var c byte
		next := i
		c, next = valueByte(in, p, i)
		escaped = escaped || next != i+1
		i = next
		switch {
		case c < utf8.RuneSelf:
			if classes[c]&classQuotedString == 0 {
				return false
			}
			if !isToken(c) {
				token = false
			}
		case latin1:
			token = false // U+0080 to U+00FF
		case (c == 0xC2 || c == 0xC3) && i < p.valueEnd && in[i]&0xC0 == 0x80:
			// U+0080 to U+00FF in UTF-8. Anything else from 0x80 up is
			// another code point, or not UTF-8 (U+FFFD).
			i++
			token = false
		default:
			return false
		}
	}
	p.quote = !token
	p.verbatim = token && !escaped
	return true
}

// appendValue appends the serialization of p's value (step 2.4 of
// "serialize a MIME type"), in UTF-8.
func appendValue[T string | []byte](out []byte, in T, p *param, latin1 bool) []byte {
	if p.verbatim {
		return append(out, in[p.value:p.valueEnd]...)
	}
	if p.quote {
		out = append(out, '"')
	}
	for i := p.value; i < p.valueEnd; {
		var c byte
		c, i = valueByte(in, p, i)
		switch {
		case p.quote && (c == '"' || c == '\\'):
			out = append(out, '\\', c)
		case latin1 && c >= utf8.RuneSelf:
			out = append(out, 0xC0|c>>6, 0x80|c&0x3F)
		default:
			out = append(out, c)
		}
	}
	if p.quote {
		out = append(out, '"')
	}
	return out
}

// checkToken returns an error unless in[start:end], the type or subtype
// (what), is a non-empty string of HTTP token code points (steps 4 and 9).
func checkToken[T string | []byte](in T, start, end int, latin1 bool, what string) error {
	if start == end {
		return newError(in, start, "empty "+what)
	}
	for i := start; i < end; i++ {
		if !isToken(in[i]) {
			r := rune(in[i])
			if r >= utf8.RuneSelf && !latin1 {
				r, _ = utf8.DecodeRuneInString(string(in[i:min(i+utf8.UTFMax, len(in))]))
			}
			return newError(in, i, fmt.Sprintf("%#U in the %s is not an HTTP token code point", r, what))
		}
	}
	return nil
}

func isTokenSpan[T string | []byte](in T, start, end int) bool {
	if start == end {
		return false
	}
	for i := start; i < end; i++ {
		if !isToken(in[i]) {
			return false
		}
	}
	return true
}

// sameName reports whether the names of a and b, both tokens, are equal in
// ASCII lowercase.
func sameName[T string | []byte](in T, a, b *param) bool {
	if a.nameEnd-a.name != b.nameEnd-b.name {
		return false
	}
	for i := 0; i < a.nameEnd-a.name; i++ {
		if lower(in[a.name+i]) != lower(in[b.name+i]) {
			return false
		}
	}
	return true
}

func lowerString[T string | []byte](in T, start, end int) string {
	return string(appendLower(nil, in, start, end))
}

func appendLower[T string | []byte](out []byte, in T, start, end int) []byte {
	n := len(out)
	out = append(out, in[start:end]...)
	for i := n; i < len(out); i++ {
		out[i] = lower(out[i])
	}
	return out
}

func newError[T string | []byte](in T, offset int, reason string) *Error {
	return &Error{Input: string(in), Offset: offset, Reason: reason}
}
