package url

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// checkResolveCase checks that resolving the case's input as a Ref gives
// exactly what Parse gives, failure included: once from the input, and once
// from the Ref's printed form, which must mean the same. A case without a
// base is resolved against the nil base.
func checkResolveCase(t *testing.T, tc *urlTestCase) {
	var base *URL
	if tc.Base != nil {
		var err error
		if base, err = Parse(*tc.Base); err != nil {
			return // the base itself is the failure under test
		}
	}
	want, wantErr := Parse(tc.Input, base)
	ref, err := ParseRef(tc.Input)
	if err != nil {
		if wantErr == nil {
			t.Fatalf("ParseRef: %v; Parse gives %q", err, want.Href())
		}
		return
	}
	again, err := ParseRef(ref.String())
	if err != nil {
		t.Fatalf("ParseRef(%q), the printed form: %v", ref.String(), err)
	}
	if again != ref {
		t.Errorf("ParseRef(%q) = %#v; want the same Ref %#v", ref.String(), again, ref)
	}
	for _, r := range []Ref{ref, again} {
		got, err := base.Resolve(r)
		switch {
		case wantErr != nil && err == nil:
			t.Errorf("Resolve(%q) = %q; Parse fails: %v", r, got.Href(), wantErr)
		case wantErr == nil && err != nil:
			t.Errorf("Resolve(%q): %v; Parse gives %q", r, err, want.Href())
		case err == nil && !sameURL(got, want):
			t.Errorf("Resolve(%q) = %q %+v;\nParse gives %q %+v", r, got.Href(), *got, want.Href(), *want)
		}
	}
}

func TestResolveEqualsParse(t *testing.T) {
	for _, file := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		var based, unbased []urlTestCase
		for _, tc := range loadURLTestCases(t, readWPT(t, file)) {
			if tc.Base != nil {
				based = append(based, tc)
			} else {
				unbased = append(unbased, tc)
			}
		}
		name := func(i int, tc *urlTestCase) string { return tc.name(i) }
		if len(based) > 0 {
			runConformance(t, "resolve "+file+" (with a base)", based, name, checkResolveCase)
		}
		runConformance(t, "resolve "+file+" (no base)", unbased, name, checkResolveCase)
	}
	cases := loadURLTestCases(t, readTestdata(t, "resolve.json"))
	runConformance(t, "resolve testdata/resolve.json", cases, func(i int, tc *urlTestCase) string { return tc.name(i) }, func(t *testing.T, tc *urlTestCase) {
		checkURLTestCase(t, tc)
		checkResolveCase(t, tc)
	})
}

// readTestdata returns the contents of testdata/<name>, a file of this
// repository.
func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// wptCorpus returns every string urltestdata.json holds as an input or a
// base, and every distinct URL that parses from them (without a base) or
// that a case expects, in file order.
func wptCorpus(t *testing.T) (inputs []string, urls []*URL) {
	t.Helper()
	seenInput, seenURL := map[string]bool{}, map[string]bool{}
	addURL := func(s string) {
		if u, err := Parse(s); err == nil && !seenURL[u.href()] {
			seenURL[u.href()] = true
			urls = append(urls, u)
		}
	}
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		strs := []string{tc.Input}
		if tc.Base != nil {
			strs = append(strs, *tc.Base)
		}
		for _, s := range strs {
			if !seenInput[s] {
				seenInput[s] = true
				inputs = append(inputs, s)
			}
			addURL(s)
		}
		if !tc.Failure {
			addURL(tc.Href)
		}
	}
	return inputs, urls
}

// TestResolveEqualsParseAllBases resolves every urltestdata input against
// every urltestdata URL, and against no base, and compares with Parse.
func TestResolveEqualsParseAllBases(t *testing.T) {
	inputs, urls := wptCorpus(t)
	bases := append(urls, nil)
	pairs, agree := 0, 0
	for _, in := range inputs {
		ref, refErr := ParseRef(in)
		for _, base := range bases {
			pairs++
			want, wantErr := Parse(in, base)
			var got *URL
			err := refErr
			if err == nil {
				got, err = base.Resolve(ref)
			}
			if (err == nil) != (wantErr == nil) || (err == nil && !sameURL(got, want)) {
				if pairs-agree < 20 {
					t.Errorf("input %q, base %v: Resolve gives %v, %v; Parse gives %v, %v", in, base, got, err, want, wantErr)
				}
				continue
			}
			agree++
		}
	}
	fmt.Printf("conformance resolve (%d urltestdata inputs against %d urltestdata URLs and no base): %d/%d passed\n",
		len(inputs), len(urls), agree, pairs)
}

