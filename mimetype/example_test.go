package mimetype_test

import (
	"encoding/json"
	"errors"
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

func ExampleMIMEType_String() {
	m, _ := mimetype.Parse(` Text/Plain ; Format = flowed; title=" a \"b\""; charset="utf-8" `)
	// "Format " is not a token, so that parameter is dropped; "utf-8" is,
	// so its quotes go.
	fmt.Println(m.String())
	// Output: text/plain;title=" a \"b\"";charset=utf-8
}

func ExampleMIMEType_Charset() {
	m, _ := mimetype.Parse(`text/plain; Charset="Latin1"`)
	charset, ok := m.Charset()
	fmt.Println(charset, ok, m.Encoding())
	// Output: Latin1 true windows-1252
}

func ExampleMIMEType_IsZero() {
	var m mimetype.MIMEType
	fmt.Println(m.IsZero())
	m, _ = mimetype.Parse("text/plain")
	fmt.Println(m.IsZero())
	// Output:
	// true
	// false
}

func ExampleMIMEType_MarshalText() {
	m, _ := mimetype.Parse("Image/SVG+XML")
	text, _ := m.MarshalText()
	fmt.Printf("%s\n", text)

	b, _ := m.AppendText([]byte("type: "))
	fmt.Printf("%s\n", b)

	var back mimetype.MIMEType
	err := back.UnmarshalText(text)
	fmt.Println(back == m, err)

	// A MIMEType marshals as a JSON string.
	j, _ := json.Marshal(map[string]mimetype.MIMEType{"type": m})
	fmt.Printf("%s\n", j)
	// Output:
	// image/svg+xml
	// type: image/svg+xml
	// true <nil>
	// {"type":"image/svg+xml"}
}

func ExampleMIMEType_IsImage() {
	// The MIME Sniffing Standard's MIME type groups.
	for _, s := range []string{"image/svg+xml", "text/javascript", "application/ld+json", "font/woff2", "application/zip"} {
		m, _ := mimetype.Parse(s)
		fmt.Printf("%-20s image=%v xml=%v scriptable=%v html=%v javascript=%v json=%v font=%v audio/video=%v zip-based=%v archive=%v\n",
			m, m.IsImage(), m.IsXML(), m.IsScriptable(), m.IsHTML(), m.IsJavaScript(), m.IsJSON(),
			m.IsFont(), m.IsAudioOrVideo(), m.IsZIPBased(), m.IsArchive())
	}
	// Output:
	// image/svg+xml        image=true xml=true scriptable=true html=false javascript=false json=false font=false audio/video=false zip-based=false archive=false
	// text/javascript      image=false xml=false scriptable=false html=false javascript=true json=false font=false audio/video=false zip-based=false archive=false
	// application/ld+json  image=false xml=false scriptable=false html=false javascript=false json=true font=false audio/video=false zip-based=false archive=false
	// font/woff2           image=false xml=false scriptable=false html=false javascript=false json=false font=true audio/video=false zip-based=false archive=false
	// application/zip      image=false xml=false scriptable=false html=false javascript=false json=false font=false audio/video=false zip-based=true archive=true
}

func ExampleIsJavaScriptEssence() {
	// The type attribute of a script element is matched, not parsed.
	fmt.Println(mimetype.IsJavaScriptEssence("Text/JavaScript"))
	fmt.Println(mimetype.IsJavaScriptEssence("text/javascript; charset=utf-8"))
	// Output:
	// true
	// false
}

func ExampleError() {
	_, err := mimetype.Parse("text/html(x)")
	var e *mimetype.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Reason)
	}
	fmt.Println(e.Error())
	// Output:
	// 9 U+0028 '(' in the subtype is not an HTTP token code point
	// mimetype: parse "text/html(x)": U+0028 '(' in the subtype is not an HTTP token code point at offset 9
}
