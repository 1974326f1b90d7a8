package urlpattern

import (
	"errors"
	"strconv"
	"strings"
)

// Generate builds a component string from the pattern's component
// ("protocol", ..., "hash") and values for its named groups: the reverse
// of a match, for building links. Each value is canonicalized as the
// component's text is (percent-encoded, IDNA for a hostname) and must be
// a non-empty segment, without the component's delimiter ("/" in a
// pathname, "." in a hostname). Generate fails for a component with a
// modifier ("?", "*", "+"), a wildcard "*" or a regexp group, since they
// do not say what to write, and for a group without a value. It is the
// generate of web-platform-tests' tentative tests, which Chromium
// experiments with; it is not yet in the standard.
func (p *Pattern) Generate(component string, groups map[string]string) (string, error) {
	c := componentByName(component)
	if c < 0 {
		return "", errors.New("urlpattern: unknown component " + component)
	}
	comp := p.comps[c]
	fail := func(msg string) error {
		return &Error{Component: component, Input: comp.pattern, Offset: -1, Msg: msg}
	}
	var b strings.Builder
	for _, pt := range comp.parts {
		if pt.modifier != modNone {
			return "", fail("cannot generate a part with the modifier " + strconv.Quote(pt.modifier.String()))
		}
		switch pt.typ {
		case partFixed:
			b.WriteString(pt.value)
			continue
		case partSegmentWildcard:
		default:
			return "", fail("cannot generate a wildcard or a regexp group")
		}
		v, ok := groups[pt.name]
		if !ok {
			return "", fail("no value for the group " + strconv.Quote(pt.name))
		}
		enc, err := comp.encode(toUSV(v))
		if err != nil {
			return "", &Error{Component: component, Input: v, Offset: -1, Msg: "invalid value for the group " + strconv.Quote(pt.name), Err: err}
		}
		if enc == "" || comp.opts.delimiter != "" && strings.Contains(enc, comp.opts.delimiter) {
			return "", &Error{Component: component, Input: v, Offset: -1, Msg: "the value for the group " + strconv.Quote(pt.name) + " is not one segment"}
		}
		b.WriteString(pt.prefix + enc + pt.suffix)
	}
	return b.String(), nil
}
