package url_test

import (
	"errors"
	"fmt"
	"slices"

	"github.com/weburl/url"
)

func ExampleParse() {
	u, err := url.Parse("HTTPS://EXAMPLE.com:443/a/./b/../c?q=1#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Host(), u.Pathname(), u.Search(), u.Hash())
	// Output:
	// https://example.com/a/c?q=1#top
	// example.com /a/c ?q=1 #top
}

func ExampleParse_base() {
	base, _ := url.Parse("https://example.com/docs/guide/intro")
	for _, ref := range []string{"setup", "../api", "/", "?page=2", "//cdn.example/x.js", `\\evil.example\`} {
		u, _ := url.Parse(ref, base)
		fmt.Println(u)
	}
	// Output:
	// https://example.com/docs/guide/setup
	// https://example.com/docs/api
	// https://example.com/
	// https://example.com/docs/guide/intro?page=2
	// https://cdn.example/x.js
	// https://evil.example/
}

func ExampleParse_error() {
	_, err := url.Parse("https://example.com:99999/")
	fmt.Println(err)
	var e *url.Error
	if errors.As(err, &e) {
		fmt.Println(e.Code, e.Offset)
	}
	// Output:
	// parse "https://example.com:99999/": port-out-of-range at offset 20: 99999 is above 65535
	// port-out-of-range 20
}

func ExampleCanParse() {
	fmt.Println(url.CanParse("https://example.com/"))
	fmt.Println(url.CanParse("/relative"))
	// Output:
	// true
	// false
}

func ExampleURL_Parse() {
	page, _ := url.Parse("https://example.com/blog/2026/post.html")
	img, _ := page.Parse("../img/photo.png")
	fmt.Println(img)
	// Output: https://example.com/blog/img/photo.png
}

func ExampleURL_Hostname() {
	for _, s := range []string{"http://[::1]:8080/", "http://0x7f.1/", "https://bücher.example/"} {
		u, _ := url.Parse(s)
		fmt.Printf("%s %q\n", u.Hostname(), u.Port())
	}
	// Output:
	// [::1] "8080"
	// 127.0.0.1 ""
	// xn--bcher-kva.example ""
}

func ExampleURL_HrefWithoutFragment() {
	u, _ := url.Parse("https://example.com/a?b#c")
	fmt.Println(u.HrefWithoutFragment())
	// Output: https://example.com/a?b
}

func ExampleURL_Origin() {
	a, _ := url.Parse("https://example.com/a")
	b, _ := url.Parse("https://EXAMPLE.com:443/b")
	f, _ := url.Parse("file:///etc/hosts")
	fmt.Println(a.Origin(), a.Origin() == b.Origin())
	o1, o2 := f.Origin(), f.Origin()
	fmt.Println(o1, o1 == o2)
	// Output:
	// https://example.com true
	// null false
}

func ExampleNewOpaqueOrigin() {
	o := url.NewOpaqueOrigin()
	fmt.Println(o, o.IsOpaque(), o.SameOrigin(o), o.SameOrigin(url.NewOpaqueOrigin()))
	// Output: null true true false
}

func ExampleURL_SetPathname() {
	u, _ := url.Parse("https://example.com/old?q#f")
	u.SetPathname("/a b/../c?d")
	fmt.Println(u)
	m, _ := url.Parse("mailto:someone@example.com")
	fmt.Println(errors.Is(m.SetPathname("/x"), url.ErrOpaquePath))
	// Output:
	// https://example.com/c%3Fd?q#f
	// true
}

func ExampleURL_SetHost() {
	u, _ := url.Parse("https://example.com:8443/path")
	u.SetHost("bücher.example")
	fmt.Println(u)
	u.SetHost("example.org:443")
	fmt.Println(u)
	err := u.SetHost("bad host")
	fmt.Println(u)
	fmt.Println(err)
	u.SetHost("example.net:99999") // a valid host, then a port that is not one
	fmt.Println(u)
	// Output:
	// https://xn--bcher-kva.example:8443/path
	// https://example.org/path
	// https://example.org/path
	// url: SetHost "bad host": domain-to-ASCII at offset 0: ' ' is not allowed in a domain
	// https://example.net/path
}

func ExampleURL_SetHref() {
	u, _ := url.Parse("https://example.com/")
	err := u.SetHref("not a URL")
	fmt.Println(u)
	fmt.Println(err)
	// Output:
	// https://example.com/
	// url: SetHref "not a URL": missing-scheme-non-relative-URL at offset 0: no scheme, and no base URL to resolve against
}

func ExampleURL_SetProtocol() {
	u, _ := url.Parse("http://example.com:443/")
	u.SetProtocol("https")
	fmt.Println(u)
	err := u.SetProtocol("mailto") // special to non-special: refused
	fmt.Println(u)
	fmt.Println(errors.Is(err, url.ErrSchemeChange), err)
	// Output:
	// https://example.com/
	// https://example.com/
	// true url: SetProtocol "mailto": the scheme cannot change to this one: a special scheme cannot become a non-special one
}

func ExampleURL_SetUsername() {
	u, _ := url.Parse("ftp://example.com/")
	u.SetUsername("anonymous user")
	u.SetPassword("p@ss")
	fmt.Println(u)
	f, _ := url.Parse("file:///etc/hosts")
	err := f.SetUsername("root")
	fmt.Println(errors.Is(err, url.ErrNoCredentialsOrPort), err)
	// Output:
	// ftp://anonymous%20user:p%40ss@example.com/
	// true url: SetUsername "root": the URL cannot have a username, password or port
}

func ExampleURL_SetPort() {
	u, _ := url.Parse("https://example.com/")
	u.SetPort("8443abc")
	fmt.Println(u)
	u.SetPort("443")
	fmt.Println(u)
	fmt.Println(u.SetPort("99999"))
	// Output:
	// https://example.com:8443/
	// https://example.com/
	// url: SetPort "99999": port-out-of-range at offset 0: 99999 is above 65535
}

func ExampleURL_SetSearch() {
	u, _ := url.Parse("https://example.com/?a#f")
	u.SetSearch("q=a b&c=d#e")
	fmt.Println(u)
	u.SetSearch("")
	fmt.Println(u)
	// Output:
	// https://example.com/?q=a%20b&c=d%23e#f
	// https://example.com/#f
}

func ExampleURL_SetHash() {
	u, _ := url.Parse("https://example.com/")
	u.SetHash("section 2")
	fmt.Println(u, u.Hash())
	// Output: https://example.com/#section%202 #section%202
}

func ExampleURL() {
	u, _ := url.Parse("https://user:pa%20ss@EXAMPLE.com:8080/p/a/t/h?query=string#hash")
	fmt.Println("Href:    ", u.Href())
	fmt.Println("Protocol:", u.Protocol())
	fmt.Println("Scheme:  ", u.Scheme())
	fmt.Println("Username:", u.Username())
	fmt.Println("Password:", u.Password())
	fmt.Println("Host:    ", u.Host())
	fmt.Println("Hostname:", u.Hostname())
	fmt.Println("Port:    ", u.Port())
	fmt.Println("Pathname:", u.Pathname())
	fmt.Println("Search:  ", u.Search())
	fmt.Println("Hash:    ", u.Hash())
	fmt.Println("Special: ", u.IsSpecial(), "Opaque path:", u.HasOpaquePath())
	// Output:
	// Href:     https://user:pa%20ss@example.com:8080/p/a/t/h?query=string#hash
	// Protocol: https:
	// Scheme:   https
	// Username: user
	// Password: pa%20ss
	// Host:     example.com:8080
	// Hostname: example.com
	// Port:     8080
	// Pathname: /p/a/t/h
	// Search:   ?query=string
	// Hash:     #hash
	// Special:  true Opaque path: false
}

func ExampleURL_HasOpaquePath() {
	for _, s := range []string{"mailto:someone@example.com", "sc:/a/b", "https://example.com/"} {
		u, _ := url.Parse(s)
		fmt.Println(u.HasOpaquePath(), u.Pathname())
	}
	// Output:
	// true someone@example.com
	// false /a/b
	// false /
}

func ExampleURL_SetPassword() {
	u, _ := url.Parse("https://user@example.com/")
	u.SetPassword("secret:1")
	fmt.Println(u)
	u.SetPassword("")
	fmt.Println(u)
	// Output:
	// https://user:secret%3A1@example.com/
	// https://user@example.com/
}

func ExampleURL_SetHostname() {
	u, _ := url.Parse("https://example.com:8443/")
	u.SetHostname("EXAMPLE.org")
	fmt.Println(u)
	err := u.SetHostname("example.net:1") // a port is not accepted here
	fmt.Println(u)
	fmt.Println(errors.Is(err, url.ErrHostnamePort), err)
	// Output:
	// https://example.org:8443/
	// https://example.org:8443/
	// true url: SetHostname "example.net:1": the hostname setter takes no port: ':' at offset 11
}

func ExampleOrigin() {
	u, _ := url.Parse("https://example.com:8443/path")
	o := u.Origin()
	fmt.Println(o.Scheme(), o.Host(), o.Port(), o.IsOpaque())
	fmt.Println(o.String())
	// Output:
	// https example.com 8443 false
	// https://example.com:8443
}

func ExampleValidationErrorCode() {
	fmt.Println(url.PortOutOfRange, url.InvalidReverseSolidus)
	// Output: port-out-of-range invalid-reverse-solidus
}

func ExampleParseValidate() {
	u, errs, err := url.ParseValidate("https://user@EXAMPLE.com\\path\\..\\to\\ page")
	fmt.Println(u, err)
	for _, e := range errs {
		fmt.Println(e)
	}
	// Output:
	// https://user@example.com/to/%20page <nil>
	// invalid-credentials at offset 12: the input includes credentials
	// invalid-reverse-solidus at offset 24: a backslash is used where a special URL has /
	// invalid-reverse-solidus at offset 29: a backslash is used where a special URL has /
	// invalid-reverse-solidus at offset 32: a backslash is used where a special URL has /
	// invalid-reverse-solidus at offset 35: a backslash is used where a special URL has /
	// invalid-URL-unit at offset 36: a code point that is not allowed in a URL, or a % not followed by two hex digits
}

func ExampleIsValid() {
	fmt.Println(url.IsValid("https://example.com/a?b#c"))
	fmt.Println(url.IsValid("https://example.com/a b"))
	fmt.Println(url.IsValid("https:example.com"))
	// Output:
	// true
	// false
	// false
}

func ExampleValidationErrorCode_Description() {
	fmt.Println(url.HostMissing.Description())
	// Output: a special URL has no host
}

func ExampleValidationError_Error() {
	_, errs, _ := url.ParseValidate("http://0x7f.1/")
	fmt.Println(errs[1].Error())
	// Output: IPv4-non-decimal-part at offset 7: a part of the IPv4 address is written in hexadecimal or octal
}

func ExampleURL_SearchParams() {
	u, _ := url.Parse("https://example.com/search?q=go&page=2#results")
	params := u.SearchParams()
	fmt.Println(params.Get("q"))
	params.Set("page", "3")
	params.Append("lang", "en fr")
	fmt.Println(u)
	u.SetSearch("?q=rust")
	fmt.Println(params.Size(), params.String())
	// Output:
	// go
	// https://example.com/search?q=go&page=3&lang=en+fr#results
	// 1 q=rust
}

func ExampleParseForm() {
	form := url.ParseForm("name=J%C3%BCrgen+M&tags=a&tags=b&=&x")
	for name, value := range form.All() {
		fmt.Printf("%q=%q\n", name, value)
	}
	// Output:
	// "name"="Jürgen M"
	// "tags"="a"
	// "tags"="b"
	// ""=""
	// "x"=""
}

func ExampleSearchParams_Keys() {
	p := url.NewSearchParams("b=2&a=1&b=3")
	fmt.Println(slices.Collect(p.Keys()))
	fmt.Println(slices.Collect(p.Values()))
	// Output:
	// [b a b]
	// [2 1 3]
}

func ExampleSetterError() {
	u := url.MustParse("https://example.com/")
	err := u.SetPort("99999")
	fmt.Println(err)
	var e *url.Error
	if errors.As(err, &e) {
		fmt.Println(e.Code, e.Offset)
	}
	err = u.SetProtocol("mailto")
	fmt.Println(errors.Is(err, url.ErrSchemeChange))
	fmt.Println(u)
	// Output:
	// url: SetPort "99999": port-out-of-range at offset 0: 99999 is above 65535
	// port-out-of-range 0
	// true
	// https://example.com/
}

func ExampleSetterError_Unwrap() {
	u := url.MustParse("mailto:someone@example.com")
	err := u.SetHost("example.com")
	var se *url.SetterError
	if errors.As(err, &se) {
		fmt.Println(se.Setter, se.Value, se.Unwrap() == url.ErrOpaquePath)
	}
	// Output: SetHost example.com true
}
