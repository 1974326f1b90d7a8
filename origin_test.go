package url

import "testing"

func TestOrigin(t *testing.T) {
	tests := []struct {
		name, input        string
		opaque             bool
		scheme, host, port string
		serialized         string
	}{
		{"http default port", "http://Example.COM:80/a", false, "http", "example.com", "", "http://example.com"},
		{"https port", "https://a.example:8443/", false, "https", "a.example", "8443", "https://a.example:8443"},
		{"credentials excluded", "ftp://user:pw@h/", false, "ftp", "h", "", "ftp://h"},
		{"ipv6", "ws://[::1]:81/", false, "ws", "[::1]", "81", "ws://[::1]:81"},
		{"file is opaque", "file:///etc/passwd", true, "", "", "", "null"},
		{"non-special is opaque", "sc://h/", true, "", "", "", "null"},
		{"blob of https", "blob:https://whatwg.org/d0360e2f", false, "https", "whatwg.org", "", "https://whatwg.org"},
		{"blob of file", "blob:file:///x", true, "", "", "", "null"},
		{"blob of non-URL", "blob:d0360e2f", true, "", "", "", "null"},
		{"blob of blob", "blob:blob:https://a/", true, "", "", "", "null"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := mustParseT(t, tt.input)
			o := u.Origin()
			if o.IsOpaque() != tt.opaque || o.Scheme() != tt.scheme || o.Host() != tt.host || o.Port() != tt.port || o.String() != tt.serialized {
				t.Errorf("Origin() = {opaque %v, %q, %q, %q, %q}; want {%v, %q, %q, %q, %q}",
					o.IsOpaque(), o.Scheme(), o.Host(), o.Port(), o.String(),
					tt.opaque, tt.scheme, tt.host, tt.port, tt.serialized)
			}
			// An origin is the same origin as itself; a tuple origin also as
			// the origin of the same URL computed again, an opaque one not.
			if !o.SameOrigin(o) {
				t.Error("origin is not the same origin as itself")
			}
			if got := o.SameOrigin(u.Origin()); got == tt.opaque {
				t.Errorf("SameOrigin(origin of the same URL again) = %v; want %v", got, !tt.opaque)
			}
		})
	}
}

func TestSameOrigin(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"https://example.com/a", "https://EXAMPLE.com:443/b?c#d", true},
		{"https://example.com/", "http://example.com/", false},
		{"https://example.com/", "https://example.com:8443/", false},
		{"https://example.com/", "https://www.example.com/", false},
		{"https://user@example.com/", "https://example.com/", true},
		{"http://0x7f.1/", "http://127.0.0.1/", true},
		{"https://xn--nxasmm1c.example/", "https://βόλος.example/", true},
	}
	for _, tt := range tests {
		t.Run(tt.a+" "+tt.b, func(t *testing.T) {
			a, b := mustParseT(t, tt.a).Origin(), mustParseT(t, tt.b).Origin()
			if got := a.SameOrigin(b); got != tt.same {
				t.Errorf("SameOrigin = %v; want %v", got, tt.same)
			}
			if got := a == b; got != tt.same {
				t.Errorf("== gives %v; want %v", got, tt.same)
			}
		})
	}
	o := NewOpaqueOrigin()
	if copied := o; o == NewOpaqueOrigin() || copied != o {
		t.Error("opaque origins must be equal only to themselves")
	}
}

// mustParseT parses input or fails the test.
func mustParseT(t testing.TB, input string) *URL {
	t.Helper()
	u, err := Parse(input)
	if err != nil {
		t.Fatalf("Parse(%q): %v", input, err)
	}
	return u
}
