package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"
)

// A corpus holds the strings that inputs are made from: the inputs,
// bases, hrefs and setter values of the web-platform-tests data and of our
// own test tables.
type corpus struct {
	inputs []string // URL strings, relative ones included
	bases  []string // absolute URLs
	hosts  []string // domains (toascii, IdnaTestV2)
	values []string // setter values
	forms  []string // application/x-www-form-urlencoded strings

	filePaths    []string   // file paths (testdata/filepaths)
	fileURLs     []string   // file: URLs (testdata/filepaths)
	dataURLs     []string   // data: URLs (data-urls.json)
	mimeTypes    []string   // MIME type strings (mime-types.json)
	contentTypes [][]string // Content-Type header values (content-types.json)
	base64       []string   // forgiving-base64 inputs (base64.json)
}

// loadCorpus reads the corpus from the repository at root. Only
// testdata/wpt/urltestdata.json is required; the other files are used
// when they are there.
func loadCorpus(root string) (*corpus, error) {
	c := new(corpus)
	type urlCase struct {
		Input   *string `json:"input"`
		Base    *string `json:"base"`
		Href    *string `json:"href"`
		Failure bool    `json:"failure"`
	}
	var cases []urlCase
	if err := readArray(filepath.Join(root, "testdata/wpt/urltestdata.json"), &cases); err != nil {
		return nil, err
	}
	for _, f := range []string{"testdata/regressions.json", "testdata/spec-examples.json", "testdata/validation-errors.json"} {
		var more []urlCase
		if err := readArray(filepath.Join(root, f), &more); err == nil {
			cases = append(cases, more...)
		}
	}
	for _, k := range cases {
		if k.Input != nil {
			c.inputs = append(c.inputs, *k.Input)
		}
		if k.Base != nil {
			c.bases = append(c.bases, *k.Base)
		}
		if k.Href != nil {
			c.bases = append(c.bases, *k.Href)
		}
	}
	var hosts []struct {
		Input string `json:"input"`
	}
	for _, f := range []string{"testdata/wpt/toascii.json", "testdata/wpt/IdnaTestV2.json"} {
		var more []struct {
			Input string `json:"input"`
		}
		if err := readArray(filepath.Join(root, f), &more); err == nil {
			hosts = append(hosts, more...)
		}
	}
	for _, h := range hosts {
		c.hosts = append(c.hosts, h.Input)
	}
	var setters map[string]json.RawMessage
	if data, err := os.ReadFile(filepath.Join(root, "testdata/wpt/setters_tests.json")); err == nil && json.Unmarshal(data, &setters) == nil {
		// In the order of the keys, not the map's, which changes from run
		// to run: the same seed must give the same requests.
		for _, k := range slices.Sorted(maps.Keys(setters)) {
			if k == "comment" {
				continue
			}
			raw := setters[k]
			var list []struct {
				Href     string `json:"href"`
				NewValue string `json:"new_value"`
			}
			if json.Unmarshal(raw, &list) == nil {
				for _, s := range list {
					c.bases = append(c.bases, s.Href)
					c.values = append(c.values, s.NewValue)
				}
			}
		}
	}
	var forms []struct {
		Input string `json:"input"`
	}
	if err := readArray(filepath.Join(root, "testdata/urlencoded-parser.json"), &forms); err == nil {
		for _, f := range forms {
			c.forms = append(c.forms, f.Input)
		}
	}
	c.forms = append(c.forms, "a=b&c=d", "a=1+2&b=%C3%A9", "?a", "&&=&", "%zz=%C3", "=x", "a=b=c")
	loadDataCorpus(c, root)
	loadPathCorpus(c, root)
	return c, nil
}

// readArray decodes a JSON array file into dst, dropping its string
// elements (comments).
func readArray(path string, dst any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	var objs []json.RawMessage
	for _, e := range elems {
		if e = bytes.TrimSpace(e); len(e) > 0 && e[0] == '{' {
			objs = append(objs, e)
		}
	}
	joined, _ := json.Marshal(objs)
	return json.Unmarshal(joined, dst)
}

