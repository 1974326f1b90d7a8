package urlpattern

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// RegexpError is the error of a regexp group, "(...)" in a pattern, that
// cannot be compiled: either ECMAScript rejects it with the v flag (the
// standard's TypeError; Unsupported is false) or it needs a feature that
// Go's linear-time engine does not have (Unsupported is true; see the
// package documentation for the list).
type RegexpError struct {
	Regexp      string // the regexp group's text, without the parentheses
	Offset      int    // byte offset in Regexp
	Msg         string
	Unsupported bool
}

// Error returns a message such as
// `regexp "a(?=b)" at offset 1: lookahead is not supported (it needs backtracking)`.
func (e *RegexpError) Error() string {
	return "regexp " + strconv.Quote(e.Regexp) + " at offset " + strconv.Itoa(e.Offset) + ": " + e.Msg
}

// reContext is shared by the regexp groups of one component: ECMAScript
// compiles them as one regular expression.
type reContext struct {
	names map[string]bool
}

// reTranslator validates one regexp group as ECMAScript's pattern grammar
// with the v flag and writes the equivalent Go (RE2) syntax.
//
// Nothing it writes depends on the data of the unicode package, whose
// Unicode version changes with the Go release: no (?i), \p{...}, \d or
// \w. Case folding (the i flag) and properties are written out as
// classes from this package's tables.
type reTranslator struct {
	src        string
	pos        int
	out        strings.Builder
	ignoreCase bool
	dotAll     bool
	ctx        *reContext
	err        *RegexpError
}

// translateRegexp returns the Go syntax for the ECMAScript regexp src.
func translateRegexp(src string, ignoreCase bool, ctx *reContext) (string, *RegexpError) {
	t := reTranslator{src: src, ignoreCase: ignoreCase, ctx: ctx}
	t.disjunction()
	if t.err == nil && t.pos < len(src) {
		if src[t.pos] == ')' {
			t.fail(t.pos, "unmatched \")\"")
		} else {
			t.fail(t.pos, "unexpected "+strconv.Quote(src[t.pos:t.pos+1]))
		}
	}
	if t.err != nil {
		return "", t.err
	}
	return t.out.String(), nil
}

func (t *reTranslator) fail(at int, msg string) {
	if t.err == nil {
		t.err = &RegexpError{Regexp: t.src, Offset: at, Msg: msg}
	}
}

func (t *reTranslator) unsupported(at int, msg string) {
	if t.err == nil {
		t.err = &RegexpError{Regexp: t.src, Offset: at, Msg: msg, Unsupported: true}
	}
}

func (t *reTranslator) peek() byte {
	if t.pos < len(t.src) {
		return t.src[t.pos]
	}
	return 0
}

func (t *reTranslator) eat(s string) bool {
	if strings.HasPrefix(t.src[t.pos:], s) {
		t.pos += len(s)
		return true
	}
	return false
}

func (t *reTranslator) disjunction() {
	t.alternative()
	for t.err == nil && t.peek() == '|' {
		t.pos++
		t.out.WriteByte('|')
		t.alternative()
	}
}

func (t *reTranslator) alternative() {
	for t.err == nil && t.pos < len(t.src) {
		c := t.src[t.pos]
		if c == '|' || c == ')' {
			return
		}
		t.term()
	}
}

func (t *reTranslator) term() {
	start := t.pos
	c := t.src[t.pos]
	quantifiable := true
	switch c {
	case '^', '$':
		t.pos++
		t.out.WriteByte(c)
		quantifiable = false
	case '\\':
		if strings.HasPrefix(t.src[t.pos:], `\b`) || strings.HasPrefix(t.src[t.pos:], `\B`) {
			t.out.WriteString(t.src[t.pos : t.pos+2])
			t.pos += 2
			quantifiable = false
			break
		}
		t.atomEscape()
	case '.':
		t.pos++
		if t.dotAll {
			t.out.WriteString(`(?s:.)`)
		} else {
			t.out.WriteString(`[^\n\r\x{2028}\x{2029}]`)
		}
	case '[':
		t.pos++
		v := t.classContents(true)
		if t.err == nil {
			t.writeClassValue(v)
		}
	case '(':
		quantifiable = t.group()
	case '*', '+', '?':
		t.fail(t.pos, "nothing to repeat before "+strconv.Quote(string(c)))
		return
	case '{':
		if _, _, ok := t.braceQuantifier(); ok {
			t.fail(start, "nothing to repeat")
		} else {
			t.fail(start, "a lone \"{\" must be escaped")
		}
		return
	case ']', '}':
		t.fail(t.pos, "a lone "+strconv.Quote(string(c))+" must be escaped")
		return
	default:
		r, n := utf8.DecodeRuneInString(t.src[t.pos:])
		t.pos += n
		t.writeChar(r)
	}
	if t.err != nil {
		return
	}
	t.quantifier(quantifiable)
}

