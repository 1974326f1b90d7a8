package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/weburl/url"
	"github.com/weburl/url/internal/benchdata"
)

func TestFilePathCommands(t *testing.T) {
	checkSubcommands(t, []subcommandCase{
		{"path2url POSIX", path2url, []string{"-posix", "/tmp/a b", "/x/../y#1"}, 0, "file:///tmp/a%20b\nfile:///y%231\n", ""},
		{"path2url Windows", path2url, []string{"-windows", `C:\a b`, `\\server\share\x`, `\\?\C:\x`}, 0,
			"file:///C:/a%20b\nfile://server/share/x\nfile:///C:/x\n", ""},
		{"path2url directory", path2url, []string{"-posix", "-dir", "/srv/www"}, 0, "file:///srv/www/\n", ""},
		{"path2url, one fails", path2url, []string{"-posix", "rel", "/ok"}, 1, "file:///ok\n", "relative path at offset 0"},
		{"path2url, device path", path2url, []string{"-windows", `\\.\COM1`}, 1, "", "device path"},
		{"path2url, both styles", path2url, []string{"-posix", "-windows", "/x"}, 2, "", "usage: weburl path2url"},
		{"path2url, -abs with another style", path2url, []string{"-abs", "-" + otherStyle(), "x"}, 2, "", "usage: weburl path2url"},
		{"path2url, no path", path2url, nil, 2, "", "usage: weburl path2url"},
		{"url2path POSIX", url2path, []string{"-posix", "file:///tmp/a%20b?q#f", "file://localhost/x"}, 0, "/tmp/a b\n/x\n", ""},
		{"url2path Windows", url2path, []string{"-windows", "file:///C:/a%20b", "file://server/share/x"}, 0,
			"C:\\a b\n\\\\server\\share\\x\n", ""},
		{"url2path, host on POSIX", url2path, []string{"-posix", "file://h/x"}, 1, "", "host not local"},
		{"url2path, not a URL", url2path, []string{"-posix", "x"}, 1, "", "missing-scheme"},
		{"url2path, no URL", url2path, []string{"-posix"}, 2, "", "usage: weburl url2path"},
	})
}

// otherStyle returns the flag of the style that is not the running
// system's.
func otherStyle() string {
	if url.NativePath == url.WindowsPath {
		return "posix"
	}
	return "windows"
}

func TestPath2URLAbs(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	want, err := url.FromFilePath(filepath.Join(wd, "x y"))
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if status := runPath2URL([]string{"-abs", "x y"}, &stdout, &stderr); status != 0 || stdout.String() != want.Href()+"\n" {
		t.Errorf("path2url -abs: %d, %q, %q; want %s", status, stdout.String(), stderr.String(), want.Href())
	}
}

func TestCommandDispatch(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if status := run([]string{"url2path", "-posix", "file:///a"}, nil, &stdout, &stderr); status != 0 || stdout.String() != "/a\n" {
		t.Errorf("weburl url2path: %d, %q, %q", status, stdout.String(), stderr.String())
	}
	stdout.Reset()
	if status := run([]string{"path2url", "-posix", "/a"}, nil, &stdout, &stderr); status != 0 || stdout.String() != "file:///a\n" {
		t.Errorf("weburl path2url: %d, %q, %q", status, stdout.String(), stderr.String())
	}
}

func path2url(args []string, stdout, stderr *bytes.Buffer) int {
	return runPath2URL(args, stdout, stderr)
}
func url2path(args []string, stdout, stderr *bytes.Buffer) int {
	return runURL2Path(args, stdout, stderr)
}

