package url

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/weburl/url/internal/race"
)

// The urlcanon test data: iipc/urlcanon's testdata/*.json, which
// scripts/fetch-wpt.sh puts in testdata/wpt/urlcanon/ (not committed).
var urlcanonFiles = []string{"semantic_precise.json", "surt.json", "ssurt.json"}

// readURLCanon returns the contents of testdata/wpt/urlcanon/<name>. A
// missing file skips the test with a message naming it, but fails it
// under CI=true, where the test command has fetched the data.
func readURLCanon(t testing.TB, name string) []byte {
	t.Helper()
	return readFetched(t, filepath.Join("urlcanon", name), "iipc/urlcanon's test data is not committed.\n"+
		"Get it by running scripts/fetch-wpt.sh from the repository root "+
		"(scripts/test.sh runs it). It copies ../shared/canon or downloads the files "+
		"from pinned urlcanon commits and checks their sums; without network access, "+
		"point WEBURL_CANON_DIR at a directory that holds them:\n"+
		"\tWEBURL_CANON_DIR=/path/to/urlcanon/testdata scripts/fetch-wpt.sh urlcanon/"+name)
}

// A urlcanonCase is one input and expected output of urlcanon's test data.
// Section is the function or canonicalizer the case tests ("" for
// semantic_precise.json, which is flat). Input and Want are as the file
// writes them: urlcanon's strings are bytes, one code point per byte.
type urlcanonCase struct {
	File, Section, Input, Want string
}

// bytesOf turns urlcanon's one-code-point-per-byte strings back into bytes.
func bytesOf(t testing.TB, s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xff {
			t.Fatalf("%q holds %U, which is not a byte", s, r)
		}
		b = append(b, byte(r))
	}
	return string(b)
}

// loadURLCanon reads the cases of a urlcanon file in the file's order,
// duplicate keys included.
func loadURLCanon(t testing.TB, file string) []urlcanonCase {
	dec := json.NewDecoder(bytes.NewReader(readURLCanon(t, file)))
	var cases []urlcanonCase
	var object func(section string, depth int)
	object = func(section string, depth int) {
		if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
			t.Fatalf("%s: want an object, got %v (%v)", file, tok, err)
		}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			key := tok.(string)
			if depth == 0 && file != "semantic_precise.json" {
				object(key, 1)
				continue
			}
			var want string
			if err := dec.Decode(&want); err != nil {
				t.Fatalf("%s: %s: %q: %v", file, section, key, err)
			}
			cases = append(cases, urlcanonCase{file, section, key, want})
		}
		if _, err := dec.Token(); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
	}
	object("", 0)
	return cases
}

// urlcanonRun runs the case's input through what implements its section.
// The sections that test urlcanon's (and the surt library's) helper
// functions run the unexported function that makes that step here.
func urlcanonRun(section, input string) (string, error) {
	canon := func(p Profile) (string, error) { return Canonicalize(input, p) }
	surt := func(o SURTOptions) (string, error) { return SURT(input, o) }
	switch section {
	case "":
		return canon(ProfileSemanticPrecise)
	case "Canonicalizer.Google", "googleSupplementalFromSurt":
		return canon(ProfileGoogle)
	case "Canonicalizer.IA":
		return canon(ProfileIA)
	case "Canonicalizer.DefaultIA":
		return canon(ProfileIADefault)
	case "defaultIASurt":
		return surt(SURTOptions{Profile: ProfileIADefault, NoScheme: true, NoTrailingComma: true})
	case "surt":
		return surt(SURTOptions{})
	case "surtWithoutScheme":
		return surt(SURTOptions{NoScheme: true})
	case "surtWithoutTrailingComma":
		return surt(SURTOptions{NoTrailingComma: true})
	case "ssurt":
		return SSURT(input)
	case "ssurtHost":
		return ssurtHost(input), nil
	case "reverseHost":
		return reverseHost(input), nil
	case "massageHost":
		return stripWWW(input), nil
	case "stripPathSessionId":
		return iaStripPathSessionID(input), nil
	case "alphaRorderQuery":
		return iaSortQuery(input), nil
	case "unescapeRepeatedly":
		return decodeRepeatedly(input), nil
	}
	return "", fmt.Errorf("no function for section %q", section)
}

