package mimetype

import (
	"slices"
	"strings"
)

// This file is the MIME Sniffing Standard's "MIME type groups". Each
// method is false for the zero MIMEType.

// IsImage reports whether m is an image MIME type: its type is "image".
func (m MIMEType) IsImage() bool { return m.Type() == "image" }

// IsAudioOrVideo reports whether m is an audio or video MIME type: its type
// is "audio" or "video", or its essence is "application/ogg".
func (m MIMEType) IsAudioOrVideo() bool {
	return m.Type() == "audio" || m.Type() == "video" || m.Essence() == "application/ogg"
}

var fontEssences = []string{
	"application/font-cff",
	"application/font-otf",
	"application/font-sfnt",
	"application/font-ttf",
	"application/font-woff",
	"application/vnd.ms-fontobject",
	"application/vnd.ms-opentype",
}

// IsFont reports whether m is a font MIME type: its type is "font", or its
// essence is one of seven application/ types for fonts.
func (m MIMEType) IsFont() bool {
	return m.Type() == "font" || slices.Contains(fontEssences, m.Essence())
}

// IsZIPBased reports whether m is a ZIP-based MIME type: its subtype ends
// in "+zip" or its essence is "application/zip".
func (m MIMEType) IsZIPBased() bool {
	return strings.HasSuffix(m.Subtype(), "+zip") || m.Essence() == "application/zip"
}

// IsArchive reports whether m is an archive MIME type: its essence is
// "application/x-rar-compressed", "application/zip" or
// "application/x-gzip".
func (m MIMEType) IsArchive() bool {
	switch m.Essence() {
	case "application/x-rar-compressed", "application/zip", "application/x-gzip":
		return true
	}
	return false
}

// IsXML reports whether m is an XML MIME type: its subtype ends in "+xml"
// or its essence is "text/xml" or "application/xml".
func (m MIMEType) IsXML() bool {
	return strings.HasSuffix(m.Subtype(), "+xml") || m.Essence() == "text/xml" || m.Essence() == "application/xml"
}

// IsHTML reports whether m is an HTML MIME type: its essence is
// "text/html".
func (m MIMEType) IsHTML() bool { return m.Essence() == "text/html" }

// IsScriptable reports whether m is a scriptable MIME type: an XML or HTML
// MIME type, or one whose essence is "application/pdf".
func (m MIMEType) IsScriptable() bool {
	return m.IsXML() || m.IsHTML() || m.Essence() == "application/pdf"
}

var javaScriptEssences = []string{
	"application/ecmascript",
	"application/javascript",
	"application/x-ecmascript",
	"application/x-javascript",
	"text/ecmascript",
	"text/javascript",
	"text/javascript1.0",
	"text/javascript1.1",
	"text/javascript1.2",
	"text/javascript1.3",
	"text/javascript1.4",
	"text/javascript1.5",
	"text/jscript",
	"text/livescript",
	"text/x-ecmascript",
	"text/x-javascript",
}

// IsJavaScript reports whether m is a JavaScript MIME type: its essence is
// one of the sixteen the standard lists, such as "text/javascript".
func (m MIMEType) IsJavaScript() bool { return slices.Contains(javaScriptEssences, m.Essence()) }

// IsJavaScriptEssence reports whether s is a "JavaScript MIME type essence
// match": an ASCII case-insensitive match for the essence of a JavaScript
// MIME type. HTML uses it for the type attribute of script elements; s is
// not parsed, so "text/javascript;x=y" does not match.
func IsJavaScriptEssence(s string) bool {
	for _, e := range javaScriptEssences {
		if equalLower(e, s) {
			return true
		}
	}
	return false
}

// IsJSON reports whether m is a JSON MIME type: its subtype ends in "+json"
// or its essence is "application/json" or "text/json".
func (m MIMEType) IsJSON() bool {
	return strings.HasSuffix(m.Subtype(), "+json") || m.Essence() == "application/json" || m.Essence() == "text/json"
}
