package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"
)

// Expected success responses, as the WHATWG URL API reports these URLs.
const (
	// {"input":"http://EXAMPLE.com/a/../b"}
	wantExampleB = `{"href":"http://example.com/b","origin":"http://example.com","protocol":"http:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/b","search":"","hash":""}`
	// {"input":"../c?x#y","base":"https://user:pw@example.com:8080/a/b"}
	wantRelative = `{"href":"https://user:pw@example.com:8080/c?x#y","origin":"https://example.com:8080","protocol":"https:","username":"user","password":"pw","host":"example.com:8080","hostname":"example.com","port":"8080","pathname":"/c","search":"?x","hash":"#y"}`
	// {"input":"https://[0:0::1]:8080/p"}
	wantIPv6 = `{"href":"https://[::1]:8080/p","origin":"https://[::1]:8080","protocol":"https:","username":"","password":"","host":"[::1]:8080","hostname":"[::1]","port":"8080","pathname":"/p","search":"","hash":""}`
	// {"input":"mailto:Joe@Example.COM"}
	wantMailto = `{"href":"mailto:Joe@Example.COM","origin":"null","protocol":"mailto:","username":"","password":"","host":"","hostname":"","port":"","pathname":"Joe@Example.COM","search":"","hash":""}`
	// {"input":"https://example.com/?a=<b>&c"}
	wantQuery = `{"href":"https://example.com/?a=%3Cb%3E&c","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?a=%3Cb%3E&c","hash":""}`
	// {"input":"https://example.com/\ud800"}
	wantSurrogate = `{"href":"https://example.com/%EF%BF%BD","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/%EF%BF%BD","search":"","hash":""}`
	// {"input":"HTTPS://ex.com:443"}
	wantDefaultPort = `{"href":"https://ex.com/","origin":"https://ex.com","protocol":"https:","username":"","password":"","host":"ex.com","hostname":"ex.com","port":"","pathname":"/","search":"","hash":""}`
	// {"input":"-x","base":"https://a/b/"}
	wantDashX = `{"href":"https://a/b/-x","origin":"https://a","protocol":"https:","username":"","password":"","host":"a","hostname":"a","port":"","pathname":"/b/-x","search":"","hash":""}`
	// {"input":"https://example.com/"}
	wantExampleCom = `{"href":"https://example.com/","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":""}`
	// {"input":"https://example.com:8080/"}
	wantExampleCom8080 = `{"href":"https://example.com:8080/","origin":"https://example.com:8080","protocol":"https:","username":"","password":"","host":"example.com:8080","hostname":"example.com","port":"8080","pathname":"/","search":"","hash":""}`
	// {"input":"https://example.com/?q=\u00e9","encoding":"windows-1252"}
	wantQueryE9 = `{"href":"https://example.com/?q=%E9","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?q=%E9","hash":""}`
	// {"input":"jsonl","base":"https://a/b/"}
	wantJSONLWord = `{"href":"https://a/b/jsonl","origin":"https://a","protocol":"https:","username":"","password":"","host":"a","hostname":"a","port":"","pathname":"/b/jsonl","search":"","hash":""}`
)

// response describes an expected jsonl response line.
type response struct {
	exact string // a success response, compared byte for byte
	kind  string // otherwise "failure" or "error": the response's shape
	text  string // the error text contains this
	verrs string // a failure's "validationErrors" as JSON, if it has them
}

func success(line string) response     { return response{exact: line} }
func failure(substr string) response   { return response{kind: "failure", text: substr} }
func errorLine(substr string) response { return response{kind: "error", text: substr} }

// validatedFailure is a failure response with "validationErrors", given
// as JSON.
func validatedFailure(substr, verrs string) response {
	return response{kind: "failure", text: substr, verrs: verrs}
}

func (want response) check(t *testing.T, i int, got string) {
	t.Helper()
	if want.exact != "" {
		if got != want.exact {
			t.Errorf("response %d:\n got %s\nwant %s", i, got, want.exact)
		}
		return
	}
	// Failure and error responses: check their exact shape, but only part
	// of the error text, which is not part of the protocol.
	dec := json.NewDecoder(strings.NewReader(got))
	dec.UseNumber()
	var keys []string
	var values []any
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		t.Errorf("response %d: %s: not a JSON object", i, got)
		return
	}
	for dec.More() {
		k, _ := dec.Token()
		var v any
		if err := dec.Decode(&v); err != nil {
			t.Errorf("response %d: %s: %v", i, got, err)
			return
		}
		keys = append(keys, k.(string))
		values = append(values, v)
	}
	wantKeys := "error"
	if want.kind == "failure" {
		wantKeys = "failure,error"
		if want.verrs != "" {
			wantKeys += ",validationErrors"
		}
	}
	if strings.Join(keys, ",") != wantKeys {
		t.Errorf("response %d: %s: members %v, want %s", i, got, keys, wantKeys)
		return
	}
	if want.kind == "failure" && values[0] != true {
		t.Errorf("response %d: %s: failure is not true", i, got)
	}
	if want.verrs != "" {
		if verrs, _ := json.Marshal(values[2]); string(verrs) != want.verrs {
			t.Errorf("response %d: %s: validationErrors %s, want %s", i, got, verrs, want.verrs)
		}
	}
	msg, _ := values[slices.Index(keys, "error")].(string)
	if msg == "" || !strings.Contains(msg, want.text) {
		t.Errorf("response %d: %s: error should be a non-empty string containing %q", i, got, want.text)
	}
}

