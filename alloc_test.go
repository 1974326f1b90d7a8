package url

import (
	"fmt"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/weburl/url/internal/benchdata"
	"github.com/weburl/url/internal/race"
)

// TestAllocs pins the allocation counts that make weburl cheap to use: one
// allocation for a parsed URL, none for CanParse or the getters.
func TestAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates on its own; the counts are checked without it")
	}
	base := mustParseT(t, "https://example.com/a/b?c#d")
	tests := []struct {
		name string
		max  float64
		f    func()
	}{
		{"Parse canonical", 1, func() { Parse("https://example.com/a/b?c=d#e") }},
		{"Parse non-canonical", 1, func() { Parse("HTTPS://Example.COM:443/a/./b/../c?d e#f g") }},
		{"Parse with base", 1, func() { Parse("../x?y", base) }},
		// The forms of the quick path for relative references.
		{"Parse with base, path-absolute", 1, func() { Parse("/x/./y?z#w", base) }},
		{"Parse with base, query", 1, func() { Parse("?x", base) }},
		{"Parse with base, fragment", 1, func() { Parse("#x", base) }},
		{"Parse with base, empty", 1, func() { Parse("", base) }},
		{"Parse with base, scheme-relative", 1, func() { Parse("//o.example/x", base) }},
		{"Parse with base, to encode", 1, func() { Parse("a b?c'd#e`f", base) }},
		{"CanParse with base, scheme-relative", 0, func() { CanParse("//o.example/x", base) }},
		{"Parse file", 1, func() { Parse("file:///C|/Windows/../System32") }},
		// The one-pass route writes into an array on its stack, then the URL.
		{"Parse one-pass route", 1, func() { Parse("https://example.com/a b/../c?d'e#f`g") }},
		{"CanParse one-pass route", 0, func() { CanParse("https://example.com/a b/../c?d'e#f`g") }},
		// The quick IDNA path maps and encodes most non-ASCII domains
		// without allocating; UTS #46 processing (idna.go), which takes
		// the others, allocates while it does.
		{"Parse IDNA", 1, func() { Parse("https://bücher.example/") }},
		{"Parse IDNA, fullwidth and kanji", 1, func() { Parse("https://ＥＸＡＭＰＬＥ。日本語。jp/") }},
		{"CanParse IDNA", 0, func() { CanParse("https://bücher.example/") }},
		{"Parse IDNA, right-to-left", 1, func() { Parse("https://مثال.example/") }},
		{"Parse IDNA, mathematical letters", 1, func() { Parse("https://𝐞𝐱𝐚𝐦𝐩𝐥𝐞.com/") }},
		{"Parse IDNA, emoji", 1, func() { Parse("https://😀.example/") }},
		// Domains that fail ToASCII for certain fail on the quick path:
		// only the error is allocated.
		{"Parse IDNA failure, disallowed", 1, func() { Parse("https://a\ufdd0.example/") }},
		{"CanParse IDNA failure, disallowed", 0, func() { CanParse("https://a\ufdd0.example/") }},
		{"CanParse IDNA failure, not UTF-8", 0, func() { CanParse("https://a\xff.example/") }},
		{"CanParse IDNA failure, percent-encoded", 0, func() { CanParse("https://%EF%BF%BD.example/") }},
		{"CanParse IDNA failure, Bidi rule", 0, func() { CanParse("https://عربي.1com/") }},
		{"CanParse IDNA failure, Punycode", 0, func() { CanParse("https://ü.xn--a99999999/") }},
		{"CanParse canonical", 0, func() { CanParse("https://example.com/a/b?c=d#e") }},
		{"CanParse non-canonical", 0, func() { CanParse("HTTPS://Example.COM:443/a/./b/../c?d e#f g") }},
		{"CanParse with base", 0, func() { CanParse("../x?y", base) }},
		// Inputs that preprocessing rewrites, and a domain that is
		// percent-decoded: the rewritten input lives in a pooled buffer.
		{"Parse with tabs and newlines", 1, func() { Parse("https://exa\tmple.com/a\n/b\r") }},
		{"Parse invalid UTF-8", 1, func() { Parse("https://example.com/\xff\xfe?\xc0") }},
		{"Parse invalid UTF-8 and tabs", 1, func() { Parse("https://example.com/\xff\t\xfe") }},
		{"Parse percent-encoded domain", 1, func() { Parse("https://ex%41mple.com/") }},
		{"CanParse with tabs and newlines", 0, func() { CanParse("https://exa\tmple.com/a\n/b\r") }},
		{"CanParse invalid UTF-8", 0, func() { CanParse("https://example.com/\xff\xfe?\xc0") }},
		{"CanParse percent-encoded domain", 0, func() { CanParse("https://ex%41mple.com/") }},
		{"CanParse percent-encoded IDN", 0, func() { CanParse("https://b%C3%BCcher.example/") }},
		// A failure needs no error value, nor its detail.
		{"CanParse failure", 0, func() { CanParse("https://example.com:99999/") }},
		{"CanParse failure, port", 0, func() { CanParse("https://example.com:8x/") }},
		{"CanParse failure, IPv4", 0, func() { CanParse("https://1.2.3.0x9z/") }},
		{"CanParse failure, code point", 0, func() { CanParse("https://exa<mple.com/") }},
		{"CanParse failure, no base", 0, func() { CanParse("/relative") }},
		// Hosts that fail: after tabs and newlines, with invalid UTF-8,
		// after IDNA; and a percent-encoded IDN host.
		{"CanParse failure, host with a tab", 0, func() { CanParse("https://exa \n mple.com/") }},
		{"CanParse failure, host not UTF-8", 0, func() { CanParse("https://m%C3\xbcnchen.de/") }},
		{"CanParse failure, IPv4 after IDNA", 0, func() { CanParse("https://1.2.ü.4/") }},
		{"Parse failure, host with a tab", 1, func() { Parse("https://exa \n mple.com/") }},
		{"Parse percent-encoded IDN, upper case", 1, func() { Parse("HTTPS://B%C3%BCcher.example:443/") }},
		{"CanParse percent-encoded IDN, upper case", 0, func() { CanParse("HTTPS://B%C3%BCcher.example:443/") }},
		{"getters", 0, func() {
			for _, get := range getters {
				sink = get(base)
			}
		}},
		{"tuple Origin", 0, func() { _ = base.Origin() }},
		{"HrefWithoutFragment", 0, func() { _ = base.HrefWithoutFragment() }},
		{"SetPathname", 1, func() { u := *base; u.SetPathname("/x/y") }},
		{"SetSearch", 1, func() { u := *base; u.SetSearch("q=1") }},
		{"SetHash", 1, func() { u := *base; u.SetHash("h") }},
		{"SetHost", 1, func() { u := *base; u.SetHost("example.org:8080") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.f() // warm the buffer pool
			if got := testing.AllocsPerRun(100, tt.f); got > tt.max {
				t.Errorf("%v allocations; want at most %v", got, tt.max)
			}
		})
	}
	// The canonical input is reused: no allocation for the string.
	in := "https://example.com/a/b?c=d#e"
	if got := testing.AllocsPerRun(100, func() { Parse(in) }); got != 1 {
		t.Errorf("Parse of canonical input: %v allocations; want exactly 1 (the URL)", got)
	}
	t.Run("benchmark data", testBenchDataAllocs)
}

