package httpurl_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	neturl "net/url"
	"slices"
	"strings"
	"sync"
	"testing"
)

// fakeNet stands for the network of the SSRF tests: names resolve through
// a table, each resolved address passes through dialControl as the real
// dialer's Control would, and a connection the check allows goes to the
// test server on 127.0.0.1, whatever the address. Nothing leaves the
// machine.
type fakeNet struct {
	srv   *httptest.Server
	names map[string][]netip.Addr

	mu      sync.Mutex
	checked []string // every address:port given to dialControl
}

// reset forgets the addresses checked so far.
func (f *fakeNet) reset() {
	f.mu.Lock()
	f.checked = nil
	f.mu.Unlock()
}

// dialed returns the addresses checked since the last reset. A dial the
// transport started for an earlier request may still add to them.
func (f *fakeNet) dialed() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.checked)
}

func (f *fakeNet) dial(ctx context.Context, network, address string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(address)
	if err != nil {
		return nil, err
	}
	addrs := f.names[host]
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a}
	}
	if len(addrs) == 0 {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	// As net.Dialer does: try the addresses in turn, each through
	// Control, and connect with the first one it allows.
	var first error
	for _, a := range addrs {
		ap := net.JoinHostPort(a.String(), port)
		f.mu.Lock()
		f.checked = append(f.checked, ap)
		f.mu.Unlock()
		if err := dialControl(network, ap, nil); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		var d net.Dialer
		return d.DialContext(ctx, "tcp", f.srv.Listener.Addr().String())
	}
	return nil, first
}

// TestSSRFSafeClient runs the example's client against a local server
// that redirects to the classic SSRF bypasses: every one is refused, with
// no connection attempted to it, and a redirect to a public address is
// followed.
func TestSSRFSafeClient(t *testing.T) {
	var hits sync.Map // path -> true, for the requests the server got
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Store(r.Host+r.URL.Path, true)
		if to := r.URL.Query().Get("to"); to != "" {
			// Set the header as it is, without net/http's cleaning.
			w.Header()["Location"] = []string{to}
			w.WriteHeader(http.StatusFound)
			return
		}
		io.WriteString(w, "ok")
	}))
	defer srv.Close()
	f := &fakeNet{srv: srv, names: map[string][]netip.Addr{
		// Documentation addresses stand for public ones.
		"app.example":    {netip.MustParseAddr("192.0.2.10")},
		"public.example": {netip.MustParseAddr("198.51.100.20"), netip.MustParseAddr("2001:db8::20")},
		// Names whose addresses the URL check cannot see.
		"rebind.example": {netip.MustParseAddr("127.0.0.1")},
		"mapped.example": {netip.MustParseAddr("::ffff:169.254.169.254")},
	}}
	client := newSafeClient(f.dial)

	refused := []struct {
		location string
		// byNetURL: net/http's client fails to parse the Location itself
		// (net/url rejects it), before the policy sees it.
		byNetURL bool
	}{
		{"http://0x7f.1/", false},
		{"http://127.1/", false},
		{"http://2130706433/", false},
		{"http://[::ffff:127.0.0.1]/", false},
		{"http://１２７.０.０.１/", false},
		{"http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/", false},
		{`http://a\@127.0.0.1/`, true},
		{`http:/\127.0.0.1`, false},
		{"http://0177.0.0.1/", false},
		{"http://[::1]/", false},
		{"http://[::]/", false},
		{"http://0/", false},
		{"http://169.254.169.254/latest/meta-data/", false},
		{"http://[fe80::1]/", false},
		{"http://10.0.0.1/", false},
		{"http://[64:ff9b::7f00:1]/", false},
		{"http://[::127.0.0.1]/", false},
		{"http://rebind.example/", false},
		{"http://mapped.example/", false},
		{"file:///etc/passwd", false},
		{"gopher://127.0.0.1:25/", false},
	}
	for _, tt := range refused {
		t.Run(tt.location, func(t *testing.T) {
			f.reset()
			start := "http://app.example/start?to=" + neturl.QueryEscape(tt.location)
			resp, err := client.Get(start)
			if err == nil {
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				t.Fatalf("followed the redirect: %s %q", resp.Status, body)
			}
			if !tt.byNetURL && !errors.Is(err, errRefused) {
				t.Errorf("error %v; want a refusal of the policy", err)
			}
			if tt.byNetURL && !strings.Contains(err.Error(), "failed to parse Location header") {
				t.Errorf("error %v; want net/http's failure to parse the Location", err)
			}
			// The only address allowed through was the first hop's.
			for _, ap := range f.dialed() {
				if ap != "192.0.2.10:80" && dialControl("tcp", ap, nil) == nil {
					t.Errorf("connected for %s", ap)
				}
			}
		})
	}
	if _, ok := hits.Load("app.example/start"); !ok {
		t.Error("the server never got the first request")
	}

	// A redirect to a public name is followed.
	resp, err := client.Get("http://app.example/start?to=" + neturl.QueryEscape("http://public.example/ok"))
	if err != nil {
		t.Fatalf("redirect to a public address: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "ok" {
		t.Errorf("redirect to a public address: body %q", body)
	}
	if _, ok := hits.Load("public.example/ok"); !ok {
		t.Error("the redirect to public.example was not followed")
	}

	// So is a public IP address.
	resp, err = client.Get("http://app.example/start?to=" + neturl.QueryEscape("http://198.51.100.30:80/ok"))
	if err != nil {
		t.Fatalf("redirect to a public IP address: %v", err)
	}
	resp.Body.Close()

	// The client sends the URL it checked: net/url reads the host
	// "0xc6.51.100.30" as a name to look up, weburl (and a browser) as the
	// address 198.51.100.30, and the connection goes to that address.
	// A fresh client, so that the dial is seen: the previous request's
	// connection to the same address could be reused. (CloseIdleConnections
	// was not enough: the transport may put that connection back in its
	// pool after the call, once it has read the rest of the closed body.)
	client.CloseIdleConnections()
	client = newSafeClient(f.dial)
	f.reset()
	resp, err = client.Get("http://0xc6.51.100.30/ok")
	if err != nil {
		t.Fatalf("IPv4 shorthand for a public address: %v", err)
	}
	resp.Body.Close()
	if d := f.dialed(); !slices.Contains(d, "198.51.100.30:80") {
		t.Errorf("dialed %q; want 198.51.100.30:80", d)
	}
}

