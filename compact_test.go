package url

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// checkCompact fails unless u's offsets survive packing into a compactURL:
// the derived ones (schemeEnd, usernameEnd, pathStart) equal those the
// parser or setter recorded, and so do the stored ones.
func checkCompact(t *testing.T, u *URL) {
	t.Helper()
	if gap := u.pathStart - u.hostEnd; u.pathStart < u.hostEnd || gap>>(8-gapShift) != 0 {
		t.Fatalf("href %q: path starts at %d, host ends at %d: the gap does not fit", u.href, u.pathStart, u.hostEnd)
	}
	if u.flags&^flagsMask != 0 {
		t.Fatalf("href %q: flags %#x do not fit", u.href, u.flags)
	}
	c := packURL(u.href, &u.urlLayout)
	if c.href() != u.href {
		t.Fatalf("href %q: packed href %q", u.href, c.href())
	}
	if got := c.layout(); got != u.urlLayout {
		t.Fatalf("href %q: packed layout %+v; want %+v", u.href, got, u.urlLayout)
	}
	// A scheme too long for schemeLen is found in href.
	if u.href != "" {
		far := c
		far.schemeLen = schemeLenFar
		if got := far.schemeEnd(); got != u.schemeEnd {
			t.Fatalf("href %q: schemeEnd found at %d; want %d", u.href, got, u.schemeEnd)
		}
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

	var file map[string]json.RawMessage
	if err := json.Unmarshal(readWPT(t, "setters_tests.json"), &file); err != nil {
		t.Fatal(err)
	}
	values := map[string]bool{"": true, ":": true, "@": true, "//": true, "/.//": true, "u:p": true, "1": true, "65535": true}
	n := len(urls)
	for attr, raw := range file {
		if attr == "comment" {
			continue
		}
		var list []setterTestCase
		if err := json.Unmarshal(raw, &list); err != nil {
			t.Fatal(err)
		}
		for _, tc := range list {
			values[tc.NewValue] = true
			// The case itself: its href, with its setter applied.
			if u, err := Parse(tc.Href); err == nil {
				if err := set(u, attr, tc.NewValue); err == nil || attr == "href" {
					add(u)
				}
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