// A generator makes requests from a seed: the same seed and corpus give
// the same requests.
type generator struct {
	rng *rand.Rand
	c   *corpus
	// dataShare is the share of requests that are dataURL, mimeType and
	// contentType requests.
	dataShare float64
	// pathShare is the share of requests that are pathToFileURL,
	// fileURLToPath, percentEncode and percentDecode requests.
	pathShare float64
}

func newGenerator(seed uint64, c *corpus) *generator {
	return &generator{rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)), c: c}
}

func (g *generator) intn(n int) int { return g.rng.IntN(n) }

func (g *generator) chance(p float64) bool { return g.rng.Float64() < p }

func pick[T any](g *generator, list []T) T { return list[g.intn(len(list))] }

// next returns the next request: a pathToFileURL, fileURLToPath,
// percentEncode or percentDecode request with probability pathShare; a
// dataURL, mimeType or contentType request with probability dataShare;
// otherwise parse requests (with and without a base, always with
// validation errors) about six in ten, setter requests three, params
// requests one.
func (g *generator) next() request {
	if g.pathShare > 0 {
		// One draw decides between the two shares, so that a run without
		// -paths makes the requests it made before there was -paths.
		switch x := g.rng.Float64(); {
		case x < g.pathShare:
			return g.nextPath()
		case x < g.pathShare+g.dataShare:
			return g.nextData()
		}
	} else if g.dataShare > 0 && g.chance(g.dataShare) {
		return g.nextData()
	}
	switch n := g.intn(10); {
	case n < 6:
		r := request{Validate: true}
		if g.chance(0.5) {
			r.Input = str(g.url())
		} else {
			r.Input = str(g.relative())
			r.Base = str(g.base())
		}
		return r
	case n < 9:
		setter := pick(g, setterNames)
		return request{Href: str(g.base()), Setter: str(setter), Value: str(g.setterValue(setter))}
	default:
		return request{Params: str(g.form())}
	}
}

var setterNames = []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// maybeMutate mutates s one to three times, or (one time in three) not.
func (g *generator) maybeMutate(s string) string {
	if g.chance(0.35) {
		return s
	}
	for n := 1 + g.intn(3); n > 0; n-- {
		s = g.mutate(s)
	}
	return s
}

// Code points that matter to the URL parser, inserted by mutations.
var interesting = []string{
	"/", "\\", ":", "@", "?", "#", "[", "]", ".", "..", "%", "%2e", "%2E", "%41", "%zz", "%00", "%C3%BC", "%FF",
	"|", "^", " ", "\t", "\n", "\r", "\x00", "\x01", "\x1f", "\x7f", "<", ">", "`", "{", "}", "\"", "'", "&", "=", "+",
	";", "~", "!", "$", "*", ",", "-", "_", "0", "1", "9", "0x", "a", "Z", "C:", "C|", "ü", "Ü", "ß", "Ω", "ς", "é",
	"\u00a0", "\u00ad", "\u200b", "\u200c", "\u200d", "\u2028", "\ufeff", "\ufffd", "\uff0e", "\u3002", "\uff61",
	"\uff05", "\uff10", "\u2460", "\u05d0", "\u0627", "\u0660", "\u0300", "日本", "\U0001F4A9", "xn--", "xn--a",
	"\u212a", "\u0130", "\u017f", "\ufb03", "\u2135", "\u2488", "\ufe63", "\uff0d", "-", "--", "\u0301",
}

// mutate applies one random edit to s: insert, delete, replace or
// duplicate a run, change case, percent-encode or -decode, or splice with
// another corpus string.
func (g *generator) mutate(s string) string {
	return g.mutateWith(s, interesting, g.c.inputs)
}

