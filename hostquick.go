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

// Bits of scanHostBytes beside those of hostBytes.
const (
	hbPercent  = hbOther << 1 // "%", which may start a byte for appendQuickHost to decode
	hbNonASCII = hbOther << 2 // a byte of UTF-8 that is not ASCII, for IDNA
)

// scanHostBytes is hostBytes for the one-pass route's host loop, which reads on
// over "%" and bytes that are not ASCII, noting them, where hostBytes has
// hbOther: appendQuickHost then tells what the host parser makes of them.
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

// maxQuickHost is the longest host, in bytes of the input, that
// appendQuickHost parses.
const maxQuickHost = 255

// appendQuickHost runs the host parser on h, a special URL's host, when it
// is one of the hosts most inputs have, and appends the serialized host to
// dst. h holds no tab or newline, and no byte that ends a host; the bits
// of hostBytes of its bytes are bits. It takes a host that needs no more
// than percent-decoding to ASCII bytes allowed in a domain, lowercasing,
// and the IPv4 parser where it ends in a number and ipv4Quick takes it;
// a host with bytes that are not ASCII (as they are or percent-encoded)
// that the quick IDNA path takes. It reports false,
// with what it appended meaningless, for any other host: the full host
// parser then tells what it makes of h, failure included.
func appendQuickHost(dst []byte, h string, bits hostByte) ([]byte, hostKind, bool) {
	if len(h) > maxQuickHost {
		return dst, 0, false
	}
	if bits&hbNonASCII != 0 {
		if bits&hbPercent != 0 {
			return appendQuickDecodedHost(dst, h)
		}
		dst, _, ok := appendQuickIDNHost(dst, h, false)
		return dst, hostDomain, ok
	}
	start := len(dst)
	for k := 0; k < len(h); k++ {
		c := h[k]
		if c == '%' {
			var ok bool
			if c, ok = keptHostEscape(h, k); !ok {
				if c >= utf8.RuneSelf && isPercentEncodedByte(h, k) {
					return appendQuickDecodedHost(dst[:start], h)
				}
				return dst, 0, false
			}
			k += 2
		}
		dst = append(dst, lowerTable[c])
	}
	if host := dst[start:]; mayEndInANumber(host) && endsInANumber(host) {
		dst, ok := appendQuickIPv4Host(dst, start)
		return dst, hostIPv4, ok
	}
	return dst, hostDomain, true
}

// appendQuickIPv4Host replaces dst[start:], a lowercase ASCII domain that
// ends in a number, with the address that ipv4Quick makes of it,
// serialized. It reports false where ipv4Quick declines the domain.
func appendQuickIPv4Host(dst []byte, start int) ([]byte, bool) {
	v, ok := ipv4Quick(dst[start:])
	if !ok {
		return dst, false
	}
	return appendIPv4(dst[:start], v), true
}

// appendQuickIDNHost is appendQuickHost for a host with bytes that are not
// ASCII and no "%": the domain parser's ToASCII is the quick IDNA path's,
// when it takes the domain and writes no forbidden domain code point, and
// the domain is not empty and does not end in a number (for the IPv4
// parser). With at, the host is at the start of h, and ends where the
// quick IDNA path finds a byte that ends a special URL's host; it returns
// the host's length in h too.
func appendQuickIDNHost(dst []byte, h string, at bool) ([]byte, int, bool) {
	start := len(dst)
	dst, res, checked, n := appendQuickToASCII(dst, h, at)
	host := dst[start:]
	return dst, n, res == quickTaken && checked && len(host) > 0 && !(mayEndInANumber(host) && endsInANumber(host))
}

// appendQuickDecodedHost is appendQuickHost for a host with "%" that
// percent-decodes to bytes that are not ASCII, or that has such bytes as
// they are: the host parser's percent-decoding, then what
// appendQuickIDNHost does, where h is valid UTF-8 (as preprocessing leaves
// it) and its decoding too (which the domain parser fails on otherwise).
func appendQuickDecodedHost(dst []byte, h string) ([]byte, hostKind, bool) {
	if !utf8.ValidString(h) {
		return dst, 0, false
	}
	sb := getScratch(len(h))
	decoded := appendDecoded((*sb)[:0], h)
	ok := false
	if utf8.Valid(decoded) {
		dst, _, ok = appendQuickIDNHost(dst, scratchString(decoded), false)
	}
	putScratch(sb, decoded)
	return dst, hostDomain, ok
}

// lowerTable maps each byte to itself lowercased (lower), without a branch
// on whether it is upper-case, which mixed-case input seldom predicts.
var lowerTable = func() (t [256]byte) {
	for b := range t {
		t[b] = lower(byte(b))
	}
	return t
}()

// appendQuickIPv6Host appends the host of a special URL that starts with
// "[" at in[i], serialized, where it is an address of hexadecimal digits,
// colons and dots (an IPv4 part) in brackets that the IPv6 parser takes.
// It returns dst, the index after "]", and false where it declines: other
// bytes before "]" (a byte that ends the host or the authority among
// them), which the caller leaves, with a failure, to the host and port
// states.
func appendQuickIPv6Host(dst []byte, in string, i int) ([]byte, int, bool) {
	k := i + 1
	for k < len(in) && in[k] != ']' {
		if !is(in[k], classHex) && in[k] != ':' && in[k] != '.' {
			return dst, i, false
		}
		k++
	}
	if k == len(in) {
		return dst, i, false
	}
	var p parser
	p.noDetail = true
	address, ok := p.parseIPv6(in[i+1:k], i+1)
	if !ok {
		return dst, i, false
	}
	return append(appendIPv6(append(dst, '['), &address), ']'), k + 1, true
}
