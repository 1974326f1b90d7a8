package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// loadPathCorpus adds the paths and URLs of the file path tables in
// testdata/filepaths to c, those that are there.
func loadPathCorpus(c *corpus, root string) {
	files, _ := filepath.Glob(filepath.Join(root, "testdata/filepaths/*.json"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var v any
		if json.Unmarshal(data, &v) != nil {
			continue
		}
		collectPathStrings(c, "", v)
	}
	// So that the generator always has strings to start from.
	c.filePaths = append(c.filePaths, "/tmp/a b", `C:\Users\a`, `\\server\share\x`)
	c.fileURLs = append(c.fileURLs, "file:///tmp/a%20b", "file:///C:/x", "file://server/share/x")
}

// collectPathStrings walks a table: strings under the keys "path" and
// "expected" are paths and URLs, "url", "fileHref", "href" and "input"
// URLs or paths, by how they start.
func collectPathStrings(c *corpus, key string, v any) {
	switch v := v.(type) {
	case map[string]any:
		// In the keys' order, not the map's, which changes from run to
		// run: the same seed must give the same requests.
		for _, k := range slices.Sorted(maps.Keys(v)) {
			collectPathStrings(c, k, v[k])
		}
	case []any:
		for _, x := range v {
			collectPathStrings(c, key, x)
		}
	case string:
		switch key {
		case "source", "semantics", "note", "error", "os", "path_bytes_hex", "url_path":
			return
		}
		if strings.HasPrefix(v, "file:") || strings.Contains(v, "://") && !strings.HasPrefix(v, "//") {
			c.fileURLs = append(c.fileURLs, v)
		} else {
			c.filePaths = append(c.filePaths, v)
		}
	}
}

// nextPath returns a pathToFileURL request about a third of the time, a
// fileURLToPath request another third, a percentEncode request a fifth
// and a percentDecode request otherwise; file path requests are for
// Windows half the time.
func (g *generator) nextPath() request {
	windows := g.chance(0.5)
	switch n := g.intn(30); {
	case n < 10:
		return request{PathToFileURL: str(g.filePath(windows)), Windows: &windows}
	case n < 20:
		return request{FileURLToPath: str(g.fileURLForPath(windows)), Windows: &windows}
	case n < 26:
		r := request{PercentEncode: str(g.encodeInput()), Set: str(pick(g, encodeSetNames))}
		if g.chance(0.1) {
			r.Encoding = str(pick(g, []string{"utf-8", "UTF-8", "utf8", " utf-8 ", "unicode-1-1-utf-8"}))
		}
		return r
	default:
		return request{PercentDecode: str(g.decodeInput())}
	}
}

var encodeSetNames = []string{
	"C0 control", "fragment", "query", "special-query", "path", "userinfo", "component",
	"application/x-www-form-urlencoded",
}

// Names of files and directories: plain, dot names, names with what
// pathToFileURL encodes or keeps, drive-letter-like names, non-ASCII,
// controls and percent signs.
var pathNames = []string{
	"a", "b", "file.txt", "My Docs", "a b", "", "", ".", "..", "...", ".a", "a.", "%", "%2e", "%2E%2e", "%2F", "%5C",
	"%00", "%41", "%zz", "%25", "\\", "#", "?", "[", "]", "|", "~", "^", "`", "{", "}", "<", ">", "\"", "'", ":",
	";", "=", "@", "&", "+", ",", "$", "!", "*", "(", ")", "-", "_", "C:", "C|", "c:", "z:", "localhost", "é",
	"fóóbàr", "日本", "\U0001F680", "\u00a0", "\ufeff", "\ufffd", "\u2028", "\x00", "\x01", "\x08", "\x1f", "\x7f",
	"\t", "\n", "\r", " ", "  ", "a\tb", "a\nb", "a b ", " a", "a\x01", "UNC", "?", "con", "nul.txt", "a:b",
	"\u0130", "\u212a", "\uff0f", "\uff3c", "%C3%A9", "%FF",
}

// Roots of absolute and relative paths of each style.
var (
	posixRoots = []string{
		"/", "/", "/", "/", "/", "//", "///", "", "", "./", "../", "~/", "/.", "/..", "C:/", "\\", "\\\\server\\share\\",
	}
	windowsRoots = []string{
		`C:\`, `C:\`, `C:\`, `c:\`, `Z:/`, `C:/`, `C:\\`, `C:`, `C:x\`, `1:\`, `é:\`, `\`, `/`, ``, `.\`, `..\`,
		`\\server\share\`, `\\server\share\`, `//server/share/`, `\\server/share\`, `\/server\share\`,
		`\\SERVER\Share\`, `\\server\`, `\\server`, `\\\`, `\\server\\`, `\\?\C:\`, `\\?\c:/`, `\\?\UNC\server\share\`,
		`\\?\unc\server\share\`, `\\?\UNC\server`, `\\?\`, `\\?\C:`, `\\?\Volume{b75e2c83-0000-0000-0000-602f00000000}\`,
		`\\.\`, `\\.\COM1\`, `\??\C:\`, `//./C:/`, `//?/C:/`, `\\bücher.example\s\`, `\\xn--bcher-kva.example\s\`,
		`\\0x7f.1\s\`, `\\127.0.0.1\s\`, `\\[::1]\s\`, `\\[::1\s\`, `\\a b\s\`, `\\a#b\s\`, `\\a%41b\s\`, `\\a%2fb\s\`,
		`\\localhost\s\`, `\\LOCALHOST\s\`, `\\a@b\s\`, `\\a:b\s\`, `\\1.2.3.4.5\s\`, `\\.\s\`,
		`\\..\s\`, `\\ü\s\`, `\\ＡＢ\s\`, `\\a.\s\`,
	}
)

// filePath returns a path of the style: a table's path, mutated or not,
// or one built from a root and names.
func (g *generator) filePath(windows bool) string {
	if g.chance(0.15) {
		return g.maybeMutateWith(pick(g, g.c.filePaths), pathNames, g.c.filePaths)
	}
	roots, seps := posixRoots, []string{"/"}
	if windows {
		roots, seps = windowsRoots, []string{`\`, `\`, `\`, "/"}
	} else if g.chance(0.05) {
		seps = []string{"/", "\\", "//"}
	}
	var b strings.Builder
	b.WriteString(pick(g, roots))
	for n := g.intn(5); n >= 0; n-- {
		if n > 0 || g.chance(0.8) {
			name := pick(g, pathNames)
			if g.chance(0.3) {
				name += pick(g, pathNames)
			}
			b.WriteString(name)
		}
		if n > 0 || g.chance(0.2) {
			b.WriteString(pick(g, seps))
		}
	}
	s := b.String()
	if g.chance(0.1) {
		s = g.maybeMutateWith(s, pathNames, g.c.filePaths)
	}
	return s
}

// Hosts and path segments of file: URLs.
var (
	fileHosts = []string{
		"", "", "", "", "", "localhost", "LOCALHOST", "server", "Server", "xn--bcher-kva.example", "bücher.example",
		"1.2.3.4", "0x7f.1", "[::1]", "h%41", ".", "a.b.", "xn--nxa", "ＡＢ", "%2e",
	}
	fileSegments = []string{
		"a", "b", "file.txt", "", "", "a%20b", "%2F", "%2f", "%5C", "%5c", "%00", "%zz", "%", "%4", "%FF", "%C3%A9",
		"%E2%82", "%ED%A0%80", "%F0%9F%9A%80", "%EF%BF%BD", "%25", "%2e", "%2E%2e", "C:", "C|", "c:", "Z:", "%43%3A",
		"C%3A", "C%3a", "C%7C", "C:foo", "C:%2F", "1:", "é", "%09", "%0A", "%0D", "%01", "%7F", "%20", "~", "|", "^",
		"[", "]", ":", "@", "a:b", "%3F", "%23", "\\", "..", ".",
	}
)

// fileURLForPath returns a URL for fileURLToPath: a table's URL, mutated
// or not, or a file: URL built from a host and segments, its first
// segment often a drive letter for Windows; now and then another scheme.
func (g *generator) fileURLForPath(windows bool) string {
	if g.chance(0.15) {
		return g.maybeMutateWith(pick(g, g.c.fileURLs), fileSegments, g.c.fileURLs)
	}
	var b strings.Builder
	b.WriteString(pick(g, []string{"file://", "file://", "file://", "file://", "FILE://", "file:", "file:/", "file:///",
		"http://", "https://", "sc://", "file:\\\\", "blob:file://"}))
	b.WriteString(pick(g, fileHosts))
	if windows && g.chance(0.6) {
		b.WriteString("/" + pick(g, []string{"C:", "C:", "c:", "Z:", "C|", "%43%3A", "C%3A", "C%7C", "C:foo", "1:", "CC:"}))
	}
	for n := g.intn(5); n >= 0; n-- {
		b.WriteString(pick(g, []string{"/", "/", "/", "\\", "//"}))
		b.WriteString(pick(g, fileSegments))
		if g.chance(0.3) {
			b.WriteString(pick(g, fileSegments))
		}
	}
	if g.chance(0.15) {
		b.WriteString(pick(g, []string{"?", "?q", "?a/b", "#", "#f", "?q#f", "#%2F"}))
	}
	s := b.String()
	if g.chance(0.1) {
		s = g.maybeMutateWith(s, fileSegments, g.c.fileURLs)
	}
	return s
}

// Code points for percent-encoding: printable ASCII (every set differs
// in some), controls, non-ASCII of each length, and "%" sequences.
var encodePieces = []string{
	" ", "!", "\"", "#", "$", "%", "&", "'", "(", ")", "*", "+", ",", "-", ".", "/", ":", ";", "<", "=", ">", "?",
	"@", "[", "\\", "]", "^", "_", "`", "{", "|", "}", "~", "a", "Z", "0", "9", "\x00", "\x01", "\t", "\n", "\r",
	"\x1f", "\x7f", "\u0080", "é", "\u00a0", "€", "\u2028", "\ufeff", "\ufffd", "\U0001F680", "日本", "%20", "%41",
	"%zz", "%2F", "%FF", "abc", "a b",
}

// encodeInput returns a string to percent-encode.
func (g *generator) encodeInput() string {
	var b strings.Builder
	for n := g.intn(8); n >= 0; n-- {
		b.WriteString(pick(g, encodePieces))
	}
	return b.String()
}

// decodeInput returns a string to percent-decode: "%" followed by hex
// digits of either case, or not, and other code points.
func (g *generator) decodeInput() string {
	var b strings.Builder
	const hex = "0123456789abcdefABCDEFgz"
	for n := g.intn(8); n >= 0; n-- {
		switch g.intn(4) {
		case 0, 1:
			b.WriteByte('%')
			for k := g.intn(3); k > 0; k-- {
				b.WriteByte(hex[g.intn(len(hex))])
			}
		default:
			b.WriteString(pick(g, encodePieces))
		}
	}
	return b.String()
}

// isPathKind reports whether r is a pathToFileURL, fileURLToPath,
// percentEncode or percentDecode request.
func (r request) isPathKind() bool {
	return r.PathToFileURL != nil || r.FileURLToPath != nil || r.PercentEncode != nil || r.PercentDecode != nil
}
