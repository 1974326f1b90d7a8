package url

// The parser's methods write p.buf through a pointer, so the compiler
// cannot know where p is, and gives each store of the
// slice a write barrier, which costs while the garbage collector marks.
// A store of only the slice's length, as in p.buf = p.buf[:n], needs none:
// where the bytes did not move, the helpers below store only that.

// setBuf stores b, which appending to p.buf made, as p.buf. Where append
// moved the bytes, the capacity grew: the same capacity is the same array.
func (p *parser) setBuf(b []byte) {
	if cap(b) == cap(p.buf) {
		p.buf = p.buf[:len(b)]
		return
	}
	p.buf = b
}

// appendBuf appends s to p.buf.
func (p *parser) appendBuf(s string) {
	n := len(p.buf)
	if cap(p.buf)-n >= len(s) {
		p.buf = p.buf[:n+len(s)]
		copy(p.buf[n:], s)
		return
	}
	p.buf = append(p.buf, s...)
}
