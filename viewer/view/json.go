package view

import (
	"strconv"
	"unicode/utf8"
)

// The results reach the page as JSON. They are written here by hand rather
// than by encoding/json, which would add 1.6 MB (0.4 MB gzipped) to the
// WebAssembly module for these few types, and time to every page load. The
// struct tags still name each field; TestAppendJSON holds this writer to
// what encoding/json makes of the same values.

// AppendJSON appends r as JSON to b, as encoding/json would marshal it.
func (r *Result) AppendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("encoding", r.Encoding)
	if r.Failure != nil {
		o.key("failure")
		o.b = r.Failure.appendJSON(o.b)
	}
	o.key("issues")
	o.b = appendList(o.b, r.Issues, Issue.appendJSON)
	o.int("issueCount", r.IssueCount)
	o.key("readings")
	o.b = appendList(o.b, r.Readings, Reading.appendJSON)
	o.key("components")
	o.b = appendList(o.b, r.Components, appendString)
	if len(r.Setup) > 0 {
		o.key("setup")
		o.b = appendList(o.b, r.Setup, appendString)
	}
	o.key("stats")
	o.b = r.Stats.appendJSON(o.b)
	if r.Data != nil {
		o.key("data")
		o.b = r.Data.appendJSON(o.b)
	}
	return o.end()
}

func (f *Failure) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("name", f.Name)
	o.str("description", f.Description)
	o.str("detail", f.Detail)
	o.str("message", f.Message)
	o.key("span")
	o.b = f.Span.appendJSON(o.b)
	o.bool("inBase", f.InBase)
	return o.end()
}

func (is Issue) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("name", is.Name)
	o.str("description", is.Description)
	o.int("offset", is.Offset)
	o.key("span")
	o.b = is.Span.appendJSON(o.b)
	o.bool("fatal", is.Fatal)
	return o.end()
}

func (s Span) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.int("start", s.Start)
	o.int("end", s.End)
	return o.end()
}

func (rd Reading) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("title", rd.Title)
	o.strOmit("error", rd.Error)
	if len(rd.Cells) > 0 {
		o.key("cells")
		o.b = appendList(o.b, rd.Cells, Cell.appendJSON)
	}
	o.int("differs", rd.Differs)
	o.strOmit("verdict", rd.Verdict)
	return o.end()
}

func (c Cell) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("value", c.Value)
	o.boolOmit("na", c.NA)
	o.boolOmit("differs", c.Differs)
	o.intOmit("truncated", c.Truncated)
	o.strOmit("display", c.Display)
	return o.end()
}

func (s InputStats) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.int("bytes", s.Bytes)
	o.int("utf16", s.UTF16)
	o.int("replacement", s.Replacement)
	return o.end()
}

func (d *Data) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.strOmit("mimeType", d.MIMEType)
	o.strOmit("essence", d.Essence)
	o.int("bodySize", d.BodySize)
	o.strOmit("error", d.Error)
	o.strOmit("preview", d.Preview)
	o.strOmit("noPreview", d.NoPreview)
	return o.end()
}

// AppendJSON appends r as JSON to b, as encoding/json would marshal it.
func (r *PatternResult) AppendJSON(b []byte) []byte {
	o := beginObject(b)
	if r.Error != nil {
		o.key("error")
		o.b = r.Error.appendJSON(o.b)
	}
	if len(r.Components) > 0 {
		o.key("components")
		o.b = appendList(o.b, r.Components, PatternComponent.appendJSON)
	}
	o.bool("hasRegExpGroups", r.HasRegExpGroups)
	o.bool("matches", r.Matches)
	if len(r.Groups) > 0 {
		o.key("groups")
		o.b = appendList(o.b, r.Groups, ComponentMatch.appendJSON)
	}
	return o.end()
}

func (e *PatternError) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("message", e.Message)
	o.str("component", e.Component)
	o.str("input", e.Input)
	o.int("offset", e.Offset)
	return o.end()
}

func (c PatternComponent) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("name", c.Name)
	o.str("pattern", c.Pattern)
	o.intOmit("truncated", c.Truncated)
	return o.end()
}

func (m ComponentMatch) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("name", m.Name)
	o.str("input", m.Input)
	o.intOmit("truncated", m.Truncated)
	o.key("groups")
	o.b = appendList(o.b, m.Groups, GroupValue.appendJSON)
	return o.end()
}

func (g GroupValue) appendJSON(b []byte) []byte {
	o := beginObject(b)
	o.str("name", g.Name)
	o.str("value", g.Value)
	o.bool("matched", g.Matched)
	o.intOmit("truncated", g.Truncated)
	return o.end()
}

// An object writes the members of one JSON object; the *Omit methods leave
// out a zero value, as the omitempty tag option does.
type object struct {
	b     []byte
	empty bool // no member written yet
}

func beginObject(b []byte) object { return object{b: append(b, '{'), empty: true} }

func (o *object) end() []byte { return append(o.b, '}') }

// key writes the member's name; the names are plain ASCII, written as they
// are.
func (o *object) key(name string) {
	if !o.empty {
		o.b = append(o.b, ',')
	}
	o.empty = false
	o.b = append(o.b, '"')
	o.b = append(o.b, name...)
	o.b = append(o.b, '"', ':')
}

func (o *object) str(name, v string) {
	o.key(name)
	o.b = AppendJSONString(o.b, v)
}

func (o *object) strOmit(name, v string) {
	if v != "" {
		o.str(name, v)
	}
}

func (o *object) int(name string, v int) {
	o.key(name)
	o.b = strconv.AppendInt(o.b, int64(v), 10)
}

func (o *object) intOmit(name string, v int) {
	if v != 0 {
		o.int(name, v)
	}
}

func (o *object) bool(name string, v bool) {
	o.key(name)
	o.b = strconv.AppendBool(o.b, v)
}

func (o *object) boolOmit(name string, v bool) {
	if v {
		o.bool(name, v)
	}
}

// appendList appends xs as a JSON array, each element by elem; a nil slice
// is null, as encoding/json writes it.
func appendList[T any](b []byte, xs []T, elem func(T, []byte) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = elem(x, b)
	}
	return append(b, ']')
}

func appendString(s string, b []byte) []byte { return AppendJSONString(b, s) }

const hexDigits = "0123456789abcdef"

// AppendJSONString appends s to b as a JSON string. Like encoding/json, it
// writes each byte of invalid UTF-8 as U+FFFD, and escapes U+2028 and
// U+2029, which JavaScript source (though not JSON.parse) reads as line
// ends.
func AppendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
