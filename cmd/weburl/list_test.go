package main

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/weburl/url"
)

// runCmd runs weburl with args and stdin and returns its exit status and
// outputs.
func runCmd(args []string, stdin string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errs)
	return code, out.String(), errs.String()
}

// withProcs runs f with GOMAXPROCS set to n, so that the pipeline has n
// workers whatever the machine.
func withProcs(n int, f func()) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(n))
	f()
}

// mixedInput returns n lines: URLs that parse, some not valid URL strings,
// lines that are not URLs, empty lines and CR LF endings.
func mixedInput(n int) string {
	var b strings.Builder
	for i := range n {
		switch i % 11 {
		case 0:
			fmt.Fprintf(&b, "https://ex ample%d.com/\n", i) // not a URL
		case 3:
			b.WriteString("\n")
		case 5:
			fmt.Fprintf(&b, "HTTP://WWW.Example%d.COM/a/../b?q#f\r\n", i%97)
		case 7:
			fmt.Fprintf(&b, "https://user@[::%x]:%d\\x\n", i, i%65536)
		case 9:
			fmt.Fprintf(&b, "/relative/%d\n", i) // not a URL without --base
		default:
			fmt.Fprintf(&b, "https://a%d.example.co.uk:%d/p/%d?x=%d\n", i%13, 8000+i%3, i, i)
		}
	}
	return b.String()
}

// formatReference is what weburl fmt TEMPLATE writes for input, computed
// line by line with the library: the output, and the failure reports.
func formatReference(t *testing.T, input string, fill func(*url.URL) string) (stdout, stderr string) {
	t.Helper()
	var out, errs strings.Builder
	for i, line := range splitLines(input) {
		if line == "" {
			out.WriteString("\n")
			continue
		}
		u, err := url.Parse(line)
		if err != nil {
			errs.Write(appendFailure(nil, i+1, line, err))
			out.WriteString("\n")
			continue
		}
		out.WriteString(fill(u) + "\n")
	}
	return out.String(), errs.String()
}

// TestListOrder checks that the list commands answer a large input, in
// parallel, exactly as a line-by-line reference does: in order, with an
// empty line and a report for each line that is not a URL.
func TestListOrder(t *testing.T) {
	input := mixedInput(120_000) // several batches
	wantFmt, wantFmtErrs := formatReference(t, input, func(u *url.URL) string {
		return u.Hostname() + " " + u.Href()
	})
	var wantCheck strings.Builder
	c := &checker{o: &listOptions{}}
	for i, line := range splitLines(input) {
		if line != "" && !url.IsValid(line) {
			wantCheck.Write(c.report(nil, i+1, line))
		}
	}
	for _, procs := range []int{1, 2, 4} {
		withProcs(procs, func() {
			code, out, errs := runCmd([]string{"fmt", "{hostname} {href}"}, input)
			if code != 1 || out != wantFmt || errs != wantFmtErrs {
				t.Errorf("GOMAXPROCS=%d: weburl fmt: status %d; output same as reference: %v (%d lines, want %d); reports same: %v",
					procs, code, out == wantFmt, strings.Count(out, "\n"), strings.Count(wantFmt, "\n"), errs == wantFmtErrs)
			}
			code, out, errs = runCmd([]string{"check"}, input)
			if code != 1 || out != wantCheck.String() || errs != "" {
				t.Errorf("GOMAXPROCS=%d: weburl check: status %d; output same as reference: %v; stderr %.200q",
					procs, code, out == wantCheck.String(), errs)
			}
		})
	}
}

