package mimetype

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzParse(f *testing.F) {
	for _, in := range tableInputs(f) {
		f.Add(in)
	}
	for _, in := range []string{"text/html;charset=utf-8", "a/b;x=\"\\", "a/b;x=\xe9", "a/b;x=\"\\\xc3\xa9\""} {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		m, err := Parse(in)
		slow, ok := slowParse([]rune(in))
		if ok != (err == nil) {
			t.Fatalf("Parse(%q): %v; the reference's ok is %v", in, err, ok)
		}
		if err != nil {
			e := err.(*Error)
			if e.Input != in || e.Offset < 0 || e.Offset > len(in) {
				t.Fatalf("Parse(%q): error %#v", in, e)
			}
			return
		}
		s := m.String()
		if want := slow.serialize(); s != want {
			t.Fatalf("Parse(%q) = %q; the reference gives %q", in, s, want)
		}
		checkParams(t, m, slow)

		// Parse, serialize, parse: the same serialization.
		again, err := Parse(s)
		if err != nil || again != m {
			t.Fatalf("Parse(%q) = %q, but Parse of that = %q, %v", in, s, again, err)
		}
		if !utf8.ValidString(s) {
			t.Fatalf("Parse(%q) = %q, not UTF-8", in, s)
		}

		// ParseBytes of the isomorphic encoding reads the same code points.
		if b, ok := isomorphicEncode(in); ok && utf8.ValidString(in) {
			mb, err := ParseBytes(b)
			if err != nil || mb != m {
				t.Fatalf("ParseBytes(%q) = %q, %v; Parse(%q) = %q", b, mb, err, in, m)
			}
		}
	})
}

// FuzzParseBytes holds ParseBytes equal to the reference on bytes.
func FuzzParseBytes(f *testing.F) {
	for _, in := range tableInputs(f) {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		m, err := ParseBytes(in)
		slow, ok := slowParse(latin1Runes(in))
		if ok != (err == nil) {
			t.Fatalf("ParseBytes(%q): %v; the reference's ok is %v", in, err, ok)
		}
		if err == nil && m.String() != slow.serialize() {
			t.Fatalf("ParseBytes(%q) = %q; the reference gives %q", in, m, slow.serialize())
		}
	})
}

// FuzzExtract holds Extract equal to the reference on up to three header
// values, split from the input at "\n".
func FuzzExtract(f *testing.F) {
	for _, c := range decodeTable[contentTypeCase](f, contentTypesFile) {
		f.Add(strings.Join(c.Input, "\n"))
	}
	f.Fuzz(func(t *testing.T, in string) {
		values := strings.SplitN(in, "\n", 3)
		m, err := Extract(values)
		slow, ok := slowExtract(values)
		if ok != (err == nil) {
			t.Fatalf("Extract(%q): %v; the reference's ok is %v", values, err, ok)
		}
		if err == nil && m.String() != slow.serialize() {
			t.Fatalf("Extract(%q) = %q; the reference gives %q", values, m, slow.serialize())
		}
	})
}

// checkParams checks m's getters against the reference's record.
func checkParams(t *testing.T, m MIMEType, slow *slowMIMEType) {
	t.Helper()
	if m.Type() != slow.typ || m.Subtype() != slow.subtype || m.Essence() != slow.typ+"/"+slow.subtype {
		t.Fatalf("%q: Type, Subtype, Essence = %q, %q, %q", m, m.Type(), m.Subtype(), m.Essence())
	}
	var names []string
	got := map[string]string{}
	for name, value := range m.Params() {
		names = append(names, name)
		got[name] = value
	}
	if !slices.Equal(names, slow.names) || !maps.Equal(got, slow.values) || m.NumParams() != len(slow.names) {
		t.Fatalf("%q: Params = %q %q, NumParams = %d; want %q %q", m, names, got, m.NumParams(), slow.names, slow.values)
	}
	// Param scans the parameters: check it on the first and last few.
	names = slow.names
	if len(names) > 16 {
		names = slices.Concat(names[:8], names[len(names)-8:])
	}
	for _, name := range names {
		if v, ok := m.Param(strings.ToUpper(name)); !ok || v != slow.values[name] {
			t.Fatalf("%q: Param(%q) = %q, %v; want %q", m, strings.ToUpper(name), v, ok, slow.values[name])
		}
	}
}
