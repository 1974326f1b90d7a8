package view

import (
	"errors"

	"github.com/weburl/url/urlpattern"
)

// PatternComponents are the components of a URL pattern, in the order of
// the standard's URLPattern class.
var PatternComponents = []string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

// A PatternResult is what the URL Pattern tester shows: the compiled
// pattern's component pattern strings and whether (and how) the page's URL
// matches it, or why the pattern does not compile.
type PatternResult struct {
	Error           *PatternError      `json:"error,omitempty"`      // the constructor's error; nil when the pattern compiled
	Components      []PatternComponent `json:"components,omitempty"` // the eight component pattern strings; nil on error
	HasRegExpGroups bool               `json:"hasRegExpGroups"`
	// Matches says whether the URL input (against its base) matches;
	// Groups are then the exec result's groups per component, in the
	// order of PatternComponents.
	Matches bool             `json:"matches"`
	Groups  []ComponentMatch `json:"groups,omitempty"`
}

// A PatternError is the error of a pattern that does not compile: the
// standard's TypeError.
type PatternError struct {
	Message   string `json:"message"`   // the whole error message
	Component string `json:"component"` // the component that failed, "" for the pattern as a whole
	Input     string `json:"input"`     // the pattern string or value that failed
	Offset    int    `json:"offset"`    // byte offset in Input, or -1
}

// A PatternComponent is one component's pattern string, normalized.
type PatternComponent struct {
	Name      string `json:"name"`
	Pattern   string `json:"pattern"`             // cut to MaxValue bytes
	Truncated int    `json:"truncated,omitempty"` // bytes cut from Pattern
}

// A ComponentMatch is one component's part of the exec result.
type ComponentMatch struct {
	Name      string       `json:"name"`
	Input     string       `json:"input"`               // the component of the URL, cut to MaxValue bytes
	Truncated int          `json:"truncated,omitempty"` // bytes cut from Input
	Groups    []GroupValue `json:"groups"`
}

// A GroupValue is one group of a match. Matched is false for a group that
// took no part in the match: JavaScript's undefined, which is not the empty
// string.
type GroupValue struct {
	Name      string `json:"name"`
	Value     string `json:"value"`
	Matched   bool   `json:"matched"`
	Truncated int    `json:"truncated,omitempty"` // bytes cut from Value (see MaxValue)
}

// Pattern compiles the constructor string pattern, against patternBase
// when that is not "", with the ignoreCase option, and matches the URL input
// against it, parsed against base when that is not "": what
// new URLPattern(pattern, patternBase, {ignoreCase}).exec(input, base)
// returns in a browser.
func Pattern(pattern, patternBase string, ignoreCase bool, input, base string) *PatternResult {
	var bases []string
	if patternBase != "" {
		bases = []string{patternBase}
	}
	p, err := urlpattern.Options{IgnoreCase: ignoreCase}.New(pattern, bases...)
	if err != nil {
		return &PatternResult{Error: patternError(err)}
	}
	r := &PatternResult{HasRegExpGroups: p.HasRegExpGroups()}
	strs := []string{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash()}
	for i, name := range PatternComponents {
		cut := truncate(strs[i], MaxValue)
		r.Components = append(r.Components, PatternComponent{Name: name, Pattern: cut, Truncated: len(strs[i]) - len(cut)})
	}
	var res *urlpattern.Result
	if base != "" {
		res = p.Exec(input, base)
	} else {
		res = p.Exec(input)
	}
	if res == nil {
		return r
	}
	r.Matches = true
	for _, name := range PatternComponents {
		c, _ := res.Component(name)
		in := truncate(c.Input, MaxValue)
		m := ComponentMatch{Name: name, Input: in, Truncated: len(c.Input) - len(in), Groups: []GroupValue{}}
		for _, g := range c.Groups {
			cut := truncate(g.Value, MaxValue)
			m.Groups = append(m.Groups, GroupValue{Name: g.Name, Value: cut, Matched: g.Matched, Truncated: len(g.Value) - len(cut)})
		}
		r.Groups = append(r.Groups, m)
	}
	return r
}

func patternError(err error) *PatternError {
	pe := &PatternError{Message: truncate(err.Error(), MaxValue), Offset: -1}
	var e *urlpattern.Error
	if errors.As(err, &e) {
		pe.Component, pe.Input, pe.Offset = e.Component, truncate(e.Input, MaxValue), e.Offset
	}
	return pe
}
