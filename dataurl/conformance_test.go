package dataurl

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The web-platform-tests vectors for data: URLs and forgiving-base64 are
// the project's own tables, in the root package's testdata/, each vector
// with its source (two data-urls expectations follow the current
// standards, not the WPT file: their "note" says why).

// readTable decodes ../testdata/<name>, a JSON array whose strings are
// comments and whose objects are the vectors, into a list of T. It reports
// to t, or to f when t is nil.
func readTable[T any](t *testing.T, f *testing.F, name string) []T {
	var tb testing.TB = t
	if t == nil {
		tb = f
	}
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	var vectors []T
	for i, e := range elems {
		switch e = bytes.TrimSpace(e); {
		case len(e) > 0 && e[0] == '"':
			// A comment.
		case len(e) > 0 && e[0] == '{':
			var v T
			dec := json.NewDecoder(bytes.NewReader(e))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&v); err != nil {
				tb.Fatalf("%s: vector %d: %v", name, i, err)
			}
			vectors = append(vectors, v)
		default:
			tb.Fatalf("%s: element %d is neither a vector nor a comment: %.60s", name, i, e)
		}
	}
	if len(vectors) == 0 {
		tb.Fatalf("%s: no vectors", name)
	}
	return vectors
}

// checkSource checks that a vector names the WPT file and commit it comes
// from.
func checkSource(t *testing.T, source, file string) {
	t.Helper()
	if !strings.HasPrefix(source, "wpt "+file+", wpt commit ") {
		t.Errorf("source %q does not name the WPT file %s and its commit", source, file)
	}
}

// runConformance runs check on every vector in a subtest and prints how
// many passed.
func runConformance[T any](t *testing.T, file string, vectors []T, name func(int, *T) string, check func(*testing.T, *T)) {
	t.Helper()
	passed := 0
	for i := range vectors {
		if t.Run(name(i, &vectors[i]), func(t *testing.T) { check(t, &vectors[i]) }) {
			passed++
		}
	}
	fmt.Printf("conformance %s: %d/%d passed\n", file, passed, len(vectors))
}

type dataURLVector struct {
	Input    string  `json:"input"`
	MIMEType *string `json:"mimeType"` // nil: failure
	Body     []int   `json:"body"`
	Source   string  `json:"source"`
	Note     string  `json:"note"`
}

func TestDataURLsWPT(t *testing.T) {
	const file = "data-urls.json"
	vectors := readTable[dataURLVector](t, nil, file)
	if len(vectors) != 59 {
		t.Errorf("%s has %d vectors; want 59", file, len(vectors))
	}
	name := func(i int, v *dataURLVector) string { return fmt.Sprintf("%d:%q", i, v.Input) }
	runConformance(t, file, vectors, name, func(t *testing.T, v *dataURLVector) {
		checkSource(t, v.Source, "fetch/data-urls/resources/data-urls.json")
		d, err := Parse(v.Input)
		if v.MIMEType == nil {
			if err == nil {
				t.Fatalf("Parse = %q, %q; want failure", d.MIMEType, d.Body)
			}
			return
		}
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		want := make([]byte, len(v.Body))
		for i, b := range v.Body {
			want[i] = byte(b)
		}
		if got := d.MIMEType.String(); got != *v.MIMEType {
			t.Errorf("MIME type %q; want %q", got, *v.MIMEType)
		}
		if !bytes.Equal(d.Body, want) {
			t.Errorf("body %q; want %q", d.Body, want)
		}
	})
}

type base64Vector struct {
	Input  string `json:"input"`
	Output *[]int `json:"output"` // nil: failure
	Source string `json:"source"`
}

func TestBase64WPT(t *testing.T) {
	const file = "base64.json"
	vectors := readTable[base64Vector](t, nil, file)
	if len(vectors) != 71 {
		t.Errorf("%s has %d vectors; want 71", file, len(vectors))
	}
	name := func(i int, v *base64Vector) string { return fmt.Sprintf("%d:%q", i, v.Input) }
	runConformance(t, file, vectors, name, func(t *testing.T, v *base64Vector) {
		checkSource(t, v.Source, "fetch/data-urls/resources/base64.json")
		got, err := DecodeBase64(v.Input)
		// WPT also fetches "data:;base64," + input (percent-encoded, as
		// its harness's fetch() leaves it to the URL parser to do).
		d, derr := Parse("data:;base64," + v.Input)
		if v.Output == nil {
			if err == nil {
				t.Errorf("DecodeBase64 = %x; want failure", got)
			}
			if derr == nil {
				t.Errorf("Parse(data:;base64,...) = %x; want failure", d.Body)
			}
			return
		}
		want := make([]byte, len(*v.Output))
		for i, b := range *v.Output {
			want[i] = byte(b)
		}
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("DecodeBase64 = %x, %v; want %x", got, err, want)
		}
		if derr != nil || !bytes.Equal(d.Body, want) {
			t.Errorf("Parse(data:;base64,...) = %v; want body %x", derr, want)
		} else if d.MIMEType.String() != "text/plain;charset=US-ASCII" {
			t.Errorf("Parse(data:;base64,...) MIME type %q; want text/plain;charset=US-ASCII", d.MIMEType)
		}
	})
}
