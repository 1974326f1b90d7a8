package url

import (
	"fmt"
	"testing"
)

func TestEqual(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		opts Normalization
		want bool
	}{
		{"HTTP://EXAMPLE.com:80/a/../b", "http://example.com/b", 0, true},
		{"http://h/a#x", "http://h/a#y", 0, false},
		{"http://h/a#x", "http://h/a#y", ExcludeFragment, true},
		{"http://h/a#x", "http://h/a", ExcludeFragment, true},
		{"http://h/a#", "http://h/a", 0, false},
		{"http://h/%7Euser", "http://h/~user", 0, false},
		{"http://h/%7Euser", "http://h/~user", DecodeUnreserved, true},
		{"http://h/%7euser?%61#%62", "http://h/~user?a#b", DecodeUnreserved, true},
		{"http://h/%2f", "http://h/%2F", DecodeUnreserved, true},
		{"http://h/%2F", "http://h//", DecodeUnreserved, false},
		{"foo://%41b/", "foo://Ab/", DecodeUnreserved, true},
		{"http://%61:%62@h/", "http://a:b@h/", DecodeUnreserved, true},
		{"http://h/?b=2&a=1", "http://h/?a=1&b=2", 0, false},
		{"http://h/?b=2&a=1", "http://h/?a=1&b=2", SortQuery, true},
		{"http://h/?a=2&a=1", "http://h/?a=1&a=2", SortQuery, false},
		{"http://h/?b&&a&", "http://h/?a&b", SortQuery, true},
		{"http://h/?%62=1&a=2", "http://h/?a=2&%62=1", SortQuery, true},
		{"http://h/?b+c=1&b=2", "http://h/?b=2&b+c=1", SortQuery, true},
		{"http://h/?%62=1&a=2#f", "http://h/?a=2&b=1", DecodeUnreserved | SortQuery | ExcludeFragment, true},
		{"mailto:%41?b&a", "mailto:A?a&b", DecodeUnreserved | SortQuery, true},
	} {
		t.Run(fmt.Sprintf("%s %s %d", tc.a, tc.b, tc.opts), func(t *testing.T) {
			a, b := mustParse(t, tc.a), mustParse(t, tc.b)
			if got := Equal(a, b, tc.opts); got != tc.want {
				t.Errorf("Equal = %v; want %v (normalized: %q, %q)", got, tc.want, a.Normalize(tc.opts), b.Normalize(tc.opts))
			}
			if got := Equal(b, a, tc.opts); got != tc.want {
				t.Errorf("Equal(b, a) = %v; want %v", got, tc.want)
			}
		})
	}
	u := mustParse(t, "http://h/")
	if Equal(u, nil, 0) || Equal(nil, u, 0) || !Equal(nil, nil, 0) {
		t.Error("Equal with nil URLs")
	}
}

func TestNormalize(t *testing.T) {
	u := mustParse(t, "http://h/%7ea%2f?b=%7e&a#%7E")
	for _, tc := range []struct {
		opts Normalization
		want string
	}{
		{0, "http://h/%7ea%2f?b=%7e&a#%7E"},
		{ExcludeFragment, "http://h/%7ea%2f?b=%7e&a"},
		{DecodeUnreserved, "http://h/~a%2F?b=~&a#~"},
		{SortQuery, "http://h/%7ea%2f?a&b=%7e#%7E"},
		{DecodeUnreserved | SortQuery | ExcludeFragment, "http://h/~a%2F?a&b=~"},
	} {
		if got := u.Normalize(tc.opts).Href(); got != tc.want {
			t.Errorf("Normalize(%d) = %q; want %q", tc.opts, got, tc.want)
		}
	}
	if u.Normalize(0) != u {
		t.Error("Normalize(0) made a new URL")
	}
}

// TestNormalizeCorpus checks, for every urltestdata URL and every set of
// normalizations, that the normalized href parses to itself, that
// normalizing is idempotent and that Equal agrees with Normalize.
func TestNormalizeCorpus(t *testing.T) {
	_, urls := wptCorpus(t)
	all := ExcludeFragment | DecodeUnreserved | SortQuery
	for _, u := range urls {
		for opts := Normalization(0); opts <= all; opts++ {
			s := u.normalizedHref(opts)
			v, err := Parse(s)
			if err != nil || v.Href() != s {
				t.Errorf("%q, %d: normalized %q parses to %v, %v", u, opts, s, v, err)
				continue
			}
			if w := v.Normalize(opts); w.Href() != s {
				t.Errorf("%q, %d: Normalize is not idempotent: %q, then %q", u, opts, s, w)
			}
			if !Equal(u, v, opts) {
				t.Errorf("%q, %d: not Equal to its normalization %q", u, opts, s)
			}
		}
	}
}
