// PLACEHOLDER: the weburl command's own main.go is written separately and
// replaces this file. This one only dispatches to the subcommands of
// refs.go, so that they build and can be run until then.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: weburl resolve|relative ...")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "resolve":
		os.Exit(runResolve(os.Args[2:], os.Stdout, os.Stderr))
	case "relative":
		os.Exit(runRelative(os.Args[2:], os.Stdout, os.Stderr))
	}
	fmt.Fprintf(os.Stderr, "weburl: unknown command %q\n", os.Args[1])
	os.Exit(2)
}