// A urlcanonDifference is a case of testdata/urlcanon-differences.json: a
// case whose result differs from urlcanon's on purpose.
type urlcanonDifference struct {
	File, Section, Input, Reason string
	seen                         bool
}

// rejectedReason starts the reason of each difference that is an input
// the URL Standard's parser rejects; the test holds it to that.
const rejectedReason = "the URL Standard's parser rejects the input"

func loadURLCanonDifferences(t *testing.T) map[urlcanonCase]*urlcanonDifference {
	data, err := os.ReadFile("testdata/urlcanon-differences.json")
	if err != nil {
		t.Fatal(err)
	}
	var list []*urlcanonDifference
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&list); err != nil {
		t.Fatalf("testdata/urlcanon-differences.json: %v", err)
	}
	diffs := make(map[urlcanonCase]*urlcanonDifference, len(list))
	for _, d := range list {
		k := urlcanonCase{File: d.File, Section: d.Section, Input: d.Input}
		if d.Reason == "" {
			t.Errorf("difference %+v gives no reason", k)
		}
		if diffs[k] != nil {
			t.Errorf("difference %+v is listed twice", k)
		}
		diffs[k] = d
	}
	return diffs
}

// TestURLCanon runs every case of urlcanon's test data: each passes, or
// is listed in testdata/urlcanon-differences.json with the reason its
// result differs, and then really differs.
func TestURLCanon(t *testing.T) {
	diffs := loadURLCanonDifferences(t)
	type count struct{ cases, passed, listed int }
	total := count{}
	for _, file := range urlcanonFiles {
		cases := loadURLCanon(t, file)
		counts := map[string]*count{}
		var order []string
		for i, c := range cases {
			if counts[c.Section] == nil {
				counts[c.Section] = &count{}
				order = append(order, c.Section)
			}
			n := counts[c.Section]
			n.cases++
			d := diffs[urlcanonCase{File: c.File, Section: c.Section, Input: c.Input}]
			if d != nil {
				d.seen = true
				n.listed++
			}
			name := fmt.Sprintf("%s/%s/%d:%q", strings.TrimSuffix(file, ".json"), c.Section, i, c.Input)
			if t.Run(name, func(t *testing.T) { checkURLCanonCase(t, c, d) }) && d == nil {
				n.passed++
			}
		}
		for _, s := range order {
			n := counts[s]
			if s == "" {
				s = "(all)"
			}
			fmt.Printf("urlcanon %s %s: %d/%d passed, %d listed differences\n", file, s, n.passed, n.cases, n.listed)
			total.cases += n.cases
			total.passed += n.passed
			total.listed += n.listed
		}
	}
	fmt.Printf("urlcanon: %d/%d passed, %d listed differences\n", total.passed, total.cases, total.listed)
	for k, d := range diffs {
		if !d.seen {
			t.Errorf("testdata/urlcanon-differences.json lists %+v, which is no case of the data", k)
		}
	}
	if total.listed*5 > total.cases {
		t.Errorf("%d of %d cases are listed differences: more than one in five", total.listed, total.cases)
	}
}

