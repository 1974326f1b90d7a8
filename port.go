package url

// PortOrDefault returns the URL's port as a number and true when the URL
// has one, and otherwise the default port of its scheme and false: 80 for
// http and ws, 443 for https and wss, 21 for ftp. It returns -1 and false
// when the URL has no port and its scheme has no default (file, and every
// scheme that is not special).
//
// The parser drops a port that is the scheme's default, so
// "https://example.com:443/" has no port and gives 443 and false, as
// "https://example.com/" does; explicit is true only for a port that the
// URL's serialization holds. Port returns the same port as a string.
func (u *URL) PortOrDefault() (port int, explicit bool) {
	if p := u.portNumber(); p >= 0 {
		return int(p), true
	}
	return int(u.scheme.defaultPort()), false
}

// DefaultPort returns the default port of a special scheme, given in
// lowercase as Scheme returns it: 80 for "http" and "ws", 443 for "https"
// and "wss", 21 for "ftp"; and -1 for "file" and every other scheme.
func DefaultPort(scheme string) int { return int(lookupScheme(scheme).defaultPort()) }
