package url

import (
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"
)

// An EncodeSet is one of the URL Standard's percent-encode sets: the code
// points that percent-encoding with the set writes as "%XX". Each set holds
// every non-ASCII code point and the C0 controls; they differ in the
// printable ASCII they hold. The zero EncodeSet is not a set, and the
// functions that take one panic on it.
type EncodeSet uint8

// The percent-encode sets, each a superset of the one before it but for
// FragmentSet and SpecialQuerySet, in the order of the URL Standard's
// "Percent-encoded bytes" section.
const (
	// C0ControlSet is the C0 control percent-encode set: the C0
	// controls, U+007F DELETE and every non-ASCII code point.
	C0ControlSet = EncodeSet(setC0Control)
	// FragmentSet is the fragment percent-encode set: C0ControlSet and
	// space, ", <, > and `.
	FragmentSet = EncodeSet(setFragment)
	// QuerySet is the query percent-encode set: C0ControlSet and space,
	// ", #, < and >.
	QuerySet = EncodeSet(setQuery)
	// SpecialQuerySet is the special-query percent-encode set: QuerySet
	// and '.
	SpecialQuerySet = EncodeSet(setSpecialQuery)
	// PathSet is the path percent-encode set: QuerySet and ?, ^, `, {
	// and }.
	PathSet = EncodeSet(setPath)
	// UserinfoSet is the userinfo percent-encode set: PathSet and /, :,
	// ;, =, @, [ to ] and |.
	UserinfoSet = EncodeSet(setUserinfo)
	// ComponentSet is the component percent-encode set: UserinfoSet and
	// $ to &, + and ",". It leaves only ASCII alphanumerics and
	// !'()*-._~ as they are, as JavaScript's encodeURIComponent does.
	ComponentSet = EncodeSet(setComponent)
	// FormSet is the application/x-www-form-urlencoded percent-encode
	// set: ComponentSet and !, ' to ) and ~. Encoding with it writes a
	// space as "+", as the application/x-www-form-urlencoded serializer
	// does (the standard's spaceAsPlus).
	FormSet = EncodeSet(setForm)
)

var encodeSetNames = [...]struct {
	set  EncodeSet
	name string
}{
	{C0ControlSet, "C0 control"},
	{FragmentSet, "fragment"},
	{QuerySet, "query"},
	{SpecialQuerySet, "special-query"},
	{PathSet, "path"},
	{UserinfoSet, "userinfo"},
	{ComponentSet, "component"},
	{FormSet, "application/x-www-form-urlencoded"},
}

// String returns the set's name as the URL Standard spells it, without
// "percent-encode set": "C0 control", "fragment", "query",
// "special-query", "path", "userinfo", "component" or
// "application/x-www-form-urlencoded".
func (s EncodeSet) String() string {
	for _, n := range encodeSetNames {
		if n.set == s {
			return n.name
		}
	}
	return "EncodeSet(" + strconv.Itoa(int(s)) + ")"
}

// bits returns the set's bit in the table encodeSets, and panics if s is
// not one of the sets.
func (s EncodeSet) bits() encodeSet {
	if bits.OnesCount8(uint8(s)) != 1 {
		panic("url: " + s.String() + " is not a percent-encode set")
	}
	return encodeSet(s)
}

// firstToEncode returns the index of the first byte of s in set, or
// len(s). The bytes before it are ASCII: every set holds all bytes from
// 0x80 up.
func firstToEncode(s string, set encodeSet) int {
	i := 0
	// Four bytes a test while none is in set.
	for ; i+4 <= len(s); i += 4 {
		if (encodeSets[s[i]]|encodeSets[s[i+1]]|encodeSets[s[i+2]]|encodeSets[s[i+3]])&set != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if encodeSets[s[i]]&set != 0 {
			return i
		}
	}
	return len(s)
}

// PercentEncode returns s percent-encoded with set in UTF-8: the URL
// Standard's "UTF-8 percent-encode" of a string (with spaceAsPlus for
// FormSet), as the parser encodes each component. Every byte of a code
// point in set becomes "%XX" with upper-case hex digits.
//
// The standard encodes strings of Unicode scalar values; s may hold
// invalid UTF-8, and each invalid sequence is read as U+FFFD, as the parser
// reads it, so "\xff" becomes "%EF%BF%BD". When nothing in s needs
// encoding, PercentEncode returns s itself and does not allocate.
func PercentEncode(s string, set EncodeSet) string { return percentEncode(s, set.bits()) }

// percentEncode is PercentEncode with the set's bit in encodeSets.
func percentEncode(s string, b encodeSet) string {
	i := firstToEncode(s, b)
	if i == len(s) {
		return s
	}
	// One allocation, of the length the result needs, written in place; the
	// UTF-8 is checked as it is encoded.
	n := i + encodedLen(s[i:], b)
	if n == len(s) {
		// The form set's spaces alone: "+" for each, the rest as it is.
		dst := []byte(s)
		for ; i < len(dst); i++ {
			if dst[i] == ' ' {
				dst[i] = '+'
			}
		}
		return ownString(dst)
	}
	dst := make([]byte, 0, n)
	if dst, ok := putEncoded(append(dst, s[:i]...), s[i:], b, true); ok {
		return ownString(dst)
	}
	return ownString(appendEncoded(nil, toScalarValues(s), b))
}

