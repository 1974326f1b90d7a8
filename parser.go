package url

import (
	"bytes"
	"errors"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A state is a state of the URL Standard's basic URL parser.
type state uint8

const (
	stNone state = iota
	stSchemeStart
	stScheme
	stNoScheme
	stSpecialRelativeOrAuthority
	stPathOrAuthority
	stRelative
	stRelativeSlash
	stSpecialAuthoritySlashes
	stSpecialAuthorityIgnoreSlashes
	stAuthority
	stHost
	stHostname
	stPort
	stFile
	stFileSlash
	stFileHost
	stPathStart
	stPath
	stOpaquePath
	stQuery
	stFragment
	stDone
)

// parser holds the basic URL parser's state while it writes a URL's
// serialization into buf. The components are written in serialization order,
// so the offsets below are positions in buf; -1 means "not yet".
type parser struct {
	in       string // input, after scalar-value conversion, trimming and tab/newline removal
	base     *URL
	override state // state override, or stNone

	buf         []byte
	scratch     *[]byte // the pooled buffer buf came from, for setters
	schemeEnd   int
	usernameEnd int
	hostStart   int
	hostEnd     int
	pathStart   int
	queryStart  int
	fragStart   int
	port        int32
	hostKind    hostKind
	scheme      schemeKind
	opaquePath  bool

	// unchecked is where the path state starts checking URL units: the
	// file host state hands it a Windows drive letter as its buffer, which
	// it does not read again.
	unchecked int

	// failure
	errCode   ValidationErrorCode
	errAt     int
	errDetail string
	noDetail  bool // no Error will be made: skip writing errDetail

	// lazyDetail, set by parseBasic, keeps a detail that is more than its
	// text (other than an error's message) as errForm, errRune and errArg,
	// errDetail holding only the text after them, until newError writes it
	// into the Error's own allocation. errArg may be bytes of buf or in,
	// which newError reads before they go back to the pool. (Kept small:
	// the parser is zeroed for every parse.)
	lazyDetail bool
	errForm    detailForm
	errRune    rune
	errArg     string

	// input is the caller's input; trimmed is how many bytes trimming
	// removed from its start; rewritten is set when scalar-value conversion
	// or tab and newline removal changed it, and offsets then maps (lazily)
	// positions in in back to input.
	input     string
	trimmed   int
	rewritten bool
	offsets   []int

	// poolIn lets preprocess write a rewritten input into a buffer of
	// scratchPool, inBuf, which the caller puts back once nothing refers
	// to p.in any more (parseBasic does: the URL it returns is a copy).
	poolIn bool
	inBuf  *[]byte

	// report, when not nil, receives every validation error, with its
	// offset in input.
	report func(code ValidationErrorCode, at int)

	// enc is the encoding of the query of a special URL other than ws and
	// wss (the basic URL parser's encoding), or nil for UTF-8.
	enc *legacyEncoding
}

func (p *parser) reset() {
	p.schemeEnd, p.usernameEnd, p.hostStart, p.hostEnd = -1, -1, -1, -1
	p.pathStart, p.queryStart, p.fragStart, p.port = -1, -1, -1, -1
}

// verr records a validation error that does not end parsing.
func (p *parser) verr(code ValidationErrorCode, at int) {
	if p.report != nil {
		p.report(code, p.inputOffset(at))
	}
}

// inputOffset maps an offset in p.in to the byte offset in the caller's
// input, before scalar-value conversion, trimming and the removal of tabs
// and newlines.
func (p *parser) inputOffset(at int) int {
	if !p.rewritten {
		return at + p.trimmed
	}
	if p.offsets == nil {
		if p.report == nil {
			// One offset, for an Error: no table.
			return p.preprocessOffset(at)
		}
		p.offsets = p.preprocessOffsets()
	}
	if at >= len(p.offsets) {
		return len(p.input)
	}
	return p.offsets[at]
}

// preprocessOffset returns preprocessOffsets()[at], or len(p.input) when
// at is past its end, without making the table.
func (p *parser) preprocessOffset(at int) int {
	off, n := len(p.input), 0 // n: offset in p.in of the piece at i
	p.preprocessed(func(i, width int, replaced bool) bool {
		if at < n+width {
			off = i
			if !replaced {
				off += at - n
			}
			return false
		}
		n += width
		return true
	})
	return off
}

// preprocessOffsets returns, for each byte of the string the parser reads,
// its offset in the input.
func (p *parser) preprocessOffsets() []int {
	var offs []int
	p.preprocessed(func(i, width int, replaced bool) bool {
		for k := 0; k < width; k++ {
			if replaced {
				offs = append(offs, i)
			} else {
				offs = append(offs, i+k)
			}
		}
		return true
	})
	return offs
}

// preprocessed calls f, in order, for each piece of the string the parser
// reads, with the input offset i it comes from and its length width there:
// preprocess's steps, on offsets. A piece is either width bytes copied from
// input[i:] (a run of well-formed sequences without a tab or newline), or
// (replaced) the three bytes of U+FFFD that stand for the invalid
// subsequence at input[i]. It stops when f returns false.
func (p *parser) preprocessed(f func(i, width int, replaced bool) bool) {
	input := p.input
	end := len(input)
	if p.override == stNone {
		_, end = trimControls(input)
	}
	in := input[:end]
	for i := p.trimmed; i < end; {
		j := nextIllFormed(in, i)
		if t := indexTabOrNewline(in[i:j]); t >= 0 {
			j = i + t
		}
		if j > i && !f(i, j-i, false) {
			return
		}
		switch {
		case j == end:
			return
		case is(in[j], classTabNL):
			i = j + 1
		default:
			if !f(j, 3, true) {
				return
			}
			i = j + invalidPrefixLen(in[j:])
		}
	}
}

// failOnly records why the parser returns failure, where the standard's
// step returns failure after a validation error already reported.
func (p *parser) failOnly(code ValidationErrorCode, at int, detail string) bool {
	p.errCode, p.errAt, p.errDetail = code, at, detail
	return false
}

// fail records the validation error that makes the parser return failure.
func (p *parser) fail(code ValidationErrorCode, at int, detail string) bool {
	p.verr(code, at)
	return p.failOnly(code, at, detail)
}

// failWith is fail with a detail that costs an allocation to write (see
// detail): it is written only when the caller will make an Error of it
// (not for CanParse), and by parseBasic into the Error's allocation.
func (p *parser) failWith(code ValidationErrorCode, at int, d detail) bool {
	p.verr(code, at)
	return p.failOnlyWith(code, at, d)
}

// failOnlyWith is failOnly with a detail written as failWith writes it.
func (p *parser) failOnlyWith(code ValidationErrorCode, at int, d detail) bool {
	p.errCode, p.errAt, p.errForm = code, at, detailPlain
	switch {
	case p.noDetail:
		p.errDetail = ""
	case d.form == detailError:
		p.errDetail = d.err.Error()
	case p.lazyDetail:
		p.errDetail, p.errForm, p.errRune, p.errArg = d.text, d.form, d.r, d.arg
	default:
		var b [128]byte
		p.errDetail = string(d.appendTo(b[:0]))
	}
	return false
}

// errNotParsed is the error parse returns, without allocating, when the
// caller wants no URL (CanParse, IsValid): only whether there is one.
var errNotParsed = errors.New("the input does not parse")

// failure returns the error of input, whose parse failed as p says:
// errNotParsed where the caller wants no URL, which needs no details.
func (p *parser) failure(input string) error {
	if p.noDetail {
		return errNotParsed
	}
	return p.newError(input, p.inputOffset(p.errAt))
}

// parseBasic runs the basic URL parser, the standard's state machine, on
// input against base (which may be nil), with enc as the query's encoding
// (nil for UTF-8), reporting validation errors to report when it is not
// nil. It returns the URL, allocated once, or the error that made it
// fail; when want is false (CanParse), a nil URL on success and
// errNotParsed on failure.
func parseBasic(input string, base *URL, enc *legacyEncoding, report func(ValidationErrorCode, int), want bool) (r *URL, err error) {
	if uint64(len(input)) > maxHref {
		return nil, &Error{Input: input, Code: InvalidURLUnit, Detail: "the input is longer than 4 GiB"}
	}
	var p parser
	p.reset()
	p.base, p.enc, p.report = base, enc, report
	p.poolIn, p.noDetail, p.lazyDetail = true, !want, true
	// Stored here, where p is known to be on the stack: no write barrier.
	p.input = input
	p.in = p.prepare(input, true)
	if p.inBuf != nil {
		defer putScratch(p.inBuf, *p.inBuf)
	}

	// The serialization is written into a pooled buffer, and copied into
	// the URL's allocation at the end.
	sb := getScratch(len(p.in))
	p.buf = (*sb)[:0]
	var u urlLayout
	ok := p.run(stSchemeStart, 0)
	if ok {
		p.finish(&u)
	}
	switch {
	case !ok:
		// The detail may quote bytes of buf: written before buf goes back.
		err = p.failure(input)
	case uint64(len(p.buf)) > maxHref:
		err = &Error{Input: input, Code: InvalidURLUnit, Detail: "the URL is longer than 4 GiB"}
	case !want:
	case string(p.buf) == input:
		r = new(URL)
		r.set(input, &u)
	default:
		var dst []byte
		r, dst = allocURL(len(p.buf))
		copy(dst, p.buf)
		r.setBytes(dst, &u)
	}
	putScratch(sb, p.buf)
	return r, err
}

// preprocess sets p.in to input as the basic URL parser reads it: a scalar
// value string, without leading and trailing C0 controls and spaces when
// trim is set (not for setters), and without ASCII tabs and newlines.
//
// Trimming comes before conversion here, though the standard converts
// first: trimming only removes bytes below 0x21 and conversion only changes
// bytes above 0x7F, so the result is the same, and the offsets of the
// trimmed bytes stay those of the input. Tabs and newlines go last, as in
// the standard: removing them first could join the bytes of an invalid
// sequence into a valid one.
func (p *parser) preprocess(input string, trim bool) {
	p.input = input
	p.in = p.prepare(input, trim)
}

// prepare is preprocess without its two stores, p.input and p.in, which
// parseBasic makes itself: there the compiler knows that p is on the stack,
// and writes the pointers without a write barrier.
func (p *parser) prepare(input string, trim bool) string {
	start, end := 0, len(input)
	if trim {
		start, end = trimControls(input)
		if start > 0 {
			p.reportAt(InvalidURLUnit, 0)
		} else if end < len(input) {
			p.reportAt(InvalidURLUnit, end)
		}
	}
	p.trimmed = start
	in := input[start:end]
	clean := plainASCIIPrefix(in)
	if clean == len(in) {
		// Valid UTF-8, and no tab or newline: the commonest input.
		return in
	}
	valid, t := checkRest(in[clean:])
	if !valid {
		in = scratchString(appendScalarValues(p.inBuffer(scalarValuesLen(in)), in))
		p.rewritten = true
		t = indexTabOrNewline(in[clean:])
	}
	// Remove all ASCII tab or newline, none of which is in the first clean
	// bytes. The first one's offset is found in the input itself:
	// conversion keeps ASCII bytes.
	if t >= 0 {
		i := t + clean
		if p.report != nil {
			p.reportAt(InvalidURLUnit, start+clean+indexTabOrNewline(input[start+clean:end]))
		}
		var out []byte
		if p.inBuf != nil {
			// in is the pooled buffer's: remove them in place.
			out = (*p.inBuf)[:i]
		} else {
			out = append(p.inBuffer(len(in)), in[:i]...)
		}
		// Copy the runs between them whole.
		for k := i + 1; k < len(in); {
			n := indexTabOrNewline(in[k:])
			if n < 0 {
				out = append(out, in[k:]...)
				break
			}
			out = append(out, in[k:k+n]...)
			k += n + 1
		}
		in = scratchString(out)
		p.rewritten = true
	}
	return in
}

// inBuffer returns an empty buffer of capacity n for the rewritten input:
// inBuf, from scratchPool, when poolIn is set.
func (p *parser) inBuffer(n int) []byte {
	if !p.poolIn {
		return make([]byte, 0, n)
	}
	p.inBuf = getScratch(n)
	return (*p.inBuf)[:0]
}

// reportAt reports a validation error at an offset in the caller's input.
func (p *parser) reportAt(code ValidationErrorCode, offset int) {
	if p.report != nil {
		p.report(code, offset)
	}
}

// toScalarValues replaces each maximal ill-formed subsequence of s with
// U+FFFD, as the Encoding Standard's UTF-8 decoder does.
func toScalarValues(s string) string {
	// One allocation of the right size holds the result, which can be
	// three times as long as s.
	out := appendScalarValues(make([]byte, 0, scalarValuesLen(s)), s)
	return ownString(out)
}

// scalarValuesLen returns the length of toScalarValues(s).
func scalarValuesLen(s string) int {
	n := len(s)
	for i := nextIllFormed(s, 0); i < len(s); i = nextIllFormed(s, i) {
		k := invalidPrefixLen(s[i:])
		n += len("\uFFFD") - k
		i += k
	}
	return n
}

// appendScalarValues appends toScalarValues(s) to dst: the runs of
// well-formed sequences whole, and U+FFFD for each maximal subpart of an
// ill-formed one.
func appendScalarValues(dst []byte, s string) []byte {
	run := 0
	for i := nextIllFormed(s, 0); i < len(s); i = nextIllFormed(s, run) {
		dst = append(append(dst, s[run:i]...), "\uFFFD"...)
		run = i + invalidPrefixLen(s[i:])
	}
	return append(dst, s[run:]...)
}

// nextIllFormed returns the index of the first byte of s from i on that
// starts no well-formed UTF-8 sequence, or len(s). ASCII bytes are skipped
// eight at a time up to the first that is not ASCII; a multi-byte sequence
// is checked in place (wellFormedLen).
func nextIllFormed(s string, i int) int {
	n := len(s)
	for i < n {
		if s[i] < utf8.RuneSelf {
			if i+8 > n {
				i++
				continue
			}
			m := firstWord(s[i:]) & 0x8080808080808080
			if m == 0 {
				i += 8
			} else {
				i += bits.TrailingZeros64(m) >> 3
			}
			continue
		}
		k := wellFormedLen(s, i)
		if k == 0 {
			return i
		}
		i += k
	}
	return n
}

// wellFormedLen returns the length of the well-formed multi-byte UTF-8
// sequence at s[i] (a byte from 0x80 on), or 0 when there is none there:
// its continuation bytes all there, the first in the range its first byte
// allows (utf8Lead), the others 0x80 to 0xBF, as the Unicode Standard's
// table 3-7 has them, checked in place rather than decoded.
func wellFormedLen(s string, i int) int {
	need, lo, hi := utf8Lead(s[i])
	if need == 0 || i+need >= len(s) || s[i+1] < lo || s[i+1] > hi ||
		need >= 2 && s[i+2]&0xC0 != 0x80 || need == 3 && s[i+3]&0xC0 != 0x80 {
		return 0
	}
	return need + 1
}

// invalidPrefixLen returns the length of the maximal subpart of an ill-formed
// UTF-8 sequence at the start of s (at least 1).
func invalidPrefixLen(s string) int {
	need, lo, hi := utf8Lead(s[0])
	if need == 0 {
		return 1
	}
	n := 1
	for ; n <= need && n < len(s); n++ {
		if s[n] < lo || s[n] > hi {
			break
		}
		lo, hi = 0x80, 0xBF
	}
	return n
}

// utf8Lead returns, for the first byte c of a UTF-8 sequence, how many
// continuation bytes follow it in a well-formed sequence (0 when c starts
// none), and the range of the first of them (the Unicode Standard, table
// 3-7); the others are 0x80 to 0xBF.
func utf8Lead(c byte) (need int, lo, hi byte) {
	lo, hi = 0x80, 0xBF
	switch {
	case c < 0xC2 || c > 0xF4: // a continuation byte, an overlong form's start, or above U+10FFFF
		return 0, lo, hi
	case c < 0xE0:
		return 1, lo, hi
	case c < 0xF0:
		if c == 0xE0 {
			lo = 0xA0 // not overlong
		} else if c == 0xED {
			hi = 0x9F // not a surrogate
		}
		return 2, lo, hi
	}
	if c == 0xF0 {
		lo = 0x90 // not overlong
	} else if c == 0xF4 {
		hi = 0x8F // not above U+10FFFF
	}
	return 3, lo, hi
}

// finish stores the parsed URL's offsets and flags in u; the caller packs
// them with the href it makes from buf.
func (p *parser) finish(u *urlLayout) {
	u.schemeEnd, u.pathStart = uint32(p.schemeEnd), uint32(p.pathStart)
	u.usernameEnd, u.hostStart, u.hostEnd = uint32(p.usernameEnd), uint32(p.hostStart), uint32(p.hostEnd)
	if p.hostKind == hostNull {
		u.usernameEnd = u.schemeEnd + 1
		u.hostStart, u.hostEnd = u.usernameEnd, u.usernameEnd
	}
	// A null fragment or query, -1, is the largest uint32 here.
	u.fragStart = min(uint32(p.fragStart), uint32(len(p.buf)))
	u.queryStart = min(uint32(p.queryStart), u.fragStart)
	u.hostKind, u.scheme, u.flags = p.hostKind, p.scheme, 0
	if p.opaquePath {
		u.flags = flagOpaquePath
	} else if p.hostKind == hostNull && len(p.buf)-p.pathStart >= 2 && p.buf[p.pathStart] == '/' && p.buf[p.pathStart+1] == '/' {
		// URL serializer: a null host with a path whose first segment is
		// empty gets "/." before the path, so that it does not read as an
		// authority. (A path starts with "/" and ends at "?", "#" or the
		// end: a path that starts with "//" holds both.)
		p.buf = slices.Insert(p.buf, p.pathStart, '/', '.')
		u.pathStart, u.queryStart, u.fragStart = u.pathStart+2, u.queryStart+2, u.fragStart+2
		u.flags = flagDotPrefix
	}
}

// run runs the state machine from state st at input position i. It returns
// false on failure.
//
// The loop's switch is a jump through a table, an indirect branch that the
// processor predicts less well than a conditional one. The states that
// follow one another in most URLs go from one to the next without it: the
// scheme start state and the scheme state are one case, and the states
// after the authority (path start, path, query, fragment) run in tail.
func (p *parser) run(st state, i int) bool {
	in := p.in
	var ok bool
	for {
		switch st {
		// With a state override (the protocol setter) these two states
		// run in SetProtocol.
		case stSchemeStart, stScheme:
			j := i + schemeLen(in[i:])
			if j == i || !strings.HasPrefix(in[j:], ":") {
				st, i = stNoScheme, 0
				continue
			}
			p.writeScheme(in[i:j])
			i = j + 1
			switch {
			case p.scheme == schemeFile:
				if !strings.HasPrefix(in[i:], "//") {
					p.verr(SpecialSchemeMissingFollowingSolidus, i)
				}
				st = stFile
			case p.scheme.special() && p.base != nil && p.base.scheme == p.scheme:
				st = stSpecialRelativeOrAuthority
			case p.scheme.special():
				st = stSpecialAuthoritySlashes
			case i < len(in) && in[i] == '/':
				st, i = stPathOrAuthority, i+1
			default:
				st = stOpaquePath
			}

		case stNoScheme:
			if st, i = p.noScheme(i); st == stNone {
				return false
			}

		case stPathOrAuthority:
			st = stPath
			if i < len(in) && in[i] == '/' {
				st, i = stAuthority, i+1
			}

		case stRelative:
			st, i = p.relative(i)

		case stRelativeSlash:
			st, i = p.relativeSlash(i)

		// The special relative or authority state (or the special
		// authority slashes state, which differs from it only where "//"
		// is missing), the special authority ignore slashes state, the
		// authority state and the host state follow one another: each
		// falls through into the next, without another pass of the loop.
		case stSpecialRelativeOrAuthority, stSpecialAuthoritySlashes:
			if strings.HasPrefix(in[i:], "//") {
				i += 2
			} else {
				p.verr(SpecialSchemeMissingFollowingSolidus, i)
				if st == stSpecialRelativeOrAuthority {
					st = stRelative
					continue
				}
			}
			fallthrough

		case stSpecialAuthorityIgnoreSlashes:
			for i < len(in) && (in[i] == '/' || in[i] == '\\') {
				p.verr(SpecialSchemeMissingFollowingSolidus, i)
				i++
			}
			fallthrough

		case stAuthority:
			if i, ok = p.authority(i); !ok {
				return false
			}
			fallthrough

		// With a state override, a host setter runs the host or the file
		// host state itself: here there is none.
		case stHost, stHostname:
			if st, i, ok = p.host(i); !ok {
				return false
			}

		case stPort:
			if st, i, ok = p.portState(i); !ok {
				return false
			}

		case stFile:
			if p.schemeEnd < 0 {
				// Without a scheme of its own, the input's base is a
				// file URL.
				p.copyBaseScheme()
			}
			slash := p.slashAt(i)
			if b := p.base; !slash && b != nil && b.scheme == schemeFile {
				// Take host, path and query from base.
				p.copyBase(b.fragStart)
				st, i = p.afterBase(i)
				continue
			}
			p.buf = append(p.buf, "//"...)
			p.usernameEnd, p.hostStart, p.hostEnd = len(p.buf), len(p.buf), len(p.buf)
			p.hostKind = hostEmpty
			st = stPath
			if slash {
				st, i = stFileSlash, i+1
			}

		case stFileSlash:
			if p.slashAt(i) {
				st, i = stFileHost, i+1
				continue
			}
			if b := p.base; b != nil && b.scheme == schemeFile {
				// Take host from base: its "//" and host replace the empty host's.
				p.buf = p.buf[:p.schemeEnd+1]
				p.copyBase(b.authorityEnd())
				p.pathStart = len(p.buf)
				if !startsWithWindowsDriveLetter(in[i:]) {
					p.buf = append(p.buf, fileDrive(b.Pathname())...)
				}
			}
			st = stPath

		case stFileHost:
			if st, i, ok = p.fileHost(i); !ok {
				return false
			}

		case stPathStart:
			return p.tail(p.pathStartState(i))

		case stPath:
			return p.tail(p.path(i))

		case stOpaquePath:
			return p.tail(p.opaquePathState(i))

		case stQuery, stFragment:
			return p.tail(st, i)

		case stDone:
			return true
		}
	}
}

// slashAt reports whether p.in[i] is "/" or "\\", reporting
// invalid-reverse-solidus for "\\".
func (p *parser) slashAt(i int) bool {
	if i < len(p.in) {
		switch p.in[i] {
		case '/':
			return true
		case '\\':
			return p.reverseSolidus(i)
		}
	}
	return false
}

// reverseSolidus reports invalid-reverse-solidus at i, and returns true.
// Out of line, so that slashAt stays within the inlining budget.
//
//go:noinline
func (p *parser) reverseSolidus(i int) bool {
	p.verr(InvalidReverseSolidus, i)
	return true
}

// pathStartState is the path start state, running into the path state
// when it goes there.
func (p *parser) pathStartState(i int) (state, int) {
	in := p.in
	if p.pathStart < 0 {
		p.pathStart = len(p.buf)
	}
	switch {
	case p.scheme.special():
		if p.slashAt(i) {
			i++
		}
	case p.override == stNone && i < len(in) && (in[i] == '?' || in[i] == '#'):
		return p.stateAfter(i)
	case i < len(in):
		if in[i] == '/' {
			i++
		}
	default:
		if p.override != stNone && p.hostKind == hostNull {
			p.buf = append(p.buf, '/')
		}
		return stDone, i
	}
	// The path state, without another pass of the loop.
	return p.path(i)
}

// stateAfter returns the state that follows a path (or the path start
// state) or a query that ends at p.in[j], "?", "#" or the end, and where
// it starts.
func (p *parser) stateAfter(j int) (state, int) {
	switch {
	case j == len(p.in):
		return stDone, j
	case p.in[j] == '?':
		return stQuery, j + 1
	}
	return stFragment, j + 1
}

// tail runs the states that follow the path state (or the opaque path
// state), the query state and the fragment state, from st at i: a
// conditional branch each instead of a pass of run's loop. st is what those
// states return (stQuery, stFragment or stDone), and tail returns true.
func (p *parser) tail(st state, i int) bool {
	if st == stQuery {
		st, i = p.query(i)
	}
	if st == stFragment {
		p.fragment(i)
	}
	return true
}

// writeScheme writes scheme, lowercased, and ":" to buf.
func (p *parser) writeScheme(scheme string) {
	buf := appendLower(p.buf, scheme)
	p.schemeEnd = len(buf)
	buf = append(buf, ':')
	p.setBuf(buf)
	// The scheme is read in place: a conversion to a string would copy it.
	p.scheme = lookupScheme(buf[:p.schemeEnd])
}

func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + ('a' - 'A')
	}
	return b
}

