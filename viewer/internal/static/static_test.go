package static

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"main.wasm": "\x00asm\x01\x00\x00\x00", "index.html": "<!doctype html><title>x</title>"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct{ path, status, contentType string }{
		{"/main.wasm", "200 OK", "application/wasm"},
		{"/", "200 OK", "text/html; charset=utf-8"},
		{"/missing.js", "404 Not Found", "text/plain; charset=utf-8"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, err := http.Get(srv.URL + tt.path)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.Status != tt.status || resp.Header.Get("Content-Type") != tt.contentType {
				t.Errorf("GET %s: %s, %q; want %s, %q", tt.path, resp.Status, resp.Header.Get("Content-Type"), tt.status, tt.contentType)
			}
			// (http.Error drops Cache-Control from error responses.)
			if got := resp.Header.Get("Cache-Control"); resp.StatusCode == http.StatusOK && got != "no-cache" {
				t.Errorf("GET %s: Cache-Control %q, want no-cache", tt.path, got)
			}
		})
	}
}

func TestHandlerPrecompressed(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.wasm":    "plain",
		"main.wasm.gz": "gzipped",
		"main.wasm.br": "brotli",
		"only.js":      "plain js",
		"only.js.gz":   "gzipped js",
		"style.css":    "plain css",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct {
		name, path, accept          string
		body, encoding, contentType string
		vary                        bool
	}{
		{"brotli preferred", "/main.wasm", "gzip, deflate, br, zstd", "brotli", "br", "application/wasm", true},
		{"gzip only", "/main.wasm", "gzip", "gzipped", "gzip", "application/wasm", true},
		{"br refused by q=0", "/main.wasm", "br;q=0, gzip;q=0.5", "gzipped", "gzip", "application/wasm", true},
		{"star", "/main.wasm", "*", "brotli", "br", "application/wasm", true},
		{"star but not br", "/main.wasm", "br;q=0, *", "gzipped", "gzip", "application/wasm", true},
		{"no Accept-Encoding", "/main.wasm", "", "plain", "", "application/wasm", true},
		{"identity only", "/main.wasm", "identity", "plain", "", "application/wasm", true},
		{"only a gzip copy", "/only.js", "br, gzip", "gzipped js", "gzip", "text/javascript; charset=utf-8", true},
		{"no copy", "/style.css", "br, gzip", "plain css", "", "text/css; charset=utf-8", false},
		{"the copy itself", "/main.wasm.gz", "gzip", "gzipped", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tt.path, nil)
			// Set explicitly, also to "", so that the transport neither adds
			// gzip nor decompresses.
			req.Header["Accept-Encoding"] = []string{tt.accept}
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if string(body) != tt.body || resp.Header.Get("Content-Encoding") != tt.encoding {
				t.Errorf("body %q, Content-Encoding %q; want %q, %q", body, resp.Header.Get("Content-Encoding"), tt.body, tt.encoding)
			}
			if resp.ContentLength != int64(len(tt.body)) {
				t.Errorf("Content-Length %d, want %d", resp.ContentLength, len(tt.body))
			}
			if tt.contentType != "" && resp.Header.Get("Content-Type") != tt.contentType {
				t.Errorf("Content-Type %q, want %q", resp.Header.Get("Content-Type"), tt.contentType)
			}
			if got := resp.Header.Get("Vary") == "Accept-Encoding"; got != tt.vary {
				t.Errorf("Vary %q, want Accept-Encoding: %v", resp.Header.Get("Vary"), tt.vary)
			}
		})
	}
}

func TestAccepts(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br", "br", true},
		{"GZIP", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip; q=0.001", "gzip", true},
		{"gzip;q=0.0", "gzip", false},
		{"*;q=0, gzip", "gzip", true},
		{"*;q=0, gzip", "br", false},
		{"*", "br", true},
		{"", "gzip", false},
		{"x-gzip", "gzip", false},
	}
	for _, tt := range tests {
		if got := accepts(tt.header, tt.coding); got != tt.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tt.header, tt.coding, got, tt.want)
		}
	}
}
