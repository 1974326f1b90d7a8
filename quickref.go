package url

import (
	"strings"
)

// This file holds the quick path for the commonest relative references: a
// link found in a page whose URL is special (http, https, ws, wss, ftp),
// written in plain ASCII. The forms it takes are those of the relative,
// relative slash, path, query and fragment states of the basic URL parser:
//
//	""             the base without its fragment
//	"#f"           the base's path and query, fragment f
//	"?q#f"         the base's path, query q
//	"a/b", "../a"  the base's path, shortened, then the reference's segments
//	"/a/b?q#f"     the reference's path
//	"//host/a"     the reference's host (an ASCII domain), port and path
//	"///a"         a file URL's empty host, and the reference's path
//
// It computes the serialization's exact length before it writes anything,
// so that the result is written once, into the URL's one allocation. For
// any other input (a scheme, a backslash, a tab or newline, a C0 control or
// non-ASCII byte, leading or trailing spaces, credentials, a host that is
// not a lowercase ASCII domain, too many dot segments, a legacy query
// encoding, a base whose scheme is not special, a Windows drive letter in
// a file URL's path, a file URL's host but the empty one) it declines, and
// the state machine, which stays the reference, runs instead. The
// differential fuzz test FuzzRelativeQuick checks that the two agree.

// quickBytes says what a byte means to the quick path, in each component
// of a reference; a byte with none of the bits is copied as it is.
var quickBytes = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		var v uint8
		switch {
		case b < 0x20 || b >= 0x7F:
			// Tabs and newlines are removed, C0 controls at the ends
			// trimmed, and non-ASCII input may need scalar-value
			// conversion first: all of it is the state machine's.
			v = qbOther
		case b == '/':
			v = qbSlash
		case b == '\\':
			v = qbBackslash
		case b == '?':
			v = qbPathEnd
		case b == '#':
			v = qbPathEnd | qbHash
		}
		if v&qbOther == 0 {
			if encodeSets[b]&setPath != 0 && v&qbPathEnd == 0 {
				v |= qbPathEncode
			}
			if encodeSets[b]&setSpecialQuery != 0 && b != '#' {
				v |= qbQueryEncode
			}
			if encodeSets[b]&setFragment != 0 {
				v |= qbFragmentEncode
			}
		}
		t[c] = v
	}
	return t
}()

const (
	qbSlash          uint8 = 1 << iota // "/": the end of a path segment
	qbPathEnd                          // "?" or "#": the end of the path
	qbHash                             // "#": the end of the query
	qbBackslash                        // "\": a special URL's segment end, for the state machine
	qbOther                            // C0 control, DEL or non-ASCII: for the state machine
	qbPathEncode                       // in the path percent-encode set
	qbQueryEncode                      // in the special-query percent-encode set
	qbFragmentEncode                   // in the fragment percent-encode set
)

// maxQuickInput is the longest reference the quick path takes.
const maxQuickInput = 1 << 20

// maxQuickRuns is how many runs quickRef holds: a reference whose path
// needs more (one more for each dot segment, about) takes the general
// parser.
const maxQuickRuns = 8

// A quickRun is a run of path segments that the resolved path takes from
// the reference: in[start:end], "/"-separated, each written after a "/".
// extra is what percent-encoding adds to its length.
type quickRun struct {
	start, end, extra int32 // the quick path takes inputs shorter than maxQuickInput
}

// quickRef is a reference resolved by the quick path: where each part of
// the serialization comes from.
type quickRef struct {
	in   string
	file bool // the scheme is file: a Windows drive letter needs the state machine
	// dir is the part of the base's path that the path keeps, a whole
	// number of segments, which follows prefix in the base's href; the
	// reference's segments, in runs, follow it.
	dir     string
	runs    [maxQuickRuns]quickRun
	nruns   int
	pathLen int // the runs' serialized length
	// The query ("?" included) and fragment ("#" included) as in[q:qEnd]
	// and in[f:], with what percent-encoding adds; q and f are -1 when the
	// reference has none.
	q, qEnd, qExtra int
	f, fExtra       int
}

// parseRelativeQuick resolves the reference in against base the way the
// basic URL parser does, for the forms it takes. It reports false, having
// done nothing, when in needs the state machine. On success it returns
// the URL, allocated once, or nil when want is false (CanParse).
func parseRelativeQuick(in string, base *URL, want bool) (*URL, bool) {
	b := base
	if !b.scheme.special() || b.hostKind == hostNull || b.flags() != 0 || len(in) > maxQuickInput || uint64(len(in)) > maxHref {
		return nil, false
	}
	file := b.scheme == schemeFile
	if file {
		// The file state takes a reference as the relative state does,
		// but for its Windows drive letter quirks: with none in the base's
		// path or the reference's, the result is the same.
		path := b.href()[b.pathStart():b.queryStart]
		if len(path) >= 3 && isWindowsDriveLetter(path[1:3]) && (len(path) == 3 || path[3] == '/') {
			return nil, false
		}
	}
	n := len(in)
	if n == 0 {
		// Relative state, c is EOF: the base without its fragment.
		if !want {
			return nil, true
		}
		r := new(URL)
		l := b.layout()
		l.fragStart = b.fragStart
		r.set(b.href()[:b.fragStart], &l)
		return r, true
	}
	if in[0] <= ' ' || in[n-1] <= ' ' {
		return nil, false // to trim
	}
	if is(in[0], classAlpha) {
		// A scheme makes the reference absolute. Most references have no
		// colon at all. (Told before r is set up, which would cost an
		// absolute reference more than this.)
		if colon := strings.IndexByte(in, ':'); colon > 0 {
			j := 1
			for j < colon && is(in[j], classScheme) {
				j++
			}
			if j == colon {
				return nil, false
			}
		}
	}
	// Set field by field: the compiler builds a composite literal of a
	// struct this large in a temporary and then copies all of it over.
	var r quickRef
	r.in, r.file, r.q, r.f = in, file, -1, -1
	var prefix string // the serialization up to the path, or to the query or fragment
	// A scheme-relative reference's authority: host, port and its value.
	authority, host, port, hostKind := false, "", "", hostDomain
	i := 0
	switch in[0] {
	case '#':
		// Relative state: the base's path and query, then the fragment.
		if !r.fragment(0) {
			return nil, false
		}
		prefix = b.href()[:b.fragStart]
	case '?':
		// Relative state: the base's path, then the query.
		if !r.query(0) {
			return nil, false
		}
		prefix = b.href()[:b.queryStart]
	case '/':
		if n > 1 && in[1] == '/' {
			i = 2
			if file {
				// File slash state, then the file host state: only the
				// empty host, as in "///path", here.
				if i < n && in[i] != '/' && in[i] != '?' && in[i] != '#' {
					return nil, false
				}
				hostKind = hostEmpty
			} else {
				// Special authority ignore slashes state, then the
				// authority, host and port states.
				var ok bool
				if host, port, i, ok = quickAuthority(in, i, b.scheme); !ok {
					return nil, false
				}
			}
			authority = true
			prefix = b.href()[:b.schemeEnd()+1]
			if i < n && in[i] == '/' {
				i++ // path start state
			}
		} else {
			// Relative slash state: the base's authority, the
			// reference's path.
			prefix = b.href()[:b.pathStart()]
			i = 1
		}
		if !r.path(i) {
			return nil, false
		}
	case '\\':
		return nil, false
	default:
		// Relative state: the base's path, shortened, then the
		// reference's path.
		prefix = b.href()[:b.pathStart()]
		path := b.href()[b.pathStart():b.queryStart]
		last := strings.LastIndexByte(path, '/')
		if last < 0 {
			return nil, false // not a special URL's path
		}
		r.dir = path[:last]
		if !r.path(0) {
			return nil, false
		}
	}

	size := len(prefix) + len(r.dir) + r.pathLen
	if authority {
		size += len("//") + len(host)
		if port != "" {
			size += len(":") + len(port)
		}
	}
	queryStart := size
	if r.q >= 0 {
		size += r.qEnd - r.q + r.qExtra
	}
	fragStart := size
	if r.f >= 0 {
		size += n - r.f + r.fExtra
	}
	if uint64(size) > maxHref {
		return nil, false
	}
	if !want {
		return nil, true
	}

	u, dst := allocURL(size)
	// prefix and the base's directory are one piece of the base's href.
	k := copy(dst, b.href()[:len(prefix)+len(r.dir)])
	lay := urlLayout{
		schemeEnd:   b.schemeEnd(),
		usernameEnd: b.usernameEnd(),
		hostStart:   b.hostStart,
		hostEnd:     b.hostEnd,
		pathStart:   b.pathStart(),
		queryStart:  uint32(queryStart),
		fragStart:   uint32(fragStart),
		hostKind:    b.hostKind,
		scheme:      b.scheme,
	}
	switch {
	case in[0] == '#':
		lay.queryStart = b.queryStart
	case authority:
		k += copy(dst[k:], "//")
		lay.usernameEnd, lay.hostStart = uint32(k), uint32(k)
		k += copy(dst[k:], host)
		lay.hostEnd = uint32(k)
		lay.hostKind = hostKind
		if port != "" {
			dst[k] = ':'
			k++
			k += copy(dst[k:], port)
		}
		lay.pathStart = uint32(k)
	}
	for _, run := range r.runs[:r.nruns] {
		dst[k] = '/'
		k++
		k += putEncoded(dst[k:], in[run.start:run.end], int(run.extra), setPath)
	}
	if r.q >= 0 {
		dst[k] = '?'
		k++
		k += putEncoded(dst[k:], in[r.q+1:r.qEnd], r.qExtra, setSpecialQuery)
	}
	if r.f >= 0 {
		dst[k] = '#'
		k++
		putEncoded(dst[k:], in[r.f+1:], r.fExtra, setFragment)
	}
	u.setBytes(dst, &lay)
	return u, true
}

