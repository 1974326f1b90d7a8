package url

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/weburl/url/internal/encname"
)

// percentEncodingCase is one (input, encoding label) pair of
// percent-encoding.json.
type percentEncodingCase struct {
	Input  string
	Label  string
	Output map[string]string
}

func loadPercentEncodingCases(t *testing.T) []percentEncodingCase {
	t.Helper()
	var cases []percentEncodingCase
	for i, raw := range decodeWPTArray(t, readWPT(t, "percent-encoding.json")) {
		var tc struct {
			Input  string            `json:"input"`
			Output map[string]string `json:"output"`
		}
		if err := json.Unmarshal(raw, &tc); err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if _, ok := tc.Output["utf-8"]; !ok {
			t.Fatalf("case %d (%q) has no utf-8 output", i, tc.Input)
		}
		labels := make([]string, 0, len(tc.Output))
		for label := range tc.Output {
			if label != "utf-8" {
				labels = append(labels, label)
			}
		}
		sort.Strings(labels)
		for _, label := range labels {
			cases = append(cases, percentEncodingCase{Input: tc.Input, Label: label, Output: tc.Output})
		}
	}
	return cases
}

// checkPercentEncodingCase parses the link of a document in the case's
// encoding, as web-platform-tests' percent-encoding.window.js does (see
// HARNESS.md beside the data): the query is in the document's encoding, the
// fragment in UTF-8.
func checkPercentEncodingCase(t *testing.T, tc *percentEncodingCase) {
	p, err := NewParser(WithEncoding(tc.Label))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("https://doesnotmatter.invalid/?"+tc.Input+"#"+tc.Input, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := "?" + tc.Output[tc.Label]; u.Search() != want {
		t.Errorf("search = %q; want %q", u.Search(), want)
	}
	if want := "#" + tc.Output["utf-8"]; u.Hash() != want {
		t.Errorf("hash = %q; want %q", u.Hash(), want)
	}
}

func TestPercentEncodingData(t *testing.T) {
	cases := loadPercentEncodingCases(t)
	runConformance(t, "percent-encoding.json", cases,
		func(i int, tc *percentEncodingCase) string { return fmt.Sprintf("%d:%q,%s", i, tc.Input, tc.Label) },
		checkPercentEncodingCase)
}

// queryIn returns the query of https://x/?input parsed with the encoding
// label, without its "?".
func queryIn(t *testing.T, label, input string) string {
	t.Helper()
	p, err := NewParser(WithEncoding(label))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("https://x/?"+input, nil)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimPrefix(u.Search(), "?")
}

// TestPercentEncodeAfterEncoding runs the URL Standard's own examples of
// "percent-encode after encoding" with the special-query percent-encode set
// (its example-percent-encode-operations table).
func TestPercentEncodeAfterEncoding(t *testing.T) {
	for _, tc := range []struct{ label, input, want string }{
		{"shift_jis", " ", "%20"},
		{"shift_jis", "≡", "%81%DF"},
		{"shift_jis", "‽", "%26%238253%3B"},
		{"iso-2022-jp", "¥", "%1B(J\\%1B(B"},
	} {
		t.Run(tc.label+"/"+tc.input, func(t *testing.T) {
			enc, err := outputEncoding(tc.label)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(appendEncodedWith(nil, tc.input, setSpecialQuery, enc)); got != tc.want {
				t.Errorf("got %q; want %q", got, tc.want)
			}
		})
	}
}

// encodingTest is the query that input becomes in an encoding, and why.
type encodingTest struct {
	name, input, want string
}

func runEncodingTests(t *testing.T, label string, tests []encodingTest) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := queryIn(t, label, tc.input); got != tc.want {
				t.Errorf("%s: query of %+q = %q; want %q", label, tc.input, got, tc.want)
			}
		})
	}
}

// The tests below pin the places where x/text's encoders differ from the
// Encoding Standard's, and the corrections in encoding.go. Each name cites
// the Encoding Standard's step. The expected bytes agree with a browser
// that implements the Encoding Standard.

