package url

import (
	"errors"
	"iter"
	"strconv"
	"strings"
)

// Errors of AppendPathSegment and RemovePathSegment, wrapped in an error
// that names the URL and the segment; test for them with errors.Is.
// ErrOpaquePath is also the reason SetHost, SetHostname and SetPathname
// give in their *SetterError for a URL with an opaque path.
var (
	// ErrOpaquePath: the URL's path is opaque ("mailto:user@example.com"),
	// not a list of segments.
	ErrOpaquePath = errors.New("the URL has an opaque path")
	// ErrDotSegment: the segment is one that the URL parser takes as
	// "." or "..", which no path can hold.
	ErrDotSegment = errors.New("the segment is a dot segment")
	// ErrNoSegment: the path has no segment to remove.
	ErrNoSegment = errors.New("the path has no segment to remove")
)

// A segmentError is the error of AppendPathSegment or RemovePathSegment.
type segmentError struct {
	op, href, segment string
	err               error
}

func (e *segmentError) Error() string {
	msg := "url: " + e.op + " " + strconv.Quote(e.href)
	if e.op == "AppendPathSegment" {
		msg += " " + strconv.Quote(e.segment)
	}
	return msg + ": " + e.err.Error()
}

func (e *segmentError) Unwrap() error { return e.err }

// PathSegments returns an iterator over the segments of the URL's path as
// they are in its serialization, percent-encoded: "a", "b%20c" and "" for
// "https://example.com/a/b%20c/". The segments are parts of the URL's
// string, and iterating allocates nothing. A special URL's path has at
// least one segment ("/" is one empty segment); a URL with an opaque path
// has none, and neither has the zero URL.
func (u *URL) PathSegments() iter.Seq[string] {
	return func(yield func(string) bool) {
		p := u.Pathname()
		if u.HasOpaquePath() || p == "" {
			return
		}
		// A path of segments is serialized as "/" before each one.
		for p = p[1:]; ; {
			i := strings.IndexByte(p, '/')
			if i < 0 {
				yield(p)
				return
			}
			if !yield(p[:i]) {
				return
			}
			p = p[i+1:]
		}
	}
}

// DecodedPathSegments returns an iterator over the segments of the URL's
// path percent-decoded, as PercentDecode decodes them: "a", "b c" and ""
// for "https://example.com/a/b%20c/". A decoded segment is bytes, which
// need not be UTF-8, and may hold "/" ("%2F"). Only the segments that
// hold a "%" allocate.
func (u *URL) DecodedPathSegments() iter.Seq[string] {
	return func(yield func(string) bool) {
		for s := range u.PathSegments() {
			if !yield(PercentDecode(s)) {
				return
			}
		}
	}
}

// AppendPathSegment adds segment to the end of the URL's path, as one
// segment whatever it holds: "/", "%", "?" and "#" are percent-encoded,
// and so is "\" in a special URL, along with the path percent-encode set
// (PathSet), so that the segment decodes to segment again (invalid UTF-8
// is read as U+FFFD). When the path ends with an empty segment, as "/"
// and "/dir/" do, segment takes its place: "https://example.com/dir/" with
// "a b" becomes "https://example.com/dir/a%20b". Appending "" ends the
// path with "/".
//
// A segment that the URL parser would read as "." or "..", "%2e" and
// ".%2E" included, is refused with ErrDotSegment, and a URL with an opaque
// path with ErrOpaquePath; the URL is then unchanged.
//
// JoinPath differs: it joins text to the path and parses the result, so
// that "/" in an element separates segments, ".." removes one, and "%2F"
// stays an encoded "/" in one segment; it also returns a new URL, where
// AppendPathSegment changes u.
func (u *URL) AppendPathSegment(segment string) error {
	if err := u.checkSegmentPath("AppendPathSegment", segment); err != nil {
		return err
	}
	if isDotLike(segment) {
		return &segmentError{"AppendPathSegment", u.href(), segment, ErrDotSegment}
	}
	p := u.Pathname()
	var b []byte
	if strings.HasSuffix(p, "/") {
		b = append(b, p...)
	} else {
		b = append(append(b, p...), '/')
	}
	first := len(b) == 1 // the segment becomes the path's first
	seg := scalarValues(segment)
	start := 0
	for i := 0; i < len(seg); i++ {
		switch c := seg[i]; {
		case c == '/' || c == '%' || c == '\\' && u.IsSpecial():
		case c == '|' && first && u.scheme == schemeFile && i == 1 && len(seg) == 2 && is(seg[0], classAlpha):
			// The path state would make a first segment "C|" of a file
			// URL the drive letter "C:".
		default:
			continue
		}
		b = appendEncoded(b, seg[start:i], setPath)
		b = appendPercent(b, seg[i])
		start = i + 1
	}
	b = appendEncoded(b, seg[start:], setPath)
	return u.SetPathname(string(b)) // refused only when the URL would pass 4 GiB
}

// RemovePathSegment removes the last segment of the URL's path:
// "https://example.com/a/b" becomes "https://example.com/a",
// "https://example.com/a/" becomes "https://example.com/a", and
// "https://example.com/a" becomes "https://example.com/". It returns
// ErrNoSegment when there is none to remove: the path is "/" in a special
// URL or a URL without a host (where "/" is the shortest path), or
// empty; and ErrOpaquePath for a URL with an opaque path.
func (u *URL) RemovePathSegment() error {
	if err := u.checkSegmentPath("RemovePathSegment", ""); err != nil {
		return err
	}
	p := u.Pathname()
	if p == "" || p == "/" && (u.IsSpecial() || u.hostKind == hostNull) {
		return &segmentError{"RemovePathSegment", u.href(), "", ErrNoSegment}
	}
	return u.SetPathname(p[:strings.LastIndexByte(p, '/')])
}

// checkSegmentPath returns the error of op for the zero URL and a URL
// with an opaque path.
func (u *URL) checkSegmentPath(op, segment string) error {
	switch {
	case u.href() == "":
		return &segmentError{op, "", segment, errors.New("the zero URL has no path")}
	case u.HasOpaquePath():
		return &segmentError{op, u.href(), segment, ErrOpaquePath}
	}
	return nil
}

// isDotLike reports whether s, with each "%2e" and "%2E" read as ".", is
// "." or "..": a single-dot or double-dot URL path segment, or one that a
// caller passing percent-encoded text means as one.
func isDotLike(s string) bool {
	dots := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '.':
		case s[i] == '%' && i+2 < len(s) && s[i+1] == '2' && (s[i+2] == 'e' || s[i+2] == 'E'):
			i += 2
		default:
			return false
		}
		dots++
	}
	return dots == 1 || dots == 2
}
