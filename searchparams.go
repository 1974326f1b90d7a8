package url

import (
	"cmp"
	"iter"
	"maps"
	neturl "net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// SearchParams is an ordered list of name-value pairs, the URL Standard's
// URLSearchParams: the application/x-www-form-urlencoded form of a query
// string or an HTML form body. Names may repeat, and the order of the pairs
// is kept.
//
// The zero value is an empty list, ready to use. A SearchParams must not be
// copied after first use, and it is not safe for concurrent use when one of
// the goroutines modifies it.
//
// Every name and value is a string of Unicode scalar values, as in the
// standard. Methods take Go strings, which may hold invalid UTF-8: each
// maximal invalid sequence is read as U+FFFD, the way the standard reads a
// JavaScript string's lone surrogates. So Append("a", "\xff") stores "a" and
// "\uFFFD", and Get("\xff") finds a pair named "\uFFFD". Everything a
// SearchParams returns is therefore valid UTF-8.
type SearchParams struct {
	list []pair

	// url is the URL whose query the list mirrors, or nil. query is the
	// URL's query (without "?") when the list was last made from it or
	// stored into it: when the URL's query no longer matches, the URL was
	// changed through it (SetSearch, SetHref) and the list is parsed again,
	// as the standard's setters do.
	url   *URL
	query string
}

// pair is one name-value tuple of a SearchParams' list. Both strings are
// valid UTF-8.
type pair struct {
	name, value string
}

// NewSearchParams parses init the way the URLSearchParams constructor does:
// one leading "?" is removed, so that the result of URL.Search can be passed
// directly, and the rest is parsed as application/x-www-form-urlencoded (see
// ParseForm).
func NewSearchParams(init string) *SearchParams {
	return &SearchParams{list: parseForm(nil, strings.TrimPrefix(init, "?"))}
}

// ParseForm parses input as application/x-www-form-urlencoded, as the URL
// Standard's urlencoded string parser does, and returns the pairs. Unlike
// NewSearchParams it removes no leading "?": in ParseForm("?a=b") the name
// is "?a".
//
// The input is split on "&", and empty pieces are skipped. Each piece is a
// name, then optionally "=" and a value (further "=" belong to the value).
// In both, "+" stands for a space and "%" followed by two hex digits for a
// byte; other "%" are kept as they are. The resulting bytes are read as
// UTF-8, with U+FFFD for each invalid sequence. Parsing never fails.
func ParseForm(input string) *SearchParams {
	return &SearchParams{list: parseForm(nil, input)}
}

// scalarValues returns s with each maximal invalid UTF-8 sequence replaced
// by U+FFFD: the conversion of a Go string to a scalar value string. Valid
// strings are returned as they are, without allocating.
func scalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return toScalarValues(s)
}

// parseForm appends the pairs of the application/x-www-form-urlencoded
// string input to list and returns the extended list.
func parseForm(list []pair, input string) []pair {
	// The string parser takes a scalar value string and parses its UTF-8
	// encoding; for a Go string that is valid UTF-8 the encoding is the
	// string itself.
	input = scalarValues(input)
	if input == "" {
		return list
	}
	// Each "&" ends at most one pair, so this is enough room.
	maxPairs := strings.Count(input, "&") + 1
	if cap(list)-len(list) < maxPairs {
		list = append(make([]pair, 0, len(list)+maxPairs), list...)
	}

	// Without "+" or "%" there is nothing to decode: every name and value
	// is a substring of input (which is valid UTF-8 and is split only at
	// ASCII bytes). Otherwise decode every name and value into one buffer,
	// noting where each ends, and make one string of the buffer for all of
	// them to share. The decoded bytes are no longer than input: each
	// U+FFFD for an invalid sequence replaces at least one three-byte "%XX".
	decode := strings.IndexByte(input, '+') >= 0 || strings.IndexByte(input, '%') >= 0
	var scratch [256]byte
	buf := scratch[:0]
	if decode && len(input) > len(scratch) {
		buf = make([]byte, 0, len(input))
	}
	var endsArray [64]int
	ends := endsArray[:0] // ends[2k] ends pair k's name, ends[2k+1] its value
	if decode && 2*maxPairs > len(endsArray) {
		ends = make([]int, 0, 2*maxPairs)
	}
	for seq := range strings.SplitSeq(input, "&") {
		if seq == "" {
			continue
		}
		name, value, _ := strings.Cut(seq, "=")
		if !decode {
			list = append(list, pair{name, value})
			continue
		}
		buf = appendFormDecoded(buf, name)
		ends = append(ends, len(buf))
		buf = appendFormDecoded(buf, value)
		ends = append(ends, len(buf))
	}
	decoded := string(buf) // "" without decoding, and no allocation
	start := 0
	for k := 0; k < len(ends); k += 2 {
		list = append(list, pair{decoded[start:ends[k]], decoded[ends[k]:ends[k+1]]})
		start = ends[k+1]
	}
	return list
}

