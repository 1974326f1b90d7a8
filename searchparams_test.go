package url

import (
	"encoding"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	neturl "net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// pairsOf returns the pairs of s as [name, value] arrays, read through All.
func pairsOf(s *SearchParams) [][2]string {
	out := [][2]string{}
	for name, value := range s.All() {
		out = append(out, [2]string{name, value})
	}
	return out
}

// fromPairs appends each pair to a new SearchParams.
func fromPairs(pairs [][2]string) *SearchParams {
	s := new(SearchParams)
	for _, p := range pairs {
		s.Append(p[0], p[1])
	}
	return s
}

func checkPairs(t *testing.T, what string, s *SearchParams, want [][2]string) {
	t.Helper()
	if got := pairsOf(s); !reflect.DeepEqual(got, want) {
		t.Errorf("%s: pairs = %q; want %q", what, got, want)
	}
	if s.Size() != len(want) {
		t.Errorf("%s: Size() = %d; want %d", what, s.Size(), len(want))
	}
}

// decodeWPTCases decodes the test cases of one of our array-shaped tables
// of web-platform-tests vectors (readOwnTable) into a slice of T.
func decodeWPTCases[T any](t *testing.T, file string) []T {
	t.Helper()
	raw := decodeWPTArray(t, readOwnTable(t, file))
	cases := make([]T, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &cases[i]); err != nil {
			t.Fatalf("%s case %d: %v", file, i, err)
		}
	}
	return cases
}

// parserTestCase is one case of urlencoded-parser.json or
// urlsearchparams-sort.json.
type parserTestCase struct {
	Input  string      `json:"input"`
	Output [][2]string `json:"output"`
}

func parserCaseName(i int, tc *parserTestCase) string { return fmt.Sprintf("%d:%q", i, tc.Input) }

func TestURLEncodedParser(t *testing.T) {
	const file = "urlencoded-parser.json"
	cases := decodeWPTCases[parserTestCase](t, file)
	runConformance(t, file, cases, parserCaseName, func(t *testing.T, tc *parserTestCase) {
		checkPairs(t, "ParseForm", ParseForm(tc.Input), tc.Output)
		// WPT runs these through the constructor; none starts with "?".
		checkPairs(t, "NewSearchParams", NewSearchParams(tc.Input), tc.Output)
	})
}

func TestSearchParamsSortWPT(t *testing.T) {
	const file = "urlsearchparams-sort.json"
	cases := decodeWPTCases[parserTestCase](t, file)
	runConformance(t, file, cases, parserCaseName, func(t *testing.T, tc *parserTestCase) {
		s := NewSearchParams(tc.Input)
		s.Sort()
		checkPairs(t, "after Sort", s, tc.Output)
		// WPT also re-parses the serialization of the sorted list.
		checkPairs(t, "reparsed", NewSearchParams(s.String()), tc.Output)
	})
}

// stringifierTestCase is one case of urlsearchparams-stringifier.json, from
// either of its two lists.
type stringifierTestCase struct {
	kind string // "serialize" or "parseThenSerialize"

	Pairs           [][2]string // serialize: the pairs to append
	Input           string      // parseThenSerialize: the string to parse
	ConstructorOnly bool        // parseThenSerialize: needs the constructor's "?" removal
	Output          string
}

