package url

import (
	"testing"

	"github.com/weburl/url/internal/hostile"
	"github.com/weburl/url/internal/race"
)

func parseHostile(input string) hostile.Result {
	u, err := Parse(input)
	if err != nil {
		return hostile.Result{}
	}
	return hostile.Result{OK: true, Out: len(u.Href())}
}

// withBase returns a run function that parses the input against the URL
// base(n), for an input of n bytes.
func withBase(base func(n int) string) func(string) hostile.Result {
	return func(input string) hostile.Result {
		b, err := Parse(base(len(input)))
		if err != nil {
			panic(err)
		}
		u, err := Parse(input, b)
		if err != nil {
			return hostile.Result{}
		}
		return hostile.Result{OK: true, Out: len(u.Href())}
	}
}

// setter returns a run function that applies a setter to a copy of href
// with the input as its value; it succeeds when the URL changes.
func setter(href string, set func(u *URL, value string) error) func(string) hostile.Result {
	return func(input string) hostile.Result {
		orig, err := Parse(href)
		if err != nil {
			panic(err)
		}
		u := *orig
		set(&u, input)
		return hostile.Result{OK: u.Href() != href, Out: len(u.Href())}
	}
}

func formHostile(input string) hostile.Result {
	p := NewSearchParams(input)
	return hostile.Result{OK: true, Out: len(p.String()), Pairs: p.Size()}
}

