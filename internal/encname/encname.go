// Package encname is the Encoding Standard's "get an encoding": from a
// label, such as " Latin1 " or "sjis", to the encoding it names, by the
// Encoding Standard's name for it ("windows-1252", "Shift_JIS").
//
// Package url uses it for the query's encoding override, and package
// mimetype for the encoding a charset parameter names.
package encname

import (
	"iter"
	"maps"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// Lookup returns the Encoding Standard's name of the encoding that label
// labels, or ok false when label is not a label.
func Lookup(label string) (name string, ok bool) {
	_, name, ok = Get(label)
	return name, ok
}

// Get is Lookup that also returns golang.org/x/text's encoding for label.
func Get(label string) (e encoding.Encoding, name string, ok bool) {
	// "Remove any leading and trailing ASCII whitespace from label", then
	// match it ASCII case-insensitively. htmlindex.Get trims Unicode white
	// space (U+000B, U+0085, U+00A0, ...) and lowercases with Unicode rules
	// (U+212A KELVIN SIGN becomes "k"), so it would accept strings that are
	// not labels: trim and lowercase here, and give it only printable ASCII.
	start, end := 0, len(label)
	for start < end && isASCIIWhitespace(label[start]) {
		start++
	}
	for end > start && isASCIIWhitespace(label[end-1]) {
		end--
	}
	key := label[start:end]
	var buf [32]byte
	lowered := buf[:0]
	for i := 0; i < len(key); i++ {
		c := key[i]
		if c <= ' ' || c >= 0x7F {
			return nil, "", false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lowered = append(lowered, c)
	}
	if string(lowered) != key {
		key = string(lowered)
	}
	e, err := htmlindex.Get(key)
	if err != nil {
		return nil, "", false
	}
	canonical, err := htmlindex.Name(e)
	if err != nil {
		return nil, "", false
	}
	name, ok = names[canonical]
	if !ok {
		return nil, "", false
	}
	return e, name, true
}

// Names returns the Encoding Standard's names of all its encodings, in no
// particular order.
func Names() iter.Seq[string] { return maps.Values(names) }

func isASCIIWhitespace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// names maps htmlindex's canonical names to the Encoding Standard's names.
var names = map[string]string{
	"utf-8":          "UTF-8",
	"ibm866":         "IBM866",
	"iso-8859-2":     "ISO-8859-2",
	"iso-8859-3":     "ISO-8859-3",
	"iso-8859-4":     "ISO-8859-4",
	"iso-8859-5":     "ISO-8859-5",
	"iso-8859-6":     "ISO-8859-6",
	"iso-8859-7":     "ISO-8859-7",
	"iso-8859-8":     "ISO-8859-8",
	"iso-8859-8-i":   "ISO-8859-8-I",
	"iso-8859-10":    "ISO-8859-10",
	"iso-8859-13":    "ISO-8859-13",
	"iso-8859-14":    "ISO-8859-14",
	"iso-8859-15":    "ISO-8859-15",
	"iso-8859-16":    "ISO-8859-16",
	"koi8-r":         "KOI8-R",
	"koi8-u":         "KOI8-U",
	"macintosh":      "macintosh",
	"windows-874":    "windows-874",
	"windows-1250":   "windows-1250",
	"windows-1251":   "windows-1251",
	"windows-1252":   "windows-1252",
	"windows-1253":   "windows-1253",
	"windows-1254":   "windows-1254",
	"windows-1255":   "windows-1255",
	"windows-1256":   "windows-1256",
	"windows-1257":   "windows-1257",
	"windows-1258":   "windows-1258",
	"x-mac-cyrillic": "x-mac-cyrillic",
	"gbk":            "GBK",
	"gb18030":        "gb18030",
	"big5":           "Big5",
	"euc-jp":         "EUC-JP",
	"iso-2022-jp":    "ISO-2022-JP",
	"shift_jis":      "Shift_JIS",
	"euc-kr":         "EUC-KR",
	"replacement":    "replacement",
	"utf-16be":       "UTF-16BE",
	"utf-16le":       "UTF-16LE",
	"x-user-defined": "x-user-defined",
}