// TestSSRFDialControl dials the loopback test server with the example's
// real dialer: its Control refuses the address before a connection is
// made, so the server never sees one.
func TestSSRFDialControl(t *testing.T) {
	var mu sync.Mutex
	n := 0
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	srv.Config.ConnState = func(net.Conn, http.ConnState) {
		mu.Lock()
		n++
		mu.Unlock()
	}
	srv.Start()
	defer srv.Close()

	client := newSafeClient(nil)
	// The URL check refuses the loopback address first...
	if _, err := client.Get(srv.URL); !errors.Is(err, errRefused) {
		t.Errorf("Get %s: %v; want a refusal", srv.URL, err)
	}
	// ...and, when the name hides it, the dial-time check does.
	tr := client.Transport.(guard).next.(*http.Transport)
	conn, err := tr.DialContext(context.Background(), "tcp", srv.Listener.Addr().String())
	if err == nil {
		conn.Close()
		t.Fatal("the dialer connected to a loopback address")
	}
	if !errors.Is(err, errRefused) {
		t.Errorf("dial error %v; want a refusal", err)
	}
	if port := srv.Listener.Addr().(*net.TCPAddr).Port; port > 0 {
		_, err := tr.DialContext(context.Background(), "tcp", fmt.Sprintf("localhost:%d", port))
		if !errors.Is(err, errRefused) {
			t.Errorf("dial localhost: %v; want a refusal", err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if n != 0 {
		t.Errorf("the server saw %d connection events; want none", n)
	}
}

// TestSSRFCheckAddr is the decision table of the address policy.
func TestSSRFCheckAddr(t *testing.T) {
	tests := []struct {
		addr    string
		allowed bool
	}{
		{"93.184.215.14", true},
		{"8.8.8.8", true},
		{"2606:4700:4700::1111", true},
		{"2001:db8::1", true},
		{"::ffff:93.184.215.14", true},
		{"127.0.0.1", false},
		{"127.255.255.254", false},
		{"::1", false},
		{"10.1.2.3", false},
		{"172.16.0.1", false},
		{"192.168.1.1", false},
		{"fd12::1", false},
		{"169.254.169.254", false},
		{"fe80::1", false},
		{"0.0.0.0", false},
		{"0.1.2.3", false},
		{"::", false},
		{"::ffff:127.0.0.1", false},
		{"::ffff:10.0.0.1", false},
		{"::ffff:169.254.169.254", false},
		{"::127.0.0.1", false},
		{"64:ff9b::a9fe:a9fe", false},
		{"2002:7f00:1::", false},
		{"100.64.0.1", false},
		{"::ffff:100.64.0.1", false}, // needs Unmap: netip.Prefix does not unmap
		{"224.0.0.1", false},
		{"ff02::1", false},
		{"255.255.255.255", false},
	}
	for _, tt := range tests {
		err := checkAddr(netip.MustParseAddr(tt.addr))
		if (err == nil) != tt.allowed {
			t.Errorf("checkAddr(%s) = %v; want allowed %v", tt.addr, err, tt.allowed)
		}
		ap := netip.AddrPortFrom(netip.MustParseAddr(tt.addr), 443).String()
		if cerr := dialControl("tcp", ap, nil); (cerr == nil) != tt.allowed {
			t.Errorf("dialControl(%s) = %v; want allowed %v", ap, cerr, tt.allowed)
		}
	}
	if err := dialControl("tcp", "not an address", nil); err == nil {
		t.Error("dialControl accepted an address it cannot read")
	}
}
