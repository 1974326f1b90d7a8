package urlpattern

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// partType is a part's type.
type partType uint8

const (
	partFixed partType = iota
	partRegexp
	partSegmentWildcard
	partFullWildcard
)

// modifier is a part's modifier.
type modifier uint8

const (
	modNone modifier = iota
	modOptional
	modZeroOrMore
	modOneOrMore
)

func (m modifier) String() string {
	switch m {
	case modZeroOrMore:
		return "*"
	case modOptional:
		return "?"
	case modOneOrMore:
		return "+"
	}
	return ""
}

// A part is one piece of a parsed pattern string.
type part struct {
	typ      partType
	modifier modifier
	value    string // fixed text (encoded) or the regexp
	name     string
	prefix   string
	suffix   string
	// valueAt is the byte offset of a regexp part's value in the pattern
	// string, for errors.
	valueAt int
	// goValue is a regexp part's value translated to Go syntax, and seg
	// its matcher when it matches exactly one delimited segment.
	goValue string
	seg     *segmentRegexp
}

// options are the standard's options.
type options struct {
	delimiter  string
	prefix     string
	ignoreCase bool
}

var (
	defaultOptions  = options{}
	hostnameOptions = options{delimiter: "."}
	pathnameOptions = options{delimiter: "/", prefix: "/"}
)

// encodingCallback validates and encodes fixed text.
type encodingCallback func(string) (string, error)

const fullWildcardRegexp = ".*"

// segmentWildcardRegexp implements "generate a segment wildcard regexp".
func segmentWildcardRegexp(o options) string {
	switch o.delimiter {
	case "":
		return "[^]+?"
	case "/":
		return `[^\/]+?`
	case ".":
		return `[^\.]+?`
	}
	return "[^" + escapeRegexpString(o.delimiter) + "]+?"
}

// textBuf collects fixed text. Text that is one run of the input is kept
// as a substring of it, without copying.
type textBuf struct {
	input      string
	start, end int    // the run input[start:end], when buf is nil
	buf        []byte // the text, once it is not one run
}

// add appends s, found at byte offset at of the input (-1: elsewhere).
func (t *textBuf) add(s string, at int) {
	if s == "" {
		return
	}
	if t.buf == nil {
		if t.start == t.end && at >= 0 {
			t.start, t.end = at, at+len(s)
			return
		}
		if at == t.end && at >= 0 {
			t.end += len(s)
			return
		}
		t.buf = append(make([]byte, 0, 32), t.input[t.start:t.end]...)
	}
	t.buf = append(t.buf, s...)
}

func (t *textBuf) empty() bool { return t.buf == nil && t.start == t.end }

func (t *textBuf) String() string {
	if t.buf == nil {
		return t.input[t.start:t.end]
	}
	return string(t.buf)
}

func (t *textBuf) reset() {
	t.start, t.end, t.buf = 0, 0, nil
}

// patternParser is the standard's pattern parser.
type patternParser struct {
	input       string
	tokens      []token
	encode      encodingCallback
	segWildcard string
	parts       []part
	pending     textBuf
	index       int
	nextNumeric int
}