func TestSearchParamsStringifier(t *testing.T) {
	const file = "urlsearchparams-stringifier.json"
	var data struct {
		Serialize []struct {
			Input  [][2]string `json:"input"`
			Output string      `json:"output"`
		} `json:"serialize"`
		ParseThenSerialize []struct {
			Input           string `json:"input"`
			Output          string `json:"output"`
			ConstructorOnly bool   `json:"constructorOnly"`
		} `json:"parseThenSerialize"`
	}
	if err := json.Unmarshal(readOwnTable(t, file), &data); err != nil {
		t.Fatalf("decoding %s: %v", file, err)
	}
	if len(data.Serialize) == 0 || len(data.ParseThenSerialize) == 0 {
		t.Fatalf("%s: no serialize or parseThenSerialize cases", file)
	}
	var cases []stringifierTestCase
	for _, c := range data.Serialize {
		cases = append(cases, stringifierTestCase{kind: "serialize", Pairs: c.Input, Output: c.Output})
	}
	for _, c := range data.ParseThenSerialize {
		cases = append(cases, stringifierTestCase{kind: "parseThenSerialize", Input: c.Input, Output: c.Output, ConstructorOnly: c.ConstructorOnly})
	}
	name := func(i int, tc *stringifierTestCase) string {
		if tc.kind == "serialize" {
			return fmt.Sprintf("%d:serialize:%q", i, tc.Pairs)
		}
		return fmt.Sprintf("%d:parseThenSerialize:%q", i, tc.Input)
	}
	runConformance(t, file, cases, name, func(t *testing.T, tc *stringifierTestCase) {
		var got []*SearchParams
		if tc.kind == "serialize" {
			got = append(got, fromPairs(tc.Pairs))
		} else {
			got = append(got, NewSearchParams(tc.Input))
			if !tc.ConstructorOnly {
				got = append(got, ParseForm(tc.Input))
			}
		}
		for _, s := range got {
			if s.String() != tc.Output {
				t.Errorf("String() = %q; want %q", s.String(), tc.Output)
			}
			b, err := s.AppendText([]byte("x"))
			if err != nil || string(b) != "x"+tc.Output {
				t.Errorf("AppendText = %q, %v; want %q", b, err, "x"+tc.Output)
			}
		}
	})
}

// constructorTestCase is one case of urlsearchparams-constructor.json.
type constructorTestCase struct {
	Input  string            `json:"input"`
	Get    map[string]string `json:"get"`
	Has    []string          `json:"has"`
	HasNot []string          `json:"hasNot"`
}

func TestSearchParamsConstructorWPT(t *testing.T) {
	const file = "urlsearchparams-constructor.json"
	cases := decodeWPTCases[constructorTestCase](t, file)
	name := func(i int, tc *constructorTestCase) string { return fmt.Sprintf("%d:%q", i, tc.Input) }
	runConformance(t, file, cases, name, func(t *testing.T, tc *constructorTestCase) {
		s := NewSearchParams(tc.Input)
		for name, want := range tc.Get {
			if got := s.Get(name); !s.Has(name) || got != want {
				t.Errorf("Get(%q) = %q, Has %v; want %q, true", name, got, s.Has(name), want)
			}
		}
		for _, name := range tc.Has {
			if !s.Has(name) {
				t.Errorf("Has(%q) = false; want true", name)
			}
		}
		for _, name := range tc.HasNot {
			if s.Has(name) {
				t.Errorf("Has(%q) = true; want false", name)
			}
		}
	})
}

func TestNewSearchParamsQuestionMark(t *testing.T) {
	tests := []struct {
		input string
		want  [][2]string // NewSearchParams
		form  [][2]string // ParseForm
	}{
		{"?a=b", [][2]string{{"a", "b"}}, [][2]string{{"?a", "b"}}},
		{"??a=b", [][2]string{{"?a", "b"}}, [][2]string{{"??a", "b"}}},
		{"?", [][2]string{}, [][2]string{{"?", ""}}},
		{"a?=b", [][2]string{{"a?", "b"}}, [][2]string{{"a?", "b"}}},
		{"%3Fa=b", [][2]string{{"?a", "b"}}, [][2]string{{"?a", "b"}}},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			checkPairs(t, "NewSearchParams", NewSearchParams(tt.input), tt.want)
			checkPairs(t, "ParseForm", ParseForm(tt.input), tt.form)
		})
	}
}

func TestSearchParamsZeroValue(t *testing.T) {
	var s SearchParams
	if s.Size() != 0 || s.String() != "" || s.Has("a") || s.GetAll("a") != nil {
		t.Fatalf("zero SearchParams is not empty: %q", pairsOf(&s))
	}
	if v := s.Get("a"); v != "" {
		t.Errorf("Get on the zero SearchParams = %q", v)
	}
	s.Delete("a")
	s.Sort()
	s.Set("a", "1")
	s.Append("a", "2")
	checkPairs(t, "after Set and Append", &s, [][2]string{{"a", "1"}, {"a", "2"}})
}

