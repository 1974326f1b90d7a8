package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/weburl/url"
)

// listOptions are the options of the list commands: check, fmt, canon,
// surt and ssurt.
type listOptions struct {
	base    *string         // --base, or nil
	profile url.Profile     // --profile: {canonical}'s and --unique's
	surt    url.SURTOptions // --no-scheme, --no-trailing-comma, --strip-www
	unique  bool            // --unique
	kinds   uint8           // --host-kind: a bit per url.HostKind; 0 for all
	domains []string        // --domain: registrable domains, ASCII, no trailing dot
	help    bool            // -h or --help
	args    []string        // the arguments that are not options
}

// parseListOptions parses the command line of a list command, whose
// options may come before, between and after its arguments. The SURT
// options are only options when surt is true. The error is a usage error.
func parseListOptions(args []string, surt bool) (listOptions, error) {
	var o listOptions
	options := true
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if !options || arg == "-" || !strings.HasPrefix(arg, "-") {
			o.args = append(o.args, arg)
			continue
		}
		if arg == "--" {
			options = false
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(arg[1:], "-"), "=")
		flag := func() error {
			if hasValue {
				return fmt.Errorf("--%s takes no value", name)
			}
			return nil
		}
		valued := func(what string) error {
			if !hasValue {
				i++
				if i == len(args) {
					return fmt.Errorf("--%s needs %s", name, what)
				}
				value = args[i]
			}
			return nil
		}
		var err error
		switch {
		case isHelpFlag(arg):
			o.help = true
			return o, nil
		case name == "base":
			if err = valued("a URL"); err == nil {
				o.base = &value
			}
		case name == "unique":
			err = flag()
			o.unique = true
		case name == "profile":
			if err = valued("a profile name"); err == nil {
				if o.profile, err = url.ParseProfile(value); err != nil {
					err = fmt.Errorf("unknown profile %q; the profiles are %s", value, strings.Join(profileNames(), ", "))
				}
			}
		case name == "host-kind":
			if err = valued("a kind of host"); err == nil {
				err = o.addHostKinds(value)
			}
		case name == "domain":
			if err = valued("a domain"); err == nil {
				err = o.addDomain(value)
			}
		case surt && name == "no-scheme":
			err = flag()
			o.surt.NoScheme = true
		case surt && name == "no-trailing-comma":
			err = flag()
			o.surt.NoTrailingComma = true
		case surt && name == "strip-www":
			err = flag()
			o.surt.StripWWW = true
		default:
			err = errors.New("unknown option " + arg)
		}
		if err != nil {
			return o, err
		}
	}
	o.surt.Profile = o.profile
	return o, nil
}

// profileNames returns the names of the canonicalization profiles.
func profileNames() []string {
	var names []string
	for p := url.Profile(0); ; p++ {
		n := p.String()
		if _, err := url.ParseProfile(n); err != nil {
			return names
		}
		names = append(names, n)
	}
}

// addHostKinds adds the kinds of a --host-kind value, a comma-separated
// list.
func (o *listOptions) addHostKinds(list string) error {
	for name := range strings.SplitSeq(list, ",") {
		k := url.HostNone
		for ; k.String() != name; k++ {
			if strings.HasPrefix(k.String(), "HostKind(") {
				return fmt.Errorf("unknown kind of host %q; the kinds are domain, ipv4, ipv6, opaque, empty and none", name)
			}
		}
		o.kinds |= 1 << k
	}
	return nil
}

// addDomain adds a --domain value, as the host parser reads it (so
// "Bücher.Example" is "xn--bcher-kva.example"), without a trailing dot.
func (o *listOptions) addDomain(d string) error {
	h, err := url.ParseHost(strings.TrimSuffix(d, "."))
	if err != nil || h.Kind() != url.HostDomain {
		return fmt.Errorf("--domain %q is not a domain", d)
	}
	o.domains = append(o.domains, h.String())
	return nil
}

// filtering reports whether the options drop URLs by their host.
func (o *listOptions) filtering() bool { return o.kinds != 0 || len(o.domains) > 0 }

// dropping reports whether the options drop lines, so that the output no
// longer lines up with the input: then empty lines, and lines that are not
// URLs, give no output line either.
func (o *listOptions) dropping() bool { return o.unique || o.filtering() }

// match reports whether u passes the host filters.
func (o *listOptions) match(u *url.URL) bool {
	if !o.filtering() {
		return true
	}
	h := u.HostValue()
	if o.kinds != 0 && o.kinds&(1<<h.Kind()) == 0 {
		return false
	}
	if len(o.domains) > 0 && !slices.Contains(o.domains, strings.TrimSuffix(h.RegistrableDomain(), ".")) {
		return false
	}
	return true
}

