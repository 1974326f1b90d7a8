package view

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// sameJSON checks that got is valid JSON with the same value as
// encoding/json's marshalling of v.
func sameJSON(t *testing.T, got []byte, v any) {
	t.Helper()
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("AppendJSON wrote invalid JSON (%v): %.300s", err, got)
	}
	if err := json.Unmarshal(want, &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, w) {
		t.Errorf("AppendJSON:\n%.2000s\nencoding/json:\n%.2000s", got, want)
	}
}

func TestAppendJSON(t *testing.T) {
	views := []struct{ name, input, base, enc string }{
		{"valid", "https://example.com/", "", ""},
		{"issues", `HTTP://EXAMPLE.com:80/a/../b\c`, "", ""},
		{"failure", "http://h:99999/x", "", ""},
		{"base fails", "x", "not a base", ""},
		{"base", "../c?q#f", "http://h/a/b", ""},
		{"encoding", "http://h/é?q=é", "", "windows-1252"},
		{"bad encoding", "http://h/?q=é", "", "no-such-encoding"},
		{"IDN", "https://xn--bcher-kva.example:8080/", "", ""},
		{"data", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "", ""},
		{"data failure", "data:image/png;base64,iVBOR=", "", ""},
		{"data, no preview", "data:text/html,<b>x</b>", "", ""},
		{"controls and quotes", "\x00\t\"%zz[::1\n<script>\u2028\\", "", ""},
		{"invalid UTF-8", "http://h/\xff\xfe?\xc3", "", ""},
		{"long", "http://h/" + strings.Repeat("\\x", 300), "", ""},
	}
	for _, tt := range views {
		t.Run("View/"+tt.name, func(t *testing.T) {
			r := View(tt.input, tt.base, tt.enc)
			sameJSON(t, r.AppendJSON(nil), r)
		})
	}
	patterns := []struct{ name, pattern, pbase string }{
		{"match", "https://example.com/books/:id{/:part}?", ""},
		{"no match", "https://example.org/*", ""},
		{"error", "https://example.com/:id(", ""},
		{"relative without a base", "/books/:id", ""},
		{"base", "/books/*", "https://example.com"},
	}
	for _, tt := range patterns {
		t.Run("Pattern/"+tt.name, func(t *testing.T) {
			r := Pattern(tt.pattern, tt.pbase, false, "https://example.com/books/42?x", "")
			sameJSON(t, r.AppendJSON(nil), r)
		})
	}
	// Every field set, so that none is left out of the writer.
	full := &Result{
		Encoding:   "utf-8",
		Failure:    &Failure{Name: "n", Description: "d", Detail: "x", Message: "m", Span: Span{1, 2}, InBase: true},
		Issues:     []Issue{{Name: "a", Description: "b", Offset: 3, Span: Span{3, 4}, Fatal: true}},
		IssueCount: 7,
		Readings: []Reading{{Title: "t", Error: "e", Differs: 2, Verdict: "v",
			Cells: []Cell{{Value: "v", NA: true, Differs: true, Truncated: 5, Display: "ü"}}}},
		Components: Components,
		Setup:      []string{"s"},
		Stats:      InputStats{Bytes: 1, UTF16: 2, Replacement: 3},
		Data:       &Data{MIMEType: "a/b", Essence: "a/b", BodySize: 4, Error: "e", Preview: "p", NoPreview: "n"},
	}
	t.Run("Result with every field", func(t *testing.T) { sameJSON(t, full.AppendJSON(nil), full) })
	fullPattern := &PatternResult{
		Error:           &PatternError{Message: "m", Component: "c", Input: "i", Offset: 2},
		Components:      []PatternComponent{{Name: "n", Pattern: "p", Truncated: 1}},
		HasRegExpGroups: true,
		Matches:         true,
		Groups:          []ComponentMatch{{Name: "n", Input: "i", Truncated: 1, Groups: []GroupValue{{Name: "g", Value: "v", Matched: true, Truncated: 2}}}},
	}
	t.Run("PatternResult with every field", func(t *testing.T) { sameJSON(t, fullPattern.AppendJSON(nil), fullPattern) })
	empty := &Result{}
	t.Run("zero Result", func(t *testing.T) { sameJSON(t, empty.AppendJSON(nil), empty) })
}

func TestAppendJSONString(t *testing.T) {
	var all strings.Builder
	for c := range 0x80 {
		all.WriteByte(byte(c))
	}
	for name, s := range map[string]string{
		"empty":           "",
		"ASCII":           all.String(),
		"non-ASCII":       "bücher.example, 日本, 🙂",
		"line separators": "a\u2028b\u2029c",
		"invalid UTF-8":   "a\xffb\xc3\xe2\x82c\xed\xa0\x80",
		"U+FFFD":          "\uFFFD",
	} {
		t.Run(name, func(t *testing.T) {
			got := AppendJSONString(nil, s)
			want, _ := json.Marshal(s)
			var g, w string
			if err := json.Unmarshal(got, &g); err != nil {
				t.Fatalf("%q: invalid JSON %s: %v", s, got, err)
			}
			_ = json.Unmarshal(want, &w)
			if g != w {
				t.Errorf("%q: decodes to %q, encoding/json's to %q", s, g, w)
			}
		})
	}
}
