package url

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// ownCase is a case of our testdata/*.json: urltestdata's shape, but only
// the fields a case states are checked.
type ownCase struct {
	fields map[string]json.RawMessage
}

func (c *ownCase) str(key string) (string, bool) {
	raw, ok := c.fields[key]
	if !ok || string(raw) == "null" {
		return "", false
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false
	}
	return s, true
}

func (c *ownCase) flag(key string) bool {
	return string(c.fields[key]) == "true"
}

// TestOwnCases runs testdata/spec-examples.json and testdata/regressions.json.
func TestOwnCases(t *testing.T) {
	for _, file := range []string{"spec-examples.json", "regressions.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		var cases []ownCase
		for _, raw := range decodeWPTArray(t, data) {
			var c ownCase
			if err := json.Unmarshal(raw, &c.fields); err != nil {
				t.Fatal(err)
			}
			cases = append(cases, c)
		}
		name := func(i int, c *ownCase) string {
			in, _ := c.str("input")
			base, _ := c.str("base")
			return fmt.Sprintf("%d:%q,base=%q", i, in, base)
		}
		runConformance(t, "testdata/"+file, cases, name, checkOwnCase)
	}
}

func checkOwnCase(t *testing.T, c *ownCase) {
	input, _ := c.str("input")
	var base *URL
	if b, ok := c.str("base"); ok {
		base = mustParseT(t, b)
	}
	u, err := Parse(input, base)
	if c.flag("failure") {
		if err == nil {
			t.Fatalf("Parse succeeded with %q; want failure", u.Href())
		}
		return
	}
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	keys := make([]string, 0, len(c.fields))
	for k := range c.fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	checked := 0
	for _, k := range keys {
		switch k {
		case "input", "base", "comment", "valid", "failure":
			continue
		}
		want, ok := c.str(k)
		if !ok {
			t.Fatalf("field %s is not a string", k)
		}
		if got := get(u, k); got != want {
			t.Errorf("%s = %q; want %q", k, got, want)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("the case checks nothing")
	}
}
