package mimetype

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The vector tables are the project's own, in ../testdata, each vector
// with its source.
const (
	mimeTypesFile    = "mime-types.json"
	contentTypesFile = "content-types.json"
)

// readTable returns the object elements of ../testdata/<name>, a JSON
// array whose string elements are comments.
func readTable(t testing.TB, name string) []json.RawMessage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var cases []json.RawMessage
	for i, e := range elems {
		switch e = bytes.TrimSpace(e); {
		case len(e) > 0 && e[0] == '{':
			cases = append(cases, e)
		case len(e) > 0 && e[0] == '"':
			// A comment.
		default:
			t.Fatalf("%s: element %d is neither an object nor a comment string: %.60s", name, i, e)
		}
	}
	if len(cases) == 0 {
		t.Fatalf("%s: no vectors", name)
	}
	return cases
}

func decodeTable[T any](t testing.TB, name string) []T {
	t.Helper()
	raw := readTable(t, name)
	cases := make([]T, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &cases[i]); err != nil {
			t.Fatalf("%s vector %d: %v", name, i, err)
		}
	}
	return cases
}

// runConformance runs check on every case in a subtest and prints how many
// passed.
func runConformance[T any](t *testing.T, file string, cases []T, name func(int, *T) string, check func(*testing.T, *T)) {
	t.Helper()
	passed := 0
	for i := range cases {
		if t.Run(name(i, &cases[i]), func(t *testing.T) { check(t, &cases[i]) }) {
			passed++
		}
	}
	fmt.Printf("conformance %s: %d/%d passed\n", file, passed, len(cases))
}

// mimeTypeCase is a vector of mime-types.json.
type mimeTypeCase struct {
	Input    string  `json:"input"`
	Output   *string `json:"output"`             // nil: parsing fails
	Encoding *string `json:"encoding,omitempty"` // checked when the key is there
	HasEnc   bool    `json:"-"`
}

func (c *mimeTypeCase) UnmarshalJSON(b []byte) error {
	type plain mimeTypeCase
	if err := json.Unmarshal(b, (*plain)(c)); err != nil {
		return err
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(b, &keys); err != nil {
		return err
	}
	_, c.HasEnc = keys["encoding"]
	return nil
}

func TestMIMETypes(t *testing.T) {
	cases := decodeTable[mimeTypeCase](t, mimeTypesFile)
	if len(cases) != 71 {
		t.Errorf("%d vectors in %s; want 71", len(cases), mimeTypesFile)
	}
	name := func(i int, c *mimeTypeCase) string { return fmt.Sprintf("%d:%q", i, c.Input) }
	runConformance(t, mimeTypesFile, cases, name, func(t *testing.T, c *mimeTypeCase) {
		m, err := Parse(c.Input)
		checkParse(t, "Parse", m, err, c.Output)
		if c.HasEnc && err == nil {
			want := ""
			if c.Encoding != nil {
				want = *c.Encoding
			}
			if got := m.Encoding(); got != want {
				t.Errorf("Encoding() = %q; want %q", got, want)
			}
		}
		// An input whose code points are all below U+0100 is also a byte
		// sequence, isomorphic encoded: ParseBytes must read it the same.
		if b, ok := isomorphicEncode(c.Input); ok {
			m, err := ParseBytes(b)
			checkParse(t, "ParseBytes", m, err, c.Output)
		}
	})
}

func checkParse(t *testing.T, what string, m MIMEType, err error, want *string) {
	t.Helper()
	switch {
	case want == nil && err == nil:
		t.Errorf("%s = %q; want failure", what, m)
	case want != nil && err != nil:
		t.Errorf("%s: %v; want %q", what, err, *want)
	case want != nil && m.String() != *want:
		t.Errorf("%s = %q; want %q", what, m, *want)
	}
}

// isomorphicEncode returns the bytes whose values are the code points of
// s, or false when s has a code point above U+00FF.
func isomorphicEncode(s string) ([]byte, bool) {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xFF {
			return nil, false
		}
		b = append(b, byte(r))
	}
	return b, true
}

// contentTypeCase is a vector of content-types.json.
type contentTypeCase struct {
	Input    []string `json:"input"`
	MIMEType *string  `json:"mimeType"` // nil: extracting fails
	Encoding *string  `json:"encoding"` // nil: no encoding
}

func TestContentTypes(t *testing.T) {
	cases := decodeTable[contentTypeCase](t, contentTypesFile)
	if len(cases) != 16 {
		t.Errorf("%d vectors in %s; want 16", len(cases), contentTypesFile)
	}
	name := func(i int, c *contentTypeCase) string { return fmt.Sprintf("%d:%q", i, c.Input) }
	runConformance(t, contentTypesFile, cases, name, func(t *testing.T, c *contentTypeCase) {
		m, err := Extract(c.Input)
		checkParse(t, "Extract", m, err, c.MIMEType)
		want := ""
		if c.Encoding != nil {
			want = *c.Encoding
		}
		if got := m.Encoding(); got != want {
			t.Errorf("Encoding() = %q; want %q", got, want)
		}
	})
}

// TestTableSources checks that every vector says where it comes from.
func TestTableSources(t *testing.T) {
	for _, name := range []string{mimeTypesFile, contentTypesFile} {
		t.Run(name, func(t *testing.T) {
			for i, raw := range readTable(t, name) {
				var v struct {
					Source string `json:"source"`
				}
				if err := json.Unmarshal(raw, &v); err != nil {
					t.Fatalf("vector %d: %v", i, err)
				}
				if !strings.Contains(v.Source, "web-platform-tests") && !strings.Contains(v.Source, "wpt commit ") {
					t.Errorf("vector %d (%.60s) does not say where it comes from", i, raw)
				}
			}
		})
	}
}

// tableInputs returns the inputs of mime-types.json, for the fuzz seeds and
// the benchmarks.
func tableInputs(t testing.TB) []string {
	var inputs []string
	for _, c := range decodeTable[mimeTypeCase](t, mimeTypesFile) {
		inputs = append(inputs, c.Input)
	}
	return inputs
}
