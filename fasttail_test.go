package url

import (
	"strings"
	"testing"
)

// checkTail fails unless the tail route and the general parser agree on
// input from the resume point that scanCanonical records for it, as
// parseResumed scans it: both give the same URL, or the tail route
// declines. It also checks the URL against the general parser from the
// start. It returns whether the tail route took the input.
func checkTail(t *testing.T, input string) bool {
	t.Helper()
	lead := 0
	for lead < len(input) && input[lead] <= ' ' {
		lead++
	}
	end := len(input)
	for end > lead && input[end-1] <= ' ' {
		end--
	}
	var r resumePoint
	scanCanonical(input[lead:end], &r, lead > 0 || end < len(input), declinedAtStart)
	if !takesTail(&r, nil) || r.fix.ok || r.fix.pathOnly {
		return false
	}
	tail, ok := parseTail(input[lead:], &r, true)
	if !ok {
		return false
	}
	resumed, err := parseFrom(input, nil, nil, nil, true, &r)
	if err != nil {
		t.Errorf("%q: the tail route took an input the general parser rejects from %+v: %v", input, r, err)
		return true
	}
	if !sameURL(tail, resumed) {
		t.Errorf("%q: from %+v, the tail route gives\n%+v\nand the general parser\n%+v", input, r, *tail, *resumed)
	}
	if full, err := parseSlow(input, nil, nil, nil, true); err != nil || !sameURL(tail, full) {
		t.Errorf("%q: the tail route gives %+v; the general parser from the start %v, %v", input, *tail, full, err)
	}
	if _, ok := parseTail(input[lead:], &r, false); !ok {
		t.Errorf("%q: the tail route takes it for Parse, not for CanParse", input)
	}
	return true
}

// tailInputs are inputs for the tail route: the path, query and fragment
// states from after an authority, with what preprocessing removes in
// them, dot segments, drive letters and bytes to percent-encode.
var tailInputs = []string{
	"HTTP://h/a/../b", "HTTP://h/a/./b/.", "HTTP://h/a/%2e%2E/b/..", "HTTP://h/..", "HTTP://h/a/b/../../..",
	"HTTP://h/a\tb/.\n./c", "HTTP://h/a\\b\\..\\c", "HTTP://h\\a", "HTTP://h?q", "HTTP://h#f", "HTTP://h",
	"HTTP://h/a b?c d'e#f g`h", "HTTP://h/é?é#é", "HTTP://h/\x01\x7f?\x01#\x7f", "HTTP://h/a\r\n?b\t#c\n",
	"HTTP://h/日本/%2e", "HTTP://h/\xff", "HTTP://h/\xe6\x97", "HTTP://h/a?b#c#d?e", "HTTP://h/a/.%2e/",
	"HTTP://h:8080/a/../b", "HTTPS://h:443/a b", " https://h/a b ", "https://h/a b\t", "https://h:80/a b",
	"FILE:///C|/a/../..", "FILE:///C:/..", "FILE:///c|", "FILE:///a/C|/b", "FILE:///C|\\..\\d", "FILE://h/C|/x",
	"FILE:///x/../C|/y", "FILE:///.\t./C|", "file:///C|/a b", "FILE:///%2e/C|", "WS://h/a/../b?é#é",
	"https://h/" + strings.Repeat("é", 40), "https://h/" + strings.Repeat("a", 300) + "/..",
	"https://exa\tmple.com/a\tb/../c", "HTTP://H\n.com:80/é?é", // parseWithoutTabs, then the tail route
}

func TestTailAgrees(t *testing.T) {
	inputs := append(fastPathInputs(t), tailInputs...)
	for _, line := range benchDataLines(t) {
		// Upper case in the scheme, so that the scan records where the
		// general parser resumes.
		if i := strings.Index(line, "://"); i > 0 {
			inputs = append(inputs, strings.ToUpper(line[:i])+line[i:]+" ")
		}
	}
	taken := 0
	for _, in := range inputs {
		if checkTail(t, in) {
			taken++
		}
		checkQuickPaths(t, in, nil)
	}
	t.Logf("the tail route took %d of %d inputs", taken, len(inputs))
	if taken < len(tailInputs)/2 {
		t.Errorf("the tail route took %d inputs, of them %d written for it", taken, len(tailInputs))
	}
}

// FuzzTail checks that the tail route and the general parser agree from
// the same resume point (checkTail), and that Parse, which takes the tail
// route from three others, agrees with the general parser in full.
func FuzzTail(f *testing.F) {
	for _, s := range tailInputs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkTail(t, input)
		checkQuickPaths(t, input, nil)
	})
}

// TestWithoutTabs checks parseWithoutTabs against the general parser on
// inputs with tabs and newlines in their authority, as links broken over
// lines have them: where it takes one, the URL is the general parser's.
func TestWithoutTabs(t *testing.T) {
	inputs := []string{
		"https://exa\tmple.com/a", "HTTP://EXA\nMPLE.com:80/a b", "https://ex\r\nample.com:8\t080/?q#f",
		"https://b\tü.de/x", "https://\n/x", "https://a\tb@c/", "https://h\t:443", "https://1.2\n.3.4/",
		"https://%41\t.com/", "https://h\t/a/../b\t/c", "ws://h\n", "file://h\tost/x", "https://h\t\\a",
		"https://h o\tst/", "https://[::1\t]/", "https://h\t" + strings.Repeat("a", 300),
		// Invalid UTF-8 that removing the tab or newline would make valid.
		"http:\xef\n\xbd\x8f", "https://h\xc3\t\xa9.com/", "https://é\t.com/",
	}
	taken := 0
	for _, in := range inputs {
		got, err, ok := parseWithoutTabs(in, 0, len(in), nil, nil, true)
		checkQuickPaths(t, in, nil)
		if !ok || err != nil {
			continue
		}
		taken++
		want, err := parseSlow(in, nil, nil, nil, true)
		if err != nil || !sameURL(got, want) {
			t.Errorf("%q: parseWithoutTabs gives %+v; the general parser %v, %v", in, *got, want, err)
		}
		if _, _, ok := parseWithoutTabs(in, 0, len(in), nil, nil, false); !ok {
			t.Errorf("%q: parseWithoutTabs takes it for Parse, not for CanParse", in)
		}
	}
	t.Logf("parseWithoutTabs took %d of %d inputs", taken, len(inputs))
	if taken < len(inputs)/2 {
		t.Errorf("parseWithoutTabs took %d of %d inputs", taken, len(inputs))
	}
	// Hosts that fail once the tabs and newlines are gone: the error is
	// quickHostFailure's, its offset the input's (checkQuickPaths).
	for _, in := range []string{
		"https://ww \n w.example.de/a", "https:/\t/a b/", "  https://a\t b/x ", "HTTPS://A\nB C.com:443/",
		"https://h\t%25/", "https://\ta<b", "https://1.2.3\n.4.5/", "https://h\ts%00t/",
	} {
		checkQuickPaths(t, in, nil)
		lead, end := 0, len(in)
		for in[lead] <= ' ' {
			lead++
		}
		for in[end-1] <= ' ' {
			end--
		}
		if _, err, ok := parseWithoutTabs(in, lead, end, nil, nil, true); !ok || err == nil {
			t.Errorf("%q: parseWithoutTabs does not fail it (%v, %v)", in, err, ok)
		}
		if _, err, ok := parseWithoutTabs(in, lead, end, nil, nil, false); !ok || err != errNotParsed {
			t.Errorf("%q: parseWithoutTabs does not fail it for CanParse (%v, %v)", in, err, ok)
		}
	}
}
