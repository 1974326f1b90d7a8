package doccheck

import "testing"

func TestExampleTarget(t *testing.T) {
	for name, want := range map[string]string{
		"URL_SetHost":      "URL_SetHost",
		"URL_SetHost_port": "URL_SetHost",
		"Parse":            "Parse",
		"Parse_base":       "Parse",
		"Router_Match":     "Router_Match",
	} {
		if got := ExampleTarget(name); got != want {
			t.Errorf("ExampleTarget(%q) = %q, want %q", name, got, want)
		}
	}
}