func TestISO2022JPEncoder(t *testing.T) {
	runEncodingTests(t, "iso-2022-jp", []encodingTest{
		// Step 3: U+000E, U+000F and U+001B are errors reported as U+FFFD;
		// x/text writes them as they are.
		{"step 3 U+000E", "\x0eA", "%26%2365533%3BA"},
		{"step 3 U+000F", "A\x0fB", "A%26%2365533%3BB"},
		{"step 3 U+001B", "A\x1bB", "A%26%2365533%3BB"},
		{"step 3 in Roman", "¥\x0ea", "%1B(J\\%26%2365533%3Ba%1B(B"},
		{"step 6 then 3 in jis0208", "あ\x0ea", "%1B$B$%22%1B(B%26%2365533%3Ba"},
		// Steps 5 and 7: the Roman state for U+00A5 and U+203E, which x/text
		// cannot encode; U+005C and U+007E leave it.
		{"step 7 U+00A5", "¥", "%1B(J\\%1B(B"},
		{"step 7 U+203E", "‾", "%1B(J~%1B(B"},
		{"step 5 stays Roman", "¥a‾", "%1B(J\\a~%1B(B"},
		{"step 6 U+005C leaves Roman", "‾\\", "%1B(J~%1B(B\\"},
		{"step 6 U+007E leaves Roman", "¥~", "%1B(J\\%1B(B~"},
		{"steps 7 and 12", "あ¥‾あ", "%1B$B$%22%1B(J\\~%1B$B$%22%1B(B"},
		// Step 8: U+2212 is encoded as U+FF0D; x/text has no bytes for it.
		{"step 8 U+2212", "−", "%1B$B!]%1B(B"},
		// Step 9: halfwidth katakana become fullwidth katakana in jis0208,
		// with U+FF9E and U+FF9F as U+309B and U+309C; x/text writes them in
		// the JIS X 0201 katakana set (ESC ( I).
		{"step 9 U+FF71", "ｱｲ", "%1B$B%%22%$%1B(B"},
		{"step 9 U+FF9E U+FF9F", "ﾞﾟ", "%1B$B!+!,%1B(B"},
		// Step 11: an error in jis0208 returns to ASCII first; in Roman it
		// does not, and the encoder stays Roman after the error, so the end
		// of the queue (step 1) returns to ASCII after the "&#...;".
		{"step 11 in jis0208", "あ‽あ", "%1B$B$%22%1B(B%26%238253%3B%1B$B$%22%1B(B"},
		{"step 11 in Roman", "¥‽¥", "%1B(J\\%26%238253%3B\\%1B(B"},
		{"step 11 in ASCII", "a‽b", "a%26%238253%3Bb"},
		{"step 1 at the end", "¥‽", "%1B(J\\%26%238253%3B%1B(B"},
		{"astral", "💩あ💩", "%26%23128169%3B%1B$B$%22%1B(B%26%23128169%3B"},
		{"special-query set", "¥ あ ‾' <>\"`", "%1B(J\\%20%1B$B$%22%1B(B%20%1B(J~%27%20%3C%3E%22`%1B(B"},
		{"percent", "あ%41", "%1B$B$%22%1B(B%41"},
	})
}

func TestShiftJISEncoder(t *testing.T) {
	runEncodingTests(t, "shift_jis", []encodingTest{
		{"step 2 U+0080", "\u0080", "%80"},
		{"step 3 U+00A5", "¥", "\\"},
		{"step 4 U+203E", "‾", "~"},
		{"step 5 U+FF61", "｡", "%A1"},
		// Step 6: U+2212 is encoded as U+FF0D, 0x81 0x7C.
		{"step 6 U+2212", "−", "%81|"},
		{"U+FF0D", "－", "%81|"},
		// Step 7, the index Shift_JIS pointer: NEC's selection of IBM
		// extensions (pointers 8272 to 8835) is skipped, so U+2170 is 0xFA
		// 0x40 (pointer 10716), not x/text's 0xEE 0xEF.
		{"step 7 U+2170", "ⅰ", "%FA@"},
		{"step 7 U+2252", "≒", "%81%E0"},
		{"step 7 U+FFE2", "￢", "%81%CA"},
		{"step 8", "‽", "%26%238253%3B"},
	})
}

