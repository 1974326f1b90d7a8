package mimetype

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"testing"
)

// parseTests are inputs and their serializations; "" means failure.
var parseTests = []struct {
	name, in, want string
}{
	// Parameters keep their order; the first of two with a name wins.
	{"params in order", "a/b;z=1;y=2;x=3", "a/b;z=1;y=2;x=3"},
	{"duplicate: first wins", "a/b;x=1;x=2", "a/b;x=1"},
	{"duplicate in another case", "a/b;x=1;X=2", "a/b;x=1"},
	{"duplicate after a dropped one", "a/b;x=\u0100;x=2", "a/b;x=2"},
	{"duplicate after an empty one", "a/b;x=;x=2", "a/b;x=2"},
	{"empty quoted value counts", "a/b;x=\"\";x=2", "a/b;x=\"\""},
	{"many params, duplicate late", "a/b;p0=0;p1=1;p2=2;p3=3;p4=4;p5=5;p6=6;p7=7;p8=8;p9=9;p10=10;p11=11;p12=12;p13=13;p14=14;p15=15;p16=16;P3=x;p17=17;P16=x",
		"a/b;p0=0;p1=1;p2=2;p3=3;p4=4;p5=5;p6=6;p7=7;p8=8;p9=9;p10=10;p11=11;p12=12;p13=13;p14=14;p15=15;p16=16;p17=17"},

	// Case: type, subtype and names are lowercased, values are not.
	{"case", "TEXT/HTML;CHARSET=UTF-8;Q=\"A B\"", "text/html;charset=UTF-8;q=\"A B\""},

	// Quoting on serialization.
	{"token unquoted", "a/b;x=\"abc\"", "a/b;x=abc"},
	{"escaped token unquoted", "a/b;x=\"\\a\\b\"", "a/b;x=ab"},
	{"space quoted", "a/b;x=\"a b\"", "a/b;x=\"a b\""},
	{"quote escaped", "a/b;x=a\"b", "a/b;x=\"a\\\"b\""},
	{"backslash escaped", "a/b;x=a\\b", "a/b;x=\"a\\\\b\""},
	{"empty quoted", "a/b;x=\"\"", "a/b;x=\"\""},
	{"separator quoted", "a/b;x=\"a;b=c\"", "a/b;x=\"a;b=c\""},
	{"unterminated quote", "a/b;x=\"abc", "a/b;x=abc"},
	{"unterminated after backslash", "a/b;x=\"a\\", "a/b;x=\"a\\\\\""},
	{"garbage after quote dropped", "a/b;x=\"a\"bc;y=z", "a/b;x=a;y=z"},
	{"tab in value", "a/b;x=\"a\tb\"", "a/b;x=\"a\tb\""},

	// Invalid types and subtypes.
	{"empty", "", ""},
	{"only whitespace", " \t\r\n", ""},
	{"no slash", "text", ""},
	{"empty type", "/html", ""},
	{"empty subtype", "text/", ""},
	{"subtype only whitespace", "text/ ;a=b", ""},
	{"space in type", "te xt/html", ""},
	{"space before slash", "text /html", ""},
	{"space after slash", "text/ html", ""},
	{"second slash", "text/html/x", ""},
	{"parenthesis in subtype", "text/html(x)", ""},
	{"non-ASCII type", "t\u00e9xt/html", ""},
	{"token punctuation", "!#$%&'*+-.^_`|~09az/!#$%&'*+-.^_`|~09AZ", "!#$%&'*+-.^_`|~09az/!#$%&'*+-.^_`|~09az"},

	// Invalid parameters are dropped.
	{"no value", "a/b;x", "a/b"},
	{"no value, then one", "a/b;x;y=1", "a/b;y=1"},
	{"empty name", "a/b;=1", "a/b"},
	{"space in name", "a/b;x y=1", "a/b"},
	{"space after name", "a/b;x =1", "a/b"},
	{"empty value", "a/b;x=", "a/b"},
	{"value only whitespace", "a/b;x= \t;y=1", "a/b;y=1"},
	{"trailing whitespace is trimmed first", "a/b;x= ", "a/b"},
	{"control in value", "a/b;x=a\x01b", "a/b"},
	{"DEL in value", "a/b;x=a\x7fb", "a/b"},
	{"empty params", "a/b;;;", "a/b"},

	// HTTP whitespace: U+0009, U+000A, U+000D, U+0020.
	{"trimmed", "\r\n\t a/b \t\r\n", "a/b"},
	{"before the parameter name", "a/b; \t\r\nx=1", "a/b;x=1"},
	{"after the subtype", "a/b \t;x=1", "a/b;x=1"},
	{"after the value", "a/b;x=1 \t;y=2", "a/b;x=1;y=2"},
	{"before the value is kept", "a/b;x= 1", "a/b;x=\" 1\""},
	{"form feed is not HTTP whitespace", "\fa/b", ""},
	{"form feed after the subtype", "a/b\f", ""},
	{"vertical tab after the value", "a/b;x=1\v", "a/b"},

	// Code points U+0080 to U+00FF are allowed in values, in UTF-8.
	{"latin1 value", "a/b;x=\u00e9", "a/b;x=\"\u00e9\""},
	{"U+00FF value", "a/b;x=\"\u00ff\"", "a/b;x=\"\u00ff\""},
	{"U+0100 value", "a/b;x=\u0100;y=1", "a/b;y=1"},
	{"escaped latin1", "a/b;x=\"\\\u00e9\"", "a/b;x=\"\u00e9\""},
	{"not UTF-8 is U+FFFD", "a/b;x=\xe9;y=1", "a/b;y=1"},
	{"truncated UTF-8", "a/b;x=\"\xc3\";y=1", "a/b;y=1"},
	{"backslash inside UTF-8", "a/b;x=\"\xc3\\\xa9\";y=1", "a/b;y=1"},
}

