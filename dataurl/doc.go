// Package dataurl reads data: URLs as browsers do: the Fetch Standard's
// data: URL processor, which gives a URL's MIME type and body bytes, and the
// Infra Standard's forgiving-base64 decode and encode, exported on their own.
//
// The calls everyone needs:
//
//	d, err := dataurl.Parse("data:text/plain;charset=utf-8;base64,SGVsbG8=")
//	// d.MIMEType.String() == "text/plain;charset=utf-8", string(d.Body) == "Hello"
//
//	b, err := dataurl.DecodeBase64("SGVs bG8") // whitespace and missing padding are forgiven
//	// string(b) == "Hello"
//
// Parse reads a string with the URL parser of package url first, exactly as
// a browser reads the href of an <img>; Process takes a URL already parsed.
// The MIME type is parsed and serialized by package mimetype.
//
// It follows the Fetch Standard at whatwg/fetch commit 586cd2a (section
// "data: URLs") and the Infra Standard at whatwg/infra commit 3f984ad
// (section "Forgiving base64"). Where RFC 2397 and browsers differ, it does
// what browsers do: the ";base64" marker may have spaces before "base64"
// and be in any case, whitespace and percent-encoded bytes in a base64 body
// are allowed, a MIME type that does not parse becomes
// text/plain;charset=US-ASCII rather than an error, and the fragment is not
// part of the body.
package dataurl
