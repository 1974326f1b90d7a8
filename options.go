package url

// A Parser parses URLs with options, such as the encoding of the query. It
// is built once, by NewParser, and used many times; a *Parser is safe for
// concurrent use. Its zero value, and a nil *Parser, parse as Parse does.
type Parser struct {
	enc *legacyEncoding // the query's encoding; nil for UTF-8
}

// An Option configures a Parser; pass Options to NewParser. The Options are
// the With functions of this package.
type Option struct {
	apply func(*Parser) error
}

// NewParser returns a Parser with the given options, applied in order (a
// later option overrides an earlier one of the same kind). It returns an
// error when an option is invalid, such as WithEncoding with a label that
// names no encoding.
func NewParser(opts ...Option) (*Parser, error) {
	p := new(Parser)
	for _, o := range opts {
		if o.apply == nil {
			continue
		}
		if err := o.apply(p); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// WithEncoding sets the encoding of the query, the URL Standard's encoding
// argument to the URL parser: HTML parses the URLs in a document with the
// document's encoding, so a link to "?q=smörgåsbord" in a windows-1252
// document has the query "q=sm%F6rg%E5sbord" rather than
// "q=sm%C3%B6rg%C3%A5sbord".
//
// label is a label of the WHATWG Encoding Standard, such as "utf-8",
// "windows-1252", "latin1", "shift_jis" or "gb18030", matched ASCII
// case-insensitively after leading and trailing ASCII white space is
// removed; NewParser reports any other label as an error. The labels of
// replacement, UTF-16BE and UTF-16LE select UTF-8, as the standard's "get
// an output encoding" does.
//
// As the standard says, the encoding applies to the query only, and only
// to special URLs other than ws: and wss: ones; everything else stays
// UTF-8. A code point that the encoding cannot represent is written as the
// percent-encoded HTML numeric character reference "%26%23" + decimal +
// "%3B", so that "‽" becomes "%26%238253%3B" in Shift_JIS.
func WithEncoding(label string) Option {
	return Option{apply: func(p *Parser) error {
		enc, err := outputEncoding(label)
		if err != nil {
			return err
		}
		p.enc = enc
		return nil
	}}
}

// Parse parses input as a URL against base (which may be nil), as the
// package-level Parse does, with p's options.
func (p *Parser) Parse(input string, base *URL) (*URL, error) {
	if err := checkBase(input, base); err != nil {
		return nil, err
	}
	return parse(input, base, p.encoding(), nil, true)
}

// encoding returns the query's encoding, nil for UTF-8 (and a nil p).
func (p *Parser) encoding() *legacyEncoding {
	if p == nil {
		return nil
	}
	return p.enc
}

// ParseValidate parses input against base (which may be nil) with p's
// options, as Parse does, and also returns the validation errors met on
// the way, as the package-level ParseValidate does.
func (p *Parser) ParseValidate(input string, base *URL) (*URL, []ValidationError, error) {
	if err := checkBase(input, base); err != nil {
		return nil, nil, err
	}
	var errs []ValidationError
	u, err := parse(input, base, p.encoding(), func(code ValidationErrorCode, at int) {
		errs = append(errs, ValidationError{Code: code, Offset: at})
	}, true)
	return u, errs, err
}
