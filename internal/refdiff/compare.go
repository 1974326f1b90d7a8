package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// A request is one request of the jsonl protocol (go doc ./cmd/weburl).
// Nil members are left out.
type request struct {
	Input    *string `json:"input,omitempty"`
	Base     *string `json:"base,omitempty"`
	Validate bool    `json:"validate,omitempty"`
	Href     *string `json:"href,omitempty"`
	Setter   *string `json:"setter,omitempty"`
	Value    *string `json:"value,omitempty"`
	Params   *string `json:"params,omitempty"`

	DataURL     *string   `json:"dataURL,omitempty"`
	MIMEType    *string   `json:"mimeType,omitempty"`
	ContentType []*string `json:"contentType,omitempty"` // nil: absent; [] is sent as []

	PathToFileURL *string `json:"pathToFileURL,omitempty"`
	FileURLToPath *string `json:"fileURLToPath,omitempty"`
	Windows       *bool   `json:"windows,omitempty"`
	PercentEncode *string `json:"percentEncode,omitempty"`
	Set           *string `json:"set,omitempty"`
	Encoding      *string `json:"encoding,omitempty"`
	PercentDecode *string `json:"percentDecode,omitempty"`

	Canonicalize  *string `json:"canonicalize,omitempty"`
	SURT          *string `json:"surt,omitempty"`
	SSURT         *string `json:"ssurt,omitempty"`
	Profile       *string `json:"profile,omitempty"`
	Scheme        *bool   `json:"scheme,omitempty"`
	TrailingComma *bool   `json:"trailingComma,omitempty"`
	WWW           *bool   `json:"www,omitempty"`
	// contentType says that ContentType is set, even when it is empty.
	contentType bool
}

func str(s string) *string { return &s }

// kind names the request's kind for grouping: "parse", "parse with base",
// "setter NAME", "params", "dataURL", "mimeType", "contentType",
// "pathToFileURL STYLE", "fileURLToPath STYLE", "percentEncode SET",
// "percentDecode", "canonicalize [PROFILE]", "surt PROFILE" or "ssurt".
func (r request) kind() string {
	style := "posix"
	if r.Windows != nil && *r.Windows {
		style = "windows"
	}
	switch {
	case r.Canonicalize != nil && r.Profile != nil:
		return "canonicalize " + *r.Profile
	case r.Canonicalize != nil:
		return "canonicalize"
	case r.SURT != nil && r.Profile != nil:
		return "surt " + *r.Profile
	case r.SURT != nil:
		return "surt"
	case r.SSURT != nil:
		return "ssurt"
	case r.PathToFileURL != nil:
		return "pathToFileURL " + style
	case r.FileURLToPath != nil:
		return "fileURLToPath " + style
	case r.PercentEncode != nil && r.Set != nil:
		return "percentEncode " + *r.Set
	case r.PercentEncode != nil:
		return "percentEncode"
	case r.PercentDecode != nil:
		return "percentDecode"
	case r.DataURL != nil:
		return "dataURL"
	case r.MIMEType != nil:
		return "mimeType"
	case r.contentType:
		return "contentType"
	case r.Input != nil && r.Base != nil:
		return "parse with base"
	case r.Input != nil:
		return "parse"
	case r.Setter != nil:
		return "setter " + *r.Setter
	default:
		return "params"
	}
}

// fields returns pointers to the request's string members, the ones a
// minimiser shrinks, in a fixed order: the Content-Type values last.
func (r *request) fields() []**string {
	f := []**string{&r.Input, &r.Base, &r.Href, &r.Value, &r.Params, &r.DataURL, &r.MIMEType,
		&r.PathToFileURL, &r.FileURLToPath, &r.PercentEncode, &r.PercentDecode, &r.Canonicalize, &r.SURT, &r.SSURT}
	for i := range r.ContentType {
		f = append(f, &r.ContentType[i])
	}
	return f
}

// clone returns a copy of r whose string members can be changed without
// changing r's.
func (r request) clone() request {
	c := r
	c.ContentType = slices.Clone(r.ContentType)
	for _, f := range c.fields() {
		if *f != nil {
			*f = str(**f)
		}
	}
	return c
}

// MarshalJSON writes the request with its members; a contentType request
// with no values has "contentType": [].
func (r request) MarshalJSON() ([]byte, error) {
	type plain request
	if r.contentType && len(r.ContentType) == 0 {
		return []byte(`{"contentType":[]}`), nil
	}
	return json.Marshal(plain(r))
}

// UnmarshalJSON reads a request line, noting a "contentType" member.
func (r *request) UnmarshalJSON(b []byte) error {
	type plain request
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*r = request(p)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	_, r.contentType = m["contentType"]
	return nil
}

// String returns the request as a JSON line.
func (r request) String() string {
	b, _ := json.Marshal(&r)
	return string(b)
}

// A diff is the outcome of comparing two responses to one request.
type diff struct {
	// cause is empty when the responses agree. Otherwise it names what
	// differs, without the values, so that disagreements of one cause
	// group together: the request's kind, then either which side failed
	// or which members differ, and for validation errors which names one
	// side has more of (or that only their order differs).
	cause string
	// details shows the differing members, "member: ours | reference".
	details []string
}

