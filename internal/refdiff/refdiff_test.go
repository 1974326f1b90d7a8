package main

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	parse := request{Input: str("x"), Validate: true}
	tests := []struct {
		name      string
		r         request
		ours, ref string
		want      string
	}{
		{"agree", parse, `{"href":"a:x","validationErrors":[]}`, `{"href":"a:x","validationErrors":[]}`, ""},
		{"both fail, messages differ", parse, `{"failure":true,"error":"one","validationErrors":["x"]}`,
			`{"failure":true,"error":"two","validationErrors":["x"]}`, ""},
		{"only ours fails", parse, `{"failure":true,"error":"e"}`, `{"href":"a:x"}`, "parse: only weburl fails"},
		{"only the reference fails", request{Href: str("a:"), Setter: str("hash"), Value: str("")},
			`{"href":"a:x"}`, `{"failure":true,"error":"e"}`, "setter hash: only the reference fails"},
		{"members differ", request{Params: str("a")}, `{"pairs":[["a",""]],"serialized":"a="}`,
			`{"pairs":[["a","b"]],"serialized":"a=b"}`, "params: pairs,serialized differ"},
		{"more errors", parse, `{"href":"a:x","validationErrors":["a","b"]}`, `{"href":"a:x","validationErrors":["a"]}`,
			"parse: validation errors: weburl has more b"},
		{"fewer errors", request{Input: str("x"), Base: str("a:")}, `{"href":"a:x","validationErrors":[]}`,
			`{"href":"a:x","validationErrors":["c"]}`, "parse with base: validation errors: the reference has more c"},
		{"order", parse, `{"href":"a:x","validationErrors":["a","b"]}`, `{"href":"a:x","validationErrors":["b","a"]}`,
			"parse: validation errors: order differs"},
		{"protocol error", parse, `{"error":"bad"}`, `{"href":"a:x"}`, "parse: a request one side cannot answer"},
		{"not JSON", parse, `x`, `{}`, "parse: weburl's response is not a JSON object"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := compare(tc.r, json.RawMessage(tc.ours), json.RawMessage(tc.ref)).cause; got != tc.want {
				t.Errorf("cause = %q; want %q", got, tc.want)
			}
		})
	}
}

func TestMinimize(t *testing.T) {
	// A disagreement that holds while the input has a "|" after a "C".
	cause := func(r request) (string, error) {
		if i := strings.Index(*r.Input, "C"); i >= 0 && strings.Contains((*r.Input)[i:], "|") {
			return "drive", nil
		}
		return "", nil
	}
	r := request{Input: str("file:///tmp/Ü/C:/x|y"), Base: str("file:///B")}
	m, err := minimize(r, "drive", 1000, cause)
	if err != nil {
		t.Fatal(err)
	}
	if *m.Input != "C|" || *m.Base != "" {
		t.Errorf("minimised to %s; want input C| and an empty base", m)
	}
	if *r.Input != "file:///tmp/Ü/C:/x|y" {
		t.Errorf("the original request changed: %s", r)
	}
	// A bounded search stops early with a request that still disagrees.
	tries := 0
	m, _ = minimize(r, "drive", 3, func(r request) (string, error) { tries++; return cause(r) })
	if tries > 3 {
		t.Errorf("%d tries; want at most 3", tries)
	}
	if c, _ := cause(m); c != "drive" {
		t.Errorf("the bounded search returned %s, which does not disagree", m)
	}
}

func TestGenerator(t *testing.T) {
	if _, err := loadCorpus("../.."); err != nil {
		t.Skipf("no web-platform-tests data (run scripts/fetch-wpt.sh): %v", err)
	}
	// Each run loads the corpus afresh, as each run of refdiff does.
	gen := func(seed uint64) []string {
		c, err := loadCorpus("../..")
		if err != nil {
			t.Fatal(err)
		}
		g := newGenerator(seed, c)
		var out []string
		for range 2000 {
			out = append(out, g.next().String())
		}
		return out
	}
	a, b, other := gen(5), gen(5), gen(6)
	if !slices.Equal(a, b) {
		t.Fatal("the same seed gave different requests")
	}
	if slices.Equal(a, other) {
		t.Fatal("different seeds gave the same requests")
	}
	kinds := map[string]int{}
	for _, line := range a {
		var r request
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		kinds[strings.Fields(r.kind())[0]]++
	}
	for _, k := range []string{"parse", "setter", "params"} {
		if kinds[k] < 100 {
			t.Errorf("%d %s requests of 2000", kinds[k], k)
		}
	}
}

