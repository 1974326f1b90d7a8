package url

import "unicode/utf8"

// keptHostEscape returns the byte that the "%XX" at s[k] decodes to, when
// s[k] is a percent-encoded byte that the domain parser would keep as it
// is: ASCII, not a forbidden domain code point. It reports false for any
// other byte at s[k].
func keptHostEscape(s string, k int) (byte, bool) {
	if s[k] != '%' || !isPercentEncodedByte(s, k) {
		return 0, false
	}
	c := unhex(s[k+1])<<4 | unhex(s[k+2])
	return c, hostBytes[c]&(hbStop|hbOther) == 0
}

// asciiDomain is the host state for the commonest hosts of a special URL,
// ASCII domains, when no validation error is wanted: one scan finds the
// host's end, checks its bytes, percent-decodes those written "%XX" that
// decode to ASCII bytes allowed in a domain, and copies the rest; the domain
// parser's work is then only to lowercase them (and the IPv4 parser's,
// when the domain ends in a number); a host with bytes that are not ASCII,
// and no percent sign before them, goes on to idnDomain. It reports
// handled false, having written nothing, for any other host, which the
// full host parser then takes: j is then where the scan stopped, before
// which the host holds no byte that ends it, no bracket and no byte other
// than ASCII.
func (p *parser) asciiDomain(i int) (next state, j int, handled, ok bool) {
	in := p.in
	start := len(p.buf)
	buf := p.buf
	var seen hostByte // the bits of every byte written
	exact := true     // no byte was percent-decoded
	run := i          // the start of the bytes not yet copied
	for j = i; j < len(in); j++ {
		b := hostBytes[in[j]]
		seen |= b
		if b&(hbStop|hbOther) == 0 {
			continue
		}
		if b&hbStop != 0 {
			break
		}
		if in[j] >= utf8.RuneSelf && exact {
			next, end, handled, ok := p.idnDomain(i, j)
			if !handled {
				return 0, j, false, false
			}
			return next, end, true, ok
		}
		c, ok := keptHostEscape(in, j)
		if !ok {
			return 0, j, false, false
		}
		seen |= hostBytes[c]
		buf = append(buf, in[run:j]...)
		buf = append(buf, c)
		exact = false
		j += 2
		run = j + 1
	}
	if j == i {
		return 0, i, false, false // the empty host fails, with its own error
	}
	buf = append(buf, in[run:j]...)
	if seen&hbUpper != 0 {
		for k := start; k < len(buf); k++ {
			buf[k] = lower(buf[k])
		}
	}
	p.setBuf(buf)
	if !p.domainEnd(start, i, exact, true, false) {
		return 0, 0, true, false
	}
	if j < len(in) && in[j] == ':' {
		return stPort, j + 1, true, true
	}
	return stPathStart, j, true, true
}
