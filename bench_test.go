package url

// Benchmarks over real URL lists (see bench/README.md for the data and for
// comparing runs), each paired with the same work done by net/url:
//
//	go test -run '^$' -bench . -count 10 > new.txt
//
// The lists are not committed: they are read from $WEBURL_BENCH_DATA or
// ../shared/bench/data, and a benchmark fails when neither exists. Plain
// "go test" runs no benchmark and so never reads them.
//
// Every per-dataset benchmark does one operation per URL (benchdata.PerURL):
// ns/op is nanoseconds per URL, allocs/op allocations per URL (rounded down
// by the testing package; allocs/URL is the exact figure), and MB/s input
// bytes per second. Adding one, for a setter say, takes a few lines:
//
//	func BenchmarkSetHref(b *testing.B) {
//		u, _ := Parse("https://example.com/")
//		perDataset(b, nil, func(s string) bool { return u.SetHref(s) == nil })
//	}

import (
	neturl "net/url"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/weburl/url/internal/benchdata"
)

// The benchmarked calls store their results here, so that the compiler can
// neither drop them nor keep on the stack what a caller would get on the heap.
var (
	sinkURL    *URL
	sinkStdURL *neturl.URL
	sinkString string
	sinkBool   bool
)

// perDataset runs a sub-benchmark per dataset, named after it, doing op once
// per input. The inputs are the dataset's URLs, or inputs(dataset) when
// inputs is not nil.
func perDataset(b *testing.B, inputs func(*benchdata.Dataset) []string, op func(string) bool) {
	for _, d := range benchdata.Load(b) {
		b.Run(d.Name, func(b *testing.B) {
			in := d.URLs
			if inputs != nil {
				in = inputs(d)
			}
			benchdata.PerURL(b, in, op)
		})
	}
}

// parsePerDataset runs a sub-benchmark per dataset of benchdata.LoadAll,
// the URL lists and the data derived from them, whose inputs may have base
// URLs: parseBase parses those once, and op parses an input against its
// base (the zero B when it has none).
func parsePerDataset[B any](b *testing.B, parseBase func(string) (B, bool), op func(string, B) bool) {
	parsePerDatasetRepeat(b, 1, parseBase, op)
}

// parsePerDatasetRepeat is parsePerDataset with each input parsed n times
// in a row (benchdata.PerInputRepeat).
func parsePerDatasetRepeat[B any](b *testing.B, n int, parseBase func(string) (B, bool), op func(string, B) bool) {
	for _, d := range benchdata.LoadAll(b) {
		b.Run(d.Name, func(b *testing.B) {
			benchdata.PerInputRepeat(b, d, n, parseBase, op)
		})
	}
}

func parseBase(s string) (*URL, bool) {
	u, err := Parse(s)
	return u, err == nil
}

func parseStdBase(s string) (*neturl.URL, bool) {
	u, err := neturl.Parse(s)
	return u, err == nil
}

// BenchmarkParse parses every input of every dataset, against its base
// where it has one.
func BenchmarkParse(b *testing.B) {
	parsePerDataset(b, parseBase, parseOp)
}

// parseOp parses s, against base when it is not nil, and reports whether
// Parse accepted it.
func parseOp(s string, base *URL) bool {
	var u *URL
	var err error
	if base != nil {
		u, err = Parse(s, base)
	} else {
		u, err = Parse(s)
	}
	sinkURL = u
	return err == nil
}

// BenchmarkParseRepeat is BenchmarkParse with each input parsed 16 times
// in a row (benchdata.PerInputRepeat), by when the branch predictor and the
// caches have learned it. Against BenchmarkParse, where the inputs come in turn,
// it tells what a mix of inputs costs: the branches that an input met cold
// mispredicts, and the code and data that it brings into the caches.
// BenchmarkStdParseRepeat is the same for net/url.
func BenchmarkParseRepeat(b *testing.B) {
	parsePerDatasetRepeat(b, parseRepeats, parseBase, parseOp)
}

func BenchmarkStdParseRepeat(b *testing.B) {
	parsePerDatasetRepeat(b, parseRepeats, parseStdBase, stdParseOp)
}

