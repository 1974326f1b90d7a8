package urlpattern

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// readWPT returns testdata/wpt/<name> of the repository. A missing file
// fails the test: scripts/fetch-wpt.sh gets the data.
func readWPT(t testing.TB, name string) []byte {
	t.Helper()
	path := filepath.Join("..", "testdata", "wpt", name)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("%s is missing: run scripts/fetch-wpt.sh from the repository root", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// wptCase is one case of urlpatterntestdata.json.
type wptCase struct {
	Pattern                []json.RawMessage `json:"pattern"`
	Inputs                 []json.RawMessage `json:"inputs"`
	ExpectedObj            json.RawMessage   `json:"expected_obj"`
	ExpectedMatch          json.RawMessage   `json:"expected_match"`
	ExactlyEmptyComponents []string          `json:"exactly_empty_components"`
}

// jsInit decodes a URLPatternInit object.
func jsInit(raw json.RawMessage) (Init, error) {
	// Members other than the init's are not part of the dictionary:
	// WebIDL ignores them.
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return Init{}, err
	}
	var in Init
	fs := in.fields()
	f := append(fs[:], &in.BaseURL)
	for c, name := range append(componentNames[:], "baseURL") {
		if v, ok := m[name]; ok {
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return Init{}, fmt.Errorf("%s: %v", name, err)
			}
			*f[c] = new(s)
		}
	}
	return in, nil
}

func isJSString(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) > 0 && raw[0] == '"'
}

// newFromArgs calls the constructor as JavaScript's new URLPattern(...args)
// would, with WebIDL's overload resolution.
func newFromArgs(args []json.RawMessage) (*Pattern, error) {
	var opts Options
	var base []string
	if len(args) == 0 {
		return opts.NewInit(Init{})
	}
	rest := args[1:]
	if len(rest) > 0 && isJSString(rest[0]) {
		var b string
		if err := json.Unmarshal(rest[0], &b); err != nil {
			return nil, err
		}
		base = []string{b}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		var o struct {
			IgnoreCase bool `json:"ignoreCase"`
		}
		if err := json.Unmarshal(rest[0], &o); err != nil {
			return nil, err
		}
		opts.IgnoreCase = o.IgnoreCase
	}
	if isJSString(args[0]) {
		var s string
		if err := json.Unmarshal(args[0], &s); err != nil {
			return nil, err
		}
		return opts.New(s, base...)
	}
	if base != nil {
		return nil, errors.New("a base URL cannot be given with a URLPatternInit")
	}
	in, err := jsInit(args[0])
	if err != nil {
		return nil, err
	}
	return opts.NewInit(in)
}

// execFromArgs calls exec(...args) and test(...args), and checks that
// they agree.
func execFromArgs(p *Pattern, args []json.RawMessage) (*Result, error) {
	var r *Result
	var matched bool
	switch {
	case len(args) == 0:
		r, matched = p.ExecInit(Init{}), p.TestInit(Init{})
	case isJSString(args[0]):
		strs := make([]string, len(args))
		for i, a := range args {
			if err := json.Unmarshal(a, &strs[i]); err != nil {
				return nil, err
			}
		}
		r, matched = p.Exec(strs[0], strs[1:]...), p.Test(strs[0], strs[1:]...)
	default:
		if len(args) > 1 {
			return nil, errors.New("a base URL cannot be given with a URLPatternInit")
		}
		in, err := jsInit(args[0])
		if err != nil {
			return nil, err
		}
		r, matched = p.ExecInit(in), p.TestInit(in)
	}
	if matched != (r != nil) {
		return nil, fmt.Errorf("test() = %v but exec() = %v", matched, r)
	}
	return r, nil
}

// earlier lists, for each component, the components whose presence in an
// init makes it default to "*".
var earlier = map[string][]string{
	"hostname": {"protocol"},
	"port":     {"protocol", "hostname"},
	"pathname": {"protocol", "hostname", "port"},
	"search":   {"protocol", "hostname", "port", "pathname"},
	"hash":     {"protocol", "hostname", "port", "pathname", "search"},
}

// expectedPatternString fills in a component left out of expected_obj, by
// the harness's rules.
func expectedPatternString(c wptCase, obj map[string]string, component string) (string, error) {
	if v, ok := obj[component]; ok {
		return v, nil
	}
	if slices.Contains(c.ExactlyEmptyComponents, component) {
		return "", nil
	}
	var init *Init
	var base string
	hasBase := false
	if len(c.Pattern) > 0 && !isJSString(c.Pattern[0]) {
		in, err := jsInit(c.Pattern[0])
		if err != nil {
			return "", err
		}
		init = &in
		if in.BaseURL != nil {
			base, hasBase = *in.BaseURL, true
		}
	}
	if init != nil {
		f := init.fields()
		if v := *f[componentIndex(component)]; v != nil {
			return *v, nil
		}
		for _, e := range earlier[component] {
			if *f[componentIndex(e)] != nil {
				return "*", nil
			}
		}
	}
	if len(c.Pattern) > 1 && isJSString(c.Pattern[1]) {
		if err := json.Unmarshal(c.Pattern[1], &base); err != nil {
			return "", err
		}
		hasBase = true
	}
	if hasBase && component != "username" && component != "password" {
		u, err := parseURLForTest(base)
		if err != nil {
			return "", err
		}
		return u[componentIndex(component)], nil
	}
	return "*", nil
}

func componentIndex(name string) int {
	return slices.Index(componentNames[:], name)
}

