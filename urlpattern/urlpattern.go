package urlpattern

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/weburl/url"
)

// Options are the constructor's options (URLPatternOptions). The zero
// value is the default: case-sensitive matching.
type Options struct {
	// IgnoreCase makes the pathname, search and hash match without regard
	// to case (the regular expressions' i flag).
	IgnoreCase bool
}

// A Pattern is a compiled URL pattern: the standard's URLPattern. It is
// safe for concurrent use.
type Pattern struct {
	comps           [numComponents]*component
	hasRegExpGroups bool
}

// New compiles a pattern string such as "https://*.example.com/books/:id",
// relative to baseURL if one is given, with the default options. More than
// one baseURL is an error.
func New(pattern string, baseURL ...string) (*Pattern, error) {
	return Options{}.New(pattern, baseURL...)
}

// NewInit compiles a pattern given component by component, with the
// default options. Components left out match anything, unless
// init.BaseURL gives them.
func NewInit(init Init) (*Pattern, error) {
	return Options{}.NewInit(init)
}

// New compiles a pattern string with the options o; see the function New.
func (o Options) New(pattern string, baseURL ...string) (*Pattern, error) {
	if len(baseURL) > 1 {
		return nil, &Error{Input: pattern, Offset: -1, Msg: "more than one base URL"}
	}
	pattern = toUSV(pattern)
	init, err := parseConstructorString(pattern)
	if err != nil {
		return nil, err
	}
	if len(baseURL) == 0 && init.Protocol == nil {
		return nil, &Error{Input: pattern, Offset: -1, Msg: "a relative pattern needs a base URL"}
	}
	if len(baseURL) == 1 {
		init.BaseURL = new(toUSV(baseURL[0]))
	}
	return o.create(&init)
}

// NewInit compiles a pattern given component by component with the options
// o; see the function NewInit.
func (o Options) NewInit(init Init) (*Pattern, error) {
	init = init.usv()
	return o.create(&init)
}

// create implements "create" from the init.
func (o Options) create(init *Init) (*Pattern, error) {
	pi, err := processInit(init, true)
	if err != nil {
		return nil, err
	}
	for c := range pi.has {
		if !pi.has[c] {
			pi.set(c, "*")
		}
	}
	if isSpecialScheme(pi.value[cProtocol]) && pi.value[cPort] == strconv.Itoa(defaultPort(pi.value[cProtocol])) {
		pi.value[cPort] = ""
	}
	p := new(Pattern)
	var cerr error
	opaque := false
	compile := func(c int, enc encodingCallback, opts options) {
		if cerr != nil {
			return
		}
		p.comps[c], cerr = compileShared(c, pi.value[c], enc, opts, opaque)
	}
	compile(cProtocol, canonProtocol, defaultOptions)
	compile(cUsername, canonUsername, defaultOptions)
	compile(cPassword, canonPassword, defaultOptions)
	if isIPv6Pattern(pi.value[cHostname]) {
		compile(cHostname, canonIPv6Hostname, hostnameOptions)
	} else {
		compile(cHostname, canonHostname, hostnameOptions)
	}
	// Read literally, "canonicalize a port" without a protocol keeps the
	// dummy URL's scheme, https, and would turn the text "443" of the
	// pattern "443*" into "". Browsers and web-platform-tests keep it
	// ({"protocol":"https","port":"443*"} has the port pattern "443*"):
	// no scheme, so no default port.
	compile(cPort, func(s string) (string, error) { return canonPort(s, "") }, defaultOptions)
	if cerr != nil {
		return nil, cerr
	}
	opts := defaultOptions
	opts.ignoreCase = o.IgnoreCase
	if p.comps[cProtocol].matchesSpecialScheme() {
		popts := pathnameOptions
		popts.ignoreCase = o.IgnoreCase
		compile(cPathname, canonPathname, popts)
	} else {
		opaque = true
		compile(cPathname, canonOpaquePathname, opts)
		opaque = false
	}
	compile(cSearch, canonSearch, opts)
	compile(cHash, canonHash, opts)
	if cerr != nil {
		return nil, cerr
	}
	for _, c := range p.comps {
		p.hasRegExpGroups = p.hasRegExpGroups || c.hasRegexp
	}
	return p, nil
}

func defaultPort(scheme string) int {
	switch scheme {
	case "http", "ws":
		return 80
	case "https", "wss":
		return 443
	case "ftp":
		return 21
	}
	return -1
}

