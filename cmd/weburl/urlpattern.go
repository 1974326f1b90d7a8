package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/weburl/url/urlpattern"
)

// The URL Pattern requests of the jsonl protocol: "urlpattern" (with
// "inputs"), "compare" and "generate". Their arguments are JSON as in the
// web-platform-tests files urlpatterntestdata.json,
// urlpattern-compare-test-data.json and urlpattern-generate-test-data.json,
// and are bound to the Go API as JavaScript's WebIDL bindings bind them to
// the URLPattern API.

// patternMembers are the members that make a request a URL Pattern one.
var patternMembers = []string{"urlpattern", "compare", "generate"}

// isPatternRequest reports whether a request object is a URL Pattern
// request.
func isPatternRequest(members map[string]json.RawMessage) bool {
	for _, m := range patternMembers {
		if _, ok := members[m]; ok {
			return true
		}
	}
	return false
}

// stageError answers a URL Pattern request that threw: at "constructor",
// "match" or "generate".
type stageError struct {
	Error string `json:"error"`
	Stage string `json:"stage"`
}

// answerPattern answers a URL Pattern request.
func answerPattern(members map[string]json.RawMessage) any {
	var kinds []string
	for _, m := range patternMembers {
		if _, ok := members[m]; ok {
			kinds = append(kinds, m)
		}
	}
	if len(kinds) > 1 {
		return errorResponse{`a request has only one of "urlpattern", "compare" and "generate"`}
	}
	switch kinds[0] {
	case "urlpattern":
		for _, name := range slices.Sorted(maps.Keys(members)) {
			if name != "urlpattern" && name != "inputs" {
				return errorResponse{fmt.Sprintf("unknown member %q in a urlpattern request", name)}
			}
		}
		var args []json.RawMessage
		if err := json.Unmarshal(members["urlpattern"], &args); err != nil || args == nil {
			return errorResponse{`"urlpattern" must be an array of arguments`}
		}
		var inputs []json.RawMessage
		raw, hasInputs := members["inputs"]
		if hasInputs {
			if err := json.Unmarshal(raw, &inputs); err != nil || inputs == nil {
				return errorResponse{`"inputs" must be an array of arguments`}
			}
		}
		return answerURLPattern(args, inputs, hasInputs)
	case "compare":
		if len(members) != 1 {
			return errorResponse{`a compare request has only the member "compare"`}
		}
		var c struct {
			Component *string          `json:"component"`
			Left      *json.RawMessage `json:"left"`
			Right     *json.RawMessage `json:"right"`
		}
		if err := strictDecode(members["compare"], &c); err != nil || c.Component == nil || c.Left == nil || c.Right == nil {
			return errorResponse{`"compare" must be an object with "component", "left" and "right" (and nothing else)`}
		}
		left, err := newPattern([]json.RawMessage{*c.Left})
		if err != nil {
			return stageError{"left: " + err.Error(), "constructor"}
		}
		right, err := newPattern([]json.RawMessage{*c.Right})
		if err != nil {
			return stageError{"right: " + err.Error(), "constructor"}
		}
		n, err := urlpattern.CompareComponent(*c.Component, left, right)
		if err != nil {
			return stageError{err.Error(), "compare"}
		}
		return struct {
			Result int `json:"result"`
		}{n}
	default: // generate
		if len(members) != 1 {
			return errorResponse{`a generate request has only the member "generate"`}
		}
		var g struct {
			Pattern   *json.RawMessage   `json:"pattern"`
			Component *string            `json:"component"`
			Groups    *map[string]string `json:"groups"`
		}
		if err := strictDecode(members["generate"], &g); err != nil || g.Pattern == nil || g.Component == nil || g.Groups == nil {
			return errorResponse{`"generate" must be an object with "pattern", "component" and "groups" (strings), and nothing else`}
		}
		p, err := newPattern([]json.RawMessage{*g.Pattern})
		if err != nil {
			return stageError{err.Error(), "constructor"}
		}
		s, err := p.Generate(*g.Component, *g.Groups)
		if err != nil {
			return stageError{err.Error(), "generate"}
		}
		return struct {
			Result string `json:"result"`
		}{s}
	}
}