func TestEUCJPEncoder(t *testing.T) {
	runEncodingTests(t, "euc-jp", []encodingTest{
		{"step 3 U+00A5", "¥", "\\"},
		{"step 4 U+203E", "‾", "~"},
		{"step 5 U+FF61", "｡", "%8E%A1"},
		{"step 6 U+2212", "−", "%A1%DD"},
		{"step 7 U+2170", "ⅰ", "%FC%F1"},
		// Step 7 uses index jis0208 only; x/text also writes index jis0212
		// code points (0x8F 0xB0 0xA1 for U+4E02).
		{"step 8 jis0212", "丂", "%26%2319970%3B"},
	})
}

func TestGB18030Encoder(t *testing.T) {
	runEncodingTests(t, "gb18030", []encodingTest{
		// Step 3; x/text gives 0x83 0x39 0xB1 0x36.
		{"step 3 U+E5E5", "\ue5e5", "%26%2358853%3B"},
		{"step 6 U+20AC", "€", "%A2%E3"},
		// Step 5, the side table; x/text gives four bytes.
		{"step 5 U+E78D", "\ue78d", "%A6%D9"},
		{"step 5 U+E864", "\ue864", "%FE%A0"},
		// Step 6: entries of index gb18030 that x/text's copy lacks.
		{"step 6 U+1E3F", "ḿ", "%A8%BC"},
		{"step 6 U+FE10", "︐", "%A6%D9"},
		{"step 6 U+9FB4", "\u9fb4", "%FEY"},
		{"step 6 U+E000", "\ue000", "%AA%A1"},
		{"step 6 U+E4C6", "\ue4c6", "%A1@"},
		{"step 6 U+E855", "\ue855", "%FE%91"},
		// Step 9, the index gb18030 ranges pointer's step 1: U+E7C7 is
		// pointer 7457; x/text gives 0x83 0x36 0xD1 0x30.
		{"step 9 U+E7C7", "\ue7c7", "%815%F47"},
		{"step 9 U+00CA", "Ê", "%810%878"},
		{"step 9 U+10000", "𐀀", "%900%810"},
		{"step 9 U+10FFFF", "\U0010ffff", "%E32%9A5"},
	})
}

func TestGBKEncoder(t *testing.T) {
	runEncodingTests(t, "gbk", []encodingTest{
		{"step 3 U+E5E5", "\ue5e5", "%26%2358853%3B"},
		{"step 4 U+20AC", "€", "%80"},
		{"step 5 U+E78D", "\ue78d", "%A6%D9"},
		{"step 6 U+1E3F", "ḿ", "%A8%BC"},
		{"step 6 U+E000", "\ue000", "%AA%A1"},
		{"step 8 U+E7C7", "\ue7c7", "%26%2359335%3B"},
		{"step 8 U+00CA", "Ê", "%26%23202%3B"},
	})
}

func TestBig5Encoder(t *testing.T) {
	runEncodingTests(t, "big5", []encodingTest{
		// The index Big5 pointer leaves out pointers below 5024 (Hong Kong
		// Supplementary Character Set); x/text gives 0x88 0x66 for U+00CA.
		{"pointer step 1 U+00CA", "Ê", "%26%23202%3B"},
		{"pointer step 1 U+2020", "†", "%26%238224%3B"},
		// Step 2: these six take their last pointer.
		{"pointer step 2 U+2550", "═", "%F9%F9"},
		{"pointer step 2 U+5341", "十", "%A4Q"},
		{"pointer step 2 U+5345", "卅", "%A4%CA"},
		// Step 3: every other code point takes its first pointer; x/text
		// takes the last (0xF9 0xFA for U+256D, 0xC9 0x69 for U+4EDD).
		{"pointer step 3 U+256D", "╭", "%A2~"},
		{"pointer step 3 U+3003", "〃", "%A1%B2"},
		{"pointer step 3 U+4EDD", "仝", "%C6%DF"},
		{"pointer step 3 U+7809", "砉", "%CF%F1"},
		{"pointer step 3 U+5140", "兀", "%A4a"},
	})
}

