// Command browsertest checks the built viewer in a headless Chromium: it
// serves DIR on 127.0.0.1, loads the page, types into it and reads back what
// it renders for nineteen cases (the acceptance permalink, the page before
// its module has loaded, failures, net/url disagreements, an IDN host,
// validation errors and their highlights, the base, the query encoding, lone
// surrogates, a megabyte of input, malformed links, the URL Pattern tester,
// data: URLs, and the time to the first result over five first visits),
// then saves three screenshots: FILE and, of the URL Pattern tester and of
// the page before its module has loaded, FILE with "-pattern" or "-loading"
// before ".png". It prints one line a case and exits with status 1 if any
// failed.
//
// Usage:
//
//	go run ./cmd/browsertest [-chromium PATH] [-screenshot FILE] [-run TEXT] DIR
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	neturl "net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/weburl/url/viewer/internal/cdp"
	"github.com/weburl/url/viewer/internal/static"
)

func main() {
	chromium := flag.String("chromium", "", "the Chromium to run (default: chromium, chromium-browser or google-chrome on PATH)")
	shot := flag.String("screenshot", "viewer.png", "where to save a screenshot of the acceptance case (and, with \"-pattern\" before \".png\", one of the URL Pattern tester)")
	timeout := flag.Duration("timeout", 3*time.Minute, "time limit for the whole test")
	runOnly := flag.String("run", "", "run only the cases whose name contains this text")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: browsertest [-chromium PATH] [-screenshot FILE] DIR  (DIR as built by viewer/build.sh)")
		os.Exit(2)
	}
	if *runOnly != "" {
		cases = slices.DeleteFunc(cases, func(c testCase) bool { return !strings.Contains(c.name, *runOnly) })
	}
	if err := run(flag.Arg(0), *chromium, *shot, *timeout); err != nil {
		fmt.Fprintln(os.Stderr, "browsertest:", err)
		os.Exit(1)
	}
}

func findChromium(path string) (string, error) {
	if path != "" {
		return path, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no chromium on PATH; give one with -chromium")
}

func run(dir, chromium, shot string, timeout time.Duration) error {
	if _, err := os.Stat(filepath.Join(dir, "main.wasm")); err != nil {
		return fmt.Errorf("%s has no main.wasm: build it with viewer/build.sh %s", dir, dir)
	}
	chromium, err := findChromium(chromium)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	gate := &moduleGate{}
	srv := &http.Server{Handler: gate.wrap(firstVisits(static.Handler(dir)))}
	go srv.Serve(ln)
	defer srv.Close()
	origin := "http://" + ln.Addr().String()

	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	b, err := cdp.Start(chromium)
	if err != nil {
		return err
	}
	defer b.Close()
	page, err := b.NewPage(ctx, 1200, 900)
	if err != nil {
		return fmt.Errorf("%v\nchromium's stderr:\n%s", err, b.Stderr())
	}
	t := &tester{ctx: ctx, browser: b, page: page, origin: origin, shot: shot, gate: gate}
	failed := 0
	for _, c := range cases {
		start := time.Now()
		err := c.run(t)
		if exc := page.Exceptions(); len(exc) > 0 && err == nil {
			err = fmt.Errorf("uncaught JavaScript exceptions: %s", strings.Join(exc, "; "))
		}
		if err != nil {
			failed++
			fmt.Printf("FAIL %-28s %v\n", c.name, err)
			if ctx.Err() != nil {
				break
			}
			continue
		}
		fmt.Printf("ok   %-28s %6.0f ms%s\n", c.name, float64(time.Since(start).Microseconds())/1000, t.note)
		t.note = ""
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d cases failed", failed, len(cases))
	}
	fmt.Printf("all %d cases passed; screenshot in %s\n", len(cases), shot)
	return nil
}

type tester struct {
	ctx     context.Context
	browser *cdp.Browser
	page    *cdp.Page
	origin  string
	shot    string
	gate    *moduleGate
	loads   int
	note    string // printed after the case's line
}

// firstVisits makes every load a first visit: it drops the conditional
// headers of each request, so that the browser gets the files themselves
// rather than "304 Not Modified" and does not use what it cached from the
// last load (the module compiled by then among it).
func firstVisits(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Header.Del("If-Modified-Since")
		r.Header.Del("If-None-Match")
		h.ServeHTTP(w, r)
	})
}

// A moduleGate holds back the WebAssembly module while it is closed, to
// show the page as it is before the module has loaded.
type moduleGate struct {
	mu     sync.Mutex
	closed chan struct{} // nil while open
}

func (g *moduleGate) close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed == nil {
		g.closed = make(chan struct{})
	}
}

func (g *moduleGate) open() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed != nil {
		close(g.closed)
		g.closed = nil
	}
}

func (g *moduleGate) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if path.Base(r.URL.Path) == "main.wasm" {
			g.mu.Lock()
			closed := g.closed
			g.mu.Unlock()
			if closed != nil {
				select {
				case <-closed:
				case <-r.Context().Done():
					return
				}
			}
		}
		h.ServeHTTP(w, r)
	})
}

