// Package urlpattern implements the URL Pattern Standard
// (https://urlpattern.spec.whatwg.org/, whatwg/urlpattern 203d435): patterns
// such as "https://*.example.com/books/:id" that match URLs component by
// component, as the URLPattern API of browsers, Node.js and Deno does.
//
//	p, err := urlpattern.New("https://example.com/books/:id")
//	r := p.Exec("https://example.com/books/42")
//	id, _ := r.Pathname().Get("id") // "42"
//
// A pattern is given as a string (New, with an optional base URL) or
// component by component (NewInit, with Init). Options.IgnoreCase makes the
// pathname, search and hash match without regard to case. Test and Exec
// take a URL string and an optional base URL; TestURL and ExecURL a parsed
// *url.URL; TestInit and ExecInit an input given component by component;
// ExecTo reuses a Result. Components are canonicalized by weburl's own URL
// parser (github.com/weburl/url), exactly as the standard says.
//
// Components made of fixed text, named groups, wildcards and regexp groups
// that match within one segment (such as ":id(\d+)") are matched
// directly, without running a regular expression; the others through the
// regular expression the standard describes.
//
// Many patterns at once: a Router compiles a list of patterns once and
// matches a URL against all of them without trying them one by one.
//
// # Regular expressions
//
// The standard compiles each component to an ECMAScript regular expression
// with the v flag; regexp groups such as "(\d+)" are written in that
// syntax. This package checks each regexp group against the v flag's
// grammar itself, rejects what ECMAScript rejects (an *Error wrapping a
// *RegexpError), and translates the rest to Go's regexp package (RE2).
// RE2 runs in time linear in the input: no pattern can make matching take
// exponential time (no ReDoS), whatever the regexp groups say.
//
// Translated: character classes with the v flag's set operations
// ([\p{L}--[a-z]], [\w&&\d]), nested classes, \q{...} strings, \d \s \w
// and their negations (\s with ECMAScript's set of white space and line
// terminators), "." without line terminators, \p{...} and \P{...}, the
// escapes \cX \xHH \uHHHH \u{H...} \0, named groups (?<name>...), and the
// modifiers (?i:...), (?m:...), (?s:...).
//
// Refused with an *Error wrapping a *RegexpError whose Unsupported field
// is set, because RE2 cannot do them in linear time or lacks the data:
//
//	feature                          example             why
//	lookahead                        (?=a) (?!a)         needs backtracking
//	lookbehind                       (?<=a) (?<!a)       needs backtracking
//	backreferences                   \1 \k<name>         needs backtracking
//	repetition counts above 1000     a{1001}             RE2's limit
//	Script_Extensions, short script  \p{scx=Grek}        no data here
//	  names, and properties without  \p{sc=Grek}
//	  tables here                    \p{Emoji} \p{Cased}
//	properties of strings            \p{RGI_Emoji}       no data here
//	duplicate group names            (?<a>x)|(?<a>y)     refused in every form
//
// The Unicode data (the identifier characters of group names, \p{...}
// properties, and the case folding of Options.IgnoreCase and of the i
// modifier) are Unicode 17.0, from this package's own tables: a pattern
// gives the same answers on every Go release, whatever the Unicode
// version of its unicode package. Nothing given to Go's regexp package
// depends on that version; case folding is written out as classes.
//
// A group that took no part in a match (JavaScript's undefined) has
// Group.Matched false; a group that matched the empty string has Matched
// true and Value "".
//
// # Errors
//
// Where the standard throws a TypeError, New and NewInit return an *Error
// naming the component, the pattern string and the byte offset of the
// problem. Test and Exec never fail: an input that does not parse does not
// match, as in the standard.
package urlpattern