// quantifier reads an optional quantifier.
func (t *reTranslator) quantifier(quantifiable bool) {
	start := t.pos
	switch t.peek() {
	case '*', '+', '?':
		t.out.WriteByte(t.src[t.pos])
		t.pos++
	case '{':
		lo, hi, ok := t.braceQuantifier()
		if !ok {
			t.fail(start, "a lone \"{\" must be escaped")
			return
		}
		if hi >= 0 && hi < lo {
			t.fail(start, "numbers out of order in {} quantifier")
			return
		}
		if lo > 1000 || hi > 1000 {
			t.unsupported(start, "a repetition count above 1000 is not supported")
			return
		}
		t.out.WriteString(t.src[start:t.pos])
	default:
		return
	}
	if !quantifiable {
		t.fail(start, "nothing to repeat")
		return
	}
	if t.peek() == '?' {
		t.pos++
		t.out.WriteByte('?')
	}
}

// braceQuantifier reads {n}, {n,} or {n,m}; hi is -1 for no bound. A
// count too large to hold is kept as a large number.
func (t *reTranslator) braceQuantifier() (lo, hi int, ok bool) {
	i := t.pos + 1
	num := func() (int, bool) {
		j := i
		n := 0
		for i < len(t.src) && isASCIIDigit(t.src[i]) {
			if n < 1<<30 {
				n = n*10 + int(t.src[i]-'0')
			}
			i++
		}
		return n, i > j
	}
	lo, ok = num()
	if !ok {
		return 0, 0, false
	}
	hi = lo
	if i < len(t.src) && t.src[i] == ',' {
		i++
		if i < len(t.src) && isASCIIDigit(t.src[i]) {
			hi, _ = num()
		} else {
			hi = -1
		}
	}
	if i >= len(t.src) || t.src[i] != '}' {
		return 0, 0, false
	}
	t.pos = i + 1
	return lo, hi, true
}

// group reads a group from "(" and reports whether it may be quantified.
func (t *reTranslator) group() bool {
	start := t.pos
	t.pos++
	switch {
	case t.eat("?:"):
		t.out.WriteString("(?:")
	case t.eat("?="), t.eat("?!"):
		t.unsupported(start, "lookahead is not supported (it needs backtracking)")
		return false
	case t.eat("?<="), t.eat("?<!"):
		t.unsupported(start, "lookbehind is not supported (it needs backtracking)")
		return false
	case t.eat("?<"):
		name, ok := t.groupName()
		if !ok {
			t.fail(start, "invalid capture group name")
			return false
		}
		if t.ctx.names[name] {
			t.fail(start, "duplicate capture group name "+strconv.Quote(name))
			return false
		}
		t.ctx.names[name] = true
		t.out.WriteByte('(')
	case t.peek() == '?':
		// Modifiers: (?ims-ims:...).
		t.pos++
		var on, off string
		for t.pos < len(t.src) && strings.IndexByte("ims", t.src[t.pos]) >= 0 {
			on += t.src[t.pos : t.pos+1]
			t.pos++
		}
		if t.eat("-") {
			for t.pos < len(t.src) && strings.IndexByte("ims", t.src[t.pos]) >= 0 {
				off += t.src[t.pos : t.pos+1]
				t.pos++
			}
			if off == "" && on == "" {
				t.fail(start, "invalid regexp modifiers")
				return false
			}
		}
		if !t.eat(":") || (on == "" && off == "") || hasRepeat(on+off) {
			t.fail(start, "invalid group")
			return false
		}
		saveI, saveS := t.ignoreCase, t.dotAll
		if strings.Contains(on, "i") {
			t.ignoreCase = true
		}
		if strings.Contains(off, "i") {
			t.ignoreCase = false
		}
		if strings.Contains(on, "s") {
			t.dotAll = true
		}
		if strings.Contains(off, "s") {
			t.dotAll = false
		}
		// Only m goes to Go: s changes how "." is written, and i how
		// characters and classes are (see writeChar).
		t.out.WriteString("(?")
		if strings.Contains(on, "m") {
			t.out.WriteString("m")
		}
		if strings.Contains(off, "m") {
			t.out.WriteString("-m")
		}
		t.out.WriteString(":")
		t.disjunction()
		t.ignoreCase, t.dotAll = saveI, saveS
		if t.err == nil && !t.eat(")") {
			t.fail(start, "unterminated group")
		}
		t.out.WriteByte(')')
		return true
	default:
		t.out.WriteByte('(')
	}
	t.disjunction()
	if t.err != nil {
		return false
	}
	if !t.eat(")") {
		t.fail(start, "unterminated group")
		return false
	}
	t.out.WriteByte(')')
	return true
}

