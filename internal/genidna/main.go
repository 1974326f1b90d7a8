// Command genidna writes idnatables.go: what the parser's quick IDNA path
// (idnaquick.go) needs to know of each code point of the Basic Multilingual
// Plane, as golang.org/x/net/idna (the module's IDNA, Unicode 17) and
// golang.org/x/text (its Unicode Character Database) say.
//
// Run it with "go generate" in the repository root. For each code point the
// table holds one 16-bit value (the layout is in idnaquick.go):
//   - decline: the quick path leaves a domain with it to golang.org/x/net/idna;
//   - valid: UTS #46 keeps it as it is; with its Bidi class as RFC 5893's
//     Bidi rule groups them, whether it is a combining mark (General_Category
//     M, which may not start a label), and its canonical combining class;
//   - mapped: UTS #46 maps it to one or more code points, each valid, held in
//     idnaMapData;
//   - ignored: UTS #46 maps it to nothing.
//
// A valid code point is declined unless it is NFC_Quick_Check=Yes (so that
// the quick path can tell that a label is in NFC by the quick check of
// UAX #15 alone), is neither ZERO WIDTH JOINER nor NON-JOINER (whose
// ContextJ rules stay with golang.org/x/net/idna), and its decomposition has
// at most three trailing non-starters (so that NFC's stream-safe format never
// changes a label the quick path takes). A mapped code point is declined
// unless everything it maps to is valid, and unless it is right-to-left (Bidi
// class R, AL or AN) exactly when something it maps to is:
// golang.org/x/net/idna decides whether a domain is a Bidi domain name from
// its code points before mapping, UTS #46 after. ASCII is in the table too.
// The package's tests check every entry against golang.org/x/net/idna again.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"log"
	"os"
	"slices"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// probe is the parser's lenient profile (host.go) without the Bidi rule,