// dropQuery sets the query to null.
func (p *parser) dropQuery() {
	if p.queryStart >= 0 {
		p.buf = p.buf[:p.queryStart]
		p.queryStart = -1
	}
}

// shortenPath removes the path's last segment (URL Standard, "shorten a
// url's path"), except a file URL's lone normalized Windows drive letter.
func (p *parser) shortenPath() {
	p.buf = shortenPath(p.buf, p.pathStart, p.scheme == schemeFile)
}

// isWindowsDriveLetter reports whether s is an ASCII alpha followed by ':'
// or '|'.
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && is(s[0], classAlpha) && (s[1] == ':' || s[1] == '|')
}

func isNormalizedDriveLetter(s string) bool {
	return len(s) == 2 && is(s[0], classAlpha) && s[1] == ':'
}

// startsWithWindowsDriveLetter implements "starts with a Windows drive letter".
func startsWithWindowsDriveLetter(s string) bool {
	return len(s) >= 2 && isWindowsDriveLetter(s[:2]) &&
		(len(s) == 2 || s[2] == '/' || s[2] == '\\' || s[2] == '?' || s[2] == '#')
}

// authority runs the authority state from i: it writes "//" and the
// credentials, and returns where the host starts.
func (p *parser) authority(i int) (int, bool) {
	in := p.in
	special := p.scheme.special()
	end, lastAt := i, -1
	if strings.IndexByte(in[i:], '@') < 0 {
		// No credentials: the commonest case, told by one quick search.
		end = len(in)
	}
	for ; end < len(in); end++ {
		c := in[end]
		if c == '/' || c == '?' || c == '#' || (special && c == '\\') {
			break
		}
		if c == '@' {
			p.verr(InvalidCredentials, end)
			lastAt = end
		}
	}
	p.appendBuf("//")
	if lastAt < 0 {
		p.usernameEnd, p.hostStart = len(p.buf), len(p.buf)
		return i, true
	}
	if lastAt+1 == end {
		return 0, p.fail(HostMissing, end, "credentials are not followed by a host")
	}
	username, password, _ := strings.Cut(in[i:lastAt], ":")
	p.buf = appendEncoded(p.buf, username, setUserinfo)
	p.usernameEnd = len(p.buf)
	if password != "" {
		p.buf = appendEncoded(append(p.buf, ':'), password, setUserinfo)
	}
	if username != "" || password != "" {
		p.buf = append(p.buf, '@')
	}
	p.hostStart = len(p.buf)
	return lastAt + 1, true
}

