package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

func ExampleCanonicalize() {
	const input = "https://user:pw@www.Example.com/a/%2e%2E/b%2541/?b=2&a=1#frag"
	for _, p := range []url.Profile{
		url.ProfileWHATWG,
		url.ProfileSemanticPrecise,
		url.ProfileAggressive,
		url.ProfileGoogle,
		url.ProfileIA,
		url.ProfileIADefault,
	} {
		s, err := url.Canonicalize(input, p)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-16s %s\n", p, s)
	}
	_, err := url.Canonicalize("www.example.com/", url.ProfileGoogle)
	fmt.Println(err != nil)
	// Output:
	// whatwg           https://user:pw@www.example.com/b%2541/?b=2&a=1#frag
	// semantic-precise https://www.example.com/bA/?a=1&b=2#frag
	// aggressive       http://example.com/ba?a=1&b=2
	// google           https://user:pw@www.example.com/bA/?b=2&a=1
	// ia               https://example.com/b%2541?a=1&b=2
	// ia-default       https://example.com/ba?a=1&b=2
	// true
}

func ExampleURL_Canonical() {
	u := url.MustParse("http://host/%2525252525252525?%3D=%26#top")
	fmt.Println(u.Canonical(url.ProfileSemanticPrecise))
	fmt.Println(u.Canonical(url.ProfileGoogle))
	// Output:
	// http://host/%25?%3D=%26#top
	// http://host/%25?==&
}

func ExampleParseProfile() {
	for _, name := range []string{"semantic-precise", "ia_default", "Google"} {
		p, err := url.ParseProfile(name)
		fmt.Println(p, err)
	}
	// Output:
	// semantic-precise <nil>
	// ia-default <nil>
	// whatwg url: unknown canonicalization profile "Google"
}

func ExampleSURT() {
	const input = "http://user:pass@www.example.org:8080/path?q#frag"
	for _, opts := range []url.SURTOptions{
		{},
		{NoScheme: true},
		{NoTrailingComma: true},
		{StripWWW: true},
		// The Wayback Machine's CDX keys.
		{Profile: url.ProfileIADefault, NoScheme: true, NoTrailingComma: true},
	} {
		s, err := url.SURT(input, opts)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(s)
	}
	// Output:
	// http://(org,example,www:8080,)/path?q#frag
	// org,example,www:8080,)/path?q#frag
	// http://(org,example,www:8080)/path?q#frag
	// http://(org,example:8080,)/path?q#frag
	// org,example:8080)/path?q
}

func ExampleURL_SURT() {
	for _, s := range []string{
		"https://192.0.2.1/",
		"http://[2001:db8::1]:8080/",
		"file:///etc/hosts",
		"git://Example.com/repo",
		"mailto:someone@example.com",
	} {
		fmt.Println(url.MustParse(s).SURT(url.SURTOptions{}))
	}
	// Output:
	// https://(192.0.2.1,)/
	// http://([2001:db8::1]:8080,)/
	// file://(,)/etc/hosts
	// git://(com,Example,)/repo
	// mailto:someone@example.com
}

func ExampleSSURT() {
	s, err := url.SSURT("http://user:pass@foo.example.org:81/path?query#frag")
	fmt.Println(s, err)
	// Output:
	// org,example,foo,//:81:http@user:pass/path?query#frag <nil>
}

func ExampleURL_SSURT() {
	for _, s := range []string{
		"https://www.example.org/",
		"http://192.0.2.1:8080/a",
		"file:///etc/hosts",
		"mailto:someone@example.com",
	} {
		fmt.Println(url.MustParse(s).SSURT())
	}
	// Output:
	// org,example,www,//:https/
	// 192.0.2.1//:8080:http/a
	// //:file/etc/hosts
	// mailto:someone@example.com
}
