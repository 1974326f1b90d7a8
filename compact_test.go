package url

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"
)

// checkCompact fails unless u, a URL that Parse or a setter returned, is
// as URL.set packs it, and its derived offsets are those that scanning
// href finds: schemeEnd is the first ':', and pathStart follows the host,
// ':' and the port's digits, or, with a null host, the "/." prefix.
func checkCompact(t *testing.T, u *URL) {
	t.Helper()
	href := u.href()
	l := u.layout()
	var v URL
	v.set(href, &l)
	if *(*[32]byte)(unsafe.Pointer(&v)) != *(*[32]byte)(unsafe.Pointer(u)) {
		t.Fatalf("href %q: %+v packs again to %+v", href, *u, v)
	}
	if href == "" {
		return // the zero URL
	}
	if k := strings.IndexByte(href, ':'); uint32(k) != u.schemeEnd() || (u.schemeLen == schemeLenFar) != (k >= schemeLenFar) {
		t.Fatalf("href %q: schemeEnd %d (schemeLen %d); the first ':' is at %d", href, u.schemeEnd(), u.schemeLen, k)
	}
	if u.hostKind != hostNull && u.usernameEnd() != u.schemeEnd()+3+uint32(len(u.Username())) {
		t.Fatalf("href %q: usernameEnd %d, but the username is %q", href, u.usernameEnd(), u.Username())
	}
	p := u.hostEnd
	switch {
	case u.hostKind != hostNull:
		if p < uint32(len(href)) && href[p] == ':' {
			for p++; p < uint32(len(href)) && '0' <= href[p] && href[p] <= '9'; p++ {
			}
		}
	case u.flags()&flagDotPrefix != 0:
		if !strings.HasPrefix(href[p:], "/.//") {
			t.Fatalf("href %q: no \"/.//\" at %d", href, p)
		}
		p += 2
	}
	if p != u.pathStart() {
		t.Fatalf("href %q: pathStart %d; scanning finds %d", href, u.pathStart(), p)
	}
}

// sameURL reports whether a and b are the same URL: the same href and the
// same offsets.
func sameURL(a, b *URL) bool {
	return a.href() == b.href() && a.layout() == b.layout()
}

// TestURLSize checks that a URL takes 32 bytes: Parse allocates one.
func TestURLSize(t *testing.T) {
	if n := unsafe.Sizeof(URL{}); n != 32 {
		t.Fatalf("a URL takes %d bytes; want 32", n)
	}
}

// compactInputs are inputs whose offsets are edge cases of the derivation,
// beside the web-platform-tests data.
var compactInputs = []string{
	"http://u@h/", "http://u:p@h/", "http://:p@h/", "http://u:@h/", "http://@h/", "http://:@h/",
	"http://u:p@h:8080/", "http://h:8080", "foo://h:1", "foo://u:p@h:65535?q#f", "http://%3A:%3A@h/",
	"foo:///", "foo://", "foo:", "foo::", "foo::1", "foo:/:1", "foo:/.//p", "foo:/..//p?q",
	"web+demo:/.//not-a-host/", "file:///C:/x", "file://h/x", "file:", "file:C|/x", "sc://@h:1/",
	"a:" + strings.Repeat("b", 300), strings.Repeat("s", 254) + "://u:p@h:1/p", strings.Repeat("s", 255) + ":x",
	strings.Repeat("s", 256) + "://:p@h/", strings.Repeat("s", 300) + ":/.//p",
}

// TestCompactLayout checks checkCompact on every URL of urltestdata.json
// (with its base), on the results of every setter with the values of
// setters_tests.json on those URLs, and on compactInputs.
func TestCompactLayout(t *testing.T) {
	var urls []*URL
	add := func(u *URL) {
		checkCompact(t, u)
		urls = append(urls, u)
	}
	for _, name := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		for _, tc := range loadURLTestCases(t, readWPT(t, name)) {
			var base *URL
			if tc.Base != nil {
				b, err := Parse(*tc.Base)
				if err != nil {
					continue
				}
				add(b)
				base = b
			}
			if u, err := Parse(tc.Input, base); err == nil {
				add(u)
			}
		}
	}
	for _, s := range compactInputs {
		u, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		add(u)
		if r, err := Parse("//x:y@h:99/p?q", u); err == nil {
			add(r)
		}
	}

	values := map[string]bool{"": true, ":": true, "@": true, "//": true, "/.//": true, "u:p": true, "1": true, "65535": true}
	n := len(urls)
	for _, tc := range loadSetterCases(t) {
		values[tc.NewValue] = true
		// The case itself: its href, with its setter applied.
		if u, err := Parse(tc.Href); err == nil {
			if err := set(u, tc.attr, tc.NewValue); err == nil || tc.attr == "href" {
				add(u)
			}
		}
	}
	setters := 0
	for _, orig := range urls[:n] {
		for _, attr := range []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
			for v := range values {
				u := *orig
				set(&u, attr, v)
				checkCompact(t, &u)
				setters++
			}
		}
	}
	fmt.Printf("compact layout: %d parsed URLs and %d setter results\n", len(urls), setters)
}

// FuzzCompact checks checkCompact on the URL input parses to, alone and
// against base, and on the result of a setter (setterAttrs[attr%len]) with
// value on it.
func FuzzCompact(f *testing.F) {
	i := 0
	for _, c := range seedURLCases(f) {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		f.Add(c.Input, base, uint8(i), c.Href)
		i++
	}
	for _, s := range compactInputs {
		f.Add(s, "", uint8(i), "x:y")
		i++
	}
	f.Fuzz(func(t *testing.T, input, base string, attr uint8, value string) {
		bases := []*URL{nil}
		if b, err := Parse(base); err == nil {
			checkCompact(t, b)
			bases = append(bases, b)
		}
		for _, b := range bases {
			u, err := Parse(input, b)
			if err != nil {
				continue
			}
			checkCompact(t, u)
			if b != nil {
				if r, err := ParseRef(input); err == nil {
					if v, err := b.Resolve(r); err == nil {
						checkCompact(t, v)
					}
				}
			}
			name := setterAttrs[int(attr)%len(setterAttrs)]
			switch name {
			case "searchParams.append", "searchParams.set":
				k, v, _ := strings.Cut(value, "=")
				if name == "searchParams.set" {
					u.SearchParams().Set(k, v)
				} else {
					u.SearchParams().Append(k, v)
				}
			case "searchParams.delete":
				u.SearchParams().Delete(value)
			case "searchParams.sort":
				u.SearchParams().Sort()
			default:
				_ = set(u, name, value)
			}
			checkCompact(t, u)
		}
	})
}