func parseURLForTest(s string) (values, error) {
	u, ok := parseInput(s, nil)
	if !ok {
		return values{}, fmt.Errorf("base URL %q does not parse", s)
	}
	return urlValues(u), nil
}

// checkWPTCase runs one case as urlpatterntests.js does.
func checkWPTCase(c wptCase) error {
	p, err := newFromArgs(c.Pattern)
	if string(bytes.TrimSpace(c.ExpectedObj)) == `"error"` {
		if err == nil {
			return fmt.Errorf("the constructor succeeded; want a TypeError")
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("constructor: %v", err)
	}
	var obj map[string]string
	if len(c.ExpectedObj) > 0 {
		if err := json.Unmarshal(c.ExpectedObj, &obj); err != nil {
			return err
		}
	}
	got := [...]string{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash()}
	for i, name := range componentNames {
		want, err := expectedPatternString(c, obj, name)
		if err != nil {
			return err
		}
		if got[i] != want {
			return fmt.Errorf("%s pattern string = %q, want %q", name, got[i], want)
		}
	}
	em := bytes.TrimSpace(c.ExpectedMatch)
	r, err := execFromArgs(p, c.Inputs)
	if string(em) == `"error"` {
		if err == nil {
			return fmt.Errorf("exec() succeeded; want a TypeError")
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("exec(): %v", err)
	}
	if len(em) == 0 || string(em) == "null" {
		if r != nil {
			return fmt.Errorf("exec() matched; want no match")
		}
		return nil
	}
	if r == nil {
		return fmt.Errorf("exec() = null; want a match")
	}
	var want map[string]json.RawMessage
	if err := json.Unmarshal(em, &want); err != nil {
		return err
	}
	wantInputs := c.Inputs
	if raw, ok := want["inputs"]; ok {
		if err := json.Unmarshal(raw, &wantInputs); err != nil {
			return err
		}
	}
	if err := checkInputs(r, wantInputs); err != nil {
		return err
	}
	for i, name := range componentNames {
		cr := r.component(i)
		var wantC struct {
			Input  string             `json:"input"`
			Groups map[string]*string `json:"groups"`
		}
		if raw, ok := want[name]; ok {
			if err := json.Unmarshal(raw, &wantC); err != nil {
				return err
			}
		} else {
			wantC.Groups = map[string]*string{}
			if !slices.Contains(c.ExactlyEmptyComponents, name) {
				wantC.Groups["0"] = new("")
			}
		}
		if cr.Input != wantC.Input {
			return fmt.Errorf("exec().%s.input = %q, want %q", name, cr.Input, wantC.Input)
		}
		gotGroups := map[string]*string{}
		for _, g := range cr.Groups {
			if g.Matched {
				gotGroups[g.Name] = new(g.Value)
			} else {
				gotGroups[g.Name] = nil
			}
		}
		if !maps.EqualFunc(gotGroups, wantC.Groups, func(a, b *string) bool {
			return (a == nil) == (b == nil) && (a == nil || *a == *b)
		}) {
			return fmt.Errorf("exec().%s.groups = %s, want %s", name, showGroups(gotGroups), showGroups(wantC.Groups))
		}
	}
	return nil
}

func showGroups(m map[string]*string) string {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			b.WriteString(", ")
		}
		if m[k] == nil {
			fmt.Fprintf(&b, "%q: undefined", k)
		} else {
			fmt.Fprintf(&b, "%q: %q", k, *m[k])
		}
	}
	b.WriteByte('}')
	return b.String()
}

// checkInputs compares exec().inputs with the expected argument list.
func checkInputs(r *Result, want []json.RawMessage) error {
	if len(want) > 0 && !isJSString(want[0]) {
		in, err := jsInit(want[0])
		if err != nil {
			return err
		}
		if r.Init == nil || len(want) != 1 {
			return fmt.Errorf("exec().inputs: want one URLPatternInit")
		}
		gf, wf := r.Init.fields(), in.fields()
		for i := range gf {
			if !samePtr(*gf[i], *wf[i]) {
				return fmt.Errorf("exec().inputs[0].%s differs", componentNames[i])
			}
		}
		if !samePtr(r.Init.BaseURL, in.BaseURL) {
			return fmt.Errorf("exec().inputs[0].baseURL differs")
		}
		return nil
	}
	var strs []string
	for _, w := range want {
		var s string
		if err := json.Unmarshal(w, &s); err != nil {
			return err
		}
		strs = append(strs, s)
	}
	if len(want) == 0 {
		// test() and exec() without arguments: the input is {}.
		if r.Init == nil || *r.Init != (Init{}) {
			return fmt.Errorf("exec().inputs = %q, want [{}]", r.Inputs)
		}
		return nil
	}
	if !slices.Equal(r.Inputs, strs) {
		return fmt.Errorf("exec().inputs = %q, want %q", r.Inputs, strs)
	}
	return nil
}

func samePtr(a, b *string) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

func TestWPT(t *testing.T) {
	var raw []json.RawMessage
	if err := json.Unmarshal(readWPT(t, "urlpatterntestdata.json"), &raw); err != nil {
		t.Fatal(err)
	}
	passed := 0
	for i, r := range raw {
		var c wptCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		err := checkWPTCase(c)
		if err == nil {
			passed++
			continue
		}
		t.Errorf("case %d %s: %v", i, compact(r), err)
	}
	fmt.Printf("conformance urlpatterntestdata.json: %d/%d passed\n", passed, len(raw))
}

func compact(r json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, r) != nil {
		return string(r)
	}
	s := b.String()
	if len(s) > 400 {
		s = s[:400] + "..."
	}
	return s
}
