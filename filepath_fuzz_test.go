package url

import (
	"errors"
	"strings"
	"testing"
)

// filePathSeeds are paths of both styles for the fuzz targets' corpora.
var filePathSeeds = []string{
	"/", "/tmp/a b", "/a/./b/../c", "/a//b/", "//a", "/a%2e/..", "/C|/x", "/C:/..", "/é\xff", "/a\\b", "/a\x00",
	"/a\x01", "/a?b#c", "/[]|~^`{}", `C:\`, `C:\foo\bar`, "c:/x", `C:\a\..\..`, `\\server\share\x`, `//server/share`,
	`\\server\`, `\\server`, `\\?\C:\x`, `\\?\UNC\server\share`, `\\.\COM1`, `\\bücher.example\s`, `\\0x7f.1\s`,
	`\\[::1]\s`, `\\localhost\s`, `\\a b\s`, `C:x`, `\x`, "relative", "", `\\xn--bcher-kva.example\s`,
	`\\XN--BCHER-KVA.example\s`, `\\a%41b\s`, "C:\\\xff",
}

// FuzzFromFilePath checks both styles' round trip on every path that
// FromFilePath accepts: FilePath accepts its URL, and FromFilePath of
// that path gives the same URL, url(path(url(P))) == url(P); and the URL
// is the parser's own, without query or fragment. A refused path gets a
// *FilePathError with an offset in the path.
func FuzzFromFilePath(f *testing.F) {
	for _, s := range filePathSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		for _, s := range []PathStyle{POSIXPath, WindowsPath} {
			u, err := s.FromFilePath(path)
			if err != nil {
				var fe *FilePathError
				if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > len(path) || fe.Input != path {
					t.Fatalf("%v FromFilePath(%q): %v", s, path, err)
				}
				continue
			}
			checkFromPathRoundTrip(t, s, path, u)
			d, err := s.FromDirPath(path)
			if err != nil || !strings.HasSuffix(d.Href(), "/") || !strings.HasPrefix(d.Href(), strings.TrimSuffix(u.Href(), "/")) {
				t.Fatalf("%v FromDirPath(%q) = %v, %v; FromFilePath gives %s", s, path, d, err, u.Href())
			}
		}
	})
}

// FuzzFilePath checks both styles' round trip on every file: URL that
// FilePath accepts: FromFilePath accepts its path, and FilePath of that
// URL gives the same path, path(url(path(U))) == path(U). The fuzzed
// string is parsed as it is and after "file://".
func FuzzFilePath(f *testing.F) {
	for _, s := range []string{
		"file:///", "file:///a%20b/c%25?q#f", "file:///a//b/", "file:///a%zz", "file:///a%FF%C3", "file://localhost/a",
		"file://h/a", "file:///a%2fb", "file:///a%5Cb", "file:///a%00", "file:///C:", "file:///C:/", "file:///C|/x",
		"file:///%43%3A/x", "file:///C:a", "file://server", "file://server/share/x", "file://xn--bcher-kva.example/s",
		"file://[::1]/s", "file://1.2.3.4/s", "file:///C:/%C3%A9%FF", "file://server/C:/x", "http://h/", "/a/b",
		"server/share", "file:///%2e%2E/C:", "file://xn--nxa/x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, href := range []string{s, "file://" + s} {
			u, err := Parse(href)
			if err != nil {
				continue
			}
			for _, style := range []PathStyle{POSIXPath, WindowsPath} {
				p, err := style.FilePath(u)
				if err != nil {
					var fe *FilePathError
					if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset > len(u.Href()) {
						t.Fatalf("%v FilePath(%s): %v", style, u.Href(), err)
					}
					continue
				}
				checkFilePathRoundTrip(t, style, u, p)
			}
		}
	})
}