// appendFormDecoded appends to dst one name or value of the
// application/x-www-form-urlencoded parser: s with "+" replaced by a space,
// percent-decoded, then UTF-8 decoded without BOM (each maximal invalid
// sequence becomes U+FFFD; a BOM is kept as U+FEFF).
func appendFormDecoded(dst []byte, s string) []byte {
	start := len(dst)
	highBit := false // whether a decoded byte is 0x80 or above
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b == '+':
			b = ' '
		case b == '%' && isPercentEncodedByte(s, i):
			b = unhex(s[i+1])<<4 | unhex(s[i+2])
			highBit = highBit || b >= 0x80
			i += 2
		}
		dst = append(dst, b)
	}
	// s is valid UTF-8, and "+" and "%XX" for XX below 80 produce ASCII
	// bytes, so only a percent-decoded high byte can make the result invalid.
	if highBit && !utf8.Valid(dst[start:]) {
		fixed := toScalarValues(string(dst[start:]))
		dst = append(dst[:start], fixed...)
	}
	return dst
}

// appendSerialized appends the application/x-www-form-urlencoded
// serialization of list to dst: "name=value" for each pair, "&" between
// them, each name and value percent-encoded with the
// application/x-www-form-urlencoded percent-encode set, a space becoming
// "+".
func appendSerialized(dst []byte, list []pair) []byte {
	for i, p := range list {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = appendEncoded(dst, p.name, setForm)
		dst = append(dst, '=')
		dst = appendEncoded(dst, p.value, setForm)
	}
	return dst
}

// update is the URL Standard's "update steps" of a URLSearchParams object,
// and every method that changes the list calls it last: Append, Delete, Set
// and Sort. The constructors do not, as in the standard.
//
// For a SearchParams of a URL it stores the serialization as the URL's
// query, or makes the query null when the serialization is empty.
func (s *SearchParams) update() {
	if s.url != nil {
		// The serialization holds no code point of the query percent-encode
		// sets, and no leading "?": the search setter writes it as it is.
		s.url.SetSearch(string(appendSerialized(nil, s.list)))
		s.query = s.url.rawQuery()
	}
}

// sync parses the URL's query again when it changed since the list was
// made from it: the standard's search and href setters set the list.
func (s *SearchParams) sync() {
	if s.url != nil && s.url.rawQuery() != s.query {
		s.query = s.url.rawQuery()
		s.list = parseForm(s.list[:0], s.query)
	}
}

// String returns the application/x-www-form-urlencoded serialization of the
// pairs (URLSearchParams' toString): "name=value" for each pair in order,
// separated by "&". Names and values are UTF-8 percent-encoded, except for
// ASCII alphanumerics and "*", "-", ".", "_", and a space becomes "+". The
// result is ASCII.
func (s *SearchParams) String() string {
	s.sync()
	if len(s.list) == 0 {
		return ""
	}
	var scratch [256]byte
	buf := scratch[:0]
	n := 2*len(s.list) - 1 // the length when nothing needs percent-encoding
	for _, p := range s.list {
		n += len(p.name) + len(p.value)
	}
	if n > len(scratch) {
		buf = make([]byte, 0, n+n/8)
	}
	return string(appendSerialized(buf, s.list))
}

// AppendText appends the serialization that String returns to b. It
// implements encoding.TextAppender, and its error is always nil.
func (s *SearchParams) AppendText(b []byte) ([]byte, error) {
	s.sync()
	return appendSerialized(b, s.list), nil
}

// Size returns the number of pairs.
func (s *SearchParams) Size() int {
	s.sync()
	return len(s.list)
}

// Append adds the pair (name, value) at the end of the list.
func (s *SearchParams) Append(name, value string) {
	s.sync()
	s.list = append(s.list, pair{scalarValues(name), scalarValues(value)})
	s.update()
}

// optionalValue returns the optional value argument of Delete and Has.
func optionalValue(method string, value []string) (v string, given bool) {
	switch len(value) {
	case 0:
		return "", false
	case 1:
		return scalarValues(value[0]), true
	}
	panic("url: SearchParams." + method + " takes at most one value")
}

// Delete removes every pair named name or, when a value is given, every
// pair named name with that value. At most one value may be given; Delete
// panics when there are more.
func (s *SearchParams) Delete(name string, value ...string) {
	s.sync()
	name = scalarValues(name)
	v, byValue := optionalValue("Delete", value)
	s.list = slices.DeleteFunc(s.list, func(p pair) bool {
		return p.name == name && (!byValue || p.value == v)
	})
	s.update()
}

// Get returns the value of the first pair named name, or "" when there is
// none, as net/url's Values.Get does (the standard's get returns null
// then). Has tells a missing name from an empty value.
func (s *SearchParams) Get(name string) string {
	s.sync()
	name = scalarValues(name)
	if i := slices.IndexFunc(s.list, func(p pair) bool { return p.name == name }); i >= 0 {
		return s.list[i].value
	}
	return ""
}

// GetAll returns the values of the pairs named name, in order, or nil when
// there are none.
func (s *SearchParams) GetAll(name string) []string {
	s.sync()
	name = scalarValues(name)
	var values []string
	for _, p := range s.list {
		if p.name == name {
			values = append(values, p.value)
		}
	}
	return values
}

