package url

import "strings"

// Relative returns the shortest reference that resolves against u to exactly
// target: u.Resolve(u.Relative(target)) equals target, always. It is the
// inverse of Resolve, for programs that rewrite links.
//
// The reference is the shortest of the forms of RFC 3986's section 4.2 that
// resolve to target: "" (target is u without its fragment), "#fragment",
// "?query#fragment", a relative path such as "../c/d?q", an absolute path
// such as "/c/d?q", a network path such as "//host/c/d?q", and target's
// full href when nothing shorter does (another scheme, or a base with an
// opaque path). Ties go to the more relative form. Each candidate is
// checked by resolving it, so the quirks of the URL Standard (drive letters
// in file URLs, a first segment that reads as a scheme, paths that start
// with "//") can make Relative choose a longer form, never a wrong one.
//
// A nil u stands for no base: Relative then returns target.Ref().
func (u *URL) Relative(target *URL) Ref {
	if target == nil {
		return Ref{}
	}
	if u == nil || u.href() == "" {
		return target.Ref()
	}
	b, t := u, target
	var cands [6]string // at most one of each form
	n := 0
	add := func(s string) {
		// Insertion by length: ties keep the order of the adds, the more
		// relative forms first.
		i := n
		for i > 0 && len(cands[i-1]) > len(s) {
			cands[i] = cands[i-1]
			i--
		}
		cands[i] = s
		n++
	}

	// Against a base with an opaque path, only fragments resolve.
	relative := !b.HasOpaquePath()
	tail := t.href()[t.queryStart:] // query and fragment
	if t.href()[:t.fragStart] == b.href()[:b.fragStart] && (relative || int(t.fragStart) < len(t.href())) {
		add(t.href()[t.fragStart:]) // "" or "#fragment"
	}
	if relative && t.href()[:t.queryStart] == b.href()[:b.queryStart] && t.queryStart < t.fragStart {
		add(tail)
	}
	sameScheme := relative && t.Scheme() == b.Scheme()
	if sameScheme && !t.HasOpaquePath() && t.Pathname() != "" &&
		t.href()[:t.authorityEnd()] == b.href()[:b.authorityEnd()] {
		add(relativePath(b.Pathname(), t.Pathname(), t.scheme == schemeFile) + tail)
		path := t.Pathname()
		if strings.HasPrefix(path, "//") {
			path = "/." + path // "//" would start an authority
		}
		add(path + tail)
	}
	if sameScheme && t.hostKind != hostNull {
		add(t.href()[t.schemeEnd()+1:]) // "//" authority, path, query, fragment
	}
	add(t.href())

	for _, c := range cands[:n] {
		r, err := ParseRef(c)
		if err != nil {
			continue
		}
		if v, err := b.Resolve(r); err == nil && v.href() == t.href() {
			return r
		}
	}
	return t.Ref()
}

// relativePath returns a path-relative reference from the directory of the
// hierarchical path base to the non-empty hierarchical path target. file
// says whether they are file URL paths, where a first segment that is a
// drive letter would read as a drive.
func relativePath(base, target string, file bool) string {
	// The directory: base without its last segment. An empty path acts as
	// "/", since a relative path appends its segments to it.
	dir := "/"
	if base != "" {
		dir = base[:strings.LastIndexByte(base, '/')+1]
	}
	i := 0
	for i < len(dir) && i < len(target) && dir[i] == target[i] {
		i++
	}
	common := strings.LastIndexByte(dir[:i], '/') + 1 // whole segments only
	ups := strings.Count(dir[common:], "/")
	rest := target[common:]
	if rest == "" {
		if ups == 0 {
			return "." // the directory itself
		}
		// ".." at the end means "../": the parent, with a trailing slash.
		return strings.Repeat("../", ups-1) + ".."
	}
	prefix := strings.Repeat("../", ups)
	if ups == 0 && needsDotSlash(rest, file) {
		prefix = "./"
	}
	return prefix + rest
}

// needsDotSlash reports whether a relative path must start with "./" so that
// its first segment is read as one: an empty segment would make it an
// absolute path, a segment with a colon could be a scheme, and in a file URL
// a drive letter would be a drive.
func needsDotSlash(rel string, file bool) bool {
	seg := rel[:sepIndex(rel, false)]
	if seg == "" || (file && isWindowsDriveLetter(seg)) {
		return true
	}
	j := schemeLen(seg)
	return j > 0 && strings.HasPrefix(seg[j:], ":")
}
