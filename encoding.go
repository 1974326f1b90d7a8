package url

import (
	"errors"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/weburl/url/internal/encname"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/transform"
)

// This file holds the URL Standard's encoding override for the query: "get
// an encoding" for a label, "get an output encoding", and "percent-encode
// after encoding" for encodings other than UTF-8, built on the Encoding
// Standard's encoders.
//
// golang.org/x/text supplies the label table (htmlindex) and the indexes,
// through its encoders: asked for one code point, an x/text encoder gives
// the bytes for that code point's index pointer. Its encoders are not the
// Encoding Standard's, though, so each encoder below follows the Encoding
// Standard's steps itself and only looks index pointers up in x/text,
// correcting x/text where its data or its choice among duplicate index
// entries differs from the standard. Each correction cites its step.

// An encKind says which Encoding Standard encoder an encoding uses.
type encKind uint8

const (
	kindSingleByte encKind = iota // the single-byte encoder (and x-user-defined's, which x/text has as a single-byte table)
	kindGBK                       // the gb18030 encoder with is GBK true
	kindGB18030                   // the gb18030 encoder
	kindBig5                      // the Big5 encoder
	kindEUCJP                     // the EUC-JP encoder
	kindISO2022JP                 // the ISO-2022-JP encoder
	kindShiftJIS                  // the Shift_JIS encoder
	kindEUCKR                     // the EUC-KR encoder
)

// A legacyEncoding is an output encoding other than UTF-8. It is immutable
// and shared by every parse that uses it.
type legacyEncoding struct {
	name  string                // the encoding's name in the Encoding Standard, such as "Shift_JIS"
	kind  encKind               // which encoder it uses
	index transform.Transformer // x/text's encoder, asked for index pointers; stateless
	// c1 has bit b set when index single-byte maps pointer b to U+0080 +
	// b, a C1 control, and x/text has no byte for that code point.
	c1 uint32
}

// errUnknownLabel is wrapped by the error for a label that names no encoding.
var errUnknownLabel = errors.New("not a WHATWG encoding label")

// A labelError is the error for an encoding label that the Encoding
// Standard's "get an encoding" does not know.
type labelError struct{ label string }

func (e *labelError) Error() string {
	return "url: encoding label " + strconv.Quote(e.label) + " is " + errUnknownLabel.Error()
}

func (e *labelError) Unwrap() error { return errUnknownLabel }

// outputEncoding runs "get an encoding" (encname.Get) on label and then
// "get an output encoding" on the result. It returns nil for UTF-8 (which
// replacement, UTF-16BE and UTF-16LE become), and an error naming label when
// label is not a label.
func outputEncoding(label string) (*legacyEncoding, error) {
	e, name, ok := encname.Get(label)
	switch {
	case !ok:
		return nil, &labelError{label}
	case name == "UTF-8" || name == "replacement" || name == "UTF-16BE" || name == "UTF-16LE":
		return nil, nil
	}
	le := &legacyEncoding{name: name, kind: encoderKinds[name], index: e.NewEncoder().Transformer}
	switch le.kind {
	case kindEUCJP, kindISO2022JP, kindShiftJIS:
		// All three look pointers up in index jis0208, which x/text's
		// EUC-JP encoder gives most plainly (see jis0208Pointer).
		le.index = japanese.EUCJP.NewEncoder().Transformer
	case kindSingleByte:
		le.c1 = c1Controls(e)
	}
	return le, nil
}

// encoderKinds gives the encoder of each encoding that does not use the
// single-byte encoder.
var encoderKinds = map[string]encKind{
	"GBK":         kindGBK,
	"gb18030":     kindGB18030,
	"Big5":        kindBig5,
	"EUC-JP":      kindEUCJP,
	"ISO-2022-JP": kindISO2022JP,
	"Shift_JIS":   kindShiftJIS,
	"EUC-KR":      kindEUCKR,
}

