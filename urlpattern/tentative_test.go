package urlpattern

import (
	"encoding/json"
	"fmt"
	"testing"
)

// patternFromJSON builds a pattern from a string (a constructor string) or
// an object (an init).
func patternFromJSON(raw json.RawMessage) (*Pattern, error) {
	return newFromArgs([]json.RawMessage{raw})
}

func TestWPTCompare(t *testing.T) {
	var cases []struct {
		Component string          `json:"component"`
		Left      json.RawMessage `json:"left"`
		Right     json.RawMessage `json:"right"`
		Expected  int             `json:"expected"`
	}
	if err := json.Unmarshal(readWPT(t, "urlpattern-compare-test-data.json"), &cases); err != nil {
		t.Fatal(err)
	}
	passed := 0
	for i, c := range cases {
		check := func() error {
			l, err := patternFromJSON(c.Left)
			if err != nil {
				return err
			}
			r, err := patternFromJSON(c.Right)
			if err != nil {
				return err
			}
			for _, tc := range []struct {
				a, b *Pattern
				want int
			}{{l, r, c.Expected}, {r, l, -c.Expected}, {l, l, 0}, {r, r, 0}} {
				got, err := CompareComponent(c.Component, tc.a, tc.b)
				if err != nil {
					return err
				}
				if got != tc.want {
					return fmt.Errorf("compareComponent(%q, %s, %s) = %d, want %d", c.Component, tc.a, tc.b, got, tc.want)
				}
			}
			return nil
		}
		if err := check(); err != nil {
			t.Errorf("case %d: %v", i, err)
			continue
		}
		passed++
	}
	fmt.Printf("conformance urlpattern-compare-test-data.json: %d/%d passed\n", passed, len(cases))
}

func TestWPTGenerate(t *testing.T) {
	var cases []struct {
		Pattern   json.RawMessage   `json:"pattern"`
		Component string            `json:"component"`
		Groups    map[string]string `json:"groups"`
		Expected  *string           `json:"expected"`
	}
	if err := json.Unmarshal(readWPT(t, "urlpattern-generate-test-data.json"), &cases); err != nil {
		t.Fatal(err)
	}
	passed := 0
	for i, c := range cases {
		check := func() error {
			p, err := patternFromJSON(c.Pattern)
			if err != nil {
				return err
			}
			got, err := p.Generate(c.Component, c.Groups)
			switch {
			case c.Expected == nil && err == nil:
				return fmt.Errorf("generate(%q, %v) = %q, want an error", c.Component, c.Groups, got)
			case c.Expected != nil && err != nil:
				return fmt.Errorf("generate(%q, %v): %v, want %q", c.Component, c.Groups, err, *c.Expected)
			case c.Expected != nil && got != *c.Expected:
				return fmt.Errorf("generate(%q, %v) = %q, want %q", c.Component, c.Groups, got, *c.Expected)
			}
			return nil
		}
		if err := check(); err != nil {
			t.Errorf("case %d: %v", i, err)
			continue
		}
		passed++
	}
	fmt.Printf("conformance urlpattern-generate-test-data.json: %d/%d passed\n", passed, len(cases))
}
