package url_test

import (
	neturl "net/url"
	"os"
	"strings"
	"testing"

	"github.com/weburl/url"
)

// TestREADMEExample checks that the example on README.md's first screen
// prints what its comments say (ExampleParse runs the same code).
func TestREADMEExample(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	const input = "HTTPS://EXAMPLE.com:443/a/./b/../c?q=1#top"
	u := readmeMust(url.Parse(input))
	for _, line := range []string{
		"url.Parse(\"" + input + "\")",
		"fmt.Println(u.Href())                                     // " + u.Href(),
		"fmt.Println(u.Host(), u.Pathname(), u.Search(), u.Hash()) // " + strings.Join([]string{u.Host(), u.Pathname(), u.Search(), u.Hash()}, " "),
	} {
		if !strings.Contains(string(readme), line) {
			t.Errorf("README.md's example has no line %q", line)
		}
	}
}

func readmeMust[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestREADMETable checks the rows of README.md's table of inputs that
// browsers and net/url read differently: weburl's answer, net/url's, and
// that the README still shows the row.
func TestREADMETable(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, shown, input, base string
		// weburl: the href, or "" for a failure; host, the expected host.
		href, host string
		// net/url: the host and path of its URL (resolved against base),
		// or the error it returns.
		stdHost, stdPath, stdErr string
	}{
		{"backslash before @", "`http://a\\@evil.example/`", `http://a\@evil.example/`, "",
			"http://a/@evil.example/", "a", "", "", "invalid userinfo"},
		{"two backslashes against a base", "`\\\\evil.example/` against `https://good.example/a/`", `\\evil.example/`, "https://good.example/a/",
			"https://evil.example/", "evil.example", "good.example", `/a/\\evil.example/`, ""},
		{"IPv4 shorthand", "`http://0x7f.1/`", "http://0x7f.1/", "",
			"http://127.0.0.1/", "127.0.0.1", "0x7f.1", "/", ""},
		{"case and dot segments", "`https://EXAMPLE.com/a/../b`", "https://EXAMPLE.com/a/../b", "",
			"https://example.com/b", "example.com", "EXAMPLE.com", "/a/../b", ""},
		{"IDNA", "`https://bücher.example/`", "https://bücher.example/", "",
			"https://xn--bcher-kva.example/", "xn--bcher-kva.example", "bücher.example", "/", ""},
		{"tab in the host", "`\"http://exa\\tmple.com/\"`", "http://exa\tmple.com/", "",
			"http://example.com/", "example.com", "", "", "invalid control character in URL"},
		{"five numeric parts", "`http://1.2.3.4.5/`", "http://1.2.3.4.5/", "",
			"", "", "1.2.3.4.5", "/", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(string(readme), "| "+tc.shown+" |") {
				t.Errorf("README.md has no row for %s", tc.shown)
			}

			var bases []*url.URL
			if tc.base != "" {
				bases = append(bases, url.MustParse(tc.base))
			}
			u, err := url.Parse(tc.input, bases...)
			switch {
			case tc.href == "" && err == nil:
				t.Errorf("weburl: got %q, want a failure", u.Href())
			case tc.href != "" && err != nil:
				t.Errorf("weburl: %v", err)
			case tc.href != "" && (u.Href() != tc.href || u.Host() != tc.host):
				t.Errorf("weburl: got %q (host %q), want %q (host %q)", u.Href(), u.Host(), tc.href, tc.host)
			}

			std, err := neturl.Parse(tc.input)
			if err == nil && tc.base != "" {
				std = readmeMust(neturl.Parse(tc.base)).ResolveReference(std)
			}
			switch {
			case tc.stdErr != "":
				if err == nil || !strings.Contains(err.Error(), tc.stdErr) {
					t.Errorf("net/url: got %v, want an error containing %q", err, tc.stdErr)
				}
			case err != nil:
				t.Errorf("net/url: %v", err)
			case std.Host != tc.stdHost || std.Path != tc.stdPath:
				t.Errorf("net/url: got host %q path %q, want %q %q", std.Host, std.Path, tc.stdHost, tc.stdPath)
			}
		})
	}
}
