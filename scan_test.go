package url

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestWordScans checks the word-at-a-time scans of preprocessing against
// byte loops, for every byte value at every position of inputs of the
// lengths around a word.
func TestWordScans(t *testing.T) {
	for n := 0; n <= 20; n++ {
		for pos := 0; pos < n; pos++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a", n))
				b[pos] = byte(c)
				s := string(b)
				wantTab, wantPlain := -1, len(s)
				for i := 0; i < len(s); i++ {
					if wantTab < 0 && (s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
						wantTab = i
					}
					if wantPlain == len(s) && (s[i] < 0x0E || s[i] >= 0x80) {
						wantPlain = i
					}
				}
				if got := indexTabOrNewline(s); got != wantTab {
					t.Fatalf("indexTabOrNewline(%q) = %d, want %d", s, got, wantTab)
				}
				if got := plainASCIIPrefix(s); got != wantPlain {
					t.Fatalf("plainASCIIPrefix(%q) = %d, want %d", s, got, wantPlain)
				}
				checkCheckRest(t, s)
			}
		}
	}
}

// TestCheckRestMultiByte checks checkRest on valid and truncated
// multi-byte sequences, with a tab or newline before or after them, at
// every position of inputs of the lengths around a word.
func TestCheckRestMultiByte(t *testing.T) {
	for _, r := range []string{
		"é", "€", "日本", "𝐀", "\uFFFD", "é"[:1], "€"[:2], "𝐀"[:3], "\xED\xA0\x80",
		// The ends of each row of the well-formed sequences (Unicode,
		// table 3-7), and the bytes just past them.
		"\u0080", "\u07FF", "\u0800", "\uD7FF", "\uE000", "\uFFFF", "\U00010000", "\U0010FFFF",
		"\x80", "\xBF", "\xC0\x80", "\xC1\xBF", "\xC2\x7F", "\xC2\xC0", "\xDF\xC0",
		"\xE0\x9F\xBF", "\xE0\xC0\x80", "\xE1\x7F\x80", "\xE1\x80\x7F", "\xED\xBF\xBF", "\xEF\xBF\xC0",
		"\xF0\x8F\xBF\xBF", "\xF0\xC0\x80\x80", "\xF1\x80\x80\x7F", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF",
	} {
		for n := 0; n <= 20; n++ {
			for pos := 0; pos <= n; pos++ {
				for _, ws := range []string{"", "\t", "\n", "\r"} {
					for wpos := 0; wpos <= n; wpos++ {
						a := strings.Repeat("a", n)
						s := a[:pos] + r + a[pos:]
						if ws != "" {
							k := wpos
							if k > pos {
								k += len(r)
							}
							s = s[:k] + ws + s[k:]
						}
						checkCheckRest(t, s)
					}
				}
			}
		}
	}
}

// TestCheckRestPairs checks checkRest on two bytes of interest at every
// pair of positions in inputs of the lengths around a word: a byte below
// 0x0E sets a borrow in the word check that may flag the bytes after it
// without their being tabs, newlines or non-ASCII, also in the last word,
// which overlaps bytes already checked.
func TestCheckRestPairs(t *testing.T) {
	special := []byte{0x00, 0x01, '\t', '\n', 0x0B, '\r', 0x0E, 0x0F, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF}
	for n := 2; n <= 20; n++ {
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				for _, x := range special {
					for _, y := range special {
						b := []byte(strings.Repeat("a", n))
						b[i], b[j] = x, y
						checkCheckRest(t, string(b))
					}
				}
			}
		}
	}
}

// checkCheckRest fails unless checkRest(s) agrees with utf8.ValidString
// and indexTabOrNewline.
func checkCheckRest(t *testing.T, s string) {
	t.Helper()
	valid, tab := checkRest(s)
	if want := utf8.ValidString(s); valid != want {
		t.Fatalf("checkRest(%q) valid = %v, want %v", s, valid, want)
	}
	if want := indexTabOrNewline(s); valid && tab != want {
		t.Fatalf("checkRest(%q) tab = %d, want %d", s, tab, want)
	}
}

// checkPreprocess fails unless preprocess, from every known-plain prefix
// length and with or without pooled buffers, gives what the standard's
// steps give in their plain order: trim C0 controls and spaces, convert to
// scalar values, remove tabs and newlines; and reports the first tab or
// newline at its offset in input.
func checkPreprocess(t *testing.T, input string) {
	t.Helper()
	start, end := 0, len(input)
	for start < end && input[start] <= ' ' {
		start++
	}
	for end > start && input[end-1] <= ' ' {
		end--
	}
	want := strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(toScalarValues(input[start:end]))
	wantTab := strings.IndexAny(input[start:end], "\t\n\r")
	if wantTab >= 0 {
		wantTab += start
	}
	for _, pool := range []bool{false, true} {
		{
			var p parser
			p.poolIn = pool
			gotTab := -1
			p.report = func(code ValidationErrorCode, at int) {
				if gotTab < 0 && at >= start && at < end {
					gotTab = at
				}
			}
			p.preprocess(input, true)
			if p.in != want {
				t.Fatalf("preprocess(%q), pooled %v = %q, want %q", input, pool, p.in, want)
			}
			if gotTab != wantTab {
				t.Fatalf("preprocess(%q) reports the first tab or newline at %d, want %d", input, gotTab, wantTab)
			}
			if p.inBuf != nil {
				putScratch(p.inBuf, *p.inBuf)
			}
		}
	}
}

