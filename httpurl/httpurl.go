// Package httpurl reads the URLs at the edges of net/http the way the URL
// Standard (and so a browser) reads them: the absolute URL of a request a
// server receives, and the target of a redirect. It uses only the standard
// library and github.com/weburl/url.
//
// net/http parses URLs with net/url, which reads some URLs differently
// from browsers (see the weburl README). A server that builds links or
// checks origins from a request, or a client that checks where a redirect
// goes, should check the URL a browser would use: FromRequest and Location
// give it.
//
// The package's SSRF example shows an http.Client that checks every
// request and redirect with weburl, and checks again, at dial time, the
// address it connects to.
package httpurl

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/weburl/url"
)

// FromRequest returns the absolute URL of a request received by an HTTP
// server, parsed by the URL Standard's parser: the scheme is "https" when
// the request came over TLS (r.TLS is set) and "http" otherwise, the host
// and port are the Host header's (r.Host, checked with url.ParseHostHeader),
// and the path and query are the request target's, as the client sent it
// (r.RequestURI; r.URL.RequestURI() when that is empty, as in a request
// built for a client). A request target in absolute form
// ("GET http://example.com/x HTTP/1.1", as proxies receive) is the URL, and
// the Host header is then not used, as RFC 9112 says; its scheme must be
// http or https.
//
// The scheme comes from the connection only: behind a proxy that ends TLS,
// a request that a browser sent over https arrives over http, and the
// caller must decide whether to trust a header such as X-Forwarded-Proto.
//
// FromRequest fails on a request without a Host, on a Host header that is
// not a host and optional port, on the targets of CONNECT ("host:port")
// and of "OPTIONS *", which name no resource, and on a target the URL
// parser rejects. The error wraps the *url.Error when there is one.
func FromRequest(r *http.Request) (*url.URL, error) {
	target := r.RequestURI
	if target == "" && r.URL != nil {
		target = r.URL.RequestURI()
	}
	switch {
	case r.Method == http.MethodConnect:
		return nil, errors.New("httpurl: a CONNECT request's target is an authority, not a URL")
	case target == "*":
		return nil, errors.New("httpurl: the request target * names no resource")
	case target == "":
		return nil, errors.New("httpurl: the request has no target")
	case target[0] != '/':
		// Absolute form.
		u, err := url.Parse(target)
		if err != nil {
			return nil, fmt.Errorf("httpurl: request target: %w", err)
		}
		if s := u.Scheme(); s != "http" && s != "https" {
			return nil, fmt.Errorf("httpurl: request target has the scheme %q; want http or https", s)
		}
		return u, nil
	}
	if r.Host == "" {
		return nil, errors.New("httpurl: the request has no Host")
	}
	host, port, err := url.ParseHostHeader(r.Host)
	if err != nil {
		return nil, fmt.Errorf("httpurl: Host header: %w", err)
	}
	scheme := "http://"
	if r.TLS != nil {
		scheme = "https://"
	}
	// The host is a checked serialization and the target starts with "/",
	// so the target cannot change the authority.
	var b strings.Builder
	b.Grow(len(scheme) + len(host.String()) + 6 + len(target))
	b.WriteString(scheme)
	b.WriteString(host.String())
	if port >= 0 {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(port))
	}
	b.WriteString(target)
	u, err := url.Parse(b.String())
	if err != nil {
		return nil, fmt.Errorf("httpurl: request target: %w", err)
	}
	return u, nil
}

// Location returns the target of a redirect response: its Location header
// resolved against the URL of the request that got the response
// (resp.Request.URL), as the Fetch Standard's "location URL" does, with
// the URL Standard's parser. When the Location has no fragment, the
// request's fragment carries over, as browsers do.
//
// net/http's client and (*http.Response).Location resolve the header with
// net/url instead, which reads some values differently: "http://a\@b/" is
// an error there and the host "a" here; "http:/\b" is a URL without a host
// there and "http://b/" here.
//
// Location returns http.ErrNoLocation when the header is absent, and an
// error when the response has more than one different Location or the
// value is not a URL.
func Location(resp *http.Response) (*url.URL, error) {
	values := resp.Header.Values("Location")
	if len(values) == 0 {
		return nil, http.ErrNoLocation
	}
	for _, v := range values[1:] {
		if v != values[0] {
			return nil, errors.New("httpurl: the response has more than one Location")
		}
	}
	var base *url.URL
	if resp.Request != nil && resp.Request.URL != nil {
		b, err := url.FromNetURL(resp.Request.URL)
		if err != nil {
			return nil, fmt.Errorf("httpurl: request URL: %w", err)
		}
		base = b
	}
	return ResolveLocation(base, values[0])
}

// ResolveLocation resolves the value of a Location header against the URL
// of the request that got it (base, which may be nil for none), as
// Location does: parsed against base by the URL Standard's parser, and
// given base's fragment when it has none of its own.
func ResolveLocation(base *url.URL, location string) (*url.URL, error) {
	u, err := url.Parse(location, base)
	if err != nil {
		return nil, fmt.Errorf("httpurl: Location: %w", err)
	}
	if base != nil && !hasFragment(u) && hasFragment(base) {
		// The hash setter with "#" first keeps an empty fragment.
		u.SetHash("#" + base.Href()[len(base.HrefWithoutFragment())+1:])
	}
	return u, nil
}

// hasFragment reports whether u's fragment is not null (it may be empty).
func hasFragment(u *url.URL) bool {
	return len(u.Href()) > len(u.HrefWithoutFragment())
}