// isIPv6Pattern implements "hostname pattern is an IPv6 address".
func isIPv6Pattern(s string) bool {
	if len(s) < 2 {
		return false
	}
	return s[0] == '[' || (s[0] == '{' || s[0] == '\\') && s[1] == '['
}

// Protocol returns the protocol component's pattern string, normalized.
func (p *Pattern) Protocol() string { return p.comps[cProtocol].pattern }

// Username returns the username component's pattern string, normalized.
func (p *Pattern) Username() string { return p.comps[cUsername].pattern }

// Password returns the password component's pattern string, normalized.
func (p *Pattern) Password() string { return p.comps[cPassword].pattern }

// Hostname returns the hostname component's pattern string, normalized.
func (p *Pattern) Hostname() string { return p.comps[cHostname].pattern }

// Port returns the port component's pattern string, normalized.
func (p *Pattern) Port() string { return p.comps[cPort].pattern }

// Pathname returns the pathname component's pattern string, normalized.
func (p *Pattern) Pathname() string { return p.comps[cPathname].pattern }

// Search returns the search component's pattern string, normalized.
func (p *Pattern) Search() string { return p.comps[cSearch].pattern }

// Hash returns the hash component's pattern string, normalized.
func (p *Pattern) Hash() string { return p.comps[cHash].pattern }

// HasRegExpGroups reports whether a component uses a regexp group, "(...)".
func (p *Pattern) HasRegExpGroups() bool { return p.hasRegExpGroups }

// String returns the pattern as a constructor string, for display: the
// components' pattern strings joined as in a URL, leaving out the
// username, password, search and hash when they are "*" (as a
// constructor string does). Components that would need it are not
// escaped, so the string does not always compile back to the pattern.
func (p *Pattern) String() string {
	var b strings.Builder
	b.WriteString(p.Protocol() + "://")
	if p.Username() != "*" || p.Password() != "*" {
		b.WriteString(p.Username())
		if p.Password() != "" {
			b.WriteString(":" + p.Password())
		}
		b.WriteByte('@')
	}
	b.WriteString(p.Hostname())
	if p.Port() != "" {
		b.WriteString(":" + p.Port())
	}
	b.WriteString(p.Pathname())
	if p.Search() != "*" {
		b.WriteString("?" + p.Search())
	}
	if p.Hash() != "*" {
		b.WriteString("#" + p.Hash())
	}
	return b.String()
}

// Result is the result of a match: the standard's URLPatternResult. The
// components' results are its methods Protocol, Username, ..., Hash.
//
// A Result is small and holds its groups in the same allocation when they
// are few, so that Exec allocates little; ExecTo reuses one.
type Result struct {
	// Inputs are the string input and, if one was given, the base URL;
	// for ExecURL, the URL's serialization. Empty for ExecInit.
	Inputs []string
	// Init is the input given to ExecInit, or nil.
	Init *Init

	u      *url.URL              // the URL matched, or nil for ExecInit
	vals   *values               // for ExecInit, the components matched
	groups []Group               // every component's groups, in order
	ends   [numComponents]uint32 // groups[ends[c-1]:ends[c]] are component c's
}

// Component returns the result of the component with the given name
// ("protocol", ..., "hash"); ok is false for another name.
func (r *Result) Component(name string) (_ ComponentResult, ok bool) {
	for c, n := range componentNames {
		if n == name {
			return r.component(c), true
		}
	}
	return ComponentResult{}, false
}

func (r *Result) component(c int) ComponentResult {
	start := uint32(0)
	if c > 0 {
		start = r.ends[c-1]
	}
	end := r.ends[c]
	var in string
	switch {
	case r.vals != nil:
		in = r.vals[c]
	case r.u != nil:
		in = urlValues(r.u)[c] // a few slicings of the href
	}
	return ComponentResult{Input: in, Groups: r.groups[start:end:end]}
}

// Protocol returns the result of the protocol component.
func (r *Result) Protocol() ComponentResult { return r.component(cProtocol) }

// Username returns the result of the username component.
func (r *Result) Username() ComponentResult { return r.component(cUsername) }

// Password returns the result of the password component.
func (r *Result) Password() ComponentResult { return r.component(cPassword) }

// Hostname returns the result of the hostname component.
func (r *Result) Hostname() ComponentResult { return r.component(cHostname) }