// appendEncodedWith appends to dst the result of the URL Standard's
// "percent-encode after encoding" with e, s and set.
//
// The encoder runs over all of s as one I/O queue: the ISO-2022-JP encoder
// keeps its state from one code point to the next, so s cannot be encoded
// a code point at a time with fresh encoders. Each time the encoder stops
// at a code point it cannot encode ("encode or fail" returning that code
// point), the bytes so far are percent-encoded, "%26%23", the code point in
// decimal and "%3B" follow, and the same encoder instance goes on after
// that code point.
func appendEncodedWith(dst []byte, s string, set encodeSet, e *legacyEncoding) []byte {
	if isASCII(s) && !(e.kind == kindISO2022JP && strings.ContainsAny(s, "\x0E\x0F\x1B")) {
		// Every encoder writes ASCII code points as their own bytes, but
		// for U+000E, U+000F and U+001B, for which the ISO-2022-JP encoder
		// returns an error.
		return appendEncoded(dst, s, set)
	}
	enc := encoder{enc: e}
	var out [maxBytesPerCodePoint]byte
	for _, r := range s {
		n, ok := enc.encodeCodePoint(out[:], r)
		// A copy of at most four bytes, which does not escape: on the
		// stack.
		dst = appendEncoded(dst, string(out[:n]), set)
		if !ok {
			dst = append(dst, "%26%23"...)
			dst = strconv.AppendInt(dst, int64(enc.errCodePoint), 10)
			dst = append(dst, "%3B"...)
		}
	}
	if enc.jpState != jpASCII {
		// ISO-2022-JP encoder, step 1: at end-of-queue, return to ASCII.
		dst = appendEncoded(dst, jpEscapes[jpASCII], set)
	}
	return dst
}

// ISO-2022-JP encoder states.
const (
	jpASCII uint8 = iota
	jpRoman
	jpJIS0208
)

// An encoder is an instance of a legacy encoding's encoder, which keeps its
// state from one code point to the next, as the URL Standard's use of
// "encode or fail" requires.
type encoder struct {
	enc          *legacyEncoding
	jpState      uint8 // ISO-2022-JP encoder state
	errCodePoint rune  // the code point of the last error

	one [4]byte // a code point's UTF-8, for index lookups
	idx [8]byte // the bytes of an index lookup
}

// maxBytesPerCodePoint bounds what one code point encodes to, escape
// sequences included.
const maxBytesPerCodePoint = 8

// encodeCodePoint runs the encoder's handler on r, writing the bytes to dst
// (which has room for maxBytesPerCodePoint). On error it sets errCodePoint
// and returns false; bytes written before the error (ISO-2022-JP's escape
// back to ASCII) count.
func (e *encoder) encodeCodePoint(dst []byte, r rune) (int, bool) {
	if e.enc.kind == kindISO2022JP {
		return e.iso2022JP(dst, r)
	}
	// Every other encoder's step 2: an ASCII code point is its own byte.
	if r < utf8.RuneSelf {
		dst[0] = byte(r)
		return 1, true
	}
	var n int
	switch e.enc.kind {
	case kindSingleByte:
		n = e.singleByte(dst, r)
	case kindGBK, kindGB18030:
		n = e.gb18030(dst, r, e.enc.kind == kindGBK)
	case kindBig5:
		n = e.big5(dst, r)
	case kindEUCJP:
		n = e.eucJP(dst, r)
	case kindShiftJIS:
		n = e.shiftJIS(dst, r)
	case kindEUCKR:
		// The EUC-KR encoder (Encoding Standard, 13.1.2): two bytes from
		// the index EUC-KR pointer, which x/text gives as they are.
		n = e.lookupCopy(dst, r, 2)
	}
	if n == 0 {
		e.errCodePoint = r
		return 0, false
	}
	return n, true
}

// lookup returns x/text's encoding of the single code point r, or nil when
// x/text has none.
func (e *encoder) lookup(r rune) []byte {
	n := utf8.EncodeRune(e.one[:], r)
	nDst, _, err := e.enc.index.Transform(e.idx[:], e.one[:n], true)
	if err != nil {
		return nil
	}
	return e.idx[:nDst]
}

// lookupCopy copies x/text's encoding of r to dst when it is size bytes
// long, and returns the number of bytes copied, 0 for none.
func (e *encoder) lookupCopy(dst []byte, r rune, size int) int {
	if b := e.lookup(r); len(b) == size {
		return copy(dst, b)
	}
	return 0
}

// singleByte is the single-byte encoder for a non-ASCII code point (Encoding
// Standard, 9.2): the byte is its index pointer + 0x80. It returns the
// number of bytes written, 0 for an error.
func (e *encoder) singleByte(dst []byte, r rune) int {
	if r >= 0x80 && r <= 0x9F && e.enc.c1&(1<<(r-0x80)) != 0 {
		dst[0] = byte(r)
		return 1
	}
	return e.lookupCopy(dst, r, 1)
}

