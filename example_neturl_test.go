package url_test

import (
	"encoding/json"
	"errors"
	"fmt"
	neturl "net/url"

	"github.com/weburl/url"
)

func ExampleURL_NetURL() {
	u := url.MustParse("https://user:p%40ss@example.com/a%2Fb?q=1#top")
	n := u.NetURL()
	fmt.Println(n.String() == u.Href())
	pw, _ := n.User.Password()
	fmt.Println(n.Host, n.Path, n.RawPath, pw)

	// net/url would write "|" as "%7C"; the path goes into Opaque instead,
	// as "//host/path", so that String keeps it.
	n = url.MustParse("http://example.com/a|b").NetURL()
	fmt.Println(n.Opaque, n.String())
	// Output:
	// true
	// example.com /a/b /a%2Fb p@ss
	// //example.com/a|b http://example.com/a|b
}

func ExampleFromNetURL() {
	n := &neturl.URL{Scheme: "http", Host: "Bücher.example:80", Path: "/a/../b c"}
	u, err := url.FromNetURL(n)
	if err != nil {
		panic(err)
	}
	fmt.Println(n)
	fmt.Println(u)
	// Output:
	// http://B%C3%BCcher.example:80/a/../b%20c
	// http://xn--bcher-kva.example/b%20c
}

func ExampleURL_Query() {
	u := url.MustParse("https://example.com/search?q=go+url&tag=a&tag=b;c&pct=100%")
	q := u.Query()
	fmt.Println(q.Get("q"))
	fmt.Println(q["tag"])
	fmt.Println(q.Get("pct"))
	// Output:
	// go url
	// [a b;c]
	// 100%
}

func ExampleURL_EscapedPath() {
	fmt.Println(url.MustParse("https://example.com/a b/../c%2Fd?x").EscapedPath())
	fmt.Println(url.MustParse("mailto:user@example.com").EscapedPath())
	// Output:
	// /c%2Fd
	// user@example.com
}

func ExampleURL_RequestURI() {
	fmt.Println(url.MustParse("https://example.com/a/b?q=1#frag").RequestURI())
	fmt.Println(url.MustParse("https://example.com").RequestURI())
	// Output:
	// /a/b?q=1
	// /
}

func ExampleURL_IsAbs() {
	fmt.Println(url.MustParse("mailto:user@example.com").IsAbs())
	var zero url.URL
	fmt.Println(zero.IsAbs())
	// Output:
	// true
	// false
}

func ExampleURL_ResolveReference() {
	base := url.MustParse("https://example.com/a/b")
	ref := url.MustParse("https://other.example/c")
	fmt.Println(base.ResolveReference(ref))

	// A relative reference is a string: resolve it with Parse.
	v, err := base.Parse("../c?d")
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output:
	// https://other.example/c
	// https://example.com/c?d
}

func ExampleURL_JoinPath() {
	u := url.MustParse("https://example.com/api/v1?key=k")
	fmt.Println(u.JoinPath("users", "ada lovelace/"))
	fmt.Println(u.JoinPath("../v2", "items"))
	// Output:
	// https://example.com/api/v1/users/ada%20lovelace/?key=k
	// https://example.com/api/v2/items?key=k
}

func ExampleURL_Redacted() {
	u := url.MustParse("https://user:secret@example.com/")
	fmt.Println(u.Redacted())
	// Output:
	// https://user:xxxxx@example.com/
}

func ExampleURL_MarshalText() {
	type Link struct {
		Rel  string   `json:"rel"`
		Href *url.URL `json:"href"`
	}
	data, err := json.Marshal(Link{Rel: "next", Href: url.MustParse("HTTPS://Example.COM/./a")})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(data))
	// Output:
	// {"rel":"next","href":"https://example.com/a"}
}

func ExampleURL_UnmarshalText() {
	var link struct {
		Href *url.URL `json:"href"`
	}
	if err := json.Unmarshal([]byte(`{"href":"https://example.com/a/../b"}`), &link); err != nil {
		panic(err)
	}
	fmt.Println(link.Href.Pathname())

	err := json.Unmarshal([]byte(`{"href":"https://exa mple.com/"}`), &link)
	var perr *url.Error
	fmt.Println(errors.As(err, &perr), perr.Code)
	// Output:
	// /b
	// true domain-to-ASCII
}

func ExampleURL_AppendText() {
	b := []byte("Location: ")
	b, err := url.MustParse("https://example.com/a b").AppendText(b)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b))
	// Output:
	// Location: https://example.com/a%20b
}

func ExampleURL_MarshalBinary() {
	b, err := url.MustParse("https://example.com/").MarshalBinary()
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", b)
	// Output:
	// "https://example.com/"
}

func ExampleURL_AppendBinary() {
	b, err := url.MustParse("https://example.com/").AppendBinary([]byte{0x01})
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", b)
	// Output:
	// "\x01https://example.com/"
}

func ExampleURL_UnmarshalBinary() {
	var u url.URL
	if err := u.UnmarshalBinary([]byte("https://example.com/x")); err != nil {
		panic(err)
	}
	fmt.Println(u.Hostname(), u.Pathname())
	// Output:
	// example.com /x
}

// goDocs is the kind of package-level variable MustParse is for.
var goDocs = url.MustParse("https://go.dev/doc/")

func ExampleMustParse() {
	fmt.Println(url.MustParse("effective_go", goDocs))

	defer func() {
		err := recover().(*url.Error)
		fmt.Println(err.Code)
	}()
	url.MustParse("no scheme")
	// Output:
	// https://go.dev/doc/effective_go
	// missing-scheme-non-relative-URL
}
