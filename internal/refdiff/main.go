// Command refdiff runs generated requests through two programs that speak
// the jsonl protocol of cmd/weburl (go doc ./cmd/weburl), weburl and a
// driver for the reference implementation, and reports where their answers
// differ: each disagreement minimised (its strings shrunk while the same
// disagreement holds) and grouped by cause, then the totals.
//
// Usage (scripts/diff-reference.sh builds the programs and runs this):
//
//	refdiff -n N -seed S -weburl 'PROGRAM ARGS' -reference 'PROGRAM ARGS' [-root DIR] [-data SHARE] [-paths SHARE] [-canon SHARE]
//
// The requests are parse requests with validation errors (with and
// without a base), setter requests and params requests, and (a share of
// them set by -data, a fifth by default) dataURL, mimeType and contentType
// requests, checked against data-urls and whatwg-mimetype; made by a seeded
// generator from the web-platform-tests data in DIR/testdata/wpt and our
// own tables in DIR/testdata: corpus strings, mutated or not, and URLs
// built from parts (hosts that are domains with IDNA labels, IPv4 and IPv6
// forms, ports, paths with dot segments, file URLs with drive letters,
// opaque paths, relative references against varied bases, whitespace and
// controls; data: URLs with MIME types, ";base64" markers and bodies of
// all kinds, MIME types and Content-Type values built from parts or
// mutated from the tables of testdata). A share set by -paths (none by
// default) are pathToFileURL and fileURLToPath requests, POSIX and Windows,
// checked against Node.js's url.pathToFileURL and url.fileURLToPath (paths
// built from roots, drive letters, UNC and device prefixes and names with
// every byte those functions encode, controls and non-ASCII; file: URLs
// with hosts, drive letters, encoded separators, NUL and bytes that are
// not UTF-8), and percentEncode and percentDecode requests (every set, in
// UTF-8), checked against whatwg-url. The same seed and data give the
// same requests.
//
// A disagreement whose cause and request match an entry of
// DIR/testdata/reference-differences.json or
// DIR/testdata/node-filepath-differences.json is a recorded one: an entry
// says which step of the URL Standard shows that the reference is wrong
// there, or which decision of weburl's decides it.
// With -canon SHARE, refdiff also checks weburl's canonicalize, surt and
// ssurt requests, which have no reference implementation, by properties
// that hold whatever the profiles' rewrites are (they fail exactly when
// parsing fails; the default profile gives the href; a canonical form is
// its own; the SURT key of a URL is that of its canonical form): SHARE
// checks per generated request, each of five requests and two more about
// the canonical form, sent to weburl alone, from URLs generated as for
// parse requests by a generator of their own (so the other requests stay
// the same). A property that fails is a disagreement, never recorded.
//
// The exit status is 1 when there is a disagreement that is not recorded,
// 2 on a usage or run error, and 0 otherwise.
package main

