package main

// The "resolve" and "relative" subcommands. Each is a function of its
// arguments (without the subcommand's name) and output streams that returns
// the exit status, so that main only dispatches to it.

import (
	"flag"
	"fmt"
	"io"

	"github.com/weburl/url"
)

const resolveUsage = `usage: weburl resolve [-rfc3986 | -rfc3986-nonstrict] BASE REF...

Resolves each REF against the URL BASE, as a browser resolves a link in a
page at BASE, and prints the results, one a line. With -rfc3986 or
-rfc3986-nonstrict, resolves by RFC 3986's strict or non-strict algorithm
instead, and prints the resulting references.
`

// runResolve runs "weburl resolve". It returns 0 when every REF resolves, 1
// when one does not (its error goes to stderr, and the others are still
// printed), and 2 on a usage error or an invalid BASE.
func runResolve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("resolve", flag.ContinueOnError)
	strict := fs.Bool("rfc3986", false, "resolve by RFC 3986, strict")
	nonStrict := fs.Bool("rfc3986-nonstrict", false, "resolve by RFC 3986, non-strict")
	if status, ok := parseFlags(fs, args, resolveUsage, stdout, stderr); !ok {
		return status
	}
	switch {
	case fs.NArg() < 2:
		return subcommandUsageError(stderr, "resolve", "needs BASE and at least one REF", resolveUsage)
	case *strict && *nonStrict:
		return subcommandUsageError(stderr, "resolve", "-rfc3986 and -rfc3986-nonstrict exclude each other", resolveUsage)
	}

	var resolve func(url.Ref) (string, error)
	if *strict || *nonStrict {
		base, err := url.ParseRef(fs.Arg(0))
		if err == nil && !base.IsAbs() {
			err = fmt.Errorf("base %q has no scheme", fs.Arg(0))
		}
		if err != nil {
			fmt.Fprintf(stderr, "weburl resolve: %v\n", err)
			return 2
		}
		rfc := base.ResolveRFC3986
		if *nonStrict {
			rfc = base.ResolveRFC3986NonStrict
		}
		resolve = func(r url.Ref) (string, error) {
			v, err := rfc(r)
			return v.String(), err
		}
	} else {
		base, err := url.Parse(fs.Arg(0))
		if err != nil {
			fmt.Fprintf(stderr, "weburl resolve: base: %v\n", err)
			return 2
		}
		resolve = func(r url.Ref) (string, error) {
			v, err := base.Resolve(r)
			if err != nil {
				return "", err
			}
			return v.Href(), nil
		}
	}

	status := 0
	for _, arg := range fs.Args()[1:] {
		r, err := url.ParseRef(arg)
		var out string
		if err == nil {
			out, err = resolve(r)
		}
		if err != nil {
			fmt.Fprintf(stderr, "weburl resolve: %v\n", err)
			status = 1
			continue
		}
		fmt.Fprintln(stdout, out)
	}
	return status
}

const relativeUsage = `usage: weburl relative BASE TARGET

Prints the shortest reference that resolves against the URL BASE to TARGET.
TARGET is itself resolved against BASE first, so it may be relative.
`

// runRelative runs "weburl relative". It returns 0 on success, 1 when TARGET
// is not a URL, and 2 on a usage error or an invalid BASE.
func runRelative(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("relative", flag.ContinueOnError)
	if status, ok := parseFlags(fs, args, relativeUsage, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() != 2 {
		return subcommandUsageError(stderr, "relative", "needs BASE and TARGET", relativeUsage)
	}
	base, err := url.Parse(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "weburl relative: base: %v\n", err)
		return 2
	}
	target, err := url.Parse(fs.Arg(1), base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl relative: target: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, base.Relative(target))
	return 0
}
