package url

// The fuzz targets. Each one seeds its corpus from the web-platform-tests
// data and our testdata/*.json, read when the target starts (go test runs
// the seeds as ordinary tests; go test -fuzz starts from them). scripts/fuzz.sh
// runs every target for a while; scripts/test.sh does so in CI.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// seedURLCase is the part of a urltestdata.json case (or of one of ours)
// that the seeds use.
type seedURLCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"`
	Href    string  `json:"href"`
	Failure bool    `json:"failure"`
}

// seedURLCases returns the cases of urltestdata.json, its JavaScript-only
// companion and the URL cases of testdata/*.json.
// notURLTables are the tables in testdata/ of other packages' cases, which
// are not URL cases: the MIME types and Content-Type headers of package
// mimetype, and the recorded differences from the reference.
var notURLTables = []string{"mime-types.json", "content-types.json", "reference-differences.json"}

func seedURLCases(f *testing.F) []seedURLCase {
	f.Helper()
	var files [][]byte
	for _, name := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		files = append(files, readWPT(f, name))
	}
	own, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(own) == 0 {
		f.Fatalf("no testdata/*.json: %v", err)
	}
	for _, name := range own {
		if slices.Contains(ownTables, filepath.Base(name)) || slices.Contains(notURLTables, filepath.Base(name)) {
			continue // not URL cases
		}
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		files = append(files, data)
	}
	var cases []seedURLCase
	for _, data := range files {
		for _, raw := range decodeWPTArray(f, data) {
			var c seedURLCase
			if err := json.Unmarshal(raw, &c); err != nil {
				f.Fatal(err)
			}
			cases = append(cases, c)
		}
	}
	return cases
}