// mutateWith is mutate with the strings to insert and the corpus to
// splice with.
func (g *generator) mutateWith(s string, interesting, others []string) string {
	r := []rune(s)
	pos := func() int { return g.intn(len(r) + 1) }
	switch g.intn(9) {
	case 0, 1, 2:
		i := pos()
		return string(r[:i]) + pick(g, interesting) + string(r[i:])
	case 3:
		if len(r) == 0 {
			return s
		}
		i := g.intn(len(r))
		n := 1 + g.intn(min(4, len(r)-i))
		return string(r[:i]) + string(r[i+n:])
	case 4:
		if len(r) == 0 {
			return s
		}
		i := g.intn(len(r))
		return string(r[:i]) + pick(g, interesting) + string(r[i+1:])
	case 5:
		if len(r) == 0 {
			return s
		}
		i := g.intn(len(r))
		n := 1 + g.intn(min(8, len(r)-i))
		return string(r[:i+n]) + string(r[i:])
	case 6:
		if g.chance(0.5) {
			return strings.ToUpper(s)
		}
		return strings.ToLower(s)
	case 7:
		if len(r) == 0 {
			return s
		}
		i := g.intn(len(r))
		if r[i] == '%' && i+2 < len(r) {
			return s
		}
		var b strings.Builder
		b.WriteString(string(r[:i]))
		var buf [4]byte
		for _, c := range buf[:utf8.EncodeRune(buf[:], r[i])] {
			fmt.Fprintf(&b, "%%%02X", c)
		}
		b.WriteString(string(r[i+1:]))
		return b.String()
	default:
		other := []rune(pick(g, others))
		return string(r[:pos()]) + string(other[g.intn(len(other)+1):])
	}
}

// url returns an absolute URL string: a corpus input, mutated or not,
// or a structured one.
func (g *generator) url() string {
	switch g.intn(3) {
	case 0:
		return g.maybeMutate(pick(g, g.c.inputs))
	case 1:
		return g.maybeMutate(g.structured())
	default:
		return g.whitespace(g.structured())
	}
}

// base returns an absolute URL to resolve against, or to apply a setter
// to.
func (g *generator) base() string {
	switch g.intn(4) {
	case 0:
		return pick(g, g.c.bases)
	case 1:
		return pick(g, fixedBases)
	case 2:
		return g.structured()
	default:
		return g.maybeMutate(pick(g, g.c.bases))
	}
}

var fixedBases = []string{
	"http://example.com/a/b?q#f", "https://u:p@h.example:8080/a/b/c", "file:///tmp/mock/path", "file:///C:/a/b",
	"file://host/share/x", "file:///", "file://localhost/C|/x", "sc://h/a/b", "sc://h", "sc:opaque", "sc:/a/b",
	"about:blank", "data:text/plain,x y", "http://[::1]:8080/a/", "non-spec:/.//p", "web+demo:/.//not-a-host/",
	"blob:https://a/b", "javascript:alert(1)", "ws://h/", "ftp://h/a/", "mailto:u@h", "sc://%C3%B1/",
	"http://h/a/b/", "http://h", "http://1.2.3.4/", "https://xn--bcher-kva.example/",
}

// relative returns a reference to resolve against a base.
func (g *generator) relative() string {
	switch g.intn(4) {
	case 0:
		return g.maybeMutate(pick(g, g.c.inputs))
	case 1:
		return g.maybeMutate(pick(g, relatives))
	case 2:
		return g.whitespace(pick(g, relatives) + g.path() + g.query() + g.fragment())
	default:
		return g.maybeMutate(g.structured())
	}
}

var relatives = []string{
	"", "?", "#", "x", "./x", "../x", "/x", "//h/x", "\\\\h\\x", "/..//x", "C|", "C:", "C:/x", "/C|/x", "//C|/x",
	"//C:/x", "\\C|\\x", "..", ".", "./../../x", ";x", "?q#f", "x:y", "http:x", "HTTP:/x", "https:", "file:x",
	"file:", "file:/", "file://", "file:C|/x", "file:..", "sc:x", "sc:", "//", "///", "////x", "/.//x", "a:b",
	"c:\\foo", "c|\\foo", "\\\\server\\file", "%2e%2E/x", "x/%2e./y", "http://h", "about:blank", "#\u00e9",
	"?\u00e9", "\u00e9", " x", "x ", "\tx", "/\t/h", "?\x00", "#\x00",
}

