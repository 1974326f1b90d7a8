package url

import (
	neturl "net/url"
	"strings"
	"testing"
)

// Absolute paths as programs meet them: source trees, home directories,
// names with spaces, "#" and non-ASCII, and Windows paths.
var benchPOSIXPaths = []string{
	"/home/ann/src/github.com/weburl/url/README.md",
	"/usr/local/lib/python3.12/site-packages/requests/__init__.py",
	"/tmp/go-build123456789/b001/exe/main",
	"/Users/ann/Documents/Quarterly Report #3 (final).pdf",
	"/home/ann/Документы/отчёт 2024.odt",
	"/var/lib/docker/overlay2/4f1c2a9e8b7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a4/merged/etc/hosts",
	"/srv/www/",
	"/",
}

var benchWindowsPaths = []string{
	`C:\Users\Ann\Documents\report.docx`,
	`C:\Program Files\Go\src\net\url\url.go`,
	`D:\Projects\web site\index (old).html`,
	`C:\Users\Ann\Desktop\Résumé – 2024.pdf`,
}

// BenchmarkFromFilePath converts each path to a file: URL and takes its
// serialization.
func BenchmarkFromFilePath(b *testing.B) {
	b.Run("posix", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range benchPOSIXPaths {
				u, err := POSIXPath.FromFilePath(p)
				if err != nil {
					b.Fatal(err)
				}
				_ = u.Href()
			}
		}
	})
	b.Run("windows", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range benchWindowsPaths {
				u, err := WindowsPath.FromFilePath(p)
				if err != nil {
					b.Fatal(err)
				}
				_ = u.Href()
			}
		}
	})
}

// BenchmarkStdFromFilePath is the code Go programs write with net/url for
// the same: a URL with the scheme file and the path (with "/" for "\" and a
// leading "/" on Windows), and its String. It checks nothing: a relative
// path gives a relative reference, and a UNC path the wrong URL.
func BenchmarkStdFromFilePath(b *testing.B) {
	b.Run("posix", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range benchPOSIXPaths {
				_ = (&neturl.URL{Scheme: "file", Path: p}).String()
			}
		}
	})
	b.Run("windows", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range benchWindowsPaths {
				_ = (&neturl.URL{Scheme: "file", Path: "/" + strings.ReplaceAll(p, `\`, "/")}).String()
			}
		}
	})
}

// BenchmarkFilePath converts file: URLs back to paths.
func BenchmarkFilePath(b *testing.B) {
	var posix, windows []*URL
	for _, p := range benchPOSIXPaths {
		posix = append(posix, MustParse(mustFileURL(b, POSIXPath, p)))
	}
	for _, p := range benchWindowsPaths {
		windows = append(windows, MustParse(mustFileURL(b, WindowsPath, p)))
	}
	for _, bc := range []struct {
		name  string
		style PathStyle
		urls  []*URL
	}{{"posix", POSIXPath, posix}, {"windows", WindowsPath, windows}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, u := range bc.urls {
					if _, err := bc.style.FilePath(u); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

func mustFileURL(b *testing.B, s PathStyle, p string) string {
	u, err := s.FromFilePath(p)
	if err != nil {
		b.Fatal(err)
	}
	return u.Href()
}