// testBenchDataAllocs checks the allocation targets on every input of every
// benchmark dataset (internal/benchdata), against its base where it has
// one: none for CanParse, and exactly one for a Parse that succeeds (the URL
// and its string), or two when they do not fit in the largest of allocURL's
// classes. A Parse that fails takes exactly one: the Error, with its detail
// in the same allocation (newError). It counts the allocations of each kind of call over
// a whole dataset, and looks for the inputs that miss a target only when a
// total does: a total may be over by an allocation or two where the buffer
// pool hands a long input a buffer too short for it, which takes no more
// once the input is parsed again.
func testBenchDataAllocs(t *testing.T) {
	sets := benchdata.ForTest(t)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1)) // as testing.AllocsPerRun does
	// A collection empties the parser's buffer pool, whose refill would
	// count: none while the counts are taken.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	room := urlClasses[len(urlClasses)-1].room() - urlSize
	for _, d := range sets {
		t.Run(d.Name, func(t *testing.T) {
			bases := make([][]*URL, len(d.URLs))
			for i := range d.URLs {
				if d.Bases != nil && d.Bases[i] != "" {
					base, err := Parse(d.Bases[i])
					if err != nil {
						t.Fatalf("base %q: %v", d.Bases[i], err)
					}
					bases[i] = []*URL{base}
				}
			}
			var all, accepted, rejected []int
			want := make([]float64, len(d.URLs)) // by Parse, at most
			wantAccepted := 0
			for i, in := range d.URLs {
				all = append(all, i)
				u, err := Parse(in, bases[i]...)
				switch {
				case err != nil:
					rejected = append(rejected, i)
					want[i] = 1
				case len(in)+1 > room || len(u.Href()) > room:
					accepted = append(accepted, i)
					want[i] = 2
				default:
					accepted = append(accepted, i)
					want[i] = 1
				}
				if err == nil {
					wantAccepted += int(want[i])
				}
			}
			canParse := func(i int) { sinkBool = CanParse(d.URLs[i], bases[i]...) }
			parse := func(i int) { sinkURL, _ = Parse(d.URLs[i], bases[i]...) }
			for _, c := range []struct {
				name   string
				inputs []int
				op     func(int)
				want   func(i int) float64 // at most, for input i
				ok     func(total uint64) bool
			}{
				{"CanParse", all, canParse, func(int) float64 { return 0 }, func(n uint64) bool { return n == 0 }},
				{"Parse, accepted", accepted, parse, func(i int) float64 { return want[i] },
					func(n uint64) bool { return n == uint64(wantAccepted) }},
				{"Parse, rejected", rejected, parse, func(i int) float64 { return want[i] },
					func(n uint64) bool { return n == uint64(len(rejected)) }},
			} {
				if len(c.inputs) == 0 {
					continue
				}
				for _, i := range c.inputs {
					c.op(i) // warm the buffer pool
				}
				before := mallocs()
				for _, i := range c.inputs {
					c.op(i)
				}
				n := mallocs() - before
				t.Logf("%s: %.4f allocations per input, over %d inputs", c.name, float64(n)/float64(len(c.inputs)), len(c.inputs))
				if !c.ok(n) {
					if over, msg := overAllocs(c.inputs, c.op, c.want, d.URLs); over > 0 {
						t.Errorf("%s: %d allocations over %d inputs; the inputs that take more than their target:%s", c.name, n, len(c.inputs), msg)
					} else if slack := n - target(c.inputs, c.want); slack > uint64(len(c.inputs)/1000+2) {
						// The pool's refills after a long input cost an
						// allocation now and then: a few, not more.
						t.Errorf("%s: %d allocations over %d inputs, %d above the targets, though no input takes more than its target when parsed again", c.name, n, len(c.inputs), slack)
					} else {
						t.Logf("%s: %d allocations over %d inputs, %d above the targets (the buffer pool's refills): no input takes more than its target when parsed again", c.name, n, len(c.inputs), slack)
					}
				}
			}
		})
	}
}

