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

func canonHostname(value string) (string, error) {
	var p parser
	defer p.abandon()
	u := MustParse(canonDummy)
	p.initSetter(u, value, stHostname, u.hostStart)
	if _, _, ok := p.host(0); !ok {
		return "", p.failure(value)
	}
	return string(p.buf[p.hostStart:p.hostEnd]), nil
}

func canonPort(value, protocol string) (string, error) {
	var p parser
	defer p.abandon()
	u := MustParse(canonDummy)
	p.initSetter(u, value, stPort, u.hostEnd)
	p.scheme = lookupScheme(protocol)
	if _, _, ok := p.portState(0); !ok {
		return "", p.failure(value)
	}
	if p.port < 0 {
		return "", nil
	}
	return string(p.buf[p.hostEnd+1:]), nil
}

func canonOpaquePath(value string) (string, error) {
	var p parser
	defer p.abandon()
	u := MustParse(canonDummy)
	p.initSetter(u, value, stOpaquePath, u.authorityEnd())
	// A "?" or "#" ends the path; what follows would be the query or the
	// fragment, which the URL path serialization leaves out.
	p.opaquePathState(0)
	return string(p.buf[p.pathStart:]), nil
}