// Has reports whether there is a pair named name or, when a value is given,
// a pair named name with that value. At most one value may be given; Has
// panics when there are more.
func (s *SearchParams) Has(name string, value ...string) bool {
	s.sync()
	name = scalarValues(name)
	v, byValue := optionalValue("Has", value)
	return slices.ContainsFunc(s.list, func(p pair) bool {
		return p.name == name && (!byValue || p.value == v)
	})
}

// Set makes value the only value of name. If there are pairs named name,
// the first one keeps its place and gets value, and the others are removed;
// otherwise (name, value) is appended.
func (s *SearchParams) Set(name, value string) {
	s.sync()
	name, value = scalarValues(name), scalarValues(value)
	first := slices.IndexFunc(s.list, func(p pair) bool { return p.name == name })
	if first < 0 {
		s.list = append(s.list, pair{name, value})
	} else {
		s.list[first].value = value
		rest := slices.DeleteFunc(s.list[first+1:], func(p pair) bool { return p.name == name })
		s.list = s.list[:first+1+len(rest)]
	}
	s.update()
}

// Sort sorts the pairs by name, keeping the order of pairs with the same
// name (a stable sort). Names are compared as the standard compares
// strings, by UTF-16 code units, which is not always the order of Go's
// string comparison: "\uFB03" sorts after "\U0001F308" because the latter
// is a surrogate pair, whose code units (0xD83C 0xDF08) are below 0xFB03.
func (s *SearchParams) Sort() {
	s.sync()
	slices.SortStableFunc(s.list, func(a, b pair) int { return compareUTF16(a.name, b.name) })
	s.update()
}

// compareUTF16 compares the valid UTF-8 strings a and b by their UTF-16
// code units, without converting either string. The result is negative
// when a sorts first, positive when b does, and zero when they are equal.
//
// UTF-8 byte order is code point order, and UTF-16 order differs from it in
// one way only: a code point above U+FFFF is encoded with surrogates
// (0xD800-0xDFFF), so it sorts before the code points U+E000-U+FFFF, not
// after them. Comparing the first code points that differ, with that one
// exception, therefore decides the order.
func compareUTF16(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	if i == len(a) || i == len(b) {
		return cmp.Compare(len(a), len(b)) // one is a prefix of the other
	}
	if a[i] < utf8.RuneSelf && b[i] < utf8.RuneSelf {
		return int(a[i]) - int(b[i])
	}
	// Back up to the start of the code point holding the first difference;
	// the bytes before i are the same in both strings.
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	ra, _ := utf8.DecodeRuneInString(a[i:])
	rb, _ := utf8.DecodeRuneInString(b[i:])
	return int(utf16Order(ra)) - int(utf16Order(rb))
}

// utf16Order maps a code point to a number whose order is the UTF-16 code
// unit order: U+E000-U+FFFF move above every supplementary code point.
func utf16Order(r rune) rune {
	if r >= 0xE000 && r <= 0xFFFF {
		return r + 0x110000
	}
	return r
}

// All returns an iterator over the pairs, as name and value, in order. It
// reads the list as it goes, as the standard's iterator does: pairs
// appended during the loop are reached, and removing pairs before the
// current one makes the loop skip pairs.
func (s *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		s.sync()
		for i := 0; i < len(s.list); i++ {
			if p := s.list[i]; !yield(p.name, p.value) {
				return
			}
		}
	}
}

// Keys returns an iterator over the names of the pairs, in order and with
// repeats, like All.
func (s *SearchParams) Keys() iter.Seq[string] {
	return s.each(func(name, _ string) string { return name })
}

// Values returns an iterator over the values of the pairs, in order, like
// All. (ToValues converts to a net/url Values map.)
func (s *SearchParams) Values() iter.Seq[string] {
	return s.each(func(_, value string) string { return value })
}

// each returns an iterator over f of each pair, like All.
func (s *SearchParams) each(f func(name, value string) string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for name, value := range s.All() {
			if !yield(f(name, value)) {
				return
			}
		}
	}
}

// FromValues returns the pairs of the net/url Values v. A map has no order,
// so the names are sorted the way net/url's Values.Encode sorts them, by
// bytes (Go's string order), and each name's values keep their order. Names
// whose list of values is empty are left out.
func FromValues(v neturl.Values) *SearchParams {
	n := 0
	for _, values := range v {
		n += len(values)
	}
	s := &SearchParams{list: make([]pair, 0, n)}
	for _, name := range slices.Sorted(maps.Keys(v)) {
		sname := scalarValues(name)
		for _, value := range v[name] {
			s.list = append(s.list, pair{sname, scalarValues(value)})
		}
	}
	return s
}

// ToValues returns the pairs as a net/url Values map: each name maps to its
// values in order. The order between different names is lost. It returns an
// empty, non-nil map when there are no pairs.
func (s *SearchParams) ToValues() neturl.Values {
	s.sync()
	return toValues(s.list)
}

// toValues returns the pairs of list as a net/url Values map, never nil.
func toValues(list []pair) neturl.Values {
	v := make(neturl.Values)
	for _, p := range list {
		v[p.name] = append(v[p.name], p.value)
	}
	return v
}