// state is what the page shows, read back from its DOM.
type state struct {
	Rendered   int               `json:"rendered"`
	Summary    string            `json:"summary"`
	Href       *string           `json:"href"`
	Heads      []string          `json:"heads"`
	Rows       map[string][]cell `json:"rows"`
	RowDiffers []string          `json:"rowDiffers"`
	Issues     []issue           `json:"issues"`
	Marks      []mark            `json:"marks"`
	MarksText  string            `json:"marksText"`
	Notes      []string          `json:"notes"`
	Hash       string            `json:"hash"`
	Input      string            `json:"input"`
	Base       string            `json:"base"`
	Enc        string            `json:"enc"`
	Startup    startup           `json:"startup"`
	Failure    string            `json:"failure"`
	HostShown  string            `json:"hostShown"` // the host in Unicode, in the summary
	Displays   map[string]string `json:"displays"`  // the display forms in the table, by component
	Timing     string            `json:"timing"`
	Pattern    patternState      `json:"pattern"`
	Data       dataState         `json:"data"`
}

// dataState is what the data: URL section shows.
// startup is window.weburlStartup: milliseconds since navigation began
// (performance.now()) at which the module was compiled, the Go program had
// started, and the first result was in the DOM.
type startup struct {
	Fetched  int `json:"fetched"` // the module's last byte received (Resource Timing)
	Compiled int `json:"compiled"`
	Started  int `json:"started"`
	Rendered int `json:"rendered"`
}

type dataState struct {
	Hidden    bool   `json:"hidden"`
	MIMEType  string `json:"mimeType"`
	Size      string `json:"size"`
	Error     string `json:"error"`
	Images    int    `json:"images"`    // <img> elements in the section
	Src       string `json:"src"`       // the first one's src, cut to 40 characters
	Width     int    `json:"width"`     // its decoded width, 0 before it is decoded
	NoPreview string `json:"noPreview"` // the note shown instead of a preview
}

// patternState is what the URL Pattern tester shows.
type patternState struct {
	Hidden  bool                  `json:"hidden"`
	Input   string                `json:"input"`
	Base    string                `json:"base"`
	ICase   bool                  `json:"icase"`
	Status  string                `json:"status"` // "match", "no-match" or "error"
	Text    string                `json:"text"`   // the status line
	Error   string                `json:"error"`
	RegExp  string                `json:"regexp"`
	Heads   []string              `json:"heads"`
	Rows    map[string]patternRow `json:"rows"`
	Columns int                   `json:"columns"`
}

type patternRow struct {
	Pattern string   `json:"pattern"`
	Input   string   `json:"input"`
	Groups  []string `json:"groups"` // each as shown, such as `id: "42"` or `id: undefined`
	// Undefined are the names of the groups shown as undefined.
	Undefined []string `json:"undefined"`
}

type cell struct {
	Text    string `json:"text"`
	Differs bool   `json:"differs"`
}

type issue struct {
	Name    string `json:"name"`
	Fatal   bool   `json:"fatal"`
	Excerpt string `json:"excerpt"`
}

type mark struct {
	Text  string `json:"text"`
	Fatal bool   `json:"fatal"`
	Point bool   `json:"point"`
}

const stateJS = `(() => {
  const q = (s) => document.querySelector(s);
  const all = (s) => [...document.querySelectorAll(s)];
  const rows = {}, rowDiffers = [];
  for (const tr of all('#components tbody tr')) {
    rows[tr.dataset.component] = [...tr.querySelectorAll('td')].map((td) => ({text: td.textContent, differs: td.classList.contains('differs')}));
    if (tr.classList.contains('differs')) rowDiffers.push(tr.dataset.component);
  }
  return {
    rendered: Number(document.body.dataset.rendered || 0),
    summary: q('#summary').textContent,
    href: q('#href') ? q('#href').textContent : null,
    heads: all('#components thead th').map((th) => th.textContent),
    rows, rowDiffers,
    issues: all('#issues li[data-issue]').map((li) => ({name: li.querySelector('.name').textContent, fatal: li.classList.contains('fatal'), excerpt: li.querySelector('.excerpt').textContent})),
    marks: all('#marks mark').map((m) => ({text: m.textContent, fatal: m.classList.contains('fatal'), point: m.classList.contains('point')})),
    marksText: q('#marks').textContent,
    notes: all('#notes li').map((li) => li.textContent),
    hash: location.hash,
    input: q('#input').value, base: q('#base').value, enc: q('#encoding').value,
    startup: window.weburlStartup || {},
    failure: q('#failure') ? q('#failure').textContent : '',
    hostShown: q('#host-display .display') ? q('#host-display .display').textContent : '',
    displays: Object.fromEntries(all('#components tbody tr').filter((tr) => tr.querySelector('td .display')).map((tr) => [tr.dataset.component, tr.querySelector('td .display').textContent])),
    timing: q('#timing').textContent,
    data: (() => {
      const img = q('#data img');
      const text = (s) => q(s) ? q(s).textContent : '';
      return {
        hidden: q('#data').hidden, mimeType: text('#data-mimetype'), size: text('#data-size'), error: text('#data-error'),
        images: all('#data img').length, src: img ? img.src.slice(0, 40) : '', width: img ? img.naturalWidth : 0,
        noPreview: text('#data-nopreview'),
      };
    })(),
    pattern: (() => {
      const rows = {};
      for (const tr of all('#pattern-table tbody tr')) {
        const td = (c) => tr.querySelector('td.' + c);
        rows[tr.dataset.component] = {
          pattern: td('pattern').textContent,
          input: td('input') ? td('input').textContent : '',
          groups: [...tr.querySelectorAll('li[data-group]')].map((li) => li.textContent),
          undefined: [...tr.querySelectorAll('li[data-group]')].filter((li) => li.querySelector('.undefined')).map((li) => li.dataset.group),
        };
      }
      const st = q('#pattern-status');
      return {
        hidden: q('#pattern').hidden,
        input: q('#pattern-input').value, base: q('#pattern-base').value, icase: q('#pattern-icase').checked,
        status: st ? st.dataset.status || '' : '', text: st ? st.textContent : '',
        error: q('#pattern-error') ? q('#pattern-error').textContent : '',
        regexp: q('#pattern-regexp') ? q('#pattern-regexp').textContent : '',
        heads: all('#pattern-table thead th').map((th) => th.textContent),
        rows,
      };
    })(),
  };
})()`

