package url

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file holds the URL API's setters. Each one runs the part of the basic
// URL parser the standard names (with a state override) on the new value,
// writing after the unchanged components that precede it, then appends the
// unchanged components that follow it. No setter re-parses the whole URL.
//
// The standard's setters refuse a value in two ways: the state-override
// parse returns failure, or the setter (or the parser) returns early
// without changing the URL. Both leave the URL as it was; here both return
// a *SetterError. A value the standard takes in part ("8080stuff" sets
// port 8080) is not refused.

// Reasons a setter refuses a value, wrapped in a *SetterError; test for
// them with errors.Is. ErrOpaquePath (SetHost, SetHostname, SetPathname)
// is one too.
var (
	// ErrNoCredentialsOrPort: the URL cannot have a username, a password
	// or a port (the standard's "cannot have a username/password/port"):
	// its host is null or empty, or its scheme is file.
	ErrNoCredentialsOrPort = errors.New("the URL cannot have a username, password or port")
	// ErrSchemeChange: the protocol setter does not make this change of
	// scheme: from a special scheme to a non-special one or the reverse,
	// to file for a URL with credentials or a port, or from file for a URL
	// with an empty host.
	ErrSchemeChange = errors.New("the scheme cannot change to this one")
	// ErrInvalidScheme: the value does not start with a scheme (an ASCII
	// letter, then letters, digits, "+", "-" or ".", up to the end or a
	// ":").
	ErrInvalidScheme = errors.New("not a scheme")
	// ErrHostnamePort: the hostname setter takes a host without a port.
	ErrHostnamePort = errors.New("the hostname setter takes no port")
)

// errZeroURL is the reason a setter of the zero URL gives; errTooLong the
// reason for a URL that would be longer than the 4 GiB a URL may be.
var (
	errZeroURL = errors.New("the zero URL is not a parsed URL")
	errTooLong = errors.New("the URL would be longer than 4 GiB")
)

// A SetterError reports that a setter refused its value: the URL is left
// as it was. Besides the values each setter's documentation lists, every
// setter with an error result refuses any value on the zero URL, and a
// value that would make the URL longer than 4 GiB.
type SetterError struct {
	Setter string // the method, such as "SetPort"
	Value  string // the value as given
	// Err says why. It is an *Error when the basic URL parser returned
	// failure on Value (its Input is Value, its Offset a byte offset in
	// Value), or one of ErrNoCredentialsOrPort, ErrSchemeChange,
	// ErrInvalidScheme, ErrHostnamePort and ErrOpaquePath, possibly
	// wrapped with more detail.
	Err error
}

// Error returns the message: the setter, the value, and why, as in
// `url: SetPort "99999": port-out-of-range at offset 0: 99999 is above 65535`
// or `url: SetPort "8080": the URL cannot have a username, password or port`.
// A value longer than 1 KiB is quoted only up to there.
func (e *SetterError) Error() string {
	msg := "url: " + e.Setter + " " + quoteInput(e.Value) + ": "
	var pe *Error
	if errors.As(e.Err, &pe) && pe.Code != 0 {
		return msg + pe.reason()
	}
	return msg + e.Err.Error()
}

// Unwrap returns Err.
func (e *SetterError) Unwrap() error { return e.Err }

// refuse returns the *SetterError of setter for value.
func refuse(setter, value string, err error) error {
	return &SetterError{Setter: setter, Value: value, Err: err}
}

// refuseAt returns the *SetterError of setter for value, with reason and
// the code point at offset at in p's input (the value as the parser reads
// it) that caused it, and abandons the setter's buffer.
func (p *parser) refuseAt(setter, value string, reason error, at int) error {
	defer p.abandon()
	where := ": the value is empty"
	if at < len(p.in) {
		r, _ := utf8.DecodeRuneInString(p.in[at:])
		where = ": " + strconv.QuoteRune(r) + " at offset " + strconv.Itoa(p.inputOffset(at))
	} else if at > 0 {
		where = ": the value ends at offset " + strconv.Itoa(p.inputOffset(at))
	}
	return refuse(setter, value, &reasonAt{reason, where})
}

// reasonAt is a reason for refusing a value and where in the value it
// arose.
type reasonAt struct {
	reason error
	where  string
}

func (r *reasonAt) Error() string { return r.reason.Error() + r.where }
func (r *reasonAt) Unwrap() error { return r.reason }