// compare compares our response with the reference's.
func compare(r request, ours, ref json.RawMessage) diff {
	var a, b map[string]any
	if err := json.Unmarshal(ours, &a); err != nil {
		return diff{cause: r.kind() + ": weburl's response is not a JSON object", details: []string{string(ours)}}
	}
	if err := json.Unmarshal(ref, &b); err != nil {
		return diff{cause: r.kind() + ": the reference's response is not a JSON object", details: []string{string(ref)}}
	}
	_, aErr := a["error"]
	_, bErr := b["error"]
	aFail, bFail := a["failure"] == true, b["failure"] == true
	switch {
	case aErr && !aFail || bErr && !bFail:
		// A protocol error: a request one side could not answer.
		return diff{cause: r.kind() + ": a request one side cannot answer", details: []string{"weburl: " + string(ours), "reference: " + string(ref)}}
	case aFail != bFail:
		who, why := "weburl", ""
		if bFail {
			who = "the reference"
		}
		if r.isPathKind() {
			// The failing side's reason, so that failures of different
			// reasons group apart: weburl's error kind, or the start of
			// Node.js's message.
			if aFail {
				why = " (" + weburlPathErrorKind(fmt.Sprint(a["error"])) + ")"
			} else {
				why = " (" + nodeErrorReason(fmt.Sprint(b["error"])) + ")"
			}
		}
		return diff{cause: r.kind() + ": only " + who + " fails" + why, details: []string{"weburl: " + string(ours), "reference: " + string(ref)}}
	}
	// The error messages are for people, and differ.
	delete(a, "error")
	delete(b, "error")
	var differ, details []string
	var verrCause string
	for _, k := range slices.Sorted(maps.Keys(mergeKeys(a, b))) {
		av, bv := fmt.Sprint(a[k]), fmt.Sprint(b[k])
		if k == "validationErrors" {
			if c := verrDiff(a[k], b[k]); c != "" {
				verrCause = c
				details = append(details, fmt.Sprintf("%s: %s | %s", k, jsonText(a[k]), jsonText(b[k])))
			}
			continue
		}
		if av != bv || (a[k] == nil) != (b[k] == nil) {
			differ = append(differ, k)
			details = append(details, fmt.Sprintf("%s: %s | %s", k, jsonText(a[k]), jsonText(b[k])))
		}
	}
	if len(differ) == 0 && verrCause == "" {
		return diff{}
	}
	var parts []string
	if len(differ) > 0 {
		parts = append(parts, strings.Join(differ, ",")+" differ")
	}
	if verrCause != "" {
		parts = append(parts, "validation errors: "+verrCause)
	}
	if aFail {
		parts = append(parts, "both fail")
	}
	return diff{cause: r.kind() + ": " + strings.Join(parts, "; "), details: details}
}

// pathErrorKind finds the kind in the message of a url.FilePathError:
// `url: FilePath "..." (POSIX): host not local at offset 7: ...`.
var pathErrorKind = regexp.MustCompile(`\((?:POSIX|Windows)\): (.+?) at offset [0-9]+`)

// weburlPathErrorKind returns the kind of weburl's error for a file path
// request: a FilePathError's kind, or "invalid URL" when the URL of a
// fileURLToPath request does not parse.
func weburlPathErrorKind(msg string) string {
	if m := pathErrorKind.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return "invalid URL"
}

// nodeErrorReason returns Node.js's error message without the input it
// quotes ("... Received '...'").
func nodeErrorReason(msg string) string {
	msg, _, _ = strings.Cut(msg, " Received ")
	msg = strings.TrimPrefix(msg, "The argument 'path' ")
	return strings.TrimSuffix(msg, ".")
}

func mergeKeys(a, b map[string]any) map[string]bool {
	keys := make(map[string]bool, len(a))
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	return keys
}

func jsonText(v any) string {
	if v == nil {
		return "(absent)"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// verrDiff describes how two lists of validation error names differ: the
// names only weburl reports, those only the reference reports, or that
// only their order differs ("" when the lists are equal).
func verrDiff(a, b any) string {
	as, bs := names(a), names(b)
	if slices.Equal(as, bs) {
		return ""
	}
	count := map[string]int{}
	for _, n := range as {
		count[n]++
	}
	for _, n := range bs {
		count[n]--
	}
	var more, fewer []string
	for _, n := range slices.Sorted(maps.Keys(count)) {
		switch c := count[n]; {
		case c > 0:
			more = append(more, n)
		case c < 0:
			fewer = append(fewer, n)
		}
	}
	var parts []string
	if len(more) > 0 {
		parts = append(parts, "weburl has more "+strings.Join(more, ","))
	}
	if len(fewer) > 0 {
		parts = append(parts, "the reference has more "+strings.Join(fewer, ","))
	}
	if len(parts) == 0 {
		return "order differs"
	}
	return strings.Join(parts, ", ")
}

func names(v any) []string {
	list, _ := v.([]any)
	out := make([]string, 0, len(list))
	for _, e := range list {
		out = append(out, fmt.Sprint(e))
	}
	return out
}
