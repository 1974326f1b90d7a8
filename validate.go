package url

import "strconv"

// ParseValidate parses input as Parse does and also returns the validation
// errors the URL Standard's parser meets on the way, in the order it meets
// them, each with the byte offset in input where it arose. A URL can parse
// with validation errors: browsers accept it, but it is not a valid URL
// string, and each error says what a strict reader would object to.
//
// When parsing fails, the error is an *Error naming the validation error
// that ended it, which is also the last one in the list (except for the few
// failures the standard gives no validation error of their own, such as a
// domain that IDNA rejects: domain-to-ASCII is then reported earlier).
// It panics when given more than one base, as Parse does.
func ParseValidate(input string, base ...*URL) (*URL, []ValidationError, error) {
	b, err := oneBase("ParseValidate", input, base)
	if err != nil {
		return nil, nil, err
	}
	return (*Parser)(nil).ParseValidate(input, b)
}

// IsValid reports whether input is a valid URL string (against base, when
// one is given): whether it parses without a single validation error.
// It panics when given more than one base, as Parse does.
func IsValid(input string, base ...*URL) bool {
	b, err := oneBase("IsValid", input, base)
	if err != nil {
		return false
	}
	if canonicalAndValid(input) {
		return true
	}
	valid := true
	_, err = parse(input, b, nil, func(ValidationErrorCode, int) { valid = false }, false)
	return err == nil && valid
}

// canonicalAndValid reports whether input, whatever the base, is a URL's
// serialization (as the canonical route finds it, the "/" of a special URL's
// empty path aside) with no validation error. Of the validation errors,
// such input can hold only invalid-URL-unit: the canonical route takes no
// credentials, no backslash, no missing or extra slash, no IPv4 address
// but one in dotted decimal, no host that IDNA would change, and no tab,
// newline or space at the ends. So the rest is the strict ToASCII of a
// domain, which the host parser also runs, and a look at the bytes: each
// is a URL code point, a "%" that starts a percent-encoded byte, or the
// "#" that starts the fragment. The state
// machine decides everything else (FuzzCanonical holds the two equal).
func canonicalAndValid(input string) bool {
	var c canonicalResult
	if _, ok := parseCanonical(input, &c, false); !ok {
		return false
	}
	// The host comes before any "/" the canonical route adds, so its
	// offsets are the input's.
	u := &c.prefix
	if u.hostKind == hostDomain {
		// The host parser reports domain-to-ASCII where the strict
		// ToASCII fails; an "xn--" label is left to it.
		if ok, decided := strictASCIIDomain(input[u.hostStart:u.hostEnd]); !ok || !decided {
			return false
		}
	}
	fragment := false
	for i := 0; i < len(input); i++ {
		switch b := input[i]; {
		case b < 0x80 && is(b, classURLUnit):
		case b == '%' && isPercentEncodedByte(input, i):
		case b == '#' && !fragment:
			fragment = true
		default:
			return false
		}
	}
	return true
}

// oneBase returns the base of fn's variadic base argument. More than one
// is a mistake in the calling code, not in the input: oneBase panics.
func oneBase(fn, input string, base []*URL) (*URL, error) {
	switch {
	case len(base) == 1 && base[0] != nil && base[0].n != 0:
		return base[0], nil // the common case, at once
	case len(base) == 0:
		return nil, nil
	case len(base) == 1:
		return base[0], checkBase(input, base[0])
	}
	panic("url: " + fn + " takes at most one base URL, and was given " + strconv.Itoa(len(base)))
}

// checkBase rejects the zero URL as a base; nil is no base.
func checkBase(input string, base *URL) error {
	if base != nil && base.href() == "" {
		return &Error{Input: input, Detail: "base is the zero URL, not a parsed URL"}
	}
	return nil
}

// Error returns the validation error's name, offset and description, such
// as "invalid-credentials at offset 8: the input includes credentials".
func (e ValidationError) Error() string {
	return e.Code.String() + " at offset " + strconv.Itoa(e.Offset) + ": " + e.Code.Description()
}

// Description says in a few words what the validation error means.
func (c ValidationErrorCode) Description() string {
	if c == 0 || c >= numValidationErrorCodes {
		return "unknown validation error"
	}
	return codeTexts[c].description
}
