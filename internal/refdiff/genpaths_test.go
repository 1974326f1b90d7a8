package main

import (
	"slices"
	"testing"
)

// TestGeneratorPaths checks the file path and percent-encoding requests:
// the same seed gives the same ones, from a corpus loaded afresh each time
// (its tables are JSON objects, whose keys must be read in order), and
// every kind comes up, with both styles.
func TestGeneratorPaths(t *testing.T) {
	gen := func(seed uint64) ([]string, map[string]int) {
		c, err := loadCorpus("../..")
		if err != nil {
			t.Skipf("no web-platform-tests data (run scripts/fetch-wpt.sh): %v", err)
		}
		g := newGenerator(seed, c)
		g.pathShare = 1
		var out []string
		kinds := map[string]int{}
		for range 3000 {
			r := g.next()
			if !r.isPathKind() {
				t.Fatalf("with -paths 1, a request of another kind: %s", r)
			}
			out = append(out, r.String())
			kinds[r.kind()]++
		}
		return out, kinds
	}
	a, kinds := gen(7)
	if b, _ := gen(7); !slices.Equal(a, b) {
		t.Fatal("the same seed gave different requests")
	}
	for _, k := range []string{"pathToFileURL posix", "pathToFileURL windows", "fileURLToPath posix", "fileURLToPath windows",
		"percentEncode component", "percentEncode application/x-www-form-urlencoded", "percentDecode"} {
		if kinds[k] < 50 {
			t.Errorf("%d %s requests of 3000", kinds[k], k)
		}
	}
	// The corpus in the same order each time: a map's order would change
	// from load to load.
	c, _ := loadCorpus("../..")
	for range 8 {
		d, _ := loadCorpus("../..")
		if !slices.Equal(c.filePaths, d.filePaths) || !slices.Equal(c.fileURLs, d.fileURLs) {
			t.Fatal("two loads of the corpus gave its file paths or URLs in different orders")
		}
	}
	if !slices.Contains(c.filePaths, `\\?\UNC\server\share\folder\file.txt`) || !slices.Contains(c.fileURLs, "file://nas/My%20Docs/File.doc") {
		t.Errorf("the corpus lacks the tables of testdata/filepaths: %d paths, %d URLs", len(c.filePaths), len(c.fileURLs))
	}
}
