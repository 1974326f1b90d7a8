package urlpattern

import (
	"unicode"
	"unicode/utf8"
)

// tokenType is a token's type in the standard's tokenizer.
type tokenType uint8

const (
	tokInvalidChar tokenType = iota
	tokOpen
	tokClose
	tokRegexp
	tokName
	tokChar
	tokEscapedChar
	tokOtherModifier
	tokAsterisk
	tokEnd
)

// A token is a lexical token of a pattern string. index is the byte offset
// of its first code point.
type token struct {
	typ   tokenType
	index int
	value string
}

// tokenizer is the standard's tokenizer. Positions are byte offsets into
// input, which is valid UTF-8.
type tokenizer struct {
	input     string
	lenient   bool
	tokens    []token
	index     int
	next      int
	codePoint rune
	err       *Error
}

// tokenize implements "tokenize". In strict mode a tokenizing error is
// returned as an *Error with the offset; in lenient mode it becomes an
// invalid-char token.
func tokenize(input string, lenient bool) ([]token, *Error) {
	t := tokenizer{input: input, lenient: lenient, tokens: make([]token, 0, len(input)+1)}
	for t.index < len(input) {
		t.seek(t.index)
		switch c := t.codePoint; c {
		case '*':
			t.addDefault(tokAsterisk)
		case '+', '?':
			t.addDefault(tokOtherModifier)
		case '\\':
			if t.next == len(input) {
				if t.error(t.next, t.index, "a pattern cannot end in a backslash") {
					return nil, t.err
				}
				continue
			}
			escaped := t.next
			t.get()
			t.addLen(tokEscapedChar, t.next, escaped)
		case '{':
			t.addDefault(tokOpen)
		case '}':
			t.addDefault(tokClose)
		case ':':
			pos := t.next
			start := pos
			for pos < len(input) {
				t.seek(pos)
				if !isNameCodePoint(t.codePoint, pos == start) {
					break
				}
				pos = t.next
			}
			if pos <= start {
				if t.error(start, t.index, "a \":\" must be followed by a group name") {
					return nil, t.err
				}
				continue
			}
			t.addLen(tokName, pos, start)
		case '(':
			if !t.regexp() {
				if t.err != nil {
					return nil, t.err
				}
			}
		default:
			t.addDefault(tokChar)
		}
	}
	t.addLen(tokEnd, t.index, t.index)
	return t.tokens, nil
}

// regexp reads a "(...)" regexp group; it returns false after a tokenizing
// error.
func (t *tokenizer) regexp() bool {
	depth := 1
	pos := t.next
	start := pos
	in := t.input
	for pos < len(in) {
		t.seek(pos)
		c := t.codePoint
		if c >= utf8.RuneSelf {
			t.error(start, t.index, "a regexp group must be ASCII")
			return false
		}
		if pos == start && c == '?' {
			t.error(start, t.index, "a regexp group cannot start with \"?\"")
			return false
		}
		if c == '\\' {
			if pos == len(in)-1 {
				t.error(start, t.index, "a regexp group cannot end in a backslash")
				return false
			}
			t.get()
			if t.codePoint >= utf8.RuneSelf {
				t.error(start, t.index, "a regexp group must be ASCII")
				return false
			}
			pos = t.next
			continue
		}
		if c == ')' {
			depth--
			if depth == 0 {
				pos = t.next
				break
			}
		} else if c == '(' {
			depth++
			if pos == len(in)-1 {
				t.error(start, t.index, "unbalanced \"(\" in a regexp group")
				return false
			}
			tmp := t.next
			t.get()
			if t.codePoint != '?' {
				t.error(start, t.index, "a capturing group inside a regexp group (use \"(?:\")")
				return false
			}
			t.next = tmp
		}
		pos = t.next
	}
	if depth != 0 {
		t.error(start, t.index, "unbalanced \"(\": the regexp group is not closed")
		return false
	}
	length := pos - start - 1
	if length == 0 {
		t.error(start, t.index, "an empty regexp group")
		return false
	}
	t.add(tokRegexp, pos, start, length)
	return true
}

func (t *tokenizer) get() {
	r, n := utf8.DecodeRuneInString(t.input[t.next:])
	t.codePoint = r
	t.next += n
}

func (t *tokenizer) seek(i int) {
	t.next = i
	t.get()
}

func (t *tokenizer) add(typ tokenType, next, valuePos, valueLen int) {
	t.tokens = append(t.tokens, token{typ: typ, index: t.index, value: t.input[valuePos : valuePos+valueLen]})
	t.index = next
}

func (t *tokenizer) addLen(typ tokenType, next, valuePos int) {
	t.add(typ, next, valuePos, next-valuePos)
}

func (t *tokenizer) addDefault(typ tokenType) {
	t.addLen(typ, t.next, t.index)
}

// error processes a tokenizing error: it reports whether tokenizing stops
// (strict mode), with t.err set.
func (t *tokenizer) error(next, valuePos int, msg string) bool {
	if !t.lenient {
		t.err = &Error{Input: t.input, Offset: t.index, Msg: msg}
		return true
	}
	t.addLen(tokInvalidChar, next, valuePos)
	return false
}

// Group names are identifiers, as in JavaScript: the code points of the
// ID_Start and ID_Continue properties, from this package's tables.
var idStart, idContinue = lookup(propertyTables, "ID_Start"), lookup(propertyTables, "ID_Continue")

// isNameCodePoint implements "is a valid name code point": JavaScript's
// IdentifierStartChar (first) or IdentifierPartChar.
func isNameCodePoint(c rune, first bool) bool {
	if c == '$' || c == '_' {
		return true
	}
	if c < utf8.RuneSelf {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || !first && '0' <= c && c <= '9'
	}
	if first {
		return unicode.Is(idStart, c)
	}
	return c == 0x200C || c == 0x200D || unicode.Is(idContinue, c)
}