// whose mapping is probed: a right-to-left code point between two Latin
// letters fails the Bidi rule, but is mapped all the same.
var probe = idna.New(
	idna.MapForLookup(),
	idna.CheckJoiners(true),
	idna.CheckHyphens(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// The value layout; idnaquick.go has the same constants.
const (
	kindDecline = 0
	kindValid   = 1
	kindMapped  = 2
	kindIgnored = 3

	bidiShift = 2
	markBit   = 1 << 5
	cccShift  = 6
	mapShift  = 2
)

// The Bidi classes as the Bidi rule groups them.
const (
	bidiOther   = iota // B, S, WS, the explicit formatting classes: never allowed
	bidiL              // L
	bidiR              // R and AL
	bidiAN             // AN
	bidiEN             // EN
	bidiNeutral        // ES, CS, ET, ON, BN: allowed inside a label, not at its end
	bidiNSM            // NSM
)

func bidiGroup(r rune) int {
	p, _ := bidi.LookupRune(r)
	switch p.Class() {
	case bidi.L:
		return bidiL
	case bidi.R, bidi.AL:
		return bidiR
	case bidi.AN:
		return bidiAN
	case bidi.EN:
		return bidiEN
	case bidi.ES, bidi.CS, bidi.ET, bidi.ON, bidi.BN:
		return bidiNeutral
	case bidi.NSM:
		return bidiNSM
	}
	return bidiOther
}

func isRTL(r rune) bool {
	g := bidiGroup(r)
	return g == bidiR || g == bidiAN
}

// validValue returns the table value of r, which UTS #46 keeps as it is, or
// kindDecline when the quick path cannot take it.
func validValue(r rune) uint16 {
	if r == '\u200c' || r == '\u200d' {
		return kindDecline
	}
	s := string(r)
	// NFC_Quick_Check=Yes: after a letter that takes no combining mark,
	// norm's quick check passes over r.
	if r >= utf8.RuneSelf && norm.NFC.QuickSpanString("\u0915"+s) != len("\u0915"+s) {
		return kindDecline
	}
	if !norm.NFC.IsNormalString(s) {
		return kindDecline
	}
	ccc := norm.NFC.PropertiesString(s).CCC()
	// The decomposition's non-starters: only r itself when it is one, and
	// at most three after a starter.
	d := []rune(norm.NFD.String(s))
	lead, trail := 0, 0
	for _, c := range d {
		if norm.NFC.PropertiesString(string(c)).CCC() == 0 {
			break
		}
		lead++
	}
	for k := len(d) - 1; k >= 0 && norm.NFC.PropertiesString(string(d[k])).CCC() != 0; k-- {
		trail++
	}
	if ccc == 0 && lead != 0 || ccc != 0 && (len(d) != 1 || lead != 1) || trail > 3 {
		return kindDecline
	}
	v := uint16(kindValid) | uint16(bidiGroup(r))<<bidiShift | uint16(ccc)<<cccShift
	if unicode.In(r, unicode.M) {
		v |= markBit
	}
	return v
}

func main() {
	var values [0x10000]uint16
	mappings := map[rune]string{}
	// ASCII: all of it is valid (UseSTD3ASCIIRules is false: the URL
	// parser checks forbidden code points itself), upper case mapped.
	for r := rune(0); r < utf8.RuneSelf; r++ {
		if r >= 'A' && r <= 'Z' {
			mappings[r] = string(r + 'a' - 'A')
		} else {
			values[r] = validValue(r)
		}
	}
	// Probe every other code point: the label "a" r "a" as the profile
	// writes it in Unicode. A failure, or anything but a mapping of r
	// between the two letters (r combined with the "a", or ignored),
	// declines r.
	for r := rune(0x80); r <= 0xFFFF; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		out, err := probe.ToUnicode("a" + string(r) + "a")
		if err != nil || len(out) < 2 || out[0] != 'a' || out[len(out)-1] != 'a' {
			continue
		}
		to := out[1 : len(out)-1]
		switch {
		case to == "":
			values[r] = kindIgnored
		case to == string(r):
			values[r] = validValue(r)
		default:
			mappings[r] = to
		}
	}
	// The mapped code points whose mappings are valid and agree on
	// direction, numbered in order.
	var mapped []rune
	for r := range mappings {
		mapped = append(mapped, r)
	}
	slices.Sort(mapped)
	var data bytes.Buffer
	offsets := []int{0}
	nMapped := 0
	for _, r := range mapped {
		to := mappings[r]
		ok := true
		rtl := false
		for _, m := range to {
			if m != '.' && (m > 0xFFFF || values[m]&3 != kindValid) {
				ok = false
			}
			rtl = rtl || isRTL(m)
		}
		if !ok || rtl != isRTL(r) {
			continue
		}
		values[r] = uint16(kindMapped) | uint16(len(offsets)-1)<<mapShift
		data.WriteString(to)
		offsets = append(offsets, data.Len())
		nMapped++
	}
	if len(offsets) > 1<<14 || data.Len() > 0xFFFF {
		log.Fatalf("%d mappings in %d bytes: more than the table's fields hold", len(offsets)-1, data.Len())
	}

	// Two levels: blocks of 64 values, shared where equal, and an index of
	// blocks by the code point's top 10 bits.
	const blockSize = 64
	var blocks [][blockSize]uint16
	seen := map[[blockSize]uint16]int{}
	var index [0x10000 / blockSize]int
	for b := range index {
		var blk [blockSize]uint16
		copy(blk[:], values[b*blockSize:])
		k, ok := seen[blk]
		if !ok {
			k = len(blocks)
			seen[blk] = k
			blocks = append(blocks, blk)
		}
		index[b] = k
	}
	if len(blocks) > 256 {
		log.Fatalf("%d distinct blocks: more than a byte indexes", len(blocks))
	}
	nValid, nIgnored := 0, 0
	for _, v := range values {
		switch v & 3 {
		case kindValid:
			nValid++
		case kindIgnored:
			nIgnored++
		}
	}

	var buf bytes.Buffer
	buf.WriteString("// Code generated by internal/genidna; DO NOT EDIT.\n\npackage url\n\n")
	fmt.Fprintf(&buf, "// idnaIndex holds, for each block of %d code points of the Basic\n// Multilingual Plane, the number of its values in idnaBlocks.\n", blockSize)
	fmt.Fprintf(&buf, "var idnaIndex = [%d]uint8{", len(index))
	for k, b := range index {
		if k%16 == 0 {
			buf.WriteString("\n\t")
		}
		fmt.Fprintf(&buf, "%d, ", b)
	}
	buf.WriteString("\n}\n\n")
	fmt.Fprintf(&buf, "// idnaBlocks holds the quick IDNA path's value of each code point (see\n// idnaquick.go), %d to a block.\n", blockSize)
	fmt.Fprintf(&buf, "var idnaBlocks = [%d][%d]uint16{\n", len(blocks), blockSize)
	for _, blk := range blocks {
		buf.WriteString("\t{")
		for k, v := range blk {
			if k%16 == 0 {
				buf.WriteString("\n\t\t")
			}
			fmt.Fprintf(&buf, "%#04x, ", v)
		}
		buf.WriteString("\n\t},\n")
	}
	buf.WriteString("}\n\n")
	buf.WriteString("// idnaMapOffsets holds where each mapping starts and ends in idnaMapData.\n")
	fmt.Fprintf(&buf, "var idnaMapOffsets = [%d]uint16{", len(offsets))
	for k, o := range offsets {
		if k%16 == 0 {
			buf.WriteString("\n\t")
		}
		fmt.Fprintf(&buf, "%d, ", o)
	}
	buf.WriteString("\n}\n\n")
	buf.WriteString("// idnaMapData holds what the mapped code points map to, one after another.\n")
	buf.WriteString("const idnaMapData = \"\" +\n")
	b := data.Bytes()
	for len(b) > 0 {
		n := 0
		for n < len(b) && n < 48 {
			_, size := utf8.DecodeRune(b[n:])
			n += size
		}
		fmt.Fprintf(&buf, "\t%+q", b[:n])
		b = b[n:]
		if len(b) > 0 {
			buf.WriteString(" +")
		}
		buf.WriteString("\n")
	}
	out, err := format.Source(buf.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("idnatables.go", out, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("idnatables.go: %d valid code points, %d mapped, %d ignored, %d blocks of %d", nValid, nMapped, nIgnored, len(blocks), blockSize)
}