import (
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// A group is the disagreements of one cause.
type group struct {
	cause    string
	count    int
	recorded *recordedDiff // the entry that explains the group, if any
	examples []example
	seen     map[string]bool // minimised requests already shown
}

type example struct {
	original, minimised request
	details             []string
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("refdiff", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 10000, "number of generated requests")
	seed := fs.Uint64("seed", 1, "seed of the generator")
	root := fs.String("root", ".", "repository root: where testdata/ is")
	ours := fs.String("weburl", "weburl jsonl", "command that runs weburl's jsonl filter (split at spaces)")
	ref := fs.String("reference", "node scripts/reference/driver.js", "command that runs the reference driver (split at spaces)")
	batch := fs.Int("batch", 2000, "requests sent to both programs at a time")
	examples := fs.Int("examples", 3, "disagreements minimised and shown per group")
	maxTries := fs.Int("max-tries", 2000, "requests tried while minimising one disagreement")
	limit := fs.Duration("time", 0, "stop generating after this long (0: no limit); the totals say how many ran")
	dataShare := fs.Float64("data", 0.2, "share of the requests that are dataURL, mimeType and contentType requests (0 to 1)")
	pathShare := fs.Float64("paths", 0, "share of the requests that are pathToFileURL, fileURLToPath, percentEncode and percentDecode requests (0 to 1, and at most 1 minus -data)")
	canonShare := fs.Float64("canon", 0, "checks of canonicalize, surt and ssurt requests, sent to weburl alone, per generated request (0 to 1)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *n < 0 || *batch < 1 || !(*dataShare >= 0 && *dataShare <= 1) || !(*pathShare >= 0 && *pathShare+*dataShare <= 1) ||
		!(*canonShare >= 0 && *canonShare <= 1) {
		fmt.Fprintln(stderr, "refdiff: usage: refdiff [-n N] [-seed S] [-root DIR] [-weburl CMD] [-reference CMD] [-time D] [-data SHARE] [-paths SHARE] [-canon SHARE]")
		return 2
	}
	c, err := loadCorpus(*root)
	if err != nil {
		fmt.Fprintf(stderr, "refdiff: reading the corpus: %v (run scripts/fetch-wpt.sh)\n", err)
		return 2
	}
	recorded, err := loadRecorded(*root)
	if err != nil {
		fmt.Fprintf(stderr, "refdiff: %v\n", err)
		return 2
	}
	var pr pair
	if pr.ours, err = startPeer("weburl", strings.Fields(*ours), *root); err == nil {
		pr.ref, err = startPeer("reference", strings.Fields(*ref), *root)
	}
	if err != nil {
		fmt.Fprintf(stderr, "refdiff: %v\n", err)
		return 2
	}
	defer pr.ours.close()
	defer pr.ref.close()

	start := time.Now()
	gen := newGenerator(*seed, c)
	gen.dataShare = *dataShare
	gen.pathShare = *pathShare
	// The canonicalization checks have a generator of their own, so that
	// -canon leaves the other requests as they were.
	canonGen := newGenerator(*seed^0x5eed, c)
	canonChecks, canonFailed, canonOwed := 0, 0, 0.0
	groups := map[string]*group{}
	done, disagreements := 0, 0
	kinds := map[string]int{}
	pathKinds := map[string]int{} // file path requests by style, percentEncode requests by set
	for done < *n {
		if *limit > 0 && time.Since(start) > *limit {
			break
		}
		reqs := make([]request, min(*batch, *n-done))
		for i := range reqs {
			reqs[i] = gen.next()
			k := reqs[i].kind()
			kinds[strings.TrimSuffix(strings.SplitN(k, " ", 2)[0], ":")]++
			if reqs[i].isPathKind() {
				pathKinds[k]++
			}
		}
		a, b, err := pr.ask(reqs)
		if err != nil {
			fmt.Fprintf(stderr, "refdiff: %v\n", err)
			return 2
		}
		diffs := make([]diff, len(reqs))
		for i, r := range reqs {
			diffs[i] = compare(r, a[i], b[i])
		}
		var checks []canonCheck
		for canonOwed += *canonShare * float64(len(reqs)); canonOwed >= 1; canonOwed-- {
			checks = append(checks, canonGen.nextCanon())
		}
		if len(checks) > 0 {
			creqs, cdiffs, err := runCanonChecks(pr.ours.ask, checks)
			if err != nil {
				fmt.Fprintf(stderr, "refdiff: %v\n", err)
				return 2
			}
			canonChecks += len(checks)
			reqs = append(reqs, creqs...)
			diffs = append(diffs, cdiffs...)
		}
		for i, r := range reqs {
			d := diffs[i]
			if d.cause == "" {
				continue
			}
			disagreements++
			if i >= len(a) {
				canonFailed++
			}
			key := d.cause
			rec := recorded.match(d.cause, r)
			if rec != nil {
				key += "\x00" + rec.Name
			}
			gr := groups[key]
			if gr == nil {
				gr = &group{cause: d.cause, recorded: rec, seen: map[string]bool{}}
				groups[key] = gr
			}
			gr.count++
			if len(gr.examples) >= *examples {
				continue
			}
			if i >= len(a) {
				// A canonicalization check: weburl alone, not minimised.
				gr.examples = append(gr.examples, example{original: r, minimised: r, details: d.details})
				continue
			}
			m, err := minimize(r, d.cause, *maxTries, func(x request) (string, error) {
				c, _, err := pr.cause(x)
				return c, err
			})
			if err != nil {
				fmt.Fprintf(stderr, "refdiff: %v\n", err)
				return 2
			}
			_, md, err := pr.cause(m)
			if err != nil {
				fmt.Fprintf(stderr, "refdiff: %v\n", err)
				return 2
			}
			if !gr.seen[m.String()] {
				gr.seen[m.String()] = true
				gr.examples = append(gr.examples, example{original: r, minimised: m, details: md.details})
			}
		}
		done += len(a)
	}
	elapsed := time.Since(start)

	list := make([]*group, 0, len(groups))
	for _, g := range groups {
		list = append(list, g)
	}
	slices.SortFunc(list, func(a, b *group) int {
		if a.count != b.count {
			return b.count - a.count
		}
		return strings.Compare(a.cause, b.cause)
	})
	unexplained, explained := 0, 0
	for i, g := range list {
		status := "NOT RECORDED"
		if g.recorded != nil {
			status = "recorded in " + g.recorded.file + " as " + strconv.Quote(g.recorded.Name) + ": " + g.recorded.Standard
			explained += g.count
		} else {
			unexplained += g.count
		}
		fmt.Fprintf(stdout, "\n== group %d: %s\n   %d disagreement(s); %s\n", i+1, g.cause, g.count, status)
		for _, e := range g.examples {
			fmt.Fprintf(stdout, "   minimised: %s\n", e.minimised)
			if e.original.String() != e.minimised.String() {
				fmt.Fprintf(stdout, "     from:    %s\n", e.original)
			}
			for _, d := range e.details {
				fmt.Fprintf(stdout, "     %s\n", d)
			}
		}
	}
	fmt.Fprintf(stdout, "\nrefdiff: seed %d: %d requests (%d parse, %d setter, %d params, %d dataURL, %d mimeType, %d contentType) in %.1fs, %d more while minimising\n",
		*seed, done, kinds["parse"], kinds["setter"], kinds["params"], kinds["dataURL"], kinds["mimeType"], kinds["contentType"], elapsed.Seconds(), pr.asked-done)
	if len(pathKinds) > 0 {
		fmt.Fprintf(stdout, "refdiff: %d pathToFileURL, %d fileURLToPath, %d percentEncode, %d percentDecode:",
			kinds["pathToFileURL"], kinds["fileURLToPath"], kinds["percentEncode"], kinds["percentDecode"])
		for _, k := range slices.Sorted(maps.Keys(pathKinds)) {
			fmt.Fprintf(stdout, " %d %s;", pathKinds[k], k)
		}
		fmt.Fprintln(stdout)
	}
	if canonChecks > 0 {
		fmt.Fprintf(stdout, "refdiff: %d canonicalization checks of canonicalize, surt and ssurt requests, by weburl alone: %d properties failed\n",
			canonChecks, canonFailed)
	}
	fmt.Fprintf(stdout, "refdiff: %d agreed, %d disagreed in %d group(s): %d recorded in %s, %d not recorded\n",
		done-(disagreements-canonFailed), disagreements, len(list), explained, strings.Join(recordedFiles, " and "), unexplained)
	if unexplained > 0 {
		return 1
	}
	return 0
}
