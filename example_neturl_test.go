package url_test

import (
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
