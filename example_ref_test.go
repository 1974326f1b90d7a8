package url_test

import (
	"encoding/json"
	"fmt"

	"github.com/weburl/url"
)

func ExampleParseRef() {
	for _, s := range []string{"../a b?q#f", "//EXAMPLE.com/x", "HTTP://EXAMPLE.com:80/a/../b", "C|\\x"} {
		r, err := url.ParseRef(s)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-30q %-32q abs=%v\n", s, r, r.IsAbs())
	}
	// Output:
	// "../a b?q#f"                   "../a%20b?q#f"                   abs=false
	// "//EXAMPLE.com/x"              "//EXAMPLE.com/x"                abs=false
	// "HTTP://EXAMPLE.com:80/a/../b" "http://example.com/a/../b"      abs=true
	// "C|\\x"                        "C|\\x"                          abs=false
}

func ExampleURL_Resolve() {
	ref, err := url.ParseRef("../img/logo.png?v=2")
	if err != nil {
		panic(err)
	}
	// One reference, many bases: each reads it by its own scheme's rules.
	for _, b := range []string{"https://example.com/docs/guide/", "file:///C:/site/docs/index.html", "foo://h/a/b"} {
		base, err := url.Parse(b)
		if err != nil {
			panic(err)
		}
		u, err := base.Resolve(ref)
		if err != nil {
			panic(err)
		}
		fmt.Println(u)
	}
	// Output:
	// https://example.com/docs/img/logo.png?v=2
	// file:///C:/site/img/logo.png?v=2
	// foo://h/img/logo.png?v=2
}

func ExampleURL_Resolve_schemeDependent() {
	// Without a scheme, a reference means what the base's scheme says.
	ref, err := url.ParseRef(`\\host\share`)
	if err != nil {
		panic(err)
	}
	for _, b := range []string{"http://example.com/a", "file:///C:/a", "foo://example.com/a"} {
		base, _ := url.Parse(b)
		u, err := base.Resolve(ref)
		fmt.Println(u, err)
	}
	// Output:
	// http://host/share <nil>
	// file://host/share <nil>
	// foo://example.com/\\host\share <nil>
}

func ExampleURL_Relative() {
	base, _ := url.Parse("https://example.com/docs/guide/intro.html?lang=en")
	for _, t := range []string{
		"https://example.com/docs/guide/intro.html?lang=en#setup",
		"https://example.com/docs/guide/intro.html?lang=fr",
		"https://example.com/docs/guide/install.html",
		"https://example.com/docs/api/",
		"https://example.com/blog",
		"https://cdn.example.com/docs/app.js",
		"http://example.com/docs/",
	} {
		target, _ := url.Parse(t)
		ref := base.Relative(target)
		back, _ := base.Resolve(ref)
		fmt.Printf("%-22s %v\n", ref, back.Href() == target.Href())
	}
	// Output:
	// #setup                 true
	// ?lang=fr               true
	// install.html           true
	// ../api/                true
	// /blog                  true
	// //cdn.example.com/docs/app.js true
	// http://example.com/docs/ true
}

func ExampleURL_Ref() {
	base, _ := url.Parse("http://a/b/c/d;p?q")
	target, _ := url.Parse("https://example.com/x")
	fmt.Println(target.Ref())
	// A URL as a reference resolves to itself against any base.
	u, _ := base.Resolve(target.Ref())
	fmt.Println(u)
	// Output:
	// https://example.com/x
	// https://example.com/x
}

func ExampleRef_ResolveRFC3986() {
	base, _ := url.ParseRef("http://a/b/c/d;p?q")
	for _, s := range []string{"g;x?y#s", "../../g", "http:g", `..\g`} {
		ref, _ := url.ParseRef(s)
		strict, _ := base.ResolveRFC3986(ref)
		nonStrict, _ := base.ResolveRFC3986NonStrict(ref)
		fmt.Printf("%-8s strict %-22s non-strict %s\n", s, strict, nonStrict)
	}
	// Output:
	// g;x?y#s  strict http://a/b/c/g;x?y#s   non-strict http://a/b/c/g;x?y#s
	// ../../g  strict http://a/g             non-strict http://a/g
	// http:g   strict http:g                 non-strict http://a/b/c/g
	// ..\g     strict http://a/b/c/..%5Cg    non-strict http://a/b/c/..%5Cg
}

func ExampleRef_ResolveRFC3986NonStrict() {
	// Non-strict resolution drops a scheme equal to the base's, for every
	// scheme; the URL Standard (Resolve) does so for special schemes only.
	base, _ := url.Parse("foo://h/a/b")
	ref, _ := url.ParseRef("foo:c")
	rfc, _ := base.Ref().ResolveRFC3986NonStrict(ref)
	whatwg, _ := base.Resolve(ref)
	fmt.Println(rfc)
	fmt.Println(whatwg)
	// Output:
	// foo://h/a/c
	// foo:c
}

func ExampleEqual() {
	a, _ := url.Parse("HTTP://Example.COM:80/%7Euser/a/../?b=2&a=1#top")
	b, _ := url.Parse("http://example.com/~user/?a=1&b=2")
	fmt.Println(url.Equal(a, b, 0))
	fmt.Println(url.Equal(a, b, url.ExcludeFragment))
	fmt.Println(url.Equal(a, b, url.ExcludeFragment|url.DecodeUnreserved))
	fmt.Println(url.Equal(a, b, url.ExcludeFragment|url.DecodeUnreserved|url.SortQuery))
	// Output:
	// false
	// false
	// false
	// true
}

func ExampleURL_Normalize() {
	u, _ := url.Parse("http://example.com/%7Euser/%2f?b=2&&a=1#top")
	fmt.Println(u.Normalize(url.DecodeUnreserved))
	fmt.Println(u.Normalize(url.SortQuery | url.ExcludeFragment))
	// Output:
	// http://example.com/~user/%2F?b=2&&a=1#top
	// http://example.com/%7Euser/%2f?a=1&b=2
}

func ExampleRef_MarshalText() {
	r, _ := url.ParseRef("../docs/a b")
	text, _ := r.MarshalText()
	fmt.Println(string(text))
	var back url.Ref
	if err := back.UnmarshalText(text); err != nil {
		panic(err)
	}
	fmt.Println(back == r)
	// A Ref is a JSON string.
	data, _ := json.Marshal(struct{ Ref url.Ref }{r})
	fmt.Println(string(data))
	// Output:
	// ../docs/a%20b
	// true
	// {"Ref":"../docs/a%20b"}
}