// target returns the sum of the targets of inputs.
func target(inputs []int, want func(int) float64) uint64 {
	var sum float64
	for _, i := range inputs {
		sum += want(i)
	}
	return uint64(sum)
}

// overAllocs counts the inputs that take more allocations in op than want
// says, and names the first few.
func overAllocs(inputs []int, op func(int), want func(int) float64, urls []string) (int, string) {
	var b strings.Builder
	n := 0
	for _, i := range inputs {
		if got := testing.AllocsPerRun(3, func() { op(i) }); got > want(i) {
			if n++; n <= 10 {
				fmt.Fprintf(&b, "\n\t%q: %v allocations", urls[i], got)
			}
		}
	}
	fmt.Fprintf(&b, "\n\t(%d inputs in all)", n)
	return n, b.String()
}

// mallocs returns the number of heap allocations so far.
func mallocs() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}

var sink string

var getters = []func(*URL) string{
	(*URL).Href, (*URL).Protocol, (*URL).Username, (*URL).Password, (*URL).Host, (*URL).Hostname,
	(*URL).Port, (*URL).Pathname, (*URL).Search, (*URL).Hash, (*URL).Scheme, (*URL).String,
}

// TestInlining checks that the small hot functions stay inlinable, so that
// a change cannot make them calls without a test noticing.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with -gcflags=-m")
	}
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	inlinable := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		if _, fn, ok := strings.Cut(line, ": can inline "); ok {
			fn, _, _ = strings.Cut(fn, " ")
			// A generic function is named by its instances:
			// lookupScheme[go.shape.string].
			fn, _, _ = strings.Cut(fn, "[")
			inlinable[fn] = true
		}
	}
	for _, fn := range []string{
		"is", "lower", "unhex", "isPercentEncodedByte", "lookupScheme",
		"schemeKind.special", "schemeKind.defaultPort",
		"(*URL).Href", "(*URL).String", "(*URL).Protocol", "(*URL).Scheme", "(*URL).Username",
		"(*URL).Password", "(*URL).Host", "(*URL).Hostname", "(*URL).Port", "(*URL).Pathname",
		"(*URL).Search", "(*URL).Hash", "(*URL).authorityEnd", "(*URL).HasOpaquePath",
		"(*URL).HrefWithoutFragment", "(*URL).rawQuery",
	} {
		if !inlinable[fn] {
			t.Errorf("%s is not inlinable", fn)
		}
	}
}