func checkURLCanonCase(t *testing.T, c urlcanonCase, d *urlcanonDifference) {
	input, want := bytesOf(t, c.Input), bytesOf(t, c.Want)
	got, err := urlcanonRun(c.Section, input)
	if d != nil {
		switch {
		case err == nil && got == want:
			t.Fatalf("listed as a difference (%s), but gives urlcanon's %q: remove it from testdata/urlcanon-differences.json", d.Reason, want)
		case strings.HasPrefix(d.Reason, rejectedReason) && err == nil:
			t.Fatalf("listed as rejected by the parser, but gives %q (urlcanon: %q)", got, want)
		case !strings.HasPrefix(d.Reason, rejectedReason) && err != nil:
			t.Fatalf("listed as %q, but the parser rejects it: %v", d.Reason, err)
		}
		t.Logf("differs on purpose (%s): got %q, %v; urlcanon %q", d.Reason, got, err, want)
		return
	}
	if err != nil {
		t.Fatalf("error %v; want %q", err, want)
	}
	if got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

func TestParseProfile(t *testing.T) {
	for p := ProfileWHATWG; p <= ProfileIADefault; p++ {
		for _, name := range []string{p.String(), strings.ReplaceAll(p.String(), "-", "_")} {
			t.Run(name, func(t *testing.T) {
				got, err := ParseProfile(name)
				if err != nil || got != p {
					t.Fatalf("ParseProfile(%q) = %v, %v; want %v", name, got, err, p)
				}
			})
		}
	}
	for _, name := range []string{"", "WHATWG", "semantic", "ia default", "google "} {
		t.Run("bad:"+name, func(t *testing.T) {
			if p, err := ParseProfile(name); err == nil {
				t.Fatalf("ParseProfile(%q) = %v; want an error", name, p)
			}
		})
	}
	if got := Profile(200).String(); got != "Profile(200)" {
		t.Errorf("Profile(200).String() = %q", got)
	}
}

// TestCanonical holds the profiles' rewrites that urlcanon's data does not
// cover: ProfileAggressive, which it has no data for here, the Internet
// Archive's session ids, and the URLs of every shape.
func TestCanonical(t *testing.T) {
	tests := []struct {
		name  string
		p     Profile
		input string
		want  string
	}{
		{"whatwg is href", ProfileWHATWG, "HTTP://Example.COM/a/../b?q#f", "http://example.com/b?q#f"},
		{"unknown profile is href", Profile(99), "http://example.com/%41", "http://example.com/%41"},

		{"semantic decodes twice", ProfileSemanticPrecise, "http://h/%2541?%2541=%26#%2541", "http://h/A?A=%26#A"},
		{"semantic keeps delimiters", ProfileSemanticPrecise, "http://h/a%3Fb%23c?x%3Dy=1%26", "http://h/a%3Fb%23c?x%3Dy=1%26"},
		{"semantic decoded dot segments", ProfileSemanticPrecise, "http://h/a/%252e%252e/b", "http://h/b"},
		{"semantic decoded backslash", ProfileSemanticPrecise, "http://h/a%5Cb", "http://h/a/b"},
		{"semantic opaque host keeps structure", ProfileSemanticPrecise, "foo://a%2Fb%40c/x", "foo://a%2Fb%40c/x"},
		{"semantic opaque host ipv4", ProfileSemanticPrecise, "foo://0x7f.1/x", "foo://127.0.0.1/x"},
		{"semantic ipv6", ProfileSemanticPrecise, "http://[0:0::1]/", "http://[::1]/"},
		{"semantic empty query kept", ProfileSemanticPrecise, "http://h/?", "http://h/?"},
		{"semantic no host path", ProfileSemanticPrecise, "web+x:/.//a/%2e/b", "web+x:/.//a/b"},
		{"semantic file", ProfileSemanticPrecise, "file:///C:/a%2Fb/", "file:///C:/a/b/"},

		{"aggressive", ProfileAggressive, "https://www2.Example.com/A/B/?B=2&a=1#f", "http://example.com/a/b?a=1&b=2"},
		{"aggressive keeps port", ProfileAggressive, "https://h:80/", "http://h:80/"},
		{"aggressive empty query", ProfileAggressive, "http://h/x?&&", "http://h/x"},
		{"aggressive jsessionid", ProfileAggressive, "http://h/x?a=1&JSESSIONID=0123456789&b=2", "http://h/x?a=1&b=2"},
		{"aggressive sid too short", ProfileAggressive, "http://h/x?sid=0123456789abcde", "http://h/x?sid=0123456789abcde"},
		{"aggressive sid", ProfileAggressive, "http://h/x?sid=0123456789abcdef", "http://h/x"},
		{"aggressive back to back ids", ProfileAggressive, "http://h/x?sid=0123456789abcdef&sid=0123456789abcdef&z", "http://h/x?sid=0123456789abcdef&z"},
		{"aggressive cfid", ProfileAggressive, "http://h/x?cfid=12&cftoken=ab-1&z=1", "http://h/x?z=1"},
		{"aggressive aspsessionid", ProfileAggressive, "http://h/x?aspsessionidabcdefgh=0123456789abcdef", "http://h/x"},
		{"aggressive aspx path", ProfileAggressive, "http://h/(S(4hqa0555fwsecu455xqckv45))/(4hqa0555fwsecu455xqckv45)/mileg.aspx", "http://h/mileg.aspx"},
		{"aggressive not aspx", ProfileAggressive, "http://h/(4hqa0555fwsecu455xqckv45)/mileg.php", "http://h/(4hqa0555fwsecu455xqckv45)/mileg.php"},
		{"aggressive path jsessionid", ProfileAggressive, "http://h/a;jsessionid=0123456789abcdef0123456789ABCDEF", "http://h/a"},
		{"aggressive trailing slash", ProfileAggressive, "http://h/a/b/", "http://h/a/b"},
		{"aggressive root", ProfileAggressive, "http://h/", "http://h/"},

		{"google keeps userinfo", ProfileGoogle, "http://us%2540er:p%3Aw@h/", "http://us%40er:p%3Aw@h/"},
		{"google decodes query", ProfileGoogle, "http://h/?a%3Db%2526", "http://h/?a=b&"},
		{"google path question mark", ProfileGoogle, "http://h/a%3Fb", "http://h/a?b"},
		{"google drops fragment", ProfileGoogle, "http://h/#f", "http://h/"},
		{"google host dots", ProfileGoogle, "http://.a..b./", "http://a.b/"},
		{"google host of dots only", ProfileGoogle, "http://.../x", "http://0.0.0.0/x"},
		{"google opaque host of dots only", ProfileGoogle, "foo://%2e%2e/x", "foo://0.0.0.0/x"},

		{"ia", ProfileIA, "http://us:pw@www.Example.com/A/B/?B=2&a=1&a#f", "http://example.com/a/b?a&a=1&b=2"},
		{"ia empty query", ProfileIA, "http://h/x?", "http://h/x"},
		{"ia dns", ProfileIA, "dns:WWW.Example.com", "dns:www.example.com"},
		{"ia opaque host", ProfileIA, "foo://WWW.Example.com/x/", "foo://example.com/x"},
		{"ia phpsessid", ProfileIA, "http://h/?a=1&PHPSESSID=0123456789abcdef0123456789ABCDEF&b=2", "http://h/?a=1&b=2"},
		{"ia phpsessid not 32", ProfileIA, "http://h/?PHPSESSID=0123456789abcdef0123456789ABCDE", "http://h/?phpsessid=0123456789abcdef0123456789abcde"},
		{"ia sid at end", ProfileIA, "http://h/?a=1&sid=0123456789abcdef0123456789ABCDEF", "http://h/?&a=1"},
		{"ia aspsessionid", ProfileIA, "http://h/?ASPSESSIONIDQQGGGNCU=ABCDEFGHIJKLMNOPQRSTUVWX", "http://h/"},
		{"ia cfid", ProfileIA, "http://h/?cfid=1&cftoken=2&x", "http://h/?x"},
		{"ia aspx", ProfileIA, "http://h/a/(4hqa0555fwsecu455xqckv45)/b.aspx", "http://h/a/b.aspx"},
		{"ia ports", ProfileIA, "https://h:80/", "https://h:80/"},
		{"ia www alone", ProfileIA, "http://www./x", "http://www./x"},
		{"ia www1 alone", ProfileIA, "http://www1./x", "http://www1./x"},
		{"ia opaque path slash", ProfileIA, "a:0 //", "a:0 /"},
		{"ia opaque path space slash", ProfileIA, "a:0 /?q", "a:0 /?q"},
		{"aggressive opaque path space slash", ProfileAggressive, "a:0 /", "a:0%20"},
		{"aggressive opaque path slash", ProfileAggressive, "a:b/", "a:b"},

		{"ia-default", ProfileIADefault, "http://www.Example.com/a%2541/?b&a#f", "http://example.com/aa?a&b"},
		{"ia-default host of dots only", ProfileIADefault, "http://./@./00", "http://0.0.0.0/@./00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Canonicalize(tt.input, tt.p)
			if err != nil || got != tt.want {
				t.Fatalf("Canonicalize(%q, %v) = %q, %v; want %q", tt.input, tt.p, got, err, tt.want)
			}
		})
	}
	var zero URL
	for p := range ProfileIADefault + 1 {
		if got := zero.Canonical(p); got != "" {
			t.Errorf("zero URL: Canonical(%v) = %q; want \"\"", p, got)
		}
		if got := zero.SURT(SURTOptions{Profile: p, NoScheme: true}); got != "" {
			t.Errorf("zero URL: SURT(%v) = %q; want \"\"", p, got)
		}
	}
	if _, err := Canonicalize("example.com/", ProfileGoogle); err == nil {
		t.Error("Canonicalize(example.com/) succeeded; want the parser's error")
	}
}

