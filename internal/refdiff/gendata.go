package main

import (
	"encoding/base64"
	"path/filepath"
	"strings"
)

// loadDataCorpus adds the inputs of the data: URL, MIME type,
// Content-Type and base64 tables of testdata to c, those that are there.
func loadDataCorpus(c *corpus, root string) {
	var inputs []struct {
		Input string `json:"input"`
	}
	if readArray(filepath.Join(root, "testdata/data-urls.json"), &inputs) == nil {
		for _, in := range inputs {
			c.dataURLs = append(c.dataURLs, in.Input)
		}
	}
	inputs = nil
	if readArray(filepath.Join(root, "testdata/mime-types.json"), &inputs) == nil {
		for _, in := range inputs {
			c.mimeTypes = append(c.mimeTypes, in.Input)
		}
	}
	inputs = nil
	if readArray(filepath.Join(root, "testdata/base64.json"), &inputs) == nil {
		for _, in := range inputs {
			c.base64 = append(c.base64, in.Input)
		}
	}
	var lists []struct {
		Input []string `json:"input"`
	}
	if readArray(filepath.Join(root, "testdata/content-types.json"), &lists) == nil {
		for _, l := range lists {
			c.contentTypes = append(c.contentTypes, l.Input)
		}
	}
	// So that the generator always has strings to start from.
	c.dataURLs = append(c.dataURLs, "data:,x", "data:text/plain;base64,SGVsbG8=", "data:image/png;base64,iVBORw0KGgo=")
	c.mimeTypes = append(c.mimeTypes, "text/html;charset=utf-8", `a/b;c="d\"e"`)
	c.contentTypes = append(c.contentTypes, []string{"text/html"}, []string{"text/plain;charset=gbk", "text/plain"})
	c.base64 = append(c.base64, "", "SGVsbG8=", "YQ")
}

// nextData returns a dataURL request about half the time, a mimeType
// request about a third and a contentType request otherwise.
func (g *generator) nextData() request {
	switch n := g.intn(20); {
	case n < 11:
		return request{DataURL: str(g.dataURL())}
	case n < 18:
		return request{MIMEType: str(g.mimeString())}
	default:
		values := g.contentTypeValues()
		r := request{contentType: true, ContentType: make([]*string, len(values))}
		for i, v := range values {
			r.ContentType[i] = str(v)
		}
		return r
	}
}

// maybeMutateWith is maybeMutate with mutateWith's arguments.
func (g *generator) maybeMutateWith(s string, interesting, others []string) string {
	if g.chance(0.35) {
		return s
	}
	for n := 1 + g.intn(3); n > 0; n-- {
		s = g.mutateWith(s, interesting, others)
	}
	return s
}

// Code points that matter to the data: URL processor and the MIME type
// parser, inserted by mutations of their inputs.
var dataInteresting = []string{
	",", ";", "=", "/", "\"", "\\", " ", "\t", "\n", "\r", "\f", "\v", "\x00", "\x7f", "%", "%20", "%2C", "%3B",
	"%3D", "%22", "%5C", "%09", "%0C", "%FF", "%C3%A9", "%zz", "%3", "+", "#", "?", "==", "=", "base64", "BASE64",
	";base64", "; base64", ";BaSe64", "charset", "Charset=", "*", "*/*", "(", ")", "<", ">", "@", ":", "[", "]",
	"{", "}", "é", "ÿ", "Ā", "\u0080", "\u00a0", "\ufeff", "\ufffd", "日本", "\U0001F4A9", "\u212a", "\u017f", "İ",
	"a", "Z", "0", "9", "-", "_", ".", "~", "!", "#", "$", "&", "'", "^", "`", "|",
}

// dataURL returns a data: URL string: a table input, mutated or not, or
// one built from parts.
func (g *generator) dataURL() string {
	switch g.intn(6) {
	case 0:
		return g.maybeMutateWith(pick(g, g.c.dataURLs), dataInteresting, g.c.dataURLs)
	case 1:
		return g.maybeMutateWith(g.builtDataURL(), dataInteresting, g.c.dataURLs)
	default:
		return g.builtDataURL()
	}
}