func TestPreprocess(t *testing.T) {
	for _, in := range []string{
		"", " ", "\t", "https://h/", " https://h/ ", "https://h/\ta", "https://h/\t\n\ra\tb\n",
		"https://h/\xffa\tb\xfe\tc", "\x00\tx\xc3\t\xa9y\n", "https://h/é\tx", "https://h/a\tb\tc\td\te\tf\tg\th\ti",
		"https://h/aaaaaaaaaaaaaaaa\t\xe2\x82", "\t\t\t", "a\x01\tb", "\xf0\x9f\x98\t\x80",
	} {
		checkPreprocess(t, in)
	}
}

// TestScalarValues checks toScalarValues and scalarValuesLen against a
// replacement written from the Encoding Standard's rule alone: each
// maximal subpart of an ill-formed sequence, the longest prefix of a
// well-formed sequence there (at least one byte), becomes U+FFFD. Every
// sequence of up to four bytes from the bytes at the edges of table 3-7's
// ranges is tried, inside ASCII bytes that put it before, across and after
// an eight-byte word.
func TestScalarValues(t *testing.T) {
	edges := []byte{0x00, 'a', 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
		0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF}
	check := func(s string) {
		want := refScalarValues(s)
		if got := toScalarValues(s); got != want {
			t.Fatalf("toScalarValues(%q) = %q, want %q", s, got, want)
		}
		if got := scalarValuesLen(s); got != len(want) {
			t.Fatalf("scalarValuesLen(%q) = %d, want %d", s, got, len(want))
		}
	}
	var seq [4]byte
	for n := 1; n <= 4; n++ {
		var try func(k int)
		try = func(k int) {
			if k == n {
				for _, pad := range []string{"", "abcdefg", "abcdefghijk"} {
					check(pad + string(seq[:n]))
					check(pad + string(seq[:n]) + "xyz")
				}
				return
			}
			for _, c := range edges {
				seq[k] = c
				try(k + 1)
			}
		}
		try(0)
	}
}

// refScalarValues replaces each maximal subpart of an ill-formed sequence
// in s with U+FFFD: the longest prefix of the bytes there that some
// continuation bytes would make a well-formed sequence.
func refScalarValues(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if r, size := utf8.DecodeRuneInString(s[i:]); r != utf8.RuneError || size > 1 {
			b.WriteString(s[i : i+size])
			i += size
			continue
		}
		k := 1
		for l := 2; l <= 3 && i+l <= len(s); l++ {
			p := s[i : i+l]
			ok, seen := wellFormedPrefixes[p]
			if !seen {
				ok = wellFormedPrefix(p)
				wellFormedPrefixes[p] = ok
			}
			if ok {
				k = l
			}
		}
		b.WriteString("\uFFFD")
		i += k
	}
	return b.String()
}

// wellFormedPrefixes caches wellFormedPrefix for refScalarValues.
var wellFormedPrefixes = map[string]bool{}

// wellFormedPrefix reports whether some continuation bytes after p make a
// well-formed sequence of more bytes than p. Only the byte after the first
// is limited to a part of 0x80 to 0xBF: it is tried with each, the others
// with 0x80.
func wellFormedPrefix(p string) bool {
	for total := len(p) + 1; total <= utf8.UTFMax; total++ {
		for second := 0x80; second <= 0xBF; second++ {
			full := []byte(p)
			for len(full) < total {
				c := byte(0x80)
				if len(full) == 1 {
					c = byte(second)
				}
				full = append(full, c)
			}
			if r, size := utf8.DecodeRune(full); size == total && (r != utf8.RuneError || size > 1) {
				return true
			}
		}
	}
	return false
}

// TestOpaquePathRun checks the word-at-a-time scan of an opaque path
// against a byte-by-byte one: every byte value at every offset of the
// first two words, after a run of bytes it keeps.
func TestOpaquePathRun(t *testing.T) {
	slow := func(s string, j int) int {
		for ; j < len(s); j++ {
			if c := s[j]; c < 0x21 || c > 0x7E || c == '?' || c == '#' {
				break
			}
		}
		return j
	}
	for b := range 256 {
		for pos := range 20 {
			in := []byte(strings.Repeat("a~!%z", 5))
			in[pos] = byte(b)
			for start := range 3 {
				if got, want := opaquePathRun(string(in), start), slow(string(in), start); got != want {
					t.Fatalf("opaquePathRun(%q, %d) = %d, want %d", in, start, got, want)
				}
			}
		}
	}
}