// TestPooledInputNotKept checks that nothing a parse returns refers to the
// pooled buffer that held its rewritten input: a later parse reuses it.
func TestPooledInputNotKept(t *testing.T) {
	inputs := []string{
		"https://exa\tmple.com/a\n/b\r?c\td#e\n",
		"foo://h\t/\xff\tp?\xfe\t#\xc0",
		"https://\x80\t/",         // fails: the host percent-decodes to U+FFFD
		"http://1.2.3.4.5\t/",     // fails: too many IPv4 parts
		"https://h:9999\t9/x",     // fails: the port is out of range
		"sc:\t\xff o\tpaque? q\t", // opaque path
	}
	type result struct {
		href, err string
	}
	run := func() []result {
		var out []result
		for _, in := range inputs {
			u, err := Parse(in)
			r := result{}
			if err != nil {
				r.err = err.Error()
			} else {
				r.href = u.Href()
			}
			out = append(out, r)
		}
		return out
	}
	var urls []*URL
	var errs []error
	for _, in := range inputs {
		u, err := Parse(in)
		urls = append(urls, u)
		errs = append(errs, err)
	}
	want := run()
	for range 50 {
		run()
	}
	for i := range inputs {
		got := result{}
		if errs[i] != nil {
			got.err = errs[i].Error()
		} else {
			got.href = urls[i].Href()
		}
		if got != want[i] {
			t.Errorf("%q: kept %+v, which changed to %+v", inputs[i], got, want[i])
		}
	}
}

