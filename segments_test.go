package url

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPathSegments(t *testing.T) {
	tests := []struct {
		href         string
		raw, decoded []string
	}{
		{"https://example.com/a/b%20c/", []string{"a", "b%20c", ""}, []string{"a", "b c", ""}},
		{"https://example.com", []string{""}, []string{""}},
		{"https://example.com/%2F/%FF", []string{"%2F", "%FF"}, []string{"/", "\xff"}},
		{"sc://h", nil, nil},
		{"sc://h/", []string{""}, []string{""}},
		{"sc:/.//x", []string{"", "x"}, []string{"", "x"}},
		{"mailto:a@b/c", nil, nil},
		{"file:///C:/x", []string{"C:", "x"}, []string{"C:", "x"}},
	}
	for _, tt := range tests {
		u := mustParseT(t, tt.href)
		if got := rawSegments(u); !slices.Equal(got, tt.raw) {
			t.Errorf("PathSegments(%s) = %q; want %q", tt.href, got, tt.raw)
		}
		if got := slices.Collect(u.DecodedPathSegments()); !slices.Equal(got, tt.decoded) {
			t.Errorf("DecodedPathSegments(%s) = %q; want %q", tt.href, got, tt.decoded)
		}
	}
	// Stopping early.
	for s := range mustParseT(t, "http://h/a/b/c").PathSegments() {
		if s != "a" {
			t.Errorf("first segment %q", s)
		}
		break
	}
	var zero URL
	if n := len(rawSegments(&zero)); n != 0 {
		t.Errorf("the zero URL has %d segments", n)
	}
}

func TestPathSegmentsAllocs(t *testing.T) {
	u := mustParseT(t, "https://example.com/a/b%20c/d/e")
	n := 0
	if allocs := testing.AllocsPerRun(100, func() {
		for s := range u.PathSegments() {
			n += len(s)
		}
	}); allocs != 0 {
		t.Errorf("iterating PathSegments allocates %v times; want 0", allocs)
	}
	if allocs := testing.AllocsPerRun(100, func() {
		for s := range u.DecodedPathSegments() {
			n += len(s)
		}
	}); allocs > 1 {
		t.Errorf("iterating DecodedPathSegments allocates %v times; want 1, for the segment with a %%", allocs)
	}
}

func TestAppendPathSegment(t *testing.T) {
	tests := []struct {
		href, segment, want string
		err                 error
	}{
		{"https://example.com/dir/", "a b", "https://example.com/dir/a%20b", nil},
		{"https://example.com/", "x", "https://example.com/x", nil},
		{"https://example.com/a", "b", "https://example.com/a/b", nil},
		{"https://example.com/a", "", "https://example.com/a/", nil},
		{"https://example.com/a?q#f", "b/c?d#e%f", "https://example.com/a/b%2Fc%3Fd%23e%25f?q#f", nil},
		{"https://example.com/a", `b\c`, "https://example.com/a/b%5Cc", nil},
		{"sc://h/a", `b\c`, `sc://h/a/b\c`, nil},
		{"sc://h", "x", "sc://h/x", nil},
		{"sc:/", "", "sc:/", nil},
		{"https://example.com/a", "é\xff^|[]", "https://example.com/a/%C3%A9%EF%BF%BD%5E|[]", nil},
		{"https://example.com/a", "\t\n", "https://example.com/a/%09%0A", nil},
		{"file:///", "C|", "file:///C%7C", nil},
		{"file:///", "C:", "file:///C:", nil},
		{"file:///C:/", "a", "file:///C:/a", nil},
		{"http://h/a", "a|", "http://h/a/a|", nil},
		{"https://example.com/a", ".", "", ErrDotSegment},
		{"https://example.com/a", "..", "", ErrDotSegment},
		{"https://example.com/a", "%2e", "", ErrDotSegment},
		{"https://example.com/a", ".%2E", "", ErrDotSegment},
		{"https://example.com/a", "%2e%2e", "", ErrDotSegment},
		{"https://example.com/a", "...", "https://example.com/a/...", nil},
		{"https://example.com/a", "%2e%2e%2e", "https://example.com/a/%252e%252e%252e", nil},
		{"mailto:a@b", "x", "", ErrOpaquePath},
	}
	for _, tt := range tests {
		u := mustParseT(t, tt.href)
		err := u.AppendPathSegment(tt.segment)
		if tt.err != nil {
			if !errors.Is(err, tt.err) || u.Href() != tt.href {
				t.Errorf("AppendPathSegment(%q) to %s: %v, %s; want %v and no change", tt.segment, tt.href, err, u.Href(), tt.err)
			}
			continue
		}
		if err != nil || u.Href() != tt.want {
			t.Errorf("AppendPathSegment(%q) to %s: %v, %s; want %s", tt.segment, tt.href, err, u.Href(), tt.want)
		}
	}
	var zero URL
	if err := zero.AppendPathSegment("x"); err == nil {
		t.Error("AppendPathSegment on the zero URL succeeded")
	}
}

func TestRemovePathSegment(t *testing.T) {
	tests := []struct {
		href, want string
		err        error
	}{
		{"https://example.com/a/b?q#f", "https://example.com/a?q#f", nil},
		{"https://example.com/a/", "https://example.com/a", nil},
		{"https://example.com/a", "https://example.com/", nil},
		{"https://example.com/", "", ErrNoSegment},
		{"file:///C:/a", "file:///C:", nil},
		{"file:///C:", "file:///", nil},
		{"sc://h/a", "sc://h", nil},
		{"sc://h/", "sc://h", nil},
		{"sc://h", "", ErrNoSegment},
		{"sc:/a", "sc:/", nil},
		{"sc:/", "", ErrNoSegment},
		{"sc:/.//a", "sc:/", nil},
		{"sc:/.//a/b", "sc:/.//a", nil},
		{"mailto:a@b", "", ErrOpaquePath},
	}
	for _, tt := range tests {
		u := mustParseT(t, tt.href)
		err := u.RemovePathSegment()
		if tt.err != nil {
			if !errors.Is(err, tt.err) || u.Href() != tt.href {
				t.Errorf("RemovePathSegment of %s: %v, %s; want %v and no change", tt.href, err, u.Href(), tt.err)
			}
			continue
		}
		if err != nil || u.Href() != tt.want {
			t.Errorf("RemovePathSegment of %s: %v, %s; want %s", tt.href, err, u.Href(), tt.want)
		}
	}
}

