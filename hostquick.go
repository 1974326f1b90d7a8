package url

import "unicode/utf8"

// keptHostEscape returns the byte that the "%XX" at s[k] decodes to, when
// s[k] is a percent-encoded byte that the domain parser would keep as it
// is: ASCII, not a forbidden domain code point. It reports false for any
// other byte at s[k].
func keptHostEscape(s string, k int) (byte, bool) {
	if k+2 >= len(s) || s[k] != '%' {
		return 0, false
	}
	// Two lookups, without unhex's branches: a byte that is not a hex
	// digit has the high bits of its value set.
	hi, lo := hexValue[s[k+1]], hexValue[s[k+2]]
	c := hi<<4 | lo
	return c, (hi|lo) < 16 && hostBytes[c]&(hbStop|hbOther) == 0
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

// Bits of scanHostBytes beside those of hostBytes.
const (
	hbPercent  = hbOther << 1 // "%", which may start a byte for fixHost to decode
	hbNonASCII = hbOther << 2 // a byte of UTF-8 that is not ASCII, for fixHost's IDNA
	hbBracket  = hbOther << 3 // not a byte's: the host is an IPv6 address in brackets, for fixHost
)

// scanHostBytes is hostBytes for scanCanonical's host loop, which reads on
// over "%" and bytes that are not ASCII, noting them, where hostBytes has
// hbOther: fixHost then tells what the host parser makes of them.
var scanHostBytes = func() (t [256]hostByte) {
	for b := range t {
		switch {
		case b == '%':
			t[b] = hbPercent
		case b >= utf8.RuneSelf:
			t[b] = hbNonASCII
		default:
			t[b] = hostBytes[b]
		}
	}
	return t
}()
