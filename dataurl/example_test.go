package dataurl_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
)

func ExampleParse() {
	d, err := dataurl.Parse("data:text/plain;charset=utf-8;base64,SGVsbG8sIOS4lueVjA==")
	if err != nil {
		panic(err)
	}
	fmt.Println(d.MIMEType)
	fmt.Println(d.MIMEType.Essence())
	fmt.Printf("%s\n", d.Body)

	// Browsers allow what RFC 2397 does not: spaces before "base64", in
	// any case; whitespace in the body; a MIME type that does not parse.
	d, err = dataurl.Parse("data:nonsense; BASE64,SGVs bG8")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %q\n", d.MIMEType, d.Body)
	// Output:
	// text/plain;charset=utf-8
	// text/plain
	// Hello, 世界
	// text/plain;charset=US-ASCII "Hello"
}

func ExampleParse_error() {
	_, err := dataurl.Parse("data:image/png;base64,iVBOR!")
	fmt.Println(err)

	var e *dataurl.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Offset)
	}
	// Output:
	// dataurl: "data:image/png;base64,iVBOR!": invalid base64 at offset 27: '!' is not a base64 character
	// invalid base64 27
}

func ExampleProcess() {
	// An <img src> resolved against its page: the fragment is not part
	// of the body.
	page := url.MustParse("https://example.com/index.html")
	u, err := url.Parse("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E#icon", page)
	if err != nil {
		panic(err)
	}
	d, err := dataurl.Process(u)
	if err != nil {
		panic(err)
	}
	fmt.Println(d.MIMEType)
	fmt.Printf("%s\n", d.Body)
	// Output:
	// image/svg+xml
	// <svg xmlns='http://www.w3.org/2000/svg'/>
}

func ExampleDecodeBase64() {
	for _, s := range []string{"YWJj", "YW Jj\n", "YQ", "YR==", "YQ=", "YQ!"} {
		b, err := dataurl.DecodeBase64(s)
		fmt.Printf("%q: %q %v\n", s, b, err)
	}
	// Output:
	// "YWJj": "abc" <nil>
	// "YW Jj\n": "abc" <nil>
	// "YQ": "a" <nil>
	// "YR==": "a" <nil>
	// "YQ=": "" dataurl: "YQ=": invalid base64 at offset 2: padding "=" after 2 base64 characters of a quantum (2 "=" may complete it)
	// "YQ!": "" dataurl: "YQ!": invalid base64 at offset 2: '!' is not a base64 character
}

func ExampleEncodeBase64() {
	fmt.Println(dataurl.EncodeBase64([]byte("Hello")))
	// Output:
	// SGVsbG8=
}
