// Command serve serves a viewer built by build.sh on the loopback interface.
//
// Usage:
//
//	go run ./cmd/serve [-addr 127.0.0.1:8080] DIR
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"github.com/weburl/url/viewer/internal/static"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: serve [-addr host:port] DIR  (DIR as built by viewer/build.sh)")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	dir := flag.Arg(0)
	if _, err := os.Stat(filepath.Join(dir, "main.wasm")); err != nil {
		log.Fatalf("serve: %s has no main.wasm; build it first with viewer/build.sh %s", dir, dir)
	}
	fmt.Printf("serving %s at http://%s/\n", dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, static.Handler(dir)))
}