func TestParse(t *testing.T) {
	for _, tc := range parseTests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse(tc.in)
			switch {
			case tc.want == "" && err == nil:
				t.Fatalf("Parse(%q) = %q; want failure", tc.in, m)
			case tc.want == "":
				var e *Error
				if !errors.As(err, &e) || e.Input != tc.in {
					t.Fatalf("Parse(%q): error %#v; want an *Error with the input", tc.in, err)
				}
			case err != nil:
				t.Fatalf("Parse(%q): %v; want %q", tc.in, err, tc.want)
			case m.String() != tc.want:
				t.Fatalf("Parse(%q) = %q; want %q", tc.in, m, tc.want)
			}
			if slow, ok := slowParse([]rune(tc.in)); ok != (tc.want != "") || ok && slow.serialize() != tc.want {
				t.Errorf("the reference disagrees with the test: %v", slow)
			}
		})
	}
}

// TestParseBytes checks isomorphic decoding: each byte is a code point.
func TestParseBytes(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
		want string // "" for failure
	}{
		{"ASCII", []byte("Text/Plain; charset=UTF-8"), "text/plain;charset=UTF-8"},
		{"byte 0xE9 is U+00E9", []byte("a/b;x=\xe9"), "a/b;x=\"\u00e9\""},
		{"UTF-8 bytes are two code points", []byte("a/b;x=\xc3\xa9"), "a/b;x=\"\u00c3\u00a9\""},
		{"byte 0xFF", []byte("a/b;x=\"\xff\\\xff\""), "a/b;x=\"\u00ff\u00ff\""},
		{"byte 0x80 in the type", []byte("a\x80/b"), ""},
		{"control byte in the value", []byte("a/b;x=\x00;y=1"), "a/b;y=1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := ParseBytes(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ParseBytes(%q) = %q; want failure", tc.in, m)
				}
				return
			}
			if err != nil || m.String() != tc.want {
				t.Fatalf("ParseBytes(%q) = %q, %v; want %q", tc.in, m, err, tc.want)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
		offset         int
	}{
		{"empty", "", `mimetype: parse "": empty type at offset 0`, 0},
		{"whitespace", "  ", `mimetype: parse "  ": empty type at offset 2`, 2},
		{"empty type", " /html", `mimetype: parse " /html": empty type at offset 1`, 1},
		{"no slash", "text ", `mimetype: parse "text ": missing / after the type at offset 4`, 4},
		{"empty subtype", "text/", `mimetype: parse "text/": empty subtype at offset 5`, 5},
		{"subtype only whitespace", "text/ ;", `mimetype: parse "text/ ;": empty subtype at offset 5`, 5},
		{"space in type", "te xt/html", `mimetype: parse "te xt/html": U+0020 ' ' in the type is not an HTTP token code point at offset 2`, 2},
		{"non-ASCII in subtype", "text/h\u00e9", `mimetype: parse "text/hé": U+00E9 'é' in the subtype is not an HTTP token code point at offset 6`, 6},
		{"not UTF-8", "text/h\xe9", `mimetype: parse "text/h\xe9": U+FFFD '�' in the subtype is not an HTTP token code point at offset 6`, 6},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.in)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q): %v; want an *Error", tc.in, err)
			}
			if err.Error() != tc.want || e.Offset != tc.offset || e.Input != tc.in {
				t.Errorf("Parse(%q): %v (offset %d); want %s", tc.in, err, e.Offset, tc.want)
			}
		})
	}
	t.Run("bytes", func(t *testing.T) {
		_, err := ParseBytes([]byte("text/h\xe9"))
		want := `mimetype: parse "text/h\xe9": U+00E9 'é' in the subtype is not an HTTP token code point at offset 6`
		if err == nil || err.Error() != want {
			t.Errorf("ParseBytes: %v; want %s", err, want)
		}
	})
	t.Run("extract", func(t *testing.T) {
		_, err := Extract(nil)
		if want := `mimetype: extract "": no Content-Type header`; err == nil || err.Error() != want {
			t.Errorf("Extract(nil): %v; want %s", err, want)
		}
		_, err = Extract([]string{"*/*", "x"})
		if want := `mimetype: extract "*/*, x": no value is a MIME type other than */*`; err == nil || err.Error() != want {
			t.Errorf("Extract: %v; want %s", err, want)
		}
	})
}

