package httpurl_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"

	"github.com/weburl/url"
	"github.com/weburl/url/httpurl"
)

// errRefused is wrapped by every refusal of the SSRF policy.
var errRefused = errors.New("refused")

// checkURL is the policy on URLs: http and https only, and a host that is
// a domain (its addresses are checked when connecting) or an IP address
// that checkAddr allows. It checks the URL as weburl reads it, which is
// how browsers read it: "http://0x7f.1/" is 127.0.0.1.
func checkURL(u *url.URL) error {
	if s := u.Scheme(); s != "http" && s != "https" {
		return fmt.Errorf("%w: the scheme %q is not allowed", errRefused, s)
	}
	h := u.HostValue()
	switch h.Kind() {
	case url.HostDomain:
		return nil
	case url.HostIPv4, url.HostIPv6:
		return checkAddr(h.Addr())
	}
	return fmt.Errorf("%w: a host of kind %v", errRefused, h.Kind())
}

// blocked lists ranges that netip's predicates do not cover: "this
// network", shared address space (carrier-grade NAT), IETF protocol
// assignments, benchmarking, reserved and broadcast; IPv4-compatible IPv6
// (with :: and ::1), NAT64 and 6to4, which embed IPv4 addresses.
var blocked = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("192.0.0.0/24"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("::/96"),
	netip.MustParsePrefix("64:ff9b::/96"),
	netip.MustParsePrefix("64:ff9b:1::/48"),
	netip.MustParsePrefix("2002::/16"),
}

// checkAddr is the policy on addresses: no loopback, private, link-local,
// unspecified or multicast address, nor one in the blocked ranges. An
// IPv4-mapped IPv6 address ([::ffff:127.0.0.1]) is checked as the IPv4
// address it stands for.
func checkAddr(a netip.Addr) error {
	a = a.Unmap()
	var why string
	switch {
	case !a.IsValid():
		why = "not an address"
	case a.IsLoopback():
		why = "loopback"
	case a.IsPrivate():
		why = "private"
	case a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast():
		why = "link-local"
	case a.IsUnspecified():
		why = "unspecified"
	case a.IsMulticast():
		why = "multicast"
	}
	for _, p := range blocked {
		if why == "" && p.Contains(a) {
			why = "in " + p.String()
		}
	}
	if why != "" {
		return fmt.Errorf("%w: %v is %s", errRefused, a, why)
	}
	return nil
}

// dialControl repeats the address check on the address a socket is about
// to connect to, after name resolution: a name that resolves to a private
// address (or changes its answer between the check and the connection,
// DNS rebinding) is refused here.
func dialControl(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: dialing %q", errRefused, address)
	}
	return checkAddr(ap.Addr())
}

// guard checks each request, the first and every redirect, before it is
// sent: the URL as weburl reads it must pass checkURL, and it is that URL
// which is sent, so that net/http (which reads URLs with net/url, where
// "http://0x8.8.8.8/" is a name to look up) connects to the host that was
// checked.
type guard struct{ next http.RoundTripper }

func (g guard) RoundTrip(req *http.Request) (*http.Response, error) {
	u, err := url.FromNetURL(req.URL)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errRefused, err)
	}
	if err := checkURL(u); err != nil {
		return nil, err
	}
	out := req.Clone(req.Context())
	out.URL = u.NetURL()
	return g.next.RoundTrip(out)
}

// CloseIdleConnections closes the idle connections of the transport
// underneath, so that (*http.Client).CloseIdleConnections reaches it.
func (g guard) CloseIdleConnections() {
	if c, ok := g.next.(interface{ CloseIdleConnections() }); ok {
		c.CloseIdleConnections()
	}
}

// checkRedirect checks a redirect's target as a browser reads the
// Location header (net/http has read it with net/url to build req).
func checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) >= 10 {
		return errors.New("stopped after 10 redirects")
	}
	target, err := httpurl.Location(req.Response)
	if err != nil {
		return fmt.Errorf("%w: %v", errRefused, err)
	}
	return checkURL(target)
}

// newSafeClient returns an http.Client that checks with weburl every URL
// it fetches and every redirect, connects directly (never through a proxy
// from the environment, which would resolve names itself), and checks the
// address of every connection. dial makes the connections; nil means a
// net.Dialer with dialControl. (The tests pass one that fakes name
// resolution, so that nothing leaves the machine.)
func newSafeClient(dial func(ctx context.Context, network, address string) (net.Conn, error)) *http.Client {
	if dial == nil {
		d := &net.Dialer{Timeout: 10 * time.Second, Control: dialControl}
		dial = d.DialContext
	}
	transport := &http.Transport{
		Proxy:                 nil,
		DialContext:           dial,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
	}
	return &http.Client{
		Transport:     guard{transport},
		CheckRedirect: checkRedirect,
		Timeout:       time.Minute,
	}
}

// Example_ssrfSafeClient shows an http.Client for fetching URLs that come
// from users (webhooks, link previews, imports) without letting them reach
// the server's own network. Every request below is refused before any
// connection is made.
func Example_ssrfSafeClient() {
	client := newSafeClient(nil)
	for _, s := range []string{
		"http://0x7f.1/",
		"http://127.1/",
		"http://2130706433/",
		"http://[::ffff:127.0.0.1]/",
		"http://１２７.０.０.１/",
		"http://169.254.169.254/latest/meta-data/",
		"http://[fd00::1]/",
		"file:///etc/passwd",
	} {
		_, err := client.Get(s)
		// The client's errors are *neturl.Error values: "Get URL: reason".
		fmt.Println(errors.Unwrap(err))
	}
	// Output:
	// refused: 127.0.0.1 is loopback
	// refused: 127.0.0.1 is loopback
	// refused: 127.0.0.1 is loopback
	// refused: 127.0.0.1 is loopback
	// refused: 127.0.0.1 is loopback
	// refused: 169.254.169.254 is link-local
	// refused: fd00::1 is private
	// refused: the scheme "file" is not allowed
}
