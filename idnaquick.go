package url

//go:generate go run ./internal/genidna

// The quick IDNA path: UTS #46 ToASCII, with the URL Standard's lenient
// flags, for the domains that need nothing but a table lookup per code
// point and Punycode. Most internationalized domains are such: words in
// Latin, Cyrillic, Greek, CJK, Hangul or kana letters, upper case or
// fullwidth forms among them. Their code points (idnatables.go, made by
// internal/genidna from golang.org/x/net/idna) are letters and digits that
// are never right-to-left, never marks or joiners, and whose mappings are
// in NFC whatever surrounds them; so every step of UTS #46 processing but
// the mapping and the Punycode encoding of each label is known to pass,
// and the result is what golang.org/x/net/idna gives, without its
// allocations. An "xn--" label is decoded, and taken when it decodes to
// such code points. Any other domain takes golang.org/x/net/idna.

// An idnaRange is a range of code points, lo to hi inclusive.
type idnaRange struct{ lo, hi uint16 }

// An idnaMapping is a code point and the string UTS #46 maps it to.
type idnaMapping struct {
	r  uint16
	to string
}

// idnaLookup returns what the quick path writes for the non-ASCII rune r:
// r itself (mapped == "", ok), its mapping, or ok false for a rune the quick
// path does not take.
func idnaLookup(r rune) (mapped string, ok bool) {
	if r > 0xFFFF {
		return "", false
	}
	c := uint16(r)
	lo, hi := 0, len(idnaValid)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case idnaValid[m].hi < c:
			lo = m + 1
		case idnaValid[m].lo > c:
			hi = m
		default:
			return "", true
		}
	}
	lo, hi = 0, len(idnaMapped)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case idnaMapped[m].r < c:
			lo = m + 1
		case idnaMapped[m].r > c:
			hi = m
		default:
			return idnaMapped[m].to, true
		}
	}
	return "", false
}

// maxQuickLabel is the longest label, in code points after mapping, that
// the quick path encodes; a longer one takes golang.org/x/net/idna.
const maxQuickLabel = 63

// appendQuickToASCII appends the ToASCII of the domain, which is not ASCII,
// to dst, and reports true; or it reports false, dst unchanged in length,
// when the domain needs golang.org/x/net/idna.
func appendQuickToASCII(dst []byte, domain string) ([]byte, bool) {
	start := len(dst)
	var label [maxQuickLabel]rune
	n, ascii := 0, true
	// flush writes the label in label[:n]: as it is when it is ASCII, else
	// "xn--" and its Punycode. A label that starts with "xn--" is decoded
	// and checked (quickXNLabel), and written again as UTS #46 does.
	flush := func() bool {
		if n >= 4 && label[0] == 'x' && label[1] == 'n' && label[2] == '-' && label[3] == '-' {
			var ok bool
			if dst, ok = appendQuickXNLabel(dst, label[4:n], ascii); !ok {
				return false
			}
			n, ascii = 0, true
			return true
		}
		if ascii {
			for _, r := range label[:n] {
				dst = append(dst, byte(r))
			}
		} else {
			dst = append(dst, "xn--"...)
			dst = appendPunycode(dst, label[:n])
		}
		n, ascii = 0, true
		return true
	}
	add := func(r rune) bool {
		if r == '.' {
			if !flush() {
				return false
			}
			dst = append(dst, '.')
			return true
		}
		if n == len(label) {
			return false
		}
		if r >= 0x80 {
			ascii = false
		}
		label[n] = r
		n++
		return true
	}
	for _, r := range domain {
		ok := true
		if r < 0x80 {
			// ASCII is valid, upper case mapped (UseSTD3ASCIIRules is
			// false: the URL parser checks forbidden code points itself).
			ok = add(rune(lower(byte(r))))
		} else if to, found := idnaLookup(r); !found {
			ok = false
		} else if to == "" {
			ok = add(r)
		} else {
			for _, m := range to {
				if ok = add(m); !ok {
					break
				}
			}
		}
		if !ok {
			return dst[:start], false
		}
	}
	if !flush() {
		return dst[:start], false
	}
	return dst, true
}

// Punycode's parameters (RFC 3492, section 5).
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 128
)