func TestSingleByteEncoder(t *testing.T) {
	// Index single-byte maps the bytes 0x80 to 0x9F that have no other code
	// point to the C1 control of the same value; x/text has no bytes for
	// those code points.
	tests := []struct{ label, input, want string }{
		{"windows-1252", "\u0081", "%81"},
		{"windows-1252", "\u008d", "%8D"},
		{"windows-1252", "\u009d", "%9D"},
		{"windows-1252", "\u0080", "%26%23128%3B"}, // 0x80 is U+20AC
		{"windows-1252", "€", "%80"},
		{"windows-1252", "smörgåsbord", "sm%F6rg%E5sbord"},
		{"windows-1251", "\u0098", "%98"},
		{"windows-874", "\u0081", "%81"},
		{"iso-8859-2", "\u0080", "%80"},
		{"iso-8859-8", "\u009f", "%9F"},
		{"iso-8859-2", "¢", "%26%23162%3B"},
		{"koi8-r", "\u0080", "%26%23128%3B"},
		{"x-user-defined", "\uf780\uf7ff", "%80%FF"},
		{"x-user-defined", "\u0080", "%26%23128%3B"},
	}
	for _, tc := range tests {
		t.Run(tc.label+"/"+fmt.Sprintf("%+q", tc.input), func(t *testing.T) {
			if got := queryIn(t, tc.label, tc.input); got != tc.want {
				t.Errorf("got %q; want %q", got, tc.want)
			}
		})
	}
}

func TestEUCKREncoder(t *testing.T) {
	// x/text's EUC-KR encoder agrees with the Encoding Standard's.
	runEncodingTests(t, "euc-kr", []encodingTest{
		{"U+2020", "†", "%A2%D3"},
		{"U+AC00", "가", "%B0%A1"},
		{"U+AC02", "갂", "%81A"},
		{"step 4", "‽", "%26%238253%3B"},
	})
}

// TestEncodingScope checks that the encoding applies to the query of
// special URLs other than ws and wss only, as the query state's first step
// says.
func TestEncodingScope(t *testing.T) {
	p, err := NewParser(WithEncoding("windows-1252"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, input, want string }{
		{"http", "http://x/é?é#é", "http://x/%C3%A9?%E9#%C3%A9"},
		{"https", "https://x/?é", "https://x/?%E9"},
		{"ftp", "ftp://x/?é", "ftp://x/?%E9"},
		{"file", "file:///a?é", "file:///a?%E9"},
		{"ws", "ws://x/?é", "ws://x/?%C3%A9"},
		{"wss", "wss://x/?é", "wss://x/?%C3%A9"},
		{"non-special", "foo://x/?é", "foo://x/?%C3%A9"},
		{"opaque path", "mailto:a?é", "mailto:a?%C3%A9"},
		{"relative", "?é", "https://x/?%E9"},
		{"special-query set", "https://x/?'é", "https://x/?%27%E9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, err := Parse("https://x/")
			if err != nil {
				t.Fatal(err)
			}
			u, err := p.Parse(tc.input, base)
			if err != nil {
				t.Fatal(err)
			}
			if u.Href() != tc.want {
				t.Errorf("href = %q; want %q", u.Href(), tc.want)
			}
		})
	}
}

func TestParserZeroValue(t *testing.T) {
	const in = "https://x/?é"
	want, err := Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	for name, p := range map[string]*Parser{"zero": {}, "nil": nil, "utf-8": mustParser(t, WithEncoding("utf-8")), "none": mustParser(t)} {
		t.Run(name, func(t *testing.T) {
			u, err := p.Parse(in, nil)
			if err != nil {
				t.Fatal(err)
			}
			if u.Href() != want.Href() {
				t.Errorf("href = %q; want %q", u.Href(), want.Href())
			}
		})
	}
	if _, err := new(Parser).Parse("x", new(URL)); err == nil {
		t.Error("Parse with the zero URL as base succeeded")
	}
}

