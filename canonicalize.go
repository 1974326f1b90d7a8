package url

import "fmt"

// A Profile is a canonicalization profile: a fixed set of rewrites, applied
// to a URL the URL Standard's parser has already parsed, that makes URLs
// which name the same resource for some purpose (crawling, archiving,
// Safe Browsing lookups) into one string. The profiles are those of
// iipc/urlcanon, named as it names them. Unlike a Normalization, whose
// rewrites keep the URL's meaning, a profile may change what a server sees
// (ProfileAggressive lowercases the path); pick the one your index uses.
//
// The zero Profile is ProfileWHATWG.
type Profile uint8

const (
	// ProfileWHATWG changes nothing: the result is the URL's href.
	ProfileWHATWG Profile = iota
	// ProfileSemanticPrecise is urlcanon's "semantic_precise".
	ProfileSemanticPrecise
	// ProfileAggressive is urlcanon's "aggressive".
	ProfileAggressive
	// ProfileGoogle is urlcanon's "google".
	ProfileGoogle
	// ProfileIA is urlcanon's "ia".
	ProfileIA
	// ProfileIADefault is urlcanon's "ia_default".
	ProfileIADefault
)

var profileNames = [...]string{
	ProfileWHATWG:          "whatwg",
	ProfileSemanticPrecise: "semantic-precise",
	ProfileAggressive:      "aggressive",
	ProfileGoogle:          "google",
	ProfileIA:              "ia",
	ProfileIADefault:       "ia-default",
}

// String returns the profile's name, as ParseProfile reads it.
func (p Profile) String() string {
	if int(p) < len(profileNames) {
		return profileNames[p]
	}
	return fmt.Sprintf("Profile(%d)", uint8(p))
}

// ParseProfile returns the profile of the given name: "whatwg",
// "semantic-precise", "aggressive", "google", "ia" or "ia-default".
func ParseProfile(name string) (Profile, error) {
	for p, n := range profileNames {
		if n == name {
			return Profile(p), nil
		}
	}
	return 0, fmt.Errorf("url: unknown canonicalization profile %q", name)
}

// Canonical returns u's href after the profile's rewrites.
func (u *URL) Canonical(p Profile) string {
	return u.href() // TODO(issue 52)
}

// Canonicalize parses input with Parse and returns the URL's href after the
// profile's rewrites. Input that Parse rejects is an error (a *Error).
func Canonicalize(input string, p Profile) (string, error) {
	u, err := Parse(input)
	if err != nil {
		return "", err
	}
	return u.Canonical(p), nil
}

// SURTOptions select the form of a SURT key. The zero value gives the full
// form, "http://(org,example,www,)/path?q", of the URL's href.
type SURTOptions struct {
	Profile         Profile // applied to the URL first
	NoScheme        bool    // "(org,example,www,)/path?q"
	NoTrailingComma bool    // "http://(org,example,www)/path?q"
	StripWWW        bool    // drop a leading "www" label (urlcanon's www removal)
}

// SURT returns u's SURT key (Sort-friendly URI Reordering Transform).
func (u *URL) SURT(opts SURTOptions) string {
	return u.Canonical(opts.Profile) // TODO(issue 52)
}

// SURT parses input with Parse and returns its SURT key.
func SURT(input string, opts SURTOptions) (string, error) {
	u, err := Parse(input)
	if err != nil {
		return "", err
	}
	return u.SURT(opts), nil
}

// SSURT returns u's SSURT key.
func (u *URL) SSURT() string {
	return u.href() // TODO(issue 52)
}

// SSURT parses input with Parse and returns its SSURT key.
func SSURT(input string) (string, error) {
	u, err := Parse(input)
	if err != nil {
		return "", err
	}
	return u.SSURT(), nil
}