func TestSearchParamsAppend(t *testing.T) {
	s := NewSearchParams("a=1")
	s.Append("b", "2")
	s.Append("a", "3")
	s.Append("", "")
	s.Append("a b", "c&d=e")
	checkPairs(t, "after Append", s, [][2]string{{"a", "1"}, {"b", "2"}, {"a", "3"}, {"", ""}, {"a b", "c&d=e"}})
	if want := "a=1&b=2&a=3&=&a+b=c%26d%3De"; s.String() != want {
		t.Errorf("String() = %q; want %q", s.String(), want)
	}
}

func TestSearchParamsDelete(t *testing.T) {
	const init = "a=1&b=2&a=3&c=4&a=1&b=5"
	tests := []struct {
		name  string
		args  []string // name, then the optional value
		want  [][2]string
		wantS string
	}{
		{"name", []string{"a"}, [][2]string{{"b", "2"}, {"c", "4"}, {"b", "5"}}, "b=2&c=4&b=5"},
		{"name and value", []string{"a", "1"}, [][2]string{{"b", "2"}, {"a", "3"}, {"c", "4"}, {"b", "5"}}, "b=2&a=3&c=4&b=5"},
		{"value of another name", []string{"b", "1"}, [][2]string{{"a", "1"}, {"b", "2"}, {"a", "3"}, {"c", "4"}, {"a", "1"}, {"b", "5"}}, init},
		{"absent name", []string{"z"}, [][2]string{{"a", "1"}, {"b", "2"}, {"a", "3"}, {"c", "4"}, {"a", "1"}, {"b", "5"}}, init},
		{"empty value is a value", []string{"c", ""}, [][2]string{{"a", "1"}, {"b", "2"}, {"a", "3"}, {"c", "4"}, {"a", "1"}, {"b", "5"}}, init},
		{"every pair", []string{"b"}, [][2]string{{"a", "1"}, {"a", "3"}, {"c", "4"}, {"a", "1"}}, "a=1&a=3&c=4&a=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSearchParams(init)
			s.Delete(tt.args[0], tt.args[1:]...)
			checkPairs(t, "after Delete", s, tt.want)
			if s.String() != tt.wantS {
				t.Errorf("String() = %q; want %q", s.String(), tt.wantS)
			}
		})
	}
	t.Run("empty value", func(t *testing.T) {
		s := NewSearchParams("a=&a=x&a")
		s.Delete("a", "")
		checkPairs(t, "after Delete", s, [][2]string{{"a", "x"}})
	})
	t.Run("all", func(t *testing.T) {
		s := NewSearchParams("a=1&a=2")
		s.Delete("a")
		checkPairs(t, "after Delete", s, [][2]string{})
		if s.String() != "" {
			t.Errorf("String() = %q; want empty", s.String())
		}
	})
}

func TestSearchParamsGet(t *testing.T) {
	s := NewSearchParams("a=1&b=&a=2&c")
	tests := []struct {
		name   string
		want   string
		wantOK bool
		all    []string
	}{
		{"a", "1", true, []string{"1", "2"}},
		{"b", "", true, []string{""}},
		{"c", "", true, []string{""}},
		{"d", "", false, nil},
		{"A", "", false, nil},
		{"", "", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := s.Get(tt.name); got != tt.want {
				t.Errorf("Get(%q) = %q; want %q", tt.name, got, tt.want)
			}
			if got := s.GetAll(tt.name); !reflect.DeepEqual(got, tt.all) {
				t.Errorf("GetAll(%q) = %q; want %q", tt.name, got, tt.all)
			}
			if got := s.Has(tt.name); got != tt.wantOK {
				t.Errorf("Has(%q) = %v; want %v", tt.name, got, tt.wantOK)
			}
		})
	}
}

