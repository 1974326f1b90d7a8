package static

import (
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
