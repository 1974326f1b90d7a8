package view

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// slowUTF16 is the obviously correct count: UTF-16 code units of the text
// before byte offset off, with Go's own decoding of invalid bytes (each is
// U+FFFD, one unit) and an offset inside a code point rounded down.
func slowUTF16(s string, off int) int {
	for off > 0 && off < len(s) && !utf8.RuneStart(s[off]) {
		off--
	}
	if off > len(s) {
		off = len(s)
	}
	return len(utf16.Encode([]rune(s[:off])))
}

func TestUTF16Offsets(t *testing.T) {
	tests := []struct {
		name string
		s    string
	}{
		{"ascii", "http://example.com/"},
		{"two-byte", "http://h/é/ü"},
		{"three-byte", "http://h/€x€"},
		{"astral", "http://h/😀x😀y"},
		{"replacement", "a\uFFFDb"},
		{"invalid bytes", "a\xffb\xc3"},
		{"empty", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Every offset, in reverse so the one pass must sort them.
			var offs []int
			for i := len(tt.s); i >= 0; i-- {
				offs = append(offs, i)
			}
			got := utf16Offsets(tt.s, offs)
			for i, off := range offs {
				if want := slowUTF16(tt.s, off); got[i] != want {
					t.Errorf("offset %d of %q: got %d UTF-16 units, want %d", off, tt.s, got[i], want)
				}
			}
			if got, want := utf16Len(tt.s), len(utf16.Encode([]rune(tt.s))); got != want {
				t.Errorf("utf16Len(%q) = %d, want %d", tt.s, got, want)
			}
		})
	}
}

