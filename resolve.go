package url

// Parse parses ref as a URL with u as its base, as a browser resolves a link
// found in a document whose URL is u. It is url.Parse(ref, u).
func (u *URL) Parse(ref string) (*URL, error) {
	return Parse(ref, u)
}