func mustParse(t testing.TB, s string, base ...*URL) *URL {
	t.Helper()
	u, err := Parse(s, base...)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// FuzzResolve checks Resolve against Parse on arbitrary inputs and bases.
func FuzzResolve(f *testing.F) {
	for _, s := range [][2]string{
		{"../x?q#f", "http://a/b/c"}, {"//h\\p", "foo://a/"}, {"C|/x", "file:///D:/y"},
		{"http:x", "https://a/"}, {"///x", "ws://a/"}, {"/.//x", "foo:/a"}, {"#f", "mailto:x"},
		{"\\\\h\\a b", "file://x/y"}, {"?'", "wss://h/"}, {"x", "foo://h"},
	} {
		f.Add(s[0], s[1])
	}
	// Random base strings seldom parse: when baseInput does not, the base is
	// one of these, or none.
	var bases []*URL
	for _, s := range []string{
		"http://h/a/b?q#f", "https://u:p@h:8/a/", "ws://h", "ftp://h/a",
		"file:///C:/a/b", "file://h/a/b?q", "file:///", "file:///C:",
		"foo://h/a/b?q#f", "foo:/a/b", "foo:/.//a/b", "foo://h", "foo:", "mailto:x?q#f", "foo:a b",
	} {
		bases = append(bases, mustParse(f, s))
	}
	bases = append(bases, nil)
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		base, err := Parse(baseInput)
		if err != nil {
			base = bases[len(baseInput)%len(bases)]
		}
		want, wantErr := Parse(input, base)
		ref, err := ParseRef(input)
		if err != nil {
			if wantErr == nil {
				t.Fatalf("ParseRef(%q): %v; Parse against %v gives %q", input, err, base, want.Href())
			}
			return
		}
		if again, err := ParseRef(ref.String()); err != nil || again != ref {
			t.Fatalf("ParseRef(%q) = %#v, %v; want %#v", ref.String(), again, err, ref)
		}
		got, err := base.Resolve(ref)
		if (err == nil) != (wantErr == nil) || (err == nil && !sameURL(got, want)) {
			t.Fatalf("Resolve(%q) against %v = %v, %v; Parse gives %v, %v", input, base, got, err, want, wantErr)
		}
	})
}

var benchRefs = []string{"../api/index.html?v=2#top", "img/logo.png", "/blog/2026/", "//cdn.example.com/app.js", "?page=2", "#intro", "https://other.example/x"}