// builtDataURL returns a data: URL made of a scheme and separator, a MIME
// type (or none), a ";base64" marker (or none), a body and a fragment.
func (g *generator) builtDataURL() string {
	var b strings.Builder
	if g.chance(0.85) {
		b.WriteString(pick(g, []string{"data:", "data:", "data:", "DATA:", "Data:", "dAtA:", "da\tta:"}))
	} else {
		b.WriteString(pick(g, []string{"data://h/", "data:/", "data:///", "data://", "data://h:1/", "dat:", "data",
			"blob:", "data:\\", "data:?", "data:#", "data:/./", "data:/a/../"}))
	}
	if g.chance(0.75) {
		b.WriteString(pick(g, []string{"", "", "", " ", "\t", "  ", "%20", "\f"}))
		t := g.dataMIMEType()
		if g.chance(0.9) {
			// The token code point "#" would start the fragment.
			t = strings.ReplaceAll(t, "#", "%23")
		}
		b.WriteString(t)
	}
	base64Body := g.chance(0.5)
	if base64Body {
		b.WriteString(pick(g, base64Markers))
	} else if g.chance(0.15) {
		b.WriteString(pick(g, notBase64Markers))
	}
	switch {
	case g.chance(0.9):
		b.WriteString(",")
	case g.chance(0.8):
		b.WriteString(pick(g, []string{" ,", ", ", ",,", "\t,", "%2C"}))
	}
	if base64Body || g.chance(0.1) {
		b.WriteString(g.base64Body())
	} else {
		b.WriteString(g.textBody())
	}
	if g.chance(0.2) {
		b.WriteString(pick(g, []string{"#", "#frag", "#a,b", "#%zz", "# x", "##", "#;base64,", "#é"}))
	}
	if g.chance(0.1) {
		return g.whitespace(b.String())
	}
	return b.String()
}

var base64Markers = []string{
	";base64", ";base64", ";base64", ";BASE64", ";Base64", ";bAsE64", "; base64", ";  base64", ";base64 ", "; base64 ",
	";base64;base64", ";charset=utf-8;base64", "%3Bbase64", ";base%364", ";\tbase64", ";base64\t",
}

var notBase64Markers = []string{
	";base 64", ";base64x", ";xbase64", "base64", ";base6", ";base64=", ";=base64", ";base64;", ";\u212abase64",
	";ba\u017fe64", ";base64%20", ";base64,", ";base64\u00a0",
}

// dataMIMEType returns the MIME type part of a data: URL: a MIME type
// string, a parameter list alone, or text that is no MIME type.
func (g *generator) dataMIMEType() string {
	switch g.intn(6) {
	case 0:
		return g.mimeParams()
	case 1:
		return pick(g, []string{"x", "x/", "/x", "text/plain;", ";", ";;", "text/", "image/png;base64;", "a/b/c",
			"%74ext/plain", "text%2Fplain", "text/plain%3Bcharset=utf-8", "\"text/plain\"", "é/é"})
	default:
		return g.builtMIMEType(false)
	}
}

// Bytes that base64 bodies are encoded from.
var bodyBytes = []string{
	"", "a", "ab", "abc", "Hello", "Hello, World!", "\x00", "\xff\xfe\xfd", "\x89PNG\r\n\x1a\n", "GIF89a", "é",
	"\xfb\xff\xbf", "<svg/>", "\x00\x00\x00\x00\x00", "ab?c>d~",
}

// base64Body returns a body for a ";base64" data: URL: valid base64 (with
// or without padding, URL-safe or not), altered with whitespace, percent-
// encoding, extra "=" or invalid code points, or a table input.
func (g *generator) base64Body() string {
	if g.chance(0.2) {
		return g.maybeMutateWith(pick(g, g.c.base64), dataInteresting, g.c.base64)
	}
	raw := pick(g, bodyBytes)
	if g.chance(0.2) {
		raw = strings.Repeat(raw, 1+g.intn(40))
	}
	enc := base64.StdEncoding
	switch g.intn(6) {
	case 0:
		enc = base64.RawStdEncoding
	case 1:
		enc = base64.URLEncoding
	}
	s := enc.EncodeToString([]byte(raw))
	r := []rune(s)
	for n := g.intn(4); n > 0; n-- {
		i := g.intn(len(r) + 1)
		ins := []rune(pick(g, []string{" ", "  ", "\t", "\n", "\f", "\r", "%20", "%09", "%0A", "%0C", "%0D", "=",
			"==", "%3D", "%", "%zz", "!", "-", "_", "+", "/", "A", "é", "\u00a0", "\v", "%41", "%2B", "%2F", "\x00"}))
		r = append(r[:i], append(ins, r[i:]...)...)
	}
	s = string(r)
	if g.chance(0.15) {
		s = g.percentEncodeSome(s)
	}
	return s
}