// putEncoded writes s to dst, percent-encoding the bytes in set, which
// make it extra bytes longer, and returns the length written.
func putEncoded(dst []byte, s string, extra int, set encodeSet) int {
	if extra == 0 {
		return copy(dst, s)
	}
	return len(appendEncoded(dst[:0], s, set))
}

// quickAuthority reads a scheme-relative reference's authority from in[i:]
// (after "//"): a host that the domain parser keeps as it is (an ASCII
// domain in lower case that does not end in a number) and an optional port.
// It returns them, with port "" when the port is null or the scheme's
// default, and the index of the byte after them. It reports
// false for anything else: credentials, an IPv6 address, upper case, a
// percent sign, an empty host, a backslash, a port with a leading zero.
func quickAuthority(in string, i int, scheme schemeKind) (host, port string, j int, ok bool) {
	j = i
	for j < len(in) && hostBytes[in[j]] == 0 {
		j++
	}
	host = in[i:j]
	if host == "" || (mayEndInANumber(host) && endsInANumber(host)) {
		return "", "", 0, false
	}
	if j < len(in) && in[j] == ':' {
		v, digits, end := scanPort(in, j+1)
		if v > maxPort || digits > 1 && in[j+1] == '0' {
			return "", "", 0, false
		}
		if port = in[j+1 : end]; int32(v) == scheme.defaultPort() {
			port = ""
		}
		j = end
	}
	if j < len(in) && in[j] != '/' && in[j] != '?' && in[j] != '#' {
		return "", "", 0, false
	}
	return host, port, j, true
}