func TestSURTForms(t *testing.T) {
	tests := []struct {
		name  string
		input string
		opts  SURTOptions
		want  string
	}{
		{"full", "https://user:pw@www.example.org:8443/a?q#f", SURTOptions{}, "https://(org,example,www:8443,)/a?q#f"},
		{"no scheme", "http://example.org/", SURTOptions{NoScheme: true}, "org,example,)/"},
		{"no comma", "http://example.org/", SURTOptions{NoTrailingComma: true}, "http://(org,example)/"},
		{"strip www", "http://www3.example.org/", SURTOptions{StripWWW: true}, "http://(org,example,)/"},
		{"strip www only label", "http://www.org/", SURTOptions{StripWWW: true}, "http://(org,)/"},
		{"profile", "http://www.Example.org/A/?b&a", SURTOptions{Profile: ProfileIADefault}, "http://(org,example,)/a?a&b"},
		{"ipv4", "http://192.0.2.1:81/", SURTOptions{}, "http://(192.0.2.1:81,)/"},
		{"ipv6", "http://[2001:db8::1]/", SURTOptions{NoScheme: true, NoTrailingComma: true}, "[2001:db8::1])/"},
		{"opaque host", "git://Example.com/x", SURTOptions{}, "git://(com,Example,)/x"},
		{"opaque ipv4", "git://1.2.3.4/x", SURTOptions{}, "git://(1.2.3.4,)/x"},
		{"empty host", "file:///etc/hosts", SURTOptions{}, "file://(,)/etc/hosts"},
		{"file host", "file://server/share", SURTOptions{}, "file://(server,)/share"},
		{"no host", "mailto:a@example.com", SURTOptions{NoScheme: true}, "mailto:a@example.com"},
		{"no host path", "web+x:/.//p", SURTOptions{}, "web+x:/.//p"},
		{"filedesc", "filedesc://foo.arc.gz", SURTOptions{}, "filedesc://foo.arc.gz"},
		{"comma in label", "foo://a,b.c/", SURTOptions{}, "foo://(c,a.b,)/"},
		{"trailing dot", "http://example.com./", SURTOptions{}, "http://(,com,example,)/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := SURT(tt.input, tt.opts)
			if err != nil || got != tt.want {
				t.Fatalf("SURT(%q, %+v) = %q, %v; want %q", tt.input, tt.opts, got, err, tt.want)
			}
		})
	}
	if _, err := SURT("", SURTOptions{}); err == nil {
		t.Error(`SURT("") succeeded; want the parser's error`)
	}
}

