package mimetype_test

import (
	"fmt"
	"net/http"

	"github.com/weburl/url/mimetype"
)

func ExampleParse() {
	m, err := mimetype.Parse(`Text/HTML; Charset="Shift_JIS"; charset=utf-8; q="a b"`)
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	fmt.Println(m.Type(), m.Subtype(), m.NumParams())

	_, err = mimetype.Parse("text/")
	fmt.Println(err)
	// Output:
	// text/html;charset=Shift_JIS;q="a b"
	// text html 2
	// mimetype: parse "text/": empty subtype at offset 5
}

func ExampleParseBytes() {
	// Each byte is a code point, as in an HTTP header: 0xE9 is é.
	m, _ := mimetype.ParseBytes([]byte("text/plain;title=caf\xe9"))
	fmt.Println(m)
	// Output: text/plain;title="café"
}

func ExampleMIMEType_Param() {
	m, _ := mimetype.Parse(`multipart/form-data; Boundary="----x y"`)
	boundary, ok := m.Param("boundary")
	fmt.Printf("%q %v\n", boundary, ok)
	_, ok = m.Param("charset")
	fmt.Println(ok)
	// Output:
	// "----x y" true
	// false
}

func ExampleMIMEType_Params() {
	m, _ := mimetype.Parse("text/plain; format=flowed; delsp=yes; format=fixed")
	for name, value := range m.Params() {
		fmt.Println(name, value)
	}
	// Output:
	// format flowed
	// delsp yes
}

func ExampleMIMEType_Essence() {
	m, _ := mimetype.Parse("Application/JSON; charset=utf-8")
	fmt.Println(m.Essence() == "application/json")
	// Output: true
}

func ExampleMIMEType_Encoding() {
	m, _ := mimetype.Parse("text/html; charset=ISO-8859-1")
	fmt.Println(m.Encoding())
	// Output: windows-1252
}

func ExampleExtract() {
	// Two Content-Type headers; the second is a list.
	m, err := mimetype.Extract([]string{"text/html;charset=gbk", "*/*, text/html;x=y"})
	if err != nil {
		panic(err)
	}
	// */* is skipped. The last MIME type wins, and takes the charset of
	// the one before it, which has the same essence.
	fmt.Println(m)
	fmt.Println(m.Encoding())

	// A MIME type of another essence in between drops the charset.
	m, _ = mimetype.Extract([]string{"text/html;charset=gbk", "text/plain, text/html"})
	fmt.Println(m)
	// Output:
	// text/html;x=y;charset=gbk
	// GBK
	// text/html
}

func ExampleExtractHeader() {
	h := http.Header{}
	h.Add("Content-Type", "text/plain")
	h.Add("Content-Type", "*/*")
	m, err := mimetype.ExtractHeader(h)
	fmt.Println(m, err)

	_, err = mimetype.ExtractHeader(http.Header{})
	fmt.Println(err)
	// Output:
	// text/plain <nil>
	// mimetype: extract "": no Content-Type header
}
