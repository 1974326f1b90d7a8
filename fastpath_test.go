package url

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// checkFastPath fails unless the fast path for canonical input and the
// general parser agree on input: both fail, or both give the same URL. It
// returns whether the fast path took the input.
func checkFastPath(t *testing.T, input string) bool {
	t.Helper()
	var probe URL
	took, _ := parseCanonical(&probe, input)
	if !took {
		return false
	}
	fast, err := parse(input, nil, nil, nil, true)
	slow, err2 := parseSlow(input, nil, nil, nil, true)
	if err2 != nil {
		t.Errorf("%q: the fast path took an input the parser rejects: %v", input, err2)
		return true
	}
	if err != nil || *fast != *slow {
		t.Errorf("%q: fast path and parser disagree:\nfast %+v, %v\nslow %+v", input, fast, err, *slow)
	}
	return true
}

// fastPathInputs returns inputs that exercise both paths: every urltestdata
// input and href, and the canonical forms with small changes.
func fastPathInputs(t *testing.T) []string {
	var inputs []string
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		inputs = append(inputs, tc.Input)
		if !tc.Failure {
			inputs = append(inputs, tc.Href)
		}
	}
	extra := []string{
		"https://example.com/", "https://example.com", "https://example.com:443/", "https://example.com:0443/",
		"https://example.com:8443/", "https://example.com:65535/", "https://example.com:65536/", "https://example.com:/",
		"http://1.2.3.4/", "http://1.2.3/", "http://a.0x1/", "http://a.09/", "http://x.1a/", "http://EXAMPLE.com/",
		"file:///C:/x", "file:///C|/x", "file://localhost/x", "file://host/x", "file:///", "file://h:1/",
		"https://h/a/./b", "https://h/a/../b", "https://h/%2e/b", "https://h/.%2E/b", "https://h/.x/..x/%2f",
		"https://h/a?b=c&d#e", "https://h/a?b'c", "https://h/a#b`c", "https://h/a^b", "https://h/a|b", "https://h/a\\b",
		"https://h/é", "https://h/?é", "https://h/#é", "https://h/a b", "https://h/ ", " https://h/", "https://h/\t",
		"https://u@h/", "https://h!$&'()*+,;=_`{}~-./", "https://xn--a.example/", "ws://h:80/", "wss://h:443/", "ftp://h:21/",
		"https://h", "https://h?q", "https://h#f", "https://h:8080", "https://h:8080?q#f", "file://", "file://h", "file://?q",
		"https://h?q^#f", "https://h?é", "https://", "https://?q",
	}
	return append(inputs, extra...)
}

func TestFastPathAgrees(t *testing.T) {
	inputs := fastPathInputs(t)
	taken := 0
	for _, in := range inputs {
		if checkFastPath(t, in) {
			taken++
		}
	}
	// The benchmark datasets, when present, are real URLs: most of them
	// take the fast path.
	files, _ := filepath.Glob(filepath.Join("..", "shared", "bench", "data", "*.txt"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			inputs = append(inputs, line)
			if checkFastPath(t, line) {
				taken++
			}
		}
	}
	t.Logf("fast path took %d of %d inputs", taken, len(inputs))
	if taken == 0 {
		t.Error("the fast path took no input")
	}
}

// FuzzFastPath checks that the fast path and the general parser agree. Its
// seeds are the inputs, bases and hrefs of urltestdata.json and our
// testdata/*.json (see seedURLStrings), and a few canonical URLs.
func FuzzFastPath(f *testing.F) {
	for _, s := range []string{"https://example.com/a?b#c", "file:///C:/x", "http://h:8080/%2e/"} {
		f.Add(s)
	}
	for _, s := range seedURLStrings(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkFastPath(t, input)
	})
}
