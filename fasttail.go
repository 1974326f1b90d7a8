package url

import "unsafe"

// This file holds the tail route: the path, query and fragment states of
// the basic URL parser for a special URL, run on the input as it is, for
// an input whose scheme and authority a scan has taken (parseDeclined,
// parseResumed, parseFixedPath, parseWithoutTabs). It does what the
// general parser would do from the same resume point, preprocessing
// included (it skips tabs and newlines as it goes), without setting up
// the parser: no copy of the input without its tabs and newlines, no
// check of the whole input's UTF-8 first, no state loop. It declines
// invalid UTF-8 (which preprocessing replaces), a legacy query encoding,
// and a serialization longer than its buffer; the general parser, the
// reference, then takes the input from the same resume point.
// FuzzTail checks that the two agree.

// tailScratch is the size of the array on parseTail's stack that the
// serialization is written into.
const tailScratch = 512

// takesTail reports whether the tail route can take an input from r:
// a resume point after the authority of a special URL, whose query is
// UTF-8.
func takesTail(r *resumePoint, enc *legacyEncoding) bool {
	return enc == nil && r.scheme.special() &&
		(r.st == stPathStart || r.st == stPath || r.st == stQuery || r.st == stFragment)
}

// parseTail returns the URL of s (the input after its leading C0 controls
// and spaces) that r says how to resume after the authority: in the path
// start, path, query or fragment state (r.st), at r.at, with r.prefix (if
// any) and s[r.inPath:r.n], or else s[:r.n] with its first r.lowerEnd
// bytes lowercased, written before. It returns nil when want is false
// (CanParse). It reports false, having made nothing, where the tail route
// declines s.
func parseTail(s string, r *resumePoint, want bool) (*URL, bool) {
	end := len(s)
	for end > 0 && s[end-1] <= ' ' {
		end--
	}
	in := s[:end]
	// What is written before r.at, and after it at most three bytes for
	// each of the input's (percent-encoded), and one: the "/" that the
	// path start state or a last empty segment adds.
	size := r.n + len(r.prefix) - r.inPath
	if r.at > len(in) || size+3*(len(in)-r.at)+1 > tailScratch {
		return nil, false
	}
	var a [tailScratch]byte
	buf := a[:0]
	if r.prefix != "" {
		buf = append(append(buf, r.prefix...), in[r.inPath:r.n]...)
	} else {
		buf = append(buf, in[:r.n]...)
		for k := 0; k < r.lowerEnd; k++ {
			buf[k] = lowerTable[buf[k]]
		}
	}
	pathStart := r.pathStart
	if pathStart < 0 {
		pathStart = len(buf) // the path start state's
	}
	buf, queryStart, fragStart, ok := appendTail(buf, in, r.st, r.at, pathStart, r.queryStart, r.scheme == schemeFile)
	if !ok || uint64(len(buf)) > maxHref {
		return nil, false
	}
	if !want {
		return nil, true
	}
	return tailURL(buf, r.schemeEnd, r.hostStart, r.hostEnd, pathStart, queryStart, fragStart, r.hostKind, r.scheme), true
}

// tailURL returns the URL whose serialization is buf, copied into the
// URL's one allocation: a special URL whose scheme and authority are as
// schemeEnd, hostStart, hostEnd, hostKind and scheme say, and whose path,
// from pathStart, appendTail wrote, giving queryStart and fragStart (-1
// for none). Credentials before the host need no offset: the URL finds
// where the username ends in its href.
func tailURL(buf []byte, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart int, hostKind hostKind, scheme schemeKind) *URL {
	if fragStart < 0 {
		fragStart = len(buf)
	}
	if queryStart < 0 {
		queryStart = fragStart
	}
	var l urlLayout
	l.setNoCredentials(schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragStart, hostKind, scheme, 0)
	u, dst := allocURL(len(buf))
	copy(dst, buf)
	u.set(unsafe.String(unsafe.SliceData(dst), len(dst)), &l)
	return u
}

