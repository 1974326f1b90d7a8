package urlpattern

import (
	"os"
	"os/exec"
	"regexp/syntax"
	"strconv"
	"strings"
	"testing"
)

// nodeSources are regexp groups whose sets TestUnicodeAgainstNode compares
// with V8's, each with and without the i flag where it makes a difference.
var nodeSources = []struct {
	src        string
	ignoreCase bool
}{
	{`\p{L}`, false}, {`\p{Lu}`, false}, {`\p{Ll}`, false}, {`\p{Lt}`, false}, {`\p{Lm}`, false},
	{`\p{Lo}`, false}, {`\p{LC}`, false}, {`\p{M}`, false}, {`\p{Mn}`, false}, {`\p{N}`, false},
	{`\p{Nd}`, false}, {`\p{P}`, false}, {`\p{S}`, false}, {`\p{Z}`, false}, {`\p{C}`, false},
	{`\p{Cn}`, false}, {`\p{Cf}`, false}, {`\p{Co}`, false}, {`\p{Assigned}`, false},
	{`\p{ID_Start}`, false}, {`\p{ID_Continue}`, false}, {`\p{Alphabetic}`, false},
	{`\p{Lowercase}`, false}, {`\p{Uppercase}`, false}, {`\p{Math}`, false}, {`\p{White_Space}`, false},
	{`\p{Dash}`, false}, {`\p{Diacritic}`, false}, {`\p{Extender}`, false}, {`\p{Ideographic}`, false},
	{`\p{Sentence_Terminal}`, false}, {`\p{Terminal_Punctuation}`, false}, {`\p{Unified_Ideograph}`, false},
	{`\p{Script=Latin}`, false}, {`\p{Script=Greek}`, false}, {`\p{Script=Common}`, false},
	{`\p{Script=Inherited}`, false}, {`\p{Script=Han}`, false}, {`\p{Script=Garay}`, false},
	{`\p{Script=Todhri}`, false}, {`\p{Script=Sidetic}`, false}, {`\p{Script=Beria_Erfe}`, false},
	{`\p{Lu}`, true}, {`\P{Lu}`, true}, {`\p{Ll}`, true}, {`\p{Lt}`, true}, {`[^\p{Lt}]`, true},
	{`[a-z]`, true}, {`[\u{A7C0}-\u{A7FF}]`, true}, {`\w`, true}, {`\W`, true},
	{`\p{Script=Garay}`, true}, {`\p{Script=Beria_Erfe}`, true}, {`\p{Script=Greek}`, true},
}

// TestUnicodeAgainstNode compares, for every code point, the sets of
// nodeSources and the group name code points with those of V8 (for the
// names, JavaScript's IdentifierStartChar and IdentifierPartChar), when the
// environment variable URLPATTERN_NODE names a Node.js whose Unicode
// version is the tables' (such as Node.js 20.20 for Unicode 17.0):
//
//	URLPATTERN_NODE=node go test -run TestUnicodeAgainstNode ./urlpattern
func TestUnicodeAgainstNode(t *testing.T) {
	node := os.Getenv("URLPATTERN_NODE")
	if node == "" {
		t.Skip("set URLPATTERN_NODE to a Node.js to compare with V8")
	}
	version, err := exec.Command(node, "-p", "process.versions.unicode").Output()
	if err != nil {
		t.Fatal(err)
	}
	if v := strings.TrimSpace(string(version)); v+".0" != unicodeVersion && v != unicodeVersion {
		t.Skipf("Node.js has Unicode %s, the tables %s", v, unicodeVersion)
	}
	// V8 prints, for each set, the code points where membership changes.
	var js strings.Builder
	js.WriteString(`const dump = f => { let out = [], inn = false;
  for (let c = 0; c <= 0x10FFFF; c++) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    const m = f(c); if (m !== inn) { out.push(c.toString(16)); inn = m; } }
  console.log(out.join(" ")); };
`)
	for _, s := range nodeSources {
		flags := "v"
		if s.ignoreCase {
			flags = "vi"
		}
		js.WriteString("{ const re = new RegExp(" + strconv.Quote("^(?:"+s.src+")$") + ", " + strconv.Quote(flags) + "); dump(c => re.test(String.fromCodePoint(c))); }\n")
	}
	// JavaScript's IdentifierStartChar and IdentifierPartChar.
	for _, class := range []string{`[$_\p{ID_Start}]`, `[$_\u200C\u200D\p{ID_Continue}]`} {
		js.WriteString("{ const re = new RegExp(" + strconv.Quote("^"+class+"$") + ", \"v\"); dump(c => re.test(String.fromCodePoint(c))); }\n")
	}
	out, err := exec.Command(node, "-e", js.String()).Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(nodeSources)+2 {
		t.Fatalf("%d lines from Node.js, want %d", len(lines), len(nodeSources)+2)
	}
	for i, s := range nodeSources {
		translated, terr := translateRegexp(s.src, s.ignoreCase, &reContext{names: map[string]bool{}})
		if terr != nil {
			t.Fatalf("%s: %v", s.src, terr)
		}
		re, err := syntax.Parse(translated, syntax.Perl)
		if err != nil || re.Op != syntax.OpCharClass {
			t.Fatalf("%s: the translation %.40q is not one class", s.src, translated)
		}
		var set runeSet
		for j := 0; j < len(re.Rune); j += 2 {
			set = append(set, runeRange{re.Rune[j], re.Rune[j+1]})
		}
		compareWithNode(t, s.src+" i="+strconv.FormatBool(s.ignoreCase), set.normalize().has, lines[i])
	}
	compareWithNode(t, "first name code point", func(c rune) bool { return isNameCodePoint(c, true) }, lines[len(nodeSources)])
	compareWithNode(t, "name code point", func(c rune) bool { return isNameCodePoint(c, false) }, lines[len(nodeSources)+1])
}

func compareWithNode(t *testing.T, what string, has func(rune) bool, line string) {
	t.Helper()
	var want []rune
	for _, f := range strings.Fields(line) {
		c, _ := strconv.ParseUint(f, 16, 32)
		want = append(want, rune(c))
	}
	// The code points where membership changes, as Node.js prints them.
	in, k := false, 0
	for c := rune(0); c <= 0x10FFFF; c++ {
		if c >= 0xD800 && c <= 0xDFFF {
			continue
		}
		if m := has(c); m != in {
			if k >= len(want) || want[k] != c {
				t.Errorf("%s: U+%04X is %v here and not in V8", what, c, m)
				return
			}
			in = m
			k++
		}
	}
	if k != len(want) {
		t.Errorf("%s: from U+%04X, V8 differs", what, want[k])
	}
}
