package urlpattern

import (
	"sync"
	"unicode"
)

// generalCategories maps ECMAScript's General_Category value names and
// aliases to Go's category names.
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

// binaryProperties maps the ECMAScript binary property names (and
// aliases) this package supports to a function building the set.
var binaryProperties = map[string]func() runeSet{
	"Any":      func() runeSet { return runeSet{{0, unicode.MaxRune}} },
	"ASCII":    func() runeSet { return runeSet{{0, 0x7F}} },
	"Assigned": func() runeSet { return categorySet("Cn").complement() },
	"Alphabetic": func() runeSet {
		return fromTables(unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Other_Alphabetic)
	},
	"Lowercase": func() runeSet { return fromTables(unicode.Ll, unicode.Other_Lowercase) },
	"Uppercase": func() runeSet { return fromTables(unicode.Lu, unicode.Other_Uppercase) },
	"Math":      func() runeSet { return fromTables(unicode.Sm, unicode.Other_Math) },
	"ID_Start": func() runeSet {
		return fromTables(unicode.L, unicode.Nl, unicode.Other_ID_Start).
			subtract(fromTables(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
	},
	"ID_Continue": func() runeSet {
		return fromTables(unicode.L, unicode.Nl, unicode.Other_ID_Start, unicode.Mn, unicode.Mc, unicode.Nd,
			unicode.Pc, unicode.Other_ID_Continue).
			subtract(fromTables(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
	},
}

// binaryTables are the ECMAScript binary properties that Go's unicode
// package holds as they are.
var binaryTables = map[string]*unicode.RangeTable{
	"ASCII_Hex_Digit": unicode.ASCII_Hex_Digit, "Bidi_Control": unicode.Bidi_Control,
	"Dash": unicode.Dash, "Deprecated": unicode.Deprecated, "Diacritic": unicode.Diacritic,
	"Extender": unicode.Extender, "Hex_Digit": unicode.Hex_Digit,
	"IDS_Binary_Operator": unicode.IDS_Binary_Operator, "IDS_Trinary_Operator": unicode.IDS_Trinary_Operator,
	"Ideographic": unicode.Ideographic, "Join_Control": unicode.Join_Control,
	"Logical_Order_Exception": unicode.Logical_Order_Exception,
	"Noncharacter_Code_Point": unicode.Noncharacter_Code_Point, "Pattern_Syntax": unicode.Pattern_Syntax,
	"Pattern_White_Space": unicode.Pattern_White_Space, "Quotation_Mark": unicode.Quotation_Mark,
	"Radical": unicode.Radical, "Regional_Indicator": unicode.Regional_Indicator,
	"Sentence_Terminal": unicode.Sentence_Terminal, "Soft_Dotted": unicode.Soft_Dotted,
	"Terminal_Punctuation": unicode.Terminal_Punctuation, "Unified_Ideograph": unicode.Unified_Ideograph,
	"Variation_Selector": unicode.Variation_Selector, "White_Space": unicode.White_Space,
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
// available here: Go's unicode package lacks their data, or they match
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

// categorySet returns the code points of a Go category name, with Cn
// (unassigned) and LC (cased letter), which Go lacks, computed.
func categorySet(name string) runeSet {
	switch name {
	case "Cn":
		var all runeSet
		for _, t := range unicode.Categories {
			all = append(all, fromTable(t)...)
		}
		return all.normalize().complement()
	case "LC":
		return fromTables(unicode.Lu, unicode.Ll, unicode.Lt)
	case "C":
		return fromTable(unicode.C).union(categorySet("Cn"))
	}
	return fromTable(unicode.Categories[name])
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
		t, ok := unicode.Scripts[value]
		if !ok {
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
		if t, ok := binaryTables[long]; ok {
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
