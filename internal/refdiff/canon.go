package main

import (
	"encoding/json"
	"fmt"
)

// The canonicalize, surt and ssurt requests of the jsonl protocol have no
// reference implementation to compare with: jsdom's whatwg-url has no
// canonicalization profiles, and a port of iipc/urlcanon to Node would be
// a second implementation of ours rather than a reference. So refdiff
// sends them to weburl alone, for a share of the generated URLs (-canon),
// and checks properties that hold whatever the profiles' rewrites are:
//
//   - canonicalize, surt and ssurt fail exactly when parsing fails;
//   - canonicalize with the default profile (whatwg) is the href;
//   - with the whatwg profile, a canonical form is its own canonical form,
//     and the SURT key of a URL is that of its canonical form, with the
//     same options.
//
// The other profiles are urlcanon's, which are not idempotent: the IA and
// aggressive profiles drop one trailing slash a round, and a decoded
// "%3F" or a host made empty can leave a string that does not parse as
// the same URL (canonicalize_test.go's FuzzCanonicalize says what holds).
//
// A property that does not hold is a disagreement, grouped by its cause
// as the differences with the reference are, and never recorded.

// canonProfiles are the profiles the checks use.
var canonProfiles = []string{"whatwg", "semantic-precise", "aggressive", "google", "ia", "ia-default"}

// A canonCheck is the requests about one URL, and the answers.
type canonCheck struct {
	input   string
	profile string
	surt    request // with its options
}

// nextCanon returns a check of a generated URL, with a random profile and
// SURT options.
func (g *generator) nextCanon() canonCheck {
	c := canonCheck{input: g.url(), profile: pick(g, canonProfiles)}
	c.surt = request{SURT: str(c.input), Profile: str(c.profile)}
	for _, b := range []**bool{&c.surt.Scheme, &c.surt.TrailingComma, &c.surt.WWW} {
		if g.chance(0.5) {
			v := g.chance(0.5)
			*b = &v
		}
	}
	return c
}

// firstRound returns the requests of the first round of the checks: a
// parse, canonicalize with and without the profile, surt and ssurt.
func (c canonCheck) firstRound() []request {
	return []request{
		{Input: str(c.input)},
		{Canonicalize: str(c.input)},
		{Canonicalize: str(c.input), Profile: str(c.profile)},
		c.surt,
		{SSURT: str(c.input)},
	}
}

// secondRound returns the requests about the canonical form.
func (c canonCheck) secondRound(canonical string) []request {
	s := c.surt
	s.SURT = str(canonical)
	return []request{{Canonicalize: str(canonical), Profile: str(c.profile)}, s}
}

// A canonAnswer is one decoded answer.
type canonAnswer struct {
	Href    *string `json:"href"`
	SURT    *string `json:"surt"`
	SSURT   *string `json:"ssurt"`
	Failure bool    `json:"failure"`
	Error   *string `json:"error"`
}

// value returns the answer's string, and whether it is a failure; ok is
// false for a protocol error or a response of the wrong shape.
func (a canonAnswer) value() (v string, failed, ok bool) {
	switch {
	case a.Failure:
		return "", true, true
	case a.Error != nil:
		return "", false, false
	case a.Href != nil:
		return *a.Href, false, true
	case a.SURT != nil:
		return *a.SURT, false, true
	case a.SSURT != nil:
		return *a.SSURT, false, true
	}
	return "", false, false
}

// runCanonChecks runs the checks through weburl and returns a diff with
// its request for each property that does not hold.
// ask is weburl's peer's ask.
func runCanonChecks(ask func([]request) ([]json.RawMessage, error), checks []canonCheck) ([]request, []diff, error) {
	var first []request
	for _, c := range checks {
		first = append(first, c.firstRound()...)
	}
	resp, err := ask(first)
	if err != nil {
		return nil, nil, err
	}
	answers, err := decodeCanon(resp)
	if err != nil {
		return nil, nil, err
	}
	var reqs []request
	var diffs []diff
	report := func(r request, cause string, details ...string) {
		reqs = append(reqs, r)
		diffs = append(diffs, diff{cause: r.kind() + ": " + cause, details: details})
	}
	var second []request
	var secondOf []int // the check of each pair of second-round requests
	const n = 5        // requests a check in the first round
	for i, c := range checks {
		a := answers[i*n : i*n+n]
		rs := first[i*n : i*n+n]
		href, parseFailed, ok := a[0].value()
		if !ok {
			report(rs[0], "a request weburl cannot answer", string(resp[i*n]))
			continue
		}
		for j := 1; j < n; j++ {
			v, failed, ok := a[j].value()
			switch {
			case !ok:
				report(rs[j], "a request weburl cannot answer", string(resp[i*n+j]))
			case failed != parseFailed:
				report(rs[j], fmt.Sprintf("fails: %v, parse fails: %v", failed, parseFailed), string(resp[i*n+j]))
			case j == 1 && v != href:
				report(rs[j], "the canonical form with no profile is not the href", "canonical: "+v, "href: "+href)
			}
		}
		if canonical, failed, ok := a[2].value(); ok && !failed && c.profile == "whatwg" {
			second = append(second, c.secondRound(canonical)...)
			secondOf = append(secondOf, i)
		}
	}
	if len(second) == 0 {
		return reqs, diffs, nil
	}
	resp2, err := ask(second)
	if err != nil {
		return nil, nil, err
	}
	answers2, err := decodeCanon(resp2)
	if err != nil {
		return nil, nil, err
	}
	for k, i := range secondOf {
		canonical, _, _ := answers[i*n+2].value()
		surt, surtFailed, _ := answers[i*n+3].value()
		again, failed, ok := answers2[2*k].value()
		if !ok || failed || again != canonical {
			report(second[2*k], "the canonical form is not its own canonical form",
				"canonical form of the input: "+canonical, "of the canonical form: "+string(resp2[2*k]))
		}
		surt2, failed, ok := answers2[2*k+1].value()
		if !surtFailed && (!ok || failed || surt2 != surt) {
			report(second[2*k+1], "the SURT key differs from that of the canonical form",
				"input: "+checks[i].input, "SURT key of the input: "+surt, "of the canonical form: "+string(resp2[2*k+1]))
		}
	}
	return reqs, diffs, nil
}

// decodeCanon decodes weburl's answers.
func decodeCanon(resp []json.RawMessage) ([]canonAnswer, error) {
	answers := make([]canonAnswer, len(resp))
	for i, r := range resp {
		if err := json.Unmarshal(r, &answers[i]); err != nil {
			return nil, fmt.Errorf("weburl: response %s: %v", r, err)
		}
	}
	return answers, nil
}
