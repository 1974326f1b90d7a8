package main

// The "path2url" and "url2path" subcommands: file paths to file: URLs and
// back (url.PathStyle's FromFilePath, FromDirPath and FilePath).

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/weburl/url"
)

const path2urlUsage = `usage: weburl path2url [-windows | -posix] [-dir] [-abs] PATH...

Prints the file: URL of each absolute file PATH, one a line, as Node.js's
url.pathToFileURL does: "/tmp/a b" gives file:///tmp/a%20b, C:\x gives
file:///C:/x and \\server\share\x gives file://server/share/x. Paths are
read with the running system's syntax unless -windows or -posix says
otherwise. A relative PATH is an error, unless -abs makes it absolute
against the working directory first (with the running system's syntax).

  -dir      end each URL with "/", as the URL of a directory
  -abs      make a relative PATH absolute first (filepath.Abs)
  -windows  read Windows paths (C:\x, \\server\share\x)
  -posix    read POSIX paths (/x)
`

// styleFlags adds -windows and -posix to fs; the function it returns
// gives the style they select, or false when both are set.
func styleFlags(fs *flag.FlagSet) func() (url.PathStyle, bool) {
	windows := fs.Bool("windows", false, "Windows paths")
	posix := fs.Bool("posix", false, "POSIX paths")
	return func() (url.PathStyle, bool) {
		switch {
		case *windows && *posix:
			return 0, false
		case *windows:
			return url.WindowsPath, true
		case *posix:
			return url.POSIXPath, true
		}
		return url.NativePath, true
	}
}

// runPath2URL runs "weburl path2url". It returns 0 when every PATH has a
// URL, 1 when one has not (its error goes to stderr, and the others are
// still printed), and 2 on a usage error.
func runPath2URL(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("path2url", flag.ContinueOnError)
	dir := fs.Bool("dir", false, "directory URLs")
	abs := fs.Bool("abs", false, "make relative paths absolute")
	style := styleFlags(fs)
	if status, ok := parseFlags(fs, args, path2urlUsage, stdout, stderr); !ok {
		return status
	}
	s, ok := style()
	switch {
	case !ok:
		return subcommandUsageError(stderr, "path2url", "-windows and -posix exclude each other", path2urlUsage)
	case fs.NArg() == 0:
		return subcommandUsageError(stderr, "path2url", "needs at least one PATH", path2urlUsage)
	case *abs && s != url.NativePath:
		return subcommandUsageError(stderr, "path2url", "-abs reads this system's paths only", path2urlUsage)
	}
	from := s.FromFilePath
	if *dir {
		from = s.FromDirPath
	}
	status := 0
	for _, path := range fs.Args() {
		if *abs {
			a, err := filepath.Abs(path)
			if err != nil {
				fmt.Fprintf(stderr, "weburl path2url: %v\n", err)
				status = 1
				continue
			}
			path = a
		}
		u, err := from(path)
		if err != nil {
			fmt.Fprintf(stderr, "weburl path2url: %v\n", err)
			status = 1
			continue
		}
		fmt.Fprintln(stdout, u.Href())
	}
	return status
}

const url2pathUsage = `usage: weburl url2path [-windows | -posix] URL...

Prints the file path of each file: URL, one a line, as Node.js's
url.fileURLToPath does: file:///tmp/a%20b gives "/tmp/a b", and with
-windows file:///C:/x gives C:\x and file://server/share/x gives
\\server\share\x. Paths are written with the running system's syntax
unless -windows or -posix says otherwise.

  -windows  write Windows paths
  -posix    write POSIX paths
`

// runURL2Path runs "weburl url2path". It returns 0 when every URL has a
// path, 1 when one has not (its error goes to stderr, and the others are
// still printed), and 2 on a usage error.
func runURL2Path(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("url2path", flag.ContinueOnError)
	style := styleFlags(fs)
	if status, ok := parseFlags(fs, args, url2pathUsage, stdout, stderr); !ok {
		return status
	}
	s, ok := style()
	switch {
	case !ok:
		return subcommandUsageError(stderr, "url2path", "-windows and -posix exclude each other", url2pathUsage)
	case fs.NArg() == 0:
		return subcommandUsageError(stderr, "url2path", "needs at least one URL", url2pathUsage)
	}
	status := 0
	for _, arg := range fs.Args() {
		u, err := url.Parse(arg)
		var path string
		if err == nil {
			path, err = s.FilePath(u)
		}
		if err != nil {
			fmt.Fprintf(stderr, "weburl url2path: %v\n", err)
			status = 1
			continue
		}
		fmt.Fprintln(stdout, path)
	}
	return status
}
