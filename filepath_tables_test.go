package url

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tables of other projects' file path tests, in testdata/filepaths/
// (README.md there names their sources), and the cases where weburl
// decides otherwise, in testdata/filepath-differences.json.
const (
	filePathTables      = "testdata/filepaths"
	filePathDifferences = "testdata/filepath-differences.json"
)

// A filePathCase is one case of a table: an id that names it in
// filePathDifferences, and a check that returns what weburl does wrong.
type filePathCase struct {
	id    string
	check func() error
}

// A filePathDifference is an entry of filePathDifferences.
type filePathDifference struct {
	Table  string `json:"table"`
	Case   string `json:"case"`
	Weburl string `json:"weburl"` // what weburl gives instead
	Reason string `json:"reason"`
}

func readFilePathTable(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(filePathTables, name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

func styleOf(name string) PathStyle {
	if name == "windows" {
		return WindowsPath
	}
	return POSIXPath
}

// wantHref checks FromFilePath (or FromDirPath) of path in style s.
func wantHref(s PathStyle, path, href string, dir bool) error {
	from := s.FromFilePath
	if dir {
		from = s.FromDirPath
	}
	u, err := from(path)
	if err != nil {
		return err
	}
	if u.Href() != href {
		return fmt.Errorf("got %s; want %s", u.Href(), href)
	}
	return nil
}

// wantPath checks FilePath of the URL href in style s.
func wantPath(s PathStyle, href, path string) error {
	u, err := Parse(href)
	if err != nil {
		return err
	}
	got, err := s.FilePath(u)
	if err != nil {
		return err
	}
	if got != path {
		return fmt.Errorf("got %q; want %q", got, path)
	}
	return nil
}

// wantFromPathError checks that FromFilePath of path fails.
func wantFromPathError(s PathStyle, path string) error {
	if u, err := s.FromFilePath(path); err == nil {
		return fmt.Errorf("got %s; want an error", u.Href())
	}
	return nil
}

// wantFilePathError checks that FilePath of the URL href (or parsing it)
// fails.
func wantFilePathError(s PathStyle, href string) error {
	u, err := Parse(href)
	if err != nil {
		return nil
	}
	if p, err := s.FilePath(u); err == nil {
		return fmt.Errorf("got %q; want an error", p)
	}
	return nil
}

func nodePathToFileURLCases(t *testing.T) []filePathCase {
	var table struct {
		Windows, POSIX []struct{ Path, Expected string }
		WindowsErrors  []struct{ Path string } `json:"windows_errors"`
		RelativeChecks []struct{ Path string } `json:"relative_checks"`
	}
	readFilePathTable(t, "node-pathtofileurl.json", &table)
	var cases []filePathCase
	for _, name := range []string{"windows", "posix"} {
		list := table.POSIX
		if name == "windows" {
			list = table.Windows
		}
		for _, c := range list {
			cases = append(cases, filePathCase{name + " " + quote(c.Path), func() error {
				return wantHref(styleOf(name), c.Path, c.Expected, false)
			}})
		}
	}
	for _, c := range table.WindowsErrors {
		cases = append(cases, filePathCase{"windows_errors " + quote(c.Path), func() error {
			return wantFromPathError(WindowsPath, c.Path)
		}})
	}
	// Node resolves these relative paths against the working directory
	// and checks a property of the result. weburl refuses relative paths,
	// so these fail (and are listed); TestFilePathRelativeProperties
	// checks the properties on the paths made absolute.
	for _, c := range table.RelativeChecks {
		for _, s := range []PathStyle{POSIXPath, WindowsPath} {
			if s == WindowsPath && strings.HasPrefix(c.Path, `\\`) {
				continue // a UNC path on Windows: the case is for POSIX
			}
			cases = append(cases, filePathCase{"relative_checks " + strings.ToLower(s.String()) + " " + quote(c.Path), func() error {
				u, err := s.FromFilePath(c.Path)
				if err != nil {
					return err
				}
				if prop := relativeProperties[c.Path][s]; prop == nil || !prop(u.Href()) {
					return fmt.Errorf("%s lacks the property", u.Href())
				}
				return nil
			}})
		}
	}
	return cases
}

// relativeProperties are the properties that node-pathtofileurl.json's
// relative_checks assert of the URL of each relative path.
var relativeProperties = map[string]map[PathStyle]func(string) bool{
	"test/":  {POSIXPath: suffix("/"), WindowsPath: suffix("/")},
	`test\`:  {POSIXPath: suffix("%5C"), WindowsPath: suffix("/")},
	"test/%": {POSIXPath: contains("%25"), WindowsPath: contains("%25")},
	`\\nas\share\path.txt`: {POSIXPath: func(h string) bool {
		return strings.HasPrefix(h, "file:///") && strings.HasSuffix(h, "%5C%5Cnas%5Cshare%5Cpath.txt")
	}},
}

// TestFilePathRelativeProperties checks the properties of
// node-pathtofileurl.json's relative_checks on the paths made absolute
// (weburl refuses the relative paths themselves).
func TestFilePathRelativeProperties(t *testing.T) {
	absolute := map[PathStyle]string{POSIXPath: "/base/", WindowsPath: `C:\base\`}
	for path, props := range relativeProperties {
		for s, prop := range props {
			u, err := s.FromFilePath(absolute[s] + path)
			if err != nil {
				t.Errorf("%v %q: %v", s, absolute[s]+path, err)
				continue
			}
			if !prop(u.Href()) {
				t.Errorf("%v %q: %s lacks the property of %q", s, absolute[s]+path, u.Href(), path)
			}
		}
	}
}

func suffix(s string) func(string) bool {
	return func(h string) bool { return strings.HasSuffix(h, s) }
}
func contains(s string) func(string) bool {
	return func(h string) bool { return strings.Contains(h, s) }
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func nodeFileURLToPathCases(t *testing.T) []filePathCase {
	var table struct {
		Windows []struct{ FileHref, Path string }
		POSIX   []struct{ FileHref, Path string }
		Errors  []struct{ Input, OS, Error, Path string }
	}
	readFilePathTable(t, "node-fileurltopath.json", &table)
	var cases []filePathCase
	for _, name := range []string{"windows", "posix"} {
		list := table.POSIX
		if name == "windows" {
			list = table.Windows
		}
		for _, c := range list {
			cases = append(cases, filePathCase{name + " " + quote(c.FileHref), func() error {
				return wantPath(styleOf(name), c.FileHref, c.Path)
			}})
		}
	}
	for _, c := range table.Errors {
		styles := []PathStyle{styleOf(c.OS)}
		if c.OS == "any" {
			styles = []PathStyle{POSIXPath, WindowsPath}
		}
		for _, s := range styles {
			cases = append(cases, filePathCase{"errors " + strings.ToLower(s.String()) + " " + quote(c.Input), func() error {
				if c.Error == "" {
					return wantPath(s, c.Input, c.Path)
				}
				return wantFilePathError(s, c.Input)
			}})
		}
	}
	return cases
}

func rustURLCases(t *testing.T) []filePathCase {
	type pathCase struct {
		Path    string
		URLPath string `json:"url_path"`
	}
	var table struct {
		RoundTrip map[string][]pathCase `json:"from_file_path_roundtrip"`
		Errors    map[string][]string   `json:"from_file_path_errors"`
		OK        map[string][]string   `json:"from_file_path_ok"`
		ToPath    struct {
			Windows []struct {
				URL, Path string
				Error     bool
			}
			UnixBytes []struct {
				PathBytesHex string `json:"path_bytes_hex"`
			} `json:"unix_bytes"`
		} `json:"to_file_path"`
		Dir  map[string]json.RawMessage `json:"from_directory_path"`
		Root struct {
			Unix []struct {
				Path      string
				EqualsURL string `json:"equals_url"`
			}
		} `json:"from_file_path_root"`
	}
	readFilePathTable(t, "rust-url-file-paths.json", &table)
	style := map[string]PathStyle{"unix": POSIXPath, "windows": WindowsPath}
	var cases []filePathCase
	// from_file_path: no host, the path, and to_file_path gives the path
	// back.
	roundTrip := func(s PathStyle, c pathCase, dir bool) error {
		from := s.FromFilePath
		if dir {
			from = s.FromDirPath
		}
		u, err := from(c.Path)
		if err != nil {
			return err
		}
		if u.Hostname() != "" || u.Pathname() != c.URLPath {
			return fmt.Errorf("got %s; want the path %s and no host", u.Href(), c.URLPath)
		}
		if dir {
			return nil
		}
		back, err := s.FilePath(u)
		if err != nil {
			return err
		}
		if back != c.Path {
			return fmt.Errorf("the path of %s is %q; want %q", u.Href(), back, c.Path)
		}
		return nil
	}
	for _, name := range []string{"unix", "windows"} {
		for _, c := range table.RoundTrip[name] {
			cases = append(cases, filePathCase{"from_file_path_roundtrip " + name + " " + quote(c.Path), func() error {
				return roundTrip(style[name], c, false)
			}})
		}
		for _, p := range table.Errors[name] {
			cases = append(cases, filePathCase{"from_file_path_errors " + name + " " + quote(p), func() error {
				return wantFromPathError(style[name], p)
			}})
		}
		for _, p := range table.OK[name] {
			cases = append(cases, filePathCase{"from_file_path_ok " + name + " " + quote(p), func() error {
				_, err := style[name].FromFilePath(p)
				return err
			}})
		}
		var dirCases []pathCase
		if raw, ok := table.Dir[name]; ok {
			if err := json.Unmarshal(raw, &dirCases); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range dirCases {
			cases = append(cases, filePathCase{"from_directory_path " + name + " " + quote(c.Path), func() error {
				return roundTrip(style[name], c, true)
			}})
		}
		var dirErrors []string
		if raw, ok := table.Dir["errors_"+name]; ok {
			if err := json.Unmarshal(raw, &dirErrors); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range dirErrors {
			cases = append(cases, filePathCase{"from_directory_path errors_" + name + " " + quote(p), func() error {
				if u, err := style[name].FromDirPath(p); err == nil {
					return fmt.Errorf("got %s; want an error", u.Href())
				}
				return nil
			}})
		}
	}
	for _, c := range table.ToPath.Windows {
		cases = append(cases, filePathCase{"to_file_path windows " + quote(c.URL), func() error {
			if c.Error {
				return wantFilePathError(WindowsPath, c.URL)
			}
			return wantPath(WindowsPath, c.URL, c.Path)
		}})
	}
	for _, c := range table.ToPath.UnixBytes {
		cases = append(cases, filePathCase{"to_file_path unix_bytes " + c.PathBytesHex, func() error {
			b, err := hex.DecodeString(c.PathBytesHex)
			if err != nil {
				return err
			}
			u, err := POSIXPath.FromFilePath(string(b))
			if err != nil {
				return err
			}
			back, err := POSIXPath.FilePath(u)
			if err != nil {
				return err
			}
			if back != string(b) {
				return fmt.Errorf("%s gives %q; want %q", u.Href(), back, b)
			}
			return nil
		}})
	}
	for _, c := range table.Root.Unix {
		cases = append(cases, filePathCase{"from_file_path_root unix " + quote(c.Path), func() error {
			return wantHref(POSIXPath, c.Path, c.EqualsURL, false)
		}})
	}
	return cases
}

func denoCases(t *testing.T) []filePathCase {
	type fromCase struct{ URL, Path, Error string }
	type toCase struct{ Path, Href, Error string }
	var table struct {
		From struct{ POSIX, Windows []fromCase } `json:"from_file_url"`
		To   struct{ POSIX, Windows []toCase }   `json:"to_file_url"`
	}
	readFilePathTable(t, "deno-std-file-url.json", &table)
	var cases []filePathCase
	for _, name := range []string{"posix", "windows"} {
		from, to := table.From.POSIX, table.To.POSIX
		if name == "windows" {
			from, to = table.From.Windows, table.To.Windows
		}
		for _, c := range from {
			cases = append(cases, filePathCase{"from_file_url " + name + " " + quote(c.URL), func() error {
				if c.Error != "" {
					return wantFilePathError(styleOf(name), c.URL)
				}
				return wantPath(styleOf(name), c.URL, c.Path)
			}})
		}
		for _, c := range to {
			cases = append(cases, filePathCase{"to_file_url " + name + " " + quote(c.Path), func() error {
				if c.Error != "" {
					return wantFromPathError(styleOf(name), c.Path)
				}
				return wantHref(styleOf(name), c.Path, c.Href, false)
			}})
		}
	}
	return cases
}

// TestFilePathTables runs every case of the four tables. A case that
// fails must be listed in filePathDifferences with its reason and what
// weburl gives; a listed case must fail, so that the list stays true.
func TestFilePathTables(t *testing.T) {
	data, err := os.ReadFile(filePathDifferences)
	if err != nil {
		t.Fatal(err)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		t.Fatal(err)
	}
	listed := map[string]*filePathDifference{}
	for _, raw := range elems {
		if raw[0] == '"' {
			continue // a comment
		}
		var d filePathDifference
		if err := json.Unmarshal(raw, &d); err != nil {
			t.Fatal(err)
		}
		if d.Table == "" || d.Case == "" || d.Weburl == "" || d.Reason == "" {
			t.Fatalf("%s: an entry needs table, case, weburl and reason", raw)
		}
		listed[d.Table+"\x00"+d.Case] = &d
	}
	seen := map[string]bool{}
	for _, table := range []struct {
		file  string
		cases func(*testing.T) []filePathCase
	}{
		{"node-pathtofileurl.json", nodePathToFileURLCases},
		{"node-fileurltopath.json", nodeFileURLToPathCases},
		{"rust-url-file-paths.json", rustURLCases},
		{"deno-std-file-url.json", denoCases},
	} {
		passed, differ := 0, 0
		cases := table.cases(t)
		for _, c := range cases {
			key := table.file + "\x00" + c.id
			if seen[key] {
				t.Fatalf("%s: two cases named %s", table.file, c.id)
			}
			seen[key] = true
			err := c.check()
			d := listed[key]
			switch {
			case err == nil && d == nil:
				passed++
			case err == nil:
				t.Errorf("%s %s: passes, but %s lists it as a difference", table.file, c.id, filePathDifferences)
			case d == nil:
				t.Errorf("%s %s: %v", table.file, c.id, err)
			default:
				differ++
			}
		}
		fmt.Printf("conformance %s/%s: %d/%d passed; %d known differences, each explained in %s (not failures)\n", filePathTables, table.file, passed, len(cases), differ, filePathDifferences)
	}
	for key := range listed {
		if !seen[key] {
			t.Errorf("%s lists %q, which no table has", filePathDifferences, strings.ReplaceAll(key, "\x00", " "))
		}
	}
}

// TestFilePathDifferencesShown checks that each listed difference's
// "weburl" member is what weburl gives: the href, the path (quoted as
// JSON), or "error: KIND".
func TestFilePathDifferencesShown(t *testing.T) {
	data, err := os.ReadFile(filePathDifferences)
	if err != nil {
		t.Fatal(err)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		t.Fatal(err)
	}
	for _, raw := range elems {
		if raw[0] == '"' {
			continue
		}
		var d filePathDifference
		if err := json.Unmarshal(raw, &d); err != nil {
			t.Fatal(err)
		}
		t.Run(d.Table+" "+d.Case, func(t *testing.T) {
			// The case is "SECTION [STYLE] INPUT", INPUT quoted as JSON.
			q := strings.IndexByte(d.Case, '"')
			if q < 0 {
				t.Fatalf("case %q has no quoted input", d.Case)
			}
			var in string
			if err := json.Unmarshal([]byte(d.Case[q:]), &in); err != nil {
				t.Fatalf("input of %q: %v", d.Case, err)
			}
			words := strings.Fields(d.Case[:q])
			s := POSIXPath
			if strings.Contains(d.Case[:q], "windows") {
				s = WindowsPath
			}
			toPath := d.Table == "node-fileurltopath.json" || words[0] == "to_file_path" || words[0] == "from_file_url"
			var got string
			if toPath {
				u, err := Parse(in)
				if err != nil {
					t.Fatal(err)
				}
				p, err := s.FilePath(u)
				got = quote(p)
				if err != nil {
					got = "error: " + errKind(err)
				}
			} else {
				u, err := s.FromFilePath(in)
				if err != nil {
					got = "error: " + errKind(err)
				} else {
					got = u.Href()
				}
			}
			if got != d.Weburl {
				t.Errorf("weburl gives %s; the entry says %s", got, d.Weburl)
			}
		})
	}
}

func errKind(err error) string {
	var fe *FilePathError
	if errors.As(err, &fe) {
		return fe.Kind.String()
	}
	return err.Error()
}
