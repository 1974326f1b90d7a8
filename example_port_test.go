package url_test

import (
	"fmt"

	"github.com/weburl/url"
)

func ExampleURL_PortOrDefault() {
	for _, s := range []string{"https://example.com/", "https://example.com:8443/", "http://example.com:80/", "file:///tmp/x"} {
		port, explicit := url.MustParse(s).PortOrDefault()
		fmt.Println(port, explicit)
	}
	// Output:
	// 443 false
	// 8443 true
	// 80 false
	// -1 false
}

func ExampleDefaultPort() {
	fmt.Println(url.DefaultPort("wss"), url.DefaultPort("ftp"), url.DefaultPort("file"), url.DefaultPort("gopher"))
	// Output: 443 21 -1 -1
}