// parsePattern implements "parse a pattern string".
func parsePattern(input string, o options, encode encodingCallback) ([]part, *Error) {
	toks, err := tokenize(input, false)
	if err != nil {
		return nil, err
	}
	p := patternParser{input: input, tokens: toks, encode: encode, segWildcard: segmentWildcardRegexp(o)}
	p.pending.input = input
	p.parts = make([]part, 0, min(len(toks)/2+1, 8))
	for p.index < len(p.tokens) {
		charTok := p.try(tokChar)
		nameTok := p.try(tokName)
		reTok := p.tryRegexpOrWildcard(nameTok)
		if nameTok != nil || reTok != nil {
			prefix := ""
			if charTok != nil {
				prefix = charTok.value
			}
			if prefix != "" && prefix != o.prefix {
				p.pending.add(prefix, charTok.index)
				prefix = ""
			}
			if err := p.flushPending(); err != nil {
				return nil, err
			}
			mod := p.tryModifier()
			if err := p.addPartAt(prefix, -1, nameTok, reTok, "", mod); err != nil {
				return nil, err
			}
			continue
		}
		fixed := charTok
		if fixed == nil {
			fixed = p.try(tokEscapedChar)
		}
		if fixed != nil {
			at := fixed.index
			if fixed.typ == tokEscapedChar {
				at++
			}
			p.pending.add(fixed.value, at)
			continue
		}
		if open := p.try(tokOpen); open != nil {
			prefix, prefixAt := p.consumeText()
			nameTok = p.try(tokName)
			reTok = p.tryRegexpOrWildcard(nameTok)
			suffix, _ := p.consumeText()
			if err := p.require(tokClose, "\"{\" is not closed by \"}\""); err != nil {
				return nil, err
			}
			mod := p.tryModifier()
			if err := p.addPartAt(prefix, prefixAt, nameTok, reTok, suffix, mod); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.flushPending(); err != nil {
			return nil, err
		}
		if err := p.require(tokEnd, ""); err != nil {
			return nil, err
		}
	}
	return p.parts, nil
}

func (p *patternParser) try(typ tokenType) *token {
	t := &p.tokens[p.index]
	if t.typ != typ {
		return nil
	}
	p.index++
	return t
}

func (p *patternParser) tryModifier() *token {
	if t := p.try(tokOtherModifier); t != nil {
		return t
	}
	return p.try(tokAsterisk)
}

func (p *patternParser) tryRegexpOrWildcard(name *token) *token {
	t := p.try(tokRegexp)
	if name == nil && t == nil {
		t = p.try(tokAsterisk)
	}
	return t
}

func (p *patternParser) require(typ tokenType, msg string) *Error {
	if p.try(typ) != nil {
		return nil
	}
	t := p.tokens[p.index]
	if msg == "" {
		msg = "unexpected " + strconv.Quote(t.value)
		switch t.typ {
		case tokOtherModifier, tokAsterisk:
			msg += ": a modifier must follow a group"
		case tokClose:
			msg += ": no \"{\" to close"
		case tokOpen:
			msg += ": groups \"{...}\" cannot nest"
		}
	}
	return &Error{Input: p.input, Offset: t.index, Msg: msg}
}

// consumeText implements "consume text". at is the text's offset in the
// input when it is one run of it, else -1.
func (p *patternParser) consumeText() (text string, at int) {
	first := p.index
	escaped := false
	for {
		t := p.try(tokChar)
		if t == nil {
			t = p.try(tokEscapedChar)
			escaped = escaped || t != nil
		}
		if t == nil {
			break
		}
	}
	if p.index == first {
		return "", -1
	}
	if !escaped {
		start := p.tokens[first].index
		last := p.tokens[p.index-1]
		return p.input[start : last.index+len(last.value)], start
	}
	var b strings.Builder
	for _, t := range p.tokens[first:p.index] {
		b.WriteString(t.value)
	}
	return b.String(), -1
}

func (p *patternParser) encodeAt(s string) (string, *Error) {
	if s == "" {
		return "", nil
	}
	out, err := p.encode(s)
	if err != nil {
		off := -1
		if p.index > 0 {
			off = p.tokens[p.index-1].index
		}
		return "", &Error{Input: p.input, Offset: off, Msg: "invalid text " + strconv.Quote(s), Err: err}
	}
	return out, nil
}

// flushPending implements "maybe add a part from the pending fixed value".
func (p *patternParser) flushPending() *Error {
	if p.pending.empty() {
		return nil
	}
	enc, err := p.encodeAt(p.pending.String())
	if err != nil {
		return err
	}
	p.pending.reset()
	p.parts = append(p.parts, part{typ: partFixed, value: enc})
	return nil
}

// addPartAt implements "add a part"; prefixAt is the prefix's offset in
// the input, or -1.
func (p *patternParser) addPartAt(prefix string, prefixAt int, nameTok, reTok *token, suffix string, modTok *token) *Error {
	mod := modNone
	if modTok != nil {
		switch modTok.value {
		case "?":
			mod = modOptional
		case "*":
			mod = modZeroOrMore
		case "+":
			mod = modOneOrMore
		}
	}
	if nameTok == nil && reTok == nil && mod == modNone {
		p.pending.add(prefix, prefixAt)
		return nil
	}
	if err := p.flushPending(); err != nil {
		return err
	}
	if nameTok == nil && reTok == nil {
		if prefix == "" {
			return nil
		}
		enc, err := p.encodeAt(prefix)
		if err != nil {
			return err
		}
		p.parts = append(p.parts, part{typ: partFixed, value: enc, modifier: mod})
		return nil
	}
	var value string
	valueAt := -1
	switch {
	case reTok == nil:
		value = p.segWildcard
	case reTok.typ == tokAsterisk:
		value = fullWildcardRegexp
	default:
		value = reTok.value
		valueAt = reTok.index + 1
	}
	typ := partRegexp
	switch value {
	case p.segWildcard:
		typ, value = partSegmentWildcard, ""
	case fullWildcardRegexp:
		typ, value = partFullWildcard, ""
	}
	var name string
	at := 0
	if nameTok != nil {
		name = nameTok.value
		at = nameTok.index
	} else {
		name = strconv.Itoa(p.nextNumeric)
		p.nextNumeric++
		at = reTok.index
	}
	for i := range p.parts {
		if p.parts[i].name == name {
			return &Error{Input: p.input, Offset: at, Msg: "duplicate group name " + strconv.Quote(name)}
		}
	}
	encPrefix, err := p.encodeAt(prefix)
	if err != nil {
		return err
	}
	encSuffix, err := p.encodeAt(suffix)
	if err != nil {
		return err
	}
	p.parts = append(p.parts, part{typ: typ, value: value, modifier: mod, name: name, prefix: encPrefix, suffix: encSuffix, valueAt: valueAt})
	return nil
}

// escapeRegexpString implements "escape a regexp string".
func escapeRegexpString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '.', '+', '*', '?', '^', '$', '{', '}', '(', ')', '[', ']', '|', '/', '\\':
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// escapePatternString implements "escape a pattern string".
func escapePatternString(s string) string {
	if !strings.ContainsAny(s, "+*?:{}()\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// generateRegexp implements "generate a regular expression and name list":
// the ECMAScript source the standard compiles, and the group names.
func generateRegexp(parts []part, o options) (string, []string) {
	var b strings.Builder
	b.WriteByte('^')
	var names []string
	for _, pt := range parts {
		if pt.typ == partFixed {
			if pt.modifier == modNone {
				b.WriteString(escapeRegexpString(pt.value))
			} else {
				b.WriteString("(?:" + escapeRegexpString(pt.value) + ")" + pt.modifier.String())
			}
			continue
		}
		names = append(names, pt.name)
		value := pt.value
		switch pt.typ {
		case partSegmentWildcard:
			value = segmentWildcardRegexp(o)
		case partFullWildcard:
			value = fullWildcardRegexp
		}
		writeGroup(&b, pt, value, escapeRegexpString)
	}
	b.WriteByte('$')
	return b.String(), names
}

// writeGroup writes a matching group part's regular expression, with
// value as its regexp and esc to escape fixed text.
func writeGroup(b *strings.Builder, pt part, value string, esc func(string) string) {
	if pt.prefix == "" && pt.suffix == "" {
		if pt.modifier == modNone || pt.modifier == modOptional {
			b.WriteString("(" + value + ")" + pt.modifier.String())
		} else {
			b.WriteString("((?:" + value + ")" + pt.modifier.String() + ")")
		}
		return
	}
	if pt.modifier == modNone || pt.modifier == modOptional {
		b.WriteString("(?:" + esc(pt.prefix) + "(" + value + ")" + esc(pt.suffix) + ")" + pt.modifier.String())
		return
	}
	b.WriteString("(?:" + esc(pt.prefix) + "((?:" + value + ")(?:" + esc(pt.suffix) + esc(pt.prefix) + "(?:" + value + "))*)" + esc(pt.suffix) + ")")
	if pt.modifier == modZeroOrMore {
		b.WriteByte('?')
	}
}

// generatePatternString implements "generate a pattern string". size is
// the expected length.
func generatePatternString(parts []part, o options, size int) string {
	var b strings.Builder
	b.Grow(size + 8)
	for i, pt := range parts {
		var prev, next *part
		if i > 0 {
			prev = &parts[i-1]
		}
		if i+1 < len(parts) {
			next = &parts[i+1]
		}
		if pt.typ == partFixed {
			if pt.modifier == modNone {
				b.WriteString(escapePatternString(pt.value))
				continue
			}
			b.WriteString("{" + escapePatternString(pt.value) + "}" + pt.modifier.String())
			continue
		}
		customName := !isASCIIDigit(pt.name[0])
		needsGrouping := pt.suffix != "" || (pt.prefix != "" && pt.prefix != o.prefix)
		if !needsGrouping && customName && pt.typ == partSegmentWildcard && pt.modifier == modNone &&
			next != nil && next.prefix == "" && next.suffix == "" {
			if next.typ == partFixed {
				r, _ := utf8.DecodeRuneInString(next.value)
				needsGrouping = next.value != "" && isNameCodePoint(r, false)
			} else {
				needsGrouping = isASCIIDigit(next.name[0])
			}
		}
		if !needsGrouping && pt.prefix == "" && prev != nil && prev.typ == partFixed && o.prefix != "" &&
			strings.HasSuffix(prev.value, o.prefix) {
			needsGrouping = true
		}
		if needsGrouping {
			b.WriteByte('{')
		}
		b.WriteString(escapePatternString(pt.prefix))
		if customName {
			b.WriteString(":" + pt.name)
		}
		switch {
		case pt.typ == partRegexp:
			b.WriteString("(" + pt.value + ")")
		case pt.typ == partSegmentWildcard && !customName:
			b.WriteString("(" + segmentWildcardRegexp(o) + ")")
		case pt.typ == partFullWildcard:
			if !customName && (prev == nil || prev.typ == partFixed || prev.modifier != modNone || needsGrouping || pt.prefix != "") {
				b.WriteByte('*')
			} else {
				b.WriteString("(" + fullWildcardRegexp + ")")
			}
		}
		if pt.typ == partSegmentWildcard && customName && pt.suffix != "" {
			r, _ := utf8.DecodeRuneInString(pt.suffix)
			if isNameCodePoint(r, false) {
				b.WriteByte('\\')
			}
		}
		b.WriteString(escapePatternString(pt.suffix))
		if needsGrouping {
			b.WriteByte('}')
		}
		b.WriteString(pt.modifier.String())
	}
	return b.String()
}

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }
