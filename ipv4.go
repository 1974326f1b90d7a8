package url

import (
	"encoding/binary"
	"strconv"
	"strings"
)

// parseIPv4 runs the URL Standard's IPv4 parser on s, a domain that ends in
// a number, found at input offset at, step by step, with its validation
// errors. When exact is false, s is not the input's text (it was
// percent-decoded or mapped by IDNA), and errors are reported at the
// host's start. (The one-pass route's ipv4Quick takes the commonest
// addresses before the state machine sees them.)
func (p *parser) parseIPv4(s []byte, at int, exact bool) (uint32, bool) {
	off := func(k int) int {
		if exact {
			return at + k
		}
		return at
	}
	if s[len(s)-1] == '.' {
		p.verr(IPv4EmptyPart, off(len(s)-1))
		if len(s) > 1 {
			s = s[:len(s)-1]
		}
	}
	// Count the parts first: the standard checks the count before it
	// parses any part.
	n := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			n++
		}
	}
	if n < 4 {
		p.verr(IPv4TooFewParts, at)
	}
	if n > 4 {
		return 0, p.fail(IPv4TooManyParts, at, "more than four parts")
	}
	var numbers [4]uint64
	k := 0
	for start := 0; start <= len(s); k++ {
		end := start
		for end < len(s) && s[end] != '.' {
			end++
		}
		v, nonDecimal, ok := parseIPv4Number(s[start:end])
		if !ok {
			part := ""
			if !p.noDetail {
				part = ipv4PartText(p, s[start:end], at+start, exact)
			}
			return 0, p.failWith(IPv4NonNumericPart, off(start), detail{form: detailQuotedString, arg: part, text: " is not a number"})
		}
		if nonDecimal {
			p.verr(IPv4NonDecimalPart, off(start))
		}
		numbers[k] = v
		start = end + 1
	}
	// head is the largest of the parts before the last.
	last, head, ipv4 := numbers[n-1], uint64(0), uint32(0)
	for k := 0; k < n-1; k++ {
		head = max(head, numbers[k])
		ipv4 += uint32(numbers[k]) << (8 * (3 - k))
	}
	if max(head, last) > 255 {
		p.verr(IPv4OutOfRangePart, at)
	}
	if head > 255 {
		return 0, p.failOnly(IPv4OutOfRangePart, at, "a part other than the last is above 255")
	}
	if last >= 1<<(8*(5-n)) {
		return 0, p.failOnly(IPv4OutOfRangePart, at, "the last part is out of range")
	}
	return ipv4 + uint32(last), true
}

// parseIPv4Host runs parseIPv4 on host, the input's bytes from at on, but
// lowercased, and returns the address, or the error the URL fails with
// (errNotParsed when want is false).
func parseIPv4Host(host []byte, input string, at int, want bool) (uint32, error) {
	// A copy in a pooled buffer, which the error's detail may quote: host
	// stays on its caller's stack.
	sb := getScratch(len(host))
	s := append((*sb)[:0], host...)
	p := parser{input: input, in: input, noDetail: !want, lazyDetail: true}
	v, ok := p.parseIPv4(s, at, true)
	var err error
	if !ok {
		err = p.failure(input)
	}
	putScratch(sb, s)
	return v, err
}

// ipv4PartText returns part, a part of the host the IPv4 parser fails on,
// as a string for the error's detail: the input's bytes where the host is
// the input's (exact), found at offset at, which costs no allocation; a
// copy otherwise.
func ipv4PartText(p *parser, part []byte, at int, exact bool) string {
	if exact && at >= 0 && at+len(part) <= len(p.in) {
		in := p.in[at : at+len(part)]
		same := true
		for k := 0; k < len(part) && same; k++ {
			same = lower(in[k]) == part[k]
		}
		if same {
			return in
		}
	}
	if p.lazyDetail {
		// Bytes of the parser's buffer, which the Error copies.
		return scratchString(part)
	}
	return string(part)
}

