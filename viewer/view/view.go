// Package view computes what the URL viewer shows for an input, a base and
// a query encoding: the URL Standard's reading (every component, the
// validation errors with their spans), and net/url's reading of the same
// input beside it, with the components where the two differ marked.
//
// It is plain Go, so that go test checks it without a browser; the
// WebAssembly glue in ../wasm only moves strings between JavaScript and
// View.
package view

import (
	"errors"
	neturl "net/url"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	url "github.com/weburl/url"
)

// Components are the rows of the comparison table: the URL API's
// attributes, in the order of the standard's URL class.
var Components = []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// MaxValue is how many bytes of a component value a Result carries; a
// longer value is cut at a code point boundary and marked, so that a
// megabyte of input does not become megabytes of page. Comparisons are made
// on the whole values.
const MaxValue = 20000

// MaxIssues is how many validation errors a Result lists; Result.IssueCount
// says how many there were.
const MaxIssues = 200

// A Result is everything the page shows for one input.
type Result struct {
	Encoding   string     `json:"encoding"`          // the label used for the query
	Failure    *Failure   `json:"failure,omitempty"` // why the standard's parser failed; nil when it parsed
	Issues     []Issue    `json:"issues"`            // validation errors, at most MaxIssues
	IssueCount int        `json:"issueCount"`        // how many validation errors there were in all
	Readings   []Reading  `json:"readings"`          // the standard's reading first, then net/url's
	Components []string   `json:"components"`        // the row names, as Components
	Setup      []string   `json:"setup,omitempty"`   // problems with the encoding label
	Stats      InputStats `json:"stats"`             // sizes of the input
	Data       *Data      `json:"data,omitempty"`    // for a data: URL that parsed, its MIME type and body
}

// InputStats describes the input as View received it.
type InputStats struct {
	Bytes       int `json:"bytes"`       // UTF-8 bytes
	UTF16       int `json:"utf16"`       // UTF-16 code units, as JavaScript counts
	Replacement int `json:"replacement"` // U+FFFD in the input (where a JavaScript string had a lone surrogate, or the input had one)
}

// A Failure is the reason the standard's URL parser returned failure.
type Failure struct {
	Name        string `json:"name"`        // the validation error that ended parsing, or "" when the base failed
	Description string `json:"description"` // what that validation error means
	Detail      string `json:"detail"`      // the library's detail, such as "99999 is above 65535"
	Message     string `json:"message"`     // the whole error message
	Span        Span   `json:"span"`        // where in the input
	InBase      bool   `json:"inBase"`      // the base, not the input, failed to parse
}

// An Issue is one validation error.
type Issue struct {
	Name        string `json:"name"`        // the standard's name, such as "invalid-reverse-solidus"
	Description string `json:"description"` // what it means
	Offset      int    `json:"offset"`      // byte offset in the UTF-8 input, as the library reports it
	Span        Span   `json:"span"`        // the highlighted span, in UTF-16 code units
	Fatal       bool   `json:"fatal"`       // the error that ended parsing
}

// A Span is a half-open range [Start, End) of UTF-16 code units of the
// input, as JavaScript's setSelectionRange and String.prototype.slice take.
// Start == End marks a position (such as the end of the input).
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// A Reading is one parser's view of the input: a column of the table.
type Reading struct {
	Title string `json:"title"`           // such as "net/url.Parse(input)"
	Error string `json:"error,omitempty"` // the parser's error; empty when it parsed
	Cells []Cell `json:"cells,omitempty"` // one per component; nil when it failed
	// Differs counts the cells that differ from the standard's reading;
	// Verdict says in words how the reading compares with it.
	Differs int    `json:"differs"`
	Verdict string `json:"verdict,omitempty"`
}

// A Cell is one component's value in one reading.
type Cell struct {
	Value     string `json:"value"`
	NA        bool   `json:"na,omitempty"`        // the parser has no such component (net/url has no origin)
	Differs   bool   `json:"differs,omitempty"`   // differs from the standard's value
	Truncated int    `json:"truncated,omitempty"` // bytes cut from Value (see MaxValue)
	// Display is the value as it is shown to people, when that differs:
	// for the host and hostname of a domain with Punycode labels, the
	// domain in Unicode (url.Host's Unicode), "bücher.example" for
	// "xn--bcher-kva.example".
	Display string `json:"display,omitempty"`
}