// parseFailure returns the *SetterError for the parser's failure on value,
// and abandons the setter's buffer.
func (p *parser) parseFailure(setter, value string) error {
	defer p.abandon()
	return refuse(setter, value, p.failure(value))
}

// SetHref parses href as a URL, as the href setter does, and makes u that
// URL. It refuses an href that does not parse: the SetterError's Err is
// then Parse's *Error.
func (u *URL) SetHref(href string) error {
	v, err := Parse(href)
	if err != nil {
		return refuse("SetHref", href, err)
	}
	*u = *v
	return nil
}

// initSetter readies p for a setter of u, with value as its input and u's
// components up to prefixEnd already written into a pooled buffer. Setters
// do not trim C0 controls or spaces, but do remove tabs and newlines. The
// setter must end with p.commit, p.mustCommit, p.abandon(), p.refuseAt or
// p.parseFailure.
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
		p.usernameEnd, p.hostStart, p.hostEnd = int(u.usernameEnd()), int(u.hostStart), int(u.hostEnd)
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
// unchanged, and commit returns the setter's refusal of value.
func (p *parser) commit(u *URL, setter, value string) (err error) {
	var v urlLayout
	p.finish(&v)
	if uint64(len(p.buf)) > maxHref {
		err = refuse(setter, value, errTooLong)
	} else {
		u.set(string(p.buf), &v)
	}
	p.abandon()
	return err
}

// mustCommit commits p to u, for the setters the standard never lets
// fail: a URL that would be longer than 4 GiB makes them panic, as
// bytes.Buffer does when it cannot grow.
func (p *parser) mustCommit(u *URL, setter string) {
	if p.commit(u, setter, "") != nil {
		panic("url: " + setter + ": " + errTooLong.Error())
	}
}

// cannotHaveCredentialsOrPort implements "cannot have a
// username/password/port".
func (u *URL) cannotHaveCredentialsOrPort() bool {
	return u.hostKind == hostNull || u.hostKind == hostEmpty || u.scheme == schemeFile
}

// SetProtocol sets the scheme, as the protocol setter does: protocol may end
// in ":" (anything after the first ":" is ignored), and ASCII letters are
// lowercased. Tabs and newlines are removed first.
//
// It refuses, leaving u unchanged, a value that does not start with a
// scheme (an ASCII letter, then letters, digits, "+", "-" or ".", up to the
// end or a ":"), with ErrInvalidScheme; and, with ErrSchemeChange, a
// change from a special scheme (ftp, file, http, https, ws, wss) to a
// non-special one or the reverse, a change to "file" when u has a
// username, a password or a port, and any change of a file URL whose host
// is empty ("file:///x"). Setting the scheme u already has is not refused.
//
// As the standard says, changing a special URL's scheme to "file" keeps its
// host, so "https://localhost/" becomes "file://localhost/", although
// parsing that string gives "file:///". It is the one case where a setter
// leaves a URL that its own serialization does not parse back to.
func (u *URL) SetProtocol(protocol string) error {
	const setter = "SetProtocol"
	if err := u.check(setter, protocol, false, nil); err != nil {
		return err
	}
	var p parser
	p.initSetter(u, protocol, stSchemeStart, 0)
	// scheme start state, then scheme state
	j := schemeLen(p.in)
	if j == 0 || j < len(p.in) && p.in[j] != ':' {
		return p.refuseAt(setter, protocol, ErrInvalidScheme, j)
	}
	p.writeScheme(p.in[:j])
	kind := p.scheme
	var why string
	switch {
	case u.scheme.special() && !kind.special():
		why = "a special scheme cannot become a non-special one"
	case !u.scheme.special() && kind.special():
		why = "a non-special scheme cannot become a special one"
	case kind == schemeFile && (u.hasCredentials() || u.hasPort()):
		why = "a URL with a username, a password or a port cannot become a file URL"
	case u.scheme == schemeFile && u.hostKind == hostEmpty:
		why = "a file URL with an empty host keeps its scheme"
	}
	if why != "" {
		p.abandon()
		return refuse(setter, protocol, &reasonAt{ErrSchemeChange, ": " + why})
	}
	if u.hostKind != hostNull {
		shift := p.schemeEnd - int(u.schemeEnd())
		p.buf = append(p.buf, u.href()[u.schemeEnd()+1:u.hostEnd]...)
		p.usernameEnd, p.hostStart, p.hostEnd = p.usernameEnd+shift, p.hostStart+shift, p.hostEnd+shift
		if port := u.portNumber(); port >= 0 && port != kind.defaultPort() {
			p.buf = append(p.buf, u.href()[u.hostEnd:u.authorityEnd()]...)
		} else {
			p.port = -1
		}
	}
	p.appendTail(u, tailPath)
	return p.commit(u, setter, protocol)
}