func TestSearchParamsHasValue(t *testing.T) {
	s := NewSearchParams("a=1&b=&a=2&c")
	tests := []struct {
		name, value string
		want        bool
	}{
		{"a", "1", true},
		{"a", "2", true},
		{"a", "3", false},
		{"a", "", false},
		{"b", "", true},
		{"c", "", true},
		{"d", "", false},
		{"1", "a", false},
	}
	for _, tt := range tests {
		t.Run(tt.name+"="+tt.value, func(t *testing.T) {
			if got := s.Has(tt.name, tt.value); got != tt.want {
				t.Errorf("Has(%q, %q) = %v; want %v", tt.name, tt.value, got, tt.want)
			}
		})
	}
}

func TestSearchParamsTooManyValues(t *testing.T) {
	for name, call := range map[string]func(s *SearchParams){
		"Has":    func(s *SearchParams) { s.Has("a", "1", "2") },
		"Delete": func(s *SearchParams) { s.Delete("a", "1", "2") },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("%s with two values did not panic", name)
				}
			}()
			call(NewSearchParams("a=1"))
		})
	}
}

func TestSearchParamsSet(t *testing.T) {
	tests := []struct {
		name        string
		init        string
		set         [2]string
		want        [][2]string
		wantString  string
		description string
	}{
		{
			name: "replaces the first and removes the rest",
			init: "a=1&b=2&a=3&c=4&a=5", set: [2]string{"a", "x"},
			want: [][2]string{{"a", "x"}, {"b", "2"}, {"c", "4"}}, wantString: "a=x&b=2&c=4",
		},
		{
			name: "keeps the position of the first",
			init: "b=2&a=1&c=3", set: [2]string{"a", "x"},
			want: [][2]string{{"b", "2"}, {"a", "x"}, {"c", "3"}}, wantString: "b=2&a=x&c=3",
		},
		{
			name: "last pair",
			init: "b=2&a=1", set: [2]string{"a", ""},
			want: [][2]string{{"b", "2"}, {"a", ""}}, wantString: "b=2&a=",
		},
		{
			name: "appends an absent name",
			init: "b=2", set: [2]string{"a", "x y"},
			want: [][2]string{{"b", "2"}, {"a", "x y"}}, wantString: "b=2&a=x+y",
		},
		{
			name: "empty list",
			init: "", set: [2]string{"a", "1"},
			want: [][2]string{{"a", "1"}}, wantString: "a=1",
		},
		{
			name: "same value twice",
			init: "a=1&a=1", set: [2]string{"a", "1"},
			want: [][2]string{{"a", "1"}}, wantString: "a=1",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSearchParams(tt.init)
			s.Set(tt.set[0], tt.set[1])
			checkPairs(t, "after Set", s, tt.want)
			if s.String() != tt.wantString {
				t.Errorf("String() = %q; want %q", s.String(), tt.wantString)
			}
		})
	}
}

func TestSearchParamsSize(t *testing.T) {
	s := NewSearchParams("a=1&&b=2&a=3&")
	steps := []struct {
		name string
		do   func()
		want int
	}{
		{"parsed", func() {}, 3},
		{"Append", func() { s.Append("c", "4") }, 4},
		{"Set", func() { s.Set("a", "x") }, 3},
		{"Delete value", func() { s.Delete("b", "nope") }, 3},
		{"Delete", func() { s.Delete("b") }, 2},
		{"Sort", func() { s.Sort() }, 2},
	}
	for _, step := range steps {
		step.do()
		if s.Size() != step.want {
			t.Errorf("after %s: Size() = %d; want %d", step.name, s.Size(), step.want)
		}
	}
}

