package url

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/url/internal/benchdata"
)

// rawHost returns the host of an absolute special URL as written, roughly
// as the basic URL parser finds it (tabs and newlines removed; the
// authority ends at "/", "\", "?" or "#"; no credentials, no port), and
// percent-decoded: the domain that goes to ToASCII. It reports false for an
// input without "://".
func rawHost(input string) (string, bool) {
	input = strings.Trim(input, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\v\f\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	input = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(input)
	_, rest, ok := strings.Cut(input, "://")
	if !ok {
		return "", false
	}
	if k := strings.IndexAny(rest, `/\?#`); k >= 0 {
		rest = rest[:k]
	}
	if k := strings.LastIndexByte(rest, '@'); k >= 0 {
		rest = rest[k+1:]
	}
	if k := strings.LastIndexByte(rest, ':'); k >= 0 && !strings.Contains(rest[k:], "]") {
		rest = rest[:k]
	}
	return string(appendDecoded(nil, rest)), true
}

// declineReason says why the quick IDNA path declines a domain that is not
// ASCII, or that it fails one.
func declineReason(domain string) string {
	if !utf8.ValidString(domain) {
		return "invalid: not UTF-8 after percent-decoding"
	}
	if _, res := appendToASCII(nil, domain, false); res != quickTaken {
		return "invalid: " + res.String()
	}
	for _, r := range domain {
		switch {
		case r == '\u200c' || r == '\u200d':
			return "a joiner"
		}
		if v := idnaValue(r); v&idnaSlow != 0 {
			return fmt.Sprintf("a code point the table declines (U+%04X)", r)
		}
	}
	for label := range strings.SplitSeq(tableMap(domain), ".") {
		if utf8.RuneCountInString(label) > maxQuickLabel {
			return "a label longer than 63 code points"
		}
	}
	return "not in NFC by the quick check, or another check"
}

// TestIDNAQuickBenchData runs the quick IDNA path on the domains of the
// benchmark data that are not ASCII, and counts the domains it declines, by
// reason, and those it fails. It must decline none: it takes every domain
// that the reference takes, and fails every other.
func TestIDNAQuickBenchData(t *testing.T) {
	sets := benchdata.ForTest(t)
	for _, d := range sets {
		domains, failed, declined := 0, map[quickResult]int{}, map[string]int{}
		for _, u := range d.URLs {
			host, ok := rawHost(u)
			if !ok || isASCII(host) || strings.HasPrefix(host, "[") {
				continue
			}
			domains++
			switch res := quickAgrees(t, host); {
			case res.failed():
				failed[res]++
			case res == quickDeclined:
				declined[declineReason(host)]++
			}
		}
		if domains == 0 {
			continue
		}
		t.Logf("%s: %d domains that are not ASCII, %d failed, %d declined", d.Name, domains, sumCounts(failed), sumCounts(declined))
		for res, n := range failed {
			t.Logf("  %5d  fail: %v", n, res)
		}
		reasons := slices.Sorted(func(yield func(string) bool) {
			for k := range declined {
				if !yield(k) {
					return
				}
			}
		})
		for _, reason := range reasons {
			t.Errorf("%s: the quick path declined %d domains: %s", d.Name, declined[reason], reason)
		}
	}
}

func sumCounts[K comparable](m map[K]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