// structured returns an absolute URL built from parts.
func (g *generator) structured() string {
	scheme := pick(g, schemes)
	if scheme == "file" || g.chance(0.15) && scheme != "" {
		return g.fileURL(scheme)
	}
	if g.chance(0.2) {
		return scheme + ":" + g.opaque()
	}
	return scheme + pick(g, separators) + g.userinfo() + g.host() + g.port() + g.path() + g.query() + g.fragment()
}

var schemes = []string{
	"http", "https", "ws", "wss", "ftp", "file", "sc", "foo", "data", "javascript", "mailto", "blob", "about",
	"HTTP", "hTtP", "FILE", "a+b-c.d", "web+demo", "non-spec", "urn", "git+ssh",
}

var separators = []string{"://", "://", "://", "://", ":/", ":", ":\\\\", ":/\\", ":\\/", ":///", ":////", "://\t/"}

func (g *generator) userinfo() string {
	if g.chance(0.8) {
		return ""
	}
	return pick(g, []string{"user@", "user:pass@", ":@", "@", "a@b@", "%41@", "us er@", "\u00fc:\u00f6@", "u:p:q@",
		"u:%@", "a\\b@", "[@", "u:@", ":p@", "ü@"})
}

// host returns a host: a domain (often with IDNA labels), an IPv4 or IPv6
// form, a corpus domain, or one with percent-encoding or forbidden code
// points.
func (g *generator) host() string {
	switch g.intn(8) {
	case 0, 1:
		return g.domain()
	case 2:
		return g.ipv4()
	case 3:
		return g.ipv6()
	case 4:
		if len(g.c.hosts) > 0 {
			return g.maybeMutate(pick(g, g.c.hosts))
		}
		return g.domain()
	case 5:
		return g.domain() + pick(g, []string{".", "..", ".。", "．"})
	case 6:
		return g.maybeMutate(g.domain())
	default:
		return pick(g, []string{"", " ", "%", "%41", "%2e", "%00", "%C3%BC", "%zz", "a%2Eb", "a b", "a#b", "a<b",
			"a^b", "a|b", "a\x00b", "a\x7fb", "xn--", "xn--a", "xn--bcher-kva", "XN--BCHER-KVA", "xn--ls8h",
			"Ω.xn--", "ü.xn--", "ü.xn--a", "ü.xn--bcher-kva", "ü.xn--xn--", "ü.xn--ab-", "localhost", "LOCALHOST",
			"\u00df.de", "faß.de", "a\u200db", "a\u200cb", "\u05d0.\u05d1", "a.\u05d0", "\u0627\u0661", "1.2.3.\u00fc"})
	}
}

var labels = []string{
	"a", "b", "example", "com", "xn--bcher-kva", "xn--", "xn--a", "xn--ls8h", "bücher", "BÜCHER", "ü", "Ω", "ß",
	"ς", "日本", "ｅｘａｍｐｌｅ", "１２７", "０ｘ７ｆ", "①", "a-", "-a", "ab--c", "xn--ab--c", "a_b", "\u00ad",
	"a\u200db", "\u05d0", "\u0627", "\U0001F4A9", "0", "1", "255", "256", "0x7f", "0X", "09", "08", "4294967295",
	"a.b", strings.Repeat("a", 63), strings.Repeat("b", 64), "\u212a", "İ", "\u017f", "\ufb03", "\u3002",
	"\u2135", "a\u2135", "\u05d0\u2460", "\u00e9--x", "x\u00e9--", "xn--\u00e9", "\uff58\uff4e\uff0d\uff0d",
	"\u0627\u0661", "\u0661\u06f1", "\u2488", "a\u0300-", "-\u00e9",
}

