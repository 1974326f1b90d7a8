package url

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
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
		return u.SetProtocol(value)
	case "username":
		return u.SetUsername(value)
	case "password":
		return u.SetPassword(value)
	case "host":
		return u.SetHost(value)
	case "hostname":
		return u.SetHostname(value)
	case "port":
		return u.SetPort(value)
	case "pathname":
		return u.SetPathname(value)
	case "search":
		u.SetSearch(value)
	case "hash":
		u.SetHash(value)
	default:
		panic("no setter for " + attr)
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
		before := *u
		err = set(u, tc.attr, tc.NewValue)
		if err != nil && !sameURL(u, &before) {
			t.Errorf("the setter returned %v, and changed the URL to %q", err, u.Href())
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
			err = set(u, attr, tc.Input)
			want, ok := tc.want()
			if !ok {
				want = "x"
				if err == nil {
					t.Errorf("no error for a host that fails")
				}
			} else if err != nil {
				t.Errorf("error for a host that parses: %v", err)
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
				if err := set(&u, attr, v); err != nil && !sameURL(&u, orig) {
					t.Errorf("%q: set %s to %q returned %v and changed the URL to %q", orig.Href(), attr, v, err, u.Href())
				}
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

// TestSettersRefuseIffUnchanged checks every case of setters_tests.json
// against the setters' errors: a setter returns an error exactly when it
// refuses the value, and a refused value leaves the URL unchanged. A value
// that leaves the URL unchanged without an error must be one the setter
// takes: set after the attribute was changed to another value, it gives
// the original URL back.
func TestSettersRefuseIffUnchanged(t *testing.T) {
	other := map[string]string{
		"username": "other", "password": "other", "host": "other.example", "hostname": "other.example",
		"port": "1", "pathname": "/other", "search": "?other", "hash": "#other",
	}
	var refused, changed, same int
	for i, tc := range loadSetterCases(t) {
		t.Run(fmt.Sprintf("%s/%d:%q=%q", tc.attr, i, tc.Href, tc.NewValue), func(t *testing.T) {
			u := mustParseT(t, tc.Href)
			orig := *u
			err := set(u, tc.attr, tc.NewValue)
			unchanged := sameURL(u, &orig)
			switch {
			case err != nil && !unchanged:
				t.Fatalf("the setter returned %v and changed the URL to %q", err, u.Href())
			case err != nil:
				var se *SetterError
				if !errors.As(err, &se) || se.Value != tc.NewValue || se.Err == nil {
					t.Fatalf("the error %#v is not a *SetterError for the value", err)
				}
				refused++
			case !unchanged:
				changed++
			default:
				v, ok := other[tc.attr]
				if !ok {
					t.Fatalf("unchanged without an error, and no other value of %s to try", tc.attr)
				}
				w := mustParseT(t, tc.Href)
				if err := set(w, tc.attr, v); err != nil || sameURL(w, &orig) {
					t.Fatalf("set %s to %q: %v, %q; want a change", tc.attr, v, err, w.Href())
				}
				if err := set(w, tc.attr, tc.NewValue); err != nil || !sameURL(w, &orig) {
					t.Fatalf("set %s back to %q: %v, %q; want %q", tc.attr, tc.NewValue, err, w.Href(), tc.Href)
				}
				same++
			}
		})
	}
	fmt.Printf("setters_tests.json: %d/%d cases agree with \"error iff refused, and refused leaves the URL unchanged\" (%d refused, %d changed, %d set to what they were)\n",
		refused+changed+same, len(loadSetterCases(t)), refused, changed, same)
}

// TestSetterErrors lists, per setter, values the standard refuses and
// values it takes, in part or whole.
func TestSetterErrors(t *testing.T) {
	tests := []struct {
		name, href, attr, value string
		want                    string // the href after; "" when refused
		err                     error  // a reason errors.Is finds, for a refusal
		code                    ValidationErrorCode
		offset                  int
	}{
		{name: "href, not a URL", href: "https://h/", attr: "href", value: "no scheme", code: MissingSchemeNonRelativeURL},
		{name: "href, port out of range", href: "https://h/", attr: "href", value: "https://x:99999/", code: PortOutOfRange, offset: 10},
		{name: "href", href: "https://h/", attr: "href", value: "sc:x", want: "sc:x"},

		{name: "protocol, empty", href: "https://h/", attr: "protocol", value: "", err: ErrInvalidScheme},
		{name: "protocol, digit first", href: "https://h/", attr: "protocol", value: "1http", err: ErrInvalidScheme},
		{name: "protocol, space", href: "https://h/", attr: "protocol", value: "ht tp", err: ErrInvalidScheme},
		{name: "protocol, special to non-special", href: "https://h/", attr: "protocol", value: "sc", err: ErrSchemeChange},
		{name: "protocol, non-special to special", href: "sc://h/", attr: "protocol", value: "http", err: ErrSchemeChange},
		{name: "protocol, to file with credentials", href: "https://u@h/", attr: "protocol", value: "file", err: ErrSchemeChange},
		{name: "protocol, to file with a port", href: "https://h:8/", attr: "protocol", value: "file", err: ErrSchemeChange},
		{name: "protocol, from file with an empty host", href: "file:///x", attr: "protocol", value: "http", err: ErrSchemeChange},
		{name: "protocol", href: "https://h:80/", attr: "protocol", value: "HTTP", want: "http://h/"},
		{name: "protocol, what follows the colon ignored", href: "https://h/", attr: "protocol", value: "wss:x y", want: "wss://h/"},
		{name: "protocol, the same", href: "https://h/", attr: "protocol", value: "https:", want: "https://h/"},

		{name: "username, no host", href: "sc:/x", attr: "username", value: "u", err: ErrNoCredentialsOrPort},
		{name: "username, empty host", href: "sc:///x", attr: "username", value: "u", err: ErrNoCredentialsOrPort},
		{name: "username, file", href: "file://h/x", attr: "username", value: "u", err: ErrNoCredentialsOrPort},
		{name: "username, opaque path", href: "mailto:x", attr: "username", value: "u", err: ErrNoCredentialsOrPort},
		{name: "username", href: "https://h/", attr: "username", value: "a b@", want: "https://a%20b%40@h/"},
		{name: "password, file", href: "file://h/x", attr: "password", value: "p", err: ErrNoCredentialsOrPort},
		{name: "password", href: "https://u@h/", attr: "password", value: "p:w", want: "https://u:p%3Aw@h/"},

		{name: "host, opaque path", href: "mailto:x", attr: "host", value: "h", err: ErrOpaquePath},
		{name: "host, forbidden code point", href: "https://h/", attr: "host", value: "bad host", code: DomainToASCII},
		{name: "host, non-special, forbidden code point", href: "sc://h/", attr: "host", value: "a b", code: HostInvalidCodePoint, offset: 1},
		{name: "host, empty in a special URL", href: "https://h/", attr: "host", value: "", code: HostMissing},
		{name: "host, empty with credentials", href: "sc://u@h/", attr: "host", value: "", code: HostMissing},
		{name: "host, port without a host", href: "https://h/", attr: "host", value: ":8080", code: HostMissing},
		{name: "host, invalid IPv6", href: "https://h/", attr: "host", value: "[::1", code: IPv6Unclosed, offset: 4},
		{name: "host, IPv4 out of range", href: "https://h/", attr: "host", value: "1.2.3.256", code: IPv4OutOfRangePart},
		{name: "host, file with a port", href: "file://h/x", attr: "host", value: "x:1", code: DomainToASCII},
		{name: "host", href: "https://h:1/", attr: "host", value: "EXAMPLE.com", want: "https://example.com:1/"},
		{name: "host and port", href: "https://h/", attr: "host", value: "example.com:8080", want: "https://example.com:8080/"},
		{name: "host, port out of range taken in part", href: "https://h:1/", attr: "host", value: "example.com:65536", want: "https://example.com:1/"},
		{name: "host, port not a number taken in part", href: "https://h/", attr: "host", value: "example.com:x", want: "https://example.com/"},
		{name: "host, empty in a non-special URL", href: "sc://h/x", attr: "host", value: "", want: "sc:///x"},
		{name: "host, on a URL without one", href: "sc:/x", attr: "host", value: "h", want: "sc://h/x"},
		{name: "host, file localhost", href: "file://h/x", attr: "host", value: "localhost", want: "file:///x"},

		{name: "hostname, port", href: "https://h/", attr: "hostname", value: "example.com:8080", err: ErrHostnamePort},
		{name: "hostname, empty port", href: "https://h/", attr: "hostname", value: "example.com:", err: ErrHostnamePort},
		{name: "hostname, opaque path", href: "sc:x", attr: "hostname", value: "h", err: ErrOpaquePath},
		{name: "hostname, forbidden code point", href: "sc://h/", attr: "hostname", value: "a<b", code: HostInvalidCodePoint, offset: 1},
		{name: "hostname", href: "https://h:8/", attr: "hostname", value: "[::1]", want: "https://[::1]:8/"},
		{name: "hostname, IDN", href: "https://h/", attr: "hostname", value: "bücher.example", want: "https://xn--bcher-kva.example/"},

		{name: "port, above 65535", href: "https://h/", attr: "port", value: "99999", code: PortOutOfRange},
		{name: "port, not a digit", href: "https://h/", attr: "port", value: "x80", code: PortInvalid},
		{name: "port, space first", href: "https://h/", attr: "port", value: " 80", code: PortInvalid},
		{name: "port, only a tab", href: "https://h:1/", attr: "port", value: "\t", code: PortInvalid, offset: 1},
		{name: "port, file", href: "file://h/", attr: "port", value: "80", err: ErrNoCredentialsOrPort},
		{name: "port, no host", href: "sc:/x", attr: "port", value: "80", err: ErrNoCredentialsOrPort},
		{name: "port", href: "https://h/", attr: "port", value: "8080", want: "https://h:8080/"},
		{name: "port, digits then more", href: "https://h/", attr: "port", value: "8080stuff", want: "https://h:8080/"},
		{name: "port, default", href: "https://h:1/", attr: "port", value: "443", want: "https://h/"},
		{name: "port, empty", href: "https://h:1/", attr: "port", value: "", want: "https://h/"},

		{name: "pathname, opaque path", href: "mailto:x", attr: "pathname", value: "/y", err: ErrOpaquePath},
		{name: "pathname", href: "https://h/a?q", attr: "pathname", value: "b/../c d?#", want: "https://h/c%20d%3F%23?q"},

		{name: "search", href: "https://h/?a#f", attr: "search", value: "?b c", want: "https://h/?b%20c#f"},
		{name: "search, empty", href: "https://h/?a#f", attr: "search", value: "", want: "https://h/#f"},
		{name: "search, opaque path", href: "sc:x", attr: "search", value: "q", want: "sc:x?q"},
		{name: "hash", href: "https://h/#a", attr: "hash", value: "#b c", want: "https://h/#b%20c"},
		{name: "hash, empty", href: "https://h/#a", attr: "hash", value: "", want: "https://h/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := mustParseT(t, tt.href)
			err := set(u, tt.attr, tt.value)
			if tt.want != "" {
				if err != nil || u.Href() != tt.want {
					t.Fatalf("set %s to %q: %q, %v; want %q, nil", tt.attr, tt.value, u.Href(), err, tt.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("set %s to %q: %q, nil; want an error", tt.attr, tt.value, u.Href())
			}
			if u.Href() != tt.href {
				t.Errorf("the refusal changed the URL to %q", u.Href())
			}
			var se *SetterError
			if !errors.As(err, &se) || se.Value != tt.value || !strings.HasPrefix(se.Setter, "Set") {
				t.Errorf("error %#v is not a *SetterError for the value", err)
			}
			if !strings.Contains(err.Error(), strconv.Quote(tt.value)) {
				t.Errorf("the message %q does not quote the value", err)
			}
			if tt.err != nil && !errors.Is(err, tt.err) {
				t.Errorf("error %q is not %q", err, tt.err)
			}
			if tt.code != 0 {
				var pe *Error
				if !errors.As(err, &pe) || pe.Code != tt.code || pe.Offset != tt.offset || pe.Input != tt.value {
					t.Errorf("error %q: want %v at offset %d in the value", err, tt.code, tt.offset)
				}
			}
		})
	}
}

// TestSetterErrorZeroURL checks the setters of the zero URL: those with an
// error result refuse every value, and SetSearch and SetHash do nothing.
func TestSetterErrorZeroURL(t *testing.T) {
	for _, attr := range []string{"protocol", "username", "password", "host", "hostname", "port", "pathname"} {
		var u URL
		if err := set(&u, attr, "x"); err == nil || !strings.Contains(err.Error(), "zero URL") {
			t.Errorf("%s: %v; want the zero URL's error", attr, err)
		}
	}
}