// TestFmt checks each placeholder against the library's getters.
func TestFmt(t *testing.T) {
	inputs := []string{
		"https://user:pw@www.Bücher.example.co.uk:8080/a/../b?q=1#f",
		"http://0x7f.1/",
		"http://[::1]:80/x",
		"sc://Op%41que/p",
		"file:///etc/hosts",
		"mailto:joe@example.com",
		"https://github.io/",
	}
	getters := map[string]func(*url.URL) string{
		"href":              (*url.URL).Href,
		"origin":            func(u *url.URL) string { return u.Origin().String() },
		"protocol":          (*url.URL).Protocol,
		"username":          (*url.URL).Username,
		"password":          (*url.URL).Password,
		"host":              (*url.URL).Host,
		"hostname":          (*url.URL).Hostname,
		"port":              (*url.URL).Port,
		"pathname":          (*url.URL).Pathname,
		"search":            (*url.URL).Search,
		"hash":              (*url.URL).Hash,
		"hostKind":          func(u *url.URL) string { return u.HostValue().Kind().String() },
		"unicodeHost":       func(u *url.URL) string { return u.HostValue().Unicode() },
		"publicSuffix":      func(u *url.URL) string { return u.HostValue().PublicSuffix() },
		"registrableDomain": func(u *url.URL) string { return u.HostValue().RegistrableDomain() },
		"canonical":         func(u *url.URL) string { return u.Canonical(url.ProfileWHATWG) },
		"surt":              func(u *url.URL) string { return u.SURT(url.SURTOptions{}) },
		"ssurt":             (*url.URL).SSURT,
	}
	if len(getters) != len(fieldNames)-1 {
		t.Fatalf("%d getters for %d placeholders", len(getters), len(fieldNames)-1)
	}
	stdin := strings.Join(inputs, "\n")
	for name, get := range getters {
		t.Run(name, func(t *testing.T) {
			code, out, errs := runCmd([]string{"fmt", "<{" + name + "}>"}, stdin)
			want, _ := formatReference(t, stdin, func(u *url.URL) string { return "<" + get(u) + ">" })
			if code != 0 || out != want || errs != "" {
				t.Errorf("status %d, stdout\n%s\nwant\n%s\nstderr %q", code, out, want, errs)
			}
		})
	}
	tests := []struct {
		template string
		want     string
	}{
		{"", "\n"},
		{"{{}}", "{}\n"},
		{"{{hostname}}={hostname}", "{hostname}=example.com\n"},
		{"{protocol}//{host}{pathname}{search}{hash}", "https://example.com:8443/a?b#c\n"},
		{"a}}b{{c", "a}b{c\n"},
		{"\t{port}\t", "\t8443\t\n"},
	}
	for _, tt := range tests {
		code, out, errs := runCmd([]string{"fmt", tt.template, "https://EXAMPLE.com:8443/a?b#c"}, "")
		if code != 0 || out != tt.want || errs != "" {
			t.Errorf("fmt %q: status %d, stdout %q, stderr %q; want %q", tt.template, code, out, errs, tt.want)
		}
	}
}

// TestCanonSURT checks canon, surt, ssurt and fmt's {canonical} and
// {surt} against the library, for each profile and SURT option.
func TestCanonSURT(t *testing.T) {
	inputs := []string{
		"HTTP://WWW.Example.COM:80/a/./b/../c?b=2&a=1#frag",
		"https://www.example.com/%7Euser/index.html?utm_source=x",
		"http://[::1]/",
		"mailto:Joe@Example.COM",
	}
	stdin := strings.Join(inputs, "\n") + "\n"
	for _, name := range profileNames() {
		p, _ := url.ParseProfile(name)
		for _, opts := range []url.SURTOptions{{}, {NoScheme: true}, {NoTrailingComma: true}, {StripWWW: true},
			{NoScheme: true, NoTrailingComma: true, StripWWW: true}} {
			opts.Profile = p
			var flags []string
			if opts.NoScheme {
				flags = append(flags, "--no-scheme")
			}
			if opts.NoTrailingComma {
				flags = append(flags, "--no-trailing-comma")
			}
			if opts.StripWWW {
				flags = append(flags, "--strip-www")
			}
			args := append([]string{"surt", "--profile", name}, flags...)
			want, _ := formatReference(t, stdin, func(u *url.URL) string { return u.SURT(opts) })
			if code, out, errs := runCmd(args, stdin); code != 0 || out != want || errs != "" {
				t.Errorf("%q: status %d, stdout\n%s\nwant\n%s\nstderr %q", args, code, out, want, errs)
			}
			args = append([]string{"fmt", "--profile=" + name, "{surt} {canonical}"}, flags...)
			want, _ = formatReference(t, stdin, func(u *url.URL) string { return u.SURT(opts) + " " + u.Canonical(p) })
			if code, out, errs := runCmd(args, stdin); code != 0 || out != want || errs != "" {
				t.Errorf("%q: status %d, stdout\n%s\nwant\n%s\nstderr %q", args, code, out, want, errs)
			}
		}
		args := []string{"canon", "-profile", name}
		want, _ := formatReference(t, stdin, func(u *url.URL) string { return u.Canonical(p) })
		if code, out, errs := runCmd(args, stdin); code != 0 || out != want || errs != "" {
			t.Errorf("%q: status %d, stdout\n%s\nwant\n%s\nstderr %q", args, code, out, want, errs)
		}
	}
	want, _ := formatReference(t, stdin, (*url.URL).SSURT)
	if code, out, errs := runCmd([]string{"ssurt"}, stdin); code != 0 || out != want || errs != "" {
		t.Errorf("ssurt: status %d, stdout\n%s\nwant\n%s\nstderr %q", code, out, want, errs)
	}
}

