package url

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

var allEncodeSets = []EncodeSet{C0ControlSet, FragmentSet, QuerySet, SpecialQuerySet, PathSet, UserinfoSet, ComponentSet, FormSet}

// slowSetHolds is the URL Standard's definition of each percent-encode
// set, written out as the standard words it: the reference the table
// behind PercentEncode is held to.
func slowSetHolds(set EncodeSet, c rune) bool {
	c0 := c <= 0x1F || c > 0x7E
	fragment := c0 || strings.ContainsRune(" \"<>`", c)
	query := c0 || strings.ContainsRune(" \"#<>", c)
	specialQuery := query || c == '\''
	path := query || strings.ContainsRune("?^`{}", c)
	userinfo := path || strings.ContainsRune("/:;=@[\\]^|", c)
	component := userinfo || strings.ContainsRune("$%&+,", c)
	form := component || strings.ContainsRune("!'()~", c)
	switch set {
	case C0ControlSet:
		return c0
	case FragmentSet:
		return fragment
	case QuerySet:
		return query
	case SpecialQuerySet:
		return specialQuery
	case PathSet:
		return path
	case UserinfoSet:
		return userinfo
	case ComponentSet:
		return component
	case FormSet:
		return form
	}
	panic("not a set")
}

// slowPercentEncode is the standard's "UTF-8 percent-encode" of a string,
// code point by code point, with spaceAsPlus for the form set.
func slowPercentEncode(s string, set EncodeSet) string {
	var b strings.Builder
	for _, c := range scalarValues(s) {
		switch {
		case c == ' ' && set == FormSet:
			b.WriteByte('+')
		case slowSetHolds(set, c):
			var buf [utf8.UTFMax]byte
			for _, x := range buf[:utf8.EncodeRune(buf[:], c)] {
				fmt.Fprintf(&b, "%%%02X", x)
			}
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func TestPercentEncode(t *testing.T) {
	tests := []struct {
		set       EncodeSet
		in, want  string
		allocates bool
	}{
		{C0ControlSet, "a b\x00\x1f\x7f~é", "a b%00%1F%7F~%C3%A9", true},
		{FragmentSet, " \"<>`#?{}", "%20%22%3C%3E%60#?{}", true},
		{QuerySet, " \"#<>'`", "%20%22%23%3C%3E'`", true},
		{SpecialQuerySet, " \"#<>'`", "%20%22%23%3C%3E%27`", true},
		{PathSet, "a b?#^`{}|/%", "a%20b%3F%23%5E%60%7B%7D|/%", true},
		{UserinfoSet, "/:;=@[\\]^|$&+,", "%2F%3A%3B%3D%40%5B%5C%5D%5E%7C$&+,", true},
		{ComponentSet, "a/b?c#d%e&f=g+h,i$j!k'l(m)n*o~p-q.r_s", "a%2Fb%3Fc%23d%25e%26f%3Dg%2Bh%2Ci%24j!k'l(m)n*o~p-q.r_s", true},
		{FormSet, "a b+c~!'()*-._", "a+b%2Bc%7E%21%27%28%29*-._", true},
		{UserinfoSet, "Say what‽", "Say%20what%E2%80%BD", true}, // the standard's example
		{PathSet, "\xff", "%EF%BF%BD", true},
		{PathSet, "a\xe2\x82b", "a%EF%BF%BDb", true}, // one U+FFFD for a truncated sequence
		{ComponentSet, "plain-ASCII_text.~", "plain-ASCII_text.~", false},
		{FormSet, "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.set.String()+"/"+tt.in, func(t *testing.T) {
			if got := PercentEncode(tt.in, tt.set); got != tt.want {
				t.Errorf("PercentEncode(%q, %v) = %q; want %q", tt.in, tt.set, got, tt.want)
			}
			if got := string(AppendPercentEncode([]byte("x"), tt.in, tt.set)); got != "x"+tt.want {
				t.Errorf("AppendPercentEncode = %q; want %q", got, "x"+tt.want)
			}
			if got := slowPercentEncode(tt.in, tt.set); got != tt.want {
				t.Errorf("the reference gives %q; want %q", got, tt.want)
			}
			allocs := testing.AllocsPerRun(50, func() { PercentEncode(tt.in, tt.set) })
			want := 0.0
			switch {
			case !utf8.ValidString(tt.in):
				// The result, which checking the UTF-8 as it encodes
				// finds wrong; then the scalar values and the result.
				want = 3
			case tt.allocates:
				want = 1
			}
			if allocs > want {
				t.Errorf("PercentEncode allocates %v times; want %v", allocs, want)
			}
		})
	}
}

func TestPercentEncodeEveryByte(t *testing.T) {
	for _, set := range allEncodeSets {
		for c := 0; c < 0x80; c++ {
			s := string(rune(c))
			if got, want := PercentEncode(s, set), slowPercentEncode(s, set); got != want {
				t.Errorf("PercentEncode(%q, %v) = %q; want %q", s, set, got, want)
			}
		}
	}
}

func TestEncodeSetString(t *testing.T) {
	want := []string{"C0 control", "fragment", "query", "special-query", "path", "userinfo", "component", "application/x-www-form-urlencoded"}
	for i, set := range allEncodeSets {
		if set.String() != want[i] {
			t.Errorf("set %d is %q; want %q", i, set, want[i])
		}
	}
	if s := EncodeSet(0).String(); s != "EncodeSet(0)" {
		t.Errorf("EncodeSet(0) = %q", s)
	}
	defer func() {
		if recover() == nil {
			t.Error("PercentEncode with EncodeSet(0) did not panic")
		}
	}()
	PercentEncode("x", 0)
}

func TestPercentDecode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"%25%s%1G", "%%s%1G"},            // the standard's example
		{"‽%25%2E", "\xe2\x80\xbd%."},     // the standard's example
		{"%FF%c3%A9+%2B%", "\xffé+\x2b%"}, // bytes as they are; "+" stays
		{"a%2", "a%2"}, {"%%41", "%A"}, {"", ""},
	}
	for _, tt := range tests {
		if got := PercentDecode(tt.in); got != tt.want {
			t.Errorf("PercentDecode(%q) = %q; want %q", tt.in, got, tt.want)
		}
		if got := string(AppendPercentDecode([]byte("x"), tt.in)); got != "x"+tt.want {
			t.Errorf("AppendPercentDecode(%q) = %q", tt.in, got)
		}
	}
	if allocs := testing.AllocsPerRun(50, func() { PercentDecode("no-percent/here") }); allocs != 0 {
		t.Errorf("PercentDecode without %% allocates %v times", allocs)
	}
}

