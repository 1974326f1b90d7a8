package url_test

import (
	"fmt"
	neturl "net/url"

	"github.com/weburl/url"
)

func ExampleNewSearchParams() {
	p := url.NewSearchParams("?q=caf%C3%A9+au+lait&tag=a&tag=b&empty")
	fmt.Println(p.Get("q"))
	fmt.Println(p.GetAll("tag"))
	fmt.Println(p.Has("empty"), p.Has("tag", "c"))

	p.Set("tag", "~c")
	p.Append("page", "2")
	p.Delete("empty")
	fmt.Println(p.Size(), p)
	// Output:
	// café au lait
	// [a b]
	// true false
	// 3 q=caf%C3%A9+au+lait&tag=%7Ec&page=2
}

func ExampleSearchParams_Sort() {
	p := url.NewSearchParams("z=1&a=2&z=0&%EF%AC%83=3&%F0%9F%8C%88=4")
	p.Sort()
	for name, value := range p.All() {
		fmt.Println(name, value)
	}
	// Names are compared by UTF-16 code units: U+1F308, a surrogate pair,
	// sorts before U+FB03. Pairs with the same name keep their order.

	// Output:
	// a 2
	// z 1
	// z 0
	// 🌈 4
	// ﬃ 3
}

func ExampleFromValues() {
	v := neturl.Values{"b": {"2", "1"}, "a": {"x y"}}
	p := url.FromValues(v)
	fmt.Println(p)
	// Output: a=x+y&b=2&b=1
}

func ExampleSearchParams_ToValues() {
	p := url.NewSearchParams("b=2&a=x+y&b=1")
	v := p.ToValues()
	fmt.Println(v["a"], v["b"])
	fmt.Println(v.Encode())
	// Output:
	// [x y] [2 1]
	// a=x+y&b=2&b=1
}

// A document in windows-1252 or Shift_JIS sends the query of its links in
// its own encoding; the path and the fragment stay UTF-8.
func ExampleNewParser() {
	p, err := url.NewParser(url.WithEncoding("windows-1252"))
	if err != nil {
		panic(err)
	}
	u, err := p.Parse("https://example.com/smörgåsbord?q=smörgåsbord#smörgåsbord", nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Pathname())
	fmt.Println(u.Search())
	fmt.Println(u.Hash())

	sjis, err := url.NewParser(url.WithEncoding("Shift_JIS"))
	if err != nil {
		panic(err)
	}
	u, err = sjis.Parse("?q=≡‽", u)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	// Output:
	// /sm%C3%B6rg%C3%A5sbord
	// ?q=sm%F6rg%E5sbord
	// #sm%C3%B6rg%C3%A5sbord
	// https://example.com/sm%C3%B6rg%C3%A5sbord?q=%81%DF%26%238253%3B
}

func ExampleWithEncoding() {
	_, err := url.NewParser(url.WithEncoding("latin-1"))
	fmt.Println(err)

	// The labels of replacement, UTF-16BE and UTF-16LE select UTF-8.
	p, err := url.NewParser(url.WithEncoding("utf-16"))
	if err != nil {
		panic(err)
	}
	u, err := p.Parse("https://example.com/?é", nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Search())
	// Output:
	// url: encoding label "latin-1" is not a WHATWG encoding label
	// ?%C3%A9
}

func ExampleParser_ParseValidate() {
	p, _ := url.NewParser(url.WithEncoding("shift_jis"))
	u, errs, err := p.ParseValidate("https://example.com/?q=≡ ‽", nil)
	fmt.Println(u.Search(), err)
	for _, e := range errs {
		fmt.Println(e.Code, e.Offset)
	}
	// Output:
	// ?q=%81%DF%20%26%238253%3B <nil>
	// invalid-URL-unit 26
}