// TestListCommands checks the options of the list commands: malformed
// lines, --unique, the filters, arguments for stdin, and usage errors.
func TestListCommands(t *testing.T) {
	const (
		// Lines 2 and 4 are the same URL as line 1; line 5 is not a URL,
		// and neither is line 7, its repeat.
		dups = "http://example.com/a\nHTTP://EXAMPLE.COM/a\nhttp://b.example.com/\nhttp://example.com/./a\n" +
			"http://x y/\nhttp://[::1]/\nhttp://x y/\nfile:///tmp/x\nhttp://1.2.3.4/\nsc://opaque/\nmailto:x@y\n"
		fail5 = "5:7: failure: domain-to-ASCII: ' ' is not allowed in a domain\n"
		fail7 = "7:7: failure: domain-to-ASCII: ' ' is not allowed in a domain\n"
	)
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string
		stderr string // exact
	}{
		{
			name:   "malformed lines give empty lines",
			args:   []string{"fmt", "{hostname}"},
			stdin:  dups,
			code:   1,
			stdout: "example.com\nexample.com\nb.example.com\nexample.com\n\n[::1]\n\n\n1.2.3.4\nopaque\n\n",
			stderr: fail5 + fail7,
		},
		{
			name:   "unique",
			args:   []string{"fmt", "--unique", "{href}"},
			stdin:  dups,
			code:   1,
			stdout: "http://example.com/a\nhttp://b.example.com/\nhttp://[::1]/\nfile:///tmp/x\nhttp://1.2.3.4/\nsc://opaque/\nmailto:x@y\n",
			stderr: fail5,
		},
		{
			name:   "unique canon",
			args:   []string{"canon", "--unique"},
			stdin:  "http://a/\nhttp://b/\nhttp://A/\n\nhttp://b/\n\n",
			stdout: "http://a/\nhttp://b/\n",
		},
		{
			name:   "unique check",
			args:   []string{"check", "--unique"},
			stdin:  "http://a/b\nhttp://a\\b\nhttp://a b/\nhttp://a b/\nhttp://c\\d\n",
			code:   1,
			stdout: "3:7: failure: domain-to-ASCII: ' ' is not allowed in a domain\n5:8: invalid-reverse-solidus: a backslash is used where a special URL has /\n",
		},
		{
			name:   "host kinds",
			args:   []string{"fmt", "--host-kind", "ipv4,ipv6", "--host-kind=opaque", "{hostKind} {href}"},
			stdin:  dups,
			code:   1,
			stdout: "ipv6 http://[::1]/\nipv4 http://1.2.3.4/\nopaque sc://opaque/\n",
			stderr: fail5 + fail7,
		},
		{
			name:   "no host, empty host",
			args:   []string{"fmt", "--host-kind", "none,empty", "{href}"},
			stdin:  dups + "\n",
			code:   1,
			stdout: "file:///tmp/x\nmailto:x@y\n",
			stderr: fail5 + fail7,
		},
		{
			name:   "domain",
			args:   []string{"canon", "--domain", "Example.COM."},
			stdin:  "http://example.com/\nhttp://a.b.example.com/\nhttp://example.com./\nhttp://example.org/\nhttp://com/\nhttp://1.2.3.4/\n",
			stdout: "http://example.com/\nhttp://a.b.example.com/\nhttp://example.com./\n",
		},
		{
			name:   "domains, Unicode",
			args:   []string{"fmt", "--domain", "bücher.example", "--domain", "b.test", "{unicodeHost}"},
			stdin:  "http://xn--bcher-kva.example/\nhttp://a.b.test/\nhttp://c.test/\n",
			stdout: "bücher.example\na.b.test\n",
		},
		{
			name:   "check with a filter checks only the URLs that pass, and every failure",
			args:   []string{"check", "--domain", "a.test"},
			stdin:  "http://a.test\\x\nhttp://b.test\\x\nhttp://a b/\n",
			code:   1,
			stdout: "1:13: invalid-reverse-solidus: a backslash is used where a special URL has /\n3:7: failure: domain-to-ASCII: ' ' is not allowed in a domain\n",
		},
		{
			name:   "base",
			args:   []string{"fmt", "--base", "https://example.com/a/", "{href}"},
			stdin:  "b\n../c?d\n",
			stdout: "https://example.com/a/b\nhttps://example.com/c?d\n",
		},
		{
			name:   "arguments, not stdin; an empty one is not a URL",
			args:   []string{"fmt", "{host}", "http://a:1/", "", "--", "-x"},
			stdin:  "http://not.read/\n",
			code:   1,
			stdout: "a:1\n\n\n",
			stderr: "2:0: failure: missing-scheme-non-relative-URL: no scheme, and no base URL to resolve against\n" +
				"3:0: failure: missing-scheme-non-relative-URL: no scheme, and no base URL to resolve against\n",
		},
		{
			name:   "empty lines, CR LF, byte order mark",
			args:   []string{"fmt", "{href}"},
			stdin:  bom + "http://a/\r\n\r\n\nhttp://b/",
			stdout: "http://a/\n\n\nhttp://b/\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, procs := range []int{1, 3} {
				withProcs(procs, func() {
					code, out, errs := runCmd(tt.args, tt.stdin)
					if code != tt.code || out != tt.stdout || errs != tt.stderr {
						t.Errorf("GOMAXPROCS=%d: status %d, stdout\n%s\nstderr\n%s\nwant status %d, stdout\n%s\nstderr\n%s",
							procs, code, out, errs, tt.code, tt.stdout, tt.stderr)
					}
				})
			}
		})
	}
}

