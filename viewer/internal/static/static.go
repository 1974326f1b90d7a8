// Package static serves a built viewer folder over HTTP, for cmd/serve and
// the browser test.
package static

import (
	"mime"
	"net/http"
)

func init() {
	// WebAssembly.instantiateStreaming wants application/wasm; say so even
	// where the system's MIME tables do not.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
}

// Handler serves the files of dir, asking browsers to revalidate each time,
// so that a rebuilt viewer is seen at once.
func Handler(dir string) http.Handler {
	fs := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		fs.ServeHTTP(w, r)
	})
}
