package encname

import "testing"

func TestLookup(t *testing.T) {
	tests := []struct {
		name, label, want string
		ok                bool
	}{
		{"name", "utf-8", "UTF-8", true},
		{"label", "latin1", "windows-1252", true},
		{"upper case", "GBK", "GBK", true},
		{"ASCII whitespace trimmed", " \t\n\f\rShift_JIS\r\n", "Shift_JIS", true},
		{"UTF-16", "utf-16", "UTF-16LE", true},
		{"replacement", "iso-2022-kr", "replacement", true},
		{"long label", "iso_8859-1:1987", "windows-1252", true},
		{"unknown", "utf-9", "", false},
		{"empty", "", "", false},
		{"inner space", "utf -8", "", false},
		{"vertical tab is not ASCII whitespace", "\vutf-8", "", false},
		{"no-break space is not ASCII whitespace", "utf-8\u00a0", "", false},
		{"KELVIN SIGN is not k", "\u212aoi8-r", "", false},
		{"longer than the buffer", "windows-1252windows-1252windows-1252", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := Lookup(tc.label)
			if got != tc.want || ok != tc.ok {
				t.Errorf("Lookup(%q) = %q, %v; want %q, %v", tc.label, got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestNames(t *testing.T) {
	n := 0
	for name := range Names() {
		n++
		if got, ok := Lookup(name); !ok || got != name {
			t.Errorf("Lookup(%q) = %q, %v; want the name itself", name, got, ok)
		}
	}
	if n != 40 {
		t.Errorf("%d names; the Encoding Standard has 40 encodings", n)
	}
}

func TestLookupAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { Lookup("utf-8") }); n != 0 {
		t.Errorf("Lookup of a lowercase label: %v allocations; want 0", n)
	}
}
