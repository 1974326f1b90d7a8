//go:build go1.27

package urlpattern

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

// The tests of this file hold the generated tables (tables.go) equal to
// the unicode package of a Go release with the same Unicode version, for
// every code point: two sets of normalized ranges are equal exactly when
// they have the same code points.

func skipOtherUnicode(t *testing.T) {
	t.Helper()
	if unicode.Version != unicodeVersion {
		t.Skipf("the unicode package has Unicode %s, the tables %s: regenerate them (go generate) to compare", unicode.Version, unicodeVersion)
	}
}

func sameSet(t *testing.T, what string, got, want runeSet) {
	t.Helper()
	if !slices.Equal(got, want) {
		for _, c := range []runeSet{got.subtract(want), want.subtract(got)} {
			if len(c) > 0 {
				t.Errorf("%s: U+%04X is in one set and not the other", what, c[0].lo)
				return
			}
		}
		t.Errorf("%s: the sets differ", what)
	}
}

func tableNames(tables []namedTable) []string {
	var names []string
	for _, t := range tables {
		names = append(names, t.name)
	}
	return names
}

func TestTablesCategories(t *testing.T) {
	skipOtherUnicode(t)
	var leaves []string
	for name := range unicode.Categories {
		if len(name) == 2 && name != "Cn" && name != "LC" {
			leaves = append(leaves, name)
		}
	}
	slices.Sort(leaves)
	if got := tableNames(categoryTables); !slices.Equal(got, leaves) {
		t.Fatalf("categories %v, the unicode package's %v", got, leaves)
	}
	for _, name := range leaves {
		sameSet(t, name, fromTable(lookup(categoryTables, name)), fromTable(unicode.Categories[name]))
	}
	// Every General_Category value \p{...} accepts, groups included.
	for value, name := range generalCategories {
		want := fromTable(unicode.Categories[name])
		if name == "C" {
			// ECMAScript's Other includes the unassigned code points.
			want = want.union(fromTable(unicode.Categories["Cn"]))
		}
		sameSet(t, "General_Category="+value, categorySet(name), want)
	}
}

func TestTablesScripts(t *testing.T) {
	skipOtherUnicode(t)
	var names []string
	for name := range unicode.Scripts {
		names = append(names, name)
	}
	slices.Sort(names)
	if got := tableNames(scriptTables); !slices.Equal(got, names) {
		t.Fatalf("scripts %v, the unicode package's %v", got, names)
	}
	for _, name := range names {
		sameSet(t, "Script="+name, fromTable(lookup(scriptTables, name)), fromTable(unicode.Scripts[name]))
	}
}

func TestTablesProperties(t *testing.T) {
	skipOtherUnicode(t)
	u := func(names ...string) runeSet {
		var s runeSet
		for _, name := range names {
			tab := unicode.Categories[name]
			if tab == nil {
				tab = unicode.Properties[name]
			}
			s = s.union(fromTable(tab))
		}
		return s
	}
	pattern := u("Pattern_Syntax", "Pattern_White_Space")
	// The derived properties as DerivedCoreProperties.txt defines them.
	derived := map[string]runeSet{
		"Alphabetic":  u("Lu", "Ll", "Lt", "Lm", "Lo", "Nl", "Other_Alphabetic"),
		"Lowercase":   u("Ll", "Other_Lowercase"),
		"Uppercase":   u("Lu", "Other_Uppercase"),
		"Math":        u("Sm", "Other_Math"),
		"ID_Start":    u("L", "Nl", "Other_ID_Start").subtract(pattern),
		"ID_Continue": u("L", "Nl", "Other_ID_Start", "Mn", "Mc", "Nd", "Pc", "Other_ID_Continue").subtract(pattern),
	}
	for _, pt := range propertyTables {
		want, ok := derived[pt.name]
		if !ok {
			if strings.HasPrefix(pt.name, "Other_") || unicode.Properties[pt.name] == nil {
				t.Errorf("%s: not a property of the unicode package", pt.name)
				continue
			}
			want = fromTable(unicode.Properties[pt.name])
		}
		sameSet(t, pt.name, fromTable(pt.table), want)
	}
	for name := range derived {
		if lookup(propertyTables, name) == nil {
			t.Errorf("no table for %s", name)
		}
	}
	// Every property name and alias \p{...} accepts resolves.
	for alias, name := range propertyAliases {
		if _, msg, _ := unicodeProperty(alias); msg != "" {
			t.Errorf("\\p{%s} (%s): %s", alias, name, msg)
		}
	}
}

func TestTablesIdentifiers(t *testing.T) {
	skipOtherUnicode(t)
	// JavaScript's IdentifierStartChar and IdentifierPartChar, from the
	// unicode package's tables.
	isStart := func(c rune) bool {
		return c == '$' || c == '_' ||
			!unicode.In(c, unicode.Pattern_Syntax, unicode.Pattern_White_Space) &&
				unicode.In(c, unicode.L, unicode.Nl, unicode.Other_ID_Start)
	}
	isPart := func(c rune) bool {
		return isStart(c) || c == 0x200C || c == 0x200D ||
			!unicode.In(c, unicode.Pattern_Syntax, unicode.Pattern_White_Space) &&
				unicode.In(c, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
	}
	for c := rune(0); c <= unicode.MaxRune; c++ {
		if got, want := isNameCodePoint(c, true), isStart(c); got != want {
			t.Fatalf("isNameCodePoint(U+%04X, true) = %v, want %v", c, got, want)
		}
		if got, want := isNameCodePoint(c, false), isPart(c); got != want {
			t.Fatalf("isNameCodePoint(U+%04X, false) = %v, want %v", c, got, want)
		}
	}
}

func TestTablesCaseFolding(t *testing.T) {
	skipOtherUnicode(t)
	for c := rune(0); c <= unicode.MaxRune; c++ {
		if got, want := simpleFold(c), unicode.SimpleFold(c); got != want {
			t.Fatalf("simpleFold(U+%04X) = U+%04X, unicode.SimpleFold gives U+%04X", c, got, want)
		}
	}
}