func strictDecode(raw json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// patternResponse answers a urlpattern request.
type patternResponse struct {
	Pattern         patternStrings `json:"pattern"`
	HasRegExpGroups bool           `json:"hasRegExpGroups"`
	Test            *bool          `json:"test,omitempty"`
	Exec            *execResult    `json:"exec,omitempty"` // with Test: null when it does not match
	noMatch         bool
}

type patternStrings struct {
	Protocol string `json:"protocol"`
	Username string `json:"username"`
	Password string `json:"password"`
	Hostname string `json:"hostname"`
	Port     string `json:"port"`
	Pathname string `json:"pathname"`
	Search   string `json:"search"`
	Hash     string `json:"hash"`
}

// MarshalJSON writes "exec": null for no match, and leaves out "test"
// and "exec" when the request had no "inputs".
func (r patternResponse) MarshalJSON() ([]byte, error) {
	type plain patternResponse
	b, err := json.Marshal(plain(r))
	if err != nil || !r.noMatch {
		return b, err
	}
	return append(b[:len(b)-1], `,"exec":null}`...), nil
}

// execResult is exec()'s URLPatternResult.
type execResult struct {
	Inputs   []json.RawMessage `json:"inputs"`
	Protocol componentResult   `json:"protocol"`
	Username componentResult   `json:"username"`
	Password componentResult   `json:"password"`
	Hostname componentResult   `json:"hostname"`
	Port     componentResult   `json:"port"`
	Pathname componentResult   `json:"pathname"`
	Search   componentResult   `json:"search"`
	Hash     componentResult   `json:"hash"`
}

type componentResult struct {
	Input  string `json:"input"`
	Groups groups `json:"groups"`
}

// groups is a groups record, written in JavaScript's property order:
// array-index names ascending, then the others in pattern order; a group
// that did not take part in the match is null.
type groups []urlpattern.Group

func (gs groups) MarshalJSON() ([]byte, error) {
	ordered := slices.Clone(gs)
	index := func(name string) (uint64, bool) {
		n, err := strconv.ParseUint(name, 10, 32)
		return n, err == nil && strconv.FormatUint(n, 10) == name && n < 1<<32-1
	}
	slices.SortStableFunc(ordered, func(a, b urlpattern.Group) int {
		ia, aok := index(a.Name)
		ib, bok := index(b.Name)
		switch {
		case aok && bok:
			return int(ia) - int(ib)
		case aok:
			return -1
		case bok:
			return 1
		}
		return 0
	})
	var b bytes.Buffer
	b.WriteByte('{')
	for i, g := range ordered {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := marshalString(g.Name)
		b.Write(name)
		b.WriteByte(':')
		if g.Matched {
			v, _ := marshalString(g.Value)
			b.Write(v)
		} else {
			b.WriteString("null")
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func marshalString(s string) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(s)
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), err
}

// initJSON is a URLPatternInit as JavaScript's WebIDL bindings convert
// it: only its own members, in lexicographic order.
type initJSON struct {
	BaseURL  *string `json:"baseURL,omitempty"`
	Hash     *string `json:"hash,omitempty"`
	Hostname *string `json:"hostname,omitempty"`
	Password *string `json:"password,omitempty"`
	Pathname *string `json:"pathname,omitempty"`
	Port     *string `json:"port,omitempty"`
	Protocol *string `json:"protocol,omitempty"`
	Search   *string `json:"search,omitempty"`
	Username *string `json:"username,omitempty"`
}

func decodeInit(raw json.RawMessage) (urlpattern.Init, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return urlpattern.Init{}, errors.New("a URLPatternInit must be an object")
	}
	var in urlpattern.Init
	for name, dst := range map[string]**string{
		"protocol": &in.Protocol, "username": &in.Username, "password": &in.Password,
		"hostname": &in.Hostname, "port": &in.Port, "pathname": &in.Pathname,
		"search": &in.Search, "hash": &in.Hash, "baseURL": &in.BaseURL,
	} {
		v, ok := m[name]
		if !ok {
			continue // other members are not the dictionary's: ignored
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			return urlpattern.Init{}, fmt.Errorf("URLPatternInit member %q must be a string", name)
		}
		*dst = &s
	}
	return in, nil
}

func isString(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) > 0 && raw[0] == '"'
}

