package url

// This file holds the URL API's setters. Each one runs the part of the basic
// URL parser the standard names (with a state override) on the new value,
// writing after the unchanged components that precede it, then appends the
// unchanged components that follow it. No setter re-parses the whole URL.

// SetHref parses href as a URL and, when that succeeds, makes u that URL.
// On failure u is unchanged and the error says why.
func (u *URL) SetHref(href string) error {
	v, err := Parse(href)
	if err != nil {
		return err
	}
	*u = *v
	return nil
}

// initSetter readies p for a setter of u, with value as its input and u's
// components up to prefixEnd already written into a pooled buffer. Setters
// do not trim C0 controls or spaces, but do remove tabs and newlines. The
// setter must end with p.commit(u) or p.abandon().
func (p *parser) initSetter(u *URL, value string, override state, prefixEnd uint32) {
	p.reset()
	p.override = override
	p.preprocess(value, false)
	p.scratch = getScratch(len(u.href()) + len(p.in))
	p.buf = append((*p.scratch)[:0], u.href()[:prefixEnd]...)
	p.schemeEnd = int(u.schemeEnd())
	p.scheme = u.scheme
	p.hostKind = u.hostKind
	if u.hostKind != hostNull {
		p.usernameEnd = int(u.usernameEnd())
		p.hostStart = int(u.hostStart)
		p.hostEnd = int(u.hostEnd)
	}
	p.port = u.portNumber()
}

// abandon returns the setter's buffer to the pool, leaving u unchanged.
func (p *parser) abandon() {
	putScratch(p.scratch, p.buf)
}

// The tails a setter appends: everything of u from its path, query or
// fragment on.
const (
	tailPath = iota
	tailQuery
	tailFragment
)

// appendTail appends u's components from the given one on, and their
// offsets.
func (p *parser) appendTail(u *URL, from int) {
	if from <= tailPath {
		p.pathStart = len(p.buf)
		p.opaquePath = u.HasOpaquePath()
		p.buf = append(p.buf, u.href()[u.pathStart():u.queryStart]...)
	}
	if from <= tailQuery && u.queryStart < u.fragStart {
		p.queryStart = len(p.buf)
		p.buf = append(p.buf, u.href()[u.queryStart:u.fragStart]...)
	}
	if from <= tailFragment && int(u.fragStart) < len(u.href()) {
		p.fragStart = len(p.buf)
		p.buf = append(p.buf, u.href()[u.fragStart:]...)
	}
}

// commit makes u the URL p has built: one allocation, for the new href.
// A URL longer than maxHref, whose offsets would not fit, leaves u
// unchanged.
func (p *parser) commit(u *URL) {
	var v urlLayout
	p.finish(&v)
	if uint64(len(p.buf)) > maxHref {
		p.abandon()
		return
	}
	u.set(string(p.buf), &v)
	p.abandon()
}

// cannotHaveCredentialsOrPort implements "cannot have a
// username/password/port".
func (u *URL) cannotHaveCredentialsOrPort() bool {
	return u.hostKind == hostNull || u.hostKind == hostEmpty || u.scheme == schemeFile
}

// SetProtocol sets the scheme, as the protocol setter does: protocol may end
// in ":" (anything after the first ":" is ignored). The scheme does not
// change when protocol is not a valid scheme, or when the change would
// switch between a special and a non-special scheme, or would give a file
// URL credentials or a port.
//
// As the standard says, changing a special URL's scheme to "file" keeps its
// host, so "https://localhost/" becomes "file://localhost/", although
// parsing that string gives "file:///". It is the one case where a setter
// leaves a URL that its own serialization does not parse back to.
func (u *URL) SetProtocol(protocol string) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	var p parser
	p.initSetter(u, protocol, stSchemeStart, 0)
	in := p.in
	// scheme start state, then scheme state
	if len(in) == 0 || !is(in[0], classAlpha) {
		p.abandon()
		return
	}
	j := 1
	for j < len(in) && is(in[j], classScheme) {
		j++
	}
	if j < len(in) && in[j] != ':' {
		p.abandon()
		return
	}
	p.writeScheme(in[:j])
	kind := p.scheme
	if u.scheme.special() != kind.special() {
		p.abandon()
		return
	}
	if kind == schemeFile && (u.hasCredentials() || u.hasPort()) {
		p.abandon()
		return
	}
	if u.scheme == schemeFile && u.hostKind == hostEmpty {
		p.abandon()
		return
	}
	if u.hostKind != hostNull {
		shift := p.schemeEnd - int(u.schemeEnd())
		p.buf = append(p.buf, u.href()[u.schemeEnd()+1:u.hostEnd]...)
		p.usernameEnd = int(u.usernameEnd()) + shift
		p.hostStart = int(u.hostStart) + shift
		p.hostEnd = int(u.hostEnd) + shift
		if port := u.portNumber(); port >= 0 && port != kind.defaultPort() {
			p.buf = append(p.buf, u.href()[u.hostEnd:u.authorityEnd()]...)
		} else {
			p.port = -1
		}
	}
	p.appendTail(u, tailPath)
	p.commit(u)
}

