package urlpattern

import (
	"slices"
	"strings"
	"sync"
	"unicode"
)

//go:generate go run ./internal/gentables

// The Unicode data of this package come from its own tables (tables.go,
// Unicode unicodeVersion), not from the unicode package, whose version
// changes with the Go release: a pattern means the same on every release.

// A namedTable is a table of tables.go.
type namedTable struct {
	name  string
	table *unicode.RangeTable
}

// lookup returns the table called name in tables, sorted by name, or nil.
func lookup(tables []namedTable, name string) *unicode.RangeTable {
	i, ok := slices.BinarySearchFunc(tables, name, func(t namedTable, name string) int {
		return strings.Compare(t.name, name)
	})
	if !ok {
		return nil
	}
	return tables[i].table
}

// generalCategories maps ECMAScript's General_Category value names and
// aliases to the short names.
var generalCategories = map[string]string{
	"C": "C", "Other": "C", "Cc": "Cc", "Control": "Cc", "cntrl": "Cc", "Cf": "Cf", "Format": "Cf",
	"Cn": "Cn", "Unassigned": "Cn", "Co": "Co", "Private_Use": "Co", "Cs": "Cs", "Surrogate": "Cs",
	"L": "L", "Letter": "L", "LC": "LC", "Cased_Letter": "LC", "Ll": "Ll", "Lowercase_Letter": "Ll",
	"Lm": "Lm", "Modifier_Letter": "Lm", "Lo": "Lo", "Other_Letter": "Lo", "Lt": "Lt",
	"Titlecase_Letter": "Lt", "Lu": "Lu", "Uppercase_Letter": "Lu", "M": "M", "Mark": "M",
	"Combining_Mark": "M", "Mc": "Mc", "Spacing_Mark": "Mc", "Me": "Me", "Enclosing_Mark": "Me",
	"Mn": "Mn", "Nonspacing_Mark": "Mn", "N": "N", "Number": "N", "Nd": "Nd", "Decimal_Number": "Nd",
	"digit": "Nd", "Nl": "Nl", "Letter_Number": "Nl", "No": "No", "Other_Number": "No", "P": "P",
	"Punctuation": "P", "punct": "P", "Pc": "Pc", "Connector_Punctuation": "Pc", "Pd": "Pd",
	"Dash_Punctuation": "Pd", "Pe": "Pe", "Close_Punctuation": "Pe", "Pf": "Pf",
	"Final_Punctuation": "Pf", "Pi": "Pi", "Initial_Punctuation": "Pi", "Po": "Po",
	"Other_Punctuation": "Po", "Ps": "Ps", "Open_Punctuation": "Ps", "S": "S", "Symbol": "S",
	"Sc": "Sc", "Currency_Symbol": "Sc", "Sk": "Sk", "Modifier_Symbol": "Sk", "Sm": "Sm",
	"Math_Symbol": "Sm", "So": "So", "Other_Symbol": "So", "Z": "Z", "Separator": "Z", "Zl": "Zl",
	"Line_Separator": "Zl", "Zp": "Zp", "Paragraph_Separator": "Zp", "Zs": "Zs",
	"Space_Separator": "Zs",
}

// binaryProperties are the ECMAScript binary properties that are not a
// table of tables.go.
var binaryProperties = map[string]func() runeSet{
	"Any":      func() runeSet { return runeSet{{0, unicode.MaxRune}} },
	"ASCII":    func() runeSet { return runeSet{{0, 0x7F}} },
	"Assigned": func() runeSet { return categorySet("Cn").complement() },
}

// propertyAliases maps short binary property names to long ones.
var propertyAliases = map[string]string{
	"AHex": "ASCII_Hex_Digit", "Alpha": "Alphabetic", "Bidi_C": "Bidi_Control", "Dep": "Deprecated",
	"Dia": "Diacritic", "Ext": "Extender", "Hex": "Hex_Digit", "IDC": "ID_Continue", "IDS": "ID_Start",
	"IDSB": "IDS_Binary_Operator", "IDST": "IDS_Trinary_Operator", "Ideo": "Ideographic",
	"Join_C": "Join_Control", "LOE": "Logical_Order_Exception", "Lower": "Lowercase",
	"NChar": "Noncharacter_Code_Point", "Pat_Syn": "Pattern_Syntax", "Pat_WS": "Pattern_White_Space",
	"QMark": "Quotation_Mark", "RI": "Regional_Indicator", "STerm": "Sentence_Terminal",
	"SD": "Soft_Dotted", "Term": "Terminal_Punctuation", "UIdeo": "Unified_Ideograph",
	"Upper": "Uppercase", "VS": "Variation_Selector", "space": "White_Space", "WSpace": "White_Space",
}

