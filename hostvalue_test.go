package url

import (
	"errors"
	"net/netip"
	"strconv"
	"strings"
	"testing"

	"github.com/weburl/url/internal/race"
)

// TestHostKindOrder checks that HostKind and the parser's hostKind list
// the kinds in the same order, which (*URL).HostValue relies on.
func TestHostKindOrder(t *testing.T) {
	pairs := []struct {
		internal hostKind
		public   HostKind
	}{
		{hostNull, HostNone}, {hostEmpty, HostEmpty}, {hostDomain, HostDomain},
		{hostIPv4, HostIPv4}, {hostIPv6, HostIPv6}, {hostOpaque, HostOpaque},
	}
	for _, p := range pairs {
		if HostKind(p.internal) != p.public {
			t.Errorf("hostKind %d converts to %v; want %v", p.internal, HostKind(p.internal), p.public)
		}
	}
	if got := HostKind(99).String(); got != "HostKind(99)" {
		t.Errorf("HostKind(99).String() = %q", got)
	}
}

func TestHostValue(t *testing.T) {
	tests := []struct {
		input string
		kind  HostKind
		host  string
		addr  string // "" for the zero Addr
	}{
		{"https://EXAMPLE.com/", HostDomain, "example.com", ""},
		{"https://bücher.example/", HostDomain, "xn--bcher-kva.example", ""},
		{"http://0x7f.1/", HostIPv4, "127.0.0.1", "127.0.0.1"},
		{"http://2130706433/", HostIPv4, "127.0.0.1", "127.0.0.1"},
		{"http://１２７.０.０.１/", HostIPv4, "127.0.0.1", "127.0.0.1"},
		{"http://[::FFFF:127.0.0.1]:8080/", HostIPv6, "[::ffff:7f00:1]", "::ffff:127.0.0.1"},
		{"http://[2001:db8::1]/", HostIPv6, "[2001:db8::1]", "2001:db8::1"},
		{"foo://1.2.3.4/", HostOpaque, "1.2.3.4", ""},
		{"foo://h%C3%A9/", HostOpaque, "h%C3%A9", ""},
		{"foo://[::1]/", HostIPv6, "[::1]", "::1"},
		{"file:///etc/passwd", HostEmpty, "", ""},
		{"file://localhost/x", HostEmpty, "", ""},
		{"foo:///x", HostEmpty, "", ""},
		{"mailto:a@example.com", HostNone, "", ""},
		{"foo:/x", HostNone, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			u := mustParseT(t, tt.input)
			h := u.HostValue()
			if h.Kind() != tt.kind || h.String() != tt.host {
				t.Errorf("HostValue() = %v %q; want %v %q", h.Kind(), h, tt.kind, tt.host)
			}
			if h.String() != u.Hostname() {
				t.Errorf("HostValue().String() = %q; Hostname() = %q", h, u.Hostname())
			}
			if got := h.IsIP(); got != (tt.addr != "") {
				t.Errorf("IsIP() = %v", got)
			}
			a := h.Addr()
			if tt.addr == "" {
				if a.IsValid() {
					t.Errorf("Addr() = %v; want the zero Addr", a)
				}
				return
			}
			if want := netip.MustParseAddr(tt.addr); a != want {
				t.Errorf("Addr() = %v; want %v", a, want)
			}
		})
	}
	var zero URL
	if h := zero.HostValue(); h != (Host{}) {
		t.Errorf("zero URL: HostValue() = %v %q; want the zero Host", h.Kind(), h)
	}
}

// TestHostValueAddrAgreesWithParse checks Addr on the IPv4 and IPv6 hosts
// of every URL of urltestdata.json: the address must serialize back to the
// host (the parser's serialization is netip's, except for brackets and
// IPv4-mapped addresses, which netip writes with a dotted quad).
func TestHostValueAddrAgreesWithParse(t *testing.T) {
	n := 0
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		var base *URL
		if tc.Base != nil {
			b, err := Parse(*tc.Base)
			if err != nil {
				continue
			}
			base = b
		}
		u, err := Parse(tc.Input, base)
		if err != nil {
			continue
		}
		h := u.HostValue()
		if !h.IsIP() {
			continue
		}
		n++
		a := h.Addr()
		want := netip.Addr{}
		if h.Kind() == HostIPv4 {
			want = netip.MustParseAddr(h.String())
		} else {
			want = netip.MustParseAddr(strings.Trim(h.String(), "[]"))
		}
		if a != want || a.Is4() != (h.Kind() == HostIPv4) {
			t.Errorf("%q: Addr() = %v; want %v", tc.Input, a, want)
		}
	}
	if n < 20 {
		t.Errorf("only %d URLs with IP hosts in urltestdata.json", n)
	}
}

