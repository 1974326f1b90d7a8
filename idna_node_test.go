package url

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

// nodeToUnicode is testdata/node/domaintounicode.json, written by
// scripts/domaintounicode-node.js.
type nodeToUnicode struct {
	Node, Ada, ICU, Unicode string
	Sources                 map[string]string
	Cases                   map[string][2]string // domain: [domainToUnicode, domainToASCII]
}

// TestDomainToUnicodeNode checks Host.Unicode, the URL Standard's "domain
// to Unicode", against Node.js's url.domainToUnicode on every success
// output of toascii.json and IdnaTestV2.json that is a domain (the others
// are IPv4 addresses). Node's answers were recorded with Node 20 (the
// file's provenance fields say which), whose URL parser, ada 2.9.2, is
// older than some changes of the URL Standard and of UTS #46. Where it
// differs, nodeDifference must name the reason, and checks it; any other
// difference fails the test. Set WEBURL_LIST_NODE_DIFFS=1 (with -v) to list
// every differing case with its reason.
func TestDomainToUnicodeNode(t *testing.T) {
	data, err := os.ReadFile("testdata/node/domaintounicode.json")
	if err != nil {
		t.Fatal(err)
	}
	var node nodeToUnicode
	if err := json.Unmarshal(data, &node); err != nil {
		t.Fatal(err)
	}
	list := os.Getenv("WEBURL_LIST_NODE_DIFFS") != ""
	compared, same := 0, 0
	reasons := map[string]int{}
	seen := map[string]bool{}
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		if got, want := sha256Hex(readWPT(t, file)), node.Sources[file]; got != want {
			t.Fatalf("%s has SHA-256 %s, but Node's answers were recorded from %s: run node scripts/domaintounicode-node.js", file, got, want)
		}
		for _, tc := range loadHostTestCases(t, file) {
			domain, ok := tc.want()
			if !ok || domain == "" || seen[domain] {
				continue
			}
			seen[domain] = true
			h, err := ParseHost(domain)
			if err != nil || h.Kind() != HostDomain || h.String() != domain {
				continue // an IPv4 address, which has no Unicode form
			}
			answer, ok := node.Cases[domain]
			if !ok {
				t.Errorf("%q: no answer from Node recorded: run node scripts/domaintounicode-node.js", domain)
				continue
			}
			compared++
			got := h.Unicode()
			if got == answer[0] {
				same++
				continue
			}
			reason := nodeDifference(domain, got, answer[0], answer[1])
			if reason == "" {
				t.Errorf("%q: Unicode = %q; Node's url.domainToUnicode = %q", domain, got, answer[0])
				continue
			}
			reasons[reason]++
			if list {
				t.Logf("%q: Unicode = %q; Node %s: %q: %s", domain, got, node.Node, answer[0], reason)
			}
		}
	}
	fmt.Printf("info: Host.Unicode beside Node %s url.domainToUnicode (not a conformance count: Node 20 predates the current standard): the same on %d of %d domains; the others differ for the reasons below, each checked\n", node.Node, same, compared)
	for _, r := range slices.Sorted(maps.Keys(reasons)) {
		fmt.Printf("    info: %d of them: %s\n", reasons[r], r)
	}
}

// The reasons why Node 20 answers differently, each checked on the case
// by nodeDifference.
const (
	reasonASCIIDomain = "Node 20's host parser rejects the domain (url.domainToASCII is \"\"), " +
		"because ada 2.9.2 still runs an ASCII domain with an xn-- label through ToASCII, " +
		"which fails on it; the URL Standard (since 2025) only lowercases an ASCII domain, " +
		"and its domain to Unicode returns such a domain unchanged"
	reasonASCIIPunycode = "the domain has an xn-- label whose Punycode decodes to ASCII only, " +
		"which UTS #46 (since Unicode 15.1) records as an error, so domain to Unicode " +
		"returns the domain; ada 2.9.2's ToUnicode decodes the label"
	reasonXNAgain = "the domain has an xn-- label whose Punycode decodes to a label that " +
		"starts with xn-- again, which UTS #46 (since Unicode 15.1, validity criterion 3 " +
		"without CheckHyphens) records as an error, so domain to Unicode returns the domain; " +
		"ada 2.9.2's ToUnicode decodes the label"
	reasonUnicode17 = "the domain has a code point of CJK Unified Ideographs Extension J " +
		"(U+323B0 to U+3347F, new in Unicode 17), which ada 2.9.2's older IDNA tables " +
		"do not have, so Node's host parser rejects the domain"
)

// nodeDifference returns why Node's url.domainToUnicode (unicode, with
// url.domainToASCII ascii) differs from got, the URL Standard's answer for
// domain, after checking that the reason applies; or "" when no known
// reason does.
func nodeDifference(domain, got, unicode, ascii string) string {
	switch {
	case ascii == "" && unicode == "" && isASCII(domain) && hasACELabel(domain):
		// The standard's own ToASCII would fail too: only its ASCII
		// shortcut accepts the domain. Its ToUnicode then records an
		// error as well, and domain to Unicode returns the domain: both
		// say the domain has no valid Unicode form.
		if _, res := appendToASCII(nil, domain, false); res != quickTaken {
			if got != domain {
				return ""
			}
			return reasonASCIIDomain
		}
		for _, r := range got {
			if r >= 0x323B0 && r <= 0x3347F {
				return reasonUnicode17
			}
		}
	case got == domain && decodesToXNAgain(domain, unicode):
		return reasonXNAgain
	case ascii == domain && got == domain && unicode != "":
		// Node decoded a label to ASCII only; check that one such label
		// exists, and that the rest of the domain agrees.
		labels, nodeLabels := strings.Split(domain, "."), strings.Split(unicode, ".")
		if len(labels) != len(nodeLabels) {
			return ""
		}
		found := false
		for i, l := range labels {
			if l == nodeLabels[i] {
				continue
			}
			if !strings.HasPrefix(l, "xn--") || !isASCII(nodeLabels[i]) {
				return ""
			}
			found = true
		}
		if found {
			return reasonASCIIPunycode
		}
	}
	return ""
}

// decodesToXNAgain reports whether unicode is domain with one or more of
// its "xn--" labels decoded, each to a label that starts with "xn--".
func decodesToXNAgain(domain, unicode string) bool {
	labels, unicodeLabels := strings.Split(domain, "."), strings.Split(unicode, ".")
	if len(labels) != len(unicodeLabels) {
		return false
	}
	found := false
	for i, l := range labels {
		if l == unicodeLabels[i] {
			continue
		}
		if !strings.HasPrefix(l, "xn--") || !strings.HasPrefix(unicodeLabels[i], "xn--") {
			return false
		}
		if u, ok := punyDecode(nil, []byte(l[4:])); !ok || string(u) != unicodeLabels[i] {
			return false
		}
		found = true
	}
	return found
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