// parseRepeats is how many times in a row BenchmarkParseRepeat parses each
// input.
const parseRepeats = 16

// BenchmarkStdParse is BenchmarkParse with net/url: Parse, or
// (*URL).Parse on the base, which parses and resolves the reference.
func BenchmarkStdParse(b *testing.B) {
	parsePerDataset(b, parseStdBase, stdParseOp)
}

// stdParseOp is parseOp with net/url.
func stdParseOp(s string, base *neturl.URL) bool {
	var u *neturl.URL
	var err error
	if base != nil {
		u, err = base.Parse(s)
	} else {
		u, err = neturl.Parse(s)
	}
	sinkStdURL = u
	return err == nil
}

func BenchmarkCanParse(b *testing.B) {
	parsePerDataset(b, parseBase, canParseOp)
}

// canParseOp is parseOp with CanParse.
func canParseOp(s string, base *URL) bool {
	var ok bool
	if base != nil {
		ok = CanParse(s, base)
	} else {
		ok = CanParse(s)
	}
	sinkBool = ok
	return ok
}

// BenchmarkParseHref parses and serializes.
func BenchmarkParseHref(b *testing.B) {
	perDataset(b, nil, func(s string) bool {
		u, err := Parse(s)
		sinkURL = u
		if err != nil {
			return false
		}
		sinkString = u.Href()
		return true
	})
}

func BenchmarkStdParseString(b *testing.B) {
	perDataset(b, nil, func(s string) bool {
		u, err := neturl.Parse(s)
		sinkStdURL = u
		if err != nil {
			return false
		}
		sinkString = u.String()
		return true
	})
}

// resolveBase is the base URL that BenchmarkResolve resolves against.
const resolveBase = "https://www.example.com/docs/guide/page.html?lang=en#intro"

// BenchmarkResolve resolves each dataset URL's path, as a relative
// reference (pathRefs), against resolveBase.
func BenchmarkResolve(b *testing.B) {
	base, err := Parse(resolveBase)
	if err != nil {
		b.Fatal(err)
	}
	perDataset(b, pathRefs, func(ref string) bool {
		u, err := base.Parse(ref)
		sinkURL = u
		return err == nil
	})
}

func BenchmarkStdResolve(b *testing.B) {
	base, err := neturl.Parse(resolveBase)
	if err != nil {
		b.Fatal(err)
	}
	perDataset(b, pathRefs, func(ref string) bool {
		u, err := base.Parse(ref)
		sinkStdURL = u
		return err == nil
	})
}

// pathRefs returns the path of each URL of d that Parse accepts, as
// pathRef writes it.
func pathRefs(d *benchdata.Dataset) []string {
	refs := make([]string, 0, len(d.URLs))
	for _, s := range d.URLs {
		if u, err := Parse(s); err == nil {
			refs = append(refs, pathRef(u.Pathname()))
		}
	}
	return refs
}

// pathRef returns a relative reference that stands for the path p (a
// Pathname) against any hierarchical base: p itself, unless p would read as
// something else. "//x/y" would be a scheme-relative reference to host x, so
// it becomes "/.//x/y"; an opaque path such as "isbn:123" (of
// "urn:isbn:123") would have a scheme, so it becomes "./isbn:123".
func pathRef(p string) string {
	if strings.HasPrefix(p, "//") {
		return "/." + p
	}
	if !strings.HasPrefix(p, "/") {
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ":") {
			return "./" + p
		}
	}
	return p
}

// longSizes are the input lengths of BenchmarkParseLong.
var longSizes = []struct {
	name string
	n    int
}{
	{"1KB", 1 << 10},
	{"64KB", 64 << 10},
	{"1MB", 1 << 20},
}

// longKinds are the shapes of BenchmarkParseLong's inputs; see longInput.
var longKinds = []string{"path", "dots", "query", "labels"}