func TestSearchParamsIteration(t *testing.T) {
	s := NewSearchParams("a=1&b=2&a=3")
	t.Run("All", func(t *testing.T) {
		checkPairs(t, "All", s, [][2]string{{"a", "1"}, {"b", "2"}, {"a", "3"}})
	})
	t.Run("Keys", func(t *testing.T) {
		if got := slices.Collect(s.Keys()); !reflect.DeepEqual(got, []string{"a", "b", "a"}) {
			t.Errorf("Keys = %q", got)
		}
	})
	t.Run("Values", func(t *testing.T) {
		if got := slices.Collect(s.Values()); !reflect.DeepEqual(got, []string{"1", "2", "3"}) {
			t.Errorf("Values = %q", got)
		}
	})
	t.Run("break", func(t *testing.T) {
		var names, keys, values []string
		for name := range s.All() {
			names = append(names, name)
			break
		}
		for k := range s.Keys() {
			keys = append(keys, k)
			if len(keys) == 2 {
				break
			}
		}
		for v := range s.Values() {
			values = append(values, v)
			break
		}
		if len(names) != 1 || len(keys) != 2 || len(values) != 1 {
			t.Errorf("after break: %q %q %q", names, keys, values)
		}
	})
	t.Run("appending while iterating", func(t *testing.T) {
		s := NewSearchParams("a=1&b=2")
		var seen []string
		for name, value := range s.All() {
			seen = append(seen, name+"="+value)
			if name == "a" {
				s.Append("c", "3")
			}
		}
		if want := []string{"a=1", "b=2", "c=3"}; !reflect.DeepEqual(seen, want) {
			t.Errorf("saw %q; want %q", seen, want)
		}
	})
	t.Run("deleting while iterating", func(t *testing.T) {
		// As with the standard's iterator, which keeps an index into the
		// list: removing the current pair makes the loop skip the next.
		s := NewSearchParams("a=1&b=2&c=3")
		var seen []string
		for name := range s.All() {
			seen = append(seen, name)
			if name == "a" {
				s.Delete("a")
			}
		}
		if want := []string{"a", "c"}; !reflect.DeepEqual(seen, want) {
			t.Errorf("saw %q; want %q", seen, want)
		}
	})
}

func TestSearchParamsSortStable(t *testing.T) {
	s := NewSearchParams("c=1&b=1&a=1&c=2&b=2&a=2&c=3&b=3&a=3&=0")
	s.Sort()
	if want := "=0&a=1&a=2&a=3&b=1&b=2&b=3&c=1&c=2&c=3"; s.String() != want {
		t.Errorf("after Sort: %q; want %q", s.String(), want)
	}
	// Many pairs, so that the sort is not only an insertion sort.
	r := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	for i := range 500 {
		fmt.Fprintf(&sb, "%c=%d&", 'a'+r.IntN(5), i)
	}
	s = NewSearchParams(sb.String())
	s.Sort()
	prevName, prevValue := "", -1
	for name, value := range s.All() {
		var v int
		fmt.Sscan(value, &v)
		if name < prevName || name == prevName && v < prevValue {
			t.Fatalf("not a stable sort: %s=%d after %s=%d", name, v, prevName, prevValue)
		}
		prevName, prevValue = name, v
	}
}