func TestGeneratorData(t *testing.T) {
	c, err := loadCorpus("../..")
	if err != nil {
		t.Skipf("no web-platform-tests data (run scripts/fetch-wpt.sh): %v", err)
	}
	if len(c.dataURLs) < 50 || len(c.mimeTypes) < 50 || len(c.contentTypes) < 10 || len(c.base64) < 50 {
		t.Fatalf("corpus: %d data: URLs, %d MIME types, %d Content-Type lists, %d base64 strings", len(c.dataURLs), len(c.mimeTypes), len(c.contentTypes), len(c.base64))
	}
	g := newGenerator(7, c)
	g.dataShare = 0.5
	kinds := map[string]int{}
	for range 4000 {
		r := g.next()
		// Each request survives its JSON line, an empty Content-Type list
		// included.
		var back request
		if err := json.Unmarshal([]byte(r.String()), &back); err != nil {
			t.Fatalf("%s: %v", r, err)
		}
		// The same JSON values: a string that is not UTF-8 is sent with
		// U+FFFD for each bad byte, which releases of encoding/json write
		// as "\ufffd" or as the character.
		if !sameJSON(back.String(), r.String()) || back.kind() != r.kind() {
			t.Fatalf("%s came back as %s (%s)", r, back, back.kind())
		}
		kinds[strings.Fields(r.kind())[0]]++
	}
	for k, least := range map[string]int{"parse": 800, "dataURL": 800, "mimeType": 500, "contentType": 100} {
		if kinds[k] < least {
			t.Errorf("%d %s requests of 4000; want at least %d", kinds[k], k, least)
		}
	}
	empty := request{contentType: true}
	if got := empty.String(); got != `{"contentType":[]}` {
		t.Errorf("an empty Content-Type list is sent as %s", got)
	}
}

func TestRecordedFile(t *testing.T) {
	list, err := loadRecorded("../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(list) == 0 {
		t.Fatal("no recorded differences read")
	}
	// An entry explains only requests its pattern matches.
	unicode := request{Input: str("https://\U0003E8AC/"), Validate: true}
	if e := list.match("parse: only weburl fails", unicode); e == nil || !strings.Contains(e.Name, "Unicode") {
		t.Errorf("the Unicode entry does not explain %s", unicode)
	}
	for _, in := range []string{"ws:XN--nu4s.g/", "http:xn--5cb172r175fug38a.x", "ftp:xn--6-8c\ufe63b306h", "http:xn--5cb%3172r175fug38a.j:h", "http:%f0%bf%80%ab"} {
		punycode := request{Input: str(in), Validate: true}
		if e := list.match("parse: validation errors: weburl has more domain-to-ASCII", punycode); e == nil || !strings.Contains(e.Name, "Unicode") {
			t.Errorf("the Unicode entry does not explain %s", punycode)
		}
	}
	long := request{Input: str("http://u@" + strings.Repeat("b", 3000) + "\r" + strings.Repeat("b", 1000) + ".com.\u3002\\^"), Validate: true}
	if e := list.match("parse: only weburl fails", long); e == nil || !strings.Contains(e.Name, "limit") {
		t.Errorf("the limit entry does not explain a long domain with a CR in it")
	}
	if e := list.match("parse: only weburl fails", request{Input: str("https://a/"), Validate: true}); e != nil {
		t.Errorf("entry %q explains an ASCII URL", e.Name)
	}
}

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a, b string) bool {
	var x, y any
	return json.Unmarshal([]byte(a), &x) == nil && json.Unmarshal([]byte(b), &y) == nil && reflect.DeepEqual(x, y)
}

// TestCanonChecks checks that the canonicalization checks find each
// property that does not hold, with an imitation of weburl whose
// "aggressive" profile lowercases the URL, whose "google" one appends to
// it at every pass (not idempotent, which the checks allow of urlcanon's
// profiles), and whose "whatwg" one does so too for a URL with a "g".
func TestCanonChecks(t *testing.T) {
	answer := func(r request) string {
		href := func(s string) (string, bool) {
			if strings.Contains(s, " ") {
				return "", false
			}
			return s, true
		}
		var in string
		switch {
		case r.Input != nil:
			in = *r.Input
		case r.Canonicalize != nil:
			in = *r.Canonicalize
		case r.SURT != nil:
			in = *r.SURT
		default:
			in = *r.SSURT
		}
		h, ok := href(in)
		if !ok {
			return `{"failure":true,"error":"e"}`
		}
		profile := ""
		if r.Profile != nil {
			profile = *r.Profile
		}
		canon := h
		switch {
		case profile == "aggressive" || profile == "ia":
			canon = strings.ToLower(h)
		case profile == "google", profile == "whatwg" && strings.Contains(h, "g"):
			canon = h + "x"
		}
		q := func(k, v string) string { b, _ := json.Marshal(map[string]string{k: v}); return string(b) }
		switch {
		case r.Input != nil:
			return q("href", h)
		case r.Canonicalize != nil:
			return q("href", canon)
		case r.SURT != nil:
			return q("surt", "("+canon+")")
		}
		return q("ssurt", h)
	}
	ask := func(reqs []request) ([]json.RawMessage, error) {
		var out []json.RawMessage
		for _, r := range reqs {
			out = append(out, json.RawMessage(answer(r)))
		}
		return out, nil
	}
	tests := []struct {
		input, profile string
		want           []string
	}{
		{"http://a/", "whatwg", nil},
		{"http://A/", "aggressive", nil},
		{"http://a b/", "aggressive", nil},
		{"http://a/", "google", nil},
		{"http://g/", "whatwg", []string{
			"canonicalize whatwg: the canonical form is not its own canonical form",
			"surt whatwg: the SURT key differs from that of the canonical form"}},
	}
	for _, tt := range tests {
		c := canonCheck{input: tt.input, profile: tt.profile, surt: request{SURT: str(tt.input), Profile: str(tt.profile)}}
		_, diffs, err := runCanonChecks(ask, []canonCheck{c})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range diffs {
			got = append(got, d.cause)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s with %s: causes %q, want %q", tt.input, tt.profile, got, tt.want)
		}
	}
}