func mustParser(t *testing.T, opts ...Option) *Parser {
	t.Helper()
	p, err := NewParser(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestUnknownEncodingLabel(t *testing.T) {
	for _, label := range []string{
		"",
		"utf-9",
		"latin-1",
		"\u212aoi8-r", // KELVIN SIGN lowercases to "k" in Unicode, not in ASCII
		"\vutf-8",     // U+000B is not ASCII whitespace
		"utf-8\u00a0",
		"utf\x00-8",
		"utf 8",
	} {
		t.Run(fmt.Sprintf("%+q", label), func(t *testing.T) {
			p, err := NewParser(WithEncoding(label))
			if err == nil {
				t.Fatalf("NewParser succeeded: %+v", p)
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("%q", label)) {
				t.Errorf("error %q does not name the label %q", err, label)
			}
		})
	}
}

// specLabels is the Encoding Standard's table of encodings and labels.
var specLabels = map[string][]string{
	"UTF-8":          {"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"},
	"IBM866":         {"866", "cp866", "csibm866", "ibm866"},
	"ISO-8859-2":     {"csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2", "latin2"},
	"ISO-8859-3":     {"csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988", "l3", "latin3"},
	"ISO-8859-4":     {"csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988", "l4", "latin4"},
	"ISO-8859-5":     {"csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5", "iso_8859-5:1988"},
	"ISO-8859-6":     {"arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987"},
	"ISO-8859-7":     {"csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek"},
	"ISO-8859-8":     {"csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual"},
	"ISO-8859-8-I":   {"csiso88598i", "iso-8859-8-i", "logical"},
	"ISO-8859-10":    {"csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"},
	"ISO-8859-13":    {"iso-8859-13", "iso8859-13", "iso885913"},
	"ISO-8859-14":    {"iso-8859-14", "iso8859-14", "iso885914"},
	"ISO-8859-15":    {"csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"},
	"ISO-8859-16":    {"iso-8859-16"},
	"KOI8-R":         {"cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"},
	"KOI8-U":         {"koi8-ru", "koi8-u"},
	"macintosh":      {"csmacintosh", "mac", "macintosh", "x-mac-roman"},
	"windows-874":    {"dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"},
	"windows-1250":   {"cp1250", "windows-1250", "x-cp1250"},
	"windows-1251":   {"cp1251", "windows-1251", "x-cp1251"},
	"windows-1252":   {"ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252"},
	"windows-1253":   {"cp1253", "windows-1253", "x-cp1253"},
	"windows-1254":   {"cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9", "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254"},
	"windows-1255":   {"cp1255", "windows-1255", "x-cp1255"},
	"windows-1256":   {"cp1256", "windows-1256", "x-cp1256"},
	"windows-1257":   {"cp1257", "windows-1257", "x-cp1257"},
	"windows-1258":   {"cp1258", "windows-1258", "x-cp1258"},
	"x-mac-cyrillic": {"x-mac-cyrillic", "x-mac-ukrainian"},
	"GBK":            {"chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk"},
	"gb18030":        {"gb18030"},
	"Big5":           {"big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"},
	"EUC-JP":         {"cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"},
	"ISO-2022-JP":    {"csiso2022jp", "iso-2022-jp"},
	"Shift_JIS":      {"csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"},
	"EUC-KR":         {"cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949"},
	"replacement":    {"csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement"},
	"UTF-16BE":       {"unicodefffe", "utf-16be"},
	"UTF-16LE":       {"csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"},
	"x-user-defined": {"x-user-defined"},
}

// TestEncodingLabels checks "get an encoding" against the Encoding
// Standard's label table, and "get an output encoding".
func TestEncodingLabels(t *testing.T) {
	if n := len(slices.Collect(encname.Names())); len(specLabels) != n {
		t.Errorf("%d encodings in the label table, %d in encname.Names", len(specLabels), n)
	}
	for name, labels := range specLabels {
		for _, label := range labels {
			for _, variant := range []string{label, strings.ToUpper(label), " \t\n\f\r" + label + "\r\n"} {
				t.Run(fmt.Sprintf("%s/%+q", name, variant), func(t *testing.T) {
					_, got, ok := encname.Get(variant)
					if !ok {
						t.Fatal("not a label")
					}
					if got != name {
						t.Errorf("encoding = %q; want %q", got, name)
					}
					enc, err := outputEncoding(variant)
					if err != nil {
						t.Fatal(err)
					}
					switch name {
					case "UTF-8", "replacement", "UTF-16BE", "UTF-16LE":
						if enc != nil {
							t.Errorf("output encoding = %s; want UTF-8", enc.name)
						}
					default:
						if enc == nil || enc.name != name {
							t.Errorf("output encoding = %+v; want %s", enc, name)
						}
					}
				})
			}
		}
	}
}

// TestEncodingChunks runs queries longer than the encoder's buffers, with
// errors and ISO-2022-JP escapes across the chunk boundaries.
func TestEncodingChunks(t *testing.T) {
	for _, tc := range []struct{ label, unit, want string }{
		{"iso-2022-jp", "a¥あ‽", "a%1B(J\\%1B$B$%22%1B(B%26%238253%3B"},
		{"shift_jis", "aあ‽", "a%82%A0%26%238253%3B"},
		{"gb18030", "a€💩", "a%A2%E3%949%DA3"},
		{"windows-1252", "é", "%E9"},
	} {
		t.Run(tc.label, func(t *testing.T) {
			for _, n := range []int{1, 100, 511, 512, 513, 2000} {
				got := queryIn(t, tc.label, strings.Repeat(tc.unit, n))
				// Each unit ends in ASCII (ISO-2022-JP's "‽" is an error in
				// jis0208, step 11), so the units encode alike.
				want := strings.Repeat(tc.want, n)
				if got != want {
					t.Errorf("%d units: got %d bytes, want %d; first difference at %d", n, len(got), len(want), firstDiff(got, want))
				}
			}
		})
	}
}

func firstDiff(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

func TestGB18030SupplementSorted(t *testing.T) {
	for i := 1; i < len(gb18030Supplement); i++ {
		prev, s := gb18030Supplement[i-1], gb18030Supplement[i]
		if uint32(prev.cp)+uint32(prev.n) > uint32(s.cp) {
			t.Errorf("entry %d (U+%04X) overlaps or precedes entry %d (U+%04X)", i, s.cp, i-1, prev.cp)
		}
	}
	if got := len(iso2022JPKatakanaRunes); got != 0xFF9F-0xFF61+1 {
		t.Errorf("index ISO-2022-JP katakana has %d entries; want %d", got, 0xFF9F-0xFF61+1)
	}
}

// TestUTF8ParserAllocs checks that a Parser for UTF-8 allocates no more
// than Parse.
func TestUTF8ParserAllocs(t *testing.T) {
	p := mustParser(t, WithEncoding("utf-8"))
	const in = "https://example.com/a/b?q=%C3%A9&r=é#f"
	want := testing.AllocsPerRun(100, func() { _, _ = Parse(in) })
	got := testing.AllocsPerRun(100, func() { _, _ = p.Parse(in, nil) })
	if got > want {
		t.Errorf("Parser.Parse: %v allocations; Parse: %v", got, want)
	}
	// An ASCII query needs no encoder in a legacy encoding either.
	sj := mustParser(t, WithEncoding("shift_jis"))
	const ascii = "https://example.com/?q=a+b"
	want = testing.AllocsPerRun(100, func() { _, _ = Parse(ascii) })
	if got := testing.AllocsPerRun(100, func() { _, _ = sj.Parse(ascii, nil) }); got > want {
		t.Errorf("Shift_JIS Parser.Parse of an ASCII query: %v allocations; Parse: %v", got, want)
	}
}