// rawSegments returns the URL's path segments as a list.
func rawSegments(u *URL) []string { return slices.Collect(u.PathSegments()) }

// FuzzPathSegments checks PathSegments, DecodedPathSegments,
// AppendPathSegment and RemovePathSegment on a URL and a segment:
// the segments are the path's; an appended segment decodes to the
// segment given (as scalar values), takes the place of a final empty
// segment and leaves the rest of the URL as it was; the URL stays the one
// its serialization parses to; removing the segment again gives the
// segments from before, but a final empty one; dot segments and opaque
// paths are refused.
func FuzzPathSegments(f *testing.F) {
	for _, s := range [][2]string{
		{"https://example.com/a/b", "c d"}, {"https://example.com/", "x/y"}, {"https://example.com/dir/", "%2F"},
		{"http://h/a", ".."}, {"http://h/a", "%2e"}, {"http://h/a", ".%2E"}, {"sc://h", "a\\b"}, {"sc:/", ""},
		{"sc:/a", "?#"}, {"sc://h/", "x"}, {"mailto:a@b", "x"}, {"file:///", "C|"}, {"file:///", "C:"},
		{"file:///C:/a", "b"}, {"http://h/a?q#f", "é\xff"}, {"sc:/.//x", "y"}, {"http://h/a", "\t\n"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, href, seg string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		segs := rawSegments(u)
		if !u.HasOpaquePath() && len(segs) > 0 && "/"+strings.Join(segs, "/") != u.Pathname() {
			t.Fatalf("segments of %s: %q", u.Href(), segs)
		}
		i := 0
		for d := range u.DecodedPathSegments() {
			if d != PercentDecode(segs[i]) {
				t.Fatalf("decoded segment %d of %s: %q", i, u.Href(), d)
			}
			i++
		}
		base := segs
		if n := len(base); n > 0 && base[n-1] == "" {
			base = base[:n-1]
		}

		v := *u
		err = v.AppendPathSegment(seg)
		switch {
		case u.HasOpaquePath():
			if !errors.Is(err, ErrOpaquePath) || v.Href() != u.Href() {
				t.Fatalf("AppendPathSegment(%q) to %s: %v, %s", seg, u.Href(), err, v.Href())
			}
			if err := v.RemovePathSegment(); !errors.Is(err, ErrOpaquePath) {
				t.Fatalf("RemovePathSegment of %s: %v", u.Href(), err)
			}
			return
		case isDotLike(seg):
			if !errors.Is(err, ErrDotSegment) || v.Href() != u.Href() {
				t.Fatalf("AppendPathSegment(%q) to %s: %v, %s", seg, u.Href(), err, v.Href())
			}
			return
		case err != nil:
			t.Fatalf("AppendPathSegment(%q) to %s: %v", seg, u.Href(), err)
		}
		if w, err := Parse(v.Href()); err != nil || w.Href() != v.Href() {
			t.Fatalf("AppendPathSegment(%q) to %s gives %s, which parses to %v, %v", seg, u.Href(), v.Href(), w, err)
		}
		got := rawSegments(&v)
		if len(got) != len(base)+1 || !slices.Equal(got[:len(base)], base) {
			t.Fatalf("AppendPathSegment(%q) to %s gives %s: segments %q", seg, u.Href(), v.Href(), got)
		}
		if last := PercentDecode(got[len(got)-1]); last != scalarValues(seg) {
			t.Fatalf("AppendPathSegment(%q) to %s gives %s, whose last segment decodes to %q", seg, u.Href(), v.Href(), last)
		}
		if v.Protocol() != u.Protocol() || v.Host() != u.Host() || v.Search() != u.Search() || v.Hash() != u.Hash() {
			t.Fatalf("AppendPathSegment(%q) to %s gives %s, changing more than the path", seg, u.Href(), v.Href())
		}
		if !utf8.ValidString(v.Href()) {
			t.Fatalf("AppendPathSegment(%q) to %s gives %q", seg, u.Href(), v.Href())
		}

		err = v.RemovePathSegment()
		if errors.Is(err, ErrNoSegment) {
			// Only "" appended to "/" (a special URL's, or one without a
			// host) leaves a path with nothing to remove.
			if seg != "" || v.Pathname() != "/" {
				t.Fatalf("RemovePathSegment of %s: %v", v.Href(), err)
			}
			return
		}
		if err != nil {
			t.Fatalf("RemovePathSegment of %s: %v", v.Href(), err)
		}
		want := base
		if len(want) == 0 && (u.IsSpecial() || u.HostValue().Kind() == HostNone) {
			want = []string{""}
		}
		if got := rawSegments(&v); !slices.Equal(got, want) {
			t.Fatalf("AppendPathSegment(%q) to %s, then RemovePathSegment: %s, segments %q; want %q", seg, u.Href(), v.Href(), got, want)
		}
		if w, err := Parse(v.Href()); err != nil || w.Href() != v.Href() {
			t.Fatalf("RemovePathSegment gives %s, which parses to %v, %v", v.Href(), w, err)
		}
	})
}
