// Command genidna writes idnatables.go: what the parser's quick IDNA path
// (idnaquick.go) needs to know of each code point, as golang.org/x/net/idna
// (the module's IDNA, Unicode 17) and golang.org/x/text (its Unicode
// Character Database) say.
//
// Run it with "go generate" in the repository root. For each code point the
// table holds one 16-bit value (the layout is in idnaquick.go):
//   - decline: the quick path leaves a domain with it to golang.org/x/net/idna;
//   - disallowed: a domain with it fails ToASCII, wherever it stands;
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
// its code points before mapping, UTS #46 after. A code point that UTS #46
// disallows is "disallowed" only when normalization cannot change it (it is
// inert: no decomposition, combining class 0, composes with nothing), so
// that it is still there when golang.org/x/net/idna checks the labels; and a
// code point that Unicode has not assigned, which golang.org/x/net/idna
// replaces with U+FFFD before it normalizes, is always. ASCII is in the table
// too. The package's tests check every entry against golang.org/x/net/idna
// again.
//
// The table has two parts. The Basic Multilingual Plane, where nearly every
// domain's code points are, takes two lookups: an index by the code point's
// top 10 bits, and blocks of 64 values. The supplementary planes take three:
// an index by 4096 code points, then by 64, then the blocks, so that a plane
// that is all one value (unassigned, private use) costs one shared block.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"log"
	"os"
	"slices"
	"strings"
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

// probeValidity is probe without the ContextJ rules (and the check for a
// leading combining mark that comes with them): between two letters, a code
// point fails it only when it is disallowed, or not assigned.
var probeValidity = idna.New(
	idna.MapForLookup(),
	idna.CheckJoiners(false),
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

	disallowed = 1 << 2 // of kind decline

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

// isDisallowed reports whether every domain with r fails ToASCII: r is not
// assigned (golang.org/x/net/idna writes U+FFFD for it, which is
// disallowed), or UTS #46 disallows it and normalization leaves it as it is
// whatever is around it.
func isDisallowed(r rune) bool {
	s := string(r)
	out, err := probeValidity.ToUnicode("a" + s + "a")
	if err == nil {
		return false
	}
	if out == "a\ufffda" {
		return true
	}
	return out == "a"+s+"a" && norm.NFC.PropertiesString(s).BoundaryAfter()
}

// values computes the table's value of every code point, and what each
// mapped one maps to (its value's number is given later).
func values() (vals []uint16, mappings map[rune]string) {
	vals = make([]uint16, unicode.MaxRune+1)
	mappings = map[rune]string{}
	// ASCII: all of it is valid (UseSTD3ASCIIRules is false: the URL
	// parser checks forbidden code points itself), upper case mapped.
	for r := rune(0); r < utf8.RuneSelf; r++ {
		if r >= 'A' && r <= 'Z' {
			mappings[r] = string(r + 'a' - 'A')
		} else {
			vals[r] = validValue(r)
		}
	}
	// Probe every other code point: the label "a" r "a" as the profile
	// writes it in Unicode. A failure, or anything but a mapping of r
	// between the two letters (r combined with the "a", or ignored),
	// declines r, or makes it disallowed.
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		out, err := probe.ToUnicode("a" + string(r) + "a")
		if err != nil || len(out) < 2 || out[0] != 'a' || out[len(out)-1] != 'a' {
			if isDisallowed(r) {
				vals[r] = disallowed
			}
			continue
		}
		to := out[1 : len(out)-1]
		switch {
		case to == "":
			vals[r] = kindIgnored
		case to == string(r):
			vals[r] = validValue(r)
		default:
			mappings[r] = to
		}
	}
	return vals, mappings
}

// mapData holds the mappings' code points, one mapping after another, and
// where each starts and ends; mappings to the same code points share one.
type mapData struct {
	data    strings.Builder
	offsets []uint32
	index   map[string]int
}

