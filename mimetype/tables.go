package mimetype

// Code point classes for bytes, one bit each. A byte from 0x80 up is never
// in a class: what it means depends on how the input is read (see
// parser.latin1).
const (
	classToken        = 1 << iota // an HTTP token code point
	classQuotedString             // an HTTP quoted-string token code point below U+0080
	classWhitespace               // HTTP whitespace
)

var classes = func() (t [256]uint8) {
	// MIME Sniffing, "HTTP token code point": ASCII alphanumerics and these.
	for _, c := range []byte("!#$%&'*+-.^_`|~") {
		t[c] |= classToken
	}
	for c := '0'; c <= '9'; c++ {
		t[c] |= classToken
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] |= classToken
		t[c+'a'-'A'] |= classToken
	}
	// "HTTP quoted-string token code point": U+0009, U+0020 to U+007E (and
	// U+0080 to U+00FF, which are not bytes of their own in UTF-8).
	t['\t'] |= classQuotedString
	for c := 0x20; c <= 0x7E; c++ {
		t[c] |= classQuotedString
	}
	// Fetch, "HTTP whitespace": U+000A, U+000D, U+0009, U+0020.
	for _, c := range []byte("\n\r\t ") {
		t[c] |= classWhitespace
	}
	return t
}()

func isToken(c byte) bool { return classes[c]&classToken != 0 }

func isHTTPWhitespace(c byte) bool { return classes[c]&classWhitespace != 0 }

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}
