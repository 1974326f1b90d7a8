package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// recordedFile lists the disagreements with the reference implementation
// that are not to be fixed in weburl: where the reference departs from the
// URL Standard, and weburl's own documented limits.
const recordedFile = "testdata/reference-differences.json"

// A recordedDiff is an entry of recordedFile (its first lines describe the
// format). The tests of cmd/weburl check that weburl answers each entry's
// examples as the entry says (TestReferenceDifferences).
type recordedDiff struct {
	Name string `json:"name"`
	// Cause is a regular expression that the cause refdiff gives the
	// disagreement must match.
	Cause string `json:"cause"`
	// Match holds regular expressions that the request, as a JSON line,
	// must all match.
	Match []string `json:"match"`
	// Standard names the step of the URL Standard, or the limit of
	// weburl, that decides the disagreement, and says why.
	Standard string `json:"standard"`

	cause *regexp.Regexp
	match []*regexp.Regexp
}

type recordedDiffs []*recordedDiff

// loadRecorded reads recordedFile under root; a missing file is an empty
// list.
func loadRecorded(root string) (recordedDiffs, error) {
	var list recordedDiffs
	err := readArray(filepath.Join(root, recordedFile), &list)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", recordedFile, err)
	}
	for i, e := range list {
		if e.Name == "" || e.Cause == "" || len(e.Match) == 0 || e.Standard == "" {
			return nil, fmt.Errorf("%s: entry %d lacks name, cause, match or standard", recordedFile, i)
		}
		if e.cause, err = regexp.Compile(e.Cause); err != nil {
			return nil, fmt.Errorf("%s: entry %q: %v", recordedFile, e.Name, err)
		}
		for _, m := range e.Match {
			re, err := regexp.Compile(m)
			if err != nil {
				return nil, fmt.Errorf("%s: entry %q: %v", recordedFile, e.Name, err)
			}
			e.match = append(e.match, re)
		}
	}
	return list, nil
}

// xnLabel is an IDNA label in ASCII form.
var xnLabel = regexp.MustCompile(`(?i)xn--[a-z0-9-]*`)

// match returns the entry that explains a disagreement of cause on r, or
// nil. The patterns see the request as a JSON line, followed by the
// Unicode form of each of its xn-- labels, one a line, so that a pattern
// for code points also matches them in Punycode.
func (l recordedDiffs) match(cause string, r request) *recordedDiff {
	line, _ := json.Marshal(&r)
	var extra strings.Builder
	// NFKC maps the full-width and small forms of the letters and the
	// hyphen-minus, as IDNA does.
	for _, label := range xnLabel.FindAll(norm.NFKC.Bytes(line), -1) {
		if u, err := idna.Punycode.ToUnicode(strings.ToLower(string(label))); err == nil {
			extra.WriteString("\n" + u)
		}
	}
	line = append(line, extra.String()...)
	for _, e := range l {
		if e.cause.MatchString(cause) && matchesAll(e.match, line) {
			return e
		}
	}
	return nil
}

func matchesAll(list []*regexp.Regexp, line []byte) bool {
	for _, re := range list {
		if !re.Match(line) {
			return false
		}
	}
	return true
}