func TestEscapeHelpers(t *testing.T) {
	if got := PathSegmentEscape("a/b?c#d%e f"); got != "a%2Fb%3Fc%23d%25e%20f" {
		t.Errorf("PathSegmentEscape = %q", got)
	}
	if got := FormValueEscape("a b&c=d+é"); got != "a+b%26c%3Dd%2B%C3%A9" {
		t.Errorf("FormValueEscape = %q", got)
	}
	// FormValueEscape writes what SearchParams writes.
	var sp SearchParams
	sp.Append("k", "a b&c=d+é~*!")
	if got := "k=" + FormValueEscape("a b&c=d+é~*!"); got != sp.String() {
		t.Errorf("FormValueEscape gives %q; SearchParams %q", got, sp.String())
	}
}

// TestPercentEncodeAfterEncodingExamples runs the URL Standard's examples
// of "percent-encode after encoding" through a PercentEncoder.
func TestPercentEncodeAfterEncodingExamples(t *testing.T) {
	for _, tt := range []struct {
		label, in string
		set       EncodeSet
		want      string
	}{
		{"shift_jis", " ", SpecialQuerySet, "%20"},
		{"shift_jis", "≡", SpecialQuerySet, "%81%DF"},
		{"shift_jis", "‽", SpecialQuerySet, "%26%238253%3B"},
		{"iso-2022-jp", "¥", SpecialQuerySet, "%1B(J\\%1B(B"},
		{"shift_jis", "1+1 ≡ 2%20‽", FormSet, "1%2B1+%81%DF+2%2520%26%238253%3B"},
		{"utf-8", "1+1 ≡ 2%20‽", FormSet, "1%2B1+%E2%89%A1+2%2520%E2%80%BD"},
		{"windows-1252", "a b", FormSet, "a+b"},
		{"windows-1252", "\xff", PathSet, "%26%2365533%3B"},
		{"gb18030", "plain", ComponentSet, "plain"},
	} {
		t.Run(tt.label+"/"+tt.in, func(t *testing.T) {
			e, err := NewPercentEncoder(tt.label)
			if err != nil {
				t.Fatal(err)
			}
			if got := e.Encode(tt.in, tt.set); got != tt.want {
				t.Errorf("Encode(%q, %v) = %q; want %q", tt.in, tt.set, got, tt.want)
			}
			if got := string(e.AppendEncode([]byte("x"), tt.in, tt.set)); got != "x"+tt.want {
				t.Errorf("AppendEncode = %q", got)
			}
		})
	}
	if _, err := NewPercentEncoder("no-such-encoding"); err == nil {
		t.Error("NewPercentEncoder of an unknown label succeeded")
	}
	var utf8Encoder *PercentEncoder
	if got := utf8Encoder.Encode("é", PathSet); got != "%C3%A9" {
		t.Errorf("a nil PercentEncoder gives %q", got)
	}
	e, _ := NewPercentEncoder("shift_jis")
	if allocs := testing.AllocsPerRun(50, func() { e.Encode("plain", SpecialQuerySet) }); allocs != 0 {
		t.Errorf("Encode with nothing to encode allocates %v times", allocs)
	}
}

