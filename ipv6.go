package url

import "math/bits"

// parseIPv6 runs the URL Standard's IPv6 parser on s (without brackets),
// found at input offset at.
func (p *parser) parseIPv6(s string, at int) ([8]uint16, bool) {
	var address [8]uint16
	pieceIndex, compress := 0, -1
	i := 0
	c := func() int {
		if i < len(s) {
			return int(s[i])
		}
		return -1 // EOF
	}
	if c() == ':' {
		if i+1 >= len(s) || s[i+1] != ':' {
			return address, p.fail(IPv6InvalidCompression, at+i, "a single : at the start")
		}
		i += 2
		pieceIndex++
		compress = pieceIndex
	}
	for c() != -1 {
		if pieceIndex == 8 {
			return address, p.fail(IPv6TooManyPieces, at+i, "more than eight pieces")
		}
		if c() == ':' {
			if compress >= 0 {
				return address, p.fail(IPv6MultipleCompression, at+i, ":: appears twice")
			}
			i++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length, pieceStart := 0, 0, i
		for length < 4 && c() != -1 && is(s[i], classHex) {
			value = value*0x10 + int(unhex(s[i]))
			i++
			length++
		}
		if c() == '.' {
			if length == 0 {
				return address, p.fail(IPv4InIPv6InvalidCodePoint, at+i, "an IPv4 part is empty")
			}
			i -= length
			if pieceIndex > 6 {
				return address, p.fail(IPv4InIPv6TooManyPieces, at+i, "too many pieces before the IPv4 address")
			}
			numbersSeen := 0
			for c() != -1 {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						i++
					} else {
						return address, p.fail(IPv4InIPv6InvalidCodePoint, at+i, "unexpected code point in the IPv4 address")
					}
				}
				if c() == -1 || !is(s[i], classDigit) {
					return address, p.fail(IPv4InIPv6InvalidCodePoint, at+i, "an IPv4 part is not a number")
				}
				for c() != -1 && is(s[i], classDigit) {
					number := int(s[i] - '0')
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return address, p.fail(IPv4InIPv6InvalidCodePoint, at+i, "an IPv4 part has a leading zero")
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return address, p.fail(IPv4InIPv6OutOfRangePart, at+i, "an IPv4 part is above 255")
					}
					i++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return address, p.fail(IPv4InIPv6TooFewParts, at+i, "the IPv4 address has fewer than four parts")
			}
			break
		} else if c() == ':' {
			i++
			if c() == -1 {
				return address, p.fail(IPv6InvalidCodePoint, at+i, "the address ends with :")
			}
		} else if c() != -1 {
			return address, p.fail(IPv6InvalidCodePoint, at+i, "unexpected code point")
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			p.verr(IPv6PieceLeadingZero, at+pieceStart)
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress >= 0 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return address, p.fail(IPv6TooFewPieces, at+i, "fewer than eight pieces and no ::")
	}
	return address, true
}

// appendIPv6 appends the IPv6 serializer's output for address.
func appendIPv6(dst []byte, address *[8]uint16) []byte {
	// compress: the first longest run of two or more zero pieces, or -1.
	compress, longestSize := -1, 1
	for start := 0; start < 8; start++ {
		end := start
		for end < 8 && address[end] == 0 {
			end++
		}
		if end-start > longestSize {
			compress, longestSize = start, end-start
		}
		start = end
	}
	ignore0 := false
	for pieceIndex, piece := range address {
		if ignore0 && piece == 0 {
			continue
		}
		ignore0 = false
		if compress == pieceIndex {
			if pieceIndex == 0 {
				dst = append(dst, ':')
			}
			dst = append(dst, ':')
			ignore0 = true
			continue
		}
		// The piece in lowercase hex, without leading zeros.
		for shift := max(bits.Len16(piece)-1, 0) &^ 3; shift >= 0; shift -= 4 {
			dst = append(dst, "0123456789abcdef"[piece>>shift&0xF])
		}
		if pieceIndex != 7 {
			dst = append(dst, ':')
		}
	}
	return dst
}