func (t *tester) state() (*state, error) {
	var s state
	err := t.page.Eval(t.ctx, stateJS, &s)
	return &s, err
}

// waitRender waits until the page has rendered more than after times and
// returns its state.
func (t *tester) waitRender(after int) (*state, error) {
	deadline := time.Now().Add(30 * time.Second)
	for {
		s, err := t.state()
		if err == nil && s.Rendered > after {
			return s, nil
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("the page did not render (summary: %q)", s.Summary)
			}
			return nil, err
		}
		select {
		case <-t.ctx.Done():
			return nil, t.ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// open loads the page afresh with the given fragment.
func (t *tester) open(fragment string) (*state, error) {
	t.loads++
	// A new query makes it a new document rather than a fragment change.
	if err := t.page.Navigate(t.ctx, fmt.Sprintf("%s/?load=%d%s", t.origin, t.loads, fragment)); err != nil {
		return nil, err
	}
	return t.waitRender(0)
}

// textCount counts the times text appears in what the page shows (its
// innerText).
func (t *tester) textCount(text string) (int, error) {
	var n int
	err := t.page.Eval(t.ctx, fmt.Sprintf(`document.body.innerText.split(%s).length - 1`, jsString(text)), &n)
	return n, err
}

// poll calls f every 20 ms until it reports done, for at most limit. An
// error (such as an evaluation in a page that is still loading) is
// returned only if f is not done by then.
func (t *tester) poll(limit time.Duration, f func() (bool, error)) error {
	deadline := time.Now().Add(limit)
	for {
		done, err := f()
		if done {
			return nil
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("gave up after %v", limit)
			}
			return err
		}
		select {
		case <-t.ctx.Done():
			return t.ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// typeInto replaces the text of the field with id by text, as typing
// would, and waits for the page to render it.
func (t *tester) typeInto(id, text string) (*state, error) {
	before, err := t.state()
	if err != nil {
		return nil, err
	}
	if err := t.page.Eval(t.ctx, fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.focus(); e.select(); })()`, id), nil); err != nil {
		return nil, err
	}
	if err := t.page.InsertText(t.ctx, text); err != nil {
		return nil, err
	}
	return t.waitRender(before.Rendered)
}

// setValue sets the field's value from a JavaScript expression (for text
// that typing cannot produce, such as lone surrogates) and fires its input
// event.
func (t *tester) setValue(id, jsExpr string) (*state, error) {
	before, err := t.state()
	if err != nil {
		return nil, err
	}
	js := fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %s; e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input')); })()`, id, jsExpr)
	if err := t.page.Eval(t.ctx, js, nil); err != nil {
		return nil, err
	}
	return t.waitRender(before.Rendered)
}

// setChecked checks or unchecks the checkbox with id and fires its change
// event.
func (t *tester) setChecked(id string, on bool) (*state, error) {
	before, err := t.state()
	if err != nil {
		return nil, err
	}
	js := fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.checked = %v; e.dispatchEvent(new Event('change')); })()`, id, on)
	if err := t.page.Eval(t.ctx, js, nil); err != nil {
		return nil, err
	}
	return t.waitRender(before.Rendered)
}

// typeBoth types the base, then the input.
func (t *tester) typeBoth(input, base string) (*state, error) {
	if _, err := t.setValue("base", jsString(base)); err != nil {
		return nil, err
	}
	return t.typeInto("input", input)
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// fragmentState decodes the page's fragment with Go's percent-decoding.
func fragmentState(hash string) (map[string]string, error) {
	out := map[string]string{}
	for part := range strings.SplitSeq(strings.TrimPrefix(hash, "#"), "&") {
		k, v, _ := strings.Cut(part, "=")
		dv, err := neturl.PathUnescape(v)
		if err != nil {
			return nil, fmt.Errorf("fragment %q: %v", hash, err)
		}
		out[k] = dv
	}
	return out, nil
}

func (s *state) cell(component string, column int) (cell, error) {
	row, ok := s.Rows[component]
	if !ok || column >= len(row) {
		return cell{}, fmt.Errorf("no %s cell in column %d (rows %v)", component, column, s.Rows)
	}
	return row[column], nil
}

func (s *state) hasIssue(name string) (issue, bool) {
	for _, is := range s.Issues {
		if is.Name == name {
			return is, true
		}
	}
	return issue{}, false
}

func (s *state) hasNote(substr string) bool {
	return slices.ContainsFunc(s.Notes, func(n string) bool { return strings.Contains(n, substr) })
}

// checkMarksAligned checks that the highlight backdrop holds the input's
// text exactly, so that each mark lies under the characters it marks.
func (s *state) checkMarksAligned() error {
	if s.MarksText != s.Input+"\n" {
		return fmt.Errorf("the highlight layer's text %.60q is not the input %.60q", s.MarksText, s.Input)
	}
	return nil
}

func expect(what string, got, want any) error {
	if fmt.Sprint(got) != fmt.Sprint(want) {
		return fmt.Errorf("%s: got %q, want %q", what, fmt.Sprint(got), fmt.Sprint(want))
	}
	return nil
}

func first(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

type testCase struct {
	name string
	run  func(t *tester) error
}

var cases = []testCase{
	{"acceptance permalink", func(t *tester) error {
		s, err := t.open("#input=HTTP%3A%2F%2FEXAMPLE.com%3A80%2Fa%2F..%2Fb%5Cc&base=")
		if err != nil {
			return err
		}
		if s.Href == nil {
			return fmt.Errorf("no href shown; summary %q", s.Summary)
		}
		is, ok := s.hasIssue("invalid-reverse-solidus")
		netHref, err := s.cell("href", 1)
		if err != nil {
			return err
		}
		t.note = fmt.Sprintf("  (since navigation began: module compiled at %d ms, Go started at %d ms, first result in the DOM at %d ms)",
			s.Startup.Compiled, s.Startup.Started, s.Startup.Rendered)
		if err := first(
			expect("href", *s.Href, "http://example.com/b/c"),
			expect("input restored", s.Input, `HTTP://EXAMPLE.com:80/a/../b\c`),
			expect("columns", s.Heads, []string{"component", "URL Standard (browsers)", "net/url.Parse(input)5 components differ"}),
			expect("net/url href", netHref, cell{"http://EXAMPLE.com:80/a/../b%5Cc", true}),
			expect("rows that differ", s.RowDiffers, []string{"href", "host", "hostname", "port", "pathname"}),
			expect("invalid-reverse-solidus listed", ok, true),
			expect("its excerpt", is.Excerpt, `\`),
			expect("highlights", s.Marks, []mark{{`\`, false, false}}),
			s.checkMarksAligned(),
		); err != nil {
			return err
		}
		png, err := t.page.Screenshot(t.ctx)
		if err != nil {
			return err
		}
		return os.WriteFile(t.shot, png, 0o644)
	}},
	{"usable before the module loads", func(t *tester) error {
		t.gate.close()
		defer t.gate.open()
		t.loads++
		start := time.Now()
		if err := t.page.Navigate(t.ctx, fmt.Sprintf("%s/?load=%d#input=http%%3A%%2F%%2Fh%%2Fa&base=", t.origin, t.loads)); err != nil {
			return err
		}
		var s *state
		err := t.poll(10*time.Second, func() (bool, error) {
			var err error
			s, err = t.state()
			return err == nil && s.Input != "", err
		})
		if err != nil {
			return fmt.Errorf("the page did not restore its input while the module was held back: %v", err)
		}
		if err := first(
			expect("rendered", s.Rendered, 0),
			expect("says it is loading", strings.Contains(s.Summary, "Loading the URL parser"), true),
			expect("the table's rows", len(s.Rows), len(components)),
		); err != nil {
			return err
		}
		png, err := t.page.Screenshot(t.ctx)
		if err != nil {
			return err
		}
		if err := os.WriteFile(strings.TrimSuffix(t.shot, ".png")+"-loading.png", png, 0o644); err != nil {
			return err
		}
		// Typing meanwhile keeps the link current; the result is of what
		// the field holds when the module is ready.
		if err := t.page.Eval(t.ctx, `(() => { const e = document.getElementById("input"); e.focus(); e.select(); })()`, nil); err != nil {
			return err
		}
		if err := t.page.InsertText(t.ctx, "https://example.com/typed"); err != nil {
			return err
		}
		err = t.poll(5*time.Second, func() (bool, error) {
			var err error
			s, err = t.state()
			return err == nil && strings.Contains(s.Hash, "typed"), err
		})
		if err != nil {
			return fmt.Errorf("typing before the module loaded did not update the link (%q): %v", s.Hash, err)
		}
		held := time.Since(start)
		t.gate.open()
		s, err = t.waitRender(0)
		if err != nil {
			return err
		}
		t.note = fmt.Sprintf("  (module held back for %.0f ms)", float64(held.Microseconds())/1000)
		return first(
			expect("rendered once ready", deref(s.Href), "https://example.com/typed"),
			expect("loading note gone", strings.Contains(s.Summary, "Loading"), false),
		)
	}},
	{"failure with its span", func(t *tester) error {
		s, err := t.typeBoth("http://h:99999/x", "")
		if err != nil {
			return err
		}
		is, _ := s.hasIssue("port-out-of-range")
		detail, err := t.textCount("99999 is above 65535")
		if err != nil {
			return err
		}
		description, err := t.textCount("the port is above 65535")
		if err != nil {
			return err
		}
		return first(
			expect("failure shown", s.Failure, "Failure: port-out-of-range: 99999 is above 65535"),
			expect("times the detail is shown", detail, 1),
			expect("times the description is shown (in the list)", description, 1),
			expect("the standard's column", s.Heads[1], "URL Standard (browsers)fails (see above)"),
			expect("href", s.Href == nil, true),
			expect("fatal issue", is, issue{"port-out-of-range", true, "99999"}),
			expect("highlights", s.Marks, []mark{{"99999", true, false}}),
			expect("net/url's verdict", s.Heads[2], "net/url.Parse(input)net/url parses where the URL Standard fails"),
			s.checkMarksAligned(),
		)
	}},
	{"net/url fails, browsers parse", func(t *tester) error {
		s, err := t.typeInto("input", `http://a\@evil.example/`)
		if err != nil {
			return err
		}
		host, err := s.cell("host", 0)
		if err != nil {
			return err
		}
		return first(
			expect("href", deref(s.Href), "http://a/@evil.example/"),
			expect("host", host.Text, "a"),
			expect("net/url's verdict", strings.Contains(s.Heads[2], "net/url fails where the URL Standard parses"), true),
			expect("net/url's error", strings.Contains(s.Heads[2], "invalid userinfo"), true),
		)
	}},
	{"net/url parses, browsers fail", func(t *tester) error {
		s, err := t.typeInto("input", "http://1.2.3.4.5/")
		if err != nil {
			return err
		}
		host, err := s.cell("host", 1)
		if err != nil {
			return err
		}
		is, _ := s.hasIssue("IPv4-too-many-parts")
		return first(
			expect("failure", strings.Contains(s.Summary, "Failure: IPv4-too-many-parts"), true),
			expect("net/url host", host.Text, "1.2.3.4.5"),
			expect("issue", is, issue{"IPv4-too-many-parts", true, "1.2.3.4.5"}),
		)
	}},
	{"IDN host: its Unicode form beside it", func(t *tester) error {
		s, err := t.typeInto("input", "https://xn--bcher-kva.example:8080/")
		if err != nil {
			return err
		}
		typed, err := t.typeInto("input", "https://BÜCHER.example/")
		if err != nil {
			return err
		}
		ascii, err := t.typeInto("input", "https://example.com/")
		if err != nil {
			return err
		}
		return first(
			expect("href", deref(s.Href), "https://xn--bcher-kva.example:8080/"),
			expect("in the table", s.Displays, map[string]string{"host": "bücher.example:8080", "hostname": "bücher.example"}),
			expect("in the summary", s.HostShown, "bücher.example"),
			expect("typed in Unicode: href", deref(typed.Href), "https://xn--bcher-kva.example/"),
			expect("typed in Unicode: shown", typed.HostShown, "bücher.example"),
			expect("ASCII: none in the table", len(ascii.Displays), 0),
			expect("ASCII: none in the summary", ascii.HostShown, ""),
		)
	}},
	{"typing keeps the permalink", func(t *tester) error {
		in := "https://user:pw@example.com/ä?q=1&r=ü#frag ment"
		s, err := t.typeInto("input", in)
		if err != nil {
			return err
		}
		f, err := fragmentState(s.Hash)
		if err != nil {
			return err
		}
		is, _ := s.hasIssue("invalid-credentials")
		return first(
			expect("fragment's input", f["input"], in),
			expect("fragment's base", f["base"], ""),
			expect("invalid-credentials at the @", is, issue{"invalid-credentials", false, "@"}),
			expect("href", deref(s.Href), "https://user:pw@example.com/%C3%A4?q=1&r=%C3%BC#frag%20ment"),
			s.checkMarksAligned(),
		)
	}},
	{"base: three readings", func(t *tester) error {
		s, err := t.typeBoth("../c?q#f", "http://h/a/b")
		if err != nil {
			return err
		}
		resolved, err := s.cell("href", 2)
		if err != nil {
			return err
		}
		f, err := fragmentState(s.Hash)
		if err != nil {
			return err
		}
		return first(
			expect("href", deref(s.Href), "http://h/c?q#f"),
			expect("columns", len(s.Heads), 4),
			expect("resolved column", s.Heads[3], "net/url: Parse(base).ResolveReferencesame components"),
			expect("resolved href", resolved, cell{"http://h/c?q#f", false}),
			expect("fragment's base", f["base"], "http://h/a/b"),
		)
	}},
	{"base that does not parse", func(t *tester) error {
		s, err := t.typeBoth("x", "not a base")
		if err != nil {
			return err
		}
		shown, err := t.textCount(`parse "not a base": missing-scheme-non-relative-URL`)
		if err != nil {
			return err
		}
		return first(
			expect("failure", s.Failure, `Failure: the base URL does not parse (parse "not a base": missing-scheme-non-relative-URL at offset 0: no scheme, and no base URL to resolve against)`),
			expect("times the base's error is shown", shown, 1),
			expect("notes", len(s.Notes), 0),
		)
	}},
	{"query encoding, then its permalink", func(t *tester) error {
		if _, err := t.setValue("base", `""`); err != nil {
			return err
		}
		if _, err := t.typeInto("input", "http://h/é?q=é"); err != nil {
			return err
		}
		s, err := t.setValue("encoding", `"windows-1252"`)
		if err != nil {
			return err
		}
		search, err := s.cell("search", 0)
		if err != nil {
			return err
		}
		path, err := s.cell("pathname", 0)
		if err != nil {
			return err
		}
		if err := first(
			expect("search in windows-1252", search.Text, "?q=%E9"),
			expect("path stays UTF-8", path.Text, "/%C3%A9"),
			expect("fragment", strings.Contains(s.Hash, "&enc=windows-1252"), true),
		); err != nil {
			return err
		}
		again, err := t.open(s.Hash)
		if err != nil {
			return err
		}
		search2, err := again.cell("search", 0)
		if err != nil {
			return err
		}
		return first(
			expect("restored encoding", again.Enc, "windows-1252"),
			expect("restored input", again.Input, "http://h/é?q=é"),
			expect("restored search", search2.Text, "?q=%E9"),
		)
	}},
	{"lone surrogates", func(t *tester) error {
		s, err := t.setValue("input", `"http://h/\uD800x\uDC00"`)
		if err != nil {
			return err
		}
		path, err := s.cell("pathname", 0)
		if err != nil {
			return err
		}
		f, err := fragmentState(s.Hash)
		if err != nil {
			return err
		}
		return first(
			expect("pathname", path.Text, "/%EF%BF%BDx%EF%BF%BD"),
			expect("note", s.hasNote("2 lone surrogates"), true),
			expect("permalink holds U+FFFD", f["input"], "http://h/\uFFFDx\uFFFD"),
		)
	}},
	{"control characters and junk", func(t *tester) error {
		s, err := t.setValue("input", `"\u0000\t%zz[::1\n<script>alert(1)</script>"`)
		if err != nil {
			return err
		}
		return first(
			expect("failure", strings.Contains(s.Summary, "Failure: missing-scheme-non-relative-URL"), true),
			expect("no script ran", strings.Contains(s.Summary, "Internal error"), false),
			expect("first issue", s.Issues[0], issue{"invalid-URL-unit", false, "\x00"}),
			s.checkMarksAligned(),
		)
	}},
	{"malformed permalink", func(t *tester) error {
		s, err := t.open("#input=http%3A%2F%2Fh%2F%E0%A4&base=%zz")
		if err != nil {
			return err
		}
		return first(
			expect("input kept as written", s.Input, "http%3A%2F%2Fh%2F%E0%A4"),
			expect("base kept as written", s.Base, "%zz"),
			expect("note", s.hasNote("input= is not valid percent-encoded UTF-8"), true),
		)
	}},
	{"pattern: a match with groups", func(t *tester) error {
		if _, err := t.setValue("base", `""`); err != nil {
			return err
		}
		if _, err := t.typeInto("input", "https://example.com/books/42?x"); err != nil {
			return err
		}
		s, err := t.typeInto("pattern-input", "https://example.com/books/:id{/:part}?")
		if err != nil {
			return err
		}
		p := s.Pattern
		f, err := fragmentState(s.Hash)
		if err != nil {
			return err
		}
		if err := first(
			expect("section shown", p.Hidden, false),
			expect("status", p.Status, "match"),
			expect("hasRegExpGroups", p.RegExp, "hasRegExpGroups: false"),
			expect("columns", p.Heads, []string{"component", "pattern string", "input", "groups"}),
			expect("protocol", p.Rows["protocol"], patternRow{"https", "https", []string{}, []string{}}),
			expect("hostname", p.Rows["hostname"].Pattern, "example.com"),
			expect("port", p.Rows["port"].Pattern, "(empty)"),
			expect("pathname", p.Rows["pathname"], patternRow{"/books/:id/:part?", "/books/42", []string{`id: "42"`, "part: undefined"}, []string{"part"}}),
			expect("search: a wildcard's group", p.Rows["search"], patternRow{"*", "x", []string{`0: "x"`}, []string{}}),
			expect("hash: the empty string, not undefined", p.Rows["hash"], patternRow{"*", "(empty)", []string{`0: ""`}, []string{}}),
			expect("fragment's pattern", f["pattern"], "https://example.com/books/:id{/:part}?"),
			expect("the link's notes gone once edited", s.hasNote("not valid percent-encoded"), false),
		); err != nil {
			return err
		}
		png, err := t.page.Screenshot(t.ctx)
		if err != nil {
			return err
		}
		if err := os.WriteFile(strings.TrimSuffix(t.shot, ".png")+"-pattern.png", png, 0o644); err != nil {
			return err
		}
		t.note = "  (" + s.Timing + ", with the pattern)"
		// The permalink restores it.
		again, err := t.open(s.Hash)
		if err != nil {
			return err
		}
		return first(
			expect("restored pattern", again.Pattern.Input, "https://example.com/books/:id{/:part}?"),
			expect("restored input", again.Input, "https://example.com/books/42?x"),
			expect("restored result", again.Pattern.Rows["pathname"], p.Rows["pathname"]),
		)
	}},
	{"pattern: base and ignoreCase", func(t *tester) error {
		if _, err := t.setValue("base", `"https://example.com/"`); err != nil {
			return err
		}
		if _, err := t.typeInto("input", "/books/7"); err != nil {
			return err
		}
		if _, err := t.setValue("pattern-base", `"https://example.com"`); err != nil {
			return err
		}
		s, err := t.typeInto("pattern-input", `/BOOKS/:id(\d+)`)
		if err != nil {
			return err
		}
		if err := first(
			expect("status, case-sensitive", s.Pattern.Status, "no-match"),
			expect("hasRegExpGroups", s.Pattern.RegExp, "hasRegExpGroups: true"),
			expect("protocol from the base", s.Pattern.Rows["protocol"].Pattern, "https"),
		); err != nil {
			return err
		}
		s, err = t.setChecked("pattern-icase", true)
		if err != nil {
			return err
		}
		f, err := fragmentState(s.Hash)
		if err != nil {
			return err
		}
		again, err := t.open(s.Hash)
		if err != nil {
			return err
		}
		return first(
			expect("status, ignoreCase", s.Pattern.Status, "match"),
			expect("groups", s.Pattern.Rows["pathname"].Groups, []string{`id: "7"`}),
			expect("fragment", []string{f["pbase"], f["icase"]}, []string{"https://example.com", "1"}),
			expect("restored", []any{again.Pattern.Base, again.Pattern.ICase, again.Pattern.Status}, []any{"https://example.com", true, "match"}),
		)
	}},
	{"pattern: constructor error", func(t *tester) error {
		if _, err := t.setChecked("pattern-icase", false); err != nil {
			return err
		}
		if _, err := t.setValue("pattern-base", `""`); err != nil {
			return err
		}
		s, err := t.typeInto("pattern-input", "https://example.com/:id(")
		if err != nil {
			return err
		}
		if err := first(
			expect("status", s.Pattern.Status, "error"),
			expect("shown as an error", strings.HasPrefix(s.Pattern.Text, "Error: new URLPattern() throws a TypeError"), true),
			expect("message", s.Pattern.Error, `urlpattern: pathname "/:id(" at offset 4: unbalanced "(": the regexp group is not closed`),
			expect("no table", len(s.Pattern.Rows), 0),
		); err != nil {
			return err
		}
		// A relative pattern without a base is an error too.
		s, err = t.typeInto("pattern-input", "/books/:id")
		if err != nil {
			return err
		}
		return first(
			expect("relative: status", s.Pattern.Status, "error"),
			expect("relative: message", s.Pattern.Error != "", true),
		)
	}},
	{"data: URLs", func(t *tester) error {
		if _, err := t.setValue("base", `""`); err != nil {
			return err
		}
		// A 1×1 PNG, written with a space and a percent-encoded "/".
		png, err := t.setValue("input", `"data:image/PNG; base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg%3D%3D"`)
		if err != nil {
			return err
		}
		// The image decodes after the render.
		for deadline := time.Now().Add(5 * time.Second); png.Data.Width == 0 && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
			if png, err = t.state(); err != nil {
				return err
			}
		}
		svg, err := t.setValue("input", `"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='9' height='9'/>"`)
		if err != nil {
			return err
		}
		html, err := t.setValue("input", `"data:text/html;base64,PGltZyBzcmM9eCBvbmVycm9yPWFsZXJ0KDEpPg=="`)
		if err != nil {
			return err
		}
		bad, err := t.setValue("input", `"data:image/png;base64,iVBOR="`)
		if err != nil {
			return err
		}
		plain, err := t.setValue("input", `"https://example.com/a.png"`)
		if err != nil {
			return err
		}
		return first(
			expect("PNG: MIME type", png.Data.MIMEType, "image/png"),
			expect("PNG: size", png.Data.Size, "70 bytes"),
			expect("PNG: one image", png.Data.Images, 1),
			expect("PNG: src", png.Data.Src, "data:image/png;base64,iVBORw0KGgoAAAANSU"),
			expect("PNG: decoded width", png.Data.Width, 1),
			expect("SVG: MIME type", svg.Data.MIMEType, "image/svg+xml"),
			expect("SVG: no image", svg.Data.Images, 0),
			expect("SVG: note", strings.Contains(svg.Data.NoPreview, "only PNG, JPEG, GIF and WebP"), true),
			expect("HTML: size", html.Data.Size, "28 bytes"),
			expect("HTML: no image", html.Data.Images, 0),
			expect("bad base64: failure", strings.HasPrefix(bad.Data.Error, "invalid base64"), true),
			expect("bad base64: no image", bad.Data.Images, 0),
			expect("not a data: URL: hidden", plain.Data.Hidden, true),
		)
	}},
	{"first render, first visits", firstRender},
	{"a megabyte of input", func(t *tester) error {
		if _, err := t.setValue("base", `""`); err != nil {
			return err
		}
		plain, err := t.setValue("input", `"http://h/" + "a".repeat(1 << 20)`)
		if err != nil {
			return err
		}
		if plain.Href == nil || !strings.HasSuffix(*plain.Href, "more bytes)") {
			return fmt.Errorf("a megabyte path: href %.80q", deref(plain.Href))
		}
		start := time.Now()
		s, err := t.setValue("input", `"http://h/" + "\\x".repeat(1 << 19)`)
		if err != nil {
			return err
		}
		elapsed := time.Since(start)
		href, err := s.cell("href", 0)
		if err != nil {
			return err
		}
		t.note = fmt.Sprintf("  (plain: %s; half a million errors: %s)", plain.Timing, s.Timing)
		return first(
			expect("href cut", strings.HasSuffix(href.Text, "more bytes)"), true),
			expect("issues listed", len(s.Issues), 200),
			expect("highlights off", s.hasNote("Highlights in the input are drawn for inputs up to"), true),
			expect("no permalink", s.hasNote("No permalink"), true),
			expect("hash cleared", s.Hash, ""),
			expect("rendered within 10 s", elapsed < 10*time.Second, true),
		)
	}},
}