func TestSpans(t *testing.T) {
	tests := []struct {
		name, input string
		issue       string // the validation error whose span is checked
		want        string // the text it highlights
		start       int    // where, in UTF-16 units
	}{
		{"backslash", `HTTP://EXAMPLE.com:80/a/../b\c`, "invalid-reverse-solidus", `\`, 28},
		{"backslash after astral", "http://h/😀\\x", "invalid-reverse-solidus", `\`, 11},
		{"port out of range", "http://h:99999/x", "port-out-of-range", "99999", 9},
		{"port invalid", "http://h:9x/", "port-invalid", "x", 10},
		{"whole IPv4 host", "http://1.2.3.4.5/", "IPv4-too-many-parts", "1.2.3.4.5", 7},
		{"IPv4 part", "http://1.2.3.0x4/", "IPv4-non-decimal-part", "0x4", 13},
		{"IDNA host before port", "http://xn--a.com:81/", "domain-to-ASCII", "xn--a.com", 7},
		{"percent-encoded host", "http://ex%41mple.com/", "domain-percent-encoded", "%41", 9},
		{"credentials", "https://user:pw@example.com/", "invalid-credentials", "@", 15},
		{"leading space", " http://h/", "invalid-URL-unit", " ", 0},
		{"at the end", "http://[::1", "IPv6-unclosed", "", 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := View(tt.input, "", "")
			u16 := utf16.Encode([]rune(tt.input))
			for _, is := range r.Issues {
				if is.Name != tt.issue {
					continue
				}
				if is.Span.Start < 0 || is.Span.Start > is.Span.End || is.Span.End > len(u16) {
					t.Fatalf("%s: span %+v outside the input's %d units", is.Name, is.Span, len(u16))
				}
				got := string(utf16.Decode(u16[is.Span.Start:is.Span.End]))
				if got != tt.want || is.Span.Start != tt.start {
					t.Errorf("%s at byte %d: span %+v highlights %q, want %q at %d", is.Name, is.Offset, is.Span, got, tt.want, tt.start)
				}
				return
			}
			t.Fatalf("no %s among %+v", tt.issue, r.Issues)
		})
	}
}

// column returns the cells of the reading titled title, by component.
func column(t *testing.T, r *Result, title string) map[string]Cell {
	t.Helper()
	for _, rd := range r.Readings {
		if rd.Title == title {
			m := map[string]Cell{}
			for i, c := range rd.Cells {
				m[r.Components[i]] = c
			}
			return m
		}
	}
	t.Fatalf("no reading %q", title)
	return nil
}

func TestViewAcceptance(t *testing.T) {
	r := View(`HTTP://EXAMPLE.com:80/a/../b\c`, "", "")
	if r.Failure != nil {
		t.Fatalf("failure: %+v", r.Failure)
	}
	std := column(t, r, TitleStandard)
	net := column(t, r, TitleNet)
	if got := std["href"].Value; got != "http://example.com/b/c" {
		t.Errorf("href = %q", got)
	}
	if got := std["origin"].Value; got != "http://example.com" {
		t.Errorf("origin = %q", got)
	}
	if got := net["href"]; got.Value != `http://EXAMPLE.com:80/a/../b%5Cc` || !got.Differs {
		t.Errorf("net/url href = %+v, want differing http://EXAMPLE.com:80/a/../b%%5Cc", got)
	}
	if !net["origin"].NA || net["origin"].Differs {
		t.Errorf("net/url origin = %+v, want n/a", net["origin"])
	}
	var differ []string
	for _, name := range Components {
		if net[name].Differs {
			differ = append(differ, name)
		}
	}
	if got := strings.Join(differ, " "); got != "href host hostname port pathname" {
		t.Errorf("differing components: %s", got)
	}
	if rd := r.Readings[1]; rd.Differs != 5 || rd.Verdict != "5 components differ" {
		t.Errorf("net/url reading: %d differ, verdict %q", rd.Differs, rd.Verdict)
	}
	if len(r.Issues) != 1 || r.Issues[0].Name != "invalid-reverse-solidus" || r.Issues[0].Description == "" || r.IssueCount != 1 {
		t.Errorf("issues = %+v", r.Issues)
	}
	if len(r.Readings) != 2 {
		t.Errorf("%d readings without a base, want 2", len(r.Readings))
	}
}

func TestViewReadings(t *testing.T) {
	tests := []struct {
		name, input, base, enc string
		failure                string // the failure's name; "base" for a base that fails; "" for none
		readings               int
		verdicts               []string // of the net/url readings
		check                  map[string]string
	}{
		{name: "net/url fails", input: `http://a\@evil.example/`, readings: 2,
			verdicts: []string{"net/url fails where the URL Standard parses"},
			check:    map[string]string{"host": "a", "pathname": "/@evil.example/"}},
		{name: "standard fails", input: "http://1.2.3.4.5/", failure: "IPv4-too-many-parts", readings: 2,
			verdicts: []string{"net/url parses where the URL Standard fails"}},
		{name: "both fail", input: "http://[::1", failure: "IPv6-unclosed", readings: 2,
			verdicts: []string{"both fail"}},
		{name: "base", input: "../c?q#f", base: "http://h/a/b", readings: 3,
			verdicts: []string{"5 components differ", "same components"},
			check:    map[string]string{"href": "http://h/c?q#f"}},
		{name: "base fails", input: "x", base: "http://[::1", failure: "base", readings: 3,
			verdicts: []string{"net/url parses where the URL Standard fails", "both fail"}},
		{name: "windows-1252 query", input: "http://h/é?q=é", enc: "windows-1252", readings: 2,
			verdicts: []string{"2 components differ"},
			check:    map[string]string{"search": "?q=%E9", "pathname": "/%C3%A9"}},
		{name: "shift_jis cannot encode", input: "http://h/?‽", enc: "shift_jis", readings: 2,
			verdicts: []string{"2 components differ"},
			check:    map[string]string{"search": "?%26%238253%3B"}},
		{name: "opaque path agrees", input: "mailto:a@b", readings: 2,
			verdicts: []string{"same components"},
			check:    map[string]string{"origin": "null", "pathname": "a@b"}},
		{name: "escaped user agrees", input: "http://us%20er:p%40ss@h/", readings: 2,
			verdicts: []string{"same components"},
			check:    map[string]string{"username": "us%20er", "password": "p%40ss"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := View(tt.input, tt.base, tt.enc)
			switch {
			case tt.failure == "" && r.Failure != nil:
				t.Fatalf("failure %+v", r.Failure)
			case tt.failure == "base" && (r.Failure == nil || !r.Failure.InBase):
				t.Fatalf("failure %+v, want the base's", r.Failure)
			case tt.failure != "" && tt.failure != "base" && (r.Failure == nil || r.Failure.Name != tt.failure):
				t.Fatalf("failure %+v, want %s", r.Failure, tt.failure)
			}
			if tt.failure != "" && tt.failure != "base" {
				if n := len(r.Issues); n == 0 || !r.Issues[n-1].Fatal || r.Issues[n-1].Name != tt.failure {
					t.Errorf("the last issue is not the fatal %s: %+v", tt.failure, r.Issues)
				}
				if r.Failure.Detail == "" || r.Failure.Description == "" {
					t.Errorf("failure without detail or description: %+v", r.Failure)
				}
			}
			if len(r.Readings) != tt.readings {
				t.Fatalf("%d readings, want %d", len(r.Readings), tt.readings)
			}
			for i, want := range tt.verdicts {
				if got := r.Readings[i+1].Verdict; got != want {
					t.Errorf("%s: verdict %q, want %q", r.Readings[i+1].Title, got, want)
				}
			}
			std := column(t, r, TitleStandard)
			for name, want := range tt.check {
				if got := std[name].Value; got != want {
					t.Errorf("%s = %q, want %q", name, got, want)
				}
			}
		})
	}
}

func TestViewSetupProblems(t *testing.T) {
	r := View("http://h/?é", "", "no-such-encoding")
	if len(r.Setup) != 1 || !strings.Contains(r.Setup[0], "encoding") {
		t.Fatalf("setup notes %q, want one about the encoding", r.Setup)
	}
	if got := column(t, r, TitleStandard)["search"].Value; got != "?%C3%A9" {
		t.Errorf("search = %q, want UTF-8 ?%%C3%%A9", got)
	}
	// A base that does not parse is the failure, reported there only.
	r = View("x", "::", "")
	if len(r.Setup) != 0 || r.Failure == nil || !r.Failure.InBase || !strings.HasPrefix(r.Failure.Message, `parse "::": `) {
		t.Errorf("setup notes %q, failure %+v; want no notes and the base's failure", r.Setup, r.Failure)
	}
}

func TestViewLargeInput(t *testing.T) {
	in := "http://h/" + strings.Repeat(`\x`, 1<<19) // a megabyte, an error every other byte
	r := View(in, "", "")
	href := column(t, r, TitleStandard)["href"]
	if len(href.Value) > MaxValue || href.Truncated != len(in)-len(href.Value) {
		t.Errorf("href of %d bytes: %d kept, %d reported cut", len(in), len(href.Value), href.Truncated)
	}
	if r.IssueCount != 1<<19 || len(r.Issues) != MaxIssues {
		t.Errorf("%d issues counted, %d listed; want %d, %d", r.IssueCount, len(r.Issues), 1<<19, MaxIssues)
	}
	if last := r.Issues[len(r.Issues)-1]; last.Span.Start != 9+2*(MaxIssues-1) {
		t.Errorf("last listed issue at %+v", last.Span)
	}
	if r.Stats.Bytes != len(in) || r.Stats.UTF16 != len(in) {
		t.Errorf("stats %+v", r.Stats)
	}
	net := column(t, r, TitleNet)["href"]
	if !net.Differs || net.Truncated == 0 {
		t.Errorf("net/url href: differs %v, cut %d", net.Differs, net.Truncated)
	}
}

func TestViewReplacementCharacters(t *testing.T) {
	// What syscall/js hands Go for "http://h/\uD800x": the lone surrogate
	// is already U+FFFD, as WebIDL's USVString makes it for new URL().
	r := View("http://h/\uFFFDx", "", "")
	if r.Stats.Replacement != 1 || r.Stats.UTF16 != 11 {
		t.Errorf("stats %+v", r.Stats)
	}
	if got := column(t, r, TitleStandard)["pathname"].Value; got != "/%EF%BF%BDx" {
		t.Errorf("pathname = %q", got)
	}
}

// checkResult checks what holds for every result: spans inside the input,
// a reading per parser, cells when and only when a reader parsed, JSON.
func checkResult(t *testing.T, input, base string, r *Result) {
	t.Helper()
	n := utf16Len(input)
	spans := []Span{}
	for _, is := range r.Issues {
		spans = append(spans, is.Span)
	}
	if r.Failure != nil {
		spans = append(spans, r.Failure.Span)
	}
	for _, sp := range spans {
		if sp.Start < 0 || sp.Start > sp.End || sp.End > n {
			t.Fatalf("span %+v outside the %d units of %q", sp, n, input)
		}
	}
	want := 2
	if base != "" {
		want = 3
	}
	if len(r.Readings) != want {
		t.Fatalf("%d readings, want %d", len(r.Readings), want)
	}
	for _, rd := range r.Readings {
		if (rd.Error == "") != (rd.Cells != nil) {
			t.Fatalf("%s: error %q with %d cells", rd.Title, rd.Error, len(rd.Cells))
		}
		if rd.Cells != nil && len(rd.Cells) != len(Components) {
			t.Fatalf("%s: %d cells", rd.Title, len(rd.Cells))
		}
	}
	if (r.Failure == nil) != (r.Readings[0].Error == "") {
		t.Fatalf("failure %+v, but the standard's reading says %q", r.Failure, r.Readings[0].Error)
	}
	if _, err := json.Marshal(r); err != nil {
		t.Fatal(err)
	}
}

func FuzzView(f *testing.F) {
	for _, s := range []string{
		`HTTP://EXAMPLE.com:80/a/../b\c`, "http://[::1", "http://1.2.3.4.5/", "\x00\t%zz[::1\n",
		"http://h/😀\\x", "http://\xff/", "file:///C|/x", "http://ex%41mple.com:99999/", "",
	} {
		f.Add(s, "")
		f.Add(s, "http://h/a/b")
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		checkResult(t, input, base, View(input, base, ""))
	})
}

func TestViewHostDisplay(t *testing.T) {
	tests := []struct {
		name, input    string
		host, hostname string // the display forms; "" when there is none
	}{
		{"Punycode", "https://xn--bcher-kva.example/", "bücher.example", "bücher.example"},
		{"with a port", "https://xn--bcher-kva.example:8080/", "bücher.example:8080", "bücher.example"},
		{"typed in Unicode", "https://BÜCHER.example/", "bücher.example", "bücher.example"},
		{"ASCII", "https://example.com/", "", ""},
		{"invalid Punycode stays", "https://xn--8i7caa/", "", ""},
		{"IPv6", "http://[::1]/", "", ""},
		{"opaque host", "foo://xn--bcher-kva.example/", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := View(tt.input, "", "")
			if r.Failure != nil {
				t.Fatalf("failure %+v", r.Failure)
			}
			got := map[string]string{}
			for i, c := range r.Readings[0].Cells {
				if c.Display != "" {
					got[Components[i]] = c.Display
				}
			}
			want := map[string]string{}
			if tt.host != "" {
				want["host"], want["hostname"] = tt.host, tt.hostname
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("display forms %q, want %q", got, want)
			}
			for _, rd := range r.Readings[1:] {
				for i, c := range rd.Cells {
					if c.Display != "" {
						t.Errorf("%s: %s has a display form %q", rd.Title, Components[i], c.Display)
					}
				}
			}
		})
	}
}