// TestHostAllocs pins Addr (and the other getters of a Host) at zero
// allocations. scripts/test.sh runs it without the race detector.
func TestHostAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates on its own; the counts are checked without it")
	}
	u := MustParse("https://example.com/")
	v4 := MustParse("http://0x7f.1/").HostValue()
	v6 := MustParse("http://[::ffff:127.0.0.1]/").HostValue()
	d := MustParse("https://www.example.com/").HostValue()
	var sinkAddr netip.Addr
	tests := []struct {
		name string
		f    func()
	}{
		{"HostValue", func() { _ = u.HostValue() }},
		{"Addr IPv4", func() { sinkAddr = v4.Addr() }},
		{"Addr IPv6", func() { sinkAddr = v6.Addr() }},
		{"Addr domain", func() { sinkAddr = d.Addr() }},
		{"Unicode ASCII", func() { sink = d.Unicode() }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations; want 0", tt.name, n)
		}
	}
	_ = sinkAddr
}

func TestParseHost(t *testing.T) {
	tests := []struct {
		input  string
		opaque bool
		kind   HostKind
		host   string
		code   ValidationErrorCode // 0: success
		offset int
	}{
		{"EXAMPLE.com", false, HostDomain, "example.com", 0, 0},
		{"ex%41mple.com", false, HostDomain, "example.com", 0, 0},
		{"bücher.example", false, HostDomain, "xn--bcher-kva.example", 0, 0},
		{"0x7f.1", false, HostIPv4, "127.0.0.1", 0, 0},
		{"[0:0::1]", false, HostIPv6, "[::1]", 0, 0},
		{"[0:0::1]", true, HostIPv6, "[::1]", 0, 0},
		{"EXAMPLE.com", true, HostOpaque, "EXAMPLE.com", 0, 0},
		{"0x7f.1", true, HostOpaque, "0x7f.1", 0, 0},
		{"é", true, HostOpaque, "%C3%A9", 0, 0},
		{"", true, HostEmpty, "", 0, 0},
		{"", false, 0, "", DomainToASCII, 0},
		{"a b", false, 0, "", DomainToASCII, 0},
		{"a b", true, 0, "", HostInvalidCodePoint, 1},
		{"exa\tmple", true, 0, "", HostInvalidCodePoint, 3},
		{"a:b", false, 0, "", DomainToASCII, 0},
		{"1.2.3.4.5", false, 0, "", IPv4TooManyParts, 0},
		{"1.2.3.999", false, 0, "", IPv4OutOfRangePart, 0},
		{"[::1", false, 0, "", IPv6Unclosed, 4},
		{"[::1::2]", false, 0, "", IPv6MultipleCompression, 5},
		{"[1:2:3:4:5:6:7:8:9]", true, 0, "", IPv6TooManyPieces, 17},
		// Offsets count the bytes of the input, before invalid UTF-8
		// becomes U+FFFD.
		{"\xff\xff a", true, 0, "", HostInvalidCodePoint, 2},
		{"\xff", true, HostOpaque, "%EF%BF%BD", 0, 0},
	}
	for _, tt := range tests {
		name := tt.input
		if tt.opaque {
			name = "opaque " + name
		}
		t.Run(name, func(t *testing.T) {
			parse := ParseHost
			if tt.opaque {
				parse = ParseOpaqueHost
			}
			h, err := parse(tt.input)
			if tt.code == 0 {
				if err != nil || h.Kind() != tt.kind || h.String() != tt.host {
					t.Errorf("= %v %q, %v; want %v %q", h.Kind(), h, err, tt.kind, tt.host)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.Code != tt.code || e.Offset != tt.offset || e.Input != tt.input {
				t.Fatalf("= %v %q, %v; want %v at offset %d", h.Kind(), h, err, tt.code, tt.offset)
			}
			if h != (Host{}) {
				t.Errorf("failure returned host %v %q; want the zero Host", h.Kind(), h)
			}
		})
	}
}

// TestParseHostAgreesWithParse runs ParseHost and ParseOpaqueHost on the
// inputs of toascii.json and IdnaTestV2.json and checks that each gives
// what the URL parser gives for the host of "https://" + input + "/x" and
// "foo://" + input + "/x", where the input is only a host to the URL parser
// (no character that ends a host, no tab or newline, which the URL parser
// removes, and no leading or trailing C0 control or space, which it trims).
func TestParseHostAgreesWithParse(t *testing.T) {
	n := 0
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, tc := range loadHostTestCases(t, file) {
			in := tc.Input
			if in == "" || strings.ContainsAny(in, "/?#\\:@\t\n\r") || strings.TrimFunc(in, func(r rune) bool { return r <= ' ' }) != in {
				continue
			}
			n++
			for _, opaque := range []bool{false, true} {
				prefix, parse := "https://", ParseHost
				if opaque {
					prefix, parse = "foo://", ParseOpaqueHost
				}
				h, err := parse(in)
				u, uerr := Parse(prefix + in + "/x")
				if (err == nil) != (uerr == nil) {
					t.Errorf("%q (opaque %v): ParseHost error %v; Parse error %v", in, opaque, err, uerr)
					continue
				}
				if err != nil {
					var e, ue *Error
					if errors.As(err, &e) && errors.As(uerr, &ue) && (e.Code != ue.Code || e.Offset+len(prefix) != ue.Offset) {
						t.Errorf("%q (opaque %v): ParseHost: %v; Parse: %v", in, opaque, err, uerr)
					}
					continue
				}
				if h != u.HostValue() {
					t.Errorf("%q (opaque %v): ParseHost = %v %q; Parse gives %v %q", in, opaque, h.Kind(), h, u.HostValue().Kind(), u.HostValue())
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("only %d inputs compared", n)
	}
}

func TestParseHostHeader(t *testing.T) {
	tests := []struct {
		value  string
		host   string
		kind   HostKind
		port   int
		code   ValidationErrorCode
		offset int
	}{
		{"example.com", "example.com", HostDomain, -1, 0, 0},
		{"Example.COM:8080", "example.com", HostDomain, 8080, 0, 0},
		{"example.com:", "example.com", HostDomain, -1, 0, 0},
		{"example.com:080", "example.com", HostDomain, 80, 0, 0},
		{"example.com:0", "example.com", HostDomain, 0, 0, 0},
		{"example.com:65535", "example.com", HostDomain, 65535, 0, 0},
		{"[::1]:8080", "[::1]", HostIPv6, 8080, 0, 0},
		{"[::1]", "[::1]", HostIPv6, -1, 0, 0},
		{"0x7f.1:80", "127.0.0.1", HostIPv4, 80, 0, 0},
		{"bücher.example", "xn--bcher-kva.example", HostDomain, -1, 0, 0},
		{"", "", 0, 0, HostMissing, 0},
		{":80", "", 0, 0, HostMissing, 0},
		{"example.com:65536", "", 0, 0, PortOutOfRange, 12},
		{"example.com:99999999999999999999", "", 0, 0, PortOutOfRange, 12},
		{"example.com:8o", "", 0, 0, PortInvalid, 13},
		{"example.com:80:80", "", 0, 0, PortInvalid, 14},
		{"example.com:-1", "", 0, 0, PortInvalid, 12},
		{"[::1]x", "", 0, 0, IPv6Unclosed, 6},
		{"user@example.com", "", 0, 0, DomainToASCII, 0},
		{"example.com/x", "", 0, 0, DomainToASCII, 0},
		{"example.com\\x", "", 0, 0, DomainToASCII, 0},
		{"example.com?", "", 0, 0, DomainToASCII, 0},
		{"exa mple.com", "", 0, 0, DomainToASCII, 0},
		{"1.2.3.4.5", "", 0, 0, IPv4TooManyParts, 0},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			h, port, err := ParseHostHeader(tt.value)
			if tt.code == 0 {
				if err != nil || h.String() != tt.host || h.Kind() != tt.kind || port != tt.port {
					t.Errorf("= %v %q, %d, %v; want %v %q, %d", h.Kind(), h, port, err, tt.kind, tt.host, tt.port)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.Code != tt.code || e.Offset != tt.offset || e.Input != tt.value {
				t.Fatalf("= %q, %d, %v; want %v at offset %d", h, port, err, tt.code, tt.offset)
			}
			if h != (Host{}) || port != -1 {
				t.Errorf("failure returned %q, %d; want the zero Host and -1", h, port)
			}
		})
	}
}

// TestParseHostHeaderAgreesWithParse checks ParseHostHeader against the
// authority of "http://" + value + "/" for values without credentials.
func TestParseHostHeaderAgreesWithParse(t *testing.T) {
	values := []string{"example.com", "a.b:1", "[::1]:0", "0x7f.1:65535", "ｅｘａｍｐｌｅ.com:08", "example.com:", "%41.com:1"}
	for _, v := range values {
		h, port, err := ParseHostHeader(v)
		u, uerr := Parse("http://" + v + "/")
		if err != nil || uerr != nil {
			t.Errorf("%q: %v; %v", v, err, uerr)
			continue
		}
		wantPort := -1
		if u.Port() != "" {
			wantPort = atoiT(t, u.Port())
		} else if strings.HasSuffix(v, ":80") {
			wantPort = 80
		}
		if h != u.HostValue() || port != wantPort {
			t.Errorf("%q: = %q, %d; Parse gives %q, port %q", v, h, port, u.HostValue(), u.Port())
		}
	}
}

func atoiT(t *testing.T, s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			t.Fatalf("not a number: %q", s)
		}
		n = n*10 + int(c-'0')
	}
	return n
}

func TestHostUnicode(t *testing.T) {
	tests := []struct{ input, want string }{
		{"https://xn--bcher-kva.example/", "bücher.example"},
		{"https://bücher.example/", "bücher.example"},
		{"https://www.example.com/", "www.example.com"},
		{"https://xn--8i7caa/", "xn--8i7caa"}, // decodes to ｗｗｗ, which is mapped: an error
		{"https://xn--a/", "xn--a"},           // invalid Punycode
		{"https://xn--ascii-/", "xn--ascii-"}, // decodes to ASCII only: an error
		{"https://XN--BCHER-KVA.example/", "bücher.example"},
		{"https://a.xn--kgbechtv/", "a.إختبار"},
		{"http://127.0.0.1/", "127.0.0.1"},
		{"http://[::1]/", "[::1]"},
		{"foo://xn--bcher-kva/", "xn--bcher-kva"}, // opaque: not a domain
	}
	long := strings.Repeat("xn--bcher-kva.", 300) + "example"
	tests = append(tests, struct{ input, want string }{"https://" + long + "/", long})
	for _, tt := range tests {
		if got := mustParseT(t, tt.input).HostValue().Unicode(); got != tt.want {
			t.Errorf("%q: Unicode() = %q; want %q", tt.input, got, tt.want)
		}
	}
}

// TestDomainToUnicodeShortcut checks that the shortcut for domains without
// an "xn--" label gives what ToUnicode gives, on every domain that the
// WPT data parses to.
func TestDomainToUnicodeShortcut(t *testing.T) {
	n := 0
	for _, file := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, tc := range loadHostTestCases(t, file) {
			want, ok := tc.want()
			if !ok || want == "" {
				continue
			}
			h, err := ParseHost(want)
			if err != nil || h.Kind() != HostDomain || hasACELabel(h.String()) {
				continue
			}
			n++
			full, ok := toUnicode(h.String())
			if !ok {
				full = h.String()
			}
			if got := h.Unicode(); got != full {
				t.Errorf("%q: Unicode() = %q; ToUnicode gives %q", h, got, full)
			}
		}
	}
	if n < 50 {
		t.Errorf("only %d domains checked", n)
	}
}

// TestPublicSuffix checks the URL Standard's own table of examples of host
// public suffix and registrable domain, and more.
func TestPublicSuffix(t *testing.T) {
	tests := []struct {
		host, suffix, registrable string // "" for null
	}{
		// The URL Standard's examples (section 3.2).
		{"com", "com", ""},
		{"example.com", "com", "example.com"},
		{"www.example.com", "com", "example.com"},
		{"sub.www.example.com", "com", "example.com"},
		{"EXAMPLE.COM", "com", "example.com"},
		{"example.com.", "com.", "example.com."},
		{"github.io", "github.io", ""},
		{"whatwg.github.io", "github.io", "whatwg.github.io"},
		{"إختبار", "xn--kgbechtv", ""},
		{"example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "", ""},
		// More.
		{"www.example.co.uk", "co.uk", "example.co.uk"},
		{"co.uk.", "co.uk.", ""},
		{"city.kawasaki.jp", "kawasaki.jp", "city.kawasaki.jp"}, // an exception rule
		{"a.b.kawasaki.jp", "b.kawasaki.jp", "a.b.kawasaki.jp"}, // a wildcard rule
		{"localhost", "localhost", ""},                          // the default rule
		{"a.localhost", "localhost", "a.localhost"},
		{"bücher.example", "example", "xn--bcher-kva.example"},
		{"127.0.0.1", "", ""},
		{"0x7f.1", "", ""},
		{".", ".", ""},
		{"a..com", "com", ".com"}, // the empty label is a label
		{"example.com..", ".", "com.."},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			h, err := ParseHost(tt.host)
			if err != nil {
				t.Fatal(err)
			}
			if got := h.PublicSuffix(); got != tt.suffix {
				t.Errorf("PublicSuffix() = %q; want %q", got, tt.suffix)
			}
			if got := h.RegistrableDomain(); got != tt.registrable {
				t.Errorf("RegistrableDomain() = %q; want %q", got, tt.registrable)
			}
		})
	}
	for _, in := range []string{"foo://example.com/", "file:///x", "foo:x"} {
		h := mustParseT(t, in).HostValue()
		if h.PublicSuffix() != "" || h.RegistrableDomain() != "" {
			t.Errorf("%q (%v): PublicSuffix %q, RegistrableDomain %q; want null", in, h.Kind(), h.PublicSuffix(), h.RegistrableDomain())
		}
	}
}