// host runs the host and hostname states from i.
func (p *parser) host(i int) (state, int, bool) {
	in := p.in
	special := p.scheme.special()
	j, insideBrackets := i, false
	for ; j < len(in); j++ {
		c := in[j]
		if hostBytes[c]&(hbStop|hbOther) == 0 {
			continue // a byte that neither ends the host nor is a bracket
		}
		if c == ':' && !insideBrackets || c == '/' || c == '?' || c == '#' || (special && c == '\\') {
			break
		}
		if c == '[' {
			insideBrackets = true
		} else if c == ']' {
			insideBrackets = false
		}
	}
	// At ":" the port state follows, else the path start state.
	port := j < len(in) && in[j] == ':'
	switch {
	case port && j == i:
		return 0, 0, p.fail(HostMissing, i, "a port without a host")
	case port && p.override == stHostname:
		return 0, 0, p.failOnly(HostMissing, j, "a port is not allowed here")
	case !port && special && j == i:
		return 0, 0, p.fail(HostMissing, i, "a special URL needs a host")
	case !port && p.override != stNone && j == i && (p.hostStart > p.schemeEnd+3 || p.port >= 0): // credentials (more than "://" before the host) or a port
		return 0, 0, p.failOnly(HostMissing, i, "an empty host with credentials or a port")
	case !p.parseHost(in[i:j], i, !special):
		return 0, 0, false
	case port:
		return stPort, j + 1, true
	}
	return p.afterHost(j)
}