// parseIPv4Number runs the IPv4 number parser. Values saturate above 2^32,
// which no valid address part reaches.
func parseIPv4Number[T string | []byte](s T) (v uint64, nonDecimal, ok bool) {
	if len(s) == 0 {
		return 0, false, false
	}
	radix := uint64(10)
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		s, radix, nonDecimal = s[2:], 16, true
	case len(s) >= 2 && s[0] == '0':
		s, radix, nonDecimal = s[1:], 8, true
	}
	for i := 0; i < len(s); i++ {
		d := uint64(hexValue[s[i]])
		if d >= radix {
			return 0, false, false
		}
		if v < 1<<33 {
			v = v*radix + d
		}
	}
	return v, nonDecimal, true
}

// appendIPv4 appends the IPv4 serializer's output for v.
func appendIPv4(dst []byte, v uint32) []byte {
	// Written into an array first, and appended in one copy: each part's
	// digits and a dot (ipv4Digits), the last dot dropped. Stores of a
	// fixed size, without a branch on a part's value, which is seldom
	// predictable.
	var b [24]byte
	n := 0
	for k := 3; k >= 0; k-- {
		d := ipv4Digits[byte(v>>(8*k))]
		binary.LittleEndian.PutUint64(b[n:], d)
		n += int(d >> 56)
	}
	return append(dst, b[:n-1]...)
}

// ipv4Digits holds, for each byte value, its decimal digits and a dot in
// its low bytes as they go in memory (little-endian), and in its high byte
// how many they are.
var ipv4Digits = func() (t [256]uint64) {
	for x := range t {
		d := strconv.AppendUint(nil, uint64(x), 10)
		d = append(d, '.')
		for k, c := range d {
			t[x] |= uint64(c) << (8 * k)
		}
		t[x] |= uint64(len(d)) << 56
	}
	return t
}()

// ipv4Quick is the IPv4 parser for the commonest addresses, without its
// validation errors: it returns the address s stands for, s being a
// lowercase ASCII domain that ends in a number, or false where the IPv4
// parser fails or may, which parseIPv4 then tells in full. One pass parses
// each part as it finds it.
func ipv4Quick[T string | []byte](s T) (v uint32, ok bool) {
	if len(s) > 1 && s[len(s)-1] == '.' {
		s = s[:len(s)-1] // an empty last part is dropped
	}
	var parts [4]uint64
	n := 0
	for i := 0; ; i++ {
		if n == 4 || i >= len(s) || s[i] == '.' {
			return 0, false // a fifth part, or an empty part
		}
		radix := uint64(10)
		if s[i] == '0' && i+1 < len(s) {
			if s[i+1] == 'x' || s[i+1] == 'X' {
				radix, i = 16, i+2
			} else if s[i+1] != '.' {
				radix, i = 8, i+1
			}
		}
		var x uint64
		for ; i < len(s) && s[i] != '.'; i++ {
			d := uint64(hexValue[s[i]])
			if d >= radix {
				return 0, false
			}
			x = x*radix + d
			if x > 0xFFFFFFFF {
				return 0, false
			}
		}
		parts[n] = x
		n++
		if i == len(s) {
			break
		}
	}
	last := parts[n-1]
	if last >= 1<<(8*(5-n)) {
		return 0, false
	}
	v = uint32(last)
	for k := 0; k < n-1; k++ {
		if parts[k] > 255 {
			return 0, false
		}
		v += uint32(parts[k]) << (8 * (3 - k))
	}
	return v, true
}

// hexValue holds each byte's value as a hex digit (upper or lower case),
// and 0xFF for a byte that is not one.
var hexValue = func() (t [256]byte) {
	for b := range t {
		t[b] = 0xFF
		if is(byte(b), classHex) {
			t[b] = byte(strings.IndexByte("0123456789abcdef", byte(b)|0x20))
		}
	}
	return t
}()