// TestSites checks the HTML Standard's table of examples of schemelessly
// same site and same site (section 7.1.1.1), with github.io standing for
// wildlife.museum, which the Public Suffix List no longer has.
func TestSites(t *testing.T) {
	tests := []struct {
		a, b                   string
		schemelessly, sameSite bool
	}{
		{"https://example.com", "https://sub.example.com", true, true},
		{"https://example.com", "https://sub.other.example.com", true, true},
		{"https://example.com", "http://non-secure.example.com", true, false},
		{"https://r.github.io", "https://sub.r.github.io", true, true},
		{"https://r.github.io", "https://sub.other.r.github.io", true, true},
		{"https://r.github.io", "https://other.github.io", false, false},
		{"https://r.github.io", "https://github.io", false, false},
		{"https://github.io", "https://github.io", true, true},
		{"https://example.com", "https://example.com.", false, false},
		// More: ports do not matter, IP addresses are sites of their own.
		{"https://example.com:8443", "https://www.example.com", true, true},
		{"http://127.0.0.1", "http://127.0.0.1:8080", true, true},
		{"http://127.0.0.1", "https://127.0.0.1", true, false},
		{"http://127.0.0.1", "http://127.0.0.2", false, false},
		{"http://[::1]", "http://[::1]:1", true, true},
		{"https://example.com", "wss://www.example.com", true, false},
		{"https://example.co.uk", "https://other.co.uk", false, false},
		{"https://example.com", "https://example.org", false, false},
		{"https://localhost", "https://localhost:3000", true, true},
		{"https://a.localhost", "https://b.localhost", false, false},
		{"blob:https://a.example.com/uuid", "https://b.example.com", true, true},
		{"data:,x", "https://example.com", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.a+" "+tt.b, func(t *testing.T) {
			a, b := mustParseT(t, tt.a).Origin(), mustParseT(t, tt.b).Origin()
			if got := a.SchemelesslySameSite(b); got != tt.schemelessly {
				t.Errorf("SchemelesslySameSite = %v; want %v", got, tt.schemelessly)
			}
			if got := b.SchemelesslySameSite(a); got != tt.schemelessly {
				t.Errorf("reversed: SchemelesslySameSite = %v; want %v", got, tt.schemelessly)
			}
			if got := a.SameSite(b); got != tt.sameSite {
				t.Errorf("SameSite = %v; want %v", got, tt.sameSite)
			}
			if got := b.SameSite(a); got != tt.sameSite {
				t.Errorf("reversed: SameSite = %v; want %v", got, tt.sameSite)
			}
		})
	}
	// Opaque origins are same site only with themselves.
	o := mustParseT(t, "data:,x").Origin()
	if !o.SameSite(o) || !o.SchemelesslySameSite(o) {
		t.Error("an opaque origin is not same site with itself")
	}
	if p := NewOpaqueOrigin(); o.SameSite(p) || o.SchemelesslySameSite(p) {
		t.Error("two opaque origins are same site")
	}
}