func TestGetters(t *testing.T) {
	m, err := Parse(`Text/HTML; Charset="Shift_JIS"; q="a\"b"; charset=utf-8; x=1`)
	if err != nil {
		t.Fatal(err)
	}
	if m.Type() != "text" || m.Subtype() != "html" || m.Essence() != "text/html" {
		t.Errorf("Type, Subtype, Essence = %q, %q, %q", m.Type(), m.Subtype(), m.Essence())
	}
	if got, want := m.String(), `text/html;charset=Shift_JIS;q="a\"b";x=1`; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	if m.NumParams() != 3 {
		t.Errorf("NumParams() = %d; want 3", m.NumParams())
	}
	var got [][2]string
	for name, value := range m.Params() {
		got = append(got, [2]string{name, value})
	}
	if want := [][2]string{{"charset", "Shift_JIS"}, {"q", `a"b`}, {"x", "1"}}; !slices.Equal(got, want) {
		t.Errorf("Params() = %q; want %q", got, want)
	}
	for name := range m.Params() {
		if name != "charset" {
			t.Errorf("Params() went on after yield returned false")
		}
		break
	}
	for _, tc := range []struct{ name, value string }{{"charset", "Shift_JIS"}, {"CHARSET", "Shift_JIS"}, {"Q", `a"b`}, {"x", "1"}, {"y", ""}, {"\u212a", ""}} {
		v, ok := m.Param(tc.name)
		if v != tc.value || ok != (tc.value != "") {
			t.Errorf("Param(%q) = %q, %v; want %q", tc.name, v, ok, tc.value)
		}
	}
	if cs, ok := m.Charset(); cs != "Shift_JIS" || !ok {
		t.Errorf("Charset() = %q, %v", cs, ok)
	}
	if e := m.Encoding(); e != "Shift_JIS" {
		t.Errorf("Encoding() = %q", e)
	}
}

func TestEncoding(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"label", "text/html;charset=latin1", "windows-1252"},
		{"GBK", "text/html;charset=gb2312", "GBK"},
		{"UTF-16", "text/plain;charset=utf-16", "UTF-16LE"},
		{"replacement", "text/plain;charset=iso-2022-kr", "replacement"},
		{"whitespace in the label", "text/plain;charset=\" utf-8\t\"", "UTF-8"},
		{"not a label", "text/plain;charset=utf-7", ""},
		{"no charset", "text/plain;x=utf-8", ""},
		{"quoted label", `text/plain;charset="\u\t\f-\8"`, "UTF-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Encoding(); got != tc.want {
				t.Errorf("Encoding() of %q = %q; want %q", m, got, tc.want)
			}
		})
	}
}