// afterHost returns the state that follows the host, or the port, ending
// at j: the path start state, or with a state override, the end.
func (p *parser) afterHost(j int) (state, int, bool) {
	if p.override != stNone {
		return stDone, j, true
	}
	return stPathStart, j, true
}

// portState runs the port state from i.
func (p *parser) portState(i int) (state, int, bool) {
	in := p.in
	port, digits, j := scanPort(in, i)
	override := p.override != stNone
	ends := j == len(in) || in[j] == '/' || in[j] == '?' || in[j] == '#' || (p.scheme.special() && in[j] == '\\')
	switch {
	case digits > 0 && (ends || override):
		if port > maxPort {
			if digits <= 20 {
				return 0, 0, p.failWith(PortOutOfRange, i, detail{form: detailArg, arg: in[i:j], text: " is above 65535"})
			}
			return 0, 0, p.fail(PortOutOfRange, i, "the port is above 65535")
		}
		p.buf, p.port = p.buf[:p.hostEnd], -1
		if int32(port) != p.scheme.defaultPort() {
			p.port = int32(port)
			p.buf = strconv.AppendUint(append(p.buf, ':'), uint64(port), 10)
		}
		return p.afterHost(j)
	case ends && !override:
		return stPathStart, j, true
	case j == len(in):
		// A state override with no port.
		return 0, 0, p.failOnly(PortInvalid, j, "the port is empty")
	case !override:
		p.verr(PortInvalid, j) // a state override fails without one
	}
	r, _ := utf8.DecodeRuneInString(in[j:])
	return 0, 0, p.failOnlyWith(PortInvalid, j, detail{form: detailQuotedRuneString, r: r, text: " is not a digit"})
}

