package urlpattern

import (
	"regexp"
	"strings"
	"sync/atomic"
)

// matchKind is how a component matches: directly on its parts where they
// allow it, through its regular expression otherwise.
type matchKind uint8

const (
	matchRegexp matchKind = iota // the general case
	matchExact                   // fixed text only
	matchAny                     // one "*": anything without a line terminator
	matchSimple                  // fixed text and delimited segments, see isSimple
)

// A component is a compiled component of a pattern.
type component struct {
	pattern string // the pattern string
	parts   []part
	names   []string
	// emptyUnmatched marks the groups "(X)?": ECMAScript rejects an
	// iteration of a quantifier that matches the empty string, so such a
	// group that Go reports as matching "" did not take part in the match.
	emptyUnmatched []bool
	opts           options
	encode         encodingCallback
	kind           matchKind
	exact          string
	tail           string // matchSimple: the fixed text after a full wildcard
	hasRegexp      bool

	re *regexp.Regexp // for matchRegexp
}

// compileComponent implements "compile a component".
func compileComponent(c int, input string, encode encodingCallback, o options) (*component, error) {
	parts, perr := parsePattern(input, o, encode)
	if perr != nil {
		perr.Component = componentNames[c]
		return nil, perr
	}
	comp := &component{parts: parts, opts: o, encode: encode}
	groups, optional := 0, false
	for _, pt := range parts {
		if pt.typ != partFixed {
			groups++
			optional = optional || pt.modifier == modOptional && pt.prefix == "" && pt.suffix == ""
		}
		if pt.typ == partRegexp {
			comp.hasRegexp = true
		}
	}
	if groups > 0 {
		comp.names = make([]string, 0, groups)
		if optional {
			comp.emptyUnmatched = make([]bool, 0, groups)
		}
		for _, pt := range parts {
			if pt.typ != partFixed {
				comp.names = append(comp.names, pt.name)
				if optional {
					comp.emptyUnmatched = append(comp.emptyUnmatched, pt.modifier == modOptional && pt.prefix == "" && pt.suffix == "")
				}
			}
		}
	}
	comp.pattern = generatePatternString(parts, o, len(input))
	var src string
	if comp.hasRegexp {
		// Regexp groups are checked now, whatever the matcher: an invalid
		// one makes the pattern fail.
		var err *Error
		if src, err = comp.goSource(input); err != nil {
			err.Component = componentNames[c]
			return nil, err
		}
		if !o.ignoreCase {
			for i := range comp.parts {
				if pt := &comp.parts[i]; pt.typ == partRegexp {
					pt.seg = segmentRegexpOf(pt.goValue, o.delimiter)
				}
			}
		}
	}
	comp.kind = comp.classify()
	if comp.kind == matchSimple {
		// The fixed text after a full wildcard.
		for i := len(parts) - 1; i >= 0 && parts[i].typ == partFixed; i-- {
			comp.tail = parts[i].value + comp.tail
		}
	}
	if comp.kind == matchExact {
		if len(parts) == 1 {
			comp.exact = parts[0].value
		} else {
			var b strings.Builder
			for _, pt := range parts {
				b.WriteString(pt.value)
			}
			comp.exact = b.String()
		}
	}
	if comp.kind == matchRegexp {
		// Only here does the regular expression decide: compile it now,
		// so that one Go's regexp package refuses makes the pattern fail.
		if src == "" {
			var err *Error
			if src, err = comp.goSource(input); err != nil {
				err.Component = componentNames[c]
				return nil, err
			}
		}
		re, cerr := regexp.Compile(src)
		if cerr != nil {
			return nil, &Error{Component: componentNames[c], Input: input, Offset: -1, Msg: "Go's regexp package cannot compile the regular expression", Err: cerr}
		}
		comp.re = re
	}
	return comp, nil
}

