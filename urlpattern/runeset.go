package urlpattern

import (
	"slices"
	"unicode"
)

// A runeRange is an inclusive range of code points.
type runeRange struct{ lo, hi rune }

// A runeSet is a set of code points: sorted, disjoint, non-adjacent ranges.
type runeSet []runeRange

// normalize sorts and merges the ranges.
func (s runeSet) normalize() runeSet {
	if len(s) < 2 {
		return s
	}
	slices.SortFunc(s, func(a, b runeRange) int { return int(a.lo - b.lo) })
	out := s[:1]
	for _, r := range s[1:] {
		last := &out[len(out)-1]
		if r.lo <= last.hi+1 {
			if r.hi > last.hi {
				last.hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	return out
}

func (s runeSet) union(t runeSet) runeSet {
	u := make(runeSet, 0, len(s)+len(t))
	u = append(append(u, s...), t...)
	return u.normalize()
}

func (s runeSet) complement() runeSet {
	var out runeSet
	next := rune(0)
	for _, r := range s {
		if r.lo > next {
			out = append(out, runeRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, runeRange{next, unicode.MaxRune})
	}
	return out
}

func (s runeSet) intersect(t runeSet) runeSet {
	var out runeSet
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		lo, hi := max(s[i].lo, t[j].lo), min(s[i].hi, t[j].hi)
		if lo <= hi {
			out = append(out, runeRange{lo, hi})
		}
		if s[i].hi < t[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

func (s runeSet) subtract(t runeSet) runeSet { return s.intersect(t.complement()) }

// foldClose adds to s every code point that simple case folding relates to
// one in s, as ECMAScript's MaybeSimpleCaseFolding does for the v flag with
// the i flag.
func (s runeSet) foldClose() runeSet {
	var add runeSet
	i := 0
	for _, r := range s {
		// The code points with a case mapping that fall in r.
		for i < len(foldRuns) && foldRuns[i].hi < r.lo {
			i++
		}
		for j := i; j < len(foldRuns) && foldRuns[j].lo <= r.hi; j++ {
			for c := max(foldRuns[j].lo, r.lo); c <= min(foldRuns[j].hi, r.hi); c++ {
				for f := foldRuns[j].next(c); f != c; f = simpleFold(f) {
					if f < r.lo || f > r.hi {
						add = append(add, runeRange{f, f})
					}
				}
			}
		}
	}
	if len(add) == 0 {
		return s
	}
	return s.union(add)
}

// A foldRun is a run of consecutive code points of tables.go's foldRuns,
// which are in order: under simple case folding, each code point c of
// lo..hi goes to the next one of its orbit, c+delta; with delta 0 the run
// is of pairs, lo and lo+1, lo+2 and lo+3, ..., that go to each other.
type foldRun struct{ lo, hi, delta rune }

// next returns the code point after c, one of r, in its orbit.
func (r *foldRun) next(c rune) rune {
	switch {
	case r.delta != 0:
		return c + r.delta
	case (c-r.lo)%2 == 0:
		return c + 1
	}
	return c - 1
}

// simpleFold returns the code point after c in its orbit under simple
// case folding (the code points that fold to the same one), going round
// from the largest to the smallest, or c when it is alone: the
// unicode.SimpleFold of this package's tables.
func simpleFold(c rune) rune {
	lo, hi := 0, len(foldRuns)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch r := &foldRuns[m]; {
		case c < r.lo:
			hi = m
		case c > r.hi:
			lo = m + 1
		default:
			return r.next(c)
		}
	}
	return c
}

// fromTable returns the code points of a Unicode range table.
func fromTable(t *unicode.RangeTable) runeSet {
	var s runeSet
	for _, r := range t.R16 {
		if r.Stride == 1 {
			s = append(s, runeRange{rune(r.Lo), rune(r.Hi)})
			continue
		}
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			s = append(s, runeRange{c, c})
		}
	}
	for _, r := range t.R32 {
		if r.Stride == 1 {
			s = append(s, runeRange{rune(r.Lo), rune(r.Hi)})
			continue
		}
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			s = append(s, runeRange{c, c})
		}
	}
	return s.normalize()
}

func fromTables(ts ...*unicode.RangeTable) runeSet {
	var s runeSet
	for _, t := range ts {
		s = append(s, fromTable(t)...)
	}
	return s.normalize()
}