// pointerBytes returns the two bytes of pointer p in an index with n
// trail bytes for each lead byte: the lead p/n + lead, the trail p%n +
// trailLow, or + trailHigh from p%n 0x3F on (the Shift_JIS, Big5 and
// gb18030 encoders' last steps).
func pointerBytes(p, n int, lead, trailLow, trailHigh byte) []byte {
	trail, off := p%n, trailLow
	if trail >= 0x3F {
		off = trailHigh
	}
	return []byte{byte(p/n) + lead, byte(trail) + off}
}

// jisRoman returns the byte of JIS X 0201 Roman that the EUC-JP, Shift_JIS
// and ISO-2022-JP encoders write for U+00A5 and U+203E (EUC-JP and
// Shift_JIS steps 3 and 4), or 0 for other code points. x/text has no
// bytes for them.
func jisRoman(r rune) byte {
	switch r {
	case 0xA5:
		return 0x5C
	case 0x203E:
		return 0x7E
	}
	return 0
}

// jis0208Pointer returns the index pointer for r in index jis0208, or -1,
// after the step of the EUC-JP, Shift_JIS and ISO-2022-JP encoders that
// makes U+2212 U+FF0D (x/text has no bytes for U+2212).
// e.enc.index is x/text's EUC-JP encoder, which writes pointer p, the first
// pointer for r, as 0xA1 + p/94, 0xA1 + p%94. Its other outputs are not
// pointers in index jis0208: 0x8E and a byte for halfwidth katakana, 0x8F
// and two bytes for index jis0212.
func (e *encoder) jis0208Pointer(r rune) int {
	if r == 0x2212 {
		r = 0xFF0D
	}
	b := e.lookup(r)
	if len(b) != 2 || b[0] < 0xA1 || b[1] < 0xA1 {
		return -1
	}
	return int(b[0]-0xA1)*94 + int(b[1]-0xA1)
}

// eucJP is the EUC-JP encoder for a non-ASCII code point (Encoding Standard,
// 12.1.2).
func (e *encoder) eucJP(dst []byte, r rune) int {
	if b := jisRoman(r); b != 0 { // steps 3 and 4
		dst[0] = b
		return 1
	}
	if r >= 0xFF61 && r <= 0xFF9F { // step 5
		dst[0], dst[1] = 0x8E, byte(r-0xFF61+0xA1)
		return 2
	}
	// Steps 6 to 11. x/text's EUC-JP encoder also writes code points of
	// index jis0212 (as 0x8F and two bytes); the standard's does not, as
	// "index jis0212 is only used by the EUC-JP decoder": jis0208Pointer
	// leaves them out.
	p := e.jis0208Pointer(r)
	if p < 0 {
		return 0
	}
	dst[0], dst[1] = byte(p/94+0xA1), byte(p%94+0xA1)
	return 2
}

// shiftJIS is the Shift_JIS encoder for a non-ASCII code point (Encoding
// Standard, 12.3.2). x/text has no bytes for U+0080, U+00A5, U+203E and
// U+2212, and uses the index pointer rather than the index Shift_JIS
// pointer.
func (e *encoder) shiftJIS(dst []byte, r rune) int {
	switch {
	case r == 0x80: // step 2
		dst[0] = 0x80
		return 1
	case jisRoman(r) != 0: // steps 3 and 4
		dst[0] = jisRoman(r)
		return 1
	case r >= 0xFF61 && r <= 0xFF9F: // step 5
		dst[0] = byte(r - 0xFF61 + 0xA1)
		return 1
	}
	// Steps 6 and 7, the index Shift_JIS pointer: index jis0208 without the
	// pointers 8272 to 8835 (NEC's selection of IBM extensions), so that a
	// code point there is encoded as its IBM extension, later in the index.
	p := e.jis0208Pointer(r)
	if p >= 8272 && p <= 8835 {
		var ok bool
		if p, ok = shiftJISIBMPointers()[r]; !ok {
			return 0
		}
	}
	if p < 0 {
		return 0 // step 8
	}
	return copy(dst, shiftJISBytes(p))
}

// shiftJISBytes returns the two bytes of index Shift_JIS pointer p (the
// Shift_JIS encoder's steps 9 to 13).
func shiftJISBytes(p int) []byte {
	b := pointerBytes(p, 188, 0x81, 0x40, 0x41)
	if p/188 >= 0x1F {
		b[0] += 0xC1 - 0x81
	}
	return b
}