// compareUTF16Reference compares by converting both strings to UTF-16.
func compareUTF16Reference(a, b string) int {
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

func TestCompareUTF16(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "a", -1},
		{"a", "", 1},
		{"a", "b", -1},
		{"ab", "a", 1},
		{"\uFB03", "\U0001F308", 1},             // surrogate pair below U+FB03
		{"\U0001F308", "\uFB03", -1},            //
		{"\uD7FF", "\U00010000", -1},            // below the surrogates
		{"\uE000", "\U00010000", 1},             // above the surrogates
		{"\uFFFF", "\U0010FFFF", 1},             //
		{"\U0001F308", "\U0001F4A9", -1},        // two surrogate pairs
		{"a\U0001F308", "a\U0001F4A9", -1},      // same high surrogate
		{"\U00010400", "\U0001F308", -1},        // different high surrogates
		{"e\u0301", "\u00e9", -1},               //
		{"\u00e9", "\u00ea", -1},                // shared lead byte
		{"\u00e9x", "\u00e9", 1},                //
		{"\u4e00\uFFFD", "\u4e00\U00020000", 1}, // shared first code point
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%+q<>%+q", tt.a, tt.b), func(t *testing.T) {
			if got := sign(compareUTF16(tt.a, tt.b)); got != tt.want {
				t.Errorf("compareUTF16 = %d; want %d", got, tt.want)
			}
			if ref := compareUTF16Reference(tt.a, tt.b); ref != tt.want {
				t.Errorf("bad test: the reference gives %d", ref)
			}
		})
	}
	t.Run("random", func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		// Code points from the ranges where the orders differ, and their
		// edges.
		pool := []rune{'a', 'b', 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFB03, 0xFFFD, 0xFFFF,
			0x10000, 0x1F308, 0x1F4A9, 0x10FFFF, 0x10400}
		gen := func() string {
			rs := make([]rune, r.IntN(4))
			for i := range rs {
				rs[i] = pool[r.IntN(len(pool))]
			}
			return string(rs)
		}
		for range 20000 {
			a, b := gen(), gen()
			if got, want := sign(compareUTF16(a, b)), compareUTF16Reference(a, b); got != want {
				t.Fatalf("compareUTF16(%+q, %+q) = %d; want %d", a, b, got, want)
			}
		}
	})
}

func TestSearchParamsInvalidUTF8(t *testing.T) {
	t.Run("parse", func(t *testing.T) {
		tests := []struct {
			input string
			want  [][2]string
		}{
			// Raw invalid bytes in the string are U+FFFD before parsing.
			{"a=\xff", [][2]string{{"a", "\uFFFD"}}},
			{"\xff=\xfe", [][2]string{{"\uFFFD", "\uFFFD"}}},
			// A maximal subpart is one U+FFFD: E2 82 is the start of €.
			{"a=\xe2\x82", [][2]string{{"a", "\uFFFD"}}},
			{"a=\xe2\x82+", [][2]string{{"a", "\uFFFD "}}},
			// Raw bytes are replaced before percent-decoding, so they
			// cannot combine with decoded bytes into a valid sequence.
			{"a=\xe2\x82%AC", [][2]string{{"a", "\uFFFD\uFFFD"}}},
			{"a=%E2%82%AC", [][2]string{{"a", "€"}}},
			{"a=%E2%82", [][2]string{{"a", "\uFFFD"}}},
			{"a=%E2%82x%AC", [][2]string{{"a", "\uFFFDx\uFFFD"}}},
			{"a=%ED%A0%80", [][2]string{{"a", "\uFFFD\uFFFD\uFFFD"}}}, // an encoded surrogate
			{"a=%F0%9F%8C", [][2]string{{"a", "\uFFFD"}}},
			{"a=%C0%AF", [][2]string{{"a", "\uFFFD\uFFFD"}}},
			// Name and value are decoded separately.
			{"%E2%82=%AC", [][2]string{{"\uFFFD", "\uFFFD"}}},
			{"%E2=%82%AC&%E2%82%AC", [][2]string{{"\uFFFD", "\uFFFD\uFFFD"}, {"€", ""}}},
			// A BOM is kept.
			{"%EF%BB%BF=1", [][2]string{{"\uFEFF", "1"}}},
		}
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%+q", tt.input), func(t *testing.T) {
				checkPairs(t, "NewSearchParams", NewSearchParams(tt.input), tt.want)
			})
		}
	})
	t.Run("methods", func(t *testing.T) {
		s := new(SearchParams)
		s.Append("a\xff", "\xe2\x82b")
		checkPairs(t, "after Append", s, [][2]string{{"a\uFFFD", "\uFFFDb"}})
		if want := "a%EF%BF%BD=%EF%BF%BDb"; s.String() != want {
			t.Errorf("String() = %q; want %q", s.String(), want)
		}
		if v := s.Get("a\xfe"); v != "\uFFFDb" {
			t.Errorf("Get(invalid) = %q", v)
		}
		if !s.Has("a\uFFFD", "\xc3b") || s.Has("a\uFFFD", "\xc3") {
			t.Error("Has with invalid UTF-8 does not match U+FFFD")
		}
		if got := s.GetAll("a\x80"); len(got) != 1 {
			t.Errorf("GetAll(invalid) = %q", got)
		}
		s.Set("a\x80", "\xf0\x9f")
		checkPairs(t, "after Set", s, [][2]string{{"a\uFFFD", "\uFFFD"}})
		s.Delete("a\xbf", "\xff")
		checkPairs(t, "after Delete", s, [][2]string{})
	})
	t.Run("FromValues", func(t *testing.T) {
		s := FromValues(neturl.Values{"\xff": {"\xfe"}})
		checkPairs(t, "FromValues", s, [][2]string{{"\uFFFD", "\uFFFD"}})
		if want := "%EF%BF%BD=%EF%BF%BD"; s.String() != want {
			t.Errorf("String() = %q; want %q", s.String(), want)
		}
	})
}