func TestJSONL(t *testing.T) {
	tests := []jsonlCase{
		{
			name:  "null base",
			input: `{"input":"http://EXAMPLE.com/a/../b","base":null}` + "\n",
			want:  []response{success(wantExampleB)},
		},
		{
			name:  "absent base",
			input: `{"input":"http://EXAMPLE.com/a/../b"}` + "\n",
			want:  []response{success(wantExampleB)},
		},
		{
			name:  "relative input with base",
			input: `{"input":"../c?x#y","base":"https://user:pw@example.com:8080/a/b"}` + "\n",
			want:  []response{success(wantRelative)},
		},
		{
			name: "more components",
			input: `{"input":"https://[0:0::1]:8080/p"}` + "\n" +
				`{"input":"mailto:Joe@Example.COM"}` + "\n" +
				`{"input":"HTTPS://ex.com:443"}` + "\n",
			want: []response{success(wantIPv6), success(wantMailto), success(wantDefaultPort)},
		},
		{
			name:  "HTML characters are not escaped",
			input: `{"input":"https://example.com/?a=<b>&c"}` + "\n",
			want:  []response{success(wantQuery)},
		},
		{
			name:  "lone surrogate becomes U+FFFD",
			input: `{"input":"https://example.com/\ud800"}` + "\n",
			want:  []response{success(wantSurrogate)},
		},
		{
			name:  "invalid URL",
			input: `{"input":"http://ex ample/"}` + "\n",
			want:  []response{failure("")},
		},
		{
			name:  "relative input without base",
			input: `{"input":"../c","base":null}` + "\n",
			want:  []response{failure("")},
		},
		{
			name:  "bad base",
			input: `{"input":"https://example.com/","base":"not a url"}` + "\n",
			want:  []response{failure("base")},
		},
		{
			name:  "empty base",
			input: `{"input":"https://example.com/","base":""}` + "\n",
			want:  []response{failure("base")},
		},
		{
			name: "invalid JSON, then a good line",
			input: `{"input":` + "\n" +
				`{"input":"http://EXAMPLE.com/a/../b","base":null}` + "\n",
			want: []response{errorLine("invalid JSON"), success(wantExampleB)},
		},
		{
			name:  "empty and blank lines",
			input: "\n \t\r\n" + `{"input":"http://EXAMPLE.com/a/../b"}` + "\n\n",
			want:  []response{errorLine("empty line"), errorLine("empty line"), success(wantExampleB), errorLine("empty line")},
		},
		{
			name:  "no input at all",
			input: "",
			want:  nil,
		},
		{
			name:  "CR LF, byte order mark and a last line without LF",
			input: "\ufeff" + `{"input":"http://EXAMPLE.com/a/../b"}` + "\r\n" + `{"input":"mailto:Joe@Example.COM"}`,
			want:  []response{success(wantExampleB), success(wantMailto)},
		},
		{
			// Two files concatenated: the second one's mark is part of
			// its first line, which is not JSON.
			name:  "byte order mark in the middle",
			input: "\ufeff" + `{"input":"http://EXAMPLE.com/a/../b"}` + "\n" + "\ufeff" + `{"input":"mailto:Joe@Example.COM"}` + "\n",
			want:  []response{success(wantExampleB), errorLine("the line starts with a byte order mark")},
		},
		{
			name: "malformed requests",
			input: `[1]` + "\n" +
				`null` + "\n" +
				`"http://example.com/"` + "\n" +
				`{"input":"http://a/"} {"input":"http://b/"}` + "\n" +
				`{"base":"https://example.com/"}` + "\n" +
				`{"input":null}` + "\n" +
				`{"input":5}` + "\n" +
				`{"input":"http://a/","base":5}` + "\n" +
				`{"Input":"http://a/"}` + "\n" +
				`{"input":"http://a/","comment":"x"}` + "\n",
			want: []response{
				errorLine("not a JSON object"),
				errorLine("not a JSON object"),
				errorLine("not a JSON object"),
				errorLine("invalid JSON"),
				errorLine(`no "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" or "ssurt"`),
				errorLine(`"input" must be a string`),
				errorLine(`"input" must be a string`),
				errorLine(`"base" must be a string or null`),
				errorLine(`unknown member "Input"`),
				errorLine(`unknown member "comment"`),
			},
		},
		{
			name: "other request kinds and options",
			input: `{"input":"http://a/","validate":"yes"}` + "\n" +
				`{"input":"http://EXAMPLE.com/a/../b","encoding":" UTF8 ","validate":false}` + "\n",
			want: []response{
				errorLine(`"validate" must be a boolean`),
				success(wantExampleB),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

// jsonlCase is one test of weburl jsonl: its input, and the expected
// response to each line.
type jsonlCase struct {
	name  string
	input string
	want  []response
}

// checkJSONL runs weburl jsonl on input and checks its responses.
func checkJSONL(t *testing.T, input string, want []response) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run([]string{"jsonl"}, strings.NewReader(input), &stdout, &stderr)
	if code != 0 {
		t.Errorf("exit status %d, want 0 (stderr %q)", code, stderr.String())
	}
	if stderr.Len() != 0 {
		t.Errorf("stderr: %q", stderr.String())
	}
	out := stdout.String()
	if out != "" && !strings.HasSuffix(out, "\n") {
		t.Errorf("output does not end with a line feed: %q", out)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		lines = nil
	}
	if len(lines) != len(want) {
		t.Fatalf("got %d response lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, want := range want {
		want.check(t, i, lines[i])
	}
}

func TestJSONLSetter(t *testing.T) {
	// The expected URLs follow from the URL Standard's setters; Node.js 20
	// agrees except where noted.
	tests := []jsonlCase{
		{
			name:  "pathname on an https URL",
			input: `{"href":"https://example.com/a/b?q#f","setter":"pathname","value":"/x/../y z/%2e/é"}` + "\n",
			want:  []response{success(`{"href":"https://example.com/y%20z/%C3%A9?q#f","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/y%20z/%C3%A9","search":"?q","hash":"#f"}`)},
		},
		{
			// Since 2025 the path percent-encode set has "^"; Node.js 20
			// still leaves it as it is.
			name:  "pathname with a caret",
			input: `{"href":"https://example.com/","setter":"pathname","value":"/a^b"}` + "\n",
			want:  []response{success(`{"href":"https://example.com/a%5Eb","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/a%5Eb","search":"","hash":""}`)},
		},
		{
			name:  "pathname of an opaque path is ignored",
			input: `{"href":"mailto:x@y","setter":"pathname","value":"z"}` + "\n",
			want:  []response{success(`{"href":"mailto:x@y","origin":"null","protocol":"mailto:","username":"","password":"","host":"","hostname":"","port":"","pathname":"x@y","search":"","hash":""}`)},
		},
		{
			name: "protocol",
			input: `{"href":"https://example.com/","setter":"protocol","value":"http:"}` + "\n" +
				`{"href":"https://example.com/","setter":"protocol","value":"foo"}` + "\n" +
				`{"href":"foo://example.com/","setter":"protocol","value":"https"}` + "\n",
			want: []response{
				success(`{"href":"http://example.com/","origin":"http://example.com","protocol":"http:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":""}`),
				// Special to non-special and back is blocked.
				success(wantExampleCom),
				success(`{"href":"foo://example.com/","origin":"null","protocol":"foo:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":""}`),
			},
		},
		{
			name: "port",
			input: `{"href":"https://example.com/","setter":"port","value":"8080abc"}` + "\n" +
				`{"href":"https://example.com:8080/","setter":"port","value":"443"}` + "\n" +
				`{"href":"https://example.com:8080/","setter":"port","value":"abc"}` + "\n",
			want: []response{
				// Read up to the first non-digit.
				success(wantExampleCom8080),
				// The default port is null.
				success(wantExampleCom),
				// Not a number: unchanged.
				success(wantExampleCom8080),
			},
		},
		{
			name: "credentials",
			input: `{"href":"https://example.com/","setter":"username","value":"us er@"}` + "\n" +
				`{"href":"https://example.com/","setter":"password","value":"p:w"}` + "\n" +
				`{"href":"file:///etc/hosts","setter":"username","value":"u"}` + "\n",
			want: []response{
				success(`{"href":"https://us%20er%40@example.com/","origin":"https://example.com","protocol":"https:","username":"us%20er%40","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":""}`),
				success(`{"href":"https://:p%3Aw@example.com/","origin":"https://example.com","protocol":"https:","username":"","password":"p%3Aw","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":""}`),
				// A file URL cannot have credentials.
				success(`{"href":"file:///etc/hosts","origin":"null","protocol":"file:","username":"","password":"","host":"","hostname":"","port":"","pathname":"/etc/hosts","search":"","hash":""}`),
			},
		},
		{
			name: "host and hostname",
			input: `{"href":"https://example.com/p","setter":"host","value":"EXAMPLE.org:81"}` + "\n" +
				`{"href":"https://example.com/p","setter":"hostname","value":"example.org:81"}` + "\n",
			want: []response{
				success(`{"href":"https://example.org:81/p","origin":"https://example.org:81","protocol":"https:","username":"","password":"","host":"example.org:81","hostname":"example.org","port":"81","pathname":"/p","search":"","hash":""}`),
				// The hostname setter takes no port: unchanged.
				success(`{"href":"https://example.com/p","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/p","search":"","hash":""}`),
			},
		},
		{
			name: "search and hash",
			input: `{"href":"https://example.com/?x#y","setter":"search","value":"?a b"}` + "\n" +
				`{"href":"https://example.com/?x#y","setter":"hash","value":"#x y"}` + "\n" +
				`{"href":"https://example.com/?x#y","setter":"search","value":""}` + "\n",
			want: []response{
				success(`{"href":"https://example.com/?a%20b#y","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?a%20b","hash":"#y"}`),
				success(`{"href":"https://example.com/?x#x%20y","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?x","hash":"#x%20y"}`),
				success(`{"href":"https://example.com/#y","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":"#y"}`),
			},
		},
		{
			name: "href",
			input: `{"href":"https://example.com/","setter":"href","value":"http://EXAMPLE.com/a/../b"}` + "\n" +
				`{"href":"https://example.com/","setter":"href","value":"../c"}` + "\n",
			want: []response{
				success(wantExampleB),
				// The href setter parses without a base, and throws in
				// a browser.
				failure("SetHref"),
			},
		},
		{
			name: "refusal",
			input: `{"href":"https://example.com/","setter":"port","value":"99999","refusal":true}` + "\n" +
				`{"href":"https://example.com/","setter":"port","value":"8080stuff","refusal":true}` + "\n" +
				`{"href":"https://example.com/","setter":"port","value":"99999","refusal":false}` + "\n" +
				`{"href":"https://example.com/","setter":"search","value":"q","refusal":true}` + "\n" +
				`{"href":"https://example.com/","setter":"href","value":"x","refusal":true}` + "\n" +
				`{"input":"https://example.com/","refusal":true}` + "\n" +
				`{"href":"https://example.com/","setter":"port","value":"1","refusal":"yes"}` + "\n",
			want: []response{
				success(`{"href":"https://example.com/","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":"","refusal":"url: SetPort \"99999\": port-out-of-range at offset 0: 99999 is above 65535"}`),
				success(`{"href":"https://example.com:8080/","origin":"https://example.com:8080","protocol":"https:","username":"","password":"","host":"example.com:8080","hostname":"example.com","port":"8080","pathname":"/","search":"","hash":"","refusal":null}`),
				success(`{"href":"https://example.com/","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":""}`),
				success(`{"href":"https://example.com/?q","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?q","hash":"","refusal":null}`),
				failure("SetHref"),
				errorLine(`"refusal" is a member of setter requests only`),
				errorLine(`"refusal" must be a boolean or null`),
			},
		},
		{
			name: "href that does not parse",
			input: `{"href":"http://ex ample/","setter":"pathname","value":"/x"}` + "\n" +
				`{"href":"","setter":"href","value":"https://example.com/"}` + "\n",
			want: []response{failure(""), failure("")},
		},
		{
			name: "malformed setter requests",
			input: `{"href":"https://example.com/","setter":"origin","value":"https://a"}` + "\n" +
				`{"href":"https://example.com/","setter":"Pathname","value":"/x"}` + "\n" +
				`{"href":"https://example.com/","setter":"pathname"}` + "\n" +
				`{"href":"https://example.com/","setter":"pathname","value":null}` + "\n" +
				`{"setter":"pathname","value":"/x"}` + "\n" +
				`{"href":"https://example.com/","setter":"pathname","value":5}` + "\n" +
				`{"href":"https://example.com/","setter":"pathname","value":"/x","base":"https://a/"}` + "\n" +
				`{"href":"https://example.com/","setter":"pathname","value":"/x","validate":false}` + "\n" +
				`{"href":"https://example.com/","setter":"pathname","value":"/x","input":"https://a/"}` + "\n" +
				`{"href":"http ://a/","setter":"nope","value":"/x"}` + "\n",
			want: []response{
				errorLine(`unknown setter "origin"`),
				errorLine(`unknown setter "Pathname"`),
				errorLine(`needs "href", "setter" and "value"`),
				errorLine(`needs "href", "setter" and "value"`),
				errorLine(`needs "href", "setter" and "value"`),
				errorLine(`"value" must be a string or null`),
				errorLine("parse requests only"),
				errorLine("parse requests only"),
				errorLine(`only one of "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" and "ssurt"`),
				// The request is checked before href is parsed.
				errorLine(`unknown setter "nope"`),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLParams(t *testing.T) {
	// The expected pairs and serializations follow from the URL Standard's
	// application/x-www-form-urlencoded parser and serializer; Node.js 20
	// agrees.
	tests := []jsonlCase{
		{
			name:  "two pairs",
			input: `{"params":"a=1&b=2"}` + "\n",
			want:  []response{success(`{"pairs":[["a","1"],["b","2"]],"serialized":"a=1&b=2"}`)},
		},
		{
			name: "plus and percent",
			input: `{"params":"q=%2B+%20&r=a+b%2bc"}` + "\n" +
				`{"params":"?a=1+2&b=%41%zz&c&=d&&e==f"}` + "\n",
			want: []response{
				success(`{"pairs":[["q","+  "],["r","a b+c"]],"serialized":"q=%2B++&r=a+b%2Bc"}`),
				// "%zz" stays; the empty piece between "&&" is skipped.
				success(`{"pairs":[["a","1 2"],["b","A%zz"],["c",""],["","d"],["e","=f"]],"serialized":"a=1+2&b=A%25zz&c=&=d&e=%3Df"}`),
			},
		},
		{
			name:  "repeated names keep their order",
			input: `{"params":"a=1&a=2&%61=3"}` + "\n",
			want:  []response{success(`{"pairs":[["a","1"],["a","2"],["a","3"]],"serialized":"a=1&a=2&a=3"}`)},
		},
		{
			name: "no pairs",
			input: `{"params":""}` + "\n" +
				`{"params":"?"}` + "\n" +
				`{"params":"&&"}` + "\n",
			want: []response{
				success(`{"pairs":[],"serialized":""}`),
				success(`{"pairs":[],"serialized":""}`),
				success(`{"pairs":[],"serialized":""}`),
			},
		},
		{
			name:  "only one leading question mark is removed",
			input: `{"params":"??x=y"}` + "\n",
			want:  []response{success(`{"pairs":[["?x","y"]],"serialized":"%3Fx=y"}`)},
		},
		{
			// "%FF" is not UTF-8: the name is U+FFFD.
			name:  "UTF-8 and invalid bytes",
			input: `{"params":"a=%C3%A9&%FF=\u00e9 ~"}` + "\n",
			want:  []response{success(`{"pairs":[["a","é"],["�","é ~"]],"serialized":"a=%C3%A9&%EF%BF%BD=%C3%A9+%7E"}`)},
		},
		{
			name: "malformed params requests",
			input: `{"params":5}` + "\n" +
				`{"params":null}` + "\n" +
				`{"params":"a=1","input":"https://a/"}` + "\n" +
				`{"params":"a=1","href":"https://a/","setter":"search","value":"b"}` + "\n" +
				`{"params":"a=1","base":"https://a/"}` + "\n" +
				`{"params":"a=1","encoding":"utf-8"}` + "\n" +
				`{"params":"a=1","sort":true}` + "\n",
			want: []response{
				errorLine(`"params" must be a string or null`),
				errorLine(`no "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" or "ssurt"`),
				errorLine(`only one of "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" and "ssurt"`),
				errorLine(`only one of "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" and "ssurt"`),
				errorLine("parse requests only"),
				errorLine("parse requests only"),
				errorLine(`unknown member "sort"`),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLEncoding(t *testing.T) {
	// The expected URLs follow from the URL Standard's query state, which
	// encodes the query of special URLs other than ws: and wss: with the
	// encoding, and from the Encoding Standard's encoders. Node.js has no
	// encoding argument to check them against.
	tests := []jsonlCase{
		{
			name:  "windows-1252: the query only",
			input: `{"input":"https://example.com/é?q=é#é","encoding":"windows-1252"}` + "\n",
			want:  []response{success(`{"href":"https://example.com/%C3%A9?q=%E9#%C3%A9","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/%C3%A9","search":"?q=%E9","hash":"#%C3%A9"}`)},
		},
		{
			name: "labels are matched ignoring case and white space",
			input: `{"input":"https://example.com/?q=é","encoding":" Latin1\t"}` + "\n" +
				`{"input":"https://example.com/?q=é","encoding":"ISO-8859-1"}` + "\n",
			want: []response{
				success(wantQueryE9),
				success(wantQueryE9),
			},
		},
		{
			name:  "a code point the encoding cannot represent",
			input: `{"input":"https://example.com/?q=‽","encoding":"windows-1252"}` + "\n",
			want:  []response{success(`{"href":"https://example.com/?q=%26%238253%3B","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?q=%26%238253%3B","hash":""}`)},
		},
		{
			name:  "shift_jis",
			input: `{"input":"https://example.com/?q=あ","encoding":"shift_jis"}` + "\n",
			want:  []response{success(`{"href":"https://example.com/?q=%82%A0","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?q=%82%A0","hash":""}`)},
		},
		{
			name: "UTF-8 for non-special URLs, ws: and UTF-16",
			input: `{"input":"foo://h/?q=é","encoding":"windows-1252"}` + "\n" +
				`{"input":"wss://h/?q=é","encoding":"windows-1252"}` + "\n" +
				`{"input":"https://h/?q=é","encoding":"utf-16le"}` + "\n" +
				`{"input":"https://h/?q=é","encoding":null}` + "\n",
			want: []response{
				success(`{"href":"foo://h/?q=%C3%A9","origin":"null","protocol":"foo:","username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"?q=%C3%A9","hash":""}`),
				success(`{"href":"wss://h/?q=%C3%A9","origin":"wss://h","protocol":"wss:","username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"?q=%C3%A9","hash":""}`),
				success(`{"href":"https://h/?q=%C3%A9","origin":"https://h","protocol":"https:","username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"?q=%C3%A9","hash":""}`),
				success(`{"href":"https://h/?q=%C3%A9","origin":"https://h","protocol":"https:","username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"?q=%C3%A9","hash":""}`),
			},
		},
		{
			name: "the base is parsed with UTF-8",
			input: `{"input":"?q=é","base":"https://example.com/p?x","encoding":"windows-1252"}` + "\n" +
				`{"input":"#f","base":"https://example.com/p?q=é","encoding":"windows-1252"}` + "\n",
			want: []response{
				success(`{"href":"https://example.com/p?q=%E9","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/p","search":"?q=%E9","hash":""}`),
				success(`{"href":"https://example.com/p?q=%C3%A9#f","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/p","search":"?q=%C3%A9","hash":"#f"}`),
			},
		},
		{
			name: "a failure with an encoding",
			input: `{"input":"https://ex ample/?q=é","encoding":"windows-1252"}` + "\n" +
				`{"input":"?q=é","base":"nope","encoding":"windows-1252"}` + "\n",
			want: []response{failure(""), failure("base")},
		},
		{
			name: "labels that name no encoding",
			input: `{"input":"https://example.com/","encoding":"utf-7"}` + "\n" +
				`{"input":"https://example.com/","encoding":""}` + "\n" +
				`{"input":"https://example.com/","encoding":"windows-1252","validate":"no"}` + "\n" +
				`{"input":"https://example.com/","encoding":1252}` + "\n" +
				// Errors are cached too.
				`{"input":"https://example.com/","encoding":"utf-7"}` + "\n",
			want: []response{
				errorLine(`"utf-7"`),
				errorLine(`""`),
				errorLine(`"validate" must be a boolean`),
				errorLine(`"encoding" must be a string or null`),
				errorLine(`"utf-7"`),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

// TestJSONLParserCache checks that more distinct labels than the cache
// holds are still all answered.
func TestJSONLParserCache(t *testing.T) {
	var input strings.Builder
	var want []response
	for i := range 3 * maxParsers {
		// Each label is "latin1" with a different amount of white space.
		fmt.Fprintf(&input, `{"input":"https://h/?q=\u00e9","encoding":"%slatin1"}`+"\n", strings.Repeat(" ", i))
		want = append(want, success(`{"href":"https://h/?q=%E9","origin":"https://h","protocol":"https:","username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"?q=%E9","hash":""}`))
	}
	checkJSONL(t, input.String(), want)
}

func TestJSONLValidate(t *testing.T) {
	// The expected errors are those the URL Standard's parser meets, in
	// the order it meets them (Node.js does not report validation errors).
	tests := []jsonlCase{
		{
			name:  "credentials and a backslash",
			input: `{"input":"https://user:pass@example.com\\path","validate":true}` + "\n",
			want:  []response{success(`{"href":"https://user:pass@example.com/path","origin":"https://example.com","protocol":"https:","username":"user","password":"pass","host":"example.com","hostname":"example.com","port":"","pathname":"/path","search":"","hash":"","validationErrors":["invalid-credentials","invalid-reverse-solidus"]}`)},
		},
		{
			name: "no errors, and validate false",
			input: `{"input":"http://EXAMPLE.com/a/../b","validate":true}` + "\n" +
				`{"input":"http://EXAMPLE.com/a/../b","validate":false}` + "\n" +
				`{"input":"http://EXAMPLE.com/a/../b","validate":null}` + "\n",
			want: []response{
				success(strings.TrimSuffix(wantExampleB, "}") + `,"validationErrors":[]}`),
				success(wantExampleB),
				success(wantExampleB),
			},
		},
		{
			name: "leading and trailing spaces, IPv4 in hex",
			input: `{"input":" https://example.com/ ","validate":true}` + "\n" +
				`{"input":"http://0x7f.1/","validate":true}` + "\n",
			want: []response{
				// One error for all of the space removed at both ends.
				success(`{"href":"https://example.com/","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"","hash":"","validationErrors":["invalid-URL-unit"]}`),
				success(`{"href":"http://127.0.0.1/","origin":"http://127.0.0.1","protocol":"http:","username":"","password":"","host":"127.0.0.1","hostname":"127.0.0.1","port":"","pathname":"/","search":"","hash":"","validationErrors":["IPv4-too-few-parts","IPv4-non-decimal-part"]}`),
			},
		},
		{
			name: "failures list their errors",
			input: `{"input":"https://example.com:99999/","validate":true}` + "\n" +
				`{"input":"https://user@ex ample.com/","validate":true}` + "\n" +
				`{"input":"../c","validate":true}` + "\n",
			want: []response{
				validatedFailure("port-out-of-range", `["port-out-of-range"]`),
				// A space is a forbidden domain code point, a failure
				// with no validation error of its own after the strict
				// domain-to-ASCII one.
				validatedFailure("domain-to-ASCII", `["invalid-credentials","domain-to-ASCII"]`),
				validatedFailure("", `["missing-scheme-non-relative-URL"]`),
			},
		},
		{
			name: "the base's errors are left out",
			input: `{"input":"a\\b c","base":"https://u@example.com\\d/","validate":true}` + "\n" +
				`{"input":"#x","base":"https://u@example.com\\d/","validate":true}` + "\n" +
				`{"input":"x","base":"nope","validate":true}` + "\n",
			want: []response{
				success(`{"href":"https://u@example.com/d/a/b%20c","origin":"https://example.com","protocol":"https:","username":"u","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/d/a/b%20c","search":"","hash":"","validationErrors":["invalid-reverse-solidus","invalid-URL-unit"]}`),
				success(`{"href":"https://u@example.com/d/#x","origin":"https://example.com","protocol":"https:","username":"u","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/d/","search":"","hash":"#x","validationErrors":[]}`),
				// The input is not parsed when the base fails.
				validatedFailure("base", `[]`),
			},
		},
		{
			name: "validate and encoding",
			input: `{"input":"https://example.com/?\u00e9 ","validate":true,"encoding":"windows-1252"}` + "\n" +
				`{"input":"https://example.com/","validate":true,"encoding":"utf-8"}` + "\n" +
				`{"input":"https://example.com/","validate":false,"encoding":"windows-1252"}` + "\n" +
				`{"input":"https://example.com/","validate":true,"encoding":"no-such-label"}` + "\n",
			want: []response{
				success(`{"href":"https://example.com/?%E9","origin":"https://example.com","protocol":"https:","username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"/","search":"?%E9","hash":"","validationErrors":["invalid-URL-unit"]}`),
				success(strings.TrimSuffix(wantExampleCom, "}") + `,"validationErrors":[]}`),
				success(wantExampleCom),
				errorLine("no-such-label"),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLHost(t *testing.T) {
	// The expected values follow from the URL Standard's host parser,
	// host public suffix, host registrable domain and domain to Unicode,
	// with the Public Suffix List of golang.org/x/net/publicsuffix.
	withHost := func(components, info string) response {
		return success(strings.TrimSuffix(components, "}") + `,"hostInfo":` + info + "}")
	}
	tests := []jsonlCase{
		{
			name: "kinds",
			input: `{"input":"http://EXAMPLE.com/a/../b","host":true}` + "\n" +
				`{"input":"https://[0:0::1]:8080/p","host":true}` + "\n" +
				`{"input":"mailto:Joe@Example.COM","host":true}` + "\n" +
				`{"input":"http://0x7f.1/","host":true}` + "\n" +
				`{"input":"http://[::ffff:127.0.0.1]/","host":true}` + "\n" +
				`{"input":"file:///etc/hosts","host":true}` + "\n" +
				`{"input":"foo://Opaque.Host/","host":true}` + "\n",
			want: []response{
				withHost(wantExampleB, `{"kind":"domain","addr":null,"unicode":"example.com","publicSuffix":"com","registrableDomain":"example.com"}`),
				withHost(wantIPv6, `{"kind":"ipv6","addr":"::1","unicode":null,"publicSuffix":null,"registrableDomain":null}`),
				withHost(wantMailto, `{"kind":null,"addr":null,"unicode":null,"publicSuffix":null,"registrableDomain":null}`),
				withHost(`{"href":"http://127.0.0.1/","origin":"http://127.0.0.1","protocol":"http:","username":"","password":"","host":"127.0.0.1","hostname":"127.0.0.1","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"ipv4","addr":"127.0.0.1","unicode":null,"publicSuffix":null,"registrableDomain":null}`),
				withHost(`{"href":"http://[::ffff:7f00:1]/","origin":"http://[::ffff:7f00:1]","protocol":"http:","username":"","password":"","host":"[::ffff:7f00:1]","hostname":"[::ffff:7f00:1]","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"ipv6","addr":"::ffff:7f00:1","unicode":null,"publicSuffix":null,"registrableDomain":null}`),
				withHost(`{"href":"file:///etc/hosts","origin":"null","protocol":"file:","username":"","password":"","host":"","hostname":"","port":"","pathname":"/etc/hosts","search":"","hash":""}`,
					`{"kind":"empty","addr":null,"unicode":null,"publicSuffix":null,"registrableDomain":null}`),
				withHost(`{"href":"foo://Opaque.Host/","origin":"null","protocol":"foo:","username":"","password":"","host":"Opaque.Host","hostname":"Opaque.Host","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"opaque","addr":null,"unicode":null,"publicSuffix":null,"registrableDomain":null}`),
			},
		},
		{
			name: "domains",
			input: `{"input":"https://bücher.example/","host":true}` + "\n" +
				`{"input":"https://www.example.co.uk./","host":true}` + "\n" +
				`{"input":"https://github.io/","host":true}` + "\n" +
				`{"input":"https://xn--8i7caa/","host":true}` + "\n",
			want: []response{
				withHost(`{"href":"https://xn--bcher-kva.example/","origin":"https://xn--bcher-kva.example","protocol":"https:","username":"","password":"","host":"xn--bcher-kva.example","hostname":"xn--bcher-kva.example","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"domain","addr":null,"unicode":"bücher.example","publicSuffix":"example","registrableDomain":"xn--bcher-kva.example"}`),
				withHost(`{"href":"https://www.example.co.uk./","origin":"https://www.example.co.uk.","protocol":"https:","username":"","password":"","host":"www.example.co.uk.","hostname":"www.example.co.uk.","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"domain","addr":null,"unicode":"www.example.co.uk.","publicSuffix":"co.uk.","registrableDomain":"example.co.uk."}`),
				withHost(`{"href":"https://github.io/","origin":"https://github.io","protocol":"https:","username":"","password":"","host":"github.io","hostname":"github.io","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"domain","addr":null,"unicode":"github.io","publicSuffix":"github.io","registrableDomain":null}`),
				// Punycode for "ｗｗｗ", which is not valid: the domain stays.
				withHost(`{"href":"https://xn--8i7caa/","origin":"https://xn--8i7caa","protocol":"https:","username":"","password":"","host":"xn--8i7caa","hostname":"xn--8i7caa","port":"","pathname":"/","search":"","hash":""}`,
					`{"kind":"domain","addr":null,"unicode":"xn--8i7caa","publicSuffix":"xn--8i7caa","registrableDomain":null}`),
			},
		},
		{
			name: "with validate, false, null and failure",
			input: `{"input":"http://EXAMPLE.com/a/../b","host":true,"validate":true}` + "\n" +
				`{"input":"http://EXAMPLE.com/a/../b","host":false}` + "\n" +
				`{"input":"http://EXAMPLE.com/a/../b","host":null}` + "\n" +
				`{"input":"http://ex ample/","host":true}` + "\n" +
				`{"input":"http://ex ample/","host":true,"validate":true}` + "\n",
			want: []response{
				success(strings.TrimSuffix(wantExampleB, "}") + `,"validationErrors":[],"hostInfo":{"kind":"domain","addr":null,"unicode":"example.com","publicSuffix":"com","registrableDomain":"example.com"}}`),
				success(wantExampleB),
				success(wantExampleB),
				failure(""),
				validatedFailure("domain-to-ASCII", `["domain-to-ASCII"]`),
			},
		},
		{
			name: "malformed host requests",
			input: `{"input":"http://a/","host":"yes"}` + "\n" +
				`{"href":"http://a/","setter":"host","value":"b","host":true}` + "\n" +
				`{"params":"a=1","host":true}` + "\n",
			want: []response{
				errorLine(`"host" must be a boolean or null`),
				errorLine("parse requests only"),
				errorLine("parse requests only"),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLSameSite(t *testing.T) {
	// The expected answers follow from the HTML Standard's "same site" and
	// "schemelessly same site", with the Public Suffix List of
	// golang.org/x/net/publicsuffix (github.io is a public suffix).
	answer := func(sameSite, schemelessly bool) response {
		return success(fmt.Sprintf(`{"sameSite":%v,"schemelesslySameSite":%v}`, sameSite, schemelessly))
	}
	tests := []jsonlCase{
		{
			name: "sites",
			input: `{"sameSite":["https://a.example.com/","https://b.example.com:8443/x"]}` + "\n" +
				`{"sameSite":["https://a.example.com/","http://b.example.com/"]}` + "\n" +
				`{"sameSite":["https://a.github.io/","https://b.github.io/"]}` + "\n" +
				`{"sameSite":["https://github.io/","https://github.io:1/"]}` + "\n" +
				`{"sameSite":["http://127.0.0.1/","http://127.0.0.1:8080/"]}` + "\n" +
				`{"sameSite":["https://example.com/","https://example.com./"]}` + "\n" +
				`{"sameSite":["data:,x","data:,x"]}` + "\n" +
				`{"sameSite":["blob:https://a.example.com/id","https://b.example.com/"]}` + "\n",
			want: []response{
				answer(true, true),
				answer(false, true),
				answer(false, false),
				answer(true, true),
				answer(true, true),
				answer(false, false),
				answer(false, false),
				answer(true, true),
			},
		},
		{
			name: "a URL that does not parse",
			input: `{"sameSite":["https://a/","not a url"]}` + "\n" +
				`{"sameSite":["http://ex ample/","https://a/"]}` + "\n",
			want: []response{failure("sameSite[1]"), failure("sameSite[0]")},
		},
		{
			name: "malformed sameSite requests",
			input: `{"sameSite":["https://a/"]}` + "\n" +
				`{"sameSite":["https://a/","https://b/","https://c/"]}` + "\n" +
				`{"sameSite":"https://a/"}` + "\n" +
				`{"sameSite":null}` + "\n" +
				`{"sameSite":["https://a/",5]}` + "\n" +
				`{"sameSite":["https://a/","https://b/"],"input":"https://a/"}` + "\n" +
				`{"sameSite":["https://a/","https://b/"],"base":"https://a/"}` + "\n" +
				`{"sameSite":["https://a/","https://b/"],"host":true}` + "\n",
			want: []response{
				errorLine(`"sameSite" must be an array of two strings`),
				errorLine(`"sameSite" must be an array of two strings`),
				errorLine(`"sameSite" must be an array of two strings`),
				errorLine(`"sameSite" must be an array of two strings`),
				errorLine(`"sameSite" must be an array of two strings`),
				errorLine(`only one of "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" and "ssurt"`),
				errorLine("parse requests only"),
				errorLine("parse requests only"),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLDataURL(t *testing.T) {
	// The expected answers follow from the Fetch Standard's data: URL
	// processor; data-urls 8.0.0 agrees.
	answer := func(mimeType, essence, bodyHex string) response {
		return success(fmt.Sprintf(`{"mimeType":%q,"essence":%q,"bodyHex":%q}`, mimeType, essence, bodyHex))
	}
	tests := []jsonlCase{
		{
			name: "MIME types",
			input: `{"dataURL":"data:,x"}` + "\n" +
				`{"dataURL":"data:Text/HTML;Charset=\"utf-8\",x"}` + "\n" +
				`{"dataURL":"data:;charset=gbk,x"}` + "\n" +
				`{"dataURL":"data:x/y/z,x"}` + "\n" +
				`{"dataURL":" DATA:image/png , x"}` + "\n",
			want: []response{
				answer("text/plain;charset=US-ASCII", "text/plain", "78"),
				answer("text/html;charset=utf-8", "text/html", "78"),
				answer("text/plain;charset=gbk", "text/plain", "78"),
				// A MIME type that does not parse is text/plain;charset=US-ASCII.
				answer("text/plain;charset=US-ASCII", "text/plain", "78"),
				answer("image/png", "image/png", "2078"),
			},
		},
		{
			name: "bodies",
			input: `{"dataURL":"data:,"}` + "\n" +
				`{"dataURL":"data:,a%20b%zz%FF#frag"}` + "\n" +
				`{"dataURL":"data:,\u00e9"}` + "\n" +
				`{"dataURL":"data:;base64,SGVs bG8"}` + "\n" +
				`{"dataURL":"data:text/plain;charset=utf-8; BASE64,SGVs%62G8="}` + "\n",
			want: []response{
				answer("text/plain;charset=US-ASCII", "text/plain", ""),
				answer("text/plain;charset=US-ASCII", "text/plain", "612062257a7aff"),
				answer("text/plain;charset=US-ASCII", "text/plain", "c3a9"),
				answer("text/plain;charset=US-ASCII", "text/plain", "48656c6c6f"),
				answer("text/plain;charset=utf-8", "text/plain", "48656c6c6f"),
			},
		},
		{
			name: "failures",
			input: `{"dataURL":"data:text/plain"}` + "\n" +
				`{"dataURL":"https://example.com/,x"}` + "\n" +
				`{"dataURL":"not a URL"}` + "\n" +
				`{"dataURL":"data:;base64,SGVsbG8=="}` + "\n",
			want: []response{failure("no comma"), failure("not a data: URL"), failure("missing-scheme"), failure("base64")},
		},
		{
			name: "malformed dataURL requests",
			input: `{"dataURL":null}` + "\n" +
				`{"dataURL":["data:,x"]}` + "\n" +
				`{"dataURL":"data:,x","base":"data:,y"}` + "\n" +
				`{"dataURL":"data:,x","mimeType":"text/plain"}` + "\n" +
				`{"dataURL":"data:,x","body":true}` + "\n",
			want: []response{
				errorLine(`"dataURL" must be a string`),
				errorLine(`"dataURL" must be a string`),
				errorLine("parse requests only"),
				errorLine(`a request has only one of`),
				errorLine(`unknown member "body"`),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLMIMEType(t *testing.T) {
	// The expected answers follow from the MIME Sniffing Standard's "parse
	// a MIME type" and "serialize a MIME type"; whatwg-mimetype 5.0.0
	// agrees.
	answer := func(serialized, essence string) response {
		return success(fmt.Sprintf(`{"serialized":%q,"essence":%q}`, serialized, essence))
	}
	tests := []jsonlCase{
		{
			name: "MIME types",
			input: `{"mimeType":"text/html"}` + "\n" +
				`{"mimeType":" Text/HTML ; Charset=\"gbk\" ; charset=utf-8 "}` + "\n" +
				`{"mimeType":"a/b;x;y=;z=\"\";w=\"a\\\"b"}` + "\n" +
				`{"mimeType":"a/b;x=\u00e9;y=\u0100;n\u00e9=1"}` + "\n",
			want: []response{
				answer("text/html", "text/html"),
				answer("text/html;charset=gbk", "text/html"),
				// A parameter without "=" or with an empty unquoted value
				// is dropped; a quoted empty one stays.
				answer(`a/b;z="";w="a\"b"`, "a/b"),
				// é is a quoted-string code point, Ā is not; a name must be a token.
				answer(`a/b;x="é"`, "a/b"),
			},
		},
		{
			name: "failures",
			input: `{"mimeType":""}` + "\n" +
				`{"mimeType":"text"}` + "\n" +
				`{"mimeType":"text/"}` + "\n" +
				`{"mimeType":"t\u00e9xt/plain"}` + "\n",
			want: []response{failure("mimetype: parse"), failure("missing /"), failure("empty subtype"), failure("mimetype: parse")},
		},
		{
			name: "malformed mimeType requests",
			input: `{"mimeType":null}` + "\n" +
				`{"mimeType":5}` + "\n" +
				`{"mimeType":"a/b","validate":true}` + "\n" +
				`{"mimeType":"a/b","input":"https://a/"}` + "\n",
			want: []response{
				errorLine(`"mimeType" must be a string`),
				errorLine(`"mimeType" must be a string`),
				errorLine("parse requests only"),
				errorLine(`a request has only one of`),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLContentType(t *testing.T) {
	// The expected answers follow from the Fetch Standard's "extract a
	// MIME type" (and content-types.json of web-platform-tests).
	answer := func(mimeType string) response {
		return success(fmt.Sprintf(`{"mimeType":%q}`, mimeType))
	}
	tests := []jsonlCase{
		{
			name: "header lists",
			input: `{"contentType":["text/html"]}` + "\n" +
				`{"contentType":["text/plain;charset=gbk","text/plain"]}` + "\n" +
				`{"contentType":["text/plain;charset=gbk","text/html"]}` + "\n" +
				`{"contentType":["text/html, */*"]}` + "\n" +
				`{"contentType":["text/html;x=\"a,b\", x"]}` + "\n" +
				`{"contentType":["text/html;x=\u00e9"]}` + "\n",
			want: []response{
				answer("text/html"),
				// The charset of an earlier value with the same essence.
				answer("text/plain;charset=gbk"),
				answer("text/html"),
				answer("text/html"),
				// A comma in a quoted string does not split; "x" is no MIME type.
				answer(`text/html;x="a,b"`),
				// A header value is bytes: é is 0xC3 0xA9, read as Ã©.
				answer(`text/html;x="Ã©"`),
			},
		},
		{
			name: "failures",
			input: `{"contentType":[]}` + "\n" +
				`{"contentType":["", "*/*"]}` + "\n" +
				`{"contentType":["x"]}` + "\n",
			want: []response{failure("extract"), failure("extract"), failure("extract")},
		},
		{
			name: "malformed contentType requests",
			input: `{"contentType":null}` + "\n" +
				`{"contentType":"text/html"}` + "\n" +
				`{"contentType":["text/html",1]}` + "\n" +
				`{"contentType":["text/html"],"host":true}` + "\n" +
				`{"contentType":["text/html"],"sameSite":["https://a/","https://b/"]}` + "\n",
			want: []response{
				errorLine(`"contentType" must be an array of strings`),
				errorLine(`"contentType" must be an array of strings`),
				errorLine(`"contentType" must be an array of strings`),
				errorLine("parse requests only"),
				errorLine(`a request has only one of`),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkJSONL(t, tt.input, tt.want) })
	}
}

func TestJSONLLongLine(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 100 << 10 // longer than the reader's buffer
	long := `{"input":"http://a/` + strings.Repeat("x", maxLine) + `"}`
	fits := `{"input":"http://a/` + strings.Repeat("x", maxLine-len(`{"input":"http://a/"}`)) + `"}`
	input := long + "\n" + fits + "\r\n" + `{"input":"http://EXAMPLE.com/a/../b"}` + "\n" + long
	var stdout, stderr bytes.Buffer
	if code := run([]string{"jsonl"}, strings.NewReader(input), &stdout, &stderr); code != 0 {
		t.Fatalf("exit status %d (stderr %q)", code, stderr.String())
	}
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("got %d response lines, want 4", len(lines))
	}
	errorLine("too long").check(t, 0, lines[0])
	if want := `"pathname":"/` + strings.Repeat("x", maxLine-len(`{"input":"http://a/"}`)) + `"`; !strings.Contains(lines[1], want) {
		t.Errorf("response 1 is not a success for the longest line allowed: %.100s...", lines[1])
	}
	success(wantExampleB).check(t, 2, lines[2])
	errorLine("too long").check(t, 3, lines[3])
}

// startJSONL runs weburl jsonl on pipes: it returns the writer of its
// input, a reader of its responses, and a channel that gets its exit
// status when it is done.
func startJSONL() (*io.PipeWriter, *bufio.Reader, <-chan int) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		code := run([]string{"jsonl"}, inR, outW, io.Discard)
		outW.Close()
		done <- code
	}()
	return inW, bufio.NewReader(outR), done
}

// TestJSONLInteractive checks that each response is written as soon as its
// request has been read, when no more input is available yet.
func TestJSONLInteractive(t *testing.T) {
	inW, responses, done := startJSONL()
	exchange := func(request string, want response) {
		t.Helper()
		got := make(chan string)
		go func() {
			line, _ := responses.ReadString('\n')
			got <- line
		}()
		if _, err := io.WriteString(inW, request+"\n"); err != nil {
			t.Fatal(err)
		}
		select {
		case line := <-got:
			want.check(t, 0, strings.TrimSuffix(line, "\n"))
		case <-time.After(10 * time.Second):
			t.Fatalf("no response to %s", request)
		}
	}
	exchange(`{"input":"http://EXAMPLE.com/a/../b"}`, success(wantExampleB))
	exchange(`nope`, errorLine("invalid JSON"))
	exchange(`{"input":"http://ex ample/"}`, failure(""))
	inW.Close()
	if rest, _ := io.ReadAll(responses); len(rest) != 0 {
		t.Errorf("unexpected output after the end of input: %q", rest)
	}
	if code := <-done; code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("device gone") }

func TestIOErrors(t *testing.T) {
	var stderr bytes.Buffer
	if code := run([]string{"jsonl"}, strings.NewReader(`{"input":"http://a/"}`+"\n"), failingWriter{}, &stderr); code != 1 {
		t.Errorf("jsonl with a failing stdout: exit status %d, want 1", code)
	}
	if !strings.Contains(stderr.String(), "disk full") {
		t.Errorf("jsonl with a failing stdout: stderr %q", stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"jsonl"}, failingReader{}, io.Discard, &stderr); code != 1 {
		t.Errorf("jsonl with a failing stdin: exit status %d, want 1", code)
	}
	if !strings.Contains(stderr.String(), "device gone") {
		t.Errorf("jsonl with a failing stdin: stderr %q", stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"http://a/"}, nil, failingWriter{}, &stderr); code != 1 {
		t.Errorf("single URL with a failing stdout: exit status %d, want 1", code)
	}
}

const humanExampleB = `href      http://example.com/b
origin    http://example.com
protocol  http:
username
password
host      example.com
hostname  example.com
hostkind  domain
display   example.com
port
pathname  /b
search
hash
`

// humanIDN is the default output for an internationalized domain: its
// display form is Unicode.
const humanIDN = `href      https://xn--bcher-kva.example:8080/
origin    https://xn--bcher-kva.example:8080
protocol  https:
username
password
host      xn--bcher-kva.example:8080
hostname  xn--bcher-kva.example
hostkind  domain
display   bücher.example
port      8080
pathname  /
search
hash
`

// humanHosts gives the hostkind and display lines of the other kinds of
// host, and of no host.
var humanHosts = map[string]string{
	"http://0x7f.1/":  "hostkind  ipv4\ndisplay   127.0.0.1\n",
	"http://[::1]/":   "hostkind  ipv6\ndisplay   [::1]\n",
	"sc://Op%41que/":  "hostkind  opaque\ndisplay   Op%41que\n",
	"file:///etc/x":   "hostkind  empty\ndisplay\n",
	"mailto:a@b.test": "hostkind  none\ndisplay\n",
}

const humanRelative = `href      https://user:pw@example.com:8080/c?x#y
origin    https://example.com:8080
protocol  https:
username  user
password  pw
host      example.com:8080
hostname  example.com
hostkind  domain
display   example.com
port      8080
pathname  /c
search    ?x
hash      #y
`

func TestCommandLineHosts(t *testing.T) {
	for in, want := range humanHosts {
		var stdout, stderr bytes.Buffer
		if code := run([]string{in}, strings.NewReader(""), &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), want) {
			t.Errorf("weburl %s: status %d, output\n%s\nwant it to hold\n%s", in, code, stdout.String(), want)
		}
	}
}

func TestCommandLine(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // exact, unless usage is set
		usage  bool   // stdout (code 0) or stderr (code 2) holds the usage text
		stderr string // stderr contains this
	}{
		{name: "human", args: []string{"http://EXAMPLE.com/a/../b"}, stdout: humanExampleB},
		{name: "human, IDN", args: []string{"https://BÜCHER.example:8080"}, stdout: humanIDN},
		{name: "human with base", args: []string{"--base", "https://user:pw@example.com:8080/a/b", "../c?x#y"}, stdout: humanRelative},
		{name: "base with =", args: []string{"--base=https://user:pw@example.com:8080/a/b", "../c?x#y"}, stdout: humanRelative},
		{name: "single dash options", args: []string{"-json", "-base", "https://user:pw@example.com:8080/a/b", "../c?x#y"}, stdout: wantRelative + "\n"},
		{name: "json", args: []string{"--json", "http://EXAMPLE.com/a/../b"}, stdout: wantExampleB + "\n"},
		{name: "json after input", args: []string{"https://example.com/?a=<b>&c", "--json"}, stdout: wantQuery + "\n"},
		{name: "json with base", args: []string{"--json", "--base", "https://user:pw@example.com:8080/a/b", "../c?x#y"}, stdout: wantRelative + "\n"},
		{name: "input after --", args: []string{"--json", "--base", "https://a/b/", "--", "-x"}, stdout: wantDashX + "\n"},
		{name: "jsonl as input", args: []string{"--json", "--base", "https://a/b/", "jsonl"}, stdout: wantJSONLWord + "\n"},
		{name: "invalid input", args: []string{"http://ex ample/"}, code: 1, stderr: "weburl: "},
		{name: "invalid input, json", args: []string{"--json", "http://ex ample/"}, code: 1, stderr: "weburl: "},
		{name: "relative input without base", args: []string{"../c"}, code: 1, stderr: "weburl: "},
		{name: "bad base", args: []string{"--base", "not a url", "https://example.com/"}, code: 1, stderr: "base"},
		{name: "empty base", args: []string{"--base=", "https://example.com/"}, code: 1, stderr: "base"},
		{name: "help", args: []string{"help"}, usage: true},
		{name: "-h", args: []string{"-h"}, usage: true},
		{name: "--help", args: []string{"--help"}, usage: true},
		{name: "--help with other arguments", args: []string{"--json", "--help", "x"}, usage: true},
		{name: "jsonl --help", args: []string{"jsonl", "--help"}, usage: true},
		{name: "no arguments", args: nil, code: 2, usage: true, stderr: "missing INPUT"},
		{name: "two inputs", args: []string{"http://a/", "http://b/"}, code: 2, usage: true, stderr: "more than one INPUT"},
		{name: "unknown option", args: []string{"--xml", "http://a/"}, code: 2, usage: true, stderr: "unknown option --xml"},
		{name: "base without value", args: []string{"http://a/", "--base"}, code: 2, usage: true, stderr: "--base"},
		{name: "json with value", args: []string{"--json=yes", "http://a/"}, code: 2, usage: true, stderr: "unknown option"},
		{name: "only --", args: []string{"--"}, code: 2, usage: true, stderr: "missing INPUT"},
		{name: "jsonl with arguments", args: []string{"jsonl", "x"}, code: 2, usage: true, stderr: "jsonl"},
		{name: "help with arguments", args: []string{"help", "x"}, code: 2, usage: true, stderr: "help"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tt.args, strings.NewReader(""), &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit status %d, want %d", code, tt.code)
			}
			switch {
			case tt.usage && tt.code == 0:
				if stdout.String() != usage {
					t.Errorf("stdout is not the usage text: %q", stdout.String())
				}
				if stderr.Len() != 0 {
					t.Errorf("stderr: %q", stderr.String())
				}
			case tt.usage:
				if stdout.Len() != 0 {
					t.Errorf("stdout: %q", stdout.String())
				}
				checkUsageError(t, tt.args, stderr.String())
			default:
				if stdout.String() != tt.stdout {
					t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), tt.stdout)
				}
				if tt.stderr == "" && stderr.Len() != 0 {
					t.Errorf("stderr: %q", stderr.String())
				}
			}
			if tt.stderr != "" && !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr %q does not contain %q", stderr.String(), tt.stderr)
			}
			if tt.code == 1 && strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("stderr should be one line: %q", stderr.String())
			}
		})
	}
}

// The validation error lines weburl check prints, by name.
const (
	lineCredentials = ": invalid-credentials: the input includes credentials\n"
	lineBackslash   = ": invalid-reverse-solidus: a backslash is used where a special URL has /\n"
	lineUnit        = ": invalid-URL-unit: a code point that is not allowed in a URL, or a % not followed by two hex digits\n"
	lineNoSlashes   = ": special-scheme-missing-following-solidus: the special scheme is not followed by //\n"
	lineIPv4Few     = ": IPv4-too-few-parts: the IPv4 address has fewer than four parts\n"
	lineIPv4Hex     = ": IPv4-non-decimal-part: a part of the IPv4 address is written in hexadecimal or octal\n"

	failureNoScheme = ": failure: missing-scheme-non-relative-URL: no scheme, and no base URL to resolve against\n"
)

// checkUsageError checks the standard error of a usage error: weburl
// without arguments prints the usage text, anything else what is wrong and
// a one-line usage.
func checkUsageError(t *testing.T, args []string, stderr string) {
	t.Helper()
	if len(args) == 0 {
		if !strings.HasSuffix(stderr, "\n\n"+usage) {
			t.Errorf("stderr does not end with the usage text: %q", stderr)
		}
		return
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "weburl") || !strings.HasPrefix(lines[1], "usage: weburl") {
		t.Errorf("stderr is not an error and a one-line usage: %q", stderr)
	}
}

func TestCheck(t *testing.T) {
	// The errors, their order and their offsets follow the URL Standard's
	// basic URL parser.
	tests := []struct {
		name   string
		args   []string // after "check"
		stdin  string
		code   int
		stdout string // exact, unless usage is set
		usage  bool   // stdout (code 0) or stderr (code 2) holds the usage text
		stderr string // stderr contains this
	}{
		{
			name: "valid and invalid URLs on stdin",
			stdin: "https://example.com/\n" +
				"https://user:pass@example.com\\path\n" +
				"\n" + // skipped, but counted
				"https://example.com:99999/\n" +
				"http://EXAMPLE.com/a/../b\n" +
				"http://0x7f.1/\n" +
				"https://user@ex ample.com/\n" +
				"../c\n",
			code: 1,
			stdout: "2:17" + lineCredentials +
				"2:29" + lineBackslash +
				// The error that ends parsing is reported once, as the
				// failure.
				"4:20: failure: port-out-of-range: 99999 is above 65535\n" +
				// It parses, as 127.0.0.1, but is not a valid URL string.
				"6:7" + lineIPv4Few +
				"6:7" + lineIPv4Hex +
				"7:12" + lineCredentials +
				"7:13: failure: domain-to-ASCII: ' ' is not allowed in a domain\n" +
				"8:0" + failureNoScheme,
		},
		{
			name:  "all valid",
			stdin: "https://example.com/\n\nhttp://[::1]:8080/a?b#c\nmailto:Joe@Example.COM\nfile:///etc/hosts",
		},
		{
			name:  "no input",
			stdin: "",
		},
		{
			name:  "CR LF, byte order mark and a last line without LF",
			stdin: "\ufeffhttps://a\\b/\r\n\r\nhttps://example.com/\r\nhttps://x/ y",
			code:  1,
			// Offsets count from after the byte order mark.
			stdout: "1:9" + lineBackslash + "4:10" + lineUnit,
		},
		{
			name:  "byte order mark in the middle",
			stdin: "\ufeffhttps://a.example/\n\ufeffhttps://b.example/\n",
			code:  1,
			// Two files concatenated: the second one's mark is part of
			// its first line.
			stdout: "2:0: failure: missing-scheme-non-relative-URL: no scheme, and no base URL to resolve against" +
				" (at a byte order mark, U+FEFF, which only the very start of the input may have)\n",
		},
		{
			name:  "blank lines are checked",
			stdin: " \n\t\n",
			code:  1,
			stdout: "1:0" + lineUnit + "1:1" + failureNoScheme +
				"2:0" + lineUnit + "2:1" + failureNoScheme,
		},
		{
			name:  "arguments, not stdin",
			args:  []string{"https://example.com/", "http:/x", "", "--", "-x"},
			stdin: "not read\n",
			code:  1,
			// The parser meets the missing "/" twice: in the special
			// authority slashes state and again in the state that
			// ignores slashes. It is reported once.
			stdout: "2:5" + lineNoSlashes +
				"3:0" + failureNoScheme +
				"4:0" + failureNoScheme,
		},
		{
			name: "valid arguments",
			args: []string{"https://example.com/", "http://EXAMPLE.com/a/../b"},
		},
		{
			name:   "base",
			args:   []string{"--base", "https://example.com/a/", "../b", "c d", `\e`},
			code:   1,
			stdout: "2:1" + lineUnit + "3:0" + lineBackslash,
		},
		{
			name:   "base after the URLs, on stdin",
			args:   []string{"--base=https://example.com/a/"},
			stdin:  "../b\nc d\n",
			code:   1,
			stdout: "2:1" + lineUnit,
		},
		{
			// The base's own errors are not the URL's.
			name: "base with validation errors",
			args: []string{"-base", "https://u@example.com\\a/", "b"},
		},
		{name: "invalid base", args: []string{"--base", "nope", "https://example.com/"}, code: 2, stderr: "invalid base URL"},
		{name: "help", args: []string{"--help"}, usage: true},
		{name: "help after URLs", args: []string{"x", "-h"}, usage: true},
		{name: "json", args: []string{"--json", "https://example.com/"}, code: 2, usage: true, stderr: "unknown option --json"},
		{name: "base without value", args: []string{"https://example.com/", "--base"}, code: 2, usage: true, stderr: "--base needs a URL"},
		{name: "unknown option", args: []string{"--strict"}, code: 2, usage: true, stderr: "unknown option --strict"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"check"}, tt.args...), strings.NewReader(tt.stdin), &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit status %d, want %d", code, tt.code)
			}
			switch {
			case tt.usage && tt.code == 0:
				if stdout.String() != usage {
					t.Errorf("stdout is not the usage text: %q", stdout.String())
				}
			case tt.usage:
				if stdout.Len() != 0 {
					t.Errorf("stdout: %q", stdout.String())
				}
				checkUsageError(t, tt.args, stderr.String())
			default:
				if stdout.String() != tt.stdout {
					t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), tt.stdout)
				}
			}
			if tt.stderr == "" && stderr.Len() != 0 {
				t.Errorf("stderr: %q", stderr.String())
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr %q does not contain %q", stderr.String(), tt.stderr)
			}
		})
	}
}

// TestCheckManyLines checks the line numbers over many buffers' worth of
// input.
func TestCheckManyLines(t *testing.T) {
	const n = 100_000
	var in, want strings.Builder
	for i := 1; i <= n; i++ {
		if i%1000 == 0 {
			fmt.Fprintf(&in, "https://example.com/ %d\n", i)
			fmt.Fprintf(&want, "%d:20%s", i, lineUnit)
		} else {
			fmt.Fprintf(&in, "https://example.com/%d\n", i)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"check"}, strings.NewReader(in.String()), &stdout, &stderr); code != 1 {
		t.Errorf("exit status %d, want 1 (stderr %q)", code, stderr.String())
	}
	if stdout.String() != want.String() {
		t.Errorf("got %d lines of output, want %d", strings.Count(stdout.String(), "\n"), n/1000)
	}
}

func TestCheckLongLine(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 100 << 10 // longer than the reader's buffer
	input := "https://example.com/\n" +
		"https://example.com/" + strings.Repeat("x", maxLine) + "\n" +
		"https://x/ y\n"
	var stdout, stderr bytes.Buffer
	// The line that could not be checked wins over the invalid URL.
	if code := run([]string{"check"}, strings.NewReader(input), &stdout, &stderr); code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	if got, want := stdout.String(), "3:10"+lineUnit; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
	if !strings.Contains(stderr.String(), "line 2 is longer than") {
		t.Errorf("stderr %q", stderr.String())
	}
}

func TestCheckIOErrors(t *testing.T) {
	var stderr bytes.Buffer
	if code := run([]string{"check", "http://a/ b"}, nil, failingWriter{}, &stderr); code != 2 {
		t.Errorf("failing stdout: exit status %d, want 2", code)
	}
	if !strings.Contains(stderr.String(), "disk full") {
		t.Errorf("failing stdout: stderr %q", stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"check"}, failingReader{}, io.Discard, &stderr); code != 2 {
		t.Errorf("failing stdin: exit status %d, want 2", code)
	}
	if !strings.Contains(stderr.String(), "device gone") {
		t.Errorf("failing stdin: stderr %q", stderr.String())
	}
}

func BenchmarkCheck(b *testing.B) {
	var in strings.Builder
	for i := range 100_000 {
		if i%100 == 0 {
			fmt.Fprintf(&in, "https://user@example.com\\%d\n", i)
		} else {
			fmt.Fprintf(&in, "https://example.com/a/%d?q=%d#f\n", i, i)
		}
	}
	input := in.String()
	b.SetBytes(int64(len(input)))
	for b.Loop() {
		if code := run([]string{"check"}, strings.NewReader(input), io.Discard, io.Discard); code != 1 {
			b.Fatalf("exit status %d", code)
		}
	}
}

// TestUsageErrors checks that each command answers a bad flag with what
// is wrong and its one-line usage, and -h with its whole usage text on
// standard output.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args       []string
		msg, usage string // the two lines of standard error
	}{
		{[]string{"--bogus", "x"}, "weburl: unknown option --bogus", "usage: weburl [--base URL] [--json] INPUT   (weburl help for more)"},
		{[]string{"check", "-x"}, "weburl check: unknown option -x", "usage: weburl check [OPTIONS] [URL...]   (weburl help for more)"},
		{[]string{"jsonl", "x"}, "weburl jsonl: takes no arguments", "usage: weburl jsonl   (weburl help for more)"},
		{[]string{"resolve", "-bogus", "a", "b"}, "weburl resolve: flag provided but not defined: -bogus",
			"usage: weburl resolve [-rfc3986 | -rfc3986-nonstrict] BASE REF...   (weburl resolve -h for more)"},
		{[]string{"relative", "a"}, "weburl relative: needs BASE and TARGET", "usage: weburl relative BASE TARGET   (weburl relative -h for more)"},
		{[]string{"path2url", "-dir=x", "/a"}, `weburl path2url: invalid boolean value "x" for -dir: parse error`,
			"usage: weburl path2url [-windows | -posix] [-dir] [-abs] PATH...   (weburl path2url -h for more)"},
		{[]string{"url2path"}, "weburl url2path: needs at least one URL", "usage: weburl url2path [-windows | -posix] URL...   (weburl url2path -h for more)"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(tt.args, strings.NewReader(""), &stdout, &stderr); code != 2 || stdout.Len() != 0 {
				t.Errorf("status %d, stdout %q; want 2 and nothing", code, stdout.String())
			}
			if want := tt.msg + "\n" + tt.usage + "\n"; stderr.String() != want {
				t.Errorf("stderr:\n%s\nwant:\n%s", stderr.String(), want)
			}
		})
	}
	for _, cmd := range []string{"resolve", "relative", "path2url", "url2path"} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{cmd, "-h"}, strings.NewReader(""), &stdout, &stderr); code != 0 || stderr.Len() != 0 ||
			!strings.HasPrefix(stdout.String(), "usage: weburl "+cmd) || strings.Count(stdout.String(), "\n") < 3 {
			t.Errorf("weburl %s -h: status %d, stdout %q, stderr %q", cmd, code, stdout.String(), stderr.String())
		}
	}
}