// BenchmarkParseLong parses generated URLs of growing length. Besides MB/s
// it reports ns/B, the time per input byte, which stays flat from 1KB to 1MB
// when parsing is linear in the input's length.
func BenchmarkParseLong(b *testing.B) {
	for _, kind := range longKinds {
		b.Run(kind, func(b *testing.B) {
			for _, size := range longSizes {
				b.Run(size.name, func(b *testing.B) {
					in := longInput(kind, size.n)
					if _, err := Parse(in); err != nil {
						b.Fatalf("the generated %s input does not parse: %v", kind, err)
					}
					b.SetBytes(int64(len(in)))
					b.ReportAllocs()
					for b.Loop() {
						u, _ := Parse(in)
						sinkURL = u
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(in)), "ns/B")
				})
			}
		})
	}
}

// longInput returns a valid URL exactly n bytes long (n ≥ 64) of one of
// these kinds:
//
//	path    https://example.com/seg0/seg1/seg2/…           many path segments
//	dots    https://example.com/a0/b/./../c/../a1/b/./…   "./" and "../" segments to remove
//	query   https://example.com/search?k0=v0&k1=v1&…      many query pairs
//	labels  https://l0.l1.l2.….example/                   a host of many labels
func longInput(kind string, n int) string {
	prefix, suffix := "https://example.com/", ""
	var unit func(i int) string
	switch kind {
	case "path":
		unit = func(i int) string { return "seg" + strconv.Itoa(i) + "/" }
	case "dots":
		// Each unit leaves one segment, "a<i>/", once resolved.
		unit = func(i int) string { return "a" + strconv.Itoa(i) + "/b/./../c/../" }
	case "query":
		prefix = "https://example.com/search?"
		unit = func(i int) string { return "k" + strconv.Itoa(i) + "=v" + strconv.Itoa(i) + "&" }
	case "labels":
		prefix, suffix = "https://", ".example/"
		unit = func(i int) string { return "l" + strconv.Itoa(i) + "." }
	default:
		panic("longInput: unknown kind " + kind)
	}
	var sb strings.Builder
	sb.Grow(n + 32)
	sb.WriteString(prefix)
	for i := 0; sb.Len() < n-len(suffix); i++ {
		sb.WriteString(unit(i))
	}
	body := []byte(sb.String()[:n-len(suffix)])
	if kind == "labels" && body[len(body)-1] == '.' {
		body[len(body)-1] = 'x' // no empty label before the suffix
	}
	return string(body) + suffix
}

// The generated inputs must be what BenchmarkParseLong says they are: URLs
// of exactly the named length that parse.
func TestLongInput(t *testing.T) {
	for _, kind := range longKinds {
		for _, size := range longSizes {
			in := longInput(kind, size.n)
			if len(in) != size.n {
				t.Errorf("%s/%s: got %d bytes, want %d", kind, size.name, len(in), size.n)
			}
			u, err := Parse(in)
			if err != nil {
				t.Errorf("%s/%s: %v", kind, size.name, err)
				continue
			}
			if _, err := neturl.Parse(in); err != nil {
				t.Errorf("%s/%s: net/url: %v", kind, size.name, err)
			}
			switch kind {
			case "dots":
				if strings.Contains(u.Pathname(), "/.") {
					t.Errorf("%s/%s: dot segments left in the path", kind, size.name)
				}
			case "labels":
				if u.Hostname() != in[len("https://"):len(in)-1] {
					t.Errorf("%s/%s: the host changed in parsing", kind, size.name)
				}
			default:
				if u.Href() != in {
					t.Errorf("%s/%s: the input is not its own serialization", kind, size.name)
				}
			}
		}
	}
}

func TestPathRef(t *testing.T) {
	base, err := Parse(resolveBase)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		"https://example.org/a/b?q#f",
		"https://example.org/",
		"http://example.org//x/y",
		"file:///C:/dir/file.js",
		"urn:isbn:0451450523",
		"node:fs",
		"mailto:someone@example.org",
	} {
		u, err := Parse(in)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		ref := pathRef(u.Pathname())
		got, err := base.Parse(ref)
		if err != nil {
			t.Errorf("%q: ref %q: %v", in, ref, err)
			continue
		}
		if got.Protocol() != base.Protocol() || got.Host() != base.Host() {
			t.Errorf("%q: ref %q resolved to %q, off the base's origin", in, ref, got.Href())
		}
		if u.HasOpaquePath() {
			continue
		}
		if got.Pathname() != u.Pathname() {
			t.Errorf("%q: ref %q resolved to path %q, want %q", in, ref, got.Pathname(), u.Pathname())
		}
	}
}