// decodeOne decodes src with dec and returns the one code point it stands
// for, or -1 when it decodes to none (U+FFFD) or to more than one.
func decodeOne(dec *encoding.Decoder, src ...byte) rune {
	var out [8]byte
	dec.Reset()
	n, _, err := dec.Transform(out[:], src, true)
	r, size := utf8.DecodeRune(out[:n])
	if err != nil || size != n || r == utf8.RuneError { // none, not UTF-8, or more than one
		return -1
	}
	return r
}

// shiftJISIBMPointers maps each code point whose first pointer in index
// jis0208 is in 8272 to 8835 to its index Shift_JIS pointer, the first of
// its pointers after 8835 (in the IBM extensions, 10716 on). It reads them
// off x/text's Shift_JIS decoder once.
var shiftJISIBMPointers = sync.OnceValue(func() map[rune]int {
	dec := japanese.ShiftJIS.NewDecoder()
	eucjp := &encoder{enc: &legacyEncoding{kind: kindEUCJP, index: japanese.EUCJP.NewEncoder().Transformer}}
	m := make(map[rune]int)
	// Pointers 8836 to 10715 are not in index jis0208 (the Shift_JIS
	// decoder maps them to Private Use code points itself), and index
	// jis0208 ends before 94 × 120.
	for p := 10716; p < 94*120; p++ {
		r := decodeOne(dec, shiftJISBytes(p)...)
		if _, seen := m[r]; !seen && r >= 0 {
			if first := eucjp.jis0208Pointer(r); first >= 8272 && first <= 8835 {
				m[r] = p
			}
		}
	}
	return m
})

// iso2022JPKatakana is index ISO-2022-JP katakana: the fullwidth katakana
// for U+FF61 to U+FF9F, in order.
const iso2022JPKatakana = "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜"

var iso2022JPKatakanaRunes = []rune(iso2022JPKatakana)

// iso2022JP is the ISO-2022-JP encoder's handler (Encoding Standard,
// 12.2.2) for code point r, with "restore codePoint to ioQueue" as another
// turn of the loop. x/text's ISO-2022-JP encoder cannot be used: it has no
// Roman state (it has no bytes for U+00A5 and U+203E), writes U+000E,
// U+000F and U+001B as they are, writes halfwidth katakana in the JIS X 0201
// katakana set (ESC ( I) rather than as fullwidth katakana in jis0208, has
// no bytes for U+2212, and returns to ASCII before every error. Only x/text's
// index jis0208 is used, through jis0208Pointer.
func (e *encoder) iso2022JP(dst []byte, r rune) (int, bool) {
	n := 0
	for {
		// Steps 6, 7, 11 and 12 write the escape sequence of state to,
		// switch to it, and restore r to the queue: another turn.
		st, to := e.jpState, jpASCII
		switch {
		case st != jpJIS0208 && (r == 0x0E || r == 0x0F || r == 0x1B):
			// Step 3: U+FFFD, not the code point, "to prevent attacks".
			e.errCodePoint = 0xFFFD
			return n, false
		case st == jpASCII && r < utf8.RuneSelf: // step 4
			dst[n] = byte(r)
			return n + 1, true
		case st == jpRoman && (r < utf8.RuneSelf && r != '\\' && r != '~' || jisRoman(r) != 0): // step 5
			dst[n] = byte(r)
			if b := jisRoman(r); b != 0 {
				dst[n] = b
			}
			return n + 1, true
		case r < utf8.RuneSelf: // step 6
		case jisRoman(r) != 0: // step 7
			to = jpRoman
		default:
			// Step 8 is jis0208Pointer's.
			c := r
			if c >= 0xFF61 && c <= 0xFF9F { // step 9
				c = iso2022JPKatakanaRunes[c-0xFF61]
			}
			p := e.jis0208Pointer(c) // step 10
			switch {
			case p < 0 && st != jpJIS0208: // step 11 (in jis0208, to ASCII)
				e.errCodePoint = r
				return n, false
			case p >= 0 && st != jpJIS0208: // step 12
				to = jpJIS0208
			case p >= 0: // steps 13 to 15
				dst[n], dst[n+1] = byte(p/94+0x21), byte(p%94+0x21)
				return n + 2, true
			}
		}
		n += copy(dst[n:], jpEscapes[to])
		e.jpState = to
	}
}

