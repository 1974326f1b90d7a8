package url

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFromFilePath(t *testing.T) {
	tests := []struct {
		name  string
		style PathStyle
		path  string
		href  string // "" when an error is wanted
		kind  FilePathErrorKind
		at    int
	}{
		{"root", POSIXPath, "/", "file:///", 0, 0},
		{"plain", POSIXPath, "/tmp/a.txt", "file:///tmp/a.txt", 0, 0},
		{"encoded", POSIXPath, "/a b/#?%/[]|~^`{}\"<>\\", "file:///a%20b/%23%3F%25/%5B%5D%7C%7E%5E%60%7B%7D%22%3C%3E%5C", 0, 0},
		{"kept", POSIXPath, "/a:b;c=d@e&f+g,h$i!j*k(l)m'n_o-p.q", "file:///a:b;c=d@e&f+g,h$i!j*k(l)m'n_o-p.q", 0, 0},
		{"controls", POSIXPath, "/a\tb\nc\rd\x01\x7f", "file:///a%09b%0Ac%0Dd%01%7F", 0, 0},
		{"trailing control", POSIXPath, "/a\x01", "file:///a%01", 0, 0},
		{"non-ASCII", POSIXPath, "/é/🚀", "file:///%C3%A9/%F0%9F%9A%80", 0, 0},
		{"invalid UTF-8 kept as bytes", POSIXPath, "/a\xffb\xc3", "file:///a%FFb%C3", 0, 0},
		{"dot names", POSIXPath, "/a/./b/../c/.", "file:///a/c", 0, 0},
		{"dot-dot above the root", POSIXPath, "/../../a", "file:///a", 0, 0},
		{"trailing slash", POSIXPath, "/a/b/", "file:///a/b/", 0, 0},
		{"trailing dot-dot", POSIXPath, "/a/b/..", "file:///a", 0, 0},
		{"empty names kept", POSIXPath, "/a//b", "file:///a//b", 0, 0},
		{"leading empty name", POSIXPath, "//a", "file:////a", 0, 0},
		{"dot-dot after an empty name", POSIXPath, "/a//../b", "file:///b", 0, 0},
		{"percent-encoded dots stay names", POSIXPath, "/a/%2e%2E/b", "file:///a/%252e%252E/b", 0, 0},
		{"drive-letter-like POSIX name", POSIXPath, "/C|/x", "file:///C%7C/x", 0, 0},
		{"C: on POSIX", POSIXPath, "/C:/..", "file:///", 0, 0},
		{"relative", POSIXPath, "a/b", "", RelativePath, 0},
		{"empty", POSIXPath, "", "", RelativePath, 0},
		{"NUL", POSIXPath, "/a\x00b", "", NULByte, 2},

		{"drive", WindowsPath, `C:\foo\bar`, "file:///C:/foo/bar", 0, 0},
		{"drive root", WindowsPath, `C:\`, "file:///C:/", 0, 0},
		{"lower-case drive, slashes", WindowsPath, "c:/foo/bar", "file:///c:/foo/bar", 0, 0},
		{"mixed separators", WindowsPath, `C:\a/b\c`, "file:///C:/a/b/c", 0, 0},
		{"drive dot-dot", WindowsPath, `C:\a\..\..\b`, "file:///C:/b", 0, 0},
		{"Windows encodes", WindowsPath, `C:\a b#?%|~`, "file:///C:/a%20b%23%3F%25%7C%7E", 0, 0},
		{"Windows invalid UTF-8", WindowsPath, "C:\\a\xff", "file:///C:/a%EF%BF%BD", 0, 0},
		{"UNC", WindowsPath, `\\server\share\dir\f.txt`, "file://server/share/dir/f.txt", 0, 0},
		{"UNC with slashes", WindowsPath, "//server/share/x", "file://server/share/x", 0, 0},
		{"UNC mixed", WindowsPath, `\\server/share\x`, "file://server/share/x", 0, 0},
		{"UNC host lowercased", WindowsPath, `\\SERVER\Share`, "file://server/Share", 0, 0},
		{"UNC IDNA", WindowsPath, `\\bücher.example\s`, "file://xn--bcher-kva.example/s", 0, 0},
		{"UNC IPv4", WindowsPath, `\\0x7f.1\s`, "file://127.0.0.1/s", 0, 0},
		{"UNC IPv6", WindowsPath, `\\[::1]\s`, "file://[::1]/s", 0, 0},
		{"UNC server only", WindowsPath, `\\server\`, "file://server/", 0, 0},
		{"UNC share dot-dot", WindowsPath, `\\server\share\..\x`, "file://server/x", 0, 0},
		{"long drive path", WindowsPath, `\\?\C:\path\to\file.txt`, "file:///C:/path/to/file.txt", 0, 0},
		{"long UNC path", WindowsPath, `\\?\UNC\server\share\x`, "file://server/share/x", 0, 0},
		{"long UNC path, lower case", WindowsPath, `\\?\unc\server\share\x`, "file://server/share/x", 0, 0},
		{"directory-relative", WindowsPath, `a\b`, "", RelativePath, 0},
		{"drive-relative", WindowsPath, `C:a`, "", RelativePath, 0},
		{"drive alone", WindowsPath, `C:`, "", RelativePath, 0},
		{"current drive", WindowsPath, `\a`, "", RelativePath, 0},
		{"not a drive letter", WindowsPath, `1:\a`, "", RelativePath, 0},
		{"device", WindowsPath, `\\.\COM1`, "", DevicePath, 0},
		{"device with slashes", WindowsPath, `//./C:/x`, "", DevicePath, 0},
		{"long device path", WindowsPath, `\\?\Volume{b75e2c83-0000-0000-0000-602f00000000}\x`, "", DevicePath, 0},
		{"long path, drive-relative", WindowsPath, `\\?\C:`, "", DevicePath, 0},
		{"long path with slashes", WindowsPath, `//?/C:/x`, "", DevicePath, 0},
		{"NT path", WindowsPath, `\??\C:\x`, "", DevicePath, 0},
		{"NT path with slashes", WindowsPath, `/??/C:/x`, "", DevicePath, 0},
		{"UNC without share", WindowsPath, `\\server`, "", MissingShare, 8},
		{"UNC empty server", WindowsPath, `\\\x`, "", InvalidServer, 2},
		{"long UNC empty server", WindowsPath, `\\?\UNC\\x`, "", InvalidServer, 8},
		{"UNC refused host", WindowsPath, `\\ser ver\share`, "", InvalidServer, 2},
		{"UNC forbidden code point", WindowsPath, `\\a#b\s`, "", InvalidServer, 2},
		{"UNC bad IPv4", WindowsPath, `\\1.2.3.4.5\s`, "", InvalidServer, 2},
		{"UNC server that is the host .", WindowsPath, `\\%2e\s`, "", DevicePath, 2},
		{"UNC localhost", WindowsPath, `\\LocalHost\c$\x`, "", InvalidServer, 2},
		{"Windows NUL", WindowsPath, "C:\\a\x00", "", NULByte, 4},
		{"Windows NUL after invalid UTF-8", WindowsPath, "C:\\\xff\x00", "", NULByte, 4},
	}
	for _, tt := range tests {
		t.Run(tt.style.String()+"/"+tt.name, func(t *testing.T) {
			u, err := tt.style.FromFilePath(tt.path)
			if tt.href != "" {
				if err != nil {
					t.Fatalf("FromFilePath(%q): %v", tt.path, err)
				}
				if u.Href() != tt.href {
					t.Errorf("FromFilePath(%q) = %s; want %s", tt.path, u.Href(), tt.href)
				}
				checkFromPathRoundTrip(t, tt.style, tt.path, u)
				return
			}
			var fe *FilePathError
			if !errors.As(err, &fe) {
				t.Fatalf("FromFilePath(%q) = %v, %v; want a *FilePathError", tt.path, u, err)
			}
			if fe.Kind != tt.kind || fe.Offset != tt.at || fe.Input != tt.path || fe.Op != "FromFilePath" || fe.Style != tt.style {
				t.Errorf("FromFilePath(%q): %v (kind %v, offset %d); want kind %v at offset %d", tt.path, err, fe.Kind, fe.Offset, tt.kind, tt.at)
			}
		})
	}
}

func TestFromDirPath(t *testing.T) {
	tests := []struct {
		style      PathStyle
		path, href string
	}{
		{POSIXPath, "/", "file:///"},
		{POSIXPath, "/tmp/d", "file:///tmp/d/"},
		{POSIXPath, "/tmp/d/", "file:///tmp/d/"},
		{POSIXPath, "/tmp/d/..", "file:///tmp/"},
		{WindowsPath, `C:\`, "file:///C:/"},
		{WindowsPath, `C:\d`, "file:///C:/d/"},
		{WindowsPath, `\\server\share`, "file://server/share/"},
	}
	for _, tt := range tests {
		u, err := tt.style.FromDirPath(tt.path)
		if err != nil {
			t.Errorf("%v FromDirPath(%q): %v", tt.style, tt.path, err)
			continue
		}
		if u.Href() != tt.href {
			t.Errorf("%v FromDirPath(%q) = %s; want %s", tt.style, tt.path, u.Href(), tt.href)
		}
	}
	if _, err := POSIXPath.FromDirPath("d"); err == nil || !strings.Contains(err.Error(), "FromDirPath") {
		t.Errorf("FromDirPath(d) = %v; want an error naming FromDirPath", err)
	}
}

func TestFilePath(t *testing.T) {
	tests := []struct {
		name  string
		style PathStyle
		href  string
		path  string
		kind  FilePathErrorKind // 0: path wanted
		at    int
	}{
		{"root", POSIXPath, "file:///", "/", 0, 0},
		{"decoded", POSIXPath, "file:///a%20b/c%25d%5Ce?q#f", "/a b/c%d\\e", 0, 0},
		{"not percent-encoding", POSIXPath, "file:///a%zz%4", "/a%zz%4", 0, 0},
		{"bytes kept", POSIXPath, "file:///a%FF%C3", "/a\xff\xc3", 0, 0},
		{"localhost", POSIXPath, "file://localhost/a", "/a", 0, 0},
		{"empty segments", POSIXPath, "file:///a//b/", "/a//b/", 0, 0},
		{"drive letter on POSIX", POSIXPath, "file:///C:/x", "/C:/x", 0, 0},
		{"host", POSIXPath, "file://host/a", "", NonLocalHost, 7},
		{"IP host", POSIXPath, "file://127.0.0.1/a", "", NonLocalHost, 7},
		{"encoded slash", POSIXPath, "file:///a%2fb", "", EncodedSeparator, 9},
		{"NUL", POSIXPath, "file:///a%00", "", NULByte, 9},
		{"scheme", POSIXPath, "https://a/b", "", NotFileURL, 0},

		{"drive", WindowsPath, "file:///C:/a/b", `C:\a\b`, 0, 0},
		{"drive only", WindowsPath, "file:///C:", `C:\`, 0, 0},
		{"drive root", WindowsPath, "file:///c:/", `c:\`, 0, 0},
		{"drive letter quirk", WindowsPath, "file:///C|/a", `C:\a`, 0, 0},
		{"encoded drive letter", WindowsPath, "file:///%43%3A/a", `C:\a`, 0, 0},
		{"Windows decoded", WindowsPath, "file:///C:/a%20b%25/%C3%A9?q#f", `C:\a b%\é`, 0, 0},
		{"localhost drive", WindowsPath, "file://localhost/C:/a", `C:\a`, 0, 0},
		{"UNC", WindowsPath, "file://server/share/a", `\\server\share\a`, 0, 0},
		{"UNC root", WindowsPath, "file://server", `\\server\`, 0, 0},
		{"UNC IDNA", WindowsPath, "file://xn--bcher-kva.example/s", `\\bücher.example\s`, 0, 0},
		{"UNC IPv6", WindowsPath, "file://[::1]/s", `\\[::1]\s`, 0, 0},
		{"UNC drive", WindowsPath, "file://server/C:/x", `\\server\C:\x`, 0, 0},
		{"dot host", WindowsPath, "file://./x", "", DevicePath, 7},
		{"no drive", WindowsPath, "file:///a/b", "", NoDriveLetter, 7},
		{"no drive, root", WindowsPath, "file:///", "", NoDriveLetter, 7},
		{"drive-relative", WindowsPath, "file:///C:a/b", "", NoDriveLetter, 7},
		{"encoded pipe", WindowsPath, "file:///C%7C/a", "", NoDriveLetter, 7},
		{"Windows encoded slash", WindowsPath, "file:///C:/a%2F", "", EncodedSeparator, 12},
		{"encoded backslash", WindowsPath, "file:///C:/a%5cb", "", EncodedSeparator, 12},
		{"Windows NUL", WindowsPath, "file:///C:/%00", "", NULByte, 11},
		{"invalid UTF-8", WindowsPath, "file:///C:/a%C3%A9%FF", "", InvalidUTF8, 18},
		{"truncated UTF-8", WindowsPath, "file://h/%E2%82", "", InvalidUTF8, 9},
		{"Windows scheme", WindowsPath, "http://h/C:/", "", NotFileURL, 0},
	}
	for _, tt := range tests {
		t.Run(tt.style.String()+"/"+tt.name, func(t *testing.T) {
			u := mustParseT(t, tt.href)
			p, err := tt.style.FilePath(u)
			if tt.kind == 0 {
				if err != nil {
					t.Fatalf("FilePath(%s): %v", tt.href, err)
				}
				if p != tt.path {
					t.Errorf("FilePath(%s) = %q; want %q", tt.href, p, tt.path)
				}
				checkFilePathRoundTrip(t, tt.style, u, p)
				return
			}
			var fe *FilePathError
			if !errors.As(err, &fe) {
				t.Fatalf("FilePath(%s) = %q, %v; want a *FilePathError", tt.href, p, err)
			}
			if fe.Kind != tt.kind || fe.Offset != tt.at || fe.Input != u.Href() || fe.Op != "FilePath" {
				t.Errorf("FilePath(%s): %v (kind %v, offset %d); want kind %v at offset %d", tt.href, err, fe.Kind, fe.Offset, tt.kind, tt.at)
			}
		})
	}
}

func TestFilePathErrorMessage(t *testing.T) {
	_, err := WindowsPath.FromFilePath(`\\a b\s`)
	want := `url: FromFilePath "\\\\a b\\s" (Windows): invalid UNC server at offset 2: parse "a b": domain-to-ASCII at offset 0: ' ' is not allowed in a domain`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error = %v; want it to start with %s", err, want)
	}
	var perr *Error
	if !errors.As(err, &perr) || perr.Code != DomainToASCII {
		t.Errorf("errors.As(*Error) = %v; want the host parser's domain-to-ASCII error", perr)
	}
	_, err = POSIXPath.FilePath(MustParse("file://h/a"))
	if want := `url: FilePath "file://h/a" (POSIX): host not local at offset 7: a POSIX path names no host`; err == nil || err.Error() != want {
		t.Errorf("error = %v; want %s", err, want)
	}
}

func TestNativePath(t *testing.T) {
	want := POSIXPath
	if filepath.Separator == '\\' {
		want = WindowsPath
	}
	if NativePath != want {
		t.Errorf("NativePath = %v; want %v", NativePath, want)
	}
	abs := "/tmp/x y"
	if NativePath == WindowsPath {
		abs = `C:\tmp\x y`
	}
	u, err := FromFilePath(abs)
	if err != nil {
		t.Fatal(err)
	}
	p, err := u.FilePath()
	if err != nil || p != abs {
		t.Errorf("FilePath(FromFilePath(%q)) = %q, %v", abs, p, err)
	}
}

// checkFromPathRoundTrip checks the round trip of a path that
// FromFilePath accepted, giving u: FilePath accepts u, and FromFilePath
// of that path gives u again; and u is the URL the parser makes of its
// own serialization.
func checkFromPathRoundTrip(t *testing.T, s PathStyle, path string, u *URL) {
	t.Helper()
	if v, err := Parse(u.Href()); err != nil || v.Href() != u.Href() {
		t.Errorf("FromFilePath(%q) = %s, which parses to %v, %v", path, u.Href(), v, err)
	}
	if u.Scheme() != "file" || u.Search() != "" || u.Hash() != "" {
		t.Errorf("FromFilePath(%q) = %s: not a file: URL without query and fragment", path, u.Href())
	}
	back, err := s.FilePath(u)
	if err != nil {
		t.Fatalf("%v FromFilePath(%q) = %s, whose FilePath fails: %v", s, path, u.Href(), err)
	}
	again, err := s.FromFilePath(back)
	if err != nil {
		t.Fatalf("%v FromFilePath(FilePath(FromFilePath(%q))), of %q: %v", s, path, back, err)
	}
	if again.Href() != u.Href() {
		t.Errorf("%v: %q gives %s, whose path %q gives %s", s, path, u.Href(), back, again.Href())
	}
}

// checkFilePathRoundTrip checks the round trip of a URL u whose FilePath
// is path: FromFilePath accepts path, and FilePath of that URL is path.
func checkFilePathRoundTrip(t *testing.T, s PathStyle, u *URL, path string) {
	t.Helper()
	if s == WindowsPath && !utf8.ValidString(path) {
		t.Errorf("%v FilePath(%s) = %q, not UTF-8", s, u.Href(), path)
	}
	v, err := s.FromFilePath(path)
	if err != nil {
		t.Fatalf("%v FilePath(%s) = %q, which FromFilePath refuses: %v", s, u.Href(), path, err)
	}
	back, err := s.FilePath(v)
	if err != nil {
		t.Fatalf("%v FilePath(FromFilePath(FilePath(%s))), of %s: %v", s, u.Href(), v.Href(), err)
	}
	if back != path {
		t.Errorf("%v: %s has the path %q, whose URL %s has the path %q", s, u.Href(), path, v.Href(), back)
	}
}
