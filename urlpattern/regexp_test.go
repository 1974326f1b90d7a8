package urlpattern

import (
	"encoding/json"
	"errors"
	"regexp"
	"testing"
)

func TestTranslateRegexp(t *testing.T) {
	checkTranslations(t, []translationCase{
		{"digits", `\d+`, false, []string{"123"}, []string{"a", "١"}},
		{"intersection", `[\d&&[0-1]]`, false, []string{"0", "1"}, []string{"2", "a"}},
		{"subtraction", `[[a-z]--a]`, false, []string{"b", "z"}, []string{"a", "A"}},
		{"nested negation", `[[a-z]--[^aeiou]]`, false, []string{"a", "e"}, []string{"b"}},
		{"property", `\p{Lu}`, false, []string{"A", "Ä"}, []string{"a"}},
		{"property long name", `\p{General_Category=Letter}+`, false, []string{"aΩ"}, []string{"1"}},
		{"negated property", `\P{L}`, false, []string{"1"}, []string{"a"}},
		{"script", `\p{Script=Greek}`, false, []string{"α"}, []string{"a"}},
		{"binary property", `\p{ID_Start}`, false, []string{"a", "é"}, []string{"1"}},
		{"strings", `[\q{abc|d}x]`, false, []string{"abc", "d", "x"}, []string{"ab"}},
		{"dot", `.`, false, []string{"a", "€"}, []string{"\n", "\r", "\u2028"}},
		{"dotAll modifier", `(?s:.)`, false, []string{"\n"}, nil},
		{"space", `\s`, false, []string{" ", "\u00a0", "\ufeff"}, []string{"a"}},
		{"not space", `\S`, false, []string{"a"}, []string{"\u3000"}},
		{"modifier", `(?i:a)b`, false, []string{"Ab"}, []string{"AB"}},
		{"ignore case class", `[a-c]`, true, []string{"B"}, []string{"d"}},
		{"ignore case subtraction", `[\w--k]`, true, []string{"a"}, []string{"K", "k", "\u212a"}},
		{"escapes", `\x41\u0042\u{43}\cJ\0`, false, []string{"ABC\n\x00"}, nil},
		{"surrogate pair", `\uD83C\uDF45`, false, []string{"🍅"}, nil},
		{"quantifiers", `a{2}b{1,}c{1,2}?d*?`, false, []string{"aabbc", "aabcc"}, []string{"abc"}},
		{"named group", `(?<year>\d{4})`, false, []string{"2024"}, []string{"24"}},
		{"alternation", `blank|sourcedoc`, false, []string{"blank", "sourcedoc"}, []string{"blan"}},
		{"class escapes", `[\-\]\\]`, false, []string{"-", "]", `\`}, []string{"a"}},
		{"empty class", `[]`, false, nil, []string{"a", ""}},
		{"negated empty class", `[^]`, false, []string{"\n"}, nil},
		{"word boundary", `a\b`, false, []string{"a"}, nil},
	})
}

// A translationCase is a regexp, the strings its translation to Go's
// regexp package must match and those it must not.
type translationCase struct {
	name       string
	src        string
	ignoreCase bool
	match      []string
	noMatch    []string
}

// checkTranslations translates each case's regexp and checks that the
// translation compiles and matches exactly as the case says.
func checkTranslations(t *testing.T, tests []translationCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := translateRegexp(tt.src, tt.ignoreCase, &reContext{names: map[string]bool{}})
			if err != nil {
				t.Fatalf("translateRegexp(%q): %v", tt.src, err)
			}
			src := "^(?:" + out + ")$"
			re, cerr := regexp.Compile(src)
			if cerr != nil {
				t.Fatalf("translation %q of %q does not compile: %v", src, tt.src, cerr)
			}
			for _, s := range tt.match {
				if !re.MatchString(s) {
					t.Errorf("%q (as %q) does not match %+q", tt.src, src, s)
				}
			}
			for _, s := range tt.noMatch {
				if re.MatchString(s) {
					t.Errorf("%q (as %q) matches %+q", tt.src, src, s)
				}
			}
		})
	}
}

func TestTranslateRegexpErrors(t *testing.T) {
	tests := []struct {
		src         string
		unsupported bool
	}{
		{`\m`, false}, {`\H`, false}, {`(?R)`, false}, {`[a-`, false}, {`a{2,1}`, false}, {`]`, false},
		{`{`, false}, {`}`, false}, {`a**`, false}, {`*a`, false}, {`(`, false}, {`a)`, false},
		{`[^\q{ab}]`, false}, {`\p{Foo}`, false}, {`\p{gc=Foo}`, false}, {`\u{110000}`, false},
		{`[a&&&b]`, false}, {`[a--b&&c]`, false}, {`[a-z&&b]`, false}, {`[(]`, false}, {`[a--]`, false},
		{`[z-a]`, false}, {`[&&a]`, false}, {`\00`, false}, {`\c1`, false}, {`\x4`, false},
		{`(?<1a>x)`, false}, {`(?<a>x)(?<a>y)`, false}, {`(?ii:a)`, false}, {`(?-:a)`, false}, {`^*`, false},
		{`(?=a)`, true}, {`(?!a)`, true}, {`(?<=a)`, true}, {`(?<!a)`, true}, {`(a)\1`, true},
		{`(?<n>a)\k<n>`, true}, {`a{1001}`, true}, {`\p{Emoji}`, true}, {`\p{RGI_Emoji}`, true},
		{`\p{scx=Greek}`, true},
	}
	for _, tt := range tests {
		_, err := translateRegexp(tt.src, false, &reContext{names: map[string]bool{}})
		if err == nil {
			t.Errorf("translateRegexp(%q) succeeded; want an error", tt.src)
			continue
		}
		if err.Unsupported != tt.unsupported {
			t.Errorf("translateRegexp(%q): %v; Unsupported = %v, want %v", tt.src, err, err.Unsupported, tt.unsupported)
		}
	}
}

func TestRegexpErrorInPattern(t *testing.T) {
	_, err := New("https://example.com/:id(a(?=b))")
	var pe *Error
	var re *RegexpError
	if !errors.As(err, &pe) || !errors.As(err, &re) {
		t.Fatalf("New: %v; want an *Error wrapping a *RegexpError", err)
	}
	if pe.Component != "pathname" || !re.Unsupported {
		t.Errorf("New: %v: component %q, unsupported %v", err, pe.Component, re.Unsupported)
	}
}

// TestGeneratedRegexp checks, for every pattern of urlpatterntestdata.json,
// that the standard's own ECMAScript regular expression (generateRegexp),
// put through the translator as a whole, agrees with the regular
// expression this package builds from the parts, on the test's inputs.
func TestGeneratedRegexp(t *testing.T) {
	var raw []json.RawMessage
	if err := json.Unmarshal(readWPT(t, "urlpatterntestdata.json"), &raw); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for i, r := range raw {
		var c wptCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatal(err)
		}
		p, err := newFromArgs(c.Pattern)
		if err != nil {
			continue
		}
		var inputs values
		if len(c.Inputs) > 0 && isJSString(c.Inputs[0]) {
			var strs []string
			for _, a := range c.Inputs {
				var s string
				_ = json.Unmarshal(a, &s)
				strs = append(strs, s)
			}
			u, ok := parseInput(strs[0], strs[1:])
			if !ok {
				continue
			}
			inputs = urlValues(u)
		}
		for ci, comp := range p.comps {
			js, _ := generateRegexp(comp.parts, comp.opts)
			out, terr := translateRegexp(js, comp.opts.ignoreCase, &reContext{names: map[string]bool{}})
			if terr != nil {
				t.Errorf("case %d %s: the generated %q does not translate: %v", i, componentNames[ci], js, terr)
				continue
			}
			whole, cerr := regexp.Compile(out)
			if cerr != nil {
				t.Errorf("case %d: %v", i, cerr)
				continue
			}
			in := inputs[ci]
			_, ok := comp.match(in, nil)
			if whole.MatchString(in) != ok {
				t.Errorf("case %d %s: %q on %q: whole %v, parts %v", i, componentNames[ci], js, in, !ok, ok)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
