package url

import (
	"sync"
	"unsafe"
)

// scratchPool holds the buffers the parser writes a serialization into
// before it is copied into the result, so that parsing allocates only the
// result.
var scratchPool = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

// maxPooledScratch is the largest buffer put back into the pool.
const maxPooledScratch = 64 << 10

// scratchString returns the bytes b of a scratch buffer that a parse holds
// (from scratchPool) as a string, without copying, for the parse's own use
// until it puts the buffer back.
func scratchString(b []byte) string {
	// Sound: the buffer stays reachable through the string, and what a
	// parse returns never keeps such a string (the URL and the Error copy
	// the bytes they keep before the buffer goes back to the pool).
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// ownString returns b, a new allocation that nothing writes to afterwards,
// as a string without copying.
func ownString(b []byte) string {
	// Sound: b is owned by the string from now on, and never written.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

func getScratch(n int) *[]byte {
	sb := scratchPool.Get().(*[]byte)
	if cap(*sb) < n+n/4+16 {
		*sb = make([]byte, 0, n+n/4+16)
	}
	return sb
}

func putScratch(sb *[]byte, buf []byte) {
	if cap(buf) > maxPooledScratch {
		return
	}
	*sb = buf[:0]
	scratchPool.Put(sb)
}

// urlWith is a URL and the bytes of its serialization in one allocation.
type urlWith[A any] struct {
	u URL
	b A
}

func allocWith[A any](n int) (*URL, []byte) {
	x := new(urlWith[A])
	// Sound: a view of the array field of the object just allocated.
	return &x.u, unsafe.Slice((*byte)(unsafe.Pointer(&x.b)), n)
}

// errorWith is an Error and the bytes of its Detail in one allocation.
type errorWith[A any] struct {
	e Error
	b A
}

// allocErrorWith returns a new Error with input, code and offset, and a
// Detail of n bytes (n at most the size of A) in the same allocation, for
// the caller to write through the slice it returns. The fields are set
// here, right after the allocation, where their stores need no write
// barrier.
func allocErrorWith[A any](input string, code ValidationErrorCode, offset, n int) (*Error, []byte) {
	x := new(errorWith[A])
	// Sound: b is the array field of the object just allocated, and the
	// caller writes it before the Error is returned, never after.
	b := unsafe.Slice((*byte)(unsafe.Pointer(&x.b)), n)
	x.e.Input, x.e.Code, x.e.Offset = input, code, offset
	x.e.Detail = unsafe.String(unsafe.SliceData(b), n)
	return &x.e, b
}

// errorSize is the size of an Error.
const errorSize = int(unsafe.Sizeof(Error{}))

// urlClass is a size class and the function that allocates in it.
type urlClass struct {
	size  int
	alloc func(n int) (*URL, []byte)
}

// urlSize is the size of a URL.
const urlSize = int(unsafe.Sizeof(URL{}))

// urlClasses are the runtime's size classes from 48 to 4096 bytes (see
// runtime/sizeclasses.go), each with a function that allocates a URL with
// the rest of the class for its serialization. Above 512 bytes, an object
// with pointers starts with an 8-byte header, which the class must hold too.
var urlClasses = [...]urlClass{
	{48, allocWith[[48 - urlSize]byte]},
	{64, allocWith[[64 - urlSize]byte]},
	{80, allocWith[[80 - urlSize]byte]},
	{96, allocWith[[96 - urlSize]byte]},
	{112, allocWith[[112 - urlSize]byte]},
	{128, allocWith[[128 - urlSize]byte]},
	{144, allocWith[[144 - urlSize]byte]},
	{160, allocWith[[160 - urlSize]byte]},
	{176, allocWith[[176 - urlSize]byte]},
	{192, allocWith[[192 - urlSize]byte]},
	{208, allocWith[[208 - urlSize]byte]},
	{224, allocWith[[224 - urlSize]byte]},
	{240, allocWith[[240 - urlSize]byte]},
	{256, allocWith[[256 - urlSize]byte]},
	{288, allocWith[[288 - urlSize]byte]},
	{320, allocWith[[320 - urlSize]byte]},
	{352, allocWith[[352 - urlSize]byte]},
	{384, allocWith[[384 - urlSize]byte]},
	{416, allocWith[[416 - urlSize]byte]},
	{448, allocWith[[448 - urlSize]byte]},
	{480, allocWith[[480 - urlSize]byte]},
	{512, allocWith[[512 - urlSize]byte]},
	{576, allocWith[[576 - 8 - urlSize]byte]},
	{640, allocWith[[640 - 8 - urlSize]byte]},
	{704, allocWith[[704 - 8 - urlSize]byte]},
	{768, allocWith[[768 - 8 - urlSize]byte]},
	{896, allocWith[[896 - 8 - urlSize]byte]},
	{1024, allocWith[[1024 - 8 - urlSize]byte]},
	{1152, allocWith[[1152 - 8 - urlSize]byte]},
	{1280, allocWith[[1280 - 8 - urlSize]byte]},
	{1408, allocWith[[1408 - 8 - urlSize]byte]},
	{1536, allocWith[[1536 - 8 - urlSize]byte]},
	{1792, allocWith[[1792 - 8 - urlSize]byte]},
	{2048, allocWith[[2048 - 8 - urlSize]byte]},
	{2304, allocWith[[2304 - 8 - urlSize]byte]},
	{2688, allocWith[[2688 - 8 - urlSize]byte]},
	{3072, allocWith[[3072 - 8 - urlSize]byte]},
	{3200, allocWith[[3200 - 8 - urlSize]byte]},
	{3456, allocWith[[3456 - 8 - urlSize]byte]},
	{4096, allocWith[[4096 - 8 - urlSize]byte]},
}

// urlClassOf maps (urlSize+n+7)/8 to the index in urlClasses of the
// smallest class that holds a URL and n bytes.
var urlClassOf = func() (t [(4096-8)/8 + 1]uint8) {
	c := 0
	for i := range t {
		for urlClasses[c].room() < i*8 {
			c++
		}
		t[i] = uint8(c)
	}
	return t
}()

// room returns how many bytes of its class a URL and its serialization
// take.
func (c *urlClass) room() int {
	if c.size > 512 {
		return c.size - 8
	}
	return c.size
}

// allocURL allocates a URL together with n bytes for its serialization,
// which the URL's href then points into: one allocation instead of two.
// The object fills one of the runtime's size classes, the smallest that
// holds it.
func allocURL(n int) (*URL, []byte) {
	if i := (urlSize + n + 7) / 8; i < len(urlClassOf) {
		return urlClasses[urlClassOf[i]].alloc(n)
	}
	// Long URLs: two allocations, the URL and its string.
	return new(URL), make([]byte, n)
}
