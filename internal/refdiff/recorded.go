package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/weburl/url"
	"golang.org/x/net/idna"
)

// recordedFiles list the disagreements with the reference implementations
// that are not to be fixed in weburl: where a reference departs from the
// URL Standard, and weburl's own documented limits and decisions. The first
// is about whatwg-url, data-urls and whatwg-mimetype; the second about
// Node.js's url.pathToFileURL and url.fileURLToPath.
var recordedFiles = []string{"testdata/reference-differences.json", "testdata/node-filepath-differences.json"}

// A recordedDiff is an entry of a recorded file (its first lines describe
// the format). The tests of cmd/weburl check that weburl answers each
// entry's examples as the entry says (TestReferenceDifferences).
type recordedDiff struct {
	Name string `json:"name"`
	// Cause is a regular expression that the cause refdiff gives the
	// disagreement must match.
	Cause string `json:"cause"`
	// Match holds regular expressions that the request, as a JSON line,
	// must all match.
	Match []string `json:"match"`
	// Standard names the step of the URL Standard, or the limit or
	// decision of weburl, that decides the disagreement, and says why.
	Standard string `json:"standard"`

	file  string // the file that lists it
	cause *regexp.Regexp
	match []*regexp.Regexp
}

type recordedDiffs []*recordedDiff

// loadRecorded reads the recorded files under root; a missing file is an
// empty list.
func loadRecorded(root string) (recordedDiffs, error) {
	var all recordedDiffs
	for _, file := range recordedFiles {
		var list recordedDiffs
		err := readArray(filepath.Join(root, file), &list)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", file, err)
		}
		for i, e := range list {
			e.file = file
			if e.Name == "" || e.Cause == "" || len(e.Match) == 0 || e.Standard == "" {
				return nil, fmt.Errorf("%s: entry %d lacks name, cause, match or standard", file, i)
			}
			if e.cause, err = regexp.Compile(e.Cause); err != nil {
				return nil, fmt.Errorf("%s: entry %q: %v", file, e.Name, err)
			}
			for _, m := range e.Match {
				re, err := regexp.Compile(m)
				if err != nil {
					return nil, fmt.Errorf("%s: entry %q: %v", file, e.Name, err)
				}
				e.match = append(e.match, re)
			}
		}
		all = append(all, list...)
	}
	return all, nil
}

// xnLabel is an IDNA label in ASCII form.
var xnLabel = regexp.MustCompile(`(?i)xn--[a-z0-9-]*`)

// match returns the entry that explains a disagreement of cause on r, or
// nil. The patterns see the request as a JSON line, then on lines of
// their own each of its strings as the URL parser reads them (without
// ASCII tabs and newlines), the same percent-decoded, and the Unicode form
// of every xn-- label in it (after NFKC, which maps full-width and small
// forms as IDNA does), so that a pattern for code points also matches them
// percent-encoded or in Punycode.
func (l recordedDiffs) match(cause string, r request) *recordedDiff {
	line, _ := json.Marshal(&r)
	target := string(line)
	for _, f := range r.fields() {
		if *f == nil {
			continue
		}
		v := strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(**f)
		d := percentDecode(v)
		target += "\n" + v + "\n" + d
		for _, label := range xnLabel.FindAllString(idnaMapped(d), -1) {
			if u, err := idna.Punycode.ToUnicode(strings.ToLower(label)); err == nil {
				target += "\n" + u
			}
		}
	}
	for _, e := range l {
		// Each file is about its own reference: file paths and
		// percent-encoding (Node.js) or the rest (whatwg-url and jsdom's
		// packages).
		if (e.file == recordedFiles[1]) != r.isPathKind() {
			continue
		}
		if e.cause.MatchString(cause) && matchesAll(e.match, []byte(target)) {
			return e
		}
	}
	return nil
}

// idnaMapped returns s with each code point that is not ASCII as the URL
// parser's IDNA maps it (UTS #46 mapping and NFC, by the module's own
// Unicode tables, which are the same on every Go release): the Unicode form
// of the host "a" and the code point, without its "a"; a code point that
// the host parser refuses stays as it is.
func idnaMapped(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < utf8.RuneSelf {
			b.WriteRune(r)
			continue
		}
		if h, err := url.ParseHost("a" + string(r)); err == nil && strings.HasPrefix(h.Unicode(), "a") {
			b.WriteString(h.Unicode()[1:])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// percentDecode decodes the %XX sequences of s that are valid.
func percentDecode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

func matchesAll(list []*regexp.Regexp, line []byte) bool {
	for _, re := range list {
		if !re.Match(line) {
			return false
		}
	}
	return true
}
