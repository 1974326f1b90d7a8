package urlpattern

import (
	"strings"

	"github.com/weburl/url"
)

// Init gives a pattern, or an input to match, component by component: the
// standard's URLPatternInit. A nil field is one that is not given, which
// is not the same as the empty string. Go's new(value) makes the pointers:
//
//	urlpattern.Init{Pathname: new("/books/:id"), BaseURL: new("https://example.com")}
type Init struct {
	Protocol *string
	Username *string
	Password *string
	Hostname *string
	Port     *string
	Pathname *string
	Search   *string
	Hash     *string
	BaseURL  *string
}

// componentNames are the components in the standard's order.
var componentNames = [numComponents]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

const (
	cProtocol = iota
	cUsername
	cPassword
	cHostname
	cPort
	cPathname
	cSearch
	cHash
	numComponents
)

// fields returns pointers to the init's component fields, in order.
func (in *Init) fields() [numComponents]**string {
	return [numComponents]**string{&in.Protocol, &in.Username, &in.Password, &in.Hostname, &in.Port, &in.Pathname, &in.Search, &in.Hash}
}

// processed is a processed URLPatternInit: a value and whether it exists,
// for each component.
type processed struct {
	value [numComponents]string
	has   [numComponents]bool
}

func (p *processed) set(c int, v string) {
	p.value[c] = v
	p.has[c] = true
}

// processInit implements "process a URLPatternInit" with every component
// argument null (for a pattern) or "" (for a URL). forPattern is type
// "pattern"; otherwise "url". The error names the component.
func processInit(init *Init, forPattern bool) (processed, error) {
	var res processed
	if !forPattern {
		for c := range res.has {
			res.has[c] = true
		}
	}
	given := func(c int) bool { return *init.fields()[c] != nil }
	var base *url.URL
	if init.BaseURL != nil {
		var err error
		base, err = url.Parse(*init.BaseURL)
		if err != nil {
			return res, &Error{Input: *init.BaseURL, Offset: -1, Msg: "the base URL does not parse", Err: err}
		}
		baseString := func(s string) string {
			if forPattern {
				return escapePatternString(s)
			}
			return s
		}
		if !given(cProtocol) {
			res.set(cProtocol, baseString(base.Scheme()))
		}
		if !forPattern && !given(cProtocol) && !given(cHostname) && !given(cPort) && !given(cUsername) {
			res.set(cUsername, baseString(base.Username()))
		}
		if !forPattern && !given(cProtocol) && !given(cHostname) && !given(cPort) && !given(cUsername) && !given(cPassword) {
			res.set(cPassword, baseString(base.Password()))
		}
		if !given(cProtocol) && !given(cHostname) {
			res.set(cHostname, baseString(base.Hostname()))
		}
		if !given(cProtocol) && !given(cHostname) && !given(cPort) {
			res.set(cPort, base.Port())
		}
		if !given(cProtocol) && !given(cHostname) && !given(cPort) && !given(cPathname) {
			res.set(cPathname, baseString(base.Pathname()))
		}
		if !given(cProtocol) && !given(cHostname) && !given(cPort) && !given(cPathname) && !given(cSearch) {
			res.set(cSearch, baseString(strings.TrimPrefix(base.Search(), "?")))
		}
		if !given(cProtocol) && !given(cHostname) && !given(cPort) && !given(cPathname) && !given(cSearch) && !given(cHash) {
			res.set(cHash, baseString(strings.TrimPrefix(base.Hash(), "#")))
		}
	}
	fail := func(c int, v string, err error) error {
		return &Error{Component: componentNames[c], Input: v, Offset: -1, Msg: "invalid value", Err: err}
	}
	if init.Protocol != nil {
		v := strings.TrimSuffix(*init.Protocol, ":")
		if !forPattern {
			p, err := canonProtocol(v)
			if err != nil {
				return res, fail(cProtocol, v, err)
			}
			v = p
		}
		res.set(cProtocol, v)
	}
	if init.Username != nil {
		v := *init.Username
		if !forPattern {
			v, _ = canonUsername(v)
		}
		res.set(cUsername, v)
	}
	if init.Password != nil {
		v := *init.Password
		if !forPattern {
			v, _ = canonPassword(v)
		}
		res.set(cPassword, v)
	}
	if init.Hostname != nil {
		v := *init.Hostname
		if !forPattern {
			h, err := canonHostname(v)
			if err != nil {
				return res, fail(cHostname, v, err)
			}
			v = h
		}
		res.set(cHostname, v)
	}
	protocol := ""
	if res.has[cProtocol] {
		protocol = res.value[cProtocol]
	}
	if init.Port != nil {
		v := *init.Port
		if !forPattern {
			p, err := canonPort(v, protocol)
			if err != nil {
				return res, fail(cPort, v, err)
			}
			v = p
		}
		res.set(cPort, v)
	}
	if init.Pathname != nil {
		v := *init.Pathname
		if base != nil && !base.HasOpaquePath() && !isAbsolutePathname(v, forPattern) {
			basePath := base.Pathname()
			if forPattern {
				basePath = escapePatternString(basePath)
			}
			if i := strings.LastIndexByte(basePath, '/'); i >= 0 {
				v = basePath[:i+1] + v
			}
		}
		if !forPattern {
			var p string
			var err error
			if protocol == "" || isSpecialScheme(protocol) {
				p, err = canonPathname(v)
			} else {
				p, err = canonOpaquePathname(v)
			}
			if err != nil {
				return res, fail(cPathname, v, err)
			}
			v = p
		}
		res.set(cPathname, v)
	}
	if init.Search != nil {
		v := strings.TrimPrefix(*init.Search, "?")
		if !forPattern {
			v, _ = canonSearch(v)
		}
		res.set(cSearch, v)
	}
	if init.Hash != nil {
		v := strings.TrimPrefix(*init.Hash, "#")
		if !forPattern {
			v, _ = canonHash(v)
		}
		res.set(cHash, v)
	}
	return res, nil
}

// isAbsolutePathname implements "is an absolute pathname".
func isAbsolutePathname(s string, forPattern bool) bool {
	if s == "" {
		return false
	}
	if s[0] == '/' {
		return true
	}
	if !forPattern || len(s) < 2 {
		return false
	}
	return (s[0] == '\\' || s[0] == '{') && s[1] == '/'
}

func isSpecialScheme(s string) bool {
	switch s {
	case "http", "https", "ws", "wss", "ftp", "file":
		return true
	}
	return false
}
