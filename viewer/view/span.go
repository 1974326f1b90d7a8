package view

import (
	"sort"
	"unicode/utf8"

	url "github.com/weburl/url"
)

// maxSpan bounds how far a span is extended over a host or port, so that
// listing errors stays linear in the input's length.
const maxSpan = 1 << 12

// The library reports where a validation error arose as one byte offset.
// The viewer highlights the code point at that offset (or, for "%" and two
// hex digits, the three of them); for an error about a whole host or port
// that starts there, it extends the span to the end of that host or port.
// An offset at the end of the input is an empty span.

// extendsOverHost lists the errors whose offset starts a host (or an IPv4
// part of one) and which are about that whole host or part.
func extendsOverHost(c url.ValidationErrorCode) bool {
	switch c {
	case url.DomainToASCII, url.IPv4EmptyPart, url.IPv4TooFewParts, url.IPv4TooManyParts,
		url.IPv4NonNumericPart, url.IPv4NonDecimalPart, url.IPv4OutOfRangePart:
		return true
	}
	return false
}

// byteSpan returns the span in bytes of the error code at offset in input.
func byteSpan(input string, offset int, code url.ValidationErrorCode) (start, end int) {
	if offset < 0 {
		offset = 0
	}
	if offset >= len(input) {
		return len(input), len(input)
	}
	start = offset
	_, size := utf8.DecodeRuneInString(input[start:])
	end = start + size
	switch {
	case input[start] == '%' && start+2 < len(input) && isHex(input[start+1]) && isHex(input[start+2]):
		end = start + 3
	case extendsOverHost(code):
		end = scanUntil(input, start, "/\\?#:")
	case code == url.PortOutOfRange:
		end = start
		for end < len(input) && end-start < maxSpan && input[end] >= '0' && input[end] <= '9' {
			end++
		}
		if end == start {
			end = start + size
		}
	}
	return start, end
}

// scanUntil returns the offset of the first byte of stop at or after start
// in input (or the end of input, or start+maxSpan).
func scanUntil(input string, start int, stop string) int {
	end := start
	for end < len(input) && end-start < maxSpan {
		c := input[end]
		for i := 0; i < len(stop); i++ {
			if c == stop[i] {
				if end == start {
					_, size := utf8.DecodeRuneInString(input[start:])
					return start + size
				}
				return end
			}
		}
		end++
	}
	// Do not end inside a code point.
	for end < len(input) && !utf8.RuneStart(input[end]) {
		end++
	}
	return end
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// spansOf returns the UTF-16 span of each error (offsets[i], codes[i]).
func spansOf(input string, offsets []int, codes []url.ValidationErrorCode) []Span {
	bytePos := make([]int, 0, 2*len(offsets))
	for i, off := range offsets {
		s, e := byteSpan(input, off, codes[i])
		bytePos = append(bytePos, s, e)
	}
	units := utf16Offsets(input, bytePos)
	spans := make([]Span, len(offsets))
	for i := range spans {
		spans[i] = Span{Start: units[2*i], End: units[2*i+1]}
	}
	return spans
}

// utf16Offsets maps byte offsets in s to offsets in UTF-16 code units of
// the same text, in one pass over s. An offset inside a code point maps to
// that code point's start; an invalid byte counts as one unit, as the U+FFFD
// that stands for it.
func utf16Offsets(s string, byteOffsets []int) []int {
	order := make([]int, len(byteOffsets))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return byteOffsets[order[a]] < byteOffsets[order[b]] })
	out := make([]int, len(byteOffsets))
	pos, units := 0, 0
	for _, i := range order {
		target := byteOffsets[i]
		for pos < len(s) {
			r, size := utf8.DecodeRuneInString(s[pos:])
			if pos+size > target {
				break
			}
			pos += size
			units += runeUnits(r)
		}
		out[i] = units
	}
	return out
}

// utf16Len returns the length of s in UTF-16 code units.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += runeUnits(r)
	}
	return n
}

// runeUnits is how many UTF-16 code units encode r (utf8.RuneError, which
// also stands for an invalid byte, is one).
func runeUnits(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}
