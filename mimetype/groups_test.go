package mimetype

import (
	"strings"
	"testing"
)

func TestGroups(t *testing.T) {
	// Each input and the groups it is in.
	tests := []struct {
		in     string
		groups string
	}{
		{"image/png", "image"},
		{"IMAGE/SVG+XML", "image xml scriptable"},
		{"audio/mpeg", "audiovideo"},
		{"video/mp4", "audiovideo"},
		{"application/ogg", "audiovideo"},
		{"font/woff2", "font"},
		{"application/vnd.ms-fontobject", "font"},
		{"application/zip", "zip archive"},
		{"application/epub+zip", "zip"},
		{"application/x-gzip", "archive"},
		{"text/xml", "xml scriptable"},
		{"application/xml", "xml scriptable"},
		{"application/xhtml+xml;charset=utf-8", "xml scriptable"},
		{"text/html", "html scriptable"},
		{"application/pdf", "scriptable"},
		{"text/javascript;charset=utf-8", "javascript"},
		{"Application/X-JavaScript", "javascript"},
		{"text/javascript1.5", "javascript"},
		{"text/javascript1.6", ""},
		{"application/json", "json"},
		{"text/json", "json"},
		{"application/ld+json", "json"},
		{"application/jsonp", ""},
		{"text/plain", ""},
		{"xml/plain", ""},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			m, err := Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			checkGroups(t, m, tc.groups)
		})
	}
	t.Run("zero", func(t *testing.T) { checkGroups(t, MIMEType{}, "") })
}

func checkGroups(t *testing.T, m MIMEType, want string) {
	t.Helper()
	var got []string
	for _, g := range []struct {
		name string
		in   bool
	}{
		{"image", m.IsImage()},
		{"audiovideo", m.IsAudioOrVideo()},
		{"font", m.IsFont()},
		{"zip", m.IsZIPBased()},
		{"archive", m.IsArchive()},
		{"xml", m.IsXML()},
		{"html", m.IsHTML()},
		{"scriptable", m.IsScriptable()},
		{"javascript", m.IsJavaScript()},
		{"json", m.IsJSON()},
	} {
		if g.in {
			got = append(got, g.name)
		}
	}
	if strings.Join(got, " ") != want {
		t.Errorf("%q is in %q; want %q", m, got, want)
	}
}

func TestIsJavaScriptEssence(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"text/javascript", true},
		{"TEXT/JavaScript", true},
		{"text/javascript;charset=utf-8", false},
		{" text/javascript", false},
		{"module", false},
		{"text/\u212Aavascript", false},
	}
	for _, tc := range tests {
		if got := IsJavaScriptEssence(tc.in); got != tc.want {
			t.Errorf("IsJavaScriptEssence(%q) = %v; want %v", tc.in, got, tc.want)
		}
	}
}
