package url

import "testing"

func TestPortOrDefault(t *testing.T) {
	tests := []struct {
		href     string
		port     int
		explicit bool
	}{
		{"http://h/", 80, false},
		{"http://h:80/", 80, false}, // the parser drops the default port
		{"http://h:8080/", 8080, true},
		{"https://h/", 443, false},
		{"https://h:0/", 0, true},
		{"ws://h/", 80, false},
		{"wss://h:65535/", 65535, true},
		{"ftp://h/", 21, false},
		{"file:///x", -1, false},
		{"sc://h/", -1, false},
		{"sc://h:80/", 80, true},
		{"mailto:a@b", -1, false},
	}
	for _, tt := range tests {
		port, explicit := mustParseT(t, tt.href).PortOrDefault()
		if port != tt.port || explicit != tt.explicit {
			t.Errorf("PortOrDefault(%s) = %d, %v; want %d, %v", tt.href, port, explicit, tt.port, tt.explicit)
		}
	}
	var zero URL
	if port, explicit := zero.PortOrDefault(); port != -1 || explicit {
		t.Errorf("the zero URL's PortOrDefault = %d, %v", port, explicit)
	}
}

func TestDefaultPort(t *testing.T) {
	for scheme, want := range map[string]int{"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21, "file": -1, "sc": -1, "": -1, "HTTP": -1} {
		if got := DefaultPort(scheme); got != want {
			t.Errorf("DefaultPort(%q) = %d; want %d", scheme, got, want)
		}
	}
}
