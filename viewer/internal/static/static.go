// Package static serves a built viewer folder over HTTP, for cmd/serve and
// the browser test.
package static

import (
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

func init() {
	// WebAssembly.instantiateStreaming wants application/wasm; say so even
	// where the system's MIME tables do not.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
}

// encodings are the precompressed copies Handler looks for, in the order it
// prefers them: NAME.br, then NAME.gz.
var encodings = []struct{ name, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// Handler serves the files of dir, asking browsers to revalidate each time,
// so that a rebuilt viewer is seen at once.
//
// A file with a precompressed copy beside it (build.sh writes main.wasm.gz,
// and main.wasm.br when VIEWER_BROTLI asks for it) is sent as that
// copy, with Content-Encoding and the file's own Content-Type, to a client
// whose Accept-Encoding takes it; other clients get the file itself.
func Handler(dir string) http.Handler {
	root := http.Dir(dir)
	files := http.FileServer(root)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			if serveEncoded(w, r, root) {
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// serveEncoded sends the precompressed copy of the requested file that the
// client accepts, and reports whether it did. When the file has copies at
// all, it adds Vary: Accept-Encoding, also when it leaves the request to the
// plain file server.
func serveEncoded(w http.ResponseWriter, r *http.Request, root http.Dir) bool {
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") {
		return false
	}
	varies := false
	for _, e := range encodings {
		f, err := root.Open(name + e.suffix)
		if err != nil {
			continue
		}
		info, err := f.Stat()
		if err != nil || !info.Mode().IsRegular() {
			f.Close()
			continue
		}
		if !varies {
			w.Header().Add("Vary", "Accept-Encoding")
			varies = true
		}
		if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
			f.Close()
			continue
		}
		defer f.Close()
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Content-Encoding", e.name)
		if r.Header.Get("Range") == "" {
			// ServeContent leaves the length of an encoded body unsaid,
			// as if it were compressed on the fly; this one is a file.
			w.Header().Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		}
		http.ServeContent(w, r, name, info.ModTime(), f)
		return true
	}
	return false
}

// accepts reports whether an Accept-Encoding header value allows coding:
// named, or matched by "*", with a q-value above 0.
func accepts(header, coding string) bool {
	star := false
	for item := range strings.SplitSeq(header, ",") {
		token, params, _ := strings.Cut(item, ";")
		token = strings.ToLower(strings.TrimSpace(token))
		if token != coding && token != "*" {
			continue
		}
		ok := true
		for p := range strings.SplitSeq(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				ok = err == nil && q > 0
			}
		}
		if token == coding {
			return ok
		}
		star = ok
	}
	return star
}