// hasCredentials reports whether u includes credentials.
func (u *URL) hasCredentials() bool {
	return u.hostKind != hostNull && u.hostStart > u.schemeEnd()+3
}

// SetUsername sets the username, percent-encoding it as needed. URLs that
// cannot have a username (no host, an empty host, or the file scheme) are
// left unchanged.
func (u *URL) SetUsername(username string) {
	if u.cannotHaveCredentialsOrPort() {
		return
	}
	u.setCredentials(username, u.Password(), true)
}

// SetPassword sets the password, percent-encoding it as needed. URLs that
// cannot have a password are left unchanged.
func (u *URL) SetPassword(password string) {
	if u.cannotHaveCredentialsOrPort() {
		return
	}
	u.setCredentials(u.Username(), password, false)
}

// setCredentials writes the credentials: the one being set is encoded
// here, the other is already encoded.
func (u *URL) setCredentials(username, password string, settingUsername bool) {
	var p parser
	p.initSetter(u, "", stNone, u.schemeEnd()+3)
	if settingUsername {
		p.buf = appendEncoded(p.buf, scalarValues(username), setUserinfo)
	} else {
		p.buf = append(p.buf, username...)
	}
	p.usernameEnd = len(p.buf)
	p.buf = append(p.buf, ':')
	if settingUsername {
		p.buf = append(p.buf, password...)
	} else {
		p.buf = appendEncoded(p.buf, scalarValues(password), setUserinfo)
	}
	if len(p.buf) == p.usernameEnd+1 {
		p.buf = p.buf[:p.usernameEnd] // no password, no ":"
	}
	if len(p.buf) > int(u.schemeEnd())+3 {
		p.buf = append(p.buf, '@')
	}
	p.hostStart = len(p.buf)
	p.buf = append(p.buf, u.href()[u.hostStart:u.authorityEnd()]...)
	p.hostEnd = p.hostStart + int(u.hostEnd-u.hostStart)
	p.appendTail(u, tailPath)
	p.commit(u)
}

// SetHost sets the host and, when host has one, the port, as the host
// setter does ("example.com:8080"). Invalid hosts leave u unchanged; an
// invalid port after a valid host leaves the port unchanged. URLs with an
// opaque path are left unchanged.
func (u *URL) SetHost(host string) { u.setHost(host, stHost) }

// SetHostname sets the host, as the hostname setter does. A value with a
// port, invalid hosts, and URLs with an opaque path leave u unchanged.
func (u *URL) SetHostname(hostname string) { u.setHost(hostname, stHostname) }

func (u *URL) setHost(value string, override state) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	if u.HasOpaquePath() {
		return
	}
	prefix := u.hostStart
	if u.hostKind == hostNull {
		prefix = u.schemeEnd() + 1
	}
	var p parser
	p.initSetter(u, value, override, prefix)
	if u.hostKind == hostNull {
		p.buf = append(p.buf, "//"...)
		p.usernameEnd, p.hostStart = len(p.buf), len(p.buf)
	}
	var next state
	var j int
	var ok bool
	if u.scheme == schemeFile {
		next, j, ok = p.fileHost(0)
	} else {
		next, j, ok = p.host(0)
	}
	if !ok {
		p.abandon()
		return
	}
	portKept := true
	if next == stPort {
		if _, _, ok := p.portState(j); ok {
			portKept = false
		} else {
			p.port = u.portNumber()
		}
	}
	if portKept && u.hasPort() {
		p.buf = append(p.buf, u.href()[u.hostEnd:u.authorityEnd()]...)
	}
	p.appendTail(u, tailPath)
	p.commit(u)
}

