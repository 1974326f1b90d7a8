package url

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

type setterTestCase struct {
	attr     string
	Comment  string            `json:"comment"`
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
}

// set calls the setter for attr, the way a WPT test assigns to the
// attribute.
func set(u *URL, attr, value string) error {
	switch attr {
	case "href":
		return u.SetHref(value)
	case "protocol":
		u.SetProtocol(value)
	case "username":
		u.SetUsername(value)
	case "password":
		u.SetPassword(value)
	case "host":
		u.SetHost(value)
	case "hostname":
		u.SetHostname(value)
	case "port":
		u.SetPort(value)
	case "pathname":
		u.SetPathname(value)
	case "search":
		u.SetSearch(value)
	case "hash":
		u.SetHash(value)
	default:
		return fmt.Errorf("no setter for %q", attr)
	}
	return nil
}

// get returns the attribute's value.
func get(u *URL, attr string) string {
	switch attr {
	case "href":
		return u.Href()
	case "origin":
		return u.Origin().String()
	case "protocol":
		return u.Protocol()
	case "username":
		return u.Username()
	case "password":
		return u.Password()
	case "host":
		return u.Host()
	case "hostname":
		return u.Hostname()
	case "port":
		return u.Port()
	case "pathname":
		return u.Pathname()
	case "search":
		return u.Search()
	case "hash":
		return u.Hash()
	}
	panic("no attribute " + attr)
}

// checkCanonical fails unless u is exactly what parsing its href gives:
// setters must leave a URL in the parser's canonical form.
func checkCanonical(t *testing.T, u *URL) {
	t.Helper()
	v, err := Parse(u.Href())
	if err != nil {
		t.Fatalf("href %q does not parse: %v", u.Href(), err)
	}
	if !sameURL(v, u) {
		t.Fatalf("href %q parses to a different URL:\n got %+v\nwant %+v", u.Href(), *v, *u)
	}
}

// loadSetterCases reads setters_tests.json: every case, with its
// attribute, the attributes in sorted order.
func loadSetterCases(tb testing.TB) []setterTestCase {
	var file map[string]json.RawMessage
	if err := json.Unmarshal(readWPT(tb, "setters_tests.json"), &file); err != nil {
		tb.Fatal(err)
	}
	attrs := make([]string, 0, len(file))
	for attr := range file {
		if attr != "comment" {
			attrs = append(attrs, attr)
		}
	}
	slices.Sort(attrs)
	var cases []setterTestCase
	for _, attr := range attrs {
		var list []setterTestCase
		if err := json.Unmarshal(file[attr], &list); err != nil {
			tb.Fatalf("%s: %v", attr, err)
		}
		for i := range list {
			list[i].attr = attr
		}
		cases = append(cases, list...)
	}
	return cases
}

func TestSetters(t *testing.T) {
	cases := loadSetterCases(t)
	name := func(i int, tc *setterTestCase) string {
		return fmt.Sprintf("%s/%d:%q=%q", tc.attr, i, tc.Href, tc.NewValue)
	}
	runConformance(t, "setters_tests.json", cases, name, func(t *testing.T, tc *setterTestCase) {
		u, err := Parse(tc.Href)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.Href, err)
		}
		if err := set(u, tc.attr, tc.NewValue); err != nil && tc.attr != "href" {
			t.Fatal(err)
		}
		keys := make([]string, 0, len(tc.Expected))
		for k := range tc.Expected {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if got := get(u, k); got != tc.Expected[k] {
				t.Errorf("%s = %q; want %q", k, got, tc.Expected[k])
			}
		}
		checkCanonical(t, u)
	})
}

// TestToASCIISetters runs toascii.json's second check: set host and
// hostname of https://x/x to the input.
func TestToASCIISetters(t *testing.T) {
	cases := loadHostTestCases(t, "toascii.json")
	for _, attr := range []string{"host", "hostname"} {
		runConformance(t, "toascii.json ("+attr+" setter)", cases, hostCaseName, func(t *testing.T, tc *hostTestCase) {
			u, err := Parse("https://x/x")
			if err != nil {
				t.Fatal(err)
			}
			set(u, attr, tc.Input)
			want, ok := tc.want()
			if !ok {
				want = "x"
			}
			if got := get(u, attr); got != want {
				t.Errorf("%s = %q; want %q", attr, got, want)
			}
			checkCanonical(t, u)
		})
	}
}

// TestHrefSetterFailures checks urltestdata's failure cases without a base
// against the href setter: it must fail and leave the URL unchanged.
func TestHrefSetterFailures(t *testing.T) {
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		if !tc.Failure || tc.Base != nil {
			continue
		}
		u, err := Parse("about:blank")
		if err != nil {
			t.Fatal(err)
		}
		if err := u.SetHref(tc.Input); err == nil {
			t.Errorf("SetHref(%q) succeeded with %q; want failure", tc.Input, u.Href())
		}
		if u.Href() != "about:blank" {
			t.Errorf("SetHref(%q) changed the URL to %q", tc.Input, u.Href())
		}
	}
}

// TestSettersKeepCanonical applies every setter, with every value from
// setters_tests.json and a few more, to every URL that urltestdata.json
// parses, and checks that the result is what parsing its href gives.
func TestSettersKeepCanonical(t *testing.T) {
	seen := map[string]bool{}
	values := []string{"", " ", "/", "//", "?", "#", ":", "@", ".", "..", "%2e", "\\", "a b", "\x00", "\xff", "C:", "/c|/x", "[::1]", "[::1]:8080", "0x7f.1", "ö", "xn--", "localhost"}
	for _, v := range values {
		seen[v] = true
	}
	for _, tc := range loadSetterCases(t) {
		if !seen[tc.NewValue] {
			seen[tc.NewValue] = true
			values = append(values, tc.NewValue)
		}
	}
	slices.Sort(values)
	var urls []*URL
	for _, tc := range loadURLTestCases(t, readWPT(t, "urltestdata.json")) {
		if tc.Failure {
			continue
		}
		if u, err := Parse(tc.Href); err == nil {
			urls = append(urls, u)
		}
	}
	attrs := []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
	checked, localhost := 0, 0
	for _, orig := range urls {
		for _, attr := range attrs {
			for _, v := range values {
				u := *orig
				set(&u, attr, v)
				v2, err := Parse(u.Href())
				if err == nil && !sameURL(v2, &u) && isFileLocalhostQuirk(orig, &u, v2) {
					// The one place where the standard's own URL record does
					// not survive serializing: the protocol setter turns
					// https://localhost/ into file://localhost/, whose host
					// the parser would make empty. The setter does what the
					// standard says; the quirk is checked exactly here.
					localhost++
					continue
				}
				if err != nil || !sameURL(v2, &u) {
					t.Errorf("%q: set %s to %q gave %q (%+v), which parses to %+v, %v", orig.Href(), attr, v, u.Href(), u, v2, err)
				}
				checked++
			}
		}
	}
	fmt.Printf("setters keep URLs canonical: %d/%d (URL, setter, value) triples; %d more are the standard's file://localhost quirk\n",
		checked, len(urls)*len(attrs)*len(values)-localhost, localhost)
}

// isFileLocalhostQuirk reports whether u is orig with its scheme set to
// "file" while its host stayed "localhost", and reparsed is u with the empty
// host instead.
func isFileLocalhostQuirk(orig, u, reparsed *URL) bool {
	return orig.Scheme() != "file" && u.Scheme() == "file" && u.Hostname() == "localhost" &&
		reparsed.Hostname() == "" && reparsed.Href() == "file://"+u.Href()[len("file://localhost"):]
}
