// Package cdp drives a headless Chromium through the Chrome DevTools
// Protocol over --remote-debugging-pipe: JSON messages separated by NUL
// bytes, written to the browser's file descriptor 3 and read from its 4. It
// knows the few commands the browser test needs and nothing more.
package cdp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// Flags are the Chromium flags the browser is started with, besides the
// profile folder and the pipe: headless, and nothing that reaches out to the
// network on its own.
var Flags = []string{
	"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync",
	"--disable-dev-shm-usage", "--disable-extensions", "--mute-audio", "--hide-scrollbars",
}

// A Browser is a running Chromium.
type Browser struct {
	cmd     *exec.Cmd
	profile string
	out     *os.File // our end of the browser's fd 3
	in      *os.File // our end of the browser's fd 4

	mu      sync.Mutex
	nextID  int64
	waiting map[int64]chan message
	events  []message
	readErr error
	done    chan struct{}
	stderr  lockedBuffer
}

// lockedBuffer is a bytes.Buffer that exec's copying goroutine and Stderr
// may use at once.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.buf.Len() > 1<<20 {
		return len(p), nil
	}
	return l.buf.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

type message struct {
	ID     int64           `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
	SessionID string `json:"sessionId,omitempty"`
}

// Start starts the Chromium at path with a fresh profile folder.
func Start(path string, extraFlags ...string) (*Browser, error) {
	profile, err := os.MkdirTemp("", "viewer-chromium-")
	if err != nil {
		return nil, err
	}
	// The browser reads commands from its fd 3 and writes to its fd 4.
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	resR, resW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	args := append(append([]string{}, Flags...), extraFlags...)
	args = append(args, "--user-data-dir="+profile, "--remote-debugging-pipe", "about:blank")
	b := &Browser{profile: profile, out: cmdW, in: resR, waiting: map[int64]chan message{}, done: make(chan struct{})}
	b.cmd = exec.Command(path, args...)
	b.cmd.ExtraFiles = []*os.File{cmdR, resW}
	b.cmd.Stderr = &b.stderr
	if err := b.cmd.Start(); err != nil {
		os.RemoveAll(profile)
		return nil, fmt.Errorf("starting %s: %w", path, err)
	}
	cmdR.Close()
	resW.Close()
	go b.read()
	return b, nil
}

// read dispatches the browser's messages: replies to their callers, events
// to the log.
func (b *Browser) read() {
	defer close(b.done)
	r := bufio.NewReaderSize(b.in, 1<<20)
	for {
		raw, err := r.ReadBytes(0)
		if err != nil {
			b.mu.Lock()
			if err == io.EOF {
				err = errors.New("the browser closed its pipe")
			}
			b.readErr = err
			for _, ch := range b.waiting {
				close(ch)
			}
			b.waiting = nil
			b.mu.Unlock()
			return
		}
		var m message
		if err := json.Unmarshal(raw[:len(raw)-1], &m); err != nil {
			continue
		}
		b.mu.Lock()
		if m.ID != 0 {
			if ch, ok := b.waiting[m.ID]; ok {
				ch <- m
				delete(b.waiting, m.ID)
			}
		} else if len(b.events) < 10000 {
			b.events = append(b.events, m)
		}
		b.mu.Unlock()
	}
}

// Call sends a command (to a page's session, or to the browser when session
// is "") and decodes its result into result, which may be nil.
func (b *Browser) Call(ctx context.Context, session, method string, params, result any) error {
	b.mu.Lock()
	if b.waiting == nil {
		err := b.readErr
		b.mu.Unlock()
		return fmt.Errorf("%s: %v", method, err)
	}
	b.nextID++
	id := b.nextID
	ch := make(chan message, 1)
	b.waiting[id] = ch
	b.mu.Unlock()

	if params == nil {
		params = struct{}{}
	}
	msg, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params, "sessionId": session})
	if err != nil {
		return err
	}
	if session == "" {
		msg, _ = json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	}
	if _, err := b.out.Write(append(msg, 0)); err != nil {
		return fmt.Errorf("%s: writing to the browser: %w", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: no reply: %v", method, b.readErr)
		}
		if m.Error != nil {
			return fmt.Errorf("%s: %s (%d)", method, m.Error.Message, m.Error.Code)
		}
		if result != nil {
			return json.Unmarshal(m.Result, result)
		}
		return nil
	case <-ctx.Done():
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

// Events returns the events received so far for session whose method is
// method, and forgets them.
func (b *Browser) Events(session, method string) []json.RawMessage {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []json.RawMessage
	kept := b.events[:0]
	for _, m := range b.events {
		if m.SessionID == session && m.Method == method {
			out = append(out, m.Params)
		} else {
			kept = append(kept, m)
		}
	}
	b.events = kept
	return out
}

// A Page is a tab, attached to by a session.
type Page struct {
	b       *Browser
	Session string
	target  string
	context string // the browser context of an isolated page, else ""
}

// NewPage opens a tab at about:blank with the given viewport and enables
// the Page and Runtime domains (so that exceptions are reported).
func (b *Browser) NewPage(ctx context.Context, width, height int) (*Page, error) {
	return b.newPage(ctx, "", width, height)
}

// NewIsolatedPage opens a tab as NewPage does, in a browser context of its
// own, as a new incognito window would: it shares no cache and no renderer
// process with other tabs, so that a load in it is a first visit, with
// nothing compiled before. Close disposes of the context.
func (b *Browser) NewIsolatedPage(ctx context.Context, width, height int) (*Page, error) {
	var created struct{ BrowserContextID string }
	if err := b.Call(ctx, "", "Target.createBrowserContext", map[string]any{"disposeOnDetach": true}, &created); err != nil {
		return nil, err
	}
	return b.newPage(ctx, created.BrowserContextID, width, height)
}

func (b *Browser) newPage(ctx context.Context, browserContext string, width, height int) (*Page, error) {
	params := map[string]any{"url": "about:blank"}
	if browserContext != "" {
		params["browserContextId"] = browserContext
	}
	var created struct{ TargetID string }
	if err := b.Call(ctx, "", "Target.createTarget", params, &created); err != nil {
		return nil, err
	}
	var attached struct{ SessionID string }
	if err := b.Call(ctx, "", "Target.attachToTarget", map[string]any{"targetId": created.TargetID, "flatten": true}, &attached); err != nil {
		return nil, err
	}
	p := &Page{b: b, Session: attached.SessionID, target: created.TargetID, context: browserContext}
	for _, m := range []string{"Page.enable", "Runtime.enable"} {
		if err := b.Call(ctx, p.Session, m, nil, nil); err != nil {
			return nil, err
		}
	}
	err := b.Call(ctx, p.Session, "Emulation.setDeviceMetricsOverride", map[string]any{
		"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false,
	}, nil)
	return p, err
}

// Close closes the tab, and disposes of an isolated page's browser
// context.
func (p *Page) Close(ctx context.Context) error {
	err := p.b.Call(ctx, "", "Target.closeTarget", map[string]any{"targetId": p.target}, nil)
	if p.context != "" {
		if err2 := p.b.Call(ctx, "", "Target.disposeBrowserContext", map[string]any{"browserContextId": p.context}, nil); err == nil {
			err = err2
		}
	}
	return err
}

// Navigate loads url in the page.
func (p *Page) Navigate(ctx context.Context, url string) error {
	var res struct{ ErrorText string }
	if err := p.b.Call(ctx, p.Session, "Page.navigate", map[string]any{"url": url}, &res); err != nil {
		return err
	}
	if res.ErrorText != "" {
		return fmt.Errorf("navigating to %s: %s", url, res.ErrorText)
	}
	return nil
}

// Eval evaluates a JavaScript expression in the page (awaiting it if it is
// a promise) and decodes its value, which must be JSON-serializable, into
// result.
func (p *Page) Eval(ctx context.Context, expr string, result any) error {
	var res struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception *struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	err := p.b.Call(ctx, p.Session, "Runtime.evaluate", map[string]any{
		"expression": expr, "awaitPromise": true, "returnByValue": true,
	}, &res)
	if err != nil {
		return err
	}
	if d := res.ExceptionDetails; d != nil {
		msg := d.Text
		if d.Exception != nil {
			msg = d.Exception.Description
		}
		return fmt.Errorf("evaluating %.80q: %s", expr, msg)
	}
	if result == nil || len(res.Result.Value) == 0 {
		return nil
	}
	return json.Unmarshal(res.Result.Value, result)
}

// InsertText types text into the focused element, as an IME would: one
// input event.
func (p *Page) InsertText(ctx context.Context, text string) error {
	return p.b.Call(ctx, p.Session, "Input.insertText", map[string]any{"text": text}, nil)
}

// Screenshot returns a PNG of the whole page.
func (p *Page) Screenshot(ctx context.Context) ([]byte, error) {
	var res struct{ Data string }
	err := p.b.Call(ctx, p.Session, "Page.captureScreenshot", map[string]any{"format": "png", "captureBeyondViewport": true}, &res)
	if err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(res.Data)
}

// Exceptions returns the uncaught JavaScript exceptions thrown in the page
// since the last call.
func (p *Page) Exceptions() []string {
	var out []string
	for _, raw := range p.b.Events(p.Session, "Runtime.exceptionThrown") {
		var ev struct {
			ExceptionDetails struct {
				Text      string `json:"text"`
				Exception *struct {
					Description string `json:"description"`
				} `json:"exception"`
			} `json:"exceptionDetails"`
		}
		if json.Unmarshal(raw, &ev) != nil {
			continue
		}
		msg := ev.ExceptionDetails.Text
		if e := ev.ExceptionDetails.Exception; e != nil {
			msg += " " + e.Description
		}
		out = append(out, msg)
	}
	return out
}

// Close ends the browser and removes its profile folder.
func (b *Browser) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	_ = b.Call(ctx, "", "Browser.close", nil, nil)
	b.out.Close()
	exited := make(chan error, 1)
	go func() { exited <- b.cmd.Wait() }()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		_ = b.cmd.Process.Kill()
		<-exited
	}
	b.in.Close()
	return os.RemoveAll(b.profile)
}

// Stderr returns what the browser wrote to its standard error, for a
// failure report.
func (b *Browser) Stderr() string {
	return b.stderr.String()
}
