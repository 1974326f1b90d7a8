package urlpattern

import (
	"testing"

	"github.com/weburl/url/internal/urlcanon"
)

// TestCanonFastPaths checks that every fast path of the encoding callbacks
// gives what the URL parser gives, on every string of up to three bytes
// over an alphabet of the characters the fast paths keep and some they do
// not.
func TestCanonFastPaths(t *testing.T) {
	const alphabet = "aZ09-._~!$&'()*+,;=:@/?#%[]|^` \\\"<>{}\t\x01é"
	const short = "aZ0-.~!';:@/?#%[ \\é" // for three bytes
	var inputs []string
	var gen func(prefix, chars string, n int)
	gen = func(prefix, chars string, n int) {
		if prefix != "" {
			inputs = append(inputs, prefix)
		}
		if n == 0 {
			return
		}
		for _, c := range chars {
			gen(prefix+string(c), chars, n-1)
		}
	}
	gen("", alphabet, 2)
	gen("", short, 3)
	inputs = append(inputs, "https", "HTTPS", "x.y.z", "ex.com", "a..b", "ex.1", "ex.1.", "8080", "0080",
		"443", "65535", "99999", "/a/./b", "/..", "...", "a.", ".a", "%2e", "/%2E%2e/")
	type fn func(string) (string, error)
	hostnameSlow := func(v string) (string, error) { return urlcanon.Hostname(v) }
	portSlow := func(v string) (string, error) { return urlcanon.Port(v, "https") }
	portFast := func(v string) (string, error) { return canonPort(v, "https") }
	for _, tc := range []struct {
		name       string
		fast, slow fn
	}{
		{"protocol", canonProtocol, canonProtocolSlow},
		{"username", canonUsername, canonUsernameSlow},
		{"password", canonPassword, canonPasswordSlow},
		{"hostname", canonHostname, hostnameSlow},
		{"port", portFast, portSlow},
		{"pathname", canonPathname, canonPathnameSlow},
		{"search", canonSearch, canonSearchSlow},
		{"hash", canonHash, canonHashSlow},
	} {
		for _, in := range inputs {
			got, gerr := tc.fast(in)
			want, werr := tc.slow(in)
			if (gerr == nil) != (werr == nil) || got != want {
				t.Errorf("%s(%q) = %q, %v; the parser gives %q, %v", tc.name, in, got, gerr, want, werr)
			}
		}
	}
}