func hasRepeat(s string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(s[i+1:], s[i]) >= 0 {
			return true
		}
	}
	return false
}

// groupName reads a RegExpIdentifierName and the closing ">".
func (t *reTranslator) groupName() (string, bool) {
	var b strings.Builder
	first := true
	for t.pos < len(t.src) {
		if t.src[t.pos] == '>' {
			t.pos++
			return b.String(), !first
		}
		var r rune
		if t.src[t.pos] == '\\' {
			t.pos++
			if !t.eat("u") {
				return "", false
			}
			var ok bool
			r, ok = t.unicodeEscape()
			if !ok {
				return "", false
			}
		} else {
			var n int
			r, n = utf8.DecodeRuneInString(t.src[t.pos:])
			t.pos += n
		}
		if !isNameCodePoint(r, first) {
			return "", false
		}
		b.WriteRune(r)
		first = false
	}
	return "", false
}

// atomEscape reads an escape outside a class, from "\".
func (t *reTranslator) atomEscape() {
	start := t.pos
	t.pos++
	if t.pos >= len(t.src) {
		t.fail(start, "\\ at end of pattern")
		return
	}
	c := t.src[t.pos]
	switch {
	case c >= '1' && c <= '9':
		for t.pos < len(t.src) && isASCIIDigit(t.src[t.pos]) {
			t.pos++
		}
		t.unsupported(start, "backreferences are not supported (they need backtracking)")
		return
	case c == 'k':
		t.pos++
		if !t.eat("<") {
			t.fail(start, "invalid named reference")
			return
		}
		if _, ok := t.groupName(); !ok {
			t.fail(start, "invalid named reference")
			return
		}
		t.unsupported(start, "backreferences are not supported (they need backtracking)")
		return
	}
	if set, ok := t.classEscape(); ok {
		if t.err == nil {
			t.writeSet(set)
		}
		return
	}
	if t.err != nil {
		return
	}
	r, ok := t.characterEscape(false)
	if !ok {
		t.fail(start, "invalid escape "+strconv.Quote(t.src[start:min(start+2, len(t.src))]))
		return
	}
	t.writeChar(r)
}

// classEscape reads \d \D \s \S \w \W \p{} \P{} with t.pos at the letter.
// ok is false (and t.pos unchanged) when the escape is not one of them.
func (t *reTranslator) classEscape() (runeSet, bool) {
	start := t.pos - 1
	c := t.src[t.pos]
	var set runeSet
	switch c {
	case 'd', 'D':
		set = runeSet{{'0', '9'}}
	case 's', 'S':
		set = jsSpace
	case 'w', 'W':
		set = runeSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
		if t.ignoreCase {
			set = set.union(runeSet{{0x017F, 0x017F}, {0x212A, 0x212A}})
		}
	case 'p', 'P':
		t.pos++
		if !t.eat("{") {
			t.fail(start, "\\"+string(c)+" must be followed by {property}")
			return nil, true
		}
		end := strings.IndexByte(t.src[t.pos:], '}')
		if end < 0 {
			t.fail(start, "unterminated \\"+string(c)+"{")
			return nil, true
		}
		body := t.src[t.pos : t.pos+end]
		t.pos += end + 1
		s, err, unsup := unicodeProperty(body)
		if err != "" {
			if unsup {
				t.unsupported(start, err)
			} else {
				t.fail(start, err)
			}
			return nil, true
		}
		if t.ignoreCase {
			s = s.foldClose()
		}
		if c == 'P' {
			s = s.complement()
		}
		return s, true
	default:
		return nil, false
	}
	t.pos++
	if t.ignoreCase {
		set = set.foldClose()
	}
	if c >= 'A' && c <= 'Z' {
		set = set.complement()
	}
	return set, true
}

// jsSpace is ECMAScript's \s: WhiteSpace and LineTerminator.
var jsSpace = runeSet{{'\t', '\r'}, {' ', ' '}, {0xA0, 0xA0}, {0x1680, 0x1680}, {0x2000, 0x200A},
	{0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F}, {0x3000, 0x3000}, {0xFEFF, 0xFEFF}}