// jpEscapes holds the escape sequence into each ISO-2022-JP encoder state.
var jpEscapes = [...]string{jpASCII: "\x1b(B", jpRoman: "\x1b(J", jpJIS0208: "\x1b$B"}

// big5 is the Big5 encoder for a non-ASCII code point (Encoding Standard,
// 11.1.2). It returns the number of bytes written, 0 for an error.
func (e *encoder) big5(dst []byte, r rune) int {
	// Step 3, the index Big5 pointer. x/text's encoder gives, for each code
	// point, its last pointer in index Big5. The index Big5 pointer leaves
	// out the pointers below (0xA1 − 0x81) × 157, the Hong Kong
	// Supplementary Character Set, whose lead bytes are below 0xA1. A code
	// point x/text puts there has no other pointer.
	b := e.lookup(r)
	if len(b) != 2 || b[0] < 0xA1 {
		return 0
	}
	// Code points get their first pointer from 5024 on: for the few with
	// more than one there, not x/text's (big5FirstPointers).
	if p, ok := big5FirstPointers()[r]; ok {
		return copy(dst, big5Bytes(p))
	}
	return copy(dst, b)
}

// big5Bytes returns the two bytes of index Big5 pointer p (the Big5
// encoder's steps 5 to 8).
func big5Bytes(p int) []byte { return pointerBytes(p, 157, 0x81, 0x40, 0x62) }

// big5FirstPointers maps each code point that index Big5 has at more than
// one pointer from (0xA1 − 0x81) × 157 on to the first of them, but for
// the six whose index Big5 pointer is the last. It reads the index off
// x/text's Big5 decoder once.
var big5FirstPointers = sync.OnceValue(func() map[rune]int {
	dec := traditionalchinese.Big5.NewDecoder()
	first := make(map[rune]int)
	dups := make(map[rune]int)
	for p := (0xA1 - 0x81) * 157; p < (0xFF-0x81)*157; p++ {
		r := decodeOne(dec, big5Bytes(p)...)
		if f, seen := first[r]; seen {
			dups[r] = f
		} else if r >= 0 {
			first[r] = p
		}
	}
	// The index Big5 pointer's step 2: the last pointer, as x/text has.
	for _, r := range "\u2550\u255E\u2561\u256A\u5341\u5345" {
		delete(dups, r)
	}
	return dups
})

// gb18030 is the gb18030 encoder (and, with isGBK, the GBK encoder) for a
// non-ASCII code point (Encoding Standard, 10.2.2). It returns the number of
// bytes written, 0 for an error.
func (e *encoder) gb18030(dst []byte, r rune, isGBK bool) int {
	if r == 0xE5E5 {
		// Step 3: index gb18030 maps 0xA3 0xA0 to U+3000, so U+E5E5 has no
		// bytes. x/text encodes it in four bytes.
		return 0
	}
	if isGBK && r == 0x20AC { // step 4
		dst[0] = 0x80
		return 1
	}
	if b, ok := gb18030SideTable[r]; ok { // step 5
		return copy(dst, b[:])
	}
	// Steps 6 and 7, the index pointer in index gb18030 and its two bytes.
	// x/text's encoder gives those two bytes for the entries its copy of
	// the index has, and four bytes (GBK: none) for other code points;
	// gb18030Supplement has the entries it lacks.
	b := e.lookup(r)
	if len(b) == 2 {
		return copy(dst, b)
	}
	if p := gb18030SupplementPointer(r); p >= 0 {
		return copy(dst, pointerBytes(p, 190, 0x81, 0x40, 0x41))
	}
	if isGBK { // step 8
		return 0
	}
	// Steps 9 to 16: four bytes from the index gb18030 ranges pointer,
	// which x/text gives (b, four bytes here), except for U+E7C7: the index
	// gb18030 ranges pointer's step 1 makes it pointer 7457, 0x81 0x35
	// 0xF4 0x37 (GB18030-2005), where x/text follows GB18030-2000.
	if r == 0xE7C7 {
		return copy(dst, "\x81\x35\xF4\x37")
	}
	return copy(dst, b)
}

// gb18030SideTable is the table of the gb18030 encoder's step 5: the
// Private Use code points that index gb18030 mapped these bytes to before
// GB18030-2022 keep their bytes.
var gb18030SideTable = map[rune][2]byte{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB},
	0xE790: {0xA6, 0xDC}, 0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE},
	0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC}, 0xE795: {0xA6, 0xED},
	0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D},
	0xE843: {0xFE, 0x7E}, 0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