func (m *mapData) add(to string) int {
	if k, ok := m.index[to]; ok {
		return k
	}
	if len(m.offsets) == 0 {
		m.offsets = append(m.offsets, 0)
	}
	m.data.WriteString(to)
	m.offsets = append(m.offsets, uint32(m.data.Len()))
	k := len(m.offsets) - 2
	m.index[to] = k
	return k
}

// A level of a lookup table of values by code point: its rows, each of
// which holds, for 1<<shift code points, a value for each stretch of the
// level below's rows (or a value for each code point, at the bottom).
type level struct {
	shift int        // the code points that one entry of the level covers: 1<<shift
	rows  [][]uint32 // the distinct rows; for the last level, values
}

// buildLevels splits vals into rows of 1<<bits[k] entries level by level,
// from the bottom, sharing equal rows, and returns the levels bottom first
// and the top level's entries.
func buildLevels(vals []uint16, bits []int) (levels []level, top []uint32) {
	cur := make([]uint32, len(vals))
	for k, v := range vals {
		cur[k] = uint32(v)
	}
	shift := 0
	for _, b := range bits {
		n := 1 << b
		var lv level
		seen := map[string]uint32{}
		var next []uint32
		for start := 0; start < len(cur); start += n {
			row := cur[start : start+n]
			key := fmt.Sprint(row)
			k, ok := seen[key]
			if !ok {
				k = uint32(len(lv.rows))
				seen[key] = k
				lv.rows = append(lv.rows, row)
			}
			next = append(next, k)
		}
		shift += b
		lv.shift = shift
		levels = append(levels, lv)
		cur = next
	}
	return levels, cur
}

// typeFor returns the smallest unsigned integer type that holds n.
func typeFor(n uint32) (string, int) {
	switch {
	case n <= 0xFF:
		return "uint8", 1
	case n <= 0xFFFF:
		return "uint16", 2
	}
	return "uint32", 4
}

func maxOf(rows [][]uint32) uint32 {
	m := uint32(0)
	for _, row := range rows {
		for _, v := range row {
			m = max(m, v)
		}
	}
	return m
}

func writeArray(buf *bytes.Buffer, comment, name, typ string, vals []uint32, hex bool) {
	buf.WriteString(comment)
	fmt.Fprintf(buf, "var %s = [%d]%s{", name, len(vals), typ)
	writeValues(buf, vals, hex, "\n\t")
	buf.WriteString("\n}\n\n")
}

func writeRows(buf *bytes.Buffer, comment, name, typ string, rows [][]uint32, hex bool) {
	buf.WriteString(comment)
	fmt.Fprintf(buf, "var %s = [%d][%d]%s{\n", name, len(rows), len(rows[0]), typ)
	for _, row := range rows {
		buf.WriteString("\t{")
		writeValues(buf, row, hex, "\n\t\t")
		buf.WriteString("\n\t},\n")
	}
	buf.WriteString("}\n\n")
}

// writeValues writes vals as Go literals, 16 to a line, each line starting
// with newline.
func writeValues(buf *bytes.Buffer, vals []uint32, hex bool, newline string) {
	for k, v := range vals {
		if k%16 == 0 {
			buf.WriteString(newline)
		}
		if hex {
			fmt.Fprintf(buf, "%#04x, ", v)
		} else {
			fmt.Fprintf(buf, "%d, ", v)
		}
	}
}

