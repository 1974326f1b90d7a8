package url_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url"
)

func ExampleURL_PathSegments() {
	u := url.MustParse("https://example.com/docs/a%20b/")
	for s := range u.PathSegments() {
		fmt.Printf("%q\n", s)
	}
	// Output:
	// "docs"
	// "a%20b"
	// ""
}

func ExampleURL_DecodedPathSegments() {
	u := url.MustParse("https://example.com/repos/a%2Fb/caf%C3%A9")
	for s := range u.DecodedPathSegments() {
		fmt.Printf("%q\n", s)
	}
	// Output:
	// "repos"
	// "a/b"
	// "café"
}

func ExampleURL_AppendPathSegment() {
	u := url.MustParse("https://api.example.com/v1/?key=k")
	for _, s := range []string{"users", "ann/bob", "50%?"} {
		if err := u.AppendPathSegment(s); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(u.Href())
	err := u.AppendPathSegment("..")
	fmt.Println(errors.Is(err, url.ErrDotSegment))
	// JoinPath joins text instead: "/" separates segments.
	fmt.Println(url.MustParse("https://api.example.com/v1/").JoinPath("ann/bob").Href())
	// Output:
	// https://api.example.com/v1/users/ann%2Fbob/50%25%3F?key=k
	// true
	// https://api.example.com/v1/ann/bob
}

func ExampleURL_RemovePathSegment() {
	u := url.MustParse("https://example.com/a/b/")
	for u.RemovePathSegment() == nil {
		fmt.Println(u.Href())
	}
	err := u.RemovePathSegment()
	fmt.Println(errors.Is(err, url.ErrNoSegment))
	// Output:
	// https://example.com/a/b
	// https://example.com/a
	// https://example.com/
	// true
}
