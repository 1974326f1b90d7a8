package mimetype

import (
	"slices"
	"strings"
)

// This file is a slow reference: the standards' algorithms transcribed
// step by step on code points, with no offsets and no fast paths, for
// the fuzz targets to hold Parse and Extract equal to.

// slowMIMEType is a MIME type record.
type slowMIMEType struct {
	typ, subtype string
	names        []string // the parameters' names, in order
	values       map[string]string
}

func isSlowWhitespace(r rune) bool { return r == '\n' || r == '\r' || r == '\t' || r == ' ' }

func isSlowToken(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' ||
		strings.ContainsRune("!#$%&'*+-.^_`|~", r)
}

func isSlowQuotedStringToken(r rune) bool {
	return r == '\t' || r >= 0x20 && r <= 0x7E || r >= 0x80 && r <= 0xFF
}

func solely(s []rune, f func(rune) bool) bool {
	for _, r := range s {
		if !f(r) {
			return false
		}
	}
	return true
}

func asciiLower(s []rune) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// slowCollect is "collect a sequence of code points" for which f is true.
func slowCollect(in []rune, pos *int, f func(rune) bool) []rune {
	start := *pos
	for *pos < len(in) && f(in[*pos]) {
		*pos++
	}
	return in[start:*pos]
}

// slowQuotedString is "collect an HTTP quoted string" with extract-value
// true, and, with raw, false.
func slowQuotedString(in []rune, pos *int, raw bool) []rune {
	start := *pos
	var value []rune
	*pos++
	for {
		value = append(value, slowCollect(in, pos, func(r rune) bool { return r != '"' && r != '\\' })...)
		if *pos >= len(in) {
			break
		}
		quoteOrBackslash := in[*pos]
		*pos++
		if quoteOrBackslash == '\\' {
			if *pos >= len(in) {
				value = append(value, '\\')
				break
			}
			value = append(value, in[*pos])
			*pos++
		} else {
			break
		}
	}
	if raw {
		return in[start:*pos]
	}
	return value
}

// slowParse is "parse a MIME type".
func slowParse(in []rune) (*slowMIMEType, bool) {
	for len(in) > 0 && isSlowWhitespace(in[0]) {
		in = in[1:]
	}
	for len(in) > 0 && isSlowWhitespace(in[len(in)-1]) {
		in = in[:len(in)-1]
	}
	pos := 0
	typ := slowCollect(in, &pos, func(r rune) bool { return r != '/' })
	if len(typ) == 0 || !solely(typ, isSlowToken) {
		return nil, false
	}
	if pos >= len(in) {
		return nil, false
	}
	pos++
	subtype := slowCollect(in, &pos, func(r rune) bool { return r != ';' })
	for len(subtype) > 0 && isSlowWhitespace(subtype[len(subtype)-1]) {
		subtype = subtype[:len(subtype)-1]
	}
	if len(subtype) == 0 || !solely(subtype, isSlowToken) {
		return nil, false
	}
	m := &slowMIMEType{typ: asciiLower(typ), subtype: asciiLower(subtype), values: map[string]string{}}
	for pos < len(in) {
		pos++
		slowCollect(in, &pos, isSlowWhitespace)
		nameRunes := slowCollect(in, &pos, func(r rune) bool { return r != ';' && r != '=' })
		name := asciiLower(nameRunes)
		if pos < len(in) {
			if in[pos] == ';' {
				continue
			}
			pos++
		}
		if pos >= len(in) {
			break
		}
		var value []rune
		if in[pos] == '"' {
			value = slowQuotedString(in, &pos, false)
			slowCollect(in, &pos, func(r rune) bool { return r != ';' })
		} else {
			value = slowCollect(in, &pos, func(r rune) bool { return r != ';' })
			for len(value) > 0 && isSlowWhitespace(value[len(value)-1]) {
				value = value[:len(value)-1]
			}
			if len(value) == 0 {
				continue
			}
		}
		_, exists := m.values[name]
		if len(nameRunes) > 0 && solely(nameRunes, isSlowToken) && solely(value, isSlowQuotedStringToken) && !exists {
			m.names = append(m.names, name)
			m.values[name] = string(value)
		}
	}
	return m, true
}

// serialize is "serialize a MIME type".
func (m *slowMIMEType) serialize() string {
	var s strings.Builder
	s.WriteString(m.typ + "/" + m.subtype)
	for _, name := range m.names {
		value := []rune(m.values[name])
		s.WriteString(";" + name + "=")
		if len(value) == 0 || !solely(value, isSlowToken) {
			var q []rune
			for _, r := range value {
				if r == '"' || r == '\\' {
					q = append(q, '\\')
				}
				q = append(q, r)
			}
			value = slices.Concat([]rune{'"'}, q, []rune{'"'})
		}
		s.WriteString(string(value))
	}
	return s.String()
}

// latin1Runes is isomorphic decode.
func latin1Runes(b []byte) []rune {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return r
}

// slowExtract is "extract a MIME type" from Content-Type headers with
// values.
func slowExtract(values []string) (*slowMIMEType, bool) {
	if len(values) == 0 {
		return nil, false
	}
	// "Get, decode, and split".
	in := latin1Runes([]byte(strings.Join(values, ", ")))
	var split [][]rune
	pos := 0
	var tmp []rune
	for {
		tmp = append(tmp, slowCollect(in, &pos, func(r rune) bool { return r != '"' && r != ',' })...)
		if pos < len(in) && in[pos] == '"' {
			tmp = append(tmp, slowQuotedString(in, &pos, true)...)
			if pos < len(in) {
				continue
			}
		}
		for len(tmp) > 0 && (tmp[0] == ' ' || tmp[0] == '\t') {
			tmp = tmp[1:]
		}
		for len(tmp) > 0 && (tmp[len(tmp)-1] == ' ' || tmp[len(tmp)-1] == '\t') {
			tmp = tmp[:len(tmp)-1]
		}
		split = append(split, tmp)
		tmp = nil
		if pos >= len(in) {
			break
		}
		pos++
	}
	var charset, essence *string
	var mimeType *slowMIMEType
	for _, value := range split {
		m, ok := slowParse(value)
		if !ok || m.typ+"/"+m.subtype == "*/*" {
			continue
		}
		mimeType = m
		if e := m.typ + "/" + m.subtype; essence == nil || *essence != e {
			charset = nil
			if c, ok := m.values["charset"]; ok {
				charset = &c
			}
			essence = &e
		} else if _, ok := m.values["charset"]; !ok && charset != nil {
			m.names = append(m.names, "charset")
			m.values["charset"] = *charset
		}
	}
	return mimeType, mimeType != nil
}
