package url

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/weburl/url/internal/benchdata"
)

// wptDir holds the web-platform-tests data the conformance tests run on. It
// is not committed: scripts/fetch-wpt.sh fills it and checks every file's
// SHA-256.
const wptDir = "testdata/wpt"

// readWPT returns the contents of testdata/wpt/<name>. A missing file skips
// the test with a message naming it, but fails it under CI=true, where the
// test command has fetched the data.
func readWPT(t testing.TB, name string) []byte {
	t.Helper()
	return readFetched(t, name, "the web-platform-tests data is not committed.\n"+
		"Get it by running scripts/fetch-wpt.sh from the repository root "+
		"(scripts/test.sh runs it). It downloads web-platform-tests' url/resources "+
		"files from a pinned commit and checks their sums; without network access, "+
		"point WEBURL_WPT_DIR at a directory that holds them:\n"+
		"\tWEBURL_WPT_DIR=/path/to/wpt/url/resources scripts/fetch-wpt.sh "+name)
}

// readFetched returns the contents of testdata/wpt/<name>, a file that
// scripts/fetch-wpt.sh fetches. A missing file skips the test with a
// message naming it and saying why (how to get it), but fails it under
// CI=true.
func readFetched(t testing.TB, name, why string) []byte {
	t.Helper()
	path := filepath.Join(wptDir, name)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		benchdata.Missing(t, "%s is missing: %s", path, why)
	}
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	return data
}

// decodeWPTArray decodes a web-platform-tests file whose top level is a JSON
// array and returns its object elements, the test cases, in order. String
// elements are comments and are dropped; any other kind of element means the
// file is not in the expected format and fails the test.
func decodeWPTArray(t testing.TB, data []byte) []json.RawMessage {
	t.Helper()
	if trimmed := bytes.TrimSpace(data); len(trimmed) > 0 && trimmed[0] != '[' {
		t.Fatalf("web-platform-tests data is not a JSON array (it starts with %.20q); "+
			"setters_tests.json and urlsearchparams-stringifier.json are objects: decode them directly", trimmed)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		t.Fatalf("decoding web-platform-tests data as a JSON array: %v", err)
	}
	cases := make([]json.RawMessage, 0, len(elems))
	for i, e := range elems {
		e = bytes.TrimSpace(e)
		switch {
		case len(e) > 0 && e[0] == '{':
			cases = append(cases, e)
		case len(e) > 0 && e[0] == '"':
			// A comment.
		default:
			t.Fatalf("web-platform-tests array element %d is neither an object nor a comment string: %.60s", i, e)
		}
	}
	return cases
}
