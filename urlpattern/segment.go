package urlpattern

import (
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// A segmentRegexp matches what a regexp group such as "(\d+)" or
// "([a-z]{2,8})" matches, without a regular expression engine: a run of
// code points of one set, or one literal string, with a count. When the
// set excludes the component's delimiter and the delimiter or the end
// follows the group, the group is exactly the text up to the next
// delimiter, so matching it needs no search.
type segmentRegexp struct {
	literal  string
	set      runeSet
	min, max int // max -1: no bound
}

// segmentRegexpOf returns the matcher for a regexp group given in Go
// syntax, or nil when it is not of such a form or could match the
// delimiter.
func segmentRegexpOf(src, delimiter string) *segmentRegexp {
	if delimiter == "" {
		return nil
	}
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil
	}
	d, _ := utf8.DecodeRuneInString(delimiter)
	classOf := func(r *syntax.Regexp) runeSet {
		switch {
		case r.Flags&syntax.FoldCase != 0:
			return nil
		case r.Op == syntax.OpCharClass:
			var s runeSet
			for i := 0; i+1 < len(r.Rune); i += 2 {
				s = append(s, runeRange{r.Rune[i], r.Rune[i+1]})
			}
			return s.normalize()
		case r.Op == syntax.OpLiteral && len(r.Rune) == 1:
			return runeSet{{r.Rune[0], r.Rune[0]}}
		}
		return nil
	}
	var seg segmentRegexp
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil
		}
		seg.literal = string(re.Rune)
		if seg.literal == "" || strings.ContainsRune(seg.literal, d) {
			return nil
		}
		return &seg
	case syntax.OpCharClass:
		seg.set, seg.min, seg.max = classOf(re), 1, 1
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		seg.set = classOf(re.Sub[0])
		switch re.Op {
		case syntax.OpStar:
			seg.min, seg.max = 0, -1
		case syntax.OpPlus:
			seg.min, seg.max = 1, -1
		case syntax.OpQuest:
			seg.min, seg.max = 0, 1
		default:
			seg.min, seg.max = re.Min, re.Max
		}
	default:
		return nil
	}
	if seg.set == nil || seg.set.has(d) {
		return nil
	}
	return &seg
}

// has reports whether c is in s.
func (s runeSet) has(c rune) bool {
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case c < s[m].lo:
			hi = m
		case c > s[m].hi:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

// match reports whether the whole of seg matches.
func (s *segmentRegexp) match(seg string) bool {
	if s.set == nil {
		return seg == s.literal
	}
	n := 0
	for _, c := range seg {
		if !s.set.has(c) {
			return false
		}
		n++
	}
	return n >= s.min && (s.max < 0 || n <= s.max)
}