// hostileCases are the kinds of hostile input. At 1 MiB, "many labels" has
// 500,000 labels, the dot segment kinds 200,000 to 350,000 segments, and
// "query pairs" 250,000 pairs.
var hostileCases = []hostile.Case{
	{Name: "long host", Input: func(n int) string { return "http://" + rep("a", n) + "/" }, OK: true},
	{Name: "long host, uppercase", Input: func(n int) string { return "http://" + rep("A", n) + "/" }, OK: true},
	{Name: "many labels", Input: func(n int) string { return "http://" + rep("a.", n) + "com/" }, OK: true},
	{Name: "many numeric labels", Input: func(n int) string { return "http://" + rep("1.", n) + "1/" }},
	{Name: "long IPv4 number", Input: func(n int) string { return "http://0x" + rep("f", n) + "/" }},
	{Name: "long xn-- label", Input: func(n int) string { return "http://xn--" + rep("a", n) + "/" }, OK: true},
	// Non-ASCII domains longer than maxIDNADomain fail before IDNA.
	{Name: "IDNA host, one label", Input: func(n int) string { return "http://" + distinctRunes(n) + "/" }},
	{Name: "IDNA host, many labels", Input: func(n int) string { return "http://" + rep("é.", n) + "com/" }},
	{Name: "IDNA host, one non-ASCII byte", Input: func(n int) string { return "http://é" + rep("a", n) + "/" }},
	{Name: "percent-encoded host", Input: func(n int) string { return "http://" + rep("%61", n) + "/" }, OK: true},
	{Name: "IPv6, many pieces", Input: func(n int) string { return "http://[" + rep("1:", n) + "1]/" }},
	{Name: "IPv6, colons", Input: func(n int) string { return "http://[" + rep(":", n) + "]/" }},
	{Name: "IPv6, IPv4 parts", Input: func(n int) string { return "http://[::" + rep("1.", n) + "1]/" }},
	{Name: "IPv6, unclosed", Input: func(n int) string { return "http://[" + rep("0", n) }},
	{Name: "opaque host, IPv6-like", Input: func(n int) string { return "sc://[" + rep("1:", n) + "/" }},
	{Name: "userinfo with many @", Input: func(n int) string { return "http://" + rep("u@", n) + "h/" }, OK: true},
	{Name: "long password", Input: func(n int) string { return "http://u:" + rep("p:", n) + "@h/" }, OK: true},
	{Name: "port of zeros", Input: func(n int) string { return "http://h:" + rep("0", n) + "80/" }, OK: true},
	{Name: "long port", Input: func(n int) string { return "http://h:" + rep("9", n) + "/" }},
	{Name: "backslashes before host", Input: func(n int) string { return "http:" + rep(`\`, n) + "h/" }, OK: true},
	{Name: "backslashes in path", Input: func(n int) string { return "http://h" + rep(`\`, n) }, OK: true},
	{Name: "dot segments /a/..", Input: func(n int) string { return "http://h" + rep("/a/..", n) + "/" }, OK: true},
	{Name: "dot segments ../", Input: func(n int) string { return "http://h/" + rep("../", n) }, OK: true},
	{Name: "dot segments %2e%2e/", Input: func(n int) string { return "http://h/" + rep("%2e%2e/", n) }, OK: true},
	{Name: "dot segments %2E./, non-special", Input: func(n int) string { return "sc://h/" + rep("%2E./", n) }, OK: true},
	{Name: "deep path, then ..", Input: func(n int) string { return "http://h" + rep("/a", n/2) + rep("/..", n/2) }, OK: true},
	{Name: "file drive letter, then ..", Input: func(n int) string { return "file:///C:" + rep("/..", n) }, OK: true},
	{Name: "%25 chain in path", Input: func(n int) string { return "http://h/" + rep("%25", n) }, OK: true},
	{Name: "bytes to percent-encode", Input: func(n int) string { return "http://h/" + rep(" ", n) + "x" }, OK: true},
	{Name: "invalid UTF-8", Input: func(n int) string { return "http://h/" + rep("\xff", n) }, OK: true},
	{Name: "tabs and newlines", Input: func(n int) string { return "http://h/" + rep("a\t\n", n) }, OK: true},
	{Name: "C0 controls and spaces around", Input: func(n int) string { return rep("\x00 ", n/2) + "http://h/" + rep(" \x01", n/2) }, OK: true},
	{Name: "query pairs", Input: func(n int) string { return "http://h/?" + rep("a=b&", n) }, OK: true},
	{Name: "long fragment", Input: func(n int) string { return "http://h/#" + rep("`#", n) }, OK: true},
	{Name: "opaque path", Input: func(n int) string { return "sc:" + rep("a ", n) + "b" }, OK: true},
	{Name: "slashes, non-special", Input: func(n int) string { return "sc:" + rep("/", n) }, OK: true},
	{
		Name:  "relative ../ against a deep base",
		Input: func(n int) string { return rep("../", n) + "b" },
		Run:   withBase(func(n int) string { return "http://h" + rep("/a", n) }),
		OK:    true,
	},
	{Name: "form: pairs", Input: func(n int) string { return rep("a=b&", n) }, Run: formHostile, OK: true},
	{Name: "form: names only", Input: func(n int) string { return rep("a&", n) }, Run: formHostile, OK: true},
	{Name: "form: %25 chains and +", Input: func(n int) string { return rep("%25+%41=%2B&", n) }, Run: formHostile, OK: true},
	{
		Name:  "SetPathname, dot segments",
		Input: func(n int) string { return rep("/a/..", n) },
		Run:   setter("http://h/x?q#f", (*URL).SetPathname),
		OK:    true,
	},
	{
		Name:  "SetHost, long host",
		Input: func(n int) string { return rep("a", n) + ":8080" },
		Run:   setter("http://h/x?q#f", (*URL).SetHost),
		OK:    true,
	},
	{
		Name:  "SetSearch, query pairs",
		Input: func(n int) string { return rep("a=b&", n) },
		Run:   setter("http://h/x?q#f", func(u *URL, v string) error { u.SetSearch(v); return nil }),
		OK:    true,
	},
	{
		Name:  "SetHash, invalid UTF-8",
		Input: func(n int) string { return rep("\xfe", n) },
		Run:   setter("http://h/x?q#f", func(u *URL, v string) error { u.SetHash(v); return nil }),
		OK:    true,
	},
}

// TestHostileInputs checks that every kind of hostile input is processed
// in linear time and memory. Time: the cost per byte of a 1 MiB input,
// the fastest of several runs, is less than 8 times that of a 64 KiB
// input (a quadratic algorithm would give 16). Memory: one run allocates
// at most 8 bytes per byte of its input or of its output, whichever is
// longer (percent-encoding makes the output up to 9 times as long as the
// input), plus 48 bytes per name-value pair for SearchParams (a pair of
// strings in the list, and two ends while parsing).
func TestHostileInputs(t *testing.T) {
	hostile.Check(t, hostileCases, hostile.Limits{
		Name: "hostile inputs", Run: parseHostile, AllocPerByte: 8, AllocPerPair: 48, Race: race.Enabled,
	})
}
