package main

import (
	"bytes"
	"strings"
	"testing"
)

// A subcommandCase is a run of a subcommand and what it must give: the
// status, all of stdout, and stderr holding stderrHas (nothing when it is
// empty).
type subcommandCase struct {
	name      string
	run       func([]string, *bytes.Buffer, *bytes.Buffer) int
	args      []string
	status    int
	stdout    string
	stderrHas string
}

// checkSubcommands runs each case as a subtest.
func checkSubcommands(t *testing.T, cases []subcommandCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := tc.run(tc.args, &stdout, &stderr)
			if status != tc.status || stdout.String() != tc.stdout || !strings.Contains(stderr.String(), tc.stderrHas) {
				t.Errorf("status %d, stdout %q, stderr %q; want %d, %q, stderr with %q",
					status, stdout.String(), stderr.String(), tc.status, tc.stdout, tc.stderrHas)
			}
			if tc.stderrHas == "" && stderr.Len() > 0 {
				t.Errorf("stderr %q; want nothing", stderr.String())
			}
		})
	}
}

func TestSubcommands(t *testing.T) {
	checkSubcommands(t, []subcommandCase{
		{"resolve", resolve, []string{"http://h/a/b?q", "../c", "?r", `//x\y`, "http:z", "#f"}, 0,
			"http://h/c\nhttp://h/a/b?r\nhttp://x/y\nhttp://h/a/z\nhttp://h/a/b?q#f\n", ""},
		{"resolve, one fails", resolve, []string{"http://h/", "///", "x"}, 1,
			"http://h/x\n", "host-missing"},
		{"resolve against an opaque path", resolve, []string{"mailto:x", "y", "#f"}, 1,
			"mailto:x#f\n", "opaque path"},
		{"resolve, strict", resolve, []string{"-rfc3986", "http://a/b/c/d;p?q", "http:g", "../g", "//g"}, 0,
			"http:g\nhttp://a/b/g\nhttp://g\n", ""},
		{"resolve, non-strict", resolve, []string{"-rfc3986-nonstrict", "http://a/b/c/d;p?q", "http:g"}, 0,
			"http://a/b/c/g\n", ""},
		{"resolve, no ref", resolve, []string{"http://h/"}, 2, "", "usage: weburl resolve"},
		{"resolve, both variants", resolve, []string{"-rfc3986", "-rfc3986-nonstrict", "http://h/", "x"}, 2, "", "usage: weburl resolve"},
		{"resolve, unknown flag", resolve, []string{"-x", "http://h/", "x"}, 2, "", "flag provided but not defined"},
		{"resolve, bad base", resolve, []string{"x", "y"}, 2, "", "base"},
		{"resolve, strict, relative base", resolve, []string{"-rfc3986", "/a", "y"}, 2, "", "no scheme"},
		{"relative", relative, []string{"http://h/a/b/c", "http://h/a/x/y?q"}, 0, "../x/y?q\n", ""},
		{"relative, target relative to base", relative, []string{"http://h/a/b/c", "../../d"}, 0, "/d\n", ""},
		{"relative, other scheme", relative, []string{"http://h/a", "https://h/a"}, 0, "https://h/a\n", ""},
		{"relative, bad target", relative, []string{"http://h/a", "//a b/"}, 1, "", "target"},
		{"relative, bad base", relative, []string{"a", "http://h/"}, 2, "", "base"},
		{"relative, one argument", relative, []string{"http://h/a"}, 2, "", "usage: weburl relative"},
	})
}

func resolve(args []string, stdout, stderr *bytes.Buffer) int {
	return runResolve(args, stdout, stderr)
}
func relative(args []string, stdout, stderr *bytes.Buffer) int {
	return runRelative(args, stdout, stderr)
}
