package httpurl_test

import (
	"crypto/tls"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"strings"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
)

func TestFromRequest(t *testing.T) {
	tests := []struct {
		name   string
		method string
		target string // the request target, as on the request line
		host   string // r.Host
		tls    bool
		want   string // "" for an error
		code   url.ValidationErrorCode
	}{
		{"origin form", "GET", "/a/../b?q=1", "Example.COM", false, "http://example.com/b?q=1", 0},
		{"https", "GET", "/x", "example.com:443", true, "https://example.com/x", 0},
		{"port kept", "GET", "/x", "example.com:8443", true, "https://example.com:8443/x", 0},
		{"default port dropped", "GET", "/", "example.com:80", false, "http://example.com/", 0},
		{"IPv4 shorthand", "GET", "/", "0x7f.1:8080", false, "http://127.0.0.1:8080/", 0},
		{"IPv6", "GET", "/", "[::1]:8080", false, "http://[::1]:8080/", 0},
		{"IDNA", "GET", "/", "bücher.example", false, "http://xn--bcher-kva.example/", 0},
		{"double slash path", "GET", "//evil.example/x", "example.com", false, "http://example.com//evil.example/x", 0},
		{"backslash path", "GET", "/\\evil.example/x", "example.com", false, "http://example.com//evil.example/x", 0},
		{"percent-encoding kept", "GET", "/a%2Fb?x=%zz", "example.com", false, "http://example.com/a%2Fb?x=%zz", 0},
		{"absolute form", "GET", "http://Other.example/x", "ignored.example", false, "http://other.example/x", 0},
		{"absolute form https", "GET", "https://other.example:8443/x", "", false, "https://other.example:8443/x", 0},
		{"absolute form ftp", "GET", "ftp://other.example/x", "", false, "", 0},
		{"no Host", "GET", "/", "", false, "", 0},
		{"Host with credentials", "GET", "/", "user@example.com", false, "", url.DomainToASCII},
		{"Host with path", "GET", "/", "example.com/x", false, "", url.DomainToASCII},
		{"Host port out of range", "GET", "/", "example.com:65536", false, "", url.PortOutOfRange},
		{"Host bad IPv4", "GET", "/", "1.2.3.4.5", false, "", url.IPv4TooManyParts},
		{"asterisk", "OPTIONS", "*", "example.com", false, "", 0},
		{"CONNECT", "CONNECT", "example.com:443", "example.com:443", false, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &http.Request{Method: tt.method, RequestURI: tt.target, Host: tt.host, Header: http.Header{}}
			if tt.tls {
				r.TLS = &tls.ConnectionState{}
			}
			u, err := httpurl.FromRequest(r)
			if tt.want == "" {
				if err == nil {
					t.Fatalf("= %q; want an error", u.Href())
				}
				var e *url.Error
				if tt.code != 0 && (!errors.As(err, &e) || e.Code != tt.code) {
					t.Errorf("error %v; want %v", err, tt.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("= %q; want %q", u.Href(), tt.want)
			}
		})
	}
	// A request built for a client has no RequestURI: its URL gives the
	// target.
	r := httptest.NewRequest("GET", "http://example.com/a?b", nil)
	r.RequestURI = ""
	if u, err := httpurl.FromRequest(r); err != nil || u.Href() != "http://example.com/a?b" {
		t.Errorf("client request: %v, %v", u, err)
	}
}

// TestFromRequestServer checks FromRequest on requests a real server
// received, over loopback, with request lines net/http's client would not
// write.
func TestFromRequestServer(t *testing.T) {
	got := make(chan string, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := httpurl.FromRequest(r)
		if err != nil {
			got <- "error: " + err.Error()
			return
		}
		got <- u.Href()
	}))
	defer srv.Close()
	tests := []struct{ request, want string }{
		{"GET /a/./b/../c?x HTTP/1.1\r\nHost: EXAMPLE.com:8080\r\n\r\n", "http://example.com:8080/a/c?x"},
		{"GET /x HTTP/1.1\r\nHost: 0x7f.1\r\n\r\n", "http://127.0.0.1/x"},
		{"GET http://proxied.example/y HTTP/1.1\r\nHost: proxied.example\r\n\r\n", "http://proxied.example/y"},
	}
	for _, tt := range tests {
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(conn, tt.request); err != nil {
			t.Fatal(err)
		}
		if g := <-got; g != tt.want {
			t.Errorf("%q: FromRequest = %q; want %q", tt.request, g, tt.want)
		}
		conn.Close()
	}
}