// characterEscape reads a CharacterEscape with t.pos after "\". inClass
// allows the class-only escapes (\b, \-, and the v flag's reserved
// punctuators).
func (t *reTranslator) characterEscape(inClass bool) (rune, bool) {
	c := t.src[t.pos]
	t.pos++
	switch c {
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'v':
		return '\v', true
	case 'c':
		if t.pos < len(t.src) {
			l := t.src[t.pos]
			if 'a' <= l && l <= 'z' || 'A' <= l && l <= 'Z' {
				t.pos++
				return rune(l % 32), true
			}
		}
		return 0, false
	case '0':
		if t.pos < len(t.src) && isASCIIDigit(t.src[t.pos]) {
			return 0, false
		}
		return 0, true
	case 'x':
		if t.pos+2 <= len(t.src) {
			if v, err := strconv.ParseUint(t.src[t.pos:t.pos+2], 16, 8); err == nil && isHex(t.src[t.pos]) && isHex(t.src[t.pos+1]) {
				t.pos += 2
				return rune(v), true
			}
		}
		return 0, false
	case 'u':
		return t.unicodeEscape()
	case '^', '$', '\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '/':
		return rune(c), true
	case 'b':
		if inClass {
			return '\b', true
		}
	case '-':
		if inClass {
			return '-', true
		}
	case '&', '!', '#', '%', ',', ':', ';', '<', '=', '>', '@', '`', '~':
		if inClass {
			return rune(c), true
		}
	}
	return 0, false
}