// TestPercentEncodingDataEncoder runs web-platform-tests'
// percent-encoding.json through PercentEncoder: each output is the input
// encoded in that encoding with the special-query set (what the harness
// reads from a query), and the "utf-8" output is also the fragment's.
func TestPercentEncodingDataEncoder(t *testing.T) {
	type wptCase struct {
		Input  string            `json:"input"`
		Output map[string]string `json:"output"`
	}
	var cases []wptCase
	for _, raw := range decodeWPTArray(t, readWPT(t, "percent-encoding.json")) {
		var c wptCase
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	runConformance(t, "percent-encoding.json (PercentEncoder)", cases,
		func(i int, c *wptCase) string { return fmt.Sprintf("%d:%q", i, c.Input) },
		func(t *testing.T, c *wptCase) {
			for label, want := range c.Output {
				e, err := NewPercentEncoder(label)
				if err != nil {
					t.Fatal(err)
				}
				if got := e.Encode(c.Input, SpecialQuerySet); got != want {
					t.Errorf("%s: Encode(%q, special-query) = %q; want %q", label, c.Input, got, want)
				}
			}
			if got := PercentEncode(c.Input, FragmentSet); got != c.Output["utf-8"] {
				t.Errorf("PercentEncode(%q, fragment) = %q; want %q", c.Input, got, c.Output["utf-8"])
			}
		})
}

// FuzzPercentEncode holds PercentEncode to the standard's definition
// (slowPercentEncode) for every set, checks that the component and form
// sets decode back to the input (as scalar values), and that
// PercentDecode agrees with a byte-by-byte reading of the standard.
func FuzzPercentEncode(f *testing.F) {
	for _, s := range []string{"", "a b", "%41%zz%", "é\xff\xe2\x82", "\x00\x7f~!'()*", "+%2B", "Say what‽"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range allEncodeSets {
			got := PercentEncode(s, set)
			if want := slowPercentEncode(s, set); got != want {
				t.Fatalf("PercentEncode(%q, %v) = %q; want %q", s, set, got, want)
			}
			if got != s && !strings.Contains(got, "%") && !strings.Contains(got, "+") {
				t.Fatalf("PercentEncode(%q, %v) = %q changed without encoding", s, set, got)
			}
		}
		if d := PercentDecode(PercentEncode(s, ComponentSet)); d != scalarValues(s) {
			t.Fatalf("PercentDecode(PercentEncode(%q, component)) = %q", s, d)
		}
		if d := PercentDecode(strings.ReplaceAll(PercentEncode(s, FormSet), "+", " ")); d != scalarValues(s) {
			t.Fatalf("the form set does not decode back: %q", d)
		}
		var want []byte
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) && is(s[i+1], classHex) && is(s[i+2], classHex) {
				var b byte
				fmt.Sscanf(s[i+1:i+3], "%02x", &b)
				want = append(want, b)
				i += 2
				continue
			}
			want = append(want, s[i])
		}
		if got := PercentDecode(s); got != string(want) {
			t.Fatalf("PercentDecode(%q) = %q; want %q", s, got, want)
		}
	})
}
