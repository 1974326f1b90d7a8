package httpurl_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	neturl "net/url"

	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
)

func ExampleFromRequest() {
	// A request as a server receives it (r.RequestURI is the target as sent).
	r := httptest.NewRequest("GET", "/a/./b/../c?q=1", nil)
	r.Host = "0x7f.1:8080"
	u, err := httpurl.FromRequest(r)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Href())
	fmt.Println(u.HostValue().Kind(), u.HostValue().Addr())
	// Output:
	// http://127.0.0.1:8080/a/c?q=1
	// ipv4 127.0.0.1
}

func ExampleLocation() {
	reqURL, _ := neturl.Parse("https://example.com/docs/page#intro")
	for _, loc := range []string{"../other", `/\evil.example/`, `http://a\@evil.example/`} {
		resp := &http.Response{
			StatusCode: http.StatusFound,
			Header:     http.Header{"Location": {loc}},
			Request:    &http.Request{URL: reqURL},
		}
		u, err := httpurl.Location(resp)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(u.Href())
	}
	// Output:
	// https://example.com/other#intro
	// https://evil.example/#intro
	// http://a/@evil.example/#intro
}

func ExampleResolveLocation() {
	base := url.MustParse("https://example.com/a/b")
	u, err := httpurl.ResolveLocation(base, "//other.example/x?y")
	fmt.Println(u, err)
	// Output: https://other.example/x?y <nil>
}