func isHex(c byte) bool {
	return isASCIIDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unicodeEscape reads the rest of \uXXXX, \uXXXX\uXXXX (a surrogate pair)
// or \u{X...} with t.pos after "u".
func (t *reTranslator) unicodeEscape() (rune, bool) {
	if t.eat("{") {
		end := strings.IndexByte(t.src[t.pos:], '}')
		if end <= 0 {
			return 0, false
		}
		digits := t.src[t.pos : t.pos+end]
		for i := 0; i < len(digits); i++ {
			if !isHex(digits[i]) {
				return 0, false
			}
		}
		v, err := strconv.ParseUint(digits, 16, 32)
		if err != nil || v > unicode.MaxRune {
			return 0, false
		}
		t.pos += end + 1
		return rune(v), true
	}
	hex4 := func(at int) (rune, bool) {
		if at+4 > len(t.src) {
			return 0, false
		}
		for i := at; i < at+4; i++ {
			if !isHex(t.src[i]) {
				return 0, false
			}
		}
		v, _ := strconv.ParseUint(t.src[at:at+4], 16, 32)
		return rune(v), true
	}
	r, ok := hex4(t.pos)
	if !ok {
		return 0, false
	}
	t.pos += 4
	if 0xD800 <= r && r <= 0xDBFF && strings.HasPrefix(t.src[t.pos:], `\u`) {
		if lo, ok := hex4(t.pos + 2); ok && 0xDC00 <= lo && lo <= 0xDFFF {
			t.pos += 6
			return (r-0xD800)<<10 + (lo - 0xDC00) + 0x10000, true
		}
	}
	return r, true
}

// A classValue is what a v-flag class matches: code points and strings
// of other lengths than one.
type classValue struct {
	set     runeSet
	strings []string
}

// classContents reads a class after "[" up to and including "]".
func (t *reTranslator) classContents(top bool) classValue {
	start := t.pos - 1
	negated := t.eat("^")
	var v classValue
	if t.eat("]") {
		if negated {
			v.set = runeSet{{0, unicode.MaxRune}}
		}
		return v
	}
	first := t.classOperand(true)
	if t.err != nil {
		return v
	}
	switch {
	case strings.HasPrefix(t.src[t.pos:], "&&"), strings.HasPrefix(t.src[t.pos:], "--"):
		op := t.src[t.pos : t.pos+2]
		if first.rangeStart {
			t.fail(t.pos, "a range cannot be an operand of "+op)
			return v
		}
		v = first.value
		for t.err == nil {
			if t.eat("]") {
				break
			}
			if !t.eat(op) {
				t.fail(t.pos, "a class cannot mix "+op+" with other operators")
				return v
			}
			if strings.HasPrefix(t.src[t.pos:], "&") && op == "&&" || strings.HasPrefix(t.src[t.pos:], "-") && op == "--" {
				t.fail(t.pos, "invalid set operation")
				return v
			}
			next := t.classOperand(false)
			if t.err != nil {
				return v
			}
			if op == "&&" {
				v.set = v.set.intersect(next.value.set)
				v.strings = intersectStrings(v.strings, next.value.strings)
			} else {
				v.set = v.set.subtract(next.value.set)
				v.strings = subtractStrings(v.strings, next.value.strings)
			}
		}
	default:
		v = first.value
		for t.err == nil {
			if t.pos >= len(t.src) {
				t.fail(start, "unterminated character class")
				return v
			}
			if t.eat("]") {
				break
			}
			if strings.HasPrefix(t.src[t.pos:], "&&") || strings.HasPrefix(t.src[t.pos:], "--") {
				t.fail(t.pos, "a class cannot mix "+t.src[t.pos:t.pos+2]+" with a union")
				return v
			}
			next := t.classOperand(true)
			if t.err != nil {
				return v
			}
			v.set = v.set.union(next.value.set)
			v.strings = append(v.strings, next.value.strings...)
		}
	}
	if t.err != nil {
		return v
	}
	if negated {
		if len(v.strings) > 0 {
			t.fail(start, "a negated class cannot contain strings")
			return v
		}
		v.set = v.set.complement()
	}
	return v
}

type classOperand struct {
	value      classValue
	rangeStart bool // the operand was a range a-b
}

// classOperand reads one operand of a class: a nested class, an escape, a
// character, or (when ranges is set) a range.
func (t *reTranslator) classOperand(ranges bool) classOperand {
	start := t.pos
	if t.pos >= len(t.src) {
		t.fail(start, "unterminated character class")
		return classOperand{}
	}
	switch c := t.src[t.pos]; {
	case c == '[':
		t.pos++
		return classOperand{value: t.classContents(false)}
	case c == '\\' && t.pos+1 < len(t.src) && t.src[t.pos+1] == 'q':
		t.pos += 2
		if !t.eat("{") {
			t.fail(start, "\\q must be followed by {")
			return classOperand{}
		}
		return classOperand{value: t.classStrings(start)}
	case c == '\\' && t.pos+1 < len(t.src):
		t.pos++
		if set, ok := t.classEscape(); ok {
			return classOperand{value: classValue{set: set}}
		}
		t.pos-- // not a class escape: read it as a character
	}
	lo, ok := t.classSetCharacter()
	if !ok {
		return classOperand{}
	}
	if ranges && t.peek() == '-' && !strings.HasPrefix(t.src[t.pos:], "--") {
		t.pos++
		hi, ok := t.classSetCharacter()
		if !ok {
			return classOperand{}
		}
		if hi < lo {
			t.fail(start, "range out of order in character class")
			return classOperand{}
		}
		s := runeSet{{lo, hi}}
		if t.ignoreCase {
			s = s.foldClose()
		}
		return classOperand{value: classValue{set: s}, rangeStart: true}
	}
	s := runeSet{{lo, lo}}
	if t.ignoreCase {
		s = s.foldClose()
	}
	return classOperand{value: classValue{set: s}}
}

// classSetCharacter reads a ClassSetCharacter.
func (t *reTranslator) classSetCharacter() (rune, bool) {
	start := t.pos
	if t.pos >= len(t.src) {
		t.fail(start, "unterminated character class")
		return 0, false
	}
	c := t.src[t.pos]
	if c == '\\' {
		t.pos++
		if t.pos >= len(t.src) {
			t.fail(start, "\\ at end of pattern")
			return 0, false
		}
		r, ok := t.characterEscape(true)
		if !ok {
			t.fail(start, "invalid escape "+strconv.Quote(t.src[start:min(start+2, len(t.src))])+" in a character class")
		}
		return r, ok
	}
	if strings.IndexByte("()[]{}/-|", c) >= 0 {
		t.fail(start, strconv.Quote(string(c))+" must be escaped in a character class")
		return 0, false
	}
	if t.pos+1 < len(t.src) && t.src[t.pos+1] == c && strings.IndexByte("&!#$%*+,.:;<=>?@^`~", c) >= 0 {
		t.fail(start, strconv.Quote(t.src[start:start+2])+" is reserved in a character class")
		return 0, false
	}
	r, n := utf8.DecodeRuneInString(t.src[t.pos:])
	t.pos += n
	return r, true
}

// classStrings reads \q{...} after "{".
func (t *reTranslator) classStrings(start int) classValue {
	var v classValue
	var cur []rune
	flush := func() {
		if len(cur) == 1 {
			s := runeSet{{cur[0], cur[0]}}
			if t.ignoreCase {
				s = s.foldClose()
			}
			v.set = v.set.union(s)
		} else {
			v.strings = append(v.strings, string(cur))
		}
		cur = cur[:0]
	}
	for {
		if t.pos >= len(t.src) {
			t.fail(start, "unterminated \\q{")
			return v
		}
		switch t.src[t.pos] {
		case '}':
			t.pos++
			flush()
			return v
		case '|':
			t.pos++
			flush()
			continue
		}
		r, ok := t.classSetCharacter()
		if !ok {
			return v
		}
		cur = append(cur, r)
	}
}

func intersectStrings(a, b []string) []string {
	var out []string
	for _, s := range a {
		if slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

func subtractStrings(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

// writeClassValue writes a class: its strings, longest first, as
// alternatives before the code points.
func (t *reTranslator) writeClassValue(v classValue) {
	if len(v.strings) == 0 {
		t.writeSet(v.set)
		return
	}
	strs := slices.Clone(v.strings)
	slices.SortStableFunc(strs, func(a, b string) int {
		return utf8.RuneCountInString(b) - utf8.RuneCountInString(a)
	})
	strs = slices.Compact(strs)
	t.out.WriteString("(?:")
	empty := false
	for _, s := range strs {
		if s == "" {
			empty = true
			continue
		}
		for _, r := range s {
			writeLiteral(&t.out, r)
		}
		t.out.WriteByte('|')
	}
	t.writeSet(v.set)
	if empty {
		t.out.WriteByte('|')
	}
	t.out.WriteByte(')')
}

// writeSet writes a set of code points as a Go class. Surrogates, which
// no Go string holds, are left out.
func (t *reTranslator) writeSet(s runeSet) {
	s = s.subtract(runeSet{{0xD800, 0xDFFF}})
	if len(s) == 0 {
		t.out.WriteString(`[^\x00-\x{10FFFF}]`)
		return
	}
	writeClass(&t.out, s)
}

// writeClass writes a set without surrogates as a Go class.
func writeClass(b *strings.Builder, s runeSet) {
	b.WriteByte('[')
	for _, r := range s {
		writeLiteral(b, r.lo)
		if r.hi > r.lo {
			b.WriteByte('-')
			writeLiteral(b, r.hi)
		}
	}
	b.WriteByte(']')
}

// writeChar writes a pattern character: with the i flag, as the class of
// the code points that simple case folding equates to it.
func (t *reTranslator) writeChar(r rune) {
	if t.ignoreCase {
		writeFolded(&t.out, r)
		return
	}
	writeLiteral(&t.out, r)
}

// writeFolded writes r, or the class of its orbit under simple case
// folding when it has one.
func writeFolded(b *strings.Builder, r rune) {
	f := simpleFold(r)
	if f == r {
		writeLiteral(b, r)
		return
	}
	// The class lists the orbit in order, from its smallest code point.
	for f > r {
		f = simpleFold(f)
	}
	b.WriteByte('[')
	for c := f; ; {
		writeLiteral(b, c)
		if c = simpleFold(c); c == f {
			break
		}
	}
	b.WriteByte(']')
}

// quoteText returns a Go regular expression that matches the fixed text s
// or, with ignoreCase, every string that simple case folding equates to
// it.
func quoteText(s string, ignoreCase bool) string {
	if !ignoreCase || !hasFold(s) {
		return regexp.QuoteMeta(s)
	}
	var b strings.Builder
	for i, r := range s {
		if simpleFold(r) == r {
			b.WriteString(regexp.QuoteMeta(s[i : i+utf8.RuneLen(r)]))
			continue
		}
		writeFolded(&b, r)
	}
	return b.String()
}

// hasFold reports whether a code point of s has another one in its orbit
// under simple case folding.
func hasFold(s string) bool {
	for _, r := range s {
		if simpleFold(r) != r {
			return true
		}
	}
	return false
}

// writeLiteral writes the code point r in Go syntax.
func writeLiteral(b *strings.Builder, r rune) {
	if 0xD800 <= r && r <= 0xDFFF {
		b.WriteString(`[^\x00-\x{10FFFF}]`) // a lone surrogate: never in a Go string
		return
	}
	if r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
		b.WriteByte(byte(r))
		return
	}
	var buf [8]byte
	b.WriteString(`\x{`)
	b.Write(strconv.AppendUint(buf[:0], uint64(r), 16))
	b.WriteByte('}')
}