// TestAllocURLClasses checks that allocURL takes the smallest size class
// that holds a URL and its serialization, and that each class of
// urlClasses is one of the runtime's: an object of the class takes exactly
// its size from the heap.
func TestAllocURLClasses(t *testing.T) {
	// 48 bytes is the runtime's smallest size class above a URL's 32.
	if urlSize != 32 || urlClasses[0].size != 48 {
		t.Fatalf("a URL takes %d bytes and the first class is %d bytes", urlSize, urlClasses[0].size)
	}
	for i, c := range urlClasses {
		if i > 0 && c.size <= urlClasses[i-1].size {
			t.Fatalf("class %d (%d bytes) does not follow %d", i, c.size, urlClasses[i-1].size)
		}
	}
	for n := 0; n <= 4200; n++ {
		u, b := allocURL(n)
		if u == nil || len(b) != n {
			t.Fatalf("allocURL(%d): %d bytes", n, len(b))
		}
		need := urlSize + n
		if need > urlClasses[len(urlClasses)-1].room() {
			continue
		}
		i := urlClassOf[(need+7)/8]
		if urlClasses[i].room() < need || i > 0 && urlClasses[i-1].room() >= need {
			t.Fatalf("allocURL(%d) takes the %d-byte class", n, urlClasses[i].size)
		}
	}
	if race.Enabled {
		return // the race detector's allocations would count
	}
	for _, c := range urlClasses {
		var before, after runtime.MemStats
		const count = 1000
		keep := make([]*URL, count)
		runtime.ReadMemStats(&before)
		for i := range keep {
			keep[i], _ = c.alloc(c.room() - urlSize)
		}
		runtime.ReadMemStats(&after)
		// Other allocations while this runs may add a little.
		if got := (after.TotalAlloc - before.TotalAlloc) / count; got < uint64(c.size) || got >= uint64(c.size)+8 {
			t.Errorf("an object of the %d-byte class takes %d bytes", c.size, got)
		}
		runtime.KeepAlive(keep)
	}
}

// TestBufferSizes checks parses whose serialization is up to three times as
// long as the input, around the sizes where the routes hand an input on:
// maxOnePass (the one-pass route's array), and the scratch buffer's first
// capacity; and parses in new goroutines at many stack depths, whose small
// stacks move while the one-pass route writes into its array.
func TestBufferSizes(t *testing.T) {
	type tc struct{ in, want string }
	var cases []tc
	for _, mid := range []int{maxOnePass, 512 / 4} {
		for n := mid - 20; n <= mid+20; n++ {
			// "€" is three bytes, which percent-encoding makes nine.
			k := (n - len("https://h/")) / 3
			in := "https://h/" + strings.Repeat("€", k) + strings.Repeat("a", n-len("https://h/")-3*k)
			want := "https://h/" + strings.Repeat("%E2%82%AC", k) + strings.Repeat("a", n-len("https://h/")-3*k)
			cases = append(cases, tc{in, want})
			// A host to lowercase, and a query byte to encode.
			host := strings.Repeat("A", n-len("HTTPS:///?\""))
			cases = append(cases, tc{"HTTPS://" + host + "/?\"", "https://" + strings.ToLower(host) + "/?%22"})
		}
	}
	cases = append(cases,
		tc{"https://h/" + strings.Repeat("\x01", maxOnePass-11) + "z", "https://h/" + strings.Repeat("%01", maxOnePass-11) + "z"},
		tc{"HTTPS://EXAMPLE.COM:443/a/./b/../c?d e#f g", "https://example.com/a/c?d%20e#f%20g"},
	)
	check := func(t *testing.T, c tc) {
		u, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			return
		}
		if u.Href() != c.want {
			t.Errorf("Parse(%q) = %q, want %q", c.in, u.Href(), c.want)
		}
	}
	for _, c := range cases {
		check(t, c)
	}
	var deep func(depth int, c tc, done chan<- struct{})
	deep = func(depth int, c tc, done chan<- struct{}) {
		if depth > 0 {
			deep(depth-1, c, done)
			return
		}
		check(t, c)
		done <- struct{}{}
	}
	done := make(chan struct{})
	for depth := 0; depth < 200; depth += 7 {
		for _, c := range cases[len(cases)-3:] {
			go deep(depth, c, done)
			<-done
		}
	}
}
