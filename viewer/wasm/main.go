//go:build js && wasm

// Command wasm is the URL viewer's WebAssembly module: it registers
// weburlView(input, base, encoding) on the page's global object, which
// returns view.View's result as JSON, and
// weburlPattern(pattern, patternBase, ignoreCase, input, base), which
// returns view.Pattern's result as JSON, and then waits for calls.
//
// A JavaScript string reaches Go through syscall/js as UTF-8 in which each
// lone surrogate has become U+FFFD, the conversion WebIDL's USVString makes
// before a browser's URL parser sees the string; so the spans View returns
// in UTF-16 code units line up with the page's string.
package main

import (
	"fmt"
	"syscall/js"

	"github.com/weburl/url/viewer/view"
)

func main() {
	js.Global().Set("weburlView", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return call(func(b []byte) []byte { return view.View(str(args, 0), str(args, 1), str(args, 2)).AppendJSON(b) })
	}))
	// web/viewer.js (setupPattern) shows the URL Pattern tester when this
	// is defined.
	js.Global().Set("weburlPattern", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return call(func(b []byte) []byte {
			ignoreCase := len(args) > 2 && args[2].Type() == js.TypeBoolean && args[2].Bool()
			return view.Pattern(str(args, 0), str(args, 1), ignoreCase, str(args, 3), str(args, 4)).AppendJSON(b)
		})
	}))
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("weburl-ready"))
	select {}
}

// str returns args[i] if it is a string, else "" (missing or another type).
func str(args []js.Value, i int) string {
	if i < len(args) && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return ""
}

// call returns the JSON that f appends, as a string. A panic becomes
// {"crash": message} rather than ending the program, so that the page stays
// usable. (The module does without encoding/json: see view/json.go.)
func call(f func(b []byte) []byte) (ret any) {
	defer func() {
		if p := recover(); p != nil {
			b := view.AppendJSONString([]byte(`{"crash":`), fmt.Sprint(p))
			ret = string(append(b, '}'))
		}
	}()
	return string(f(nil))
}
