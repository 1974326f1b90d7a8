package url

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ownTables are the URLSearchParams vector tables that are the project's
// own, in testdata/: web-platform-tests keeps these vectors in JavaScript
// test files, not in the url/resources/*.json files that scripts/fetch-wpt.sh
// fetches, so they are committed here, each vector with its source.
var ownTables = []string{
	"urlencoded-parser.json",
	"urlsearchparams-sort.json",
	"urlsearchparams-stringifier.json",
	"urlsearchparams-constructor.json",
}

// readOwnTable returns the contents of testdata/<name>, one of ownTables.
func readOwnTable(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestOwnTablesSources checks that every vector of the tables names the
// web-platform-tests file and commit it comes from.
func TestOwnTablesSources(t *testing.T) {
	for _, name := range ownTables {
		t.Run(name, func(t *testing.T) {
			data := readOwnTable(t, name)
			var vectors []json.RawMessage
			if bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) {
				var obj map[string]json.RawMessage
				if err := json.Unmarshal(data, &obj); err != nil {
					t.Fatal(err)
				}
				for key, raw := range obj {
					if key == "comment" {
						continue
					}
					var list []json.RawMessage
					if err := json.Unmarshal(raw, &list); err != nil {
						t.Fatalf("%s: %v", key, err)
					}
					vectors = append(vectors, list...)
				}
			} else {
				vectors = decodeWPTArray(t, data)
			}
			if len(vectors) == 0 {
				t.Fatal("no vectors")
			}
			for i, raw := range vectors {
				var v struct {
					Source string `json:"source"`
				}
				if err := json.Unmarshal(raw, &v); err != nil {
					t.Fatalf("vector %d: %v", i, err)
				}
				if !strings.HasPrefix(v.Source, "wpt url/") || !strings.Contains(v.Source, "wpt commit ") {
					t.Errorf("vector %d (%.60s) does not say which web-platform-tests file and commit it comes from", i, raw)
				}
			}
		})
	}
}
