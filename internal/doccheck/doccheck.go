// Package doccheck checks that a package documents itself: its tests call
// Check, so that a new exported identifier without a doc comment, or a new
// entry point without a runnable example, fails the suite.
package doccheck

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// Check reports through t every exported identifier of the package in dir
// (import path importPath) without a doc comment, a missing package doc
// comment, and every exported function and method without a runnable
// example: an Example function with an Output comment, named after it or
// calling it.
func Check(t *testing.T, dir, importPath string) {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files, testFiles []*ast.File
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "_test.go") {
			testFiles = append(testFiles, f)
		} else {
			files = append(files, f)
		}
	}
	pkg, err := doc.NewFromFiles(fset, files, importPath)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(pkg.Doc) == "" {
		t.Error("the package has no doc comment")
	}
	// An entry point is covered by an example named after it, or by a
	// runnable example that calls it.
	examples := map[string]bool{}
	called := map[string]bool{}
	for _, ex := range doc.Examples(testFiles...) {
		if ex.Output == "" && !ex.EmptyOutput {
			continue // not run by go test
		}
		examples[ExampleTarget(ex.Name)] = true
		ast.Inspect(ex.Code, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					called[sel.Sel.Name] = true
				}
			}
			return true
		})
	}
	checkDoc := func(name, d string) {
		if strings.TrimSpace(d) == "" {
			t.Errorf("%s has no doc comment", name)
		}
	}
	checkFunc := func(name, callName, d string) {
		checkDoc(name, d)
		if !examples[name] && !called[callName] {
			t.Errorf("%s has no runnable example", name)
		}
	}
	for _, f := range pkg.Funcs {
		checkFunc(f.Name, f.Name, f.Doc)
	}
	for _, typ := range pkg.Types {
		checkDoc(typ.Name, typ.Doc)
		for _, f := range typ.Funcs {
			checkFunc(f.Name, f.Name, f.Doc)
		}
		for _, m := range typ.Methods {
			if ast.IsExported(m.Name) {
				checkFunc(typ.Name+"_"+m.Name, m.Name, m.Doc)
			}
		}
	}
	for _, group := range append(pkg.Consts, pkg.Vars...) {
		if group.Doc == "" {
			for _, name := range group.Names {
				if ast.IsExported(name) {
					t.Errorf("%s has no doc comment", name)
				}
			}
		}
	}
}

// ExampleTarget returns what an example is for: "URL_SetHost" for
// ExampleURL_SetHost and ExampleURL_SetHost_port.
func ExampleTarget(name string) string {
	if i := strings.LastIndexByte(name, '_'); i >= 0 && i+1 < len(name) && unicode.IsLower(rune(name[i+1])) {
		return name[:i]
	}
	return name
}