// setterBenchBase is the URL the setter benchmarks change.
const setterBenchBase = "https://user:pass@www.example.com:8080/docs/guide/page.html?lang=en&v=2#intro"

// setterBenches are the setters with the values they set, and the net/url
// code a user would write for the same change: assign the field, then
// serialize (net/url validates nothing on assignment, so String is where
// its cost shows).
var setterBenches = []struct {
	name  string
	value string
	set   func(u *URL, v string)
	std   func(u *neturl.URL, v string)
}{
	{"Protocol", "http", func(u *URL, v string) { u.SetProtocol(v) }, func(u *neturl.URL, v string) { u.Scheme = v }},
	{"Username", "admin", func(u *URL, v string) { u.SetUsername(v) }, func(u *neturl.URL, v string) { p, _ := u.User.Password(); u.User = neturl.UserPassword(v, p) }},
	{"Password", "secret", func(u *URL, v string) { u.SetPassword(v) }, func(u *neturl.URL, v string) { u.User = neturl.UserPassword(u.User.Username(), v) }},
	{"Host", "api.example.org:8443", func(u *URL, v string) { u.SetHost(v) }, func(u *neturl.URL, v string) { u.Host = v }},
	{"Hostname", "api.example.org", func(u *URL, v string) { u.SetHostname(v) }, func(u *neturl.URL, v string) { u.Host = v + ":" + u.Port() }},
	{"Port", "9090", func(u *URL, v string) { u.SetPort(v) }, func(u *neturl.URL, v string) { u.Host = u.Hostname() + ":" + v }},
	{"Pathname", "/api/v2/items/42", func(u *URL, v string) { u.SetPathname(v) }, func(u *neturl.URL, v string) { u.Path = v }},
	{"Search", "?q=go+url&page=3", (*URL).SetSearch, func(u *neturl.URL, v string) { u.RawQuery = strings.TrimPrefix(v, "?") }},
	{"Hash", "#section-2", (*URL).SetHash, func(u *neturl.URL, v string) { u.Fragment = strings.TrimPrefix(v, "#") }},
	{"Href", "https://example.net/other?x#y", func(u *URL, v string) { u.SetHref(v) }, func(u *neturl.URL, v string) { w, _ := neturl.Parse(v); *u = *w }},
}

// BenchmarkSetter sets each attribute on a parsed URL and reads back the
// href; BenchmarkStdSetter does the same with net/url.
func BenchmarkSetter(b *testing.B) {
	base, err := Parse(setterBenchBase)
	if err != nil {
		b.Fatal(err)
	}
	for _, sb := range setterBenches {
		b.Run(sb.name, func(b *testing.B) {
			// One URL for all iterations: calling the setter through a
			// function value moves it to the heap, which is not the setter's
			// cost.
			u := new(URL)
			b.ReportAllocs()
			for b.Loop() {
				*u = *base
				sb.set(u, sb.value)
				sinkString = u.Href()
			}
		})
	}
}

func BenchmarkStdSetter(b *testing.B) {
	base, err := neturl.Parse(setterBenchBase)
	if err != nil {
		b.Fatal(err)
	}
	for _, sb := range setterBenches {
		b.Run(sb.name, func(b *testing.B) {
			u := new(neturl.URL)
			b.ReportAllocs()
			for b.Loop() {
				*u = *base
				sb.std(u, sb.value)
				sinkString = u.String()
			}
		})
	}
}

// queries returns the query of every URL of d that has one.
func queries(d *benchdata.Dataset) []string {
	var qs []string
	for _, s := range d.URLs {
		if u, err := Parse(s); err == nil && u.Search() != "" {
			qs = append(qs, u.Search()[1:])
		}
	}
	if len(qs) == 0 {
		qs = append(qs, "")
	}
	return qs
}