func (g *generator) domain() string {
	n := 1 + g.intn(4)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = pick(g, labels)
	}
	if g.chance(0.05) {
		return strings.Repeat(pick(g, labels)+".", 40+g.intn(30)) + "com"
	}
	return strings.Join(parts, pick(g, []string{".", ".", ".", "。", "．", "｡"}))
}

func (g *generator) ipv4() string {
	n := 1 + g.intn(5)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = pick(g, []string{"0", "1", "127", "255", "256", "0x7f", "0X7F", "0x", "00", "010", "09", "0xff",
			"4294967295", "4294967296", "99999999999999999999", "", "a", "0x1g", "1e1", "１", "0b1", "-1"})
	}
	s := strings.Join(parts, ".")
	if g.chance(0.2) {
		s += "."
	}
	return s
}

func (g *generator) ipv6() string {
	if g.chance(0.5) {
		return pick(g, []string{"[::1]", "[::]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]", "[1::2::3]", "[::1.2.3]",
			"[0001::]", "[::1", "[:1]", "[1:2:3:4:5:6:7:8:9]", "[::ffff:256.1.1.1]", "[::1.2.3.4.5]", "[g::]",
			"[1:2:3:4:5:6:1.2.3.4]", "[1:2:3:4:5:6:7:1.2.3.4]", "[::01.2.3.4]", "[::%31]", "[::1]x", "[]", "[",
			"[0:0:0:0:0:0:0:1]", "[1:0:0:2:0:0:0:3]", "[FFFF::]", "[::ffff:0x1.2.3.4]", "[12345::]", "[::1:]", "[1:]"})
	}
	n := 1 + g.intn(9)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = pick(g, []string{"", "0", "1", "ffff", "FFFF", "0001", "12345", "1.2.3.4", "g", "a"})
	}
	return "[" + strings.Join(parts, ":") + "]"
}

func (g *generator) port() string {
	if g.chance(0.6) {
		return ""
	}
	return pick(g, []string{":", ":80", ":443", ":21", ":0", ":65535", ":65536", ":99999999999", ":00080", ":8a",
		":-1", ": 1", ":1 ", ":\t8", ":０", ":8080"})
}

var segments = []string{
	"", ".", "..", "%2e", "%2E%2e", ".%2E", "a", "b c", "ü", "C:", "C|", "c:", "%7C", "^", "{}", "'", "\"", "<>",
	"`", "\\", "%", "%zz", "%41", "a;b", "~", "..\\", "%2f", "a#", "a?", "\x00", "\x7f", "\u00a0", "\ufffd",
}

func (g *generator) path() string {
	if g.chance(0.15) {
		return ""
	}
	var b strings.Builder
	for n := g.intn(5); n >= 0; n-- {
		b.WriteString(pick(g, []string{"/", "/", "/", "\\"}))
		b.WriteString(pick(g, segments))
	}
	return b.String()
}

func (g *generator) query() string {
	if g.chance(0.6) {
		return ""
	}
	return pick(g, []string{"?", "?a=b&c", "?ü", "?'\"<> ", "?%zz", "?a=%C3%BC", "??", "?\x00", "?`{}", "?#"})
}

func (g *generator) fragment() string {
	if g.chance(0.7) {
		return ""
	}
	return pick(g, []string{"#", "#frag", "#ü", "#` <>", "#\x00", "##", "#?", "#%zz", "#\""})
}

func (g *generator) opaque() string {
	return pick(g, []string{"a@b", "alert(1) ", "text/plain,a b ", "a b?c#d", " b", "/.//p", "//", "x ?y",
		"x #y", "a\tb", "\u00e9", "%zz", "x y z ", "a?b c", "\\x", "x\x00y", "  ?x", "a b  #c"})
}

