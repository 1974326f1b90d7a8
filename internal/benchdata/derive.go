package benchdata

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The derived datasets are made from the URL lists by the functions below,
// deterministically: each draws from a PCG generator with a fixed seed, so
// the same lists always give the same inputs. They measure what the lists
// alone do not: URLs as people write them, links resolved against the page
// they are on, the standard's corner cases, and hosts that need IDNA.
const (
	NameNonCanonical = "noncanonical" // edited absolute URLs (NonCanonical)
	NameRelative     = "relative"     // relative references with bases (Relative)
	NameURLTestData  = "urltestdata"  // the inputs of WPT's urltestdata.json
	NameIDNA         = "idna"         // absolute URLs whose hosts need IDNA (IDNA)
)

// IsDerived reports whether name is the name of a derived dataset.
func IsDerived(name string) bool {
	switch name {
	case NameNonCanonical, NameRelative, NameURLTestData, NameIDNA:
		return true
	}
	return false
}

// derivedSize is how many inputs NonCanonical, Relative and IDNA make: as
// many as the smaller lists hold, so that a pass over one stays in the
// caches about as much as a pass over a list does.
const derivedSize = 10000

// seed is the generators' fixed seed. Changing it changes the data, and so
// the figures: don't, without saying so beside the figures.
const seed = 0x77656275726c // "weburl"

// Derive returns the derived datasets of the lists sets, in the order
// NonCanonical, Relative, URLTestData, IDNA. root is the repository root,
// where URLTestData finds testdata/wpt/urltestdata.json.
func Derive(sets []*Dataset, root string) ([]*Dataset, error) {
	wpt, err := URLTestData(filepath.Join(root, "testdata", "wpt", "urltestdata.json"))
	if err != nil {
		return nil, err
	}
	http, file := pools(sets)
	if len(http) == 0 {
		return nil, fmt.Errorf("the URL lists hold no http(s) URL to derive data from")
	}
	return []*Dataset{NonCanonical(http, file), Relative(http, file), wpt, IDNA(http)}, nil
}

// pools splits the lists' URLs into http(s) URLs and file URLs, keeping
// only those that are plain enough to edit: printable ASCII, with an
// authority.
func pools(sets []*Dataset) (http, file []string) {
	for _, d := range sets {
		for _, u := range d.URLs {
			if !printableASCII(u) {
				continue
			}
			switch {
			case strings.HasPrefix(u, "http://"), strings.HasPrefix(u, "https://"):
				if len(u) > len("https://") && strings.Count(u, "#") <= 1 {
					http = append(http, u)
				}
			case strings.HasPrefix(u, "file:///"):
				file = append(file, u)
			}
		}
	}
	return http, file
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] >= 0x7F || s[i] == '"' {
			return false
		}
	}
	return true
}

// parts is a URL from the lists cut into the pieces the edits work on.
type parts struct {
	scheme, host, port, path, query, fragment string // query and fragment with their "?" and "#"
}

func split(u string) parts {
	var p parts
	p.scheme, u, _ = strings.Cut(u, "://")
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u, p.fragment = u[:i], u[i:]
	}
	if i := strings.IndexByte(u, '?'); i >= 0 {
		u, p.query = u[:i], u[i:]
	}
	if i := strings.IndexByte(u, '/'); i >= 0 {
		u, p.path = u[:i], u[i:]
	}
	if i := strings.LastIndexByte(u, '@'); i >= 0 {
		u = u[i+1:] // the edits make their own credentials
	}
	if i := strings.LastIndexByte(u, ':'); i >= 0 && !strings.Contains(u[i:], "]") {
		u, p.port = u[:i], u[i:]
	}
	p.host = u
	return p
}

func (p parts) join() string {
	return p.scheme + "://" + p.host + p.port + p.path + p.query + p.fragment
}

