package url

import "strings"

// hasEmptyXNLabel reports whether the domain, which Unicode ToASCII turned
// into ascii without an error, has a label that is "xn--" after UTS #46
// mapping: its Punycode decodes to the empty string, which UTS #46
// (Unicode 15.1 and later, processing step 4.1) makes an error, where
// golang.org/x/net/idna passes it as an empty label. Only a domain whose
// ASCII form has an empty label can have one, so others are not mapped.
func hasEmptyXNLabel(domain, ascii string) bool {
	if !strings.HasPrefix(ascii, ".") && !strings.HasSuffix(ascii, ".") && !strings.Contains(ascii, "..") {
		return false
	}
	// Map the domain a code point at a time: the mapping of one code
	// point does not depend on its neighbours, and only ASCII labels
	// matter here.
	var mapped strings.Builder
	for _, r := range domain {
		switch {
		case r >= 'A' && r <= 'Z':
			mapped.WriteRune(r + 'a' - 'A')
		case r < 0x80:
			mapped.WriteRune(r)
		default:
			m, _ := idnaLenient.ToUnicode(string(r))
			mapped.WriteString(m)
		}
	}
	for label := range strings.SplitSeq(mapped.String(), ".") {
		if label == "xn--" {
			return true
		}
	}
	return false
}
