package version

import "testing"

func TestLess(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"15.0.0", "17.0.0", true},
		{"17.0.0", "15.0.0", false},
		{"17.0.0", "17.0.0", false},
		{"17", "17.0.0", false},
		{"17.0.0", "17.0.1", true},
		{"9.0.0", "17.0.0", true}, // by number, not by text
		{"16.1", "17", true},
	}
	for _, tt := range tests {
		if got := Less(tt.a, tt.b); got != tt.want {
			t.Errorf("Less(%q, %q) = %v; want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