// key returns the key by which --unique tells URLs apart: the canonical
// form with the command's profile, or for a line that does not parse, the
// line itself (after a NUL, which no href has).
func (o *listOptions) key(u *url.URL, line string) string {
	if !o.unique {
		return ""
	}
	if u == nil {
		return "\x00" + line
	}
	return u.Canonical(o.profile)
}

// newPipeline returns the pipeline of a list command: its handlers, and
// for --unique the writer's record of the keys met.
func (o *listOptions) newPipeline(newHandler func() lineHandler) *pipeline {
	p := &pipeline{newHandler: newHandler, wantsText: true, records: o.unique}
	if o.unique {
		seen := make(map[string]struct{})
		p.keep = func(key string) bool {
			if _, ok := seen[key]; ok {
				return false
			}
			// The key may share the memory of a whole batch of input.
			seen[strings.Clone(key)] = struct{}{}
			return true
		}
	}
	return p
}

// The one-line usages of the list commands.
const (
	fmtUsageLine   = "usage: weburl fmt [OPTIONS] TEMPLATE [URL...]   (weburl help for more)"
	canonUsageLine = "usage: weburl canon [OPTIONS] [URL...]   (weburl help for more)"
	surtUsageLine  = "usage: weburl surt [OPTIONS] [URL...]   (weburl help for more)"
	ssurtUsageLine = "usage: weburl ssurt [OPTIONS] [URL...]   (weburl help for more)"
)

// runFormat runs weburl fmt, canon, surt or ssurt (cmd) with its
// arguments.
func runFormat(cmd string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	usageLine := map[string]string{"fmt": fmtUsageLine, "canon": canonUsageLine, "surt": surtUsageLine, "ssurt": ssurtUsageLine}[cmd]
	o, err := parseListOptions(args, cmd == "fmt" || cmd == "surt")
	switch {
	case err != nil:
		return usageError(stderr, "weburl "+cmd, err.Error(), usageLine)
	case o.help:
		return printUsage(stdout, stderr)
	}
	text := map[string]string{"canon": "{canonical}", "surt": "{surt}", "ssurt": "{ssurt}"}[cmd]
	if cmd == "fmt" {
		if len(o.args) == 0 {
			return usageError(stderr, "weburl fmt", "missing TEMPLATE", usageLine)
		}
		text, o.args = o.args[0], o.args[1:]
	}
	t, err := compileTemplate(text, o.profile, o.surt)
	if err != nil {
		return usageError(stderr, "weburl "+cmd, err.Error(), usageLine)
	}
	base, err := parseBase(o.base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: %v\n", err)
		return 2
	}
	p := o.newPipeline(func() lineHandler { return &formatter{o: &o, t: t, base: base} })
	return runList(p, o.args, stdin, stdout, stderr)
}

// runList runs a list command's pipeline over its URL arguments or, when
// there are none, its standard input, and returns the exit status: 0, 1
// when a line is not a (valid) URL, 2 when one could not be read or on an
// I/O error.
func runList(p *pipeline, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var status lineStatus
	var readErr, writeErr error
	if len(args) > 0 {
		status, writeErr = p.runArgs(args, stdout, stderr)
	} else {
		p.progress = newProgress(stdin, stderr)
		status, readErr, writeErr = p.run(stdin, stdout, stderr)
	}
	switch {
	case writeErr != nil:
		fmt.Fprintf(stderr, "weburl: writing standard output: %v\n", writeErr)
		return 2
	case readErr != nil:
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", readErr)
		return 2
	}
	return int(status)
}

// A formatter is the lineHandler of weburl fmt, canon, surt and ssurt.
type formatter struct {
	o    *listOptions
	t    *template
	base *url.URL
}

func (f *formatter) line(b *batch, n, lo, hi int) (lineStatus, string) {
	s := b.text[lo:hi]
	if s == "" && !b.args {
		// Skipped, as by weburl check, but kept in line.
		if !f.o.dropping() {
			b.out = append(b.out, '\n')
		}
		return lineOK, ""
	}
	u, err := (*url.Parser)(nil).Parse(s, f.base)
	if err != nil {
		b.errs = appendFailure(b.errs, n, s, err)
		if !f.o.dropping() {
			b.out = append(b.out, '\n')
		}
		return lineBad, f.o.key(nil, s)
	}
	if !f.o.match(u) {
		return lineOK, ""
	}
	b.out = f.t.append(b.out, u)
	b.out = append(b.out, '\n')
	return lineOK, f.o.key(u, s)
}

