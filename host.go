package url

import (
	"encoding/binary"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxIDNADomain is the longest domain, in bytes of UTF-8 after
// percent-decoding, that goes through IDNA ToASCII: a longer domain that is
// not ASCII fails with domain-to-ASCII. The URL Standard sets no limit
// (whatwg/url#824), but Punycode encoding takes time proportional to a
// label's length times the number of distinct code points in it, so the
// cost of a label grows with the square of its length: on a 2-core test
// machine, a label of 16 KiB of distinct ideographs takes 150 ms, 64 KiB
// seconds, and 4 KiB (the worst case at this limit) about 10 ms. The limit
// is far above any name DNS can resolve (253 bytes in ASCII form, labels of
// at most 59 code points), and ICU refuses to Punycode-encode a label of
// more than 1000 UTF-16 code units (ICU-13727). ASCII domains are only
// lowercased, in linear time, and have no limit.
const maxIDNADomain = 4096

// parseHost runs the host parser on s, which starts at input offset at, and
// appends the serialized host to buf. opaque is true for URLs that are not
// special.
func (p *parser) parseHost(s string, at int, opaque bool) bool {
	var kind hostKind
	switch {
	case len(s) > 0 && s[0] == '[':
		if s[len(s)-1] != ']' || len(s) < 2 {
			return p.fail(IPv6Unclosed, at+len(s), "missing ]")
		}
		addr, ok := p.parseIPv6(s[1:len(s)-1], at+1)
		if !ok {
			return false
		}
		p.buf = append(appendIPv6(append(p.buf, '['), &addr), ']')
		kind = hostIPv6
	case opaque:
		// opaque-host parser
		for k := 0; k < len(s); k++ {
			if is(s[k], classForbiddenHost) {
				return p.failWith(HostInvalidCodePoint, at+k, detail{form: detailQuotedRune, r: rune(s[k]), text: " is not allowed in a host"})
			}
		}
		if p.report != nil {
			p.checkOpaqueHostUnits(s, at)
		}
		p.setBuf(appendEncoded(p.buf, s, setC0Control))
		kind = hostOpaque
		if s == "" {
			kind = hostEmpty
		}
	default:
		return p.parseDomainHost(s, at)
	}
	p.hostEnd = len(p.buf)
	p.hostKind = kind
	return true
}

// parseDomainHost runs the host parser's steps for a special URL's host
// that is not an IPv6 address: percent-decode, the domain parser, and the
// IPv4 parser when the domain ends in a number.
func (p *parser) parseDomainHost(s string, at int) bool {
	domain := s
	if k := strings.IndexByte(s, '%'); k >= 0 {
		if p.report != nil {
			for ; k < len(s); k++ {
				if isPercentEncodedByte(s, k) {
					p.verr(DomainPercentEncoded, at+k)
					break
				}
			}
		}
		var scratch [64]byte
		decoded := appendDecoded(scratch[:0], s)
		if !isASCII(decoded) && !utf8.Valid(decoded) {
			// UTF-8 decoding would give U+FFFD, on which the domain parser
			// fails.
			return p.fail(DomainToASCII, at, "percent-decodes to bytes that are not UTF-8")
		}
		// The domain is read, never kept, while the host is parsed. A
		// short one is copied to a string that the compiler keeps on the
		// stack, as it does not escape (up to 32 bytes, the runtime's
		// tmpBufSize: a performance assumption only); a longer one to a
		// pooled buffer, put back when the host is parsed.
		if len(decoded) <= 32 {
			domain = string(decoded)
		} else {
			sb := getScratch(len(decoded))
			d := append((*sb)[:0], decoded...)
			defer putScratch(sb, d)
			domain = scratchString(d)
		}
	}
	if len(domain) > maxIDNADomain && !isASCII(domain) {
		return p.fail(DomainToASCII, at, "a domain that needs IDNA is longer than "+strconv.Itoa(maxIDNADomain)+" bytes")
	}
	// The domain parser's strict ToASCII only reports: the failures below
	// happen only where it fails too.
	if p.report != nil && !strictToASCIIOK(domain) {
		p.verr(DomainToASCII, at)
	}
	start := len(p.buf)
	if isASCII(domain) {
		// Web compatibility: an ASCII domain is only lowercased, whatever
		// Unicode ToASCII would say of it.
		p.setBuf(appendLower(p.buf, domain))
		return p.domainEnd(start, at, domain == s, false, false)
	}
	// The quick path takes only domains that it has checked as UTS #46
	// processing does (idnaquick.go), and fails only those that fail
	// there; it leaves the others to that processing (idna.go).
	buf, res, checked, _ := appendQuickToASCII(p.buf, domain, false)
	if res == quickDeclined {
		buf, res = appendToASCII(p.buf, domain, false)
	}
	if res == quickDisallowed {
		if r := firstDisallowed(domain); r >= 0 {
			return p.failOnlyWith(DomainToASCII, at, detail{form: detailQuotedRune, r: r, text: " is disallowed in a domain by IDNA, or not assigned"})
		}
	}
	if res != quickTaken {
		return p.failOnly(DomainToASCII, at, res.String())
	}
	p.buf = buf
	return p.domainEnd(start, at, false, checked, true)
}

// domainEnd finishes the host parser's work on the ASCII domain in
// buf[start:], found at input offset at: it checks the domain's code points
// and runs the IPv4 parser when the domain ends in a number. exact says
// whether the domain is the input's text (not percent-decoded, not mapped),
// checked whether its bytes are known to be no forbidden domain code
// points, and nonASCII whether the domain was not ASCII before ToASCII.
func (p *parser) domainEnd(start, at int, exact, checked, nonASCII bool) bool {
	host := p.buf[start:]
	if len(host) == 0 {
		return p.failOnly(DomainToASCII, at, "the domain is empty")
	}
	if !checked {
		for _, b := range host {
			if is(b, classForbiddenDomain) {
				return p.failOnlyWith(DomainToASCII, at, detail{form: detailQuotedRune, r: rune(b), text: " is not allowed in a domain"})
			}
		}
	}
	if mayEndInANumber(host) && endsInANumber(host) {
		if nonASCII {
			// A later change of the standard (whatwg/url, 2026-07).
			p.verr(IPv4NonASCIIInput, at)
		}
		v, ok := p.parseIPv4(host, at, exact)
		if !ok {
			return false
		}
		p.setBuf(appendIPv4(p.buf[:start], v))
		p.hostKind = hostIPv4
	} else {
		p.hostKind = hostDomain
	}
	p.hostEnd = len(p.buf)
	return true
}

// lowerWord lowercases the ASCII upper-case letters among the eight bytes
// of w: a byte's high bit, after adding to its low seven bits what takes
// "A" to 0x80 and what takes "Z" to 0x7F... past it, tells whether it is
// from "A" to "Z" (and ASCII, its own high bit clear); that bit, shifted to
// 0x20, is what lowercasing adds.
func lowerWord(w uint64) uint64 {
	const ones = 0x0101010101010101
	low := w &^ (0x80 * ones)
	geA := low + (0x80-'A')*ones
	gtZ := low + (0x80-'Z'-1)*ones
	upper := (geA ^ gtZ) &^ w & (0x80 * ones)
	return w | upper>>2
}

// appendLower appends s to dst with ASCII upper-case letters lowercased.
func appendLower[T string | []byte](dst []byte, s T) []byte {
	n := len(dst)
	dst = append(dst, s...)
	k := n
	for ; k+8 <= len(dst); k += 8 {
		binary.LittleEndian.PutUint64(dst[k:], lowerWord(binary.LittleEndian.Uint64(dst[k:])))
	}
	for ; k < len(dst); k++ {
		dst[k] = lowerTable[dst[k]]
	}
	return dst
}

func isASCII[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// endsInANumber implements the URL Standard's "ends in a number checker".
func endsInANumber[T string | []byte](s T) bool {
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	last := s
	for k := len(s) - 1; k >= 0; k-- {
		if s[k] == '.' {
			last = s[k+1:]
			break
		}
	}
	// last is ASCII digits, or parsing it as an IPv4 number succeeds: "0x"
	// or "0X" and hex digits.
	return len(last) > 0 && allIs(last, classDigit) ||
		len(last) >= 2 && last[0] == '0' && last[1]|0x20 == 'x' && allIs(last[2:], classHex)
}

// allIs reports whether every byte of s is in class c.
func allIs[T string | []byte](s T, c class) bool {
	for i := 0; i < len(s); i++ {
		if !is(s[i], c) {
			return false
		}
	}
	return true
}

// checkOpaqueHostUnits runs the opaque-host parser's two invalid-URL-unit
// checks: each reports once, at its first occurrence.
func (p *parser) checkOpaqueHostUnits(s string, at int) {
	badUnit, badPercent := -1, -1
	for k, r := range s {
		switch {
		case r == '%':
			if badPercent < 0 && !isPercentEncodedByte(s, k) {
				badPercent = k
			}
		case badUnit < 0 && !isURLCodePoint(r):
			badUnit = k
		}
	}
	if badUnit >= 0 {
		p.verr(InvalidURLUnit, at+badUnit)
	}
	if badPercent >= 0 {
		p.verr(InvalidURLUnit, at+badPercent)
	}
}

// strictToASCIIOK runs the domain parser's strict ToASCII, for its
// validation error only. Under VerifyDnsLength, UTS #46 (section 4.2, step
// 4, and its note) disallows the empty root label, so a domain with a
// trailing dot fails.
func strictToASCIIOK(domain string) bool {
	if ok, decided := strictASCIIDomain(domain); decided {
		return ok
	}
	_, res := appendToASCII(nil, domain, true)
	return res == quickTaken
}

// strictASCIIDomain decides the strict ToASCII of most ASCII domains without
// IDNA: letters, digits and hyphens only (UseSTD3ASCIIRules), no label
// starting or ending with a hyphen or with hyphens in its third and fourth
// places (CheckHyphens), labels of 1 to 63 bytes and at most 253 in all
// (VerifyDnsLength). A domain with any other byte, or with an "xn--" label,
// whose Punycode must be checked, is left undecided.
func strictASCIIDomain(d string) (ok, decided bool) {
	if len(d) == 0 || len(d) > 253 {
		return false, len(d) > 0 && isASCII(d)
	}
	start := 0
	for i := 0; i <= len(d); i++ {
		if i < len(d) && d[i] != '.' {
			c := d[i]
			if !(is(c, classAlpha) || is(c, classDigit) || c == '-') {
				return false, c < 0x80 && isASCII(d)
			}
			continue
		}
		label := d[start:i]
		switch {
		case len(label) == 0 || len(label) > 63:
			return false, isASCII(d)
		case len(label) >= 4 && (label[0] == 'x' || label[0] == 'X') && (label[1] == 'n' || label[1] == 'N') && label[2] == '-' && label[3] == '-':
			return false, false
		case label[0] == '-' || label[len(label)-1] == '-' || (len(label) >= 4 && label[2] == '-' && label[3] == '-'):
			return false, true
		}
		start = i + 1
	}
	return true, true
}