func TestSearchParamsSerializeBytes(t *testing.T) {
	// Every byte value as a name: only ASCII alphanumerics and *-._ stay as
	// they are, a space becomes "+", everything else is percent-encoded.
	for b := range 0x80 {
		s := new(SearchParams)
		s.Append(string(rune(b)), "")
		var want string
		switch {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9', strings.IndexByte("*-._", byte(b)) >= 0:
			want = string(rune(b)) + "="
		case b == ' ':
			want = "+="
		default:
			want = fmt.Sprintf("%%%02X=", b)
		}
		if s.String() != want {
			t.Errorf("byte %#02x: String() = %q; want %q", b, s.String(), want)
		}
	}
	s := new(SearchParams)
	s.Append("é", "\U0001F308 \uFFFF")
	if want := "%C3%A9=%F0%9F%8C%88+%EF%BF%BF"; s.String() != want {
		t.Errorf("String() = %q; want %q", s.String(), want)
	}
	// A serialization longer than String's stack buffer.
	long := strings.Repeat("~ ", 300)
	s.Set("long", long)
	if want := "%C3%A9=%F0%9F%8C%88+%EF%BF%BF&long=" + strings.Repeat("%7E+", 300); s.String() != want {
		t.Errorf("long String() = %q; want %q", s.String(), want)
	}
	var _ encoding.TextAppender = s
}

func TestSearchParamsValues(t *testing.T) {
	t.Run("ToValues", func(t *testing.T) {
		s := NewSearchParams("b=1&a=2&b=3&c")
		want := neturl.Values{"a": {"2"}, "b": {"1", "3"}, "c": {""}}
		if got := s.ToValues(); !reflect.DeepEqual(got, want) {
			t.Errorf("ToValues() = %v; want %v", got, want)
		}
		if got := new(SearchParams).ToValues(); got == nil || len(got) != 0 {
			t.Errorf("empty ToValues() = %#v; want an empty map", got)
		}
	})
	t.Run("FromValues", func(t *testing.T) {
		v := neturl.Values{"b": {"1", "3"}, "a": {"2"}, "c": {""}, "empty": {}, "é": {"x"}, "B": {"4"}}
		s := FromValues(v)
		checkPairs(t, "FromValues", s, [][2]string{{"B", "4"}, {"a", "2"}, {"b", "1"}, {"b", "3"}, {"c", ""}, {"é", "x"}})
		if got := FromValues(nil); got.Size() != 0 {
			t.Errorf("FromValues(nil) has %d pairs", got.Size())
		}
	})
	t.Run("round trips", func(t *testing.T) {
		for _, q := range []string{"", "a=1", "a=1&b=2&a=3", "x=%20+&y=%C3%A9&=z&z"} {
			v, err := neturl.ParseQuery(q)
			if err != nil {
				t.Fatal(err)
			}
			s := FromValues(v)
			if got := s.ToValues(); !reflect.DeepEqual(got, v) {
				t.Errorf("%q: ToValues(FromValues(v)) = %v; want %v", q, got, v)
			}
			// Parsing the serialization gives the same pairs.
			checkPairs(t, "reparsed", NewSearchParams(s.String()), pairsOf(s))
			// Grouped by name and sorted, the order FromValues gives.
			sorted := NewSearchParams(q)
			sorted.Sort()
			if FromValues(sorted.ToValues()).String() != sorted.String() {
				t.Errorf("%q: FromValues(ToValues()) = %q; want %q", q, FromValues(sorted.ToValues()), sorted)
			}
		}
	})
}