func TestSSURTForms(t *testing.T) {
	tests := []struct{ name, input, want string }{
		{"full", "http://user:pass@foo.example.org:81/path?query#frag", "org,example,foo,//:81:http@user:pass/path?query#frag"},
		{"plain", "https://example.org/", "org,example,//:https/"},
		{"username only", "ftp://u@example.org/", "org,example,//:ftp@u/"},
		{"ipv4", "http://192.0.2.1/", "192.0.2.1//:http/"},
		{"ipv6", "http://[::1]:8080/x", "[::1]//:8080:http/x"},
		{"empty host", "file:///etc/hosts", "//:file/etc/hosts"},
		{"no host", "mailto:a@example.com", "mailto:a@example.com"},
		{"opaque host", "sc://Ex.ample/", "ample,Ex,//:sc/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := SSURT(tt.input)
			if err != nil || got != tt.want {
				t.Fatalf("SSURT(%q) = %q, %v; want %q", tt.input, got, err, tt.want)
			}
		})
	}
}

// idempotentProfiles are the profiles whose result, parsed again and
// canonicalized again, is the same string. ProfileGoogle's is not (a
// decoded "%3F" becomes the query's "?"), nor are ProfileIA's and those
// built on it, which strip one trailing slash at a time ("/a//" is "/a/",
// then "/a"), ProfileAggressive's (likewise, and "https://h:80/" becomes
// "http://h:80/", which the parser makes "http://h/"), nor
// ProfileSemanticPrecise's, whose decoding can make input the parser
// rewrites ("file:///C%7C/" is "file:///C|/", which parses as
// "file:///C:/").
var idempotentProfiles = map[Profile]bool{ProfileWHATWG: true}

