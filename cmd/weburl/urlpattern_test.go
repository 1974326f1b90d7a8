package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// runLines runs weburl jsonl on the lines and returns the response lines.
func runLines(t *testing.T, lines []string) []string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	in := strings.NewReader(strings.Join(lines, "\n") + "\n")
	if code := run([]string{"jsonl"}, in, &stdout, &stderr); code != 0 {
		t.Fatalf("weburl jsonl exited with %d: %s", code, stderr.String())
	}
	out := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(out) != len(lines) {
		t.Fatalf("%d responses to %d requests", len(out), len(lines))
	}
	return out
}

func TestJSONLURLPattern(t *testing.T) {
	tests := []struct{ name, req, want string }{
		{"match",
			`{"urlpattern":["https://example.com/:id"],"inputs":["https://example.com/42"]}`,
			`{"pattern":{"protocol":"https","username":"*","password":"*","hostname":"example.com","port":"","pathname":"/:id","search":"*","hash":"*"},"hasRegExpGroups":false,"test":true,"exec":{"inputs":["https://example.com/42"],"protocol":{"input":"https","groups":{}},"username":{"input":"","groups":{"0":""}},"password":{"input":"","groups":{"0":""}},"hostname":{"input":"example.com","groups":{}},"port":{"input":"","groups":{}},"pathname":{"input":"/42","groups":{"id":"42"}},"search":{"input":"","groups":{"0":""}},"hash":{"input":"","groups":{"0":""}}}}`},
		{"undefined group and JavaScript key order",
			`{"urlpattern":[{"pathname":"/:x(a)?/*"}],"inputs":[{"pathname":"//b","baseURL":"https://h/"}]}`,
			`{"pattern":{"protocol":"*","username":"*","password":"*","hostname":"*","port":"*","pathname":"/:x(a)?/*","search":"*","hash":"*"},"hasRegExpGroups":true,"test":true,"exec":{"inputs":[{"baseURL":"https://h/","pathname":"//b"}],"protocol":{"input":"https","groups":{"0":"https"}},"username":{"input":"","groups":{"0":""}},"password":{"input":"","groups":{"0":""}},"hostname":{"input":"h","groups":{"0":"h"}},"port":{"input":"","groups":{"0":""}},"pathname":{"input":"//b","groups":{"0":"/b","x":null}},"search":{"input":"","groups":{"0":""}},"hash":{"input":"","groups":{"0":""}}}}`},
		{"no match",
			`{"urlpattern":[{"pathname":"/x"}],"inputs":[{"pathname":"/y"}]}`,
			`{"pattern":{"protocol":"*","username":"*","password":"*","hostname":"*","port":"*","pathname":"/x","search":"*","hash":"*"},"hasRegExpGroups":false,"test":false,"exec":null}`},
		{"no inputs",
			`{"urlpattern":["https://a/b",{"ignoreCase":true}]}`,
			`{"pattern":{"protocol":"https","username":"*","password":"*","hostname":"a","port":"","pathname":"/b","search":"*","hash":"*"},"hasRegExpGroups":false}`},
		{"constructor error", `{"urlpattern":["/x"]}`, `{"error":"urlpattern: \"/x\": a relative pattern needs a base URL","stage":"constructor"}`},
		{"match error", `{"urlpattern":[{}],"inputs":[{},"https://a/"]}`, `{"error":"a base URL cannot be given with a URLPatternInit","stage":"match"}`},
		{"compare", `{"compare":{"component":"pathname","left":{"pathname":"/a"},"right":"https://x/*"}}`, `{"result":1}`},
		{"compare error", `{"compare":{"component":"path","left":{},"right":{}}}`, `{"error":"urlpattern: unknown component path","stage":"compare"}`},
		{"generate", `{"generate":{"pattern":{"pathname":"/:foo"},"component":"pathname","groups":{"foo":"a b"}}}`, `{"result":"/a%20b"}`},
		{"generate error", `{"generate":{"pattern":{"pathname":"/:foo"},"component":"pathname","groups":{}}}`, `{"error":"urlpattern: pathname \"/:foo\": no value for the group \"foo\"","stage":"generate"}`},
		{"unknown member", `{"urlpattern":[],"x":1}`, `{"error":"unknown member \"x\" in a urlpattern request"}`},
		{"not an array", `{"urlpattern":"https://a/"}`, `{"error":"\"urlpattern\" must be an array of arguments"}`},
		{"two kinds", `{"urlpattern":[],"compare":{}}`, `{"error":"a request has only one of \"urlpattern\", \"compare\" and \"generate\""}`},
		{"compare with extra member", `{"compare":{"component":"pathname","left":{},"right":{},"expected":0}}`, `{"error":"\"compare\" must be an object with \"component\", \"left\" and \"right\" (and nothing else)"}`},
	}
	var reqs []string
	for _, tt := range tests {
		reqs = append(reqs, tt.req)
	}
	got := runLines(t, reqs)
	for i, tt := range tests {
		if got[i] != tt.want {
			t.Errorf("%s: %s\n got %s\nwant %s", tt.name, tt.req, got[i], tt.want)
		}
	}
}

// TestJSONLURLPatternWPT sends every case of urlpatterntestdata.json and
// checks the response against the case's expectations: errors and their
// stage, test, and the exec results the case spells out.
func TestJSONLURLPatternWPT(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "wpt", "urlpatterntestdata.json"))
	if err != nil {
		t.Fatalf("%v (run scripts/fetch-wpt.sh)", err)
	}
	var cases []map[string]json.RawMessage
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	var reqs []string
	for _, c := range cases {
		req := map[string]json.RawMessage{"urlpattern": c["pattern"]}
		if in, ok := c["inputs"]; ok {
			req["inputs"] = in
		}
		b, _ := json.Marshal(req)
		reqs = append(reqs, string(b))
	}
	got := runLines(t, reqs)
	for i, c := range cases {
		var resp map[string]any
		if err := json.Unmarshal([]byte(got[i]), &resp); err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		obj, match := string(c["expected_obj"]), string(c["expected_match"])
		switch {
		case obj == `"error"`:
			if resp["stage"] != "constructor" {
				t.Errorf("case %d: %s: want a constructor error", i, got[i])
			}
			continue
		case match == `"error"`:
			if resp["stage"] != "match" {
				t.Errorf("case %d: %s: want a match error", i, got[i])
			}
			continue
		case resp["error"] != nil:
			t.Errorf("case %d: %s", i, got[i])
			continue
		}
		var want map[string]any
		_ = json.Unmarshal(c["expected_match"], &want)
		if _, hasInputs := c["inputs"]; !hasInputs {
			continue
		}
		if resp["test"] != (want != nil) {
			t.Errorf("case %d: %s: test should be %v", i, got[i], want != nil)
			continue
		}
		if want == nil {
			continue
		}
		exec := resp["exec"].(map[string]any)
		wantInputs := want["inputs"]
		if wantInputs == nil {
			_ = json.Unmarshal(c["inputs"], &wantInputs)
		}
		if !reflect.DeepEqual(exec["inputs"], wantInputs) {
			t.Errorf("case %d: inputs %v, want %v", i, exec["inputs"], wantInputs)
		}
		for name, w := range want {
			if name != "inputs" && !reflect.DeepEqual(exec[name], w) {
				t.Errorf("case %d: %s %v, want %v", i, name, exec[name], w)
			}
		}
	}
}