func TestLocation(t *testing.T) {
	tests := []struct {
		name     string
		request  string // the request's URL
		location []string
		want     string // "" for an error
	}{
		{"relative", "https://example.com/a/b", []string{"../c?d"}, "https://example.com/c?d"},
		{"absolute", "https://example.com/a", []string{"http://other.example/x"}, "http://other.example/x"},
		{"scheme-relative", "https://example.com/a", []string{"//other.example/x"}, "https://other.example/x"},
		{"backslashes", "https://example.com/a", []string{"/\\evil.example/x"}, "https://evil.example/x"},
		{"backslash userinfo", "https://example.com/a", []string{"http://a\\@evil.example/"}, "http://a/@evil.example/"},
		{"one slash", "https://example.com/a", []string{"http:/\\127.0.0.1"}, "http://127.0.0.1/"},
		{"IPv4 shorthand", "https://example.com/a", []string{"http://0x7f.1/"}, "http://127.0.0.1/"},
		{"fragment carried over", "https://example.com/a#top", []string{"/b"}, "https://example.com/b#top"},
		{"own fragment kept", "https://example.com/a#top", []string{"/b#end"}, "https://example.com/b#end"},
		{"own empty fragment kept", "https://example.com/a#top", []string{"/b#"}, "https://example.com/b#"},
		{"same value twice", "https://example.com/a", []string{"/b", "/b"}, "https://example.com/b"},
		{"two values", "https://example.com/a", []string{"/b", "/c"}, ""},
		{"not a URL", "https://example.com/a", []string{"http://ex ample/"}, ""},
		{"none", "https://example.com/a", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqURL, err := neturl.Parse(tt.request)
			if err != nil {
				t.Fatal(err)
			}
			resp := &http.Response{
				StatusCode: http.StatusFound,
				Header:     http.Header{"Location": tt.location},
				Request:    &http.Request{URL: reqURL},
			}
			u, err := httpurl.Location(resp)
			if tt.want == "" {
				if err == nil {
					t.Fatalf("= %q; want an error", u.Href())
				}
				if tt.location == nil && !errors.Is(err, http.ErrNoLocation) {
					t.Errorf("error %v; want http.ErrNoLocation", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("= %q; want %q", u.Href(), tt.want)
			}
		})
	}
	// Without a request, only an absolute Location resolves.
	resp := &http.Response{Header: http.Header{"Location": {"/x"}}}
	if u, err := httpurl.Location(resp); err == nil {
		t.Errorf("relative Location without a request = %q; want an error", u.Href())
	}
}

func TestResolveLocation(t *testing.T) {
	// An empty fragment, which a net/url request URL cannot hold, carries
	// over as well.
	base := url.MustParse("https://example.com/a#")
	if u, err := httpurl.ResolveLocation(base, "/b"); err != nil || u.Href() != "https://example.com/b#" {
		t.Errorf("empty fragment: = %v, %v; want https://example.com/b#", u, err)
	}
	base = url.MustParse("https://example.com/a#x%20y")
	if u, err := httpurl.ResolveLocation(base, "/b"); err != nil || u.Href() != "https://example.com/b#x%20y" {
		t.Errorf("encoded fragment: = %v, %v; want https://example.com/b#x%%20y", u, err)
	}
}

func TestResolveLocationNoBase(t *testing.T) {
	u, err := httpurl.ResolveLocation(nil, "HTTPS://Example.com/a/../b")
	if err != nil || u.Href() != "https://example.com/b" {
		t.Errorf("= %v, %v", u, err)
	}
	if _, err := httpurl.ResolveLocation(nil, "/b"); err == nil || !strings.Contains(err.Error(), "missing-scheme-non-relative-URL") {
		t.Errorf("relative without a base: error %v", err)
	}
}