// The edits of NonCanonical, the kinds of difference from the serialization
// that people write. Each input gets one to three of them.
var edits = []struct {
	name string
	edit func(r *rand.Rand, p *parts) string // returns the URL, or "" to go on editing p
}{
	{"upper-case scheme and host", func(r *rand.Rand, p *parts) string {
		p.scheme = strings.ToUpper(p.scheme)
		if r.IntN(2) == 0 {
			p.host = strings.ToUpper(p.host)
		} else if p.host != "" {
			p.host = strings.ToUpper(p.host[:1]) + p.host[1:]
		}
		return ""
	}},
	{"dot segments", func(r *rand.Rand, p *parts) string {
		ins := []string{"/.", "/./x/..", "/a/b/../..", "/%2e", "/./."}[r.IntN(5)]
		p.path = insertAtSlash(r, p.path, ins)
		return ""
	}},
	{"spaces, quotes and non-ASCII in the path or query", func(r *rand.Rand, p *parts) string {
		ins := []string{" ", "\"", "<b>", "é", "ü", "€", "日本", "{x}", "'", "^"}[r.IntN(10)]
		if p.query != "" && r.IntN(2) == 0 {
			p.query = insertAt(r, p.query, 1, ins)
		} else {
			p.path = insertAt(r, p.path, 1, ins)
		}
		return ""
	}},
	{"backslashes", func(r *rand.Rand, p *parts) string {
		if r.IntN(3) == 0 {
			p.path = strings.ReplaceAll(p.path, "/", `\`)
		} else {
			p.path = `\` + strings.TrimPrefix(p.path, "/")
		}
		return ""
	}},
	{"default ports", func(r *rand.Rand, p *parts) string {
		if strings.EqualFold(p.scheme, "https") {
			p.port = ":443"
		} else {
			p.port = ":80"
		}
		return ""
	}},
	{"tabs and newlines", func(r *rand.Rand, p *parts) string {
		s := p.join()
		ws := []string{"\n", "\t", "\r\n", " \n "}[r.IntN(4)]
		if r.IntN(3) == 0 {
			return " " + s + ws // leading and trailing space, as in an attribute
		}
		return insertAt(r, s, len(p.scheme)+3, ws)
	}},
	{"IDN hosts", func(r *rand.Rand, p *parts) string {
		p.host = idnHost(r, p.host)
		return ""
	}},
	{"percent-encoded hosts", func(r *rand.Rand, p *parts) string {
		var b strings.Builder
		for i := 0; i < len(p.host); i++ {
			if c := p.host[i]; c != '.' && r.IntN(3) == 0 {
				fmt.Fprintf(&b, "%%%02X", c)
			} else {
				b.WriteByte(c)
			}
		}
		p.host = b.String()
		return ""
	}},
	{"IPv4 shorthand", func(r *rand.Rand, p *parts) string {
		a, b2, c, d := r.IntN(224), r.IntN(256), r.IntN(256), 1+r.IntN(254)
		switch r.IntN(5) {
		case 0:
			p.host = fmt.Sprintf("%d.%d.%d.%d", a, b2, c, d)
		case 1:
			p.host = fmt.Sprintf("0x%x.%d.%d", a, b2, c<<8|d)
		case 2:
			p.host = fmt.Sprintf("0%o.%d.%d.%d", a, b2, c, d)
		case 3:
			p.host = fmt.Sprintf("%d.%d", a, b2<<16|c<<8|d)
		default:
			p.host = strconv.Itoa(a<<24 | b2<<16 | c<<8 | d)
		}
		return ""
	}},
	{"empty or repeated slashes", func(r *rand.Rand, p *parts) string {
		rest := p.host + p.port + p.path + p.query + p.fragment
		switch r.IntN(4) {
		case 0:
			return p.scheme + ":" + rest
		case 1:
			return p.scheme + ":///" + rest
		case 2:
			return p.scheme + ":/" + rest
		}
		p.path = strings.Replace(p.path, "/", "//", 1+r.IntN(2))
		return ""
	}},
}

// insertAt inserts s into t at a random offset at or after from.
func insertAt(r *rand.Rand, t string, from int, s string) string {
	if from >= len(t) {
		return t + s
	}
	i := from + r.IntN(len(t)-from+1)
	return t[:i] + s + t[i:]
}

// insertAtSlash inserts s before a random "/" of path, or at its end.
func insertAtSlash(r *rand.Rand, path, s string) string {
	var at []int
	for i := 0; i < len(path); i++ {
		if path[i] == '/' {
			at = append(at, i)
		}
	}
	at = append(at, len(path))
	i := at[r.IntN(len(at))]
	return path[:i] + s + path[i:]
}

// idnLabels are labels that need IDNA: words in several scripts, with
// upper case, fullwidth forms, a mapped character and existing Punycode.
var idnLabels = []string{
	"bücher", "münchen", "ÄPFEL", "straße", "café", "日本語", "例え", "中文网", "пример",
	"москва", "ελληνικά", "عربي", "हिन्दी", "ไทย", "한국", "ｅｘａｍｐｌｅ", "ＡＢＣ",
	"xn--bcher-kva", "XN--MNCHEN-3YA", "faß", "ǅemal", "Ⅻ", "ﬁle",
}

// idnHost replaces one label of host, or all of it, with IDN labels.
func idnHost(r *rand.Rand, host string) string {
	labels := strings.Split(host, ".")
	if len(labels) < 2 || r.IntN(4) == 0 {
		return idnLabels[r.IntN(len(idnLabels))] + "." + idnLabels[r.IntN(len(idnLabels))]
	}
	i := r.IntN(len(labels) - 1) // keep the top-level domain
	labels[i] = idnLabels[r.IntN(len(idnLabels))]
	sep := "."
	if r.IntN(6) == 0 {
		sep = "。" // an ideographic full stop, a label separator too
	}
	return strings.Join(labels, sep)
}

// NonCanonical returns derivedSize absolute URLs as people write them: URLs
// of the lists (http(s) ones, and every fifth a file URL), each with one to
// three of the edits above applied.
func NonCanonical(http, file []string) *Dataset {
	r := rand.New(rand.NewPCG(seed, 1))
	d := &Dataset{Name: NameNonCanonical}
	for len(d.URLs) < derivedSize {
		var u string
		if len(file) > 0 && r.IntN(5) == 0 {
			u = fileEdit(r, file[r.IntN(len(file))])
		} else {
			p := split(http[r.IntN(len(http))])
			for n := 1 + r.IntN(3); n > 0 && u == ""; n-- {
				u = edits[r.IntN(len(edits))].edit(r, &p)
			}
			if u == "" {
				u = p.join()
			}
		}
		d.URLs = append(d.URLs, u)
	}
	return d
}

// fileEdit edits a file URL: a drive letter, backslashes, dot segments,
// upper case, or a host of localhost.
func fileEdit(r *rand.Rand, u string) string {
	path := strings.TrimPrefix(u, "file://")
	switch r.IntN(5) {
	case 0:
		return "file:///C|" + path
	case 1:
		return `file:\\` + strings.ReplaceAll(path, "/", `\`)
	case 2:
		return "file://" + insertAtSlash(r, path, "/../x/.")
	case 3:
		return "FILE://localhost" + path
	}
	return "file:" + path
}

// Relative returns derivedSize relative references with their bases, the
// way a crawler meets links: each base is a URL of the lists, and its
// reference one of the forms links take in HTML, made from another URL of
// the lists: path-absolute, path-relative with and without dot segments, a
// query or a fragment only, scheme-relative, or an absolute URL.
func Relative(http, file []string) *Dataset {
	r := rand.New(rand.NewPCG(seed, 2))
	d := &Dataset{Name: NameRelative}
	for len(d.URLs) < derivedSize {
		pool := http
		if len(file) > 0 && r.IntN(5) == 0 {
			pool = file
		}
		base := pool[r.IntN(len(pool))]
		target := split(pool[r.IntN(len(pool))])
		segs := strings.Split(strings.TrimPrefix(target.path, "/"), "/")
		last := segs[len(segs)-1]
		var ref string
		switch k := r.IntN(20); {
		case k < 7:
			ref = target.path + target.query
		case k < 10:
			ref = last + target.query
		case k < 12:
			ref = "../" + strings.Join(segs[max(0, len(segs)-2):], "/")
		case k < 13:
			ref = "./" + last
		case k < 15:
			ref = target.query
			if ref == "" {
				ref = "?page=2"
			}
		case k < 17:
			ref = "#" + strings.TrimPrefix(target.fragment, "#")
			if ref == "#" {
				ref = "#top"
			}
		case k < 18:
			ref = "//" + target.host + target.port + target.path
		default:
			ref = target.join()
		}
		d.URLs = append(d.URLs, ref)
		d.Bases = append(d.Bases, base)
	}
	return d
}

// IDNA returns derivedSize absolute URLs of the lists whose hosts were
// given labels that need IDNA (see idnLabels).
func IDNA(http []string) *Dataset {
	r := rand.New(rand.NewPCG(seed, 3))
	d := &Dataset{Name: NameIDNA}
	for len(d.URLs) < derivedSize {
		p := split(http[r.IntN(len(http))])
		p.host = idnHost(r, p.host)
		d.URLs = append(d.URLs, p.join())
	}
	return d
}

// URLTestData returns the inputs of web-platform-tests' urltestdata.json
// (fetched by scripts/fetch-wpt.sh) with their bases, failures included.
func URLTestData(path string) (*Dataset, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%v (run scripts/fetch-wpt.sh first)", err)
	}
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	d := &Dataset{Name: NameURLTestData, Path: path}
	for _, e := range entries {
		var c struct {
			Input *string
			Base  *string
		}
		if json.Unmarshal(e, &c) != nil || c.Input == nil {
			continue // a comment
		}
		d.URLs = append(d.URLs, *c.Input)
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		d.Bases = append(d.Bases, base)
	}
	if len(d.URLs) == 0 {
		return nil, fmt.Errorf("%s holds no test case", path)
	}
	return d, nil
}

// WriteCases writes d's inputs with their bases in the form the ada
// harness (bench/ada/harness.cpp) reads, which no byte of an input can
// break: for each input the line "BASELEN INPUTLEN", BASELEN -1 for no
// base, then the base's and the input's bytes and a newline.
func WriteCases(w io.Writer, d *Dataset) error {
	bw := bufio.NewWriter(w)
	for i, s := range d.URLs {
		base, n := "", -1
		if d.Bases != nil && d.Bases[i] != "" {
			base, n = d.Bases[i], len(d.Bases[i])
		}
		fmt.Fprintf(bw, "%d %d\n%s%s\n", n, len(s), base, s)
	}
	return bw.Flush()
}
