package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

func ExampleURL_HostValue() {
	for _, s := range []string{
		"http://0x7f.1/",
		"http://[::ffff:127.0.0.1]/",
		"https://BÜCHER.example/",
		"foo://Opaque.Host/",
		"file:///etc/hosts",
		"mailto:someone@example.com",
	} {
		h := url.MustParse(s).HostValue()
		fmt.Printf("%-6s %q\n", h.Kind(), h)
	}
	// Output:
	// ipv4   "127.0.0.1"
	// ipv6   "[::ffff:7f00:1]"
	// domain "xn--bcher-kva.example"
	// opaque "Opaque.Host"
	// empty  ""
	// none   ""
}

func ExampleHost_Addr() {
	for _, s := range []string{"http://2130706433/", "http://[::ffff:127.0.0.1]/", "https://example.com/"} {
		a := url.MustParse(s).HostValue().Addr()
		// Unmap, so that an IPv4-mapped IPv6 address is checked as the IPv4
		// address it stands for.
		fmt.Println(a, a.IsValid(), a.Unmap().IsLoopback())
	}
	// Output:
	// 127.0.0.1 true true
	// ::ffff:127.0.0.1 true true
	// invalid IP false false
}

func ExampleHost_IsIP() {
	fmt.Println(url.MustParse("http://0x7f.1/").HostValue().IsIP())
	fmt.Println(url.MustParse("http://localhost/").HostValue().IsIP())
	// Output:
	// true
	// false
}

func ExampleHost_Kind() {
	h := url.MustParse("http://[::1]:8080/").HostValue()
	fmt.Println(h.Kind() == url.HostIPv6, h.Kind())
	// Output: true ipv6
}

func ExampleHostKind_String() {
	fmt.Println(url.HostDomain, url.HostIPv4, url.HostIPv6, url.HostOpaque, url.HostEmpty, url.HostNone)
	// Output: domain ipv4 ipv6 opaque empty none
}

func ExampleHost_String() {
	fmt.Println(url.MustParse("http://[0:0::1]:8080/").HostValue().String())
	// Output: [::1]
}

func ExampleHost_Unicode() {
	for _, s := range []string{"https://xn--bcher-kva.example/", "https://example.xn--kgbechtv/", "https://xn--8i7caa/", "http://127.0.0.1/"} {
		fmt.Println(url.MustParse(s).HostValue().Unicode())
	}
	// Output:
	// bücher.example
	// example.إختبار
	// xn--8i7caa
	// 127.0.0.1
}

func ExampleHost_PublicSuffix() {
	for _, s := range []string{"https://www.example.co.uk/", "https://whatwg.github.io/", "https://example.com./", "http://127.0.0.1/"} {
		fmt.Printf("%q\n", url.MustParse(s).HostValue().PublicSuffix())
	}
	// Output:
	// "co.uk"
	// "github.io"
	// "com."
	// ""
}

func ExampleHost_RegistrableDomain() {
	for _, s := range []string{"https://www.example.co.uk/", "https://whatwg.github.io/", "https://github.io/", "https://example.com./"} {
		fmt.Printf("%q\n", url.MustParse(s).HostValue().RegistrableDomain())
	}
	// Output:
	// "example.co.uk"
	// "whatwg.github.io"
	// ""
	// "example.com."
}

func ExampleParseHost() {
	for _, s := range []string{"EXAMPLE.com", "ｅｘａｍｐｌｅ.com", "0x7f.1", "[0::1]", "1.2.3.4.5", "exa mple.com"} {
		h, err := url.ParseHost(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(h.Kind(), h)
	}
	// Output:
	// domain example.com
	// domain example.com
	// ipv4 127.0.0.1
	// ipv6 [::1]
	// parse "1.2.3.4.5": IPv4-too-many-parts at offset 0: more than four parts
	// parse "exa mple.com": domain-to-ASCII at offset 0: ' ' is not allowed in a domain
}

func ExampleParseOpaqueHost() {
	for _, s := range []string{"EXAMPLE.com", "0x7f.1", "é", "", "a b"} {
		h, err := url.ParseOpaqueHost(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s %q\n", h.Kind(), h)
	}
	// Output:
	// opaque "EXAMPLE.com"
	// opaque "0x7f.1"
	// opaque "%C3%A9"
	// empty ""
	// parse "a b": host-invalid-code-point at offset 1: ' ' is not allowed in a host
}

func ExampleParseHostHeader() {
	for _, v := range []string{"Example.COM:8080", "[::1]", "0x7f.1:80", "example.com:99999", "user@example.com"} {
		h, port, err := url.ParseHostHeader(v)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(h.Kind(), h, port)
	}
	// Output:
	// domain example.com 8080
	// ipv6 [::1] -1
	// ipv4 127.0.0.1 80
	// parse "example.com:99999": port-out-of-range at offset 12: the port is above 65535
	// parse "user@example.com": domain-to-ASCII at offset 0: '@' is not allowed in a domain
}

func ExampleOrigin_HostValue() {
	o := url.MustParse("https://www.example.com:8443/a").Origin()
	fmt.Println(o.HostValue().Kind(), o.HostValue())
	// Output: domain www.example.com
}

func ExampleOrigin_RegistrableDomain() {
	fmt.Println(url.MustParse("https://a.b.example.co.uk/").Origin().RegistrableDomain())
	// Output: example.co.uk
}

func ExampleOrigin_SameSite() {
	a := url.MustParse("https://www.example.com/").Origin()
	for _, s := range []string{"https://api.example.com:8443/", "http://www.example.com/", "https://example.org/"} {
		fmt.Println(s, a.SameSite(url.MustParse(s).Origin()))
	}
	// Output:
	// https://api.example.com:8443/ true
	// http://www.example.com/ false
	// https://example.org/ false
}

func ExampleOrigin_SchemelesslySameSite() {
	a := url.MustParse("https://www.example.com/").Origin()
	for _, s := range []string{"http://www.example.com/", "https://a.github.io/"} {
		fmt.Println(s, a.SchemelesslySameSite(url.MustParse(s).Origin()))
	}
	b := url.MustParse("https://a.github.io/").Origin()
	fmt.Println(b.SchemelesslySameSite(url.MustParse("https://b.github.io/").Origin()))
	// Output:
	// http://www.example.com/ true
	// https://a.github.io/ false
	// false
}
