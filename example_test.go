package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

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