// seedHosts returns toascii.json's inputs, which are hosts.
func seedHosts(f *testing.F) []string {
	f.Helper()
	var hosts []string
	for _, raw := range decodeWPTArray(f, readWPT(f, "toascii.json")) {
		var c struct {
			Input string `json:"input"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			f.Fatal(err)
		}
		hosts = append(hosts, c.Input)
	}
	return hosts
}

// seedURLStrings returns every input, base and expected href of
// seedURLCases, and URLs made of toascii.json's hosts, without repeats.
func seedURLStrings(f *testing.F) []string {
	f.Helper()
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, c := range seedURLCases(f) {
		add(c.Input)
		if c.Base != nil {
			add(*c.Base)
		}
		if !c.Failure && c.Href != "" {
			add(c.Href)
		}
	}
	for _, h := range seedHosts(f) {
		add("https://" + h + "/x")
	}
	return out
}

// checkURL fails unless u, a URL that Parse or a setter returned, has the
// properties the URL Standard's serializer and getters guarantee. It does
// not reparse u; checkCanonical does.
func checkURL(t *testing.T, u *URL) {
	t.Helper()
	href := u.Href()
	opaque := u.HasOpaquePath()
	hostNonNull := u.hostKind != hostNull
	queryNonNull := u.queryStart < u.fragStart
	fragmentNonNull := int(u.fragStart) < len(href)

	// The serializer's output is ASCII: every component percent-encodes
	// all code points above U+007E and the C0 controls, hosts go through
	// ToASCII, and tabs and newlines are removed. Only an opaque path keeps
	// spaces (its percent-encode set is the C0 control set).
	for i := 0; i < len(href); i++ {
		c := href[i]
		if c > ' ' && c < 0x7F {
			continue
		}
		if c == ' ' && opaque && uint32(i) >= u.pathStart() && uint32(i) < u.queryStart {
			continue
		}
		t.Fatalf("href %q: byte %#02x at %d is not printable ASCII (opaque path %v)", href, c, i, opaque)
	}

	// The first "#" starts the fragment, and the first "?" before it the
	// query: no earlier component leaves either unencoded.
	if k := strings.IndexByte(href, '#'); (k >= 0) != fragmentNonNull || (fragmentNonNull && uint32(k) != u.fragStart) {
		t.Fatalf("href %q: first # at %d; fragment starts at %d (non-null %v)", href, k, u.fragStart, fragmentNonNull)
	}
	if k := strings.IndexByte(href[:u.fragStart], '?'); (k >= 0) != queryNonNull || (queryNonNull && uint32(k) != u.queryStart) {
		t.Fatalf("href %q: first ? at %d; query starts at %d (non-null %v)", href, k, u.queryStart, queryNonNull)
	}

	// The scheme: an ASCII alpha, then ASCII lower alphanumerics, "+", "-"
	// or ".".
	scheme := u.Scheme()
	if scheme == "" || !is(scheme[0], classAlpha) || u.Protocol() != scheme+":" {
		t.Fatalf("href %q: scheme %q, protocol %q", href, scheme, u.Protocol())
	}
	for i := 0; i < len(scheme); i++ {
		if !is(scheme[i], classScheme) || ('A' <= scheme[i] && scheme[i] <= 'Z') {
			t.Fatalf("href %q: scheme %q is not lowercase scheme code points", href, scheme)
		}
	}
	special := slices.Contains([]string{"ftp", "file", "http", "https", "ws", "wss"}, scheme)
	if u.IsSpecial() != special {
		t.Fatalf("href %q: IsSpecial() = %v", href, u.IsSpecial())
	}

	// The href is the concatenation the URL serializer makes of the
	// components the getters return.
	var b strings.Builder
	b.WriteString(u.Protocol())
	username, password := u.Username(), u.Password()
	if hostNonNull {
		b.WriteString("//")
		if username != "" || password != "" {
			b.WriteString(username)
			if password != "" {
				b.WriteString(":" + password)
			}
			b.WriteString("@")
		}
		b.WriteString(u.Host())
	} else if !opaque && strings.HasPrefix(u.Pathname(), "//") {
		b.WriteString("/.")
	}
	b.WriteString(u.Pathname())
	if queryNonNull {
		b.WriteString("?" + strings.TrimPrefix(u.Search(), "?"))
	}
	if fragmentNonNull {
		b.WriteString("#" + strings.TrimPrefix(u.Hash(), "#"))
	}
	if b.String() != href {
		t.Fatalf("href %q, but its components make %q", href, b.String())
	}
	if u.HrefWithoutFragment()+u.href()[u.fragStart:] != href || strings.Contains(u.HrefWithoutFragment(), "#") {
		t.Fatalf("href %q: HrefWithoutFragment() = %q", href, u.HrefWithoutFragment())
	}
	if !queryNonNull && u.Search() != "" || !fragmentNonNull && u.Hash() != "" {
		t.Fatalf("href %q: search %q and hash %q for a null query or fragment", href, u.Search(), u.Hash())
	}

	// Host and port.
	host, hostname, port := u.Host(), u.Hostname(), u.Port()
	if port == "" && host != hostname || port != "" && host != hostname+":"+port {
		t.Fatalf("href %q: host %q, hostname %q, port %q", href, host, hostname, port)
	}
	if port != "" {
		if !hostNonNull || hostname == "" || scheme == "file" {
			t.Fatalf("href %q: port %q without a host, or on a file URL", href, port)
		}
		n := 0
		for i := 0; i < len(port); i++ {
			if !is(port[i], classDigit) {
				t.Fatalf("href %q: port %q", href, port)
			}
			n = n*10 + int(port[i]-'0')
		}
		if len(port) > 5 || port[0] == '0' && port != "0" || n > 65535 || int32(n) == u.scheme.defaultPort() || int32(n) != u.portNumber() {
			t.Fatalf("href %q: port %q (%d) is not canonical", href, port, u.portNumber())
		}
	}
	if (username != "" || password != "") && (!hostNonNull || hostname == "" || scheme == "file") {
		t.Fatalf("href %q: credentials without a host, or on a file URL", href)
	}
	if !hostNonNull && (host != "" || hostname != "" || username != "" || password != "") {
		t.Fatalf("href %q: a null host, but host %q, hostname %q, username %q, password %q", href, host, hostname, username, password)
	}

	// Paths. A special URL has a host and a path of segments; an opaque
	// path belongs to a URL without a host and never starts with "/"; a
	// path of segments starts with "/" unless it is empty, which needs a
	// host.
	path := u.Pathname()
	switch {
	case special && (!hostNonNull || opaque):
		t.Fatalf("href %q: special, but host non-null %v, opaque path %v", href, hostNonNull, opaque)
	case special && scheme != "file" && hostname == "":
		t.Fatalf("href %q: special and not file, but the host is empty", href)
	case special && strings.ContainsAny(hostname, "%ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
		t.Fatalf("href %q: a special URL's host %q is not lowercase ASCII", href, hostname)
	case opaque && (hostNonNull || strings.HasPrefix(path, "/")):
		t.Fatalf("href %q: opaque path %q with a host, or starting with /", href, path)
	case !opaque && path == "" && !hostNonNull:
		t.Fatalf("href %q: an empty path of segments without a host", href)
	case !opaque && path != "" && path[0] != '/':
		t.Fatalf("href %q: path %q does not start with /", href, path)
	}

	// The origin serializes to ASCII.
	if o := u.Origin().String(); !isASCII(o) {
		t.Fatalf("href %q: origin %q", href, o)
	}

	checkCompact(t, u)
}

// FuzzParse parses input, alone and against base when base parses, and
// checks every URL it gets: checkURL's properties, and that it is
// idempotent (its href parses to the same URL, with or without a base).
func FuzzParse(f *testing.F) {
	for _, c := range seedURLCases(f) {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		f.Add(c.Input, base)
	}
	for _, h := range seedHosts(f) {
		f.Add("https://"+h+"/x", "")
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		bases := []*URL{nil}
		if b, err := Parse(base); err == nil {
			checkURL(t, b)
			bases = append(bases, b)
		}
		for _, b := range bases {
			u, err := Parse(input, b)
			if CanParse(input, b) != (err == nil) {
				t.Fatalf("Parse(%q, %v): error %v, but CanParse disagrees", input, b, err)
			}
			if err != nil {
				_ = err.Error()
				continue
			}
			checkURL(t, u)
			checkCanonical(t, u)
			if v, err := Parse(u.Href(), u); err != nil || !sameURL(v, u) {
				t.Fatalf("href %q resolved against itself gives %v, %v", u.Href(), v, err)
			}
		}
	})
}

// setterAttrs are FuzzSetters' attributes: the URL API's setters, then
// changes made through SearchParams, which write the query.
var setterAttrs = []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash",
	"searchParams.append", "searchParams.set", "searchParams.delete", "searchParams.sort"}

// FuzzSetters applies a setter (setterAttrs[attr%len]) to the URL that
// href parses to, with value, and checks that the result is canonical (its
// href parses to it) and has checkURL's properties. The one exception is
// the one the standard makes and SetProtocol documents: a special URL with
// host "localhost" switched to "file".
func FuzzSetters(f *testing.F) {
	values := []string{""}
	for _, tc := range loadSetterCases(f) {
		if k := slices.Index(setterAttrs, tc.attr); k >= 0 {
			f.Add(tc.Href, uint8(k), tc.NewValue)
			values = append(values, tc.NewValue)
		}
	}
	slices.Sort(values)
	values = slices.Compact(values)
	// Every URL of the seeds, with a setter and a value that cycle through
	// setterAttrs and the setters' test values. (One seed per URL: go test
	// -fuzz runs every seed before it starts fuzzing.)
	i := 0
	for _, s := range seedURLStrings(f) {
		if CanParse(s) {
			f.Add(s, uint8(i%len(setterAttrs)), values[i%len(values)])
			i++
		}
	}
	f.Fuzz(func(t *testing.T, href string, attr uint8, value string) {
		orig, err := Parse(href)
		if err != nil {
			return
		}
		u := *orig
		name := setterAttrs[int(attr)%len(setterAttrs)]
		switch name {
		case "searchParams.append":
			k, v, _ := strings.Cut(value, "=")
			u.SearchParams().Append(k, v)
		case "searchParams.set":
			k, v, _ := strings.Cut(value, "=")
			u.SearchParams().Set(k, v)
		case "searchParams.delete":
			u.SearchParams().Delete(value)
		case "searchParams.sort":
			u.SearchParams().Sort()
		default:
			if err := set(&u, name, value); err != nil && !sameURL(&u, orig) {
				t.Fatalf("set %s to %q refused it (%v) but changed %q to %q", name, value, err, href, u.Href())
			}
		}
		checkURL(t, &u)
		v, err := Parse(u.Href())
		if err == nil && !sameURL(v, &u) && isFileLocalhostQuirk(orig, &u, v) {
			return // see TestSettersKeepCanonical
		}
		if err != nil || !sameURL(v, &u) {
			t.Fatalf("%q: set %s to %q gave %q (%+v), which parses to %+v, %v", href, name, value, u.Href(), u, v, err)
		}
	})
}

// seedFormInputs returns the inputs of the application/x-www-form-urlencoded
// tests of web-platform-tests and the queries of urltestdata.json's URLs.
func seedFormInputs(f *testing.F) []string {
	f.Helper()
	var inputs []string
	for _, name := range []string{"urlencoded-parser.json", "urlsearchparams-constructor.json", "urlsearchparams-sort.json"} {
		for _, raw := range decodeWPTArray(f, readOwnTable(f, name)) {
			var c struct {
				Input string `json:"input"`
			}
			if err := json.Unmarshal(raw, &c); err != nil {
				f.Fatal(err)
			}
			inputs = append(inputs, c.Input)
		}
	}
	var stringifier struct {
		ParseThenSerialize []struct {
			Input string `json:"input"`
		} `json:"parseThenSerialize"`
	}
	if err := json.Unmarshal(readOwnTable(f, "urlsearchparams-stringifier.json"), &stringifier); err != nil {
		f.Fatal(err)
	}
	for _, c := range stringifier.ParseThenSerialize {
		inputs = append(inputs, c.Input)
	}
	for _, s := range seedURLStrings(f) {
		if _, q, ok := strings.Cut(s, "?"); ok {
			inputs = append(inputs, q)
		}
	}
	return inputs
}

// FuzzSearchParams checks that application/x-www-form-urlencoded parsing,
// serializing and parsing again is stable: the second parse gives the same
// pairs and the serialization is a fixed point. It also checks the
// serialization's alphabet, Sort's order, and a URL's SearchParams.
func FuzzSearchParams(f *testing.F) {
	for _, s := range []string{"", "a=b&c=d", "a+b=%20%zz&&=", "%E2%82=%AC", "\xff=\xe2\x82%AC", "\U0001F308=\uFB03"} {
		f.Add(s)
	}
	for _, s := range seedFormInputs(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		p := ParseForm(input)
		for _, q := range p.list {
			if !utf8.ValidString(q.name) || !utf8.ValidString(q.value) {
				t.Fatalf("ParseForm(%q): pair %q is not UTF-8", input, q)
			}
		}
		s := p.String()
		for i := 0; i < len(s); i++ {
			if c := s[i]; !is(c, classAlpha|classDigit) && !strings.ContainsRune("*-._+%=&", rune(c)) {
				t.Fatalf("ParseForm(%q).String() = %q: byte %q is not in the serialization's alphabet", input, s, c)
			}
		}
		p2 := ParseForm(s)
		if !slices.Equal(p.list, p2.list) {
			t.Fatalf("ParseForm(%q) = %q, serialized %q, parses to %q", input, p.list, s, p2.list)
		}
		if s2 := p2.String(); s2 != s {
			t.Fatalf("ParseForm(%q) serializes to %q, then to %q", input, s, s2)
		}
		if p.Size() != len(p.list) || p.Size() > strings.Count(input, "&")+1 {
			t.Fatalf("ParseForm(%q).Size() = %d", input, p.Size())
		}
		for _, q := range p.list {
			if v := p.Get(q.name); !p.Has(q.name, v) {
				t.Fatalf("ParseForm(%q): Get(%q) = %q, which Has does not find", input, q.name, v)
			}
		}

		// Sort is stable and orders names by UTF-16 code units.
		sorted := ParseForm(input)
		sorted.Sort()
		want := slices.Clone(p.list)
		slices.SortStableFunc(want, func(a, b pair) int { return compareUTF16Reference(a.name, b.name) })
		if !slices.Equal(sorted.list, want) {
			t.Fatalf("ParseForm(%q) sorted to %q; want %q", input, sorted.list, want)
		}

		// The same pairs through a URL's query: the list is the query's,
		// and changing it leaves a canonical URL whose query holds the
		// list's serialization.
		u, err := Parse("https://example.com/?" + input)
		if err != nil {
			return
		}
		sp := u.SearchParams()
		if !slices.Equal(sp.list, ParseForm(u.rawQuery()).list) {
			t.Fatalf("query %q: SearchParams %q", u.rawQuery(), sp.list)
		}
		sp.Sort()
		checkURL(t, u)
		checkCanonical(t, u)
		if u.rawQuery() != sp.String() {
			t.Fatalf("after Sort, the query is %q but the list serializes to %q", u.rawQuery(), sp.String())
		}
	})
}
