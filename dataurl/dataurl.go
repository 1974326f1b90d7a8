package dataurl

import (
	"errors"
	"strconv"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/mimetype"
)

// DataURL is the result of the data: URL processor: a MIME type and a body.
type DataURL struct {
	// MIMEType is the MIME type the URL names, or text/plain;charset=US-ASCII
	// when it names none that parses (as in "data:,x" or "data:x,x").
	MIMEType mimetype.MIMEType
	// Body is the URL's body, percent-decoded and, for ";base64",
	// forgiving-base64 decoded.
	Body []byte
}

// fallbackMIMEType is the MIME type of a data: URL whose own does not parse.
var fallbackMIMEType, _ = mimetype.Parse("text/plain;charset=US-ASCII")

// Parse parses s as a URL (with url.Parse, as a browser would) and runs
// the data: URL processor on it. A failure is an *Error; when s is not a
// URL at all, its Err is the *url.Error.
func Parse(s string) (*DataURL, error) {
	u, err := url.Parse(s)
	if err != nil {
		e := &Error{Input: s, Kind: InvalidURL, Offset: -1, Err: err}
		var ue *url.Error
		if errors.As(err, &ue) {
			e.Offset = ue.Offset
		}
		return nil, e
	}
	d, e := process(u)
	if e != nil {
		// The processor's offsets are in the URL's serialization; give
		// them in s, where the parser kept the bytes.
		href, off := e.Input, e.Offset
		e.Input, e.Offset = s, inputOffset(s, href, off)
		if e.Offset < 0 && off >= 0 {
			if e.Detail != "" {
				e.Detail += " "
			}
			e.Detail += "(at offset " + strconv.Itoa(off) + " of the URL as serialized)"
		}
		return nil, e
	}
	return d, nil
}

// Process is the Fetch Standard's data: URL processor: it reads the MIME
// type and the body of the data: URL u. It fails, with an *Error, when u's
// scheme is not "data", when no comma ends the MIME type, and when the
// body is marked ";base64" but is not forgiving-base64. A MIME type that
// does not parse is not a failure: the result's is then
// text/plain;charset=US-ASCII. The fragment is not part of the body.
func Process(u *url.URL) (*DataURL, error) {
	d, e := process(u)
	if e != nil {
		return nil, e
	}
	return d, nil
}

func process(u *url.URL) (*DataURL, *Error) {
	if u == nil {
		return nil, &Error{Kind: NotDataURL, Offset: -1, Detail: "no URL"}
	}
	// 1. The scheme is "data" (an assertion in the standard).
	input := u.HrefWithoutFragment() // 2. The URL serializer, excluding the fragment.
	if u.Scheme() != "data" {
		return nil, &Error{Input: input, Kind: NotDataURL, Offset: 0, Detail: "the scheme is " + strconv.Quote(u.Scheme())}
	}
	// 3. Remove the leading "data:".
	const start = len("data:")
	// 4-6. The MIME type is the code points up to the first ",", stripped
	// of leading and trailing ASCII whitespace (only spaces can be left in
	// a serialized URL).
	comma := strings.IndexByte(input[start:], ',')
	// 7. No ",": failure.
	if comma < 0 {
		return nil, &Error{Input: input, Kind: NoComma, Offset: len(input), Detail: "no \",\" ends the MIME type"}
	}
	comma += start
	mimeType := strings.Trim(input[start:comma], "\t\n\f\r ")
	// 8-9. The encoded body is the rest, after the ",".
	bodyAt := comma + 1
	encodedBody := input[bodyAt:]
	d := &DataURL{}
	// 11. ";base64" at the end of the MIME type, ASCII case-insensitively,
	// with any spaces before "base64".
	if t, ok := cutBase64(mimeType); ok {
		// 10, 11.1-11.3. The isomorphic decode of the percent-decoded body
		// is forgiving-base64 decoded, in one pass.
		b := make([]byte, maxDecodedLen(len(encodedBody)))
		dec := b64Decoder{out: b}
		if dec.writePercentDecoded(encodedBody, bodyAt) {
			dec.finish()
		}
		if dec.fail != b64OK {
			return nil, dec.error(input, true)
		}
		d.Body = b[:dec.n]
		// 11.4-11.6. Remove "base64", the spaces before it, and the ";".
		mimeType = t
	} else {
		// 10. The percent-decoding of the body.
		b := make([]byte, percentDecodedLen(encodedBody))
		d.Body = b[:percentDecode(b, encodedBody)]
	}
	// 12-14. A MIME type that starts with ";" is text/plain's; one that
	// does not parse is text/plain;charset=US-ASCII.
	if strings.HasPrefix(mimeType, ";") {
		mimeType = "text/plain" + mimeType
	}
	d.MIMEType = fallbackMIMEType
	// The empty MIME type of "data:," never parses: no failure to make.
	if mimeType != "" {
		if m, err := mimetype.Parse(mimeType); err == nil {
			d.MIMEType = m
		}
	}
	return d, nil
}

// cutBase64 reports whether mimeType ends with ";", zero or more spaces,
// and "base64" in any case, and returns it without them.
func cutBase64(mimeType string) (string, bool) {
	const b64 = "base64"
	n := len(mimeType) - len(b64)
	if n < 0 || !asciiEqualFold(mimeType[n:], b64) {
		return mimeType, false
	}
	t := strings.TrimRight(mimeType[:n], " ")
	if !strings.HasSuffix(t, ";") {
		return mimeType, false
	}
	return t[:len(t)-1], true
}

// asciiEqualFold reports whether s and lower, which is in lower case, are
// an ASCII case-insensitive match.
func asciiEqualFold(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}
