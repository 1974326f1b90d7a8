package urlpattern

import (
	"errors"
	"strings"
)

// componentByName returns the index of a component name, or -1.
func componentByName(name string) int {
	for c, n := range componentNames {
		if n == name {
			return c
		}
	}
	return -1
}

// CompareComponent orders two patterns by one component ("protocol", ...,
// "hash"), from the least to the most specific: it returns -1 when left's
// component is less specific than right's, 1 when it is more, and 0 when
// they are equally specific. It is the compareComponent of the tentative
// web-platform-tests, which Chromium experiments with; it is not yet in
// the standard.
//
// The parts of the two components are compared in order, an absent part
// counting as empty fixed text: fixed text is more specific than a regexp
// group, which is more than a named group ":name", which is more than a
// wildcard "*"; then no modifier is more specific than "+", "?" and "*",
// in that order; then the fixed text or regexp, the prefix and the suffix
// are compared as strings. Group names do not count.
func CompareComponent(component string, left, right *Pattern) (int, error) {
	c := componentByName(component)
	if c < 0 {
		return 0, errors.New("urlpattern: unknown component " + component)
	}
	a, b := left.comps[c].parts, right.comps[c].parts
	for i := 0; i < max(len(a), len(b)); i++ {
		var pa, pb part // empty fixed text
		if i < len(a) {
			pa = a[i]
		}
		if i < len(b) {
			pb = b[i]
		}
		if r := comparePart(pa, pb); r != 0 {
			return r, nil
		}
	}
	return 0, nil
}

// typeRank and modifierRank order parts by specificity.
var (
	typeRank     = [...]int{partFixed: 3, partRegexp: 2, partSegmentWildcard: 1, partFullWildcard: 0}
	modifierRank = [...]int{modNone: 3, modOneOrMore: 2, modOptional: 1, modZeroOrMore: 0}
)

func comparePart(a, b part) int {
	if r := cmpInt(typeRank[a.typ], typeRank[b.typ]); r != 0 {
		return r
	}
	if r := cmpInt(modifierRank[a.modifier], modifierRank[b.modifier]); r != 0 {
		return r
	}
	if r := strings.Compare(a.value, b.value); r != 0 {
		return r
	}
	if r := strings.Compare(a.prefix, b.prefix); r != 0 {
		return r
	}
	return strings.Compare(a.suffix, b.suffix)
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