// gb18030Supplement holds the entries of index gb18030 that x/text's copy
// of it lacks, as runs of consecutive code points at consecutive pointers,
// sorted by code point: 0xA8 0xBC (U+1E3F since GB18030-2005), the entries
// added by GB18030-2022 (U+9FB4 to U+9FBB, U+FE10 to U+FE19), and all the
// Private Use entries (U+E000 to U+E855), which x/text leaves out.
var gb18030Supplement = [...]struct {
	cp      uint16
	pointer uint16
	n       uint8
}{
	{0x1E3F, 7533, 1},
	{0x9FB4, 23775, 1},
	{0x9FB5, 23783, 1},
	{0x9FB6, 23788, 2},
	{0x9FB8, 23795, 1},
	{0x9FB9, 23812, 1},
	{0x9FBA, 23829, 1},
	{0x9FBB, 23845, 1},
	{0xE000, 7886, 94},
	{0xE05E, 8076, 94},
	{0xE0BC, 8266, 94},
	{0xE11A, 8456, 94},
	{0xE178, 8646, 94},
	{0xE1D6, 8836, 94},
	{0xE234, 22706, 94},
	{0xE292, 22896, 94},
	{0xE2F0, 23086, 94},
	{0xE34E, 23276, 94},
	{0xE3AC, 23466, 94},
	{0xE40A, 23656, 94},
	{0xE468, 23846, 94},
	{0xE4C6, 6080, 96},
	{0xE526, 6270, 96},
	{0xE586, 6460, 95},
	{0xE5E6, 6650, 96},
	{0xE646, 6840, 96},
	{0xE6A6, 7030, 96},
	{0xE706, 7220, 96},
	{0xE766, 6376, 6},
	{0xE76D, 6433, 1},
	{0xE76E, 6444, 2},
	{0xE770, 6458, 2},
	{0xE772, 6829, 11},
	{0xE77D, 7022, 8},
	{0xE785, 7150, 8},
	{0xE797, 7211, 9},
	{0xE7A0, 7349, 15},
	{0xE7AF, 7397, 13},
	{0xE7BC, 7495, 11},
	{0xE7C9, 7538, 4},
	{0xE7CD, 7579, 21},
	{0xE7E2, 7624, 1},
	{0xE7E3, 7627, 1},
	{0xE7E4, 7629, 3},
	{0xE7F4, 7686, 13},
	{0xE801, 7775, 15},
	{0xE810, 16525, 5},
	{0xE816, 23767, 3},
	{0xE831, 23794, 1},
	{0xE83B, 23804, 1},
	{0xE855, 23830, 1},
	{0xFE10, 7182, 1},
	{0xFE11, 7184, 1},
	{0xFE12, 7183, 1},
	{0xFE13, 7185, 4},
	{0xFE17, 7201, 2},
	{0xFE19, 7208, 1},
}

// gb18030SupplementPointer returns r's pointer in gb18030Supplement, or -1.
func gb18030SupplementPointer(r rune) int {
	// The first run that ends after r.
	i := sort.Search(len(gb18030Supplement), func(i int) bool {
		return rune(gb18030Supplement[i].cp)+rune(gb18030Supplement[i].n) > r
	})
	if i < len(gb18030Supplement) && rune(gb18030Supplement[i].cp) <= r {
		return int(gb18030Supplement[i].pointer) + int(r-rune(gb18030Supplement[i].cp))
	}
	return -1
}

// c1Controls returns the legacyEncoding.c1 bits for the single-byte
// encoding e. Each index single-byte maps the pointers 0 to 31 (bytes 0x80
// to 0x9F) that have no other code point to the C1 controls U+0080 to
// U+009F: all 32 in the ISO-8859 encodings, the holes of the windows
// encodings (such as 0x81, 0x8D, 0x8F, 0x90 and 0x9D in windows-1252). x/text
// decodes those bytes to U+FFFD and has no bytes for those code points.
func c1Controls(e encoding.Encoding) uint32 {
	var bits uint32
	dec := e.NewDecoder()
	for b := range 32 {
		if decodeOne(dec, byte(0x80+b)) < 0 {
			bits |= 1 << b
		}
	}
	return bits
}
