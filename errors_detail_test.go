package url

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// eagerError parses input against base as parseBasic does, but writes the
// failure's detail when it happens (as the setters and ParseRef do) and
// maps its offset through preprocessOffsets's table, the way errors were
// made before parseBasic made them lazily in one allocation. It returns nil
// when input parses.
func eagerError(input string, base *URL) *Error {
	var p parser
	p.reset()
	p.base = base
	p.preprocess(input, true)
	if p.run(stSchemeStart, 0) {
		return nil
	}
	offset := len(p.input)
	if !p.rewritten {
		offset = p.errAt + p.trimmed
	} else if offs := p.preprocessOffsets(); p.errAt < len(offs) {
		offset = offs[p.errAt]
	}
	return &Error{Input: input, Code: p.errCode, Offset: offset, Detail: p.errDetail}
}

// checkEagerError fails unless err, Parse's error for input against base,
// is the Error that eagerError makes.
func checkEagerError(t *testing.T, input string, base *URL, err error) {
	t.Helper()
	if uint64(len(input)) > maxHref {
		return
	}
	want := eagerError(input, base)
	var e *Error
	if !errors.As(err, &e) {
		if want != nil {
			t.Errorf("%q against %v: Parse succeeds; made eagerly, the error is %v", input, base, want)
		}
		return
	}
	if want == nil || *e != *want {
		t.Errorf("%q against %v: Parse fails with\n%#v\nmade eagerly:\n%#v", input, base, e, want)
	}
}

func TestErrorsAsEager(t *testing.T) {
	for _, in := range append(append([]string(nil), routeInputs...),
		"http://f:b/c", "http://f:\xff/c", "http://f:é/", "http://f:999999/c", "http://f:0000000000000000000000099999/",
		"https://exa<mple.com/", "sc://a b/", "sc://\té\ta<b", "http://1.2.3.0x9z/", "http://1.2.\t3.0x9z\n/",
		"http://\ufdd0zyx.com", "http://\xff\t%zz.com", " \t http://a b/ ", "http://\xffa\tb c/",
	) {
		_, err := Parse(in)
		checkEagerError(t, in, nil, err)
	}
}

// TestDetailForms checks that each detail form writes what the expression
// it stands for wrote before.
func TestDetailForms(t *testing.T) {
	check := func(d detail, want string) {
		t.Helper()
		if got := string(d.appendTo(nil)); got != want {
			t.Errorf("%+v: %q, want %q", d, got, want)
		}
	}
	for c := range 256 {
		r := rune(c)
		check(detail{form: detailQuotedRune, r: r, text: " is not allowed in a host"}, strconv.QuoteRune(r)+" is not allowed in a host")
		check(detail{form: detailQuotedRuneString, r: r, text: " is not a digit"}, strconv.Quote(string(r))+" is not a digit")
	}
	for _, s := range []string{"", "x", "0x1g", "\xff", "é\"\\", "99999999999999999999"} {
		check(detail{form: detailQuotedString, arg: s, text: " is not a number"}, strconv.Quote(s)+" is not a number")
		check(detail{form: detailArg, arg: s, text: " is above 65535"}, s+" is above 65535")
	}
	check(detail{form: detailError, err: errors.New("idna: x")}, "idna: x")
	check(detail{text: "plain"}, "plain")
}

// TestDetailQuotesCharacters checks that a detail quotes the character the
// input has, not one byte of it.
func TestDetailQuotesCharacters(t *testing.T) {
	for _, tt := range []struct{ input, want string }{
		{"https://example.com:443€/", `"€" is not a digit`},
		{"https://example.com:44x/", `"x" is not a digit`},
	} {
		_, err := Parse(tt.input)
		var e *Error
		if !errors.As(err, &e) || e.Code != PortInvalid || !strings.Contains(e.Detail, tt.want) {
			t.Errorf("Parse(%q) = %v; want PortInvalid with %s", tt.input, err, tt.want)
		}
	}
}
