//go:build js && wasm

// Command wasm is the URL viewer's WebAssembly module: it registers
// weburlView(input, base, encoding) on the page's global object, which
// returns view.View's result as JSON, and then waits for calls.
//
// A JavaScript string reaches Go through syscall/js as UTF-8 in which each
// lone surrogate has become U+FFFD, the conversion WebIDL's USVString makes
// before a browser's URL parser sees the string; so the spans View returns
// in UTF-16 code units line up with the page's string.
package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/weburl/url/viewer/view"
)

func main() {
	js.Global().Set("weburlView", js.FuncOf(viewFunc))
	// The URLPattern tester registers its function here, once package
	// urlpattern exists: weburlPattern(pattern, baseURL, input) returning
	// JSON, which web/viewer.js (setupPattern) shows when it is defined.
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("weburl-ready"))
	select {}
}

// viewFunc is weburlView: three string arguments (a missing or non-string
// one is ""), a JSON string back. A panic becomes {"crash": message} rather
// than ending the program, so that the page stays usable.
func viewFunc(_ js.Value, args []js.Value) (ret any) {
	defer func() {
		if p := recover(); p != nil {
			b, _ := json.Marshal(map[string]string{"crash": fmt.Sprint(p)})
			ret = string(b)
		}
	}()
	arg := func(i int) string {
		if i < len(args) && args[i].Type() == js.TypeString {
			return args[i].String()
		}
		return ""
	}
	b, err := json.Marshal(view.View(arg(0), arg(1), arg(2)))
	if err != nil {
		b, _ = json.Marshal(map[string]string{"crash": err.Error()})
	}
	return string(b)
}
