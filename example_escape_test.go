package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

func ExamplePercentEncode() {
	s := "a b/c?d#e%f"
	for _, set := range []url.EncodeSet{url.FragmentSet, url.PathSet, url.ComponentSet, url.FormSet} {
		fmt.Printf("%-34s %s\n", set, url.PercentEncode(s, set))
	}
	// Output:
	// fragment                           a%20b/c?d#e%f
	// path                               a%20b/c%3Fd%23e%f
	// component                          a%20b%2Fc%3Fd%23e%25f
	// application/x-www-form-urlencoded  a+b%2Fc%3Fd%23e%25f
}

func ExampleAppendPercentEncode() {
	b := []byte("https://example.com/search?q=")
	b = url.AppendPercentEncode(b, "fish & chips", url.FormSet)
	fmt.Println(string(b))
	// Output: https://example.com/search?q=fish+%26+chips
}

func ExampleEncodeSet_String() {
	fmt.Println(url.C0ControlSet, "|", url.SpecialQuerySet, "|", url.UserinfoSet)
	// Output: C0 control | special-query | userinfo
}

func ExamplePathSegmentEscape() {
	u := url.MustParse("https://example.com/files/")
	u.SetPathname(u.Pathname() + url.PathSegmentEscape("Q&A / 2024?.pdf"))
	fmt.Println(u.Href())
	// Output: https://example.com/files/Q%26A%20%2F%202024%3F.pdf
}

func ExampleFormValueEscape() {
	fmt.Println("q=" + url.FormValueEscape("1+1 = 2 ~ ok"))
	// Output: q=1%2B1+%3D+2+%7E+ok
}

func ExamplePercentDecode() {
	fmt.Printf("%q\n", url.PercentDecode("caf%C3%A9%20au%20lait"))
	fmt.Printf("%q\n", url.PercentDecode("100%25 %zz %FF"))
	// Output:
	// "café au lait"
	// "100% %zz \xff"
}

func ExampleAppendPercentDecode() {
	b := url.AppendPercentDecode(nil, "a%2Fb")
	fmt.Println(string(b), len(b))
	// Output: a/b 3
}

func ExampleNewPercentEncoder() {
	e, err := url.NewPercentEncoder("shift_jis")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e.Encode("≡ ‽", url.SpecialQuerySet))
	_, err = url.NewPercentEncoder("no-such-encoding")
	fmt.Println(err)
	// Output:
	// %81%DF%20%26%238253%3B
	// url: encoding label "no-such-encoding" is not a WHATWG encoding label
}

func ExamplePercentEncoder_Encode() {
	// An HTML form submitted from a windows-1252 document.
	e, _ := url.NewPercentEncoder("windows-1252")
	fmt.Println("q=" + e.Encode("smörgåsbord för 2", url.FormSet))
	// Output: q=sm%F6rg%E5sbord+f%F6r+2
}

func ExamplePercentEncoder_AppendEncode() {
	e, _ := url.NewPercentEncoder("euc-kr")
	b := e.AppendEncode([]byte("?q="), "한국", url.SpecialQuerySet)
	fmt.Println(string(b))
	// Output: ?q=%C7%D1%B1%B9
}