// fileHost runs the file host state from i.
func (p *parser) fileHost(i int) (state, int, bool) {
	in := p.in
	j := i
	for j < len(in) && in[j] != '/' && in[j] != '\\' && in[j] != '?' && in[j] != '#' {
		j++
	}
	buffer := in[i:j]
	if p.override == stNone && isWindowsDriveLetter(buffer) {
		// The Windows drive letter quirk: the "host" is the path's first segment.
		p.verr(FileInvalidWindowsDriveLetterHost, i)
		p.pathStart = len(p.buf)
		p.unchecked = j
		return stPath, i, true
	}
	p.buf = p.buf[:p.hostStart]
	if buffer != "" && !p.parseHost(buffer, i, false) {
		return 0, 0, false
	}
	if len(p.buf) == p.hostStart || string(p.buf[p.hostStart:]) == "localhost" {
		p.buf = p.buf[:p.hostStart]
		p.hostKind, p.hostEnd = hostEmpty, p.hostStart
	}
	return p.afterHost(j)
}

// path runs the path state from i until the path ends: appendPath
// appends it, after checkPath has reported its validation errors. A
// setter's path has no query or fragment: its "?" and "#" are bytes of a
// segment, percent-encoded, and written so before appendPath reads them.
func (p *parser) path(i int) (state, int) {
	in := p.in
	if p.pathStart < 0 {
		p.pathStart = len(p.buf)
	}
	if p.report != nil {
		p.checkPath(i)
	}
	setter := p.override != stNone && strings.ContainsAny(in[i:], "?#")
	if setter {
		in, i = setterPathReplacer.Replace(in[i:]), 0
	}
	buf, j, _ := appendPath(p.buf, in, i, p.pathStart, p.scheme.special(), p.scheme == schemeFile)
	p.setBuf(buf)
	if setter {
		return stDone, len(p.in)
	}
	return p.stateAfter(j)
}