// SetPort sets the port, as the port setter does: "" makes it null, a
// value is read up to its first non-digit, and the scheme's default port
// makes it null. Invalid values, and URLs that cannot have a port, leave u
// unchanged.
func (u *URL) SetPort(port string) {
	if u.cannotHaveCredentialsOrPort() {
		return
	}
	var p parser
	p.initSetter(u, port, stPort, u.hostEnd)
	if port == "" {
		p.port = -1
	} else if _, _, ok := p.portState(0); !ok {
		p.abandon()
		return
	}
	p.appendTail(u, tailPath)
	p.commit(u)
}

// SetPathname sets the path, as the pathname setter does: dot segments are
// resolved and code points outside the path percent-encode set are encoded
// ("?" and "#" included). URLs with an opaque path are left unchanged.
func (u *URL) SetPathname(pathname string) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	if u.HasOpaquePath() {
		return
	}
	var p parser
	p.initSetter(u, pathname, stPathStart, u.authorityEnd())
	p.run(stPathStart, 0)
	p.appendTail(u, tailQuery)
	p.commit(u)
}

// SetSearch sets the query, as the search setter does: "" makes it null,
// and a leading "?" is dropped.
func (u *URL) SetSearch(search string) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	empty := search == ""
	if !empty && search[0] == '?' {
		search = search[1:]
	}
	var p parser
	p.initSetter(u, search, stQuery, u.queryStart)
	p.takePath(u)
	if !empty {
		p.query(0)
	}
	p.appendTail(u, tailFragment)
	p.commit(u)
}

// SetHash sets the fragment, as the hash setter does: "" makes it null, and
// a leading "#" is dropped.
func (u *URL) SetHash(hash string) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	empty := hash == ""
	if !empty && hash[0] == '#' {
		hash = hash[1:]
	}
	var p parser
	p.initSetter(u, hash, stFragment, u.fragStart)
	p.takePath(u)
	if u.queryStart < u.fragStart {
		p.queryStart = int(u.queryStart) - (int(u.fragStart) - len(p.buf))
	}
	if !empty {
		p.fragment(0)
	}
	p.commit(u)
}

// takePath takes over u's path offsets, for setters that write after the
// path. A "/." prefix is dropped here and restored, if still needed, by
// commit.
func (p *parser) takePath(u *URL) {
	p.opaquePath = u.HasOpaquePath()
	p.pathStart = int(u.pathStart())
	if u.flags()&flagDotPrefix != 0 {
		end := len(p.buf)
		p.buf = append(p.buf[:u.authorityEnd()], u.href()[u.pathStart():end]...)
		p.pathStart -= 2
	}
}

// setSerializedQuery sets the query to q, which is already percent-encoded,
// or to null when q is empty: the URLSearchParams update steps.
func (u *URL) setSerializedQuery(q string) {
	var p parser
	p.initSetter(u, "", stQuery, u.queryStart)
	p.takePath(u)
	if q != "" {
		p.queryStart = len(p.buf)
		p.buf = append(p.buf, '?')
		p.buf = append(p.buf, q...)
	}
	p.appendTail(u, tailFragment)
	p.commit(u)
}

// rawQuery returns the query without "?", or "" when it is null.
func (u *URL) rawQuery() string {
	if u.queryStart == u.fragStart {
		return ""
	}
	return u.href()[u.queryStart+1 : u.fragStart]
}

// SearchParams returns the URL's query as a list of name-value pairs, the
// URL API's searchParams. It is live: changing it changes the URL's query
// (an empty list makes the query null), and changing the URL's query
// through SetSearch or SetHref changes the list. Every call returns a new
// SearchParams bound to u; they all see the same query.
func (u *URL) SearchParams() *SearchParams {
	q := u.rawQuery()
	return &SearchParams{list: parseForm(nil, q), url: u, query: q}
}