// path runs the path state from in[i] until the path ends, keeping the
// reference's segments in r.runs, and then the query and fragment states.
// It reports false when the path needs the state machine.
func (r *quickRef) path(i int) bool {
	in := r.in
	for {
		if !r.file {
			// The segments that need no change, up to one that may, go in
			// one run, found by canonicalRun.
			j := canonicalRun(in, i, cpSlash)
			if j == len(in) || in[j] == '?' || in[j] == '#' {
				if !r.push(i, j, 0) {
					return false
				}
				i = j
				break
			}
			if k := strings.LastIndexByte(in[i:j], '/'); k >= 0 {
				if !r.push(i, i+k, 0) {
					return false
				}
				i += k + 1
			}
		}
		start, extra := i, 0
		for ; i < len(in); i++ {
			t := quickBytes[in[i]]
			if t&(qbSlash|qbPathEnd|qbBackslash|qbOther|qbPathEncode) == 0 {
				continue
			}
			if t&(qbSlash|qbPathEnd) != 0 {
				break
			}
			if t&qbPathEncode == 0 {
				return false
			}
			extra += 2
		}
		slash := i < len(in) && in[i] == '/'
		// A dot segment has only "." and "%2e" in it, none of which is
		// encoded: the input's segment is the buffer the standard tests.
		seg := in[start:i]
		if len(seg) > 0 && len(seg) <= 6 && (seg[0] == '.' || seg[0] == '%') && (isSingleDot(seg) || isDoubleDot(seg)) {
			if isDoubleDot(seg) {
				r.shorten()
			}
			if !slash && !r.push(i, i, 0) {
				return false
			}
		} else if r.file && len(seg) == 2 && isWindowsDriveLetter(seg) {
			return false
		} else if !r.push(start, i, extra) {
			return false
		}
		if !slash {
			break
		}
		i++
	}
	switch {
	case i == len(in):
		return true
	case in[i] == '?':
		return r.query(i)
	}
	return r.fragment(i)
}

// push appends the segment in[start:end] to the path.
func (r *quickRef) push(start, end, extra int) bool {
	r.pathLen += 1 + end - start + extra
	if r.nruns > 0 {
		if last := &r.runs[r.nruns-1]; int(last.end)+1 == start {
			// The segment follows the run's last one, after a "/".
			last.end, last.extra = int32(end), last.extra+int32(extra)
			return true
		}
	}
	if r.nruns == len(r.runs) {
		return false
	}
	r.runs[r.nruns] = quickRun{int32(start), int32(end), int32(extra)}
	r.nruns++
	return true
}

// shorten shortens the path: it removes the last segment, the reference's
// or else the base's.
func (r *quickRef) shorten() {
	if r.nruns == 0 {
		if r.dir != "" {
			r.dir = r.dir[:strings.LastIndexByte(r.dir, '/')]
		}
		return
	}
	last := &r.runs[r.nruns-1]
	run := r.in[last.start:last.end]
	k := strings.LastIndexByte(run, '/')
	if k < 0 {
		r.pathLen -= 1 + len(run) + int(last.extra)
		r.nruns--
		return
	}
	seg := run[k+1:]
	extra := 0
	if last.extra > 0 {
		for i := 0; i < len(seg); i++ {
			if quickBytes[seg[i]]&qbPathEncode != 0 {
				extra += 2
			}
		}
	}
	r.pathLen -= 1 + len(seg) + extra
	last.end = last.start + int32(k)
	last.extra -= int32(extra)
}

// query runs the query state from in[i], "?", and then the fragment state.
func (r *quickRef) query(i int) bool {
	in := r.in
	r.q = i
	extra := 0
	for i++; i < len(in); i++ {
		t := quickBytes[in[i]]
		if t&(qbHash|qbOther|qbQueryEncode) == 0 {
			continue
		}
		if t&qbHash != 0 {
			break
		}
		if t&qbOther != 0 {
			return false
		}
		extra += 2
	}
	r.qEnd, r.qExtra = i, extra
	if i == len(in) {
		return true
	}
	return r.fragment(i)
}

// fragment runs the fragment state from in[i], "#".
func (r *quickRef) fragment(i int) bool {
	in := r.in
	r.f = i
	extra := 0
	for i++; i < len(in); i++ {
		t := quickBytes[in[i]]
		if t&(qbOther|qbFragmentEncode) == 0 {
			continue
		}
		if t&qbOther != 0 {
			return false
		}
		extra += 2
	}
	r.fExtra = extra
	return true
}