var setterPathReplacer = strings.NewReplacer("?", "%3F", "#", "%23")

// checkPath reports the path state's validation errors for the path from
// p.in[i]: invalid-reverse-solidus for a special URL's "\\", and
// checkUnits's in each segment from p.unchecked on.
func (p *parser) checkPath(i int) {
	in := p.in
	j := len(in)
	if p.override == stNone {
		if k := strings.IndexAny(in[i:], "?#"); k >= 0 {
			j = i + k
		}
	}
	for {
		e := j
		if k := strings.IndexByte(in[i:j], '\\'); k >= 0 && p.scheme.special() {
			e = i + k
		}
		k := min(max(i, p.unchecked), e)
		p.checkUnits(in[k:e], k)
		if e == j {
			return
		}
		p.reverseSolidus(e)
		i = e + 1
	}
}

// appendPath runs the path state, without a setter or validation errors
// to report, from in[i], a segment's start, to the path's end, appending
// the path to buf, in which it starts at pathStart; file says the scheme
// is file (its drive letters). It returns buf, the offset of the "?" or
// "#" that ends the path or len(in), and false where it declines in: the
// one-pass route runs it on the input as it is, and it skips tabs and
// newlines as preprocessing removes them, but declines invalid UTF-8, a
// tab or newline within what may be a dot segment or a drive letter, and
// the state machine then takes the input (whose preprocessed input has
// none of them).
//
// Its loop stops only where the output differs from the input or may: at
// a byte to percent-encode or skip, at a special URL's "\\" (which the
// output has as "/"), at "?" or "#", and at "." or "%" that starts a
// segment, where a dot segment may start (canonicalRun). It does not stop
// at "/": a run of segments that stay as they are is copied in one
// piece, and no branch depends on where each ends.
func appendPath(buf []byte, in string, i, pathStart int, special, file bool) ([]byte, int, bool) {
	buf = append(buf, '/')
	run := i // the input from run to j is copied as it is
	ok := true
	if file && len(buf) == pathStart+1 {
		if buf, run, ok = appendDriveLetter(buf, in, run); !ok {
			return nil, 0, false
		}
	}
	j := canonicalRun(in, run, cpSlash)
	for j < len(in) {
		c := in[j]
		if canonicalPath[c]&cpStop != 0 {
			switch {
			case c == '?' || c == '#':
				return append(buf, in[run:j]...), j, true
			case c == '\\':
				if special {
					// A segment ends: its "/" starts the next.
					buf = append(append(buf, in[run:j]...), '/')
					run = j + 1
					j = canonicalRun(in, j+1, cpSlash)
					continue
				}
				// A non-special URL's "\\" is a byte of its segment.
				j = canonicalRun(in, j+1, 0)
			case c < utf8.RuneSelf && !is(c, classTabNL):
				// Bytes to percent-encode, in a row.
				buf = append(buf, in[run:j]...)
				for {
					buf = appendPercent(buf, c)
					j++
					if j == len(in) {
						break
					}
					if c = in[j]; pathBytes[c]&pbEncode == 0 || c == '?' || c == '#' || c >= utf8.RuneSelf || is(c, classTabNL) {
						break
					}
				}
				run = j
				j = canonicalRun(in, j, 0)
			default:
				// A tab or newline, skipped, or a code point that is not
				// ASCII, its bytes percent-encoded (appendOther). After a
				// tab, the next byte follows what the output ends with.
				buf = append(buf, in[run:j]...)
				if buf, j, ok = appendOther(buf, in, j); !ok {
					return nil, 0, false
				}
				run = j + 1
				prev := uint8(0)
				if buf[len(buf)-1] == '/' {
					prev = cpSlash
				}
				j = canonicalRun(in, j+1, prev)
			}
			continue
		}
		// "." or "%" at a segment's start: the segment, up to the byte
		// that ends it, may be a dot segment (at most six bytes).
		e := j + 1
		for e < len(in) && e-j <= 6 && in[e] != '/' && in[e] != '?' && in[e] != '#' && (in[e] != '\\' || !special) {
			if is(in[e], classTabNL) {
				return nil, 0, false
			}
			e++
		}
		seg := in[j:e]
		slash := e < len(in) && (in[e] == '/' || in[e] == '\\' && special)
		switch {
		case isDoubleDot(seg):
			// The output has the "/" before the segment: the path
			// without it is shortened, and the "/" written again, as the
			// start of the next segment or as the empty segment that ends
			// the path.
			buf = append(buf, in[run:j]...)
			buf = shortenPath(buf[:len(buf)-1], pathStart, file)
			buf = append(buf, '/')
		case isSingleDot(seg):
			buf = append(buf, in[run:j]...)
		default:
			j = canonicalRun(in, j+1, cpDotPct)
			continue
		}
		// After a dot segment: the next segment starts after its "/",
		// or the path ends.
		run = e
		if slash {
			run = e + 1
			if file && len(buf) == pathStart+1 {
				if buf, run, ok = appendDriveLetter(buf, in, run); !ok {
					return nil, 0, false
				}
			}
		}
		j = canonicalRun(in, run, cpSlash)
	}
	return append(buf, in[run:]...), len(in), true
}