func BenchmarkParseRef(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchRefs {
			if _, err := ParseRef(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRefResolve resolves parsed references; BenchmarkParseAgainstBase is
// what it saves: parsing each reference's string against the base.
func BenchmarkRefResolve(b *testing.B) {
	base := mustParse(b, "https://example.com/docs/guide/intro.html?lang=en")
	refs := make([]Ref, len(benchRefs))
	for i, s := range benchRefs {
		refs[i] = mustParseRef(b, s)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range refs {
			if _, err := base.Resolve(r); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkParseAgainstBase(b *testing.B) {
	base := mustParse(b, "https://example.com/docs/guide/intro.html?lang=en")
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchRefs {
			if _, err := Parse(s, base); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func TestParseRef(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"  \t../a\nb c?d e'#f g\x00h \x00", "../ab%20c?d%20e'#f%20g%00h"},
		{"#", "#"},
		{"?", "?"},
		{`..\a\b`, `..\a\b`},               // no scheme: "\" is kept
		{`//EX\a b/c d`, `//EX\a b/c%20d`}, // the authority as written, up to "/"
		{`\\EX\a b/c d`, `\\EX\a b/c%20d`}, // the same for what may be one
		{"//%zz/", "//%zz/"},               // valid for non-special schemes
		{"HTTP://EX%41mple.COM:80/a/../b?'", "http://example.com/a/../b?%27"},
		{`https:\\h\a\..\b`, "https://h/a/../b"}, // "\" is "/" in special URLs
		{"http:///x", "http:///x"},               // no host yet: resolution forces one
		{"http:x", "http:x"},
		{"file://LOCALHOST/x", "file:///x"},
		{`file:\\C|\x`, "file://C|/x"}, // a drive, not a host
		{"file:C|", "file:C|"},
		{"foo://U@H:80/a b?'", "foo://U@H:80/a%20b?'"},
		{"foo:a b ?c", "foo:a b%20?c"}, // an opaque path
		{"foo:a b ", "foo:a b"},
		{"c:/x", "c:/x"},
		{"mailto:\u00e9", "mailto:%C3%A9"},
	} {
		r, err := ParseRef(tc.in)
		if err != nil || r.String() != tc.want {
			t.Errorf("ParseRef(%q) = %q, %v; want %q", tc.in, r, err, tc.want)
			continue
		}
		if again, err := ParseRef(r.String()); err != nil || again != r {
			t.Errorf("ParseRef(%q) = %#v, %v; want %#v", r, again, err, r)
		}
	}
	for _, tc := range []struct {
		in   string
		code ValidationErrorCode
		at   int
	}{
		{"//a b/", DomainToASCII, 2}, // invalid whatever the scheme; the error for special schemes
		{" //h:x/", PortInvalid, 5},
		{"//u@/", HostMissing, 4},
		{"http://a b/", DomainToASCII, 7},
		{"http://h:99999", PortOutOfRange, 9},
		{"file://u@h/", DomainToASCII, 7},
		{"foo://[1::/", IPv6Unclosed, 10},
	} {
		_, err := ParseRef(tc.in)
		e, ok := err.(*Error)
		if !ok || e.Code != tc.code || e.Offset != tc.at || e.Input != tc.in {
			t.Errorf("ParseRef(%q): %v; want %v at %d", tc.in, err, tc.code, tc.at)
		}
	}
}

// TestURLRef checks that u.Ref() is the Ref that ParseRef makes of u's href,
// for every urltestdata URL, and that it resolves to u against any base.
func TestURLRef(t *testing.T) {
	_, urls := wptCorpus(t)
	base := mustParse(t, "http://h/a/b")
	for _, u := range urls {
		r, err := ParseRef(u.Href())
		if err != nil || r != u.Ref() {
			t.Errorf("ParseRef(%q) = %#v, %v; want u.Ref() = %#v", u, r, err, u.Ref())
		}
		if v, err := base.Resolve(u.Ref()); err != nil || !sameURL(v, u) {
			t.Errorf("Resolve(%q.Ref()) = %v, %v", u, v, err)
		}
	}
}

func TestRefText(t *testing.T) {
	var r Ref
	if err := r.UnmarshalText([]byte("../x y")); err != nil || r.String() != "../x%20y" {
		t.Errorf("UnmarshalText: %q, %v", r, err)
	}
	if b, err := r.MarshalText(); err != nil || string(b) != "../x%20y" {
		t.Errorf("MarshalText: %q, %v", b, err)
	}
	if err := r.UnmarshalText([]byte("//a b/")); err == nil || r.String() != "../x%20y" {
		t.Errorf("UnmarshalText of an invalid reference: %q, %v", r, err)
	}
	if r.IsAbs() || r.Scheme() != "" {
		t.Errorf("%q: IsAbs %v, Scheme %q", r, r.IsAbs(), r.Scheme())
	}
	if r = mustParseRef(t, "HTTP:x"); !r.IsAbs() || r.Scheme() != "http" {
		t.Errorf("%q: IsAbs %v, Scheme %q", r, r.IsAbs(), r.Scheme())
	}
	var zero Ref
	if u, err := mustParse(t, "http://h/a?q#f").Resolve(zero); err != nil || u.Href() != "http://h/a?q" {
		t.Errorf("the zero Ref resolves to %v, %v", u, err)
	}
}