// BenchmarkSearchParams parses each query of a dataset as
// application/x-www-form-urlencoded; BenchmarkStdParseQuery is net/url's
// ParseQuery on the same queries.
func BenchmarkSearchParams(b *testing.B) {
	perDataset(b, queries, func(q string) bool {
		sinkString = ParseForm(q).String()
		return true
	})
}

func BenchmarkStdParseQuery(b *testing.B) {
	perDataset(b, queries, func(q string) bool {
		v, err := neturl.ParseQuery(q)
		sinkString = v.Encode()
		return err == nil
	})
}

// BenchmarkParseValidate is BenchmarkParse with the validation errors
// reported: beside BenchmarkParse, it shows what reporting costs, and that
// Parse, which does not ask for them, does not pay for it.
func BenchmarkParseValidate(b *testing.B) {
	perDataset(b, nil, func(s string) bool {
		u, errs, err := ParseValidate(s)
		sinkURL = u
		sinkBool = len(errs) > 0
		return err == nil
	})
}

// nonASCIIRests returns, for each input of a dataset with a byte that is
// not ASCII, what preprocessing gives checkRest: the input from that
// byte's word on (see plainASCIIPrefix).
func nonASCIIRests(d *benchdata.Dataset) []string {
	var rests []string
	for _, s := range d.URLs {
		if i := strings.IndexFunc(s, func(r rune) bool { return r >= 0x80 }); i >= 0 {
			rests = append(rests, s[plainASCIIPrefix(s[:i]):])
		}
	}
	return rests
}

// BenchmarkCheckRest runs preprocessing's UTF-8 check on the inputs of the
// datasets with bytes that are not ASCII (idna and noncanonical);
// BenchmarkStdCheckRest does the same work with utf8.ValidString and
// strings.ContainsAny.
func BenchmarkCheckRest(b *testing.B) {
	rests(b, func(s string) bool {
		valid, tab := checkRest(s)
		return valid && tab < 0
	})
}

func BenchmarkStdCheckRest(b *testing.B) {
	rests(b, func(s string) bool {
		return utf8.ValidString(s) && !strings.ContainsAny(s, "\t\n\r")
	})
}

func rests(b *testing.B, op func(string) bool) {
	subsetPerDataset(b, func(d *benchdata.Dataset) []string {
		if in := nonASCIIRests(d); len(in) >= len(d.URLs)/10 {
			return in
		}
		return nil
	}, op)
}

// subsetPerDataset runs op on the inputs that pick takes from each dataset
// of benchdata.LoadAll, a sub-benchmark named after the dataset for each
// that it takes any from. (perDataset runs on every one of the URL lists.)
func subsetPerDataset(b *testing.B, pick func(*benchdata.Dataset) []string, op func(string) bool) {
	for _, d := range benchdata.LoadAll(b) {
		if in := pick(d); len(in) > 0 {
			b.Run(d.Name, func(b *testing.B) { benchdata.PerURL(b, in, op) })
		}
	}
}

// BenchmarkScalarValues replaces the ill-formed sequences of the inputs of
// the datasets that are not valid UTF-8 (noncanonical's) with U+FFFD, as
// preprocessing does (toScalarValues).
func BenchmarkScalarValues(b *testing.B) {
	subsetPerDataset(b, func(d *benchdata.Dataset) []string {
		var in []string
		for _, s := range d.URLs {
			if !utf8.ValidString(s) {
				in = append(in, s)
			}
		}
		return in
	}, func(s string) bool { return len(toScalarValues(s)) > 0 })
}

// BenchmarkParseOther measures Parse and CanParse on common canonical URLs
// with a non-special scheme, which take the canonical route, beside a
// special one: go test -run '^$' -bench ParseOther
func BenchmarkParseOther(b *testing.B) {
	for _, in := range []string{"mailto:a@b.c", "javascript:alert(1)", "data:text/plain,hi", "sc://x/", "tel:+1-555", "urn:isbn:0451450523", "http://f/c"} {
		b.Run(in+"/Parse", func(b *testing.B) {
			for b.Loop() {
				if _, err := Parse(in); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(in+"/CanParse", func(b *testing.B) {
			for b.Loop() {
				if !CanParse(in) {
					b.Fatal(in)
				}
			}
		})
	}
}