// classify picks the matcher.
func (c *component) classify() matchKind {
	if c.opts.ignoreCase {
		return matchRegexp
	}
	exact := true
	for _, pt := range c.parts {
		if pt.typ != partFixed || pt.modifier != modNone {
			exact = false
			break
		}
	}
	if exact {
		return matchExact
	}
	if len(c.parts) == 1 {
		pt := c.parts[0]
		if pt.typ == partFullWildcard && pt.modifier == modNone && pt.prefix == "" && pt.suffix == "" {
			return matchAny
		}
	}
	if c.isSimple() {
		return matchSimple
	}
	return matchRegexp
}

// isSimple reports whether the parts are fixed text (no modifier),
// segment wildcards (no modifier or suffix, prefix "" or the delimiter)
// each followed by the delimiter or the end, and at the end a full
// wildcard (no modifier or suffix, prefix "" or the delimiter). Such parts
// match in one pass without backtracking: a segment ends exactly at the
// next delimiter.
func (c *component) isSimple() bool {
	d := c.opts.delimiter
	if d == "" {
		return false
	}
	for i, pt := range c.parts {
		if pt.modifier != modNone || pt.suffix != "" {
			return false
		}
		switch pt.typ {
		case partFixed:
		case partSegmentWildcard:
			if pt.prefix != "" && pt.prefix != d {
				return false
			}
			if i+1 < len(c.parts) {
				next := c.parts[i+1]
				if next.typ == partFixed && !strings.HasPrefix(next.value, d) || next.typ != partFixed && next.prefix != d {
					return false
				}
			}
		case partRegexp:
			if pt.seg == nil || pt.prefix != "" && pt.prefix != d {
				return false
			}
			if i+1 < len(c.parts) {
				next := c.parts[i+1]
				if next.typ == partFixed && !strings.HasPrefix(next.value, d) || next.typ != partFixed && next.prefix != d {
					return false
				}
			}
		case partFullWildcard:
			if pt.prefix != "" && pt.prefix != d {
				return false
			}
			// Only fixed text may follow: the wildcard then takes all but
			// that text at the end.
			for _, next := range c.parts[i+1:] {
				if next.typ != partFixed || next.modifier != modNone {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// goSource returns the component's regular expression in Go syntax: the
// standard's "generate a regular expression and name list", with each
// regexp group translated from ECMAScript. With ignoreCase the fixed text
// too is written out case-folded (quoteText), as the regexp groups are:
// no (?i) flag, whose meaning would follow the Go release's Unicode.
func (c *component) goSource(input string) (string, *Error) {
	var b strings.Builder
	b.WriteByte('^')
	ctx := &reContext{names: map[string]bool{}}
	for i := range c.parts {
		pt := &c.parts[i]
		if pt.typ == partFixed {
			if pt.modifier == modNone {
				b.WriteString(quoteText(pt.value, c.opts.ignoreCase))
			} else {
				b.WriteString("(?:" + quoteText(pt.value, c.opts.ignoreCase) + ")" + pt.modifier.String())
			}
			continue
		}
		var value string
		switch pt.typ {
		case partSegmentWildcard:
			if c.opts.delimiter == "" {
				value = `(?s:.)+?`
			} else {
				value = `[^` + regexp.QuoteMeta(c.opts.delimiter) + `]+?`
			}
		case partFullWildcard:
			value = `[^\n\r\x{2028}\x{2029}]*`
		default:
			v, err := translateRegexp(pt.value, c.opts.ignoreCase, ctx)
			if err != nil {
				msg := "invalid regular expression"
				if err.Unsupported {
					msg = "unsupported regular expression"
				}
				off := -1
				if pt.valueAt >= 0 {
					off = pt.valueAt + err.Offset
				}
				return "", &Error{Input: input, Offset: off, Msg: msg, Err: err}
			}
			value = v
			pt.goValue = v
		}
		writeGroup(&b, *pt, value, func(s string) string { return quoteText(s, c.opts.ignoreCase) })
	}
	b.WriteByte('$')
	return b.String(), nil
}

// hasLineTerminator reports whether s holds a code point that "." does not
// match.
func hasLineTerminator(s string) bool {
	return strings.ContainsAny(s, "\n\r\u2028\u2029")
}

// test reports whether the component matches input.
func (c *component) test(input string) bool {
	switch c.kind {
	case matchExact:
		return input == c.exact
	case matchAny:
		return !hasLineTerminator(input)
	case matchSimple:
		var scratch [4]Group
		_, ok := c.matchSimple(input, scratch[:0])
		return ok
	}
	return c.re.MatchString(input)
}

// match matches input; groups receives the group values (ok false for an
// unmatched group). It reports whether the component matches.
func (c *component) match(input string, groups []Group) ([]Group, bool) {
	switch c.kind {
	case matchExact:
		return groups, input == c.exact
	case matchAny:
		if hasLineTerminator(input) {
			return groups, false
		}
		return append(groups, Group{Name: c.names[0], Value: input, Matched: true}), true
	case matchSimple:
		return c.matchSimple(input, groups)
	}
	m := c.re.FindStringSubmatchIndex(input)
	if m == nil {
		return groups, false
	}
	for i, name := range c.names {
		lo, hi := m[2*i+2], m[2*i+3]
		if lo < 0 || lo == hi && c.emptyUnmatched != nil && c.emptyUnmatched[i] {
			groups = append(groups, Group{Name: name})
			continue
		}
		groups = append(groups, Group{Name: name, Value: input[lo:hi], Matched: true})
	}
	return groups, true
}

// matchSimple matches a matchSimple component. Every part's extent is
// forced (a segment ends at the next delimiter, a full wildcard takes all
// but the fixed text after it), so there is nothing to search: when a
// full wildcard's extent holds a line terminator, which "." does not
// match, no other extent could match instead.
func (c *component) matchSimple(input string, groups []Group) ([]Group, bool) {
	n := len(groups)
	d := c.opts.delimiter[0]
	pos := 0
	for _, pt := range c.parts {
		rest := input[pos:]
		switch pt.typ {
		case partFixed:
			if !strings.HasPrefix(rest, pt.value) {
				return groups[:n], false
			}
			pos += len(pt.value)
			continue
		}
		if pt.prefix != "" {
			if !strings.HasPrefix(rest, pt.prefix) {
				return groups[:n], false
			}
			pos += len(pt.prefix)
			rest = rest[len(pt.prefix):]
		}
		if pt.typ == partFullWildcard {
			tail := c.tail
			if len(rest) < len(tail) || rest[len(rest)-len(tail):] != tail {
				return groups[:n], false
			}
			value := rest[:len(rest)-len(tail)]
			if hasLineTerminator(value) {
				return groups[:n], false
			}
			return append(groups, Group{Name: pt.name, Value: value, Matched: true}), true
		}
		end := strings.IndexByte(rest, d)
		if end < 0 {
			end = len(rest)
		}
		if pt.typ == partRegexp && !pt.seg.match(rest[:end]) || pt.typ == partSegmentWildcard && end == 0 {
			return groups[:n], false
		}
		groups = append(groups, Group{Name: pt.name, Value: rest[:end], Matched: true})
		pos += end
	}
	if pos != len(input) {
		return groups[:n], false
	}
	return groups, true
}

// matchesSpecialScheme implements "protocol component matches a special
// scheme".
func (c *component) matchesSpecialScheme() bool {
	for _, s := range [...]string{"ftp", "file", "http", "https", "ws", "wss"} {
		if _, ok := c.match(s, nil); ok {
			return true
		}
	}
	return false
}

// shared holds the compiled components "*" and "" of each component
// kind: immutable (their regular expression is built once, under a
// sync.Once), so all patterns share them. The options follow from the
// component, ignoreCase and opaque (an opaque pathname).
var shared [numComponents][2][2][2]atomic.Pointer[component]

// compileShared is compileComponent, sharing the components "*" and "".
func compileShared(c int, input string, encode encodingCallback, o options, opaque bool) (*component, error) {
	if input != "*" && input != "" {
		return compileComponent(c, input, encode, o)
	}
	slot := &shared[c][b2i(o.ignoreCase)][b2i(opaque)][b2i(input == "*")]
	if comp := slot.Load(); comp != nil {
		return comp, nil
	}
	comp, err := compileComponent(c, input, encode, o)
	if err != nil {
		return nil, err
	}
	slot.CompareAndSwap(nil, comp)
	return slot.Load(), nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