// fileURL returns a file URL (or, with another scheme, a file-like one)
// with a drive letter, host or odd slashes.
func (g *generator) fileURL(scheme string) string {
	if scheme == "" || g.chance(0.7) {
		scheme = pick(g, []string{"file", "FILE", "File"})
	}
	return scheme + ":" + pick(g, []string{"C:/x", "///C|/x", "//C:/x", "//localhost/x", "//LOCALHOST/", "/C:/..",
		"//host/C:/x", "c:\\foo", "..", "//C|", "///C:", "/C|\\x", "//%43|/x", "C%3A/x", "//h/../C:", "\\\\h\\C|",
		"//1.2.3.4/", "//[::1]/x", "//ü/x", "///./C:", "a:/b", "//a:1/", "//u@h/", "/..\\C:", "////x", "C:", "|",
		"//C|/foo/bar", "//xn--/x", "//h./", "//localhost./x"}) + g.path() + g.query() + g.fragment()
}

// whitespace adds leading and trailing C0 controls or spaces, or tabs and
// newlines inside.
func (g *generator) whitespace(s string) string {
	ws := []string{" ", "\t", "\n", "\r", "\x00", "\x1f", "\x0c", "\u00a0", "\ufeff", "\x7f"}
	if g.chance(0.5) {
		s = pick(g, ws) + s
	}
	if g.chance(0.5) {
		s += pick(g, ws)
	}
	r := []rune(s)
	if len(r) > 0 && g.chance(0.5) {
		i := g.intn(len(r))
		s = string(r[:i]) + pick(g, []string{"\t", "\n", "\r"}) + string(r[i:])
	}
	return s
}

// setterValue returns a value for the named setter.
func (g *generator) setterValue(setter string) string {
	if len(g.c.values) > 0 && g.chance(0.25) {
		return g.maybeMutate(pick(g, g.c.values))
	}
	var v string
	switch setter {
	case "href":
		v = g.url()
	case "protocol":
		v = pick(g, schemes) + pick(g, []string{"", ":", ":x", "://", " ", "\t", "ü", "0", "+"})
	case "username", "password":
		v = pick(g, []string{"", "u", "a b", "@", ":", "%", "%41", "ü", "a/b", "a\\b", "a?b", "a#b", "\x00", "`^{}|"})
	case "host":
		v = g.host() + g.port() + pick(g, []string{"", "", "/x", "?q", "#f", "\\", ":", "@h"})
	case "hostname":
		v = g.host() + pick(g, []string{"", "", ":80", "/x", "?q", "#f", "\\", "@h"})
	case "port":
		v = pick(g, []string{"", "0", "80", "443", "8080", "65535", "65536", "8a", "a8", "-1", " 1", "1 ", "0x50",
			"99999999", "\t80", "8\t0", "８０", "80/x", "80?q", "80#f", "80\\"})
	case "pathname":
		v = g.path() + pick(g, []string{"", "?q", "#f", " ", "%", "\t"})
	case "search":
		v = g.query() + pick(g, []string{"", "a", "#x", " ", "ü"})
	default:
		v = g.fragment() + pick(g, []string{"", "a", "#x", " ", "ü", "\x00"})
	}
	return g.maybeMutate(v)
}

// form returns an application/x-www-form-urlencoded string.
func (g *generator) form() string {
	if g.chance(0.4) && len(g.c.forms) > 0 {
		return g.maybeMutate(pick(g, g.c.forms))
	}
	var b strings.Builder
	if g.chance(0.2) {
		b.WriteString("?")
	}
	for n := g.intn(5); n >= 0; n-- {
		if b.Len() > 0 && g.chance(0.9) {
			b.WriteString("&")
		}
		b.WriteString(pick(g, formParts))
		if g.chance(0.8) {
			b.WriteString("=")
			b.WriteString(pick(g, formParts))
		}
	}
	return g.maybeMutate(b.String())
}

var formParts = []string{
	"", "a", "b", "a+b", "%20", "%zz", "%", "%C3", "%C3%BC", "%FF", "%EF%BF%BF", "%F0%9F%92%A9", "%ED%A0%80",
	"ü", "\U0001F308", "\ufb03", "=", "&", ";", "%26", "%3D", "+%2B", "\x00", "\ufeff", "%EF%BB%BF",
}