// Titles of the readings.
const (
	TitleStandard    = "URL Standard (browsers)"
	TitleNet         = "net/url.Parse(input)"
	TitleNetResolved = "net/url: Parse(base).ResolveReference"
)

var (
	parsersMu sync.Mutex
	parsers   = map[string]*url.Parser{}
)

// parser returns the Parser for an encoding label, built once per label.
func parser(label string) (*url.Parser, error) {
	parsersMu.Lock()
	defer parsersMu.Unlock()
	if p, ok := parsers[label]; ok {
		return p, nil
	}
	p, err := url.NewParser(url.WithEncoding(label))
	if err != nil {
		return nil, err
	}
	if len(parsers) < 64 {
		parsers[label] = p
	}
	return p, nil
}

// View parses input against base (no base when base is "") with the query
// encoding label ("" for UTF-8) by the URL Standard and by net/url, and
// returns what the viewer shows.
func View(input, base, encoding string) *Result {
	if encoding == "" {
		encoding = "utf-8"
	}
	r := &Result{Encoding: encoding, Components: Components, Issues: []Issue{}}
	r.Stats = InputStats{Bytes: len(input), UTF16: utf16Len(input), Replacement: strings.Count(input, "\uFFFD")}

	p, err := parser(encoding)
	if err != nil {
		r.Setup = append(r.Setup, "encoding: "+err.Error()+"; the query is encoded as UTF-8")
		p = nil
	}

	var baseURL *url.URL
	var baseErr error
	if base != "" {
		// A base that does not parse is the Failure, not a setup note.
		baseURL, baseErr = url.Parse(base)
	}

	std := Reading{Title: TitleStandard}
	var u *url.URL
	if baseErr != nil {
		// new URL(input, base) throws when the base does not parse,
		// whatever the input.
		std.Error = "the base URL does not parse, so neither does the input against it"
		r.Failure = &Failure{Message: baseErr.Error(), InBase: true, Span: Span{}}
	} else {
		var issues []url.ValidationError
		u, issues, err = p.ParseValidate(input, baseURL)
		r.IssueCount = len(issues)
		if len(issues) > MaxIssues {
			issues = issues[:MaxIssues]
		}
		offsets := make([]int, 0, len(issues)+1)
		for _, v := range issues {
			offsets = append(offsets, v.Offset)
		}
		var uerr *url.Error
		if errors.As(err, &uerr) {
			offsets = append(offsets, uerr.Offset)
		}
		spans := spansOf(input, offsets, codesOf(issues, uerr))
		for i, v := range issues {
			r.Issues = append(r.Issues, Issue{
				Name:        v.Code.String(),
				Description: v.Code.Description(),
				Offset:      v.Offset,
				Span:        spans[i],
			})
		}
		if err != nil {
			std.Error = err.Error()
			f := &Failure{Message: err.Error()}
			if uerr != nil {
				f.Name = uerr.Code.String()
				f.Description = uerr.Code.Description()
				f.Detail = uerr.Detail
				f.Span = spans[len(spans)-1]
				// The error that ended parsing is the last one listed.
				if n := len(r.Issues); n > 0 && r.IssueCount == n && r.Issues[n-1].Name == f.Name && r.Issues[n-1].Offset == uerr.Offset {
					r.Issues[n-1].Fatal = true
				}
			}
			r.Failure = f
		}
	}
	var stdValues []string
	if u != nil {
		stdValues = standardValues(u)
		std.Cells = cells(stdValues, nil)
		setDisplay(std.Cells, u)
		if u.Scheme() == "data" {
			r.Data = dataOf(u)
		}
	}
	r.Readings = append(r.Readings, std)

	nu, nerr := neturl.Parse(input)
	r.Readings = append(r.Readings, netReading(TitleNet, nu, nerr, stdValues, std.Error != ""))
	if base != "" {
		nb, berr := neturl.Parse(base)
		var res *neturl.URL
		if berr != nil {
			nerr = errors.New("base: " + berr.Error())
		} else if nerr == nil {
			res = nb.ResolveReference(nu)
		}
		r.Readings = append(r.Readings, netReading(TitleNetResolved, res, nerr, stdValues, std.Error != ""))
	}
	return r
}