// appendDriveLetter is appendPath's step for a file URL's segment at i
// while the path is empty: a segment that is a Windows drive letter is
// appended to buf with ":", and it returns the offset after it; else buf
// and i as they are. It reports false for a tab or newline in the
// segment's first three bytes, which the one-pass route leaves to the
// state machine.
func appendDriveLetter(buf []byte, in string, i int) ([]byte, int, bool) {
	for k := i; k < len(in) && k < i+3; k++ {
		if is(in[k], classTabNL) {
			return nil, 0, false
		}
	}
	if startsWithWindowsDriveLetter(in[i:]) {
		return append(buf, in[i], ':'), i + 2, true
	}
	return buf, i, true
}

// shortenPath shortens the path that starts at pathStart in buf: its
// last segment goes, but a file URL's path of one segment that is a
// normalized Windows drive letter.
func shortenPath(buf []byte, pathStart int, file bool) []byte {
	path := buf[pathStart:]
	if file && len(path) == 3 && path[0] == '/' && isNormalizedDriveLetter(string(path[1:3])) {
		return buf
	}
	if k := bytes.LastIndexByte(path, '/'); k >= 0 {
		return buf[:pathStart+k]
	}
	return buf
}

func isSingleDot[T string | []byte](seg T) bool {
	switch len(seg) {
	case 1:
		return seg[0] == '.'
	case 3:
		return seg[0] == '%' && seg[1] == '2' && (seg[2] == 'e' || seg[2] == 'E')
	}
	return false
}

