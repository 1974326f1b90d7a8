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

func ExampleAppendDecodeBase64() {
	// Decoding into one buffer, reused: no allocation once it is large
	// enough.
	var buf []byte
	for _, s := range []string{"b25l", "dHdv", "dGhyZWU="} {
		var err error
		buf, err = dataurl.AppendDecodeBase64(buf[:0], s)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s\n", buf)
	}
	// Output:
	// one
	// two
	// three
}

func ExampleAppendEncodeBase64() {
	b := []byte("data:;base64,")
	b = dataurl.AppendEncodeBase64(b, []byte{0xff, 0xfe})
	fmt.Printf("%s\n", b)
	// Output:
	// data:;base64,//4=
}

func ExampleError() {
	for _, s := range []string{"mailto:x@example.com", "data:text/plain"} {
		_, err := dataurl.Parse(s)
		var e *dataurl.Error
		if !errors.As(err, &e) {
			panic(err)
		}
		fmt.Println(e.Error())
		fmt.Printf("kind %q, offset %d\n", e.Kind.String(), e.Offset)
	}

	// Not a URL at all: the URL parser's *url.Error is wrapped.
	_, err := dataurl.Parse("http://[::1/")
	var e *dataurl.Error
	var ue *url.Error
	fmt.Println(errors.As(err, &e), e.Kind, e.Unwrap() != nil, errors.As(err, &ue))
	// Output:
	// dataurl: "mailto:x@example.com": not a data: URL at offset 0: the scheme is "mailto"
	// kind "not a data: URL", offset 0
	// dataurl: "data:text/plain": no comma at offset 15: no "," ends the MIME type
	// kind "no comma", offset 15
	// true invalid URL true true
}