// codesOf lists the codes of issues, followed by the failure's code.
func codesOf(issues []url.ValidationError, failure *url.Error) []url.ValidationErrorCode {
	codes := make([]url.ValidationErrorCode, 0, len(issues)+1)
	for _, v := range issues {
		codes = append(codes, v.Code)
	}
	if failure != nil {
		codes = append(codes, failure.Code)
	}
	return codes
}

// setDisplay gives the host and hostname cells of the standard's reading
// their display form, when it differs from the serialization.
func setDisplay(cs []Cell, u *url.URL) {
	h := u.HostValue()
	uni := h.Unicode()
	if uni == h.String() {
		return
	}
	host := uni
	if p := u.Port(); p != "" {
		host += ":" + p
	}
	for i, name := range Components {
		switch name {
		case "host":
			cs[i].Display = truncate(host, MaxValue)
		case "hostname":
			cs[i].Display = truncate(uni, MaxValue)
		}
	}
}

// standardValues returns the URL's components in the order of Components.
func standardValues(u *url.URL) []string {
	return []string{u.Href(), u.Origin().String(), u.Protocol(), u.Username(), u.Password(), u.Host(), u.Hostname(), u.Port(), u.Pathname(), u.Search(), u.Hash()}
}

// netValues returns net/url's counterparts of Components, as net/url
// serializes them, so that like is compared with like: the escaped user
// information, EscapedPath (or Opaque), RawQuery and EscapedFragment. net/url
// has no origin; ok[i] is false there.
func netValues(u *neturl.URL) (vals []string, ok []bool) {
	var user, pass string
	if u.User != nil {
		user, pass, _ = strings.Cut(u.User.String(), ":")
	}
	protocol := ""
	if u.Scheme != "" {
		protocol = u.Scheme + ":"
	}
	path := u.EscapedPath()
	if u.Opaque != "" {
		path = u.Opaque
	}
	search := ""
	if u.RawQuery != "" || u.ForceQuery {
		search = "?" + u.RawQuery
	}
	hash := ""
	if u.Fragment != "" {
		hash = "#" + u.EscapedFragment()
	}
	vals = []string{u.String(), "", protocol, user, pass, u.Host, u.Hostname(), u.Port(), path, search, hash}
	ok = make([]bool, len(vals))
	for i := range ok {
		ok[i] = Components[i] != "origin"
	}
	return vals, ok
}

// netReading builds a net/url column and compares it with the standard's
// values (nil when the standard's parser failed).
func netReading(title string, u *neturl.URL, err error, std []string, stdFailed bool) Reading {
	rd := Reading{Title: title}
	switch {
	case err != nil && stdFailed:
		rd.Error = err.Error()
		rd.Verdict = "both fail"
		return rd
	case err != nil:
		rd.Error = err.Error()
		rd.Verdict = "net/url fails where the URL Standard parses"
		return rd
	case u == nil:
		rd.Error = "no URL"
		return rd
	}
	vals, ok := netValues(u)
	rd.Cells = cells(vals, ok)
	if stdFailed || std == nil {
		rd.Verdict = "net/url parses where the URL Standard fails"
		return rd
	}
	for i := range rd.Cells {
		if ok[i] && vals[i] != std[i] {
			rd.Cells[i].Differs = true
			rd.Differs++
		}
	}
	switch rd.Differs {
	case 0:
		rd.Verdict = "same components"
	case 1:
		rd.Verdict = "1 component differs"
	default:
		rd.Verdict = strconv.Itoa(rd.Differs) + " components differ"
	}
	return rd
}

// cells makes table cells of values, cut to MaxValue bytes; ok (nil for
// all) says which values exist.
func cells(vals []string, ok []bool) []Cell {
	cs := make([]Cell, len(vals))
	for i, v := range vals {
		if ok != nil && !ok[i] {
			cs[i] = Cell{NA: true}
			continue
		}
		cut := truncate(v, MaxValue)
		cs[i] = Cell{Value: cut, Truncated: len(v) - len(cut)}
	}
	return cs
}

// truncate returns at most max bytes of s, cut at a code point boundary.
func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return s[:max]
}
