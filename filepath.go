package url

import (
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A PathStyle is the file path syntax of a family of operating systems,
// for converting between file paths and file: URLs: POSIXPath or
// WindowsPath. Both work on every operating system; NativePath is the one
// of the system the program runs on, as package path/filepath picks it.
type PathStyle uint8

// The path styles.
const (
	// POSIXPath: paths of Unix-like systems. A path is bytes, "/"
	// separates names, and an absolute path starts with "/".
	POSIXPath PathStyle = iota + 1
	// WindowsPath: paths of Windows. "\" and "/" both separate names,
	// and an absolute path starts with a drive letter ("C:\") or names a
	// server and share (UNC, "\\server\share\").
	WindowsPath
)

// NativePath is WindowsPath on Windows and POSIXPath elsewhere: the style
// of filepath.Separator, which is "\" only on Windows.
const NativePath = POSIXPath + PathStyle(filepath.Separator/'\\')

// String returns "POSIX" or "Windows".
func (s PathStyle) String() string {
	switch s {
	case POSIXPath:
		return "POSIX"
	case WindowsPath:
		return "Windows"
	}
	return "PathStyle(" + strconv.Itoa(int(s)) + ")"
}

// A FilePathErrorKind says why a file path has no file: URL, or a file:
// URL no file path.
type FilePathErrorKind uint8

// The kinds of FilePathError.
const (
	// RelativePath: the path is not absolute. A relative path is never
	// resolved against the working directory; call filepath.Abs first. On
	// Windows "C:x" and "C:" (relative to drive C's current directory)
	// and "\x" (relative to the current drive) are relative too.
	RelativePath FilePathErrorKind = iota + 1
	// DevicePath: a Windows device path, "\\.\" followed by a device
	// name, an NT path ("\??\C:\x"), or a "\\?\" path that is neither
	// "\\?\C:\..." nor "\\?\UNC\server\share\...", or a UNC path whose
	// server the host parser makes "." ("\\%2e\s"); or a Windows path was
	// asked of a file: URL whose host is ".", which would give a device
	// path.
	DevicePath
	// MissingShare: a Windows UNC path with a server and nothing after
	// it ("\\server"), not even a separator.
	MissingShare
	// InvalidServer: the server of a Windows UNC path is not a host that
	// a file: URL can hold: the URL Standard's host parser refuses it
	// (FilePathError.Err is the *Error that says why), it is empty, or it
	// is "localhost", which the URL parser makes the empty host of a
	// file: URL ("file://localhost/x" is "file:///x").
	InvalidServer
	// NULByte: the path holds a NUL byte, or the URL's path an encoded
	// one ("%00"), which no file path can hold.
	NULByte
	// NotFileURL: the URL's scheme is not "file".
	NotFileURL
	// NonLocalHost: a POSIX path was asked of a file: URL whose host is
	// neither empty nor "localhost" (which the parser makes empty).
	NonLocalHost
	// EncodedSeparator: a segment of the URL's path holds an encoded "/"
	// ("%2F"), or on Windows an encoded "\" ("%5C"), which would change
	// where the path's names start and end.
	EncodedSeparator
	// NoDriveLetter: a Windows path was asked of a file: URL with neither
	// a host (a UNC server) nor a drive letter ("C:", "c:") as its path's
	// first segment.
	NoDriveLetter
	// InvalidUTF8: a Windows path was asked of a file: URL whose path
	// decodes to bytes that are not UTF-8; Windows names are Unicode.
	InvalidUTF8
)

var filePathErrorKindNames = [...]string{
	RelativePath:     "relative path",
	DevicePath:       "device path",
	MissingShare:     "UNC path without a share",
	InvalidServer:    "invalid UNC server",
	NULByte:          "NUL byte",
	NotFileURL:       "not a file: URL",
	NonLocalHost:     "host not local",
	EncodedSeparator: "encoded separator",
	NoDriveLetter:    "no drive letter",
	InvalidUTF8:      "invalid UTF-8",
}

// String returns the kind's name as error messages show it.
func (k FilePathErrorKind) String() string {
	if int(k) < len(filePathErrorKindNames) && filePathErrorKindNames[k] != "" {
		return filePathErrorKindNames[k]
	}
	return "FilePathErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// A FilePathError reports why a file path has no file: URL (FromFilePath,
// FromDirPath) or a file: URL no file path (FilePath), and where.
type FilePathError struct {
	Op    string    // "FromFilePath", "FromDirPath" or "FilePath"
	Style PathStyle // the path syntax
	// Input is the path given, or the URL's serialization (its Href).
	Input string
	Kind  FilePathErrorKind
	// Offset is the byte offset in Input of what the error is about: the
	// start of a relative path or of a device path's prefix, the UNC
	// server, the NUL byte or its "%00", the scheme, the host, the "%2F",
	// the start of the URL's path, the "%" that starts bytes that are not
	// UTF-8; for MissingShare, the end of the path.
	Offset int
	Detail string // more about the error; may be empty
	Err    error  // the host parser's *Error for InvalidServer, else nil
}

// Error returns the message, as in
// `url: FromFilePath "docs/a.txt" (POSIX): relative path at offset 0: ...`.
func (e *FilePathError) Error() string {
	in := quoteInput(e.Input)
	msg := "url: " + e.Op + " " + in + " (" + e.Style.String() + "): " + e.Kind.String() + " at offset " + strconv.Itoa(e.Offset)
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns Err.
func (e *FilePathError) Unwrap() error { return e.Err }

// FromFilePath returns the file: URL of an absolute file path of the
// running system's style, NativePath. See PathStyle.FromFilePath.
func FromFilePath(path string) (*URL, error) { return NativePath.fromPath("FromFilePath", path, false) }

// FromDirPath returns the file: URL of a directory's absolute path of the
// running system's style, NativePath, ending in "/". See
// PathStyle.FromDirPath.
func FromDirPath(path string) (*URL, error) { return NativePath.fromPath("FromDirPath", path, true) }

// FilePath returns the file path of a file: URL in the running system's
// style, NativePath. See PathStyle.FilePath.
func (u *URL) FilePath() (string, error) { return NativePath.FilePath(u) }

// FromFilePath returns the file: URL of an absolute file path, as Node.js's
// url.pathToFileURL does: "/tmp/a b#1" gives "file:///tmp/a%20b%231",
// `C:\Users\a` gives "file:///C:/Users/a", and `\\server\share\x` gives
// "file://server/share/x".
//
// The path is converted name by name. "." names are dropped and ".."
// removes the name before it, as the path's syntax means, never going
// above the root; empty names ("/a//b") are kept, so that FilePath gives
// the path back as it was written. A path that ends with a separator gives
// a URL that ends with "/". Each name is percent-encoded with the path
// percent-encode set (PathSet) and "%", "[", "]", "|" and "~", and on
// POSIX "\", which is exactly what url.pathToFileURL encodes: "#", "?",
// "%", spaces, controls and non-ASCII bytes among them. A POSIX path is
// bytes, and a byte that is not part of valid UTF-8 is encoded as it is
// ("\xff" gives "%FF"); a Windows path is Unicode, so there each invalid
// sequence is read as U+FFFD, as Go's os package does on Windows.
//
// Only absolute paths have a URL: a relative path is an error
// (RelativePath), never resolved against the working directory behind the
// caller's back. On Windows the drive letter keeps its case ("c:/x" gives
// "file:///c:/x") and either slash separates names. A UNC path's server
// goes through the URL Standard's host parser, as it would in a URL: it is
// lowercased, run through IDNA or read as an IPv4 or IPv6 address, and a
// server that the parser refuses is an error (InvalidServer), never
// dropped. `\\?\C:\x` gives the URL of `C:\x` and `\\?\UNC\server\share\x`
// that of `\\server\share\x`; other "\\?\" paths and device paths
// (`\\.\COM1`) are errors (DevicePath). A path holding a NUL byte is an
// error (NULByte): no file can have such a name, and FilePath refuses the
// "%00" it would give.
//
// For every path P it accepts, FilePath(FromFilePath(P)) is accepted and
// gives a path with the same URL; and for every URL U that FilePath
// accepts, FromFilePath(FilePath(U)) is accepted and gives a URL with the
// same path. Where Node.js's url.pathToFileURL and url.fileURLToPath do
// otherwise, testdata/node-filepath-differences.json says how and why.
func (s PathStyle) FromFilePath(path string) (*URL, error) {
	return s.fromPath("FromFilePath", path, false)
}

// FromDirPath is FromFilePath for a directory: the URL ends with "/", so
// that a relative reference resolves inside the directory ("a.txt"
// against "file:///tmp/d/" is "file:///tmp/d/a.txt", against
// "file:///tmp/d" it is "file:///tmp/a.txt").
func (s PathStyle) FromDirPath(path string) (*URL, error) {
	return s.fromPath("FromDirPath", path, true)
}

// fromPath is FromFilePath (dir false) and FromDirPath (dir true).
func (s PathStyle) fromPath(op, path string, dir bool) (*URL, error) {
	var href []byte
	var err *FilePathError
	switch s {
	case POSIXPath:
		href, err = posixURL(path, dir)
	case WindowsPath:
		href, err = windowsURL(path, dir)
	default:
		panic("url: " + s.String() + " is not a path style")
	}
	if err != nil {
		err.Op, err.Style, err.Input = op, s, path
		return nil, err
	}
	// href is a URL's serialization, which Parse keeps as the URL's
	// string; parsing it also checks what was built.
	u, perr := Parse(ownString(href))
	if perr != nil {
		// Only a URL longer than Parse takes (4 GiB) gets here.
		return nil, &FilePathError{Op: op, Style: s, Input: path, Kind: InvalidServer, Offset: 0, Detail: "the URL does not parse", Err: perr}
	}
	return u, nil
}

// posixURL returns the serialization of the file: URL of a POSIX path.
func posixURL(path string, dir bool) ([]byte, *FilePathError) {
	if path == "" || path[0] != '/' {
		return nil, &FilePathError{Kind: RelativePath, Offset: 0, Detail: "a relative path has no file: URL; make it absolute first, with filepath.Abs"}
	}
	if i := strings.IndexByte(path, 0); i >= 0 {
		return nil, &FilePathError{Kind: NULByte, Offset: i}
	}
	href := make([]byte, 0, len("file://")+len(path)+len(path)/4+1)
	href = append(href, "file://"...)
	return appendFileNames(href, path[1:], false, dir), nil
}

// windowsURL returns the serialization of the file: URL of a Windows path.
func windowsURL(input string, dir bool) ([]byte, *FilePathError) {
	path := scalarValues(input)
	// errAt returns an error at an offset in path, mapped to one in input.
	errAt := func(kind FilePathErrorKind, at int, detail string) *FilePathError {
		return &FilePathError{Kind: kind, Offset: scalarOffset(input, path, at), Detail: detail}
	}
	if i := strings.IndexByte(path, 0); i >= 0 {
		return nil, errAt(NULByte, i, "")
	}
	root := 0 // the start of the drive letter or of the UNC server
	if len(path) >= 4 && isWindowsSeparator(path[0]) && path[1:3] == "??" && isWindowsSeparator(path[3]) {
		// An NT path (\??\C:\x), which only Windows' native API reads.
		return nil, errAt(DevicePath, 0, `an NT path (\??\) has no file: URL`)
	}
	if strings.HasPrefix(path, `\\?\`) {
		// A path that Windows takes as it is, without the prefix.
		switch rest := path[4:]; {
		case len(rest) >= 4 && strings.EqualFold(rest[:3], "UNC") && isWindowsSeparator(rest[3]):
			root = 8
		case isWindowsDriveRoot(rest):
			root = 4
		default:
			return nil, errAt(DevicePath, 0, `a \\?\ path other than \\?\C:\... or \\?\UNC\server\share\... has no file: URL`)
		}
	} else if len(path) >= 2 && isWindowsSeparator(path[0]) && isWindowsSeparator(path[1]) {
		root = 2
	}
	href := make([]byte, 0, len("file:///")+len(path)+len(path)/4+1)
	href = append(href, "file://"...)
	if root == 2 || root == 8 {
		// A UNC path: \\server\share\...
		end := root
		for end < len(path) && !isWindowsSeparator(path[end]) {
			end++
		}
		server := path[root:end]
		switch {
		case server == "." || server == "?":
			return nil, errAt(DevicePath, 0, "a device path has no file: URL")
		case server == "":
			return nil, errAt(InvalidServer, root, "the server name is empty")
		case end == len(path):
			return nil, errAt(MissingShare, end, `a UNC path is \\server\share`)
		}
		h, err := ParseHost(server)
		if err != nil {
			e := errAt(InvalidServer, root, "")
			if perr, ok := err.(*Error); ok {
				e.Offset = scalarOffset(input, path, root+perr.Offset)
			}
			e.Err = err
			return nil, e
		}
		switch h.String() {
		case "localhost":
			return nil, errAt(InvalidServer, root, `the URL parser makes the host "localhost" of a file: URL the empty host`)
		case ".":
			// "%2e", say: FilePath would give a device path.
			return nil, errAt(DevicePath, root, `the server is the host ".", and \\.\ starts a device path`)
		}
		href = append(href, h.String()...)
		return appendFileNames(href, path[end+1:], true, dir), nil
	}
	if !isWindowsDriveRoot(path[root:]) {
		detail := `an absolute Windows path starts with a drive letter ("C:\") or is a UNC path ("\\server\share")`
		return nil, errAt(RelativePath, root, detail)
	}
	href = append(href, '/')
	href = append(href, path[root:root+2]...)
	return appendFileNames(href, path[root+3:], true, dir), nil
}

// isWindowsSeparator reports whether c separates names in a Windows path.
func isWindowsSeparator(c byte) bool { return c == '\\' || c == '/' }

// isWindowsDriveRoot reports whether s starts with a drive letter, ":"
// and a separator.
func isWindowsDriveRoot(s string) bool {
	return len(s) >= 3 && is(s[0], classAlpha) && s[1] == ':' && isWindowsSeparator(s[2])
}

// appendFileNames appends to href the names of path, which follows a
// path's root, as the segments of a file: URL's path, each with "/" before
// it: "." names dropped, ".." removing the last name (and the empty names
// after it) but never the root, each name percent-encoded (appendFileName).
// windows says whether "\" separates names too. With dir, the path ends
// with "/".
func appendFileNames(href []byte, path string, windows, dir bool) []byte {
	base := len(href)
	// starts holds where each segment's "/" is in href; most paths have
	// few enough names for the array.
	var array [32]int
	starts := array[:0]
	for {
		var end int
		if windows {
			end = strings.IndexAny(path, `/\`)
		} else {
			end = strings.IndexByte(path, '/')
		}
		name := path
		if end >= 0 {
			name = path[:end]
		}
		switch name {
		case ".":
		case "..":
			// Remove the empty names at the end, then one name.
			for len(starts) > 0 && starts[len(starts)-1] == len(href)-1 {
				href, starts = href[:starts[len(starts)-1]], starts[:len(starts)-1]
			}
			if len(starts) > 0 {
				href, starts = href[:starts[len(starts)-1]], starts[:len(starts)-1]
			}
		default:
			starts = append(starts, len(href))
			href = appendFileName(append(href, '/'), name)
		}
		if end < 0 {
			break
		}
		path = path[end+1:]
	}
	if len(href) == base || dir && href[len(href)-1] != '/' {
		href = append(href, '/')
	}
	return href
}

// appendFileName appends a name of a file path percent-encoded as Node.js's
// url.pathToFileURL encodes it (fileNameBytes). A POSIX name's bytes are
// encoded as they are, valid UTF-8 or not.
func appendFileName(dst []byte, name string) []byte {
	start := 0
	for i := 0; i < len(name); i++ {
		if c := name[i]; fileNameBytes[c] {
			dst = append(dst, name[start:i]...)
			dst = appendPercent(dst, c)
			start = i + 1
		}
	}
	return append(dst, name[start:]...)
}

// fileNameBytes are the bytes that url.pathToFileURL percent-encodes in a
// name: those of the path percent-encode set, and "%", "[", "]", "|" and
// "~" (which a URL's path may hold as they are), and "\", which only a
// POSIX name can hold.
var fileNameBytes = func() (t [256]bool) {
	for b := range t {
		t[b] = encodeSets[b]&setPath != 0 || strings.IndexByte(`%[]|~\`, byte(b)) >= 0
	}
	return t
}()

// FilePath returns the file path of a file: URL in the style s, as
// Node.js's url.fileURLToPath does: "file:///tmp/a%20b" gives "/tmp/a b"
// on POSIX, "file:///C:/Users/a" gives `C:\Users\a` and
// "file://server/share/x" gives `\\server\share\x` on Windows. The query
// and the fragment are ignored.
//
// Each segment of the URL's path is percent-decoded (PercentDecode). A
// segment that decodes to a "/" ("%2F"), or on Windows a "\" ("%5C"), is
// an error (EncodedSeparator), and so is one that decodes to a NUL byte
// (NULByte). On POSIX the decoded bytes are the path's, UTF-8 or not
// ("%FF" gives the byte 0xFF), and the URL's host must be empty (or
// "localhost", which the parser makes empty): another host is an error
// (NonLocalHost). On Windows a host is a UNC server, given in its Unicode
// form ("file://xn--bcher-kva.example/s" gives `\\bücher.example\s`), and
// the host "." is an error (DevicePath: `\\.\` starts a device path);
// without a host, the path's first segment must be a drive letter
// (NoDriveLetter): "file:///C:" and "file:///C:/" both give `C:\`, the
// drive's root. Decoded bytes that are not UTF-8 are an error on Windows
// (InvalidUTF8), whose names are Unicode. A URL that is not a file: URL
// is an error (NotFileURL).
func (s PathStyle) FilePath(u *URL) (string, error) {
	var path string
	var err *FilePathError
	if s != POSIXPath && s != WindowsPath {
		panic("url: " + s.String() + " is not a path style")
	}
	switch {
	case u.Scheme() != "file":
		err = &FilePathError{Kind: NotFileURL, Offset: 0}
	case s == POSIXPath:
		path, err = posixPath(u)
	default:
		path, err = windowsPath(u)
	}
	if err != nil {
		err.Op, err.Style, err.Input = "FilePath", s, u.href()
		return "", err
	}
	return path, nil
}

// posixPath returns the POSIX path of a file: URL.
func posixPath(u *URL) (string, *FilePathError) {
	if u.hostKind != hostEmpty {
		return "", &FilePathError{Kind: NonLocalHost, Offset: int(u.hostStart), Detail: "a POSIX path names no host"}
	}
	p := u.Pathname()
	if err := checkFileSegments(p, int(u.pathStart()), false); err != nil {
		return "", err
	}
	return PercentDecode(p), nil
}

// windowsPath returns the Windows path of a file: URL.
func windowsPath(u *URL) (string, *FilePathError) {
	p, at := u.Pathname(), int(u.pathStart())
	if err := checkFileSegments(p, at, true); err != nil {
		return "", err
	}
	var b []byte
	if u.hostKind != hostEmpty {
		if u.Hostname() == "." {
			return "", &FilePathError{Kind: DevicePath, Offset: int(u.hostStart), Detail: `the UNC path of the host "." would be a device path (\\.\)`}
		}
		server := uncServer(u.HostValue())
		b = make([]byte, 0, 2+len(server)+len(p))
		b = append(append(b, `\\`...), server...)
		b = appendWindowsNames(b, p)
	} else {
		// The first segment, decoded, must be a drive letter: "/C:" or
		// "/C:/...", and "/%43%3A" too.
		end := strings.IndexByte(p[1:], '/') + 1
		if end == 0 {
			end = len(p)
		}
		drive := PercentDecode(p[1:end])
		if len(drive) != 2 || !is(drive[0], classAlpha) || drive[1] != ':' {
			return "", &FilePathError{Kind: NoDriveLetter, Offset: at, Detail: `a Windows path starts with a drive letter ("C:\") or is a UNC path (a URL with a host)`}
		}
		b = append(make([]byte, 0, len(p)+1), drive...)
		if end == len(p) {
			b = append(b, '\\') // the drive's root, not "C:", which is relative
		} else {
			b = appendWindowsNames(b, p[end:])
		}
	}
	if !utf8.Valid(b) {
		return "", &FilePathError{Kind: InvalidUTF8, Offset: at + invalidUTF8At(p), Detail: "a Windows path is Unicode"}
	}
	return string(b), nil
}

// uncServer returns the server of a UNC path with host h: a domain in its
// Unicode form, as Node.js gives it, when that form is a host the URL
// parser makes h again; otherwise h's serialization.
func uncServer(h Host) string {
	if h.Kind() != HostDomain || !strings.Contains(h.String(), "xn--") {
		return h.String()
	}
	uni := h.Unicode()
	if back, err := ParseHost(uni); err != nil || back != h {
		return h.String()
	}
	return uni
}

// appendWindowsNames appends path, a URL's path or the rest of it after
// the drive letter, percent-decoded and with "\" for each "/".
func appendWindowsNames(b []byte, path string) []byte {
	for i := 0; i < len(path); i++ {
		switch c := path[i]; {
		case c == '/':
			b = append(b, '\\')
		case isPercentEncodedByte(path, i):
			b = append(b, unhex(path[i+1])<<4|unhex(path[i+2]))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return b
}

// checkFileSegments returns the error for a URL's path p, at offset at of
// the URL's serialization, whose segments decode to a "/", a NUL byte, or
// (windows) a "\".
func checkFileSegments(p string, at int, windows bool) *FilePathError {
	for i := strings.IndexByte(p, '%'); i >= 0; {
		if isPercentEncodedByte(p, i) {
			switch unhex(p[i+1])<<4 | unhex(p[i+2]) {
			case '/':
				return &FilePathError{Kind: EncodedSeparator, Offset: at + i, Detail: `"%2F" would be "/" in the path, separating names`}
			case '\\':
				if windows {
					return &FilePathError{Kind: EncodedSeparator, Offset: at + i, Detail: `"%5C" would be "\" in the path, separating names`}
				}
			case 0:
				return &FilePathError{Kind: NULByte, Offset: at + i, Detail: "no file name holds a NUL byte"}
			}
		}
		j := strings.IndexByte(p[i+1:], '%')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return nil
}

// invalidUTF8At returns the offset in a URL's path p of the "%" that
// starts the first percent-encoded sequence that does not decode to UTF-8
// (p itself is ASCII, as every URL is).
func invalidUTF8At(p string) int {
	var buf [4]byte
	for i := 0; i < len(p); i++ {
		if !isPercentEncodedByte(p, i) || p[i+1] < '8' {
			continue
		}
		// Decode up to four encoded bytes from here and see whether they
		// start with a valid sequence.
		n, j := 0, i
		for n < len(buf) && isPercentEncodedByte(p, j) {
			buf[n] = unhex(p[j+1])<<4 | unhex(p[j+2])
			n, j = n+1, j+3
		}
		r, size := utf8.DecodeRune(buf[:n])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += 3*size - 1
	}
	return 0
}
