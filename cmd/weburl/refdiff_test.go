package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url"
)

// recordedDiff is an entry of testdata/reference-differences.json: a
// disagreement with the reference implementation that is not fixed in
// weburl, with the answers the URL Standard (or weburl's documented limit)
// gives (see the file's first lines).
type recordedDiff struct {
	Name     string   `json:"name"`
	Who      string   `json:"who"`
	Standard string   `json:"standard"`
	Cause    string   `json:"cause"`
	Match    []string `json:"match"`
	Examples []struct {
		Request   map[string]any `json:"request"`
		Weburl    map[string]any `json:"weburl"`
		Reference map[string]any `json:"reference"`
	} `json:"examples"`
}

// repeatPattern is the file's shorthand {X*N}: X repeated N times.
var repeatPattern = regexp.MustCompile(`\{([^{}*]+)\*([0-9]+)\}`)

func expandRepeats(s string) string {
	return repeatPattern.ReplaceAllStringFunc(s, func(m string) string {
		sub := repeatPattern.FindStringSubmatch(m)
		n, _ := strconv.Atoi(sub[2])
		return strings.Repeat(sub[1], n)
	})
}

// TestReferenceDifferences checks that weburl answers every example of
// testdata/reference-differences.json and
// testdata/node-filepath-differences.json as the standard (or the
// documented limit or decision) says, through the jsonl protocol the
// differential harness uses, and that each example is one the entry's
// patterns cover.
func TestReferenceDifferences(t *testing.T) {
	for _, file := range []string{"reference-differences.json", "node-filepath-differences.json"} {
		t.Run(file, func(t *testing.T) { checkRecordedDifferences(t, "../../testdata/"+file) })
	}
}

// checkRecordedDifferences is TestReferenceDifferences for one file.
func checkRecordedDifferences(t *testing.T, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		t.Fatal(err)
	}
	var s server
	entries := 0
	for _, raw := range elems {
		if raw = bytes.TrimSpace(raw); raw[0] == '"' {
			continue // a comment
		}
		var e recordedDiff
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			t.Fatalf("entry %s: %v", raw[:min(len(raw), 60)], err)
		}
		entries++
		t.Run(e.Name, func(t *testing.T) {
			if e.Who != "reference" && e.Who != "weburl" {
				t.Errorf(`who = %q; want "reference" or "weburl"`, e.Who)
			}
			if e.Standard == "" || len(e.Examples) == 0 {
				t.Fatal("the entry needs a standard and examples")
			}
			if _, err := regexp.Compile(e.Cause); err != nil {
				t.Fatalf("cause: %v", err)
			}
			var match []*regexp.Regexp
			for _, m := range e.Match {
				re, err := regexp.Compile(m)
				if err != nil {
					t.Fatalf("match: %v", err)
				}
				match = append(match, re)
			}
			if len(match) == 0 {
				t.Fatal("no match patterns")
			}
			for i, ex := range e.Examples {
				req := map[string]any{}
				for k, v := range ex.Request {
					if sv, ok := v.(string); ok {
						v = expandRepeats(sv)
					}
					req[k] = v
				}
				line, err := json.Marshal(req)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("example %d %.80s", i, line)
				// What refdiff matches the patterns against: the line, then
				// each string as the URL parser reads it (without tabs and
				// newlines), and percent-decoded.
				target := string(line)
				for _, k := range slices.Sorted(maps.Keys(req)) {
					if sv, ok := req[k].(string); ok {
						sv = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(sv)
						target += "\n" + sv + "\n" + url.PercentDecode(sv)
					}
				}
				for _, re := range match {
					if !re.MatchString(target) {
						t.Errorf("%s: the entry's match pattern %s does not cover it", name, re)
					}
				}
				out, err := json.Marshal(s.answer(line))
				if err != nil {
					t.Fatal(err)
				}
				var resp map[string]any
				if err := json.Unmarshal(out, &resp); err != nil {
					t.Fatal(err)
				}
				if len(ex.Weburl) == 0 {
					t.Errorf("%s: no expected members", name)
				}
				for k, want := range ex.Weburl {
					if got := resp[k]; fmt.Sprint(got) != fmt.Sprint(want) {
						t.Errorf("%s: %s = %v; want %v (%.200s)", name, k, got, want, out)
					}
				}
			}
		})
	}
	if entries == 0 {
		t.Fatal("no entries")
	}
	t.Logf("%d recorded differences with the reference implementation", entries)
}