var benchQuery = "utm_source=newsletter&utm_medium=email&q=caf%C3%A9+au+lait&page=2&sort=price%3Aasc&tags=a&tags=b&tags=c"

func BenchmarkParseForm(b *testing.B) {
	plain := strings.NewReplacer("%C3%A9", "e", "+", "_", "%3A", "-").Replace(benchQuery)
	for _, bm := range []struct{ name, input string }{{"encoded", benchQuery}, {"plain", plain}} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bm.input)))
			for b.Loop() {
				ParseForm(bm.input)
			}
		})
	}
}

func BenchmarkSearchParamsString(b *testing.B) {
	s := ParseForm(benchQuery)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.String()
	}
}

func BenchmarkSearchParamsSort(b *testing.B) {
	unsorted := ParseForm(benchQuery).list
	s := new(SearchParams)
	b.ReportAllocs()
	for b.Loop() {
		s.list = append(s.list[:0], unsorted...)
		s.Sort()
	}
}

// TestURLSearchParamsLive checks the binding between a URL and its
// SearchParams in both directions, as the standard's update steps and
// setters define it.
func TestURLSearchParamsLive(t *testing.T) {
	u := mustParseT(t, "https://h/p?a=1&b=2#f")
	sp := u.SearchParams()
	steps := []struct {
		name string
		do   func()
		href string
		list string // sp.String() afterwards
	}{
		{"append", func() { sp.Append("c", "3 4") }, "https://h/p?a=1&b=2&c=3+4#f", "a=1&b=2&c=3+4"},
		{"set", func() { sp.Set("a", "é") }, "https://h/p?a=%C3%A9&b=2&c=3+4#f", "a=%C3%A9&b=2&c=3+4"},
		{"sort", func() { sp.Sort() }, "https://h/p?a=%C3%A9&b=2&c=3+4#f", "a=%C3%A9&b=2&c=3+4"},
		{"delete all makes the query null", func() { sp.Delete("a"); sp.Delete("b"); sp.Delete("c") }, "https://h/p#f", ""},
		{"SetSearch reaches the list", func() { u.SetSearch("?x=y&x=z") }, "https://h/p?x=y&x=z#f", "x=y&x=z"},
		{"SetHref reaches the list", func() { u.SetHref("https://h/?z=%20") }, "https://h/?z=%20", "z=+"},
		{"other setters keep the query", func() { u.SetPathname("/q"); u.SetHash("g") }, "https://h/q?z=%20#g", "z=+"},
		{"sort after a setter", func() { u.SetSearch("b=1&a=2"); sp.Sort() }, "https://h/q?a=2&b=1#g", "a=2&b=1"},
		{"SetSearch to empty empties the list", func() { u.SetSearch("") }, "https://h/q#g", ""},
	}
	for _, st := range steps {
		st.do()
		if u.Href() != st.href {
			t.Errorf("%s: href = %q; want %q", st.name, u.Href(), st.href)
		}
		if got := sp.String(); got != st.list {
			t.Errorf("%s: list = %q; want %q", st.name, got, st.list)
		}
		checkCanonical(t, u)
	}
	// A second SearchParams of the same URL sees what the first one did.
	sp2 := u.SearchParams()
	sp.Append("k", "v")
	if v := sp2.Get("k"); v != "v" {
		t.Errorf("second SearchParams: Get(k) = %q; want v", v)
	}
	// A non-special URL's query is kept as the serializer writes it.
	w := mustParseT(t, "sc://h?x")
	w.SearchParams().Set("a b", "~")
	if w.Href() != "sc://h?x=&a+b=%7E" {
		t.Errorf("non-special: href = %q", w.Href())
	}
}