func (f *formatter) tooLong(b *batch, n int) lineStatus {
	b.errs = appendTooLong(b.errs, n, "not read")
	if !f.o.dropping() {
		b.out = append(b.out, '\n')
	}
	return lineTrouble
}

// appendTooLong appends the report of a line longer than maxLine.
func appendTooLong(dst []byte, n int, what string) []byte {
	return fmt.Appendf(dst, "weburl: line %d is longer than %d bytes; %s\n", n, maxLine, what)
}

// appendFailure appends the report of a line that does not parse, as
// weburl check reports a failure: "LINE:OFFSET: failure: NAME: DETAIL".
func appendFailure(dst []byte, n int, input string, err error) []byte {
	var perr *url.Error
	if !errors.As(err, &perr) || perr.Code == 0 {
		return appendReport(dst, n, input, 0, "failure", err.Error())
	}
	text := perr.Code.String() + ": "
	if perr.Detail != "" {
		text += perr.Detail
	} else {
		text += perr.Code.Description()
	}
	return appendReport(dst, n, input, perr.Offset, "failure", text)
}

// appendReport appends one line, "N:OFFSET: NAME: TEXT", about the URL
// input. An error at a byte order mark says so: one in the middle of the
// input, as when two files are concatenated, is part of its line.
func appendReport(b []byte, n int, input string, offset int, name, text string) []byte {
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(offset), 10)
	b = append(b, ": "...)
	b = append(b, name...)
	b = append(b, ": "...)
	b = append(b, text...)
	if offset <= len(input) && strings.HasPrefix(input[offset:], bom) {
		b = append(b, " (at a byte order mark, U+FEFF, which only the very start of the input may have)"...)
	}
	return append(b, '\n')
}

// runArgs answers the arguments as the lines of the input, numbered from
// 1, with no limit on their length.
func (p *pipeline) runArgs(args []string, stdout, stderr io.Writer) (lineStatus, error) {
	h := p.newHandler()
	b := &batch{args: true}
	for i, arg := range args {
		b.text = arg
		st, key := h.line(b, i+1, 0, len(arg))
		b.status = max(b.status, st)
		if p.records {
			b.recs = append(b.recs, record{key: key, outEnd: len(b.out), errEnd: len(b.errs), status: st})
		}
	}
	w := &writer{p: p, stdout: stdout, stderr: stderr}
	w.write(b)
	return w.status, w.err
}

// A progress line on a terminal: how far through a file of known size
// the input is, updated a few times a second.
type progress struct {
	w     io.Writer
	size  int64 // the bytes to read, or 0 if unknown
	start time.Time
	last  time.Time // of the last update
	shown bool
}

// newProgress returns the progress line for reading stdin, or nil when
// stdin is not a regular file or stderr not a terminal.
func newProgress(stdin io.Reader, stderr io.Writer) *progress {
	in, ok1 := stdin.(*os.File)
	tty, ok2 := stderr.(*os.File)
	if !ok1 || !ok2 {
		return nil
	}
	fi, err1 := in.Stat()
	ti, err2 := tty.Stat()
	if err1 != nil || err2 != nil || !fi.Mode().IsRegular() || ti.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	size := fi.Size()
	if at, err := in.Seek(0, io.SeekCurrent); err == nil {
		size -= at
	}
	now := time.Now()
	return &progress{w: tty, size: size, start: now, last: now}
}

// progressInterval is the least time between two updates.
const progressInterval = 200 * time.Millisecond

// update shows that n bytes and lines lines are done.
func (p *progress) update(n int64, lines int) {
	now := time.Now()
	if now.Sub(p.last) < progressInterval {
		return
	}
	p.last = now
	p.shown = true
	io.WriteString(p.w, "\r"+progressText(n, p.size, lines, now.Sub(p.start))+"\x1b[K")
}

// progressText is the text of the progress line.
func progressText(n, size int64, lines int, elapsed time.Duration) string {
	pct := 100.0
	if size > 0 {
		pct = min(100, 100*float64(n)/float64(size))
	}
	rate := 0.0
	if elapsed > 0 {
		rate = float64(lines) / elapsed.Seconds()
	}
	return fmt.Sprintf("weburl: %5.1f%%  %d lines  %.0f lines/s", pct, lines, rate)
}

// clear removes the progress line, before a report on standard error
// and at the end.
func (p *progress) clear() {
	if p.shown {
		io.WriteString(p.w, "\r\x1b[K")
		p.shown = false
	}
}
