package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

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