// punyAdapt is Punycode's bias adaptation function (RFC 3492, section 6.1).
func punyAdapt(delta, numPoints int, first bool) int {
	if first {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

// appendQuickXNLabel decodes the Punycode of a label after its "xn--"
// (RFC 3492, section 6.2), checks the result as UTS #46 does (processing
// step 4.1 and the validity criteria), and appends "xn--" and the result's
// Punycode to dst, which is what UTS #46 ToASCII writes. It reports false,
// for golang.org/x/net/idna to decide, when the label is not ASCII, when
// the Punycode is not well formed, and when the result is empty, ASCII
// only, starts with "xn--" or has a code point that the quick path's
// tables do not hold as valid.
func appendQuickXNLabel(dst []byte, puny []rune, ascii bool) ([]byte, bool) {
	if !ascii {
		return dst, false
	}
	var out [maxQuickLabel]rune
	n := 0
	delim := -1
	for k, r := range puny {
		if r == '-' {
			delim = k
		}
	}
	// The basic code points are those before the last delimiter. With no
	// basic code point before it, the delimiter is not one (RFC 3492,
	// section 6.2), and "-" is no digit: the Punycode is not well formed.
	in := 0
	switch {
	case delim == 0:
		return dst, false
	case delim > 0:
		if delim > len(out) {
			return dst, false
		}
		n = copy(out[:], puny[:delim])
		in = delim + 1
	}
	cp, i, bias := punyInitialN, 0, punyInitialBias
	for in < len(puny) {
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if in == len(puny) {
				return dst, false
			}
			c := puny[in]
			in++
			var digit int
			switch {
			case c >= 'a' && c <= 'z':
				digit = int(c - 'a')
			case c >= '0' && c <= '9':
				digit = int(c-'0') + 26
			default:
				return dst, false
			}
			i += digit * w
			t := min(max(k-bias, punyTMin), punyTMax)
			if digit < t {
				break
			}
			w *= punyBase - t
			if i > 1<<24 || w > 1<<24 {
				return dst, false // far beyond any code point
			}
		}
		if n == len(out) {
			return dst, false
		}
		bias = punyAdapt(i-oldi, n+1, oldi == 0)
		cp += i / (n + 1)
		i %= n + 1
		if cp > 0xFFFF {
			return dst, false
		}
		copy(out[i+1:n+1], out[i:n])
		out[i] = rune(cp)
		n++
		i++
	}
	// The checks: not empty, not ASCII only, not "xn--" again, and every
	// code point valid as it is.
	nonASCII := false
	for _, r := range out[:n] {
		if r < 0x80 {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				return dst, false
			}
			continue
		}
		nonASCII = true
		if to, ok := idnaLookup(r); !ok || to != "" {
			return dst, false
		}
	}
	if !nonASCII || n >= 4 && out[0] == 'x' && out[1] == 'n' && out[2] == '-' && out[3] == '-' {
		return dst, false
	}
	dst = append(dst, "xn--"...)
	return appendPunycode(dst, out[:n]), true
}

// appendPunycode appends the Punycode encoding (RFC 3492, section 6.3) of
// the label to dst. The label is short (maxQuickLabel), so its arithmetic
// cannot overflow.
func appendPunycode(dst []byte, label []rune) []byte {
	basic := 0
	for _, r := range label {
		if r < 0x80 {
			dst = append(dst, byte(r))
			basic++
		}
	}
	if basic > 0 {
		dst = append(dst, '-')
	}
	digit := func(d int) byte {
		if d < 26 {
			return byte('a' + d)
		}
		return byte('0' + d - 26)
	}
	n, delta, bias := rune(punyInitialN), 0, punyInitialBias
	for h := basic; h < len(label); {
		// The smallest code point not yet handled.
		m := rune(0x10FFFF + 1)
		for _, r := range label {
			if r >= n && r < m {
				m = r
			}
		}
		delta += int(m-n) * (h + 1)
		n = m
		for _, r := range label {
			if r < n {
				delta++
			}
			if r != n {
				continue
			}
			q := delta
			for k := punyBase; ; k += punyBase {
				t := k - bias
				if t < punyTMin {
					t = punyTMin
				} else if t > punyTMax {
					t = punyTMax
				}
				if q < t {
					break
				}
				dst = append(dst, digit(t+(q-t)%(punyBase-t)))
				q = (q - t) / (punyBase - t)
			}
			dst = append(dst, digit(q))
			bias = punyAdapt(delta, h+1, h == basic)
			delta = 0
			h++
		}
		delta++
		n++
	}
	return dst
}
