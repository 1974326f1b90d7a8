// Package mimetype parses and serializes MIME types as browsers do, and
// reads the Content-Type headers of an HTTP response as browsers read
// them.
//
// It follows the MIME Sniffing Standard's "parse a MIME type", "serialize
// a MIME type" and MIME type groups (https://mimesniff.spec.whatwg.org/,
// whatwg/mimesniff commit 8a3b918), and the Fetch Standard's "extract a
// MIME type" and "legacy extract an encoding"
// (https://fetch.spec.whatwg.org/, whatwg/fetch commit 586cd2a). These
// differ from RFC 2045 and from package mime: the type, subtype and
// parameter names are lowercased, a parameter that is not well formed is
// dropped rather than failing the whole MIME type, the first of two
// parameters with the same name wins, and a Content-Type header may hold a
// list of MIME types, of which the last counts.
//
//	m, err := mimetype.Parse(`Text/HTML; Charset="Shift_JIS"; charset=utf-8`)
//	// m.Essence() == "text/html"
//	// m.String() == "text/html;charset=Shift_JIS"
//	// m.Encoding() == "Shift_JIS"
//
//	m, err = mimetype.ExtractHeader(resp.Header)
//
// Parse reads its input as UTF-8. ParseBytes, Extract and ExtractHeader
// read bytes, as HTTP headers hold them: each byte is the code point of
// its value. Either way, a MIMEType's strings are UTF-8, and its
// parameter values have no code point above U+00FF.
//
// A MIMEType is an immutable value holding its serialization, so String
// and Essence do not allocate, and Parse allocates once at most for
// a serialization of up to 256 bytes.
package mimetype
