package url

// parse is the one entry to parsing: it runs the basic URL parser on
// input against base (which may be nil), with enc as the query's encoding
// (nil for UTF-8), and returns the URL, allocated once, or the error that
// made it fail. When want is false (CanParse), it returns a nil URL on
// success and errNotParsed on failure, and allocates nothing but what
// UTS #46 processing (idna.go) does for a domain the quick IDNA path
// declines.
//
// A short look at the input picks a route; each route either finishes the
// parse exactly as the state machine would (a URL, or an error), or
// declines, having done nothing, and the next is tried. The state machine
// (parseBasic) takes whatever the routes decline, and every input when
// validation errors are wanted (report not nil). The routes, in order,
// with the fuzz target that holds each equal to the state machine:
//
//	parseRelativeQuick  a relative reference against a special base  FuzzRelativeQuick
//	parseCanonical      input already a URL's serialization, kept    FuzzCanonical
//	parseOnePass        an absolute special URL, in one pass (from   FuzzOnePass
//	                    where parseCanonical found it not canonical)
//	parseHostFailure    one whose host or port fails, which it said   FuzzHostFailure
//
// ARCHITECTURE.md says what each takes and declines.
func parse(input string, base *URL, enc *legacyEncoding, report func(ValidationErrorCode, int), want bool) (*URL, error) {
	if report == nil {
		if base != nil && enc == nil {
			if r, ok := parseRelativeQuick(input, base, want); ok {
				return r, nil
			}
		}
		var c canonicalResult
		if r, ok := parseCanonical(input, &c, want); ok {
			return r, nil
		}
		if enc == nil {
			r, v := parseOnePass(input, base, &c, want)
			if v.taken {
				return r, v.err
			}
			if v.hostAt > 0 {
				if err, ok := parseHostFailure(input, v, want); ok {
					return nil, err
				}
			}
		}
	}
	return parseBasic(input, base, enc, report, want)
}