func main() {
	vals, mappings := values()

	// The mapped code points whose mappings are valid and agree on
	// direction, numbered in order.
	var mapped []rune
	for r := range mappings {
		mapped = append(mapped, r)
	}
	slices.Sort(mapped)
	md := mapData{index: map[string]int{}}
	nMapped := 0
	for _, r := range mapped {
		to := mappings[r]
		ok := true
		rtl := false
		for _, m := range to {
			if m != '.' && vals[m]&3 != kindValid {
				ok = false
			}
			rtl = rtl || isRTL(m)
		}
		if !ok || rtl != isRTL(r) {
			continue
		}
		vals[r] = uint16(kindMapped) | uint16(md.add(to))<<mapShift
		nMapped++
	}
	if len(md.offsets) > 1<<14 || md.data.Len() > 0xFFFF {
		log.Fatalf("%d mappings in %d bytes: more than the table's fields hold", len(md.offsets)-1, md.data.Len())
	}
	nValid, nIgnored, nDisallowed := 0, 0, 0
	for _, v := range vals {
		switch {
		case v&3 == kindValid:
			nValid++
		case v&3 == kindIgnored:
			nIgnored++
		case v == disallowed:
			nDisallowed++
		}
	}

	// The Basic Multilingual Plane: blocks of 64 values, indexed by the
	// top 10 bits. The supplementary planes: blocks of 16 values, rows of
	// 64 blocks (1024 code points), rows of 64 of those (a plane), and an
	// index by plane.
	bmp, bmpIndex := buildLevels(vals[:0x10000], []int{6})
	supp, planes := buildLevels(vals[0x10000:], []int{4, 6, 6})
	if len(bmp[0].rows) > 256 || len(supp[2].rows) > 256 {
		log.Fatalf("%d, %d distinct rows: more than a byte indexes", len(bmp[0].rows), len(supp[2].rows))
	}
	type16, size16 := typeFor(maxOf(supp[1].rows))
	type1K, size1K := typeFor(maxOf(supp[2].rows))

	var buf bytes.Buffer
	buf.WriteString("// Code generated by internal/genidna; DO NOT EDIT.\n\npackage url\n\n")
	writeArray(&buf, "// idnaIndex holds, for each block of 64 code points of the Basic\n// Multilingual Plane, the number of its values in idnaBlocks.\n",
		"idnaIndex", "uint8", bmpIndex, false)
	writeRows(&buf, "// idnaBlocks holds the quick IDNA path's value of each code point of the\n// Basic Multilingual Plane (see idnaquick.go), 64 to a block.\n",
		"idnaBlocks", "uint16", bmp[0].rows, true)
	writeArray(&buf, "// idnaPlanes holds, for each supplementary plane, the number of its row\n// in idnaSupp1K.\n",
		"idnaPlanes", "uint8", planes, false)
	writeRows(&buf, "// idnaSupp1K holds, for each stretch of 1024 code points of a plane, the\n// number of its row in idnaSupp16.\n",
		"idnaSupp1K", type1K, supp[2].rows, false)
	writeRows(&buf, "// idnaSupp16 holds, for each block of 16 code points of a stretch of 1024,\n// the number of its values in idnaSuppBlocks.\n",
		"idnaSupp16", type16, supp[1].rows, false)
	writeRows(&buf, "// idnaSuppBlocks holds the quick IDNA path's value of each code point of\n// the supplementary planes, 16 to a block.\n",
		"idnaSuppBlocks", "uint16", supp[0].rows, true)
	writeArray(&buf, "// idnaMapOffsets holds where each mapping starts and ends in idnaMapData.\n",
		"idnaMapOffsets", "uint16", md.offsets, false)
	buf.WriteString("// idnaMapData holds what the mapped code points map to.\n")
	buf.WriteString("const idnaMapData = \"\" +\n")
	b := []byte(md.data.String())
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
	size := len(bmpIndex) + 2*64*len(bmp[0].rows) + len(planes) + size1K*64*len(supp[2].rows) +
		size16*64*len(supp[1].rows) + 2*16*len(supp[0].rows) + 2*len(md.offsets) + md.data.Len()
	log.Printf("idnatables.go: %d valid code points, %d mapped (%d mappings, %d bytes), %d ignored, %d disallowed", nValid, nMapped, len(md.offsets)-1, md.data.Len(), nIgnored, nDisallowed)
	log.Printf("BMP: %d blocks of 64; supplementary planes: %d rows of 1024, %d rows of 16, %d blocks of 16; %d bytes of tables in all", len(bmp[0].rows), len(supp[2].rows), len(supp[1].rows), len(supp[0].rows), size)
}
