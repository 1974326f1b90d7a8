package cdp

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as a fake browser: started with
// CDP_FAKE_BROWSER=1, it speaks the pipe protocol on fds 3 and 4 with
// canned replies, so that the client is tested without Chromium.
func TestMain(m *testing.M) {
	if os.Getenv("CDP_FAKE_BROWSER") == "1" {
		fakeBrowser()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeBrowser() {
	in := bufio.NewReader(os.NewFile(3, "commands"))
	out := os.NewFile(4, "replies")
	send := func(v any) {
		b, _ := json.Marshal(v)
		out.Write(append(b, 0))
	}
	for {
		raw, err := in.ReadBytes(0)
		if err != nil {
			return
		}
		var m struct {
			ID        int64          `json:"id"`
			Method    string         `json:"method"`
			Params    map[string]any `json:"params"`
			SessionID string         `json:"sessionId"`
		}
		if json.Unmarshal(raw[:len(raw)-1], &m) != nil {
			continue
		}
		reply := func(result any) { send(map[string]any{"id": m.ID, "result": result}) }
		switch m.Method {
		case "Target.createTarget":
			reply(map[string]any{"targetId": "T1"})
		case "Target.attachToTarget":
			reply(map[string]any{"sessionId": "S-" + m.Params["targetId"].(string)})
		case "Page.enable", "Runtime.enable", "Emulation.setDeviceMetricsOverride", "Input.insertText":
			reply(map[string]any{})
		case "Page.navigate":
			url, _ := m.Params["url"].(string)
			if strings.Contains(url, "throw") {
				send(map[string]any{"method": "Runtime.exceptionThrown", "sessionId": m.SessionID,
					"params": map[string]any{"exceptionDetails": map[string]any{"text": "Uncaught", "exception": map[string]any{"description": "Error: boom"}}}})
			}
			if strings.Contains(url, "unreachable") {
				reply(map[string]any{"frameId": "F", "errorText": "net::ERR_CONNECTION_REFUSED"})
				continue
			}
			reply(map[string]any{"frameId": "F"})
		case "Runtime.evaluate":
			expr, _ := m.Params["expression"].(string)
			if expr == "bad" {
				reply(map[string]any{"result": map[string]any{"type": "object"}, "exceptionDetails": map[string]any{"text": "Uncaught", "exception": map[string]any{"description": "ReferenceError: bad is not defined"}}})
				continue
			}
			reply(map[string]any{"result": map[string]any{"type": "object", "value": map[string]any{"expr": expr, "session": m.SessionID}}})
		case "Page.captureScreenshot":
			reply(map[string]any{"data": base64.StdEncoding.EncodeToString([]byte("\x89PNG fake"))})
		case "Browser.close":
			reply(map[string]any{})
			return
		default:
			send(map[string]any{"id": m.ID, "error": map[string]any{"code": -32601, "message": "'" + m.Method + "' wasn't found"}})
		}
	}
}

func TestClientAgainstFakeBrowser(t *testing.T) {
	t.Setenv("CDP_FAKE_BROWSER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Start(exe)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	p, err := b.NewPage(ctx, 800, 600)
	if err != nil {
		t.Fatal(err)
	}
	if p.Session != "S-T1" {
		t.Errorf("session %q, want S-T1", p.Session)
	}

	var v struct{ Expr, Session string }
	if err := p.Eval(ctx, "1 + 1", &v); err != nil || v.Expr != "1 + 1" || v.Session != "S-T1" {
		t.Errorf("Eval: %+v, %v", v, err)
	}
	if err := p.Eval(ctx, "bad", nil); err == nil || !strings.Contains(err.Error(), "ReferenceError: bad is not defined") {
		t.Errorf("Eval of a throwing expression: %v", err)
	}

	if err := p.Navigate(ctx, "http://127.0.0.1/throw"); err != nil {
		t.Fatal(err)
	}
	// The event was written before the reply, so it has been read.
	if got := p.Exceptions(); len(got) != 1 || !strings.Contains(got[0], "Error: boom") {
		t.Errorf("exceptions %q, want one with Error: boom", got)
	}
	if got := p.Exceptions(); len(got) != 0 {
		t.Errorf("exceptions again: %q, want none", got)
	}
	if err := p.Navigate(ctx, "http://127.0.0.1/unreachable"); err == nil || !strings.Contains(err.Error(), "ERR_CONNECTION_REFUSED") {
		t.Errorf("Navigate to an unreachable page: %v", err)
	}

	png, err := p.Screenshot(ctx)
	if err != nil || string(png) != "\x89PNG fake" {
		t.Errorf("Screenshot: %q, %v", png, err)
	}
	if err := p.InsertText(ctx, "x"); err != nil {
		t.Errorf("InsertText: %v", err)
	}
	if err := b.Call(ctx, "", "No.such", nil, nil); err == nil || !strings.Contains(err.Error(), "wasn't found (-32601)") {
		t.Errorf("unknown method: %v", err)
	}

	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	// The browser has gone: a call fails rather than hangs.
	if err := b.Call(ctx, "", "Page.enable", nil, nil); err == nil {
		t.Error("a call after Close succeeded")
	}
}