// TestListLongLine checks that a line too long gives an empty line and a
// report, and exit status 2.
func TestListLongLine(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 100
	in := "http://a/\nhttp://b/" + strings.Repeat("x", 100) + "\nhttp://c/\n"
	code, out, errs := runCmd([]string{"fmt", "{hostname}"}, in)
	if code != 2 || out != "a\n\nc\n" || errs != "weburl: line 2 is longer than 100 bytes; not read\n" {
		t.Errorf("status %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestListUsageErrors checks that the list commands name what is wrong.
func TestListUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		msg  string // the first line of stderr
	}{
		{[]string{"fmt"}, "weburl fmt: missing TEMPLATE"},
		{[]string{"fmt", "{nope}"}, "weburl fmt: unknown placeholder {nope}; the placeholders are {href} {origin} {protocol} {username} " +
			"{password} {host} {hostname} {port} {pathname} {search} {hash} {hostKind} {unicodeHost} {publicSuffix} " +
			"{registrableDomain} {canonical} {surt} {ssurt}"},
		{[]string{"fmt", "{href"}, `weburl fmt: template "{href": unclosed { at byte 0 (write {{ for a literal brace)`},
		{[]string{"fmt", "a}"}, `weburl fmt: template "a}": unmatched } at byte 1 (write }} for a literal brace)`},
		{[]string{"canon", "--profile", "nope"}, `weburl canon: unknown profile "nope"; the profiles are whatwg, semantic-precise, aggressive, google, ia, ia-default`},
		{[]string{"canon", "--profile"}, "weburl canon: --profile needs a profile name"},
		{[]string{"canon", "--no-scheme"}, "weburl canon: unknown option --no-scheme"},
		{[]string{"surt", "--strip-www=yes"}, "weburl surt: --strip-www takes no value"},
		{[]string{"ssurt", "--host-kind", "domain,ip"}, `weburl ssurt: unknown kind of host "ip"; the kinds are domain, ipv4, ipv6, opaque, empty and none`},
		{[]string{"check", "--domain", "1.2.3.4"}, `weburl check: --domain "1.2.3.4" is not a domain`},
		{[]string{"check", "--unique=1"}, "weburl check: --unique takes no value"},
	}
	for _, tt := range tests {
		code, out, errs := runCmd(tt.args, "")
		first, rest, _ := strings.Cut(errs, "\n")
		if code != 2 || out != "" || first != tt.msg || !strings.HasPrefix(rest, "usage: weburl "+tt.args[0]) {
			t.Errorf("%q: status %d, stdout %q, stderr\n%s\nwant 2, nothing, and\n%s", tt.args, code, out, errs, tt.msg)
		}
	}
	if code, out, errs := runCmd([]string{"fmt", "-h"}, ""); code != 0 || out != usage || errs != "" {
		t.Errorf("fmt -h: status %d, stderr %q", code, errs)
	}
	if code, _, errs := runCmd([]string{"canon", "--base", "nope"}, "http://a/\n"); code != 2 || !strings.Contains(errs, "invalid base URL") {
		t.Errorf("canon with an invalid base: status %d, stderr %q", code, errs)
	}
}

// TestListIOErrors checks that a list command reports a failing input or
// output with exit status 2.
func TestListIOErrors(t *testing.T) {
	for _, procs := range []int{1, 2} {
		withProcs(procs, func() {
			var stderr bytes.Buffer
			if code := run([]string{"fmt", "{href}"}, strings.NewReader("http://a/\n"), failingWriter{}, &stderr); code != 2 ||
				!strings.Contains(stderr.String(), "disk full") {
				t.Errorf("failing stdout: status %d, stderr %q", code, stderr.String())
			}
			stderr.Reset()
			if code := run([]string{"canon"}, failingReader{}, io.Discard, &stderr); code != 2 ||
				!strings.Contains(stderr.String(), "device gone") {
				t.Errorf("failing stdin: status %d, stderr %q", code, stderr.String())
			}
		})
	}
}

// TestProgressText checks the progress line's text.
func TestProgressText(t *testing.T) {
	tests := []struct {
		n, size int64
		lines   int
		elapsed time.Duration
		want    string
	}{
		{50, 200, 1000, 2 * time.Second, "weburl:  25.0%  1000 lines  500 lines/s"},
		{0, 0, 0, 0, "weburl: 100.0%  0 lines  0 lines/s"},
		{300, 200, 10, time.Second, "weburl: 100.0%  10 lines  10 lines/s"},
	}
	for _, tt := range tests {
		if got := progressText(tt.n, tt.size, tt.lines, tt.elapsed); got != tt.want {
			t.Errorf("progressText(%d, %d, %d, %v) = %q, want %q", tt.n, tt.size, tt.lines, tt.elapsed, got, tt.want)
		}
	}
	if p := newProgress(strings.NewReader(""), io.Discard); p != nil {
		t.Errorf("a progress line without a file and a terminal")
	}
}

// TestJSONLInteractiveParallel checks that with several workers, a request
// that follows a large batch is answered before the client writes
// another: the answers to the batch, and then its own.
func TestJSONLInteractiveParallel(t *testing.T) {
	withProcs(4, func() {
		inW, responses, done := startJSONL()
		const batch = 5000
		var big strings.Builder
		for i := range batch {
			fmt.Fprintf(&big, `{"input":"http://a/%d"}`+"\n", i)
		}
		for round := range 3 {
			got := make(chan []string)
			go func() {
				var lines []string
				for range batch + 1 {
					line, err := responses.ReadString('\n')
					if err != nil {
						break
					}
					lines = append(lines, line)
				}
				got <- lines
			}()
			go io.WriteString(inW, big.String()+fmt.Sprintf(`{"ssurt":"http://last/%d"}`+"\n", round))
			select {
			case lines := <-got:
				if len(lines) != batch+1 {
					t.Fatalf("round %d: %d responses, want %d", round, len(lines), batch+1)
				}
				for i, l := range lines[:batch] {
					if !strings.Contains(l, fmt.Sprintf(`"pathname":"/%d"`, i)) {
						t.Fatalf("round %d: response %d out of order: %s", round, i, l)
					}
				}
				want := fmt.Sprintf(`{"ssurt":%q}`+"\n", url.MustParse(fmt.Sprintf("http://last/%d", round)).SSURT())
				if lines[batch] != want {
					t.Errorf("round %d: last response %s, want %s", round, lines[batch], want)
				}
			case <-time.After(20 * time.Second):
				t.Fatalf("round %d: no answer to the last request", round)
			}
		}
		inW.Close()
		if code := <-done; code != 0 {
			t.Errorf("exit status %d", code)
		}
	})
}

// TestJSONLCanonical checks the canonicalize, surt and ssurt requests
// against the library.
func TestJSONLCanonical(t *testing.T) {
	const in = "HTTP://www.Example.COM:80/a/../b?z=1&a=2#f"
	u := url.MustParse(in)
	quote := func(s string) string { return fmt.Sprintf("%q", s) }
	tests := []struct {
		request, want string
	}{
		{`{"canonicalize":` + quote(in) + `}`, `{"href":` + quote(u.Canonical(url.ProfileWHATWG)) + `}`},
		{`{"canonicalize":` + quote(in) + `,"profile":"ia-default"}`, `{"href":` + quote(u.Canonical(url.ProfileIADefault)) + `}`},
		{`{"canonicalize":` + quote(in) + `,"profile":null}`, `{"href":` + quote(u.Canonical(url.ProfileWHATWG)) + `}`},
		{`{"surt":` + quote(in) + `}`, `{"surt":` + quote(u.SURT(url.SURTOptions{})) + `}`},
		{`{"surt":` + quote(in) + `,"scheme":true,"trailingComma":true,"www":true}`, `{"surt":` + quote(u.SURT(url.SURTOptions{})) + `}`},
		{`{"surt":` + quote(in) + `,"scheme":false,"trailingComma":false,"www":false,"profile":"google"}`,
			`{"surt":` + quote(u.SURT(url.SURTOptions{Profile: url.ProfileGoogle, NoScheme: true, NoTrailingComma: true, StripWWW: true})) + `}`},
		{`{"surt":` + quote(in) + `,"www":false}`, `{"surt":` + quote(u.SURT(url.SURTOptions{StripWWW: true})) + `}`},
		{`{"ssurt":` + quote(in) + `}`, `{"ssurt":` + quote(u.SSURT()) + `}`},
	}
	for _, tt := range tests {
		code, out, errs := runCmd([]string{"jsonl"}, tt.request+"\n")
		if code != 0 || out != tt.want+"\n" || errs != "" {
			t.Errorf("%s: status %d, response %s, stderr %q; want %s", tt.request, code, out, errs, tt.want)
		}
	}
	checkJSONL(t, strings.Join([]string{
		`{"canonicalize":"http://a b/"}`,
		`{"surt":"nope","profile":"aggressive"}`,
		`{"ssurt":"http://[::1/"}`,
		`{"canonicalize":"http://a/","profile":"nope"}`,
		`{"canonicalize":null}`,
		`{"surt":"http://a/","scheme":"no"}`,
		`{"ssurt":"http://a/","profile":"google"}`,
		`{"canonicalize":"http://a/","www":false}`,
		`{"input":"http://a/","profile":"google"}`,
		`{"canonicalize":"http://a/","base":"http://b/"}`,
		`{"canonicalize":"http://a/","surt":"http://a/"}`,
	}, "\n"), []response{
		failure(""), failure(""), failure(""),
		errorLine(`unknown canonicalization profile "nope"`),
		errorLine(`"canonicalize" must be a string`),
		errorLine(`"scheme" must be a boolean or null`),
		errorLine(`"profile" is a member of canonicalize and surt requests only`),
		errorLine(`"scheme", "trailingComma" and "www" are members of surt requests only`),
		errorLine(`"profile" is a member of canonicalize and surt requests only`),
		errorLine(`"base", "encoding", "validate" and "host" are members of parse requests only`),
		errorLine(`a request has only one of`),
	})
}