func TestJSONLFilePaths(t *testing.T) {
	tests := []jsonlCase{
		{
			name: "pathToFileURL",
			input: `{"pathToFileURL":"/tmp/a b#?%"}` + "\n" +
				`{"pathToFileURL":"/tmp/x","windows":false}` + "\n" +
				`{"pathToFileURL":"C:\\Users\\a b","windows":true}` + "\n" +
				`{"pathToFileURL":"\\\\server\\share\\x","windows":true}` + "\n" +
				`{"pathToFileURL":"\\\\?\\UNC\\server\\share\\x","windows":true}` + "\n" +
				`{"pathToFileURL":"/x","windows":null}` + "\n",
			want: []response{
				success(`{"href":"file:///tmp/a%20b%23%3F%25"}`),
				success(`{"href":"file:///tmp/x"}`),
				success(`{"href":"file:///C:/Users/a%20b"}`),
				success(`{"href":"file://server/share/x"}`),
				success(`{"href":"file://server/share/x"}`),
				success(`{"href":"file:///x"}`),
			},
		},
		{
			name: "pathToFileURL failures",
			input: `{"pathToFileURL":"a/b"}` + "\n" +
				`{"pathToFileURL":"/x","windows":true}` + "\n" +
				`{"pathToFileURL":"\\\\.\\COM1","windows":true}` + "\n" +
				`{"pathToFileURL":"\\\\a b\\s","windows":true}` + "\n" +
				`{"pathToFileURL":"/a\u0000"}` + "\n",
			want: []response{failure("relative path"), failure("relative path"), failure("device path"),
				failure("invalid UNC server"), failure("NUL byte")},
		},
		{
			name: "fileURLToPath",
			input: `{"fileURLToPath":"file:///tmp/a%20b?q#f"}` + "\n" +
				`{"fileURLToPath":"file:///C:/a%20b","windows":true}` + "\n" +
				`{"fileURLToPath":"file://xn--bcher-kva.example/s/x","windows":true}` + "\n" +
				`{"fileURLToPath":"file:///a%zz"}` + "\n",
			want: []response{
				success(`{"path":"/tmp/a b"}`),
				success(`{"path":"C:\\a b"}`),
				success(`{"path":"\\\\bücher.example\\s\\x"}`),
				success(`{"path":"/a%zz"}`),
			},
		},
		{
			name: "fileURLToPath failures",
			input: `{"fileURLToPath":"https://h/x"}` + "\n" +
				`{"fileURLToPath":"file://h/x"}` + "\n" +
				`{"fileURLToPath":"file:///x","windows":true}` + "\n" +
				`{"fileURLToPath":"file:///a%2Fb"}` + "\n" +
				`{"fileURLToPath":"not a URL"}` + "\n",
			want: []response{failure("not a file: URL"), failure("host not local"), failure("no drive letter"),
				failure("encoded separator"), failure("missing-scheme")},
		},
		{
			name: "percentEncode and percentDecode",
			input: `{"percentEncode":"a b/?#%é","set":"component"}` + "\n" +
				`{"percentEncode":"a b/?#%é","set":"path"}` + "\n" +
				`{"percentEncode":"a b~","set":"application/x-www-form-urlencoded"}` + "\n" +
				`{"percentEncode":"\u0000 \"<>` + "`" + `","set":"C0 control","encoding":null}` + "\n" +
				`{"percentEncode":"≡‽","set":"special-query","encoding":"shift_jis"}` + "\n" +
				`{"percentEncode":"x","set":"fragment","encoding":"UTF-8"}` + "\n" +
				`{"percentDecode":"%41%zz%FF%c3%a9"}` + "\n" +
				`{"percentDecode":""}` + "\n",
			want: []response{
				success(`{"output":"a%20b%2F%3F%23%25%C3%A9"}`),
				success(`{"output":"a%20b/%3F%23%%C3%A9"}`),
				success(`{"output":"a+b%7E"}`),
				success(`{"output":"%00 \"<>` + "`" + `"}`),
				success(`{"output":"%81%DF%26%238253%3B"}`),
				success(`{"output":"x"}`),
				success(`{"bytesHex":"41257a7affc3a9"}`),
				success(`{"bytesHex":""}`),
			},
		},
		{
			name: "malformed requests",
			input: `{"pathToFileURL":null}` + "\n" +
				`{"pathToFileURL":"/x","windows":"yes"}` + "\n" +
				`{"pathToFileURL":"/x","base":"file:///"}` + "\n" +
				`{"fileURLToPath":"file:///x","pathToFileURL":"/x"}` + "\n" +
				`{"input":"file:///x","windows":true}` + "\n" +
				`{"percentEncode":"x"}` + "\n" +
				`{"percentEncode":"x","set":"Path"}` + "\n" +
				`{"percentEncode":"x","set":"path","encoding":"no-such"}` + "\n" +
				`{"percentEncode":"x","set":"path","validate":true}` + "\n" +
				`{"percentDecode":"x","set":"path"}` + "\n" +
				`{"percentDecode":"x","encoding":"utf-8"}` + "\n",
			want: []response{
				errorLine(`"pathToFileURL" must be a string`),
				errorLine(`"windows" must be a boolean or null`),
				errorLine("parse requests only"),
				errorLine("a request has only one of"),
				errorLine(`"windows" is a member of pathToFileURL and fileURLToPath requests only`),
				errorLine(`needs "set"`),
				errorLine(`unknown percent-encode set "Path"`),
				errorLine(`not a WHATWG encoding label`),
				errorLine(`a percentEncode request has only`),
				errorLine(`"set" is a member of percentEncode requests only`),
				errorLine("parse requests only"),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

// TestJSONLPercentEncodingData answers web-platform-tests'
// percent-encoding.json through percentEncode requests with the
// special-query set and each encoding of the table (the driver of the
// reference implementation cannot: whatwg-url encodes in UTF-8 only).
func TestJSONLPercentEncodingData(t *testing.T) {
	data, err := os.ReadFile("../../testdata/wpt/percent-encoding.json")
	if err != nil {
		benchdata.Missing(t, "../../testdata/wpt/percent-encoding.json: %v (run scripts/fetch-wpt.sh)", err)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(data, &elems); err != nil {
		t.Fatal(err)
	}
	var s server
	n := 0
	for _, raw := range elems {
		var c struct {
			Input  string            `json:"input"`
			Output map[string]string `json:"output"`
		}
		if raw[0] != '{' {
			continue
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		for label, want := range c.Output {
			line, _ := json.Marshal(map[string]string{"percentEncode": c.Input, "set": "special-query", "encoding": label})
			got, _ := json.Marshal(s.answer(line))
			if wantLine, _ := json.Marshal(map[string]string{"output": want}); !bytes.Equal(got, wantLine) {
				t.Errorf("%s: %s; want %s", line, got, wantLine)
			}
			n++
		}
	}
	t.Logf("%d percentEncode requests of percent-encoding.json", n)
}