// Port returns the result of the port component.
func (r *Result) Port() ComponentResult { return r.component(cPort) }

// Pathname returns the result of the pathname component.
func (r *Result) Pathname() ComponentResult { return r.component(cPathname) }

// Search returns the result of the search component.
func (r *Result) Search() ComponentResult { return r.component(cSearch) }

// Hash returns the result of the hash component.
func (r *Result) Hash() ComponentResult { return r.component(cHash) }

// ComponentResult is one component's part of a match: the standard's
// URLPatternComponentResult.
type ComponentResult struct {
	Input  string  // the component of the input
	Groups []Group // the groups, in the pattern's order
}

// A Group is the value of one matching group. Groups without a name in
// the pattern, such as "*" and "(\d+)", are named "0", "1", ...
type Group struct {
	Name  string
	Value string
	// Matched is false for a group that took no part in the match, such
	// as an optional group that matched nothing: JavaScript's undefined.
	// Value is then "".
	Matched bool
}

// Get returns the value of the named group and whether it matched.
func (r ComponentResult) Get(name string) (value string, matched bool) {
	for _, g := range r.Groups {
		if g.Name == name {
			return g.Value, g.Matched
		}
	}
	return "", false
}

// values are a URL's components as strings, in order.
type values [numComponents]string

func urlValues(u *url.URL) values {
	return values{
		strings.TrimSuffix(u.Protocol(), ":"), u.Username(), u.Password(), u.Hostname(), u.Port(),
		u.Pathname(), strings.TrimPrefix(u.Search(), "?"), strings.TrimPrefix(u.Hash(), "#"),
	}
}

// Test reports whether the URL input, parsed against baseURL if one is
// given, matches. An input or base URL that does not parse does not match.
func (p *Pattern) Test(input string, baseURL ...string) bool {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return false
	}
	v := urlValues(u)
	return p.test(&v)
}

// TestURL reports whether u matches.
func (p *Pattern) TestURL(u *url.URL) bool {
	v := urlValues(u)
	return p.test(&v)
}

// TestInit reports whether the input given component by component
// matches. Components left out are "" unless init.BaseURL gives them; an
// input whose components do not canonicalize does not match.
func (p *Pattern) TestInit(init Init) bool {
	init = init.usv()
	pi, err := processInit(&init, false)
	if err != nil {
		return false
	}
	v := values(pi.value)
	return p.test(&v)
}

// Exec matches the URL input, parsed against baseURL if one is given, and
// returns the groups, or nil if it does not match.
func (p *Pattern) Exec(input string, baseURL ...string) *Result {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return nil
	}
	v := urlValues(u)
	r := p.exec(&v)
	if r != nil {
		r.u = u
		r.Inputs = append(append(r.Inputs, input), baseURL...)
	}
	return r
}

// ExecURL matches u and returns the groups, or nil if it does not match.
// The result keeps a copy of u: changing u later does not change it.
func (p *Pattern) ExecURL(u *url.URL) *Result {
	v := urlValues(u)
	r := p.exec(&v)
	if r != nil {
		r.u = copyURL(u)
		r.Inputs = append(r.Inputs, r.u.Href())
	}
	return r
}

// ExecInit matches the input given component by component (see TestInit)
// and returns the groups, or nil if it does not match.
func (p *Pattern) ExecInit(init Init) *Result {
	init = init.usv()
	pi, err := processInit(&init, false)
	if err != nil {
		return nil
	}
	v := values(pi.value)
	r := p.exec(&v)
	if r != nil {
		r.Init = &init
		r.Inputs = nil
		r.vals = &v
	}
	return r
}

// copyURL returns a copy of u, for a result to keep: u may change after
// the match.
func copyURL(u *url.URL) *url.URL {
	c := *u
	return &c
}

// parseInput parses input against baseURL, if one is given.
func parseInput(input string, baseURL []string) (*url.URL, bool) {
	var base *url.URL
	switch len(baseURL) {
	case 0:
	case 1:
		b, err := url.Parse(baseURL[0])
		if err != nil {
			return nil, false
		}
		base = b
	default:
		return nil, false
	}
	var u *url.URL
	var err error
	if base != nil {
		u, err = url.Parse(input, base)
	} else {
		u, err = url.Parse(input)
	}
	if err != nil {
		return nil, false
	}
	return u, true
}

