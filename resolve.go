package url

// This file holds the parser states that resolve a relative-URL string
// against a base URL, and the resolving entry points.

// Parse parses ref as a URL with u as its base, as a browser resolves a link
// found in a document whose URL is u. It is the same as url.Parse(ref, u).
func (u *URL) Parse(ref string) (*URL, error) {
	return Parse(ref, u)
}

// The details of the no scheme state's failures: no base, or a base with
// an opaque path and an input that is not a fragment.
const (
	noSchemeDetail   = "no scheme, and no base URL to resolve against"
	opaqueBaseDetail = "no scheme, and the base URL has an opaque path: only a fragment resolves against it"
)

// noSchemeFails reports whether the no scheme state fails at in[i]
// against the base b: where there is no base, or one with an opaque path
// and in[i] is not "#".
func noSchemeFails(b *URL, in string, i int) bool {
	return b == nil || b.HasOpaquePath() && (i == len(in) || in[i] != '#')
}

// noScheme runs the no scheme state from i. It returns stNone on failure.
func (p *parser) noScheme(i int) (state, int) {
	in, b := p.in, p.base
	if noSchemeFails(b, in, i) {
		detail := noSchemeDetail
		if b != nil {
			detail = opaqueBaseDetail
		}
		p.fail(MissingSchemeNonRelativeURL, i, detail)
		return stNone, i
	}
	if b.HasOpaquePath() {
		// Take scheme, path and query from base; then the fragment.
		p.copyBase(b.fragStart)
		return stFragment, i + 1
	}
	if b.scheme != schemeFile {
		return stRelative, i
	}
	return stFile, i
}

// relative runs the relative state from i.
func (p *parser) relative(i int) (state, int) {
	in := p.in
	p.copyBaseScheme()
	if i < len(in) && in[i] == '/' || p.scheme.special() && p.slashAt(i) {
		return stRelativeSlash, i + 1
	}
	// Take username, password, host, port, path and query from base.
	p.copyBase(p.base.fragStart)
	return p.afterBase(i)
}

// afterBase runs, from i, the steps of the relative state and the file
// state that follow taking base's path and query: where the input ends, or
// a query or a fragment follows, the URL keeps base's path, and base's
// query but before a query of the input's own. Otherwise the query goes,
// and the input's path follows base's without its last segment, or for a
// file URL whose input starts with a Windows drive letter, replaces it.
func (p *parser) afterBase(i int) (state, int) {
	in := p.in
	if i < len(in) && in[i] != '#' {
		p.dropQuery()
	}
	switch {
	case i == len(in) || in[i] == '?' || in[i] == '#':
		return p.stateAfter(i)
	case p.scheme == schemeFile && startsWithWindowsDriveLetter(in[i:]):
		p.verr(FileInvalidWindowsDriveLetter, i)
		p.buf = p.buf[:p.pathStart]
	default:
		p.shortenPath()
	}
	return stPath, i
}

// relativeSlash runs the relative slash state from i.
func (p *parser) relativeSlash(i int) (state, int) {
	in := p.in
	if p.scheme.special() && p.slashAt(i) {
		return stSpecialAuthorityIgnoreSlashes, i + 1
	}
	if i < len(in) && in[i] == '/' {
		return stAuthority, i + 1
	}
	// Take username, password, host and port from base.
	p.copyBase(p.base.authorityEnd())
	p.pathStart = len(p.buf)
	return stPath, i
}

// copyBase appends base's serialization from the end of its scheme to end,
// taking over its offsets: its authority, and unless end is base's
// authorityEnd, its path and (by end) query.
func (p *parser) copyBase(end uint32) {
	b := p.base
	p.copyBaseScheme()
	shift := len(p.buf) - int(b.schemeEnd()+1)
	p.buf = append(p.buf, b.href()[b.schemeEnd()+1:end]...)
	p.hostKind = b.hostKind
	if b.hostKind != hostNull {
		p.usernameEnd = int(b.usernameEnd()) + shift
		p.hostStart = int(b.hostStart) + shift
		p.hostEnd = int(b.hostEnd) + shift
		p.port = b.portNumber()
	}
	if end == b.authorityEnd() && end < b.fragStart {
		return
	}
	// The path, without base's "/." prefix.
	if b.flags()&flagDotPrefix != 0 {
		p.buf = append(p.buf[:int(b.authorityEnd())+shift], b.href()[b.pathStart():end]...)
		shift -= 2
	}
	p.pathStart = int(b.pathStart()) + shift
	p.opaquePath = b.HasOpaquePath()
	if b.queryStart < end {
		p.queryStart = int(b.queryStart) + shift
	}
}

// copyBaseScheme takes base's scheme as the URL's when it has none yet.
func (p *parser) copyBaseScheme() {
	if b := p.base; p.schemeEnd < 0 {
		p.buf = append(p.buf, b.href()[:b.schemeEnd()+1]...)
		p.schemeEnd = int(b.schemeEnd())
		p.scheme = b.scheme
	}
}