// newPattern calls new URLPattern(...args).
func newPattern(args []json.RawMessage) (*urlpattern.Pattern, error) {
	var opts urlpattern.Options
	if len(args) == 0 {
		return opts.NewInit(urlpattern.Init{})
	}
	if len(args) > 3 {
		return nil, errors.New("too many arguments")
	}
	rest := args[1:]
	var base []string
	if len(rest) > 0 && isString(rest[0]) {
		var b string
		if err := json.Unmarshal(rest[0], &b); err != nil {
			return nil, err
		}
		base = []string{b}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		var o struct {
			IgnoreCase bool `json:"ignoreCase"`
		}
		if err := json.Unmarshal(rest[0], &o); err != nil || bytes.TrimSpace(rest[0])[0] != '{' {
			return nil, errors.New("options must be an object {\"ignoreCase\": boolean}")
		}
		opts.IgnoreCase = o.IgnoreCase
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return nil, errors.New("too many arguments")
	}
	if isString(args[0]) {
		var s string
		if err := json.Unmarshal(args[0], &s); err != nil {
			return nil, err
		}
		return opts.New(s, base...)
	}
	if base != nil {
		return nil, errors.New("a base URL cannot be given with a URLPatternInit")
	}
	in, err := decodeInit(args[0])
	if err != nil {
		return nil, err
	}
	return opts.NewInit(in)
}

// answerURLPattern answers a urlpattern request.
func answerURLPattern(args, inputs []json.RawMessage, hasInputs bool) any {
	p, err := newPattern(args)
	if err != nil {
		return stageError{err.Error(), "constructor"}
	}
	resp := patternResponse{
		Pattern: patternStrings{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(),
			p.Pathname(), p.Search(), p.Hash()},
		HasRegExpGroups: p.HasRegExpGroups(),
	}
	if !hasInputs {
		return resp
	}
	var r *urlpattern.Result
	var echo []json.RawMessage
	switch {
	case len(inputs) == 0:
		r = p.ExecInit(urlpattern.Init{})
		echo = []json.RawMessage{json.RawMessage("{}")}
	case isString(inputs[0]):
		if len(inputs) > 2 {
			return stageError{"too many arguments", "match"}
		}
		strs := make([]string, len(inputs))
		for i, a := range inputs {
			if err := json.Unmarshal(a, &strs[i]); err != nil {
				return stageError{"the base URL must be a string", "match"}
			}
		}
		r = p.Exec(strs[0], strs[1:]...)
		for _, s := range strs {
			b, _ := marshalString(s)
			echo = append(echo, b)
		}
	default:
		if len(inputs) > 1 {
			return stageError{"a base URL cannot be given with a URLPatternInit", "match"}
		}
		in, err := decodeInit(inputs[0])
		if err != nil {
			return stageError{err.Error(), "match"}
		}
		r = p.ExecInit(in)
		b, _ := json.Marshal(initJSON{in.BaseURL, in.Hash, in.Hostname, in.Password, in.Pathname, in.Port,
			in.Protocol, in.Search, in.Username})
		echo = []json.RawMessage{b}
	}
	matched := r != nil
	resp.Test = &matched
	if !matched {
		resp.noMatch = true
		return resp
	}
	resp.Exec = &execResult{Inputs: echo}
	for _, c := range []struct {
		dst *componentResult
		src urlpattern.ComponentResult
	}{
		{&resp.Exec.Protocol, r.Protocol()}, {&resp.Exec.Username, r.Username()}, {&resp.Exec.Password, r.Password()},
		{&resp.Exec.Hostname, r.Hostname()}, {&resp.Exec.Port, r.Port()}, {&resp.Exec.Pathname, r.Pathname()},
		{&resp.Exec.Search, r.Search()}, {&resp.Exec.Hash, r.Hash()},
	} {
		*c.dst = componentResult{c.src.Input, groups(c.src.Groups)}
	}
	return resp
}