func TestOriginHostValue(t *testing.T) {
	tests := []struct {
		input string
		kind  HostKind
		reg   string
	}{
		{"https://www.example.com:8443/x", HostDomain, "example.com"},
		{"http://0x7f.1/", HostIPv4, ""},
		{"http://[::1]/", HostIPv6, ""},
		{"ftp://a.b.example.co.uk/", HostDomain, "example.co.uk"},
		{"file:///x", HostNone, ""},
		{"foo://example.com/", HostNone, ""},
	}
	for _, tt := range tests {
		u := mustParseT(t, tt.input)
		o := u.Origin()
		h := o.HostValue()
		if h.Kind() != tt.kind || o.RegistrableDomain() != tt.reg {
			t.Errorf("%q: Origin().HostValue() = %v %q, RegistrableDomain %q; want %v, %q", tt.input, h.Kind(), h, o.RegistrableDomain(), tt.kind, tt.reg)
		}
		if !o.IsOpaque() && h != u.HostValue() {
			t.Errorf("%q: Origin().HostValue() = %v %q; URL's is %v %q", tt.input, h.Kind(), h, u.HostValue().Kind(), u.HostValue())
		}
	}
	if h := (Origin{}).HostValue(); h != (Host{}) {
		t.Errorf("zero Origin: HostValue() = %v %q", h.Kind(), h)
	}
}