func FuzzCanonicalize(f *testing.F) {
	for _, s := range []string{
		"http://user:pass@www.example.org:81/a/%2e%2E/b%2541?b=2&a=1#f",
		"https://www2.Example.com/(S(4hqa0555fwsecu455xqckv45))/x.aspx?sid=0123456789abcdef",
		"foo://%2e/a/b", "file:///C%7C/", "mailto:a@b", "http://[::1]/", "http://0x7f.1/",
		"http://.../", "http://./@./00", "http://www./x", "filedesc://a.arc.gz", "web+x:/.//p",
	} {
		for p := range ProfileIADefault + 2 {
			f.Add(s, uint8(p))
		}
	}
	f.Fuzz(func(t *testing.T, input string, profile uint8) {
		u, err := Parse(input)
		if err != nil {
			return
		}
		p := Profile(profile % uint8(ProfileIADefault+2))
		s := u.Canonical(p)
		// A rewrite never empties a host: written out, "http:///x" would
		// be a URL whose host is "x".
		if c := u.canonParts(); c.host != "" {
			if c.apply(p); c.host == "" {
				t.Errorf("Canonical(%v) = %q: the host %q became empty", p, s, u.Hostname())
			}
		}
		if !isASCII(s) {
			t.Errorf("Canonical(%v) = %q is not ASCII", p, s)
		}
		v, err := Parse(s)
		if idempotentProfiles[p] {
			if err != nil {
				t.Fatalf("Canonical(%v) = %q does not parse: %v", p, s, err)
			}
			if again := v.Canonical(p); again != s {
				t.Fatalf("Canonical(%v) = %q, then %q", p, s, again)
			}
		}
		if err == nil {
			// One more round reaches a fixed point: what changes the
			// second result is the parser's rewriting of the first, and
			// what changes the third is only one more trailing slash.
			s2 := v.Canonical(p)
			if w, err := Parse(s2); err == nil {
				s3 := w.Canonical(p)
				stripsSlash := p == ProfileIA || p == ProfileIADefault || p == ProfileAggressive
				if s3 != s2 && !(stripsSlash && len(w.Pathname()) > 1 && strings.HasSuffix(w.Pathname(), "/")) {
					t.Errorf("Canonical(%v): %q, then %q, then %q", p, s, s2, s3)
				}
			}
		}
		for _, o := range []SURTOptions{{}, {NoScheme: true, NoTrailingComma: true, StripWWW: true}} {
			o.Profile = p
			if k := u.SURT(o); !isASCII(k) {
				t.Errorf("SURT(%+v) = %q is not ASCII", o, k)
			}
		}
		if k := u.SSURT(); !isASCII(k) {
			t.Errorf("SSURT() = %q is not ASCII", k)
		}
	})
}

// TestCanonicalAllocs pins the allocations of a key: none for
// ProfileWHATWG's href, one for the result when a profile rewrites
// nothing or only sorts the query.
func TestCanonicalAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates")
	}
	tests := []struct {
		input string
		p     Profile
		max   float64
	}{
		{"http://example.com/a/b?x=1#f", ProfileWHATWG, 0},
		{"http://example.com/a/b?x=1#f", ProfileSemanticPrecise, 1},
		{"http://example.com/a/b?x=1", ProfileAggressive, 1},
		{"http://example.com/a/b?x=1", ProfileGoogle, 1},
		{"http://example.com/a/b?x=1", ProfileIA, 1},
		{"http://example.com/a/b?x=1", ProfileIADefault, 1},
		{"http://example.com/a/b?y=2&x=1#f", ProfileSemanticPrecise, 2},
	}
	for _, tt := range tests {
		t.Run(tt.p.String()+":"+tt.input, func(t *testing.T) {
			u := MustParse(tt.input)
			if got := testing.AllocsPerRun(100, func() { u.Canonical(tt.p) }); got > tt.max {
				t.Errorf("Canonical: %v allocations; want at most %v", got, tt.max)
			}
			if got := testing.AllocsPerRun(100, func() { u.SURT(SURTOptions{Profile: tt.p}) }); got > max(tt.max, 1) {
				t.Errorf("SURT: %v allocations; want at most %v", got, max(tt.max, 1))
			}
			if got := testing.AllocsPerRun(100, func() { u.SSURT() }); got > 1 {
				t.Errorf("SSURT: %v allocations; want at most 1", got)
			}
		})
	}
}
