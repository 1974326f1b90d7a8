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
	return &x.u, unsafe.Slice((*byte)(unsafe.Pointer(&x.b)), n)
}

// allocURL allocates a URL together with n bytes for its serialization,
// which the URL's href then points into: one allocation instead of two.
// The sizes are the runtime's size classes (runtime/sizeclasses.go), all of
// them up to 4 KiB: a URL fills the smallest class it fits, and every byte
// of slack costs time to allocate, zero and collect.
func allocURL(n int) (*URL, []byte) {
	const s = int(unsafe.Sizeof(URL{}))
	switch {
	case n <= 80-s:
		return allocWith[[80 - s]byte](n)
	case n <= 96-s:
		return allocWith[[96 - s]byte](n)
	case n <= 112-s:
		return allocWith[[112 - s]byte](n)
	case n <= 128-s:
		return allocWith[[128 - s]byte](n)
	case n <= 144-s:
		return allocWith[[144 - s]byte](n)
	case n <= 160-s:
		return allocWith[[160 - s]byte](n)
	case n <= 176-s:
		return allocWith[[176 - s]byte](n)
	case n <= 192-s:
		return allocWith[[192 - s]byte](n)
	case n <= 208-s:
		return allocWith[[208 - s]byte](n)
	case n <= 224-s:
		return allocWith[[224 - s]byte](n)
	case n <= 240-s:
		return allocWith[[240 - s]byte](n)
	case n <= 256-s:
		return allocWith[[256 - s]byte](n)
	case n <= 288-s:
		return allocWith[[288 - s]byte](n)
	case n <= 320-s:
		return allocWith[[320 - s]byte](n)
	case n <= 352-s:
		return allocWith[[352 - s]byte](n)
	case n <= 384-s:
		return allocWith[[384 - s]byte](n)
	case n <= 416-s:
		return allocWith[[416 - s]byte](n)
	case n <= 448-s:
		return allocWith[[448 - s]byte](n)
	case n <= 480-s:
		return allocWith[[480 - s]byte](n)
	case n <= 512-s:
		return allocWith[[512 - s]byte](n)
	case n <= 576-s:
		return allocWith[[576 - s]byte](n)
	case n <= 640-s:
		return allocWith[[640 - s]byte](n)
	case n <= 704-s:
		return allocWith[[704 - s]byte](n)
	case n <= 768-s:
		return allocWith[[768 - s]byte](n)
	case n <= 896-s:
		return allocWith[[896 - s]byte](n)
	case n <= 1024-s:
		return allocWith[[1024 - s]byte](n)
	case n <= 1152-s:
		return allocWith[[1152 - s]byte](n)
	case n <= 1280-s:
		return allocWith[[1280 - s]byte](n)
	case n <= 1408-s:
		return allocWith[[1408 - s]byte](n)
	case n <= 1536-s:
		return allocWith[[1536 - s]byte](n)
	case n <= 1792-s:
		return allocWith[[1792 - s]byte](n)
	case n <= 2048-s:
		return allocWith[[2048 - s]byte](n)
	case n <= 2304-s:
		return allocWith[[2304 - s]byte](n)
	case n <= 2688-s:
		return allocWith[[2688 - s]byte](n)
	case n <= 3072-s:
		return allocWith[[3072 - s]byte](n)
	case n <= 3200-s:
		return allocWith[[3200 - s]byte](n)
	case n <= 3456-s:
		return allocWith[[3456 - s]byte](n)
	case n <= 4096-s:
		return allocWith[[4096 - s]byte](n)
	}
	// Long URLs: two allocations, the URL and its string.
	return new(URL), make([]byte, n)
}
