package url

// This file gives package urlpattern (through internal/urlcanon) the basic
// URL parser's state-override entry points that no URL setter exposes
// with its failure: the URL Pattern Standard's "canonicalize a hostname",
// "canonicalize a port" and "canonicalize an opaque pathname".

import "github.com/weburl/url/internal/urlcanon"

func init() {
	urlcanon.Hostname = canonHostname
	urlcanon.Port = canonPort
	urlcanon.OpaquePath = canonOpaquePath
}

// canonDummy is the URL Pattern Standard's dummy URL.
const canonDummy = "https://dummy.invalid/"

// canonFailure returns the parser's failure as an *Error on value.
func (p *parser) canonFailure(value string) error {
	return &Error{Input: value, Code: p.errCode, Offset: p.inputOffset(p.errAt), Detail: p.errDetail}
}

func canonHostname(value string) (string, error) {
	u, err := Parse(canonDummy)
	if err != nil {
		return "", err
	}
	var p parser
	p.initSetter(u, value, stHostname, u.hostStart)
	if _, _, ok := p.host(0); !ok {
		err := p.canonFailure(value)
		p.abandon()
		return "", err
	}
	host := string(p.buf[p.hostStart:p.hostEnd])
	p.abandon()
	return host, nil
}

func canonPort(value, protocol string) (string, error) {
	u, err := Parse(canonDummy)
	if err != nil {
		return "", err
	}
	var p parser
	p.initSetter(u, value, stPort, u.hostEnd)
	p.scheme = lookupScheme(protocol)
	if _, _, ok := p.portState(0); !ok {
		err := p.canonFailure(value)
		p.abandon()
		return "", err
	}
	port := ""
	if p.port >= 0 {
		port = string(p.buf[p.hostEnd+1:])
	}
	p.abandon()
	return port, nil
}

func canonOpaquePath(value string) (string, error) {
	u, err := Parse(canonDummy)
	if err != nil {
		return "", err
	}
	var p parser
	p.initSetter(u, value, stOpaquePath, u.authorityEnd())
	// A "?" or "#" ends the path; what follows would be the query or the
	// fragment, which the URL path serialization leaves out.
	p.opaquePathState(0)
	path := string(p.buf[p.pathStart:])
	p.abandon()
	return path, nil
}