func isDoubleDot[T string | []byte](seg T) bool {
	switch len(seg) {
	case 2:
		return seg[0] == '.' && seg[1] == '.'
	case 4:
		return (seg[0] == '.' && isSingleDot(seg[1:])) || (isSingleDot(seg[:3]) && seg[3] == '.')
	case 6:
		return isSingleDot(seg[:3]) && isSingleDot(seg[3:])
	}
	return false
}

// opaquePathState runs the opaque path state from i.
func (p *parser) opaquePathState(i int) (state, int) {
	in := p.in
	p.opaquePath = true
	p.pathStart = len(p.buf)
	j := i
	for j < len(in) && in[j] != '?' && in[j] != '#' {
		j++
	}
	if p.report != nil {
		p.checkUnits(in[i:j], i)
	}
	p.buf = appendOpaquePath(p.buf, in[i:j], j < len(in))
	return p.stateAfter(j)
}

// appendOpaquePath appends the opaque path path to dst, encoded as the
// opaque path state encodes it; more says that "?" or "#" follows it. A
// space right before "?" or "#" becomes "%20", so that it survives the
// removal of trailing spaces when the URL is serialized and parsed again;
// other spaces stay.
func appendOpaquePath(dst []byte, path string, more bool) []byte {
	if more && path != "" && path[len(path)-1] == ' ' {
		return append(appendEncoded(dst, path[:len(path)-1], setC0Control), "%20"...)
	}
	return appendEncoded(dst, path, setC0Control)
}

// query runs the query state from i.
func (p *parser) query(i int) (state, int) {
	in := p.in
	j := len(in)
	if p.override == stNone {
		if k := strings.IndexByte(in[i:], '#'); k >= 0 {
			j = i + k
		}
	}
	if p.report != nil {
		p.checkUnits(in[i:j], i)
	}
	set := setQuery
	if p.scheme.special() {
		set = setSpecialQuery
	}
	p.queryStart = len(p.buf)
	p.appendBuf("?")
	if p.enc != nil && p.scheme.special() && p.scheme != schemeWS && p.scheme != schemeWSS {
		p.buf = appendEncodedWith(p.buf, in[i:j], set, p.enc)
	} else {
		p.setBuf(appendEncoded(p.buf, in[i:j], set))
	}
	return p.stateAfter(j)
}

// fragment runs the fragment state from i.
func (p *parser) fragment(i int) {
	if p.report != nil {
		p.checkUnits(p.in[i:], i)
	}
	p.fragStart = len(p.buf)
	p.appendBuf("#")
	p.setBuf(appendEncoded(p.buf, p.in[i:], setFragment))
}

// checkUnits reports invalid-URL-unit for every code point in s that is not
// a URL code point, and every "%" not followed by two hex digits. at is s's
// offset in the input.
func (p *parser) checkUnits(s string, at int) {
	for k, r := range s {
		// "%" is not a URL unit: it is one before two hex digits.
		if !isURLCodePoint(r) && (r != '%' || !isPercentEncodedByte(s, k)) {
			p.verr(InvalidURLUnit, at+k)
		}
	}
}

// isURLCodePoint reports whether r is a URL code point: an ASCII one of
// classURLUnit, or from U+00A0 on, not a surrogate or noncharacter.
func isURLCodePoint(r rune) bool {
	if r < utf8.RuneSelf {
		return is(byte(r), classURLUnit)
	}
	return r >= 0xA0 && r <= 0x10FFFD && (r < 0xFDD0 || r > 0xFDEF) && r&0xFFFE != 0xFFFE
}