// textBody returns a body for a data: URL without ";base64".
func (g *generator) textBody() string {
	parts := []string{"", "x", "Hello", "a b", "a%20b", "%", "%zz", "%2", "%FF", "%C3%A9", "é", "日本", "\U0001F4A9",
		"+", "a,b", ";", "%00", "\x00", "\x7f", "\u00a0", "<b>x</b>", "\\", "?q", "%25", "\ufffd", " "}
	var b strings.Builder
	for n := g.intn(4); n >= 0; n-- {
		b.WriteString(pick(g, parts))
	}
	return b.String()
}

// percentEncodeSome percent-encodes some of the bytes of s.
func (g *generator) percentEncodeSome(s string) string {
	var b strings.Builder
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		if g.chance(0.3) {
			b.WriteByte('%')
			b.WriteByte(hex[s[i]>>4])
			b.WriteByte(hex[s[i]&15])
		} else {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// mimeString returns a string to parse as a MIME type: a table input,
// mutated or not, or one built from parts.
func (g *generator) mimeString() string {
	switch g.intn(6) {
	case 0:
		return g.maybeMutateWith(pick(g, g.c.mimeTypes), dataInteresting, g.c.mimeTypes)
	case 1:
		return g.maybeMutateWith(g.builtMIMEType(true), dataInteresting, g.c.mimeTypes)
	default:
		return g.builtMIMEType(true)
	}
}

// Types and subtypes: tokens, and (one time in eight) strings that are
// not.
var (
	mimeTypeNames = []string{
		"text", "text", "image", "application", "audio", "video", "font", "multipart", "x", "TEXT", "Text", "iMaGe",
		"*", "x-y", "a.b", "a+b", "!#$%&'*+-.^_`|~", "0",
	}
	badMIMETypeNames = []string{
		"", " ", "a b", "a\tb", "a(b", "a@b", "é", "te\u212at", "a\"b", "a,b", "a:b", "a[b", "a/b", "a\x00b", "a\x7fb",
		"\u00a0",
	}
	mimeSubtypeNames = []string{
		"plain", "html", "html", "png", "jpeg", "gif", "webp", "svg+xml", "json", "javascript",
		"x-www-form-urlencoded", "PLAIN", "HtMl", "*", "ld+json", "a.b", "!#$%&'*+-.^_`|~",
		"plain ", "plain\t", "plain \t\r\n", // trailing HTTP whitespace is trimmed
	}
	badMIMESubtypeNames = []string{
		"", " ", "a b", "a(b", "a=b", "a\"b", "é", "pla\u017fn", "a,b", "a/b", "\x00", "a\fb", "plain\f",
		"plain\u00a0",
	}
)

// token returns one of good, or one time in eight one of bad.
func (g *generator) token(good, bad []string) string {
	if g.chance(0.125) {
		return pick(g, bad)
	}
	return pick(g, good)
}

// builtMIMEType returns a MIME type string made of a type, a subtype and
// parameters, with whitespace and case varied; wrap adds whitespace
// around it, which the parser trims when it is HTTP whitespace.
func (g *generator) builtMIMEType(wrap bool) string {
	var b strings.Builder
	if wrap && g.chance(0.15) {
		b.WriteString(pick(g, httpWhitespaceish))
	}
	b.WriteString(g.token(mimeTypeNames, badMIMETypeNames))
	switch {
	case g.chance(0.95):
		b.WriteString("/")
	case g.chance(0.6):
		b.WriteString(pick(g, []string{" /", "/ ", "//", "\t/", "/\t"}))
	}
	b.WriteString(g.token(mimeSubtypeNames, badMIMESubtypeNames))
	if g.chance(0.7) {
		b.WriteString(g.mimeParams())
	}
	if wrap && g.chance(0.15) {
		b.WriteString(pick(g, httpWhitespaceish))
	}
	return b.String()
}

// Whitespace, some of it HTTP whitespace and some not.
var httpWhitespaceish = []string{" ", "\t", "\n", "\r", "\r\n", "  ", "\f", "\v", "\x00", "\u00a0", "\ufeff", " \t"}

var (
	paramNames = []string{
		"charset", "charset", "charset", "Charset", "CHARSET", "x", "x", "y", "a-b", "q", "boundary", "base64",
		"!#$%&'*+-.^_`|~",
	}
	badParamNames = []string{"", " ", "a b", "é", "a\"b", "a(b", "a/b", "a@b", "char\u017fet", "\u212a", "x ", " x"}
)

var paramValues = []string{
	"utf-8", "UTF-8", "gbk", "Shift_JIS", "iso-8859-1", "us-ascii", "windows-1252", "utf-16le", "x", "", " ", "a b",
	"a\tb", "é", "ÿ", "Ā", "日本", "\U0001F4A9", "\ufffd", "\u0080", "\x7f", "\x00", "\x01", "a,b", "a;b", "a=b",
	"(", "a@b", "a/b", "?", "1", "utf-8 ", " utf-8", "utf-8\t", "\f", "\u00a0",
}

// mimeParams returns a parameter list: parameters separated by ";" with
// whitespace, some without "=" or a value, quoted with escapes, left
// open, duplicated or with names that are not tokens.
func (g *generator) mimeParams() string {
	var b strings.Builder
	var names []string
	for n := g.intn(4); n >= 0; n-- {
		b.WriteString(pick(g, []string{";", ";", ";", "; ", " ;", ";\t", " ; ", ";;", ";\n", ";\r"}))
		name := g.token(paramNames, badParamNames)
		if len(names) > 0 && g.chance(0.2) {
			name = pick(g, names) // a duplicate
		}
		names = append(names, name)
		b.WriteString(name)
		if g.chance(0.1) {
			continue // no "="
		}
		b.WriteString(pick(g, []string{"=", "=", "=", "=", " =", "= ", "=="}))
		b.WriteString(g.paramValue())
	}
	return b.String()
}

func (g *generator) paramValue() string {
	v := pick(g, paramValues)
	switch g.intn(6) {
	case 0:
		return `"` + v + `"`
	case 1:
		// Quoted with escapes, text after the closing quote, or never
		// closed.
		return pick(g, []string{`"`, `"\"`, `"a\"b"`, `"a\\b"`, `"\a"`, `"a\`, `"a"b`, `"a" `, `""`, `"a;b"`,
			`"a,b"`, `"\é"`, `"a"x;y`, `"a\"`, `"é\"`}) + pick(g, []string{"", v})
	case 2:
		if g.chance(0.5) {
			return strings.ToUpper(v)
		}
		return v + pick(g, paramValues)
	default:
		return v
	}
}

// contentTypeValues returns the values of a response's Content-Type
// headers: a table's list, mutated or not, or values built from MIME
// types, some of them lists with commas, empty or */*.
func (g *generator) contentTypeValues() []string {
	if g.chance(0.3) {
		values := append([]string(nil), pick(g, g.c.contentTypes)...)
		if len(values) > 0 && g.chance(0.6) {
			i := g.intn(len(values))
			values[i] = g.maybeMutateWith(values[i], dataInteresting, g.c.mimeTypes)
		}
		return values
	}
	values := make([]string, g.intn(4))
	if len(values) == 0 && g.chance(0.5) {
		values = make([]string, 1)
	}
	for i := range values {
		var parts []string
		for n := g.intn(3); n >= 0; n-- {
			switch g.intn(8) {
			case 0:
				parts = append(parts, pick(g, []string{"", "*/*", " ", "*/*;charset=gbk", "x", "\"", "\"a,b\"", "text/html;\"", "text/plain;x=\"a,b\""}))
			case 1:
				parts = append(parts, g.maybeMutateWith(pick(g, g.c.mimeTypes), dataInteresting, g.c.mimeTypes))
			default:
				parts = append(parts, g.builtMIMEType(true))
			}
		}
		values[i] = strings.Join(parts, pick(g, []string{",", ", ", " , ", ",\t"}))
	}
	return values
}