// appendTail runs the path start, path, query and fragment states of a
// special URL (a file URL when file) from st at in[i], appending the URL's
// rest to buf, whose path starts at pathStart and whose query (when st is
// stFragment) at queryStart, -1 for none. It returns buf, where the query
// and fragment start (-1 for none), and false where it declines in (see
// appendPath; invalid UTF-8 in the query or fragment too).
func appendTail(buf []byte, in string, st state, i, pathStart, queryStart int, file bool) ([]byte, int, int, bool) {
	fragStart := -1
	var ok bool
	if st == stPathStart {
		// Path start state: a special URL's "/" or "\\" is the path's
		// first; without one the path state starts at the byte.
		for i < len(in) && is(in[i], classTabNL) {
			i++
		}
		if i < len(in) && (in[i] == '/' || in[i] == '\\') {
			i++
		}
		st = stPath
	}
	if st == stPath {
		if buf, i, ok = appendPath(buf, in, i, pathStart, true, file); !ok {
			return nil, 0, 0, false
		}
		if i == len(in) {
			return buf, queryStart, fragStart, true
		}
		// in[i] is "?" or "#".
		st = stFragment
		if in[i] == '?' {
			st = stQuery
		}
		i++
	}
	if st == stQuery {
		// Query state: the special-query percent-encode set, to "#".
		queryStart = len(buf)
		buf = append(buf, '?')
		if buf, i, ok = appendComponent(buf, in, i, tailQueryStops, qbQueryEncode); !ok {
			return nil, 0, 0, false
		}
		if i == len(in) {
			return buf, queryStart, fragStart, true
		}
		i++
	}
	// Fragment state: the fragment percent-encode set, to the end.
	fragStart = len(buf)
	buf = append(buf, '#')
	if buf, _, ok = appendComponent(buf, in, i, tailFragmentStops, qbFragmentEncode); !ok {
		return nil, 0, 0, false
	}
	return buf, queryStart, fragStart, true
}

// appendComponent runs the query state (stops with qbHash) or the
// fragment state from in[i], appending the component to buf with the
// bytes that have encode percent-encoded, and those that appendOther
// takes as it takes them. It returns buf, the offset of the "#" that ends
// the query or len(in), and false where in has invalid UTF-8.
func appendComponent(buf []byte, in string, i int, stops, encode uint8) ([]byte, int, bool) {
	run := i
	var ok bool
	for i = tailRun(in, i, stops); i < len(in); i = tailRun(in, i+1, stops) {
		t := quickBytes[in[i]]
		buf = append(buf, in[run:i]...)
		run = i + 1
		switch {
		case t&stops&qbHash != 0:
			return buf, i, true
		case t&encode != 0:
			buf = appendPercent(buf, in[i])
		default:
			if buf, i, ok = appendOther(buf, in, i); !ok {
				return nil, 0, false
			}
			run = i + 1
		}
	}
	return append(buf, in[run:]...), i, true
}

// The bits of quickBytes at which each state's loop stops: the bytes that
// end the state, and those that are not copied as they are.
const (
	tailQueryStops    = qbHash | qbOther | qbQueryEncode
	tailFragmentStops = qbOther | qbFragmentEncode
)

// tailRun returns the index of the first byte of in from i on that has a
// bit of stops in quickBytes, or len(in). A loop of its own, as pathRun
// is: in appendTail's loops, which append, the compiler kept the index in
// memory.
func tailRun(in string, i int, stops uint8) int {
	for ; i < len(in); i++ {
		if quickBytes[in[i]]&stops != 0 {
			break
		}
	}
	return i
}

// appendOther appends in[i], a byte with qbOther, as the path, query and
// fragment states do after preprocessing: nothing for a tab or newline
// (which preprocessing removes), a C0 control or DEL percent-encoded
// (each set holds them), and a code point that is not ASCII as its UTF-8
// bytes, each percent-encoded. It returns buf, the index of the last byte
// it took, and false where in[i] starts invalid UTF-8.
func appendOther(buf []byte, in string, i int) ([]byte, int, bool) {
	c := in[i]
	if c < 0x80 {
		if !is(c, classTabNL) {
			buf = appendPercent(buf, c)
		}
		return buf, i, true
	}
	need, lo, hi := utf8Lead(c)
	if need == 0 || i+need >= len(in) || in[i+1] < lo || in[i+1] > hi ||
		need >= 2 && in[i+2]&0xC0 != 0x80 || need == 3 && in[i+3]&0xC0 != 0x80 {
		return nil, 0, false
	}
	for k := i; k <= i+need; k++ {
		buf = appendPercent(buf, in[k])
	}
	return buf, i + need, true
}