// AppendPercentEncode appends PercentEncode(s, set) to dst and returns the
// extended buffer.
func AppendPercentEncode(dst []byte, s string, set EncodeSet) []byte {
	b := set.bits()
	i := firstToEncode(s, b)
	if i == len(s) {
		return append(dst, s...)
	}
	if !utf8.ValidString(s[i:]) {
		s = toScalarValues(s)
	}
	return appendEncoded(append(dst, s[:i]...), s[i:], b)
}

// PathSegmentEscape returns s percent-encoded so that it is one path
// segment, or one query name or value, whatever it holds: encoded with
// ComponentSet, which holds "/", "?", "#", "%", "&", "=", "+" and the rest,
// as JavaScript's encodeURIComponent does. It is PercentEncode(s,
// ComponentSet).
//
// net/url's PathEscape leaves "$", "&", "+", ":", "=" and "@" as they
// are, which is enough for a path segment but not for a query name or
// value, and encodes "!", "'", "(", ")" and "*", which no URL parser
// changes.
func PathSegmentEscape(s string) string { return percentEncode(s, setComponent) }

// FormValueEscape returns s encoded as a name or value of an
// application/x-www-form-urlencoded string (an HTML form's body, or the
// query URLSearchParams writes): percent-encoded with FormSet, a space
// becoming "+". It is PercentEncode(s, FormSet), and what net/url's
// QueryEscape is for; the two differ only in "*", which FormSet leaves and
// QueryEscape encodes, and "~", which FormSet encodes and QueryEscape
// leaves.
func FormValueEscape(s string) string { return percentEncode(s, setForm) }

// PercentDecode returns the URL Standard's percent-decoding of s: each
// "%" followed by two ASCII hex digits becomes the byte they spell, and
// every other byte, a "%" without two hex digits after it included, stays
// as it is. The result is bytes, and need not be UTF-8 ("%FF" gives the
// byte 0xFF). When s holds no "%", PercentDecode returns s itself and does
// not allocate.
//
// Unlike net/url's PathUnescape and QueryUnescape it never fails, and,
// like PathUnescape, it leaves "+" as it is.
func PercentDecode(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	return ownString(appendDecoded(make([]byte, 0, len(s)), s))
}

// AppendPercentDecode appends PercentDecode(s) to dst and returns the
// extended buffer.
func AppendPercentDecode(dst []byte, s string) []byte { return appendDecoded(dst, s) }

// A PercentEncoder percent-encodes strings after encoding them in an
// encoding of the Encoding Standard, as the URL Standard's "percent-encode
// after encoding" does: the query of a special URL in a document whose
// encoding is not UTF-8 is encoded so (see WithEncoding), and so is an
// HTML form submitted from such a document. Build one with
// NewPercentEncoder and use it many times; it is safe for concurrent use.
// A nil *PercentEncoder encodes in UTF-8.
type PercentEncoder struct {
	enc *legacyEncoding // nil for UTF-8
}

// NewPercentEncoder returns a PercentEncoder for the encoding that label
// names: a label of the Encoding Standard, as WithEncoding takes it. The
// labels of replacement, UTF-16BE and UTF-16LE select UTF-8, as the URL
// Standard's "get an output encoding" does. A label that names no encoding
// is an error.
func NewPercentEncoder(label string) (*PercentEncoder, error) {
	enc, err := outputEncoding(label)
	if err != nil {
		return nil, err
	}
	return &PercentEncoder{enc: enc}, nil
}

// Encode returns s encoded in e's encoding and then percent-encoded with
// set (with spaceAsPlus for FormSet). A code point that the encoding
// cannot represent becomes "%26%23", its number in decimal and "%3B" (an
// HTML numeric character reference, percent-encoded whatever the set),
// so that "‽" in Shift_JIS gives "%26%238253%3B". Invalid UTF-8 in s is
// read as U+FFFD, as PercentEncode reads it; when nothing in s needs
// encoding, Encode returns s itself and does not allocate.
func (e *PercentEncoder) Encode(s string, set EncodeSet) string {
	if e == nil || e.enc == nil {
		return PercentEncode(s, set)
	}
	b := set.bits()
	if firstToEncode(s, b) == len(s) {
		// ASCII, and no C0 control: every encoder writes it as it is.
		return s
	}
	return ownString(e.append(make([]byte, 0, len(s)+len(s)/2+8), s, b))
}

// AppendEncode appends e.Encode(s, set) to dst and returns the extended
// buffer.
func (e *PercentEncoder) AppendEncode(dst []byte, s string, set EncodeSet) []byte {
	if e == nil || e.enc == nil {
		return AppendPercentEncode(dst, s, set)
	}
	return e.append(dst, s, set.bits())
}

// append appends s encoded with e.enc and set to dst.
func (e *PercentEncoder) append(dst []byte, s string, set encodeSet) []byte {
	return appendEncodedWith(dst, scalarValues(s), set, e.enc)
}