// hasCredentials reports whether u includes credentials.
func (u *URL) hasCredentials() bool {
	return u.hostKind != hostNull && u.hostStart > u.schemeEnd()+3
}

// SetUsername sets the username, as the username setter does,
// percent-encoding it with the userinfo percent-encode set. It refuses any
// value, with ErrNoCredentialsOrPort, when u cannot have a username: its
// host is null or empty, or its scheme is file.
func (u *URL) SetUsername(username string) error {
	return u.setCredential("SetUsername", username, username, u.Password())
}

// SetPassword sets the password, as the password setter does,
// percent-encoding it with the userinfo percent-encode set. It refuses any
// value, with ErrNoCredentialsOrPort, when u cannot have a password: its
// host is null or empty, or its scheme is file.
func (u *URL) SetPassword(password string) error {
	return u.setCredential("SetPassword", password, u.Username(), password)
}

// check refuses value when u is the zero URL, and with reason when refused
// is true: the setter's first steps.
func (u *URL) check(setter, value string, refused bool, reason error) error {
	switch {
	case u.href() == "":
		return refuse(setter, value, errZeroURL)
	case refused:
		return refuse(setter, value, reason)
	}
	return nil
}

// setCredential runs the username setter (SetUsername) or the password
// setter, whose value is value, writing the credentials username and
// password: the one being set is encoded here, and the other, encoded
// already, comes through the userinfo percent-encode set unchanged (the
// set has no "%").
func (u *URL) setCredential(setter, value, username, password string) error {
	if err := u.check(setter, value, u.cannotHaveCredentialsOrPort(), ErrNoCredentialsOrPort); err != nil {
		return err
	}
	var p parser
	p.initSetter(u, "", stNone, u.schemeEnd()+3)
	p.buf = appendEncoded(p.buf, scalarValues(username), setUserinfo)
	p.usernameEnd = len(p.buf)
	if password != "" { // no password, no ":"
		p.buf = appendEncoded(append(p.buf, ':'), scalarValues(password), setUserinfo)
	}
	if len(p.buf) > int(u.schemeEnd())+3 {
		p.buf = append(p.buf, '@')
	}
	p.hostStart = len(p.buf)
	p.buf = append(p.buf, u.href()[u.hostStart:u.authorityEnd()]...)
	p.hostEnd = p.hostStart + int(u.hostEnd-u.hostStart)
	p.appendTail(u, tailPath)
	return p.commit(u, setter, value)
}

// SetHost sets the host and, when host has one, the port, as the host
// setter does ("example.com:8080"); without a port, the port stays as it
// is. The host is parsed as the URL parser parses a URL's host: a domain
// goes through IDNA, an IPv4 address is normalized, and so on.
//
// It refuses, leaving u unchanged, with ErrOpaquePath when u has an opaque
// path ("mailto:x"); and with an *Error when the host parser fails (a
// forbidden code point, as in "a b", an invalid IPv6 or IPv4 address, a
// domain IDNA rejects), when the host is empty in a special URL (or is
// empty and u has credentials or a port), and when a port follows no host
// (":8080"). A file URL's host takes no port: "x:1" is refused as a host.
//
// A valid host followed by a port that is not one is taken in part: the
// host is set and the port kept, and SetHost returns nil. So
// "example.com:65536" and "example.com:x" set the host to "example.com",
// as in a browser.
func (u *URL) SetHost(host string) error { return u.setHost("SetHost", host) }

// SetHostname sets the host, as the hostname setter does; the port stays
// as it is. It refuses what SetHost refuses and, with ErrHostnamePort, a
// value with a port ("example.com:8080"; a file URL's host takes no ":" at
// all, and is refused with an *Error).
func (u *URL) SetHostname(hostname string) error { return u.setHost("SetHostname", hostname) }