// FuzzHost checks the host parsers and the host value's methods on any
// input: no panics; a parsed host parses back to itself; ParseHost agrees
// with the URL parser where the input is only a host to it; a public
// suffix and a registrable domain are suffixes of the domain, made of
// whole labels; Addr is valid exactly for IP hosts.
func FuzzHost(f *testing.F) {
	for _, h := range seedHosts(f) {
		f.Add(h)
	}
	f.Add("[::ffff:127.0.0.1]:8080")
	f.Add("example.com.:0080")
	f.Fuzz(func(t *testing.T, s string) {
		for _, opaque := range []bool{false, true} {
			parse, prefix := ParseHost, "https://"
			if opaque {
				parse, prefix = ParseOpaqueHost, "foo://"
			}
			h, err := parse(s)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || h != (Host{}) {
					t.Fatalf("%q: error %v, host %q", s, err, h)
				}
				continue
			}
			if again, err := parse(h.String()); (err != nil || again != h) && h.Kind() != HostEmpty {
				t.Fatalf("%q: %v %q parses back as %v %q, %v", s, h.Kind(), h, again.Kind(), again, err)
			}
			if h.Addr().IsValid() != h.IsIP() {
				t.Fatalf("%q: Addr %v for a host of kind %v", s, h.Addr(), h.Kind())
			}
			_ = h.Unicode()
			ps, rd := h.PublicSuffix(), h.RegistrableDomain()
			if (ps != "") != (h.Kind() == HostDomain) || !strings.HasSuffix(h.String(), ps) ||
				(ps != h.String() && ps != "" && !strings.HasSuffix(h.String(), "."+ps)) {
				t.Fatalf("%q: public suffix %q of %v %q", s, ps, h.Kind(), h)
			}
			if rd != "" && (!strings.HasSuffix(rd, "."+ps) || (rd != h.String() && !strings.HasSuffix(h.String(), "."+rd))) {
				t.Fatalf("%q: registrable domain %q, public suffix %q of %q", s, rd, ps, h)
			}
			if s != "" && !strings.ContainsAny(s, "/?#\\:@\t\n\r") && strings.TrimFunc(s, func(r rune) bool { return r <= ' ' }) == s {
				if u, err := Parse(prefix + s + "/x"); err != nil || u.HostValue() != h {
					t.Fatalf("%q: ParseHost = %v %q; Parse gives %v", s, h.Kind(), h, err)
				}
			}
		}
		h, port, err := ParseHostHeader(s)
		if err != nil {
			return
		}
		v := h.String()
		if port >= 0 {
			v += ":" + strconv.Itoa(port)
		}
		if h2, port2, err := ParseHostHeader(v); err != nil || h2 != h || port2 != port {
			t.Fatalf("%q: %q, %d does not round-trip: %q, %d, %v", s, h, port, h2, port2, err)
		}
	})
}