// components are the rows of the viewer's table.
var components = []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// firstRenderLoads is how many first visits the first-render case makes,
// each in a browser context of its own.
const firstRenderLoads = 5

// firstRenderBudget is the time within which the first result must be in
// the DOM after navigation begins, in the median first visit. The median
// rather than every load: the test machine's 2 cores are shared, and a load
// that another program stalls says nothing about the page.
const firstRenderBudget = 1500 * time.Millisecond

// firstRender loads the page as a first visit firstRenderLoads times and
// checks the median time to the first result against firstRenderBudget.
func firstRender(t *tester) error {
	var rendered []int
	var lines []string
	for i := range firstRenderLoads {
		p, err := t.browser.NewIsolatedPage(t.ctx, 1200, 900)
		if err != nil {
			return err
		}
		t.loads++
		err = p.Navigate(t.ctx, fmt.Sprintf("%s/?load=%d#input=https%%3A%%2F%%2Fxn--bcher-kva.example%%2Fa%%2F..%%2Fb&base=", t.origin, t.loads))
		var st startup
		if err == nil {
			err = t.poll(30*time.Second, func() (bool, error) {
				err := p.Eval(t.ctx, `window.weburlStartup || {}`, &st)
				return err == nil && st.Rendered > 0, err
			})
		}
		if exc := p.Exceptions(); len(exc) > 0 && err == nil {
			err = fmt.Errorf("uncaught JavaScript exceptions: %s", strings.Join(exc, "; "))
		}
		if cerr := p.Close(t.ctx); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("load %d: %v", i+1, err)
		}
		rendered = append(rendered, st.Rendered)
		lines = append(lines, fmt.Sprintf("%d/%d/%d/%d", st.Fetched, st.Compiled, st.Started, st.Rendered))
	}
	sorted := slices.Clone(rendered)
	sort.Ints(sorted)
	median := time.Duration(sorted[len(sorted)/2]) * time.Millisecond
	t.note = fmt.Sprintf("  (median %d ms; fetched/compiled/started/rendered per load: %s%s)", median.Milliseconds(), strings.Join(lines, ", "), machineLoad())
	if median > firstRenderBudget {
		return fmt.Errorf("the first result reached the DOM %d ms after navigation began in the median of %d first visits, over the budget of %d ms (each: %v ms; fetched/compiled/started/rendered: %s)%s",
			median.Milliseconds(), firstRenderLoads, firstRenderBudget.Milliseconds(), rendered, strings.Join(lines, ", "), machineLoad())
	}
	return nil
}

// machineLoad describes how busy the machine was, for a message about
// time: "; load average 14.2 on 2 CPUs", or "" where it cannot tell.
func machineLoad() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return ""
	}
	return fmt.Sprintf("; load average %s on %d CPUs", f[0], runtime.NumCPU())
}

func deref(s *string) string {
	if s == nil {
		return "(none)"
	}
	return *s
}