func (p *Pattern) test(v *values) bool {
	for c, comp := range p.comps {
		if !comp.test(v[c]) {
			return false
		}
	}
	return true
}

// resultWith is a Result with room for its groups and input, so that a
// match allocates once, and no more than it needs.
type resultWith[G any, PG groupArray[G]] struct {
	r      Result
	inputs [1]string
	groups G
}

// groupArray is a pointer to an array of groups, which it slices.
type groupArray[G any] interface {
	*G
	slice(n int) []Group
}

type (
	groups1 [1]Group
	groups2 [2]Group
	groups3 [3]Group
	groups4 [4]Group
	groups5 [5]Group
	groups6 [6]Group
	groups7 [7]Group
	groups8 [8]Group
)

func (g *groups1) slice(n int) []Group { return g[:n] }
func (g *groups2) slice(n int) []Group { return g[:n] }
func (g *groups3) slice(n int) []Group { return g[:n] }
func (g *groups4) slice(n int) []Group { return g[:n] }
func (g *groups5) slice(n int) []Group { return g[:n] }
func (g *groups6) slice(n int) []Group { return g[:n] }
func (g *groups7) slice(n int) []Group { return g[:n] }
func (g *groups8) slice(n int) []Group { return g[:n] }

func newResult[G any, PG groupArray[G]](n int) (*Result, []Group) {
	x := new(resultWith[G, PG])
	x.r.Inputs = x.inputs[:0:1]
	return &x.r, PG(&x.groups).slice(n)
}

// allocResult allocates a Result with room for n groups.
func allocResult(n int) (*Result, []Group) {
	switch {
	case n <= 1:
		return newResult[groups1](n)
	case n == 2:
		return newResult[groups2](n)
	case n == 3:
		return newResult[groups3](n)
	case n == 4:
		return newResult[groups4](n)
	case n == 5:
		return newResult[groups5](n)
	case n == 6:
		return newResult[groups6](n)
	case n == 7:
		return newResult[groups7](n)
	case n == 8:
		return newResult[groups8](n)
	}
	r, _ := newResult[groups1](0)
	return r, make([]Group, n)
}

func (p *Pattern) exec(v *values) *Result {
	// Match into memory on the stack; allocate only for a match.
	var scratch [8]Group
	matched, ends, ok := p.matchAll(v, scratch[:0])
	if !ok {
		return nil
	}
	r, groups := allocResult(len(matched))
	copy(groups, matched)
	r.groups, r.ends = groups, ends
	return r
}

// matchAll matches every component, appending the groups to groups;
// the groups of component c end at ends[c].
func (p *Pattern) matchAll(v *values, groups []Group) (_ []Group, ends [numComponents]uint32, ok bool) {
	for c, comp := range p.comps {
		if groups, ok = comp.match(v[c], groups); !ok {
			return groups, ends, false
		}
		ends[c] = uint32(len(groups))
	}
	return groups, ends, true
}

// ExecTo is Exec into a Result the caller keeps: it reports whether the
// URL matches and, if it does, sets r as Exec would return it, reusing
// the memory of r's groups and inputs. It does not allocate beyond parsing
// the URL once r has held a result as large. r is unchanged when the URL
// does not match.
func (p *Pattern) ExecTo(r *Result, input string, baseURL ...string) bool {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return false
	}
	v := urlValues(u)
	return p.execTo(r, u, &v, input, baseURL)
}

// execTo is ExecTo on parsed values.
func (p *Pattern) execTo(r *Result, u *url.URL, v *values, input string, baseURL []string) bool {
	var scratch [8]Group
	matched, ends, ok := p.matchAll(v, scratch[:0])
	if !ok {
		return false
	}
	r.groups = append(r.groups[:0], matched...)
	r.Init = nil
	r.Inputs = append(append(r.Inputs[:0], input), baseURL...)
	r.u, r.vals, r.ends = u, nil, ends
	return true
}

// toUSV returns s with each byte of invalid UTF-8 replaced by U+FFFD, as
// the conversion to a scalar value string does.
func toUSV(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		b.WriteRune(r)
		i += n
	}
	return b.String()
}

func (in Init) usv() Init {
	out := in
	f := out.fields()
	for _, f := range append(f[:], &out.BaseURL) {
		if *f != nil && !utf8.ValidString(**f) {
			*f = new(toUSV(**f))
		}
	}
	return out
}