// unsupportedProperties are valid in ECMAScript (with the v flag) but not
// available here: this package has no table of them, or they match
// strings.
var unsupportedProperties = map[string]bool{
	"Bidi_Mirrored": true, "Bidi_M": true, "Case_Ignorable": true, "CI": true, "Cased": true,
	"Changes_When_Casefolded": true, "CWCF": true, "Changes_When_Casemapped": true, "CWCM": true,
	"Changes_When_Lowercased": true, "CWL": true, "Changes_When_NFKC_Casefolded": true, "CWKCF": true,
	"Changes_When_Titlecased": true, "CWT": true, "Changes_When_Uppercased": true, "CWU": true,
	"Default_Ignorable_Code_Point": true, "DI": true, "Emoji": true, "Emoji_Component": true,
	"EComp": true, "Emoji_Modifier": true, "EMod": true, "Emoji_Modifier_Base": true, "EBase": true,
	"Emoji_Presentation": true, "EPres": true, "Extended_Pictographic": true, "ExtPict": true,
	"Grapheme_Base": true, "Gr_Base": true, "Grapheme_Extend": true, "Gr_Ext": true,
	"XID_Continue": true, "XIDC": true, "XID_Start": true, "XIDS": true,
	"Basic_Emoji": true, "Emoji_Keycap_Sequence": true, "RGI_Emoji_Modifier_Sequence": true,
	"RGI_Emoji_Flag_Sequence": true, "RGI_Emoji_Tag_Sequence": true, "RGI_Emoji_ZWJ_Sequence": true,
	"RGI_Emoji": true,
}

var (
	propertyCacheMu sync.Mutex
	propertyCache   = map[string]runeSet{}
)

// categorySet returns the code points of a General_Category value's short
// name: a category of tables.go, or a group of them.
func categorySet(name string) runeSet {
	switch name {
	case "Cn":
		var all runeSet
		for _, t := range categoryTables {
			all = append(all, fromTable(t.table)...)
		}
		return all.normalize().complement()
	case "LC":
		return fromTables(lookup(categoryTables, "Lu"), lookup(categoryTables, "Ll"), lookup(categoryTables, "Lt"))
	case "C", "L", "M", "N", "P", "S", "Z":
		var s runeSet
		for _, t := range categoryTables {
			if t.name[0] == name[0] {
				s = append(s, fromTable(t.table)...)
			}
		}
		if name == "C" {
			s = append(s, categorySet("Cn")...)
		}
		return s.normalize()
	}
	return fromTable(lookup(categoryTables, name))
}

// unicodeProperty returns the code points of \p{body}. On failure msg says
// why, and unsupported tells a valid property this package lacks from an
// invalid one.
func unicodeProperty(body string) (set runeSet, msg string, unsupported bool) {
	propertyCacheMu.Lock()
	defer propertyCacheMu.Unlock()
	if s, ok := propertyCache[body]; ok {
		return s, "", false
	}
	name, value, hasValue := cut(body, '=')
	switch {
	case hasValue && (name == "General_Category" || name == "gc"):
		cat, ok := generalCategories[value]
		if !ok {
			return nil, "unknown General_Category value " + value, false
		}
		set = categorySet(cat)
	case hasValue && (name == "Script" || name == "sc"):
		t := lookup(scriptTables, value)
		if t == nil {
			return nil, "unknown or unsupported Script value " + value + " (use the long name, as in Script=Greek)", true
		}
		set = fromTable(t)
	case hasValue && (name == "Script_Extensions" || name == "scx"):
		return nil, "Script_Extensions is not supported", true
	case hasValue:
		return nil, "unknown Unicode property " + name, false
	default:
		if cat, ok := generalCategories[body]; ok {
			set = categorySet(cat)
			break
		}
		long := body
		if l, ok := propertyAliases[body]; ok {
			long = l
		}
		if f, ok := binaryProperties[long]; ok {
			set = f()
			break
		}
		if t := lookup(propertyTables, long); t != nil {
			set = fromTable(t)
			break
		}
		if unsupportedProperties[body] {
			return nil, "the Unicode property " + body + " is not supported", true
		}
		return nil, "unknown Unicode property " + body, false
	}
	propertyCache[body] = set
	return set, "", false
}

func cut(s string, sep byte) (before, after string, found bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}