func (u *URL) setHost(setter, value string) error {
	if err := u.check(setter, value, u.HasOpaquePath(), ErrOpaquePath); err != nil {
		return err
	}
	prefix := u.hostStart
	if u.hostKind == hostNull {
		prefix = u.schemeEnd() + 1
	}
	// Both setters run the host state: it parses the host before it
	// reaches a port, where the hostname state would stop. Both end in
	// failure when the hostname setter has a port, which is the one
	// difference between them.
	var p parser
	p.initSetter(u, value, stHost, prefix)
	if u.hostKind == hostNull {
		p.buf = append(p.buf, "//"...)
		p.usernameEnd, p.hostStart = len(p.buf), len(p.buf)
	}
	hostState := p.host
	if u.scheme == schemeFile {
		hostState = p.fileHost
	}
	next, j, ok := hostState(0)
	if !ok {
		return p.parseFailure(setter, value)
	}
	portSet := next == stPort
	if portSet {
		if setter == "SetHostname" {
			return p.refuseAt(setter, value, ErrHostnamePort, j-1)
		}
		_, _, portSet = p.portState(j)
	}
	if !portSet { // the port stays as it is
		if p.port = u.portNumber(); p.port >= 0 {
			p.buf = append(p.buf, u.href()[u.hostEnd:u.authorityEnd()]...)
		}
	}
	p.appendTail(u, tailPath)
	return p.commit(u, setter, value)
}

// SetPort sets the port, as the port setter does: "" makes it null, a
// value is read up to its first non-digit ("8080stuff" sets 8080), and the
// scheme's default port makes it null. Tabs and newlines are removed
// first.
//
// It refuses, leaving u unchanged, with ErrNoCredentialsOrPort when u
// cannot have a port (its host is null or empty, or its scheme is file);
// and with an *Error a value that does not start with an ASCII digit
// (port-invalid) or whose number is above 65535 (port-out-of-range).
func (u *URL) SetPort(port string) error {
	const setter = "SetPort"
	if err := u.check(setter, port, u.cannotHaveCredentialsOrPort(), ErrNoCredentialsOrPort); err != nil {
		return err
	}
	var p parser
	p.initSetter(u, port, stPort, u.hostEnd)
	if port == "" {
		p.port = -1
	} else if _, _, ok := p.portState(0); !ok {
		return p.parseFailure(setter, port)
	}
	p.appendTail(u, tailPath)
	return p.commit(u, setter, port)
}

// SetPathname sets the path, as the pathname setter does: dot segments are
// resolved and code points outside the path percent-encode set are encoded
// ("?" and "#" included). It refuses a URL with an opaque path
// ("mailto:x"), with ErrOpaquePath; any other value is taken.
func (u *URL) SetPathname(pathname string) error {
	const setter = "SetPathname"
	if err := u.check(setter, pathname, u.HasOpaquePath(), ErrOpaquePath); err != nil {
		return err
	}
	var p parser
	p.initSetter(u, pathname, stPathStart, u.authorityEnd())
	p.run(stPathStart, 0)
	p.appendTail(u, tailQuery)
	return p.commit(u, setter, pathname)
}

// SetSearch sets the query, as the search setter does: "" makes it null,
// and a leading "?" is dropped; code points outside the query
// percent-encode set (or the special-query one) are encoded. The standard's
// search setter takes every value, and so SetSearch returns no error. On
// the zero URL it does nothing; it panics if the URL would be longer than
// 4 GiB.
func (u *URL) SetSearch(search string) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	search, cut := strings.CutPrefix(search, "?")
	var p parser
	p.initSetter(u, search, stQuery, u.queryStart)
	p.takePath(u)
	if search != "" || cut { // "" makes the query null
		p.query(0)
	}
	p.appendTail(u, tailFragment)
	p.mustCommit(u, "SetSearch")
}

// SetHash sets the fragment, as the hash setter does: "" makes it null, and
// a leading "#" is dropped; code points outside the fragment
// percent-encode set are encoded. The standard's hash setter takes every
// value, and so SetHash returns no error. On the zero URL it does nothing;
// it panics if the URL would be longer than 4 GiB.
func (u *URL) SetHash(hash string) {
	if u.href() == "" {
		return // the zero URL has nothing to set
	}
	hash, cut := strings.CutPrefix(hash, "#")
	var p parser
	p.initSetter(u, hash, stFragment, u.fragStart)
	p.takePath(u)
	if u.queryStart < u.fragStart {
		p.queryStart = int(u.queryStart) - (int(u.fragStart) - len(p.buf))
	}
	if hash != "" || cut { // "" makes the fragment null
		p.fragment(0)
	}
	p.mustCommit(u, "SetHash")
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

// rawQuery returns the query without "?", or "" when it is null.
func (u *URL) rawQuery() string {
	return strings.TrimPrefix(u.href()[u.queryStart:u.fragStart], "?")
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