func TestZero(t *testing.T) {
	var m MIMEType
	if !m.IsZero() || m.String() != "" || m.Type() != "" || m.Subtype() != "" || m.Essence() != "" || m.NumParams() != 0 || m.Encoding() != "" {
		t.Errorf("zero MIMEType: %q %q %q %q %d %q", m, m.Type(), m.Subtype(), m.Essence(), m.NumParams(), m.Encoding())
	}
	if _, ok := m.Param("charset"); ok {
		t.Error("zero MIMEType has a charset")
	}
	for range m.Params() {
		t.Error("zero MIMEType has parameters")
	}
	if p, _ := Parse("a/b"); p.IsZero() {
		t.Error("Parse(\"a/b\") is zero")
	}
}

func TestText(t *testing.T) {
	type doc struct {
		Type  MIMEType `json:"type"`
		Other MIMEType `json:"other"`
	}
	m, _ := Parse("Text/Plain; x=\"\u00e9 \\\"\"")
	b, err := json.Marshal(doc{Type: m})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"type":"text/plain;x=\"é \\\"\"","other":""}`; string(b) != want {
		t.Errorf("json.Marshal = %s; want %s", b, want)
	}
	var d doc
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	if d.Type != m || !d.Other.IsZero() {
		t.Errorf("json.Unmarshal = %+v; want %q and zero", d, m)
	}
	if err := json.Unmarshal([]byte(`{"type":"text"}`), &d); err == nil {
		t.Error("json.Unmarshal of \"text\" did not fail")
	}
	if b, _ := m.AppendText([]byte("x:")); string(b) != "x:"+m.String() {
		t.Errorf("AppendText = %q", b)
	}
}

func TestExtract(t *testing.T) {
	// The examples of Fetch's "extract a MIME type", and more.
	tests := []struct {
		name   string
		values []string
		want   string // "" for failure
	}{
		{"list in one header", []string{"text/plain;charset=gbk, text/html"}, "text/html"},
		{"same essence keeps the charset", []string{"text/html;charset=gbk;a=b, text/html;x=y"}, "text/html;x=y;charset=gbk"},
		{"over two headers", []string{"text/html;charset=gbk;a=b", "text/html;x=y"}, "text/html;x=y;charset=gbk"},
		{"another essence between", []string{"text/html;charset=gbk", "x/x", "text/html;x=y"}, "text/html;x=y"},
		{"cannot parse", []string{"text/html", "cannot-parse"}, "text/html"},
		{"*/*", []string{"text/html", "*/*"}, "text/html"},
		{"empty", []string{"text/html", ""}, "text/html"},
		{"no header", nil, ""},
		{"only */*", []string{"*/*;charset=utf-8"}, ""},
		{"comma in quotes", []string{`text/html;x="a,b"`}, `text/html;x="a,b"`},
		{"quoted charset carried", []string{`text/html;charset="a b"`, "text/html"}, `text/html;charset="a b"`},
		{"own charset kept", []string{"text/html;charset=gbk", "text/html;charset=utf-8"}, "text/html;charset=utf-8"},
		{"header bytes are code points", []string{"text/html;x=\xc3\xa9"}, "text/html;x=\"\u00c3\u00a9\""},
		{"tabs and spaces around", []string{" \ttext/html\t , "}, "text/html"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Extract(tc.values)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("Extract(%q) = %q; want failure", tc.values, m)
				}
				return
			}
			if err != nil || m.String() != tc.want {
				t.Fatalf("Extract(%q) = %q, %v; want %q", tc.values, m, err, tc.want)
			}
			h := http.Header{}
			for _, v := range tc.values {
				h.Add("content-type", v)
			}
			if mh, err := ExtractHeader(h); err != nil || mh != m {
				t.Errorf("ExtractHeader = %q, %v; want %q", mh, err, m)
			}
		})
	}
}
