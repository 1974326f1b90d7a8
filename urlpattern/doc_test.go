package urlpattern

import (
	"go/ast"
	"go/doc"
	goparser "go/parser"
	gotoken "go/token"
	"os"
	"strings"
	"testing"
	"unicode"
)

// TestDocAndExamples checks that every exported identifier has a doc
// comment and every exported function and method a runnable example (an
// Example function with an Output comment, named after it or calling it).
func TestDocAndExamples(t *testing.T) {
	fset := gotoken.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files, testFiles []*ast.File
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := goparser.ParseFile(fset, name, nil, goparser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "_test.go") {
			testFiles = append(testFiles, f)
		} else {
			files = append(files, f)
		}
	}
	pkg, err := doc.NewFromFiles(fset, files, "github.com/weburl/url/urlpattern")
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(pkg.Doc) == "" {
		t.Error("the package has no doc comment")
	}
	examples := map[string]bool{}
	called := map[string]bool{}
	for _, ex := range doc.Examples(testFiles...) {
		if ex.Output == "" && !ex.EmptyOutput {
			continue
		}
		name := ex.Name
		if i := strings.LastIndexByte(name, '_'); i >= 0 && i+1 < len(name) && unicode.IsLower(rune(name[i+1])) {
			name = name[:i]
		}
		examples[name] = true
		ast.Inspect(ex.Code, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					called[sel.Sel.Name] = true
				}
			}
			return true
		})
	}
	checkFunc := func(name, callName, d string) {
		if strings.TrimSpace(d) == "" {
			t.Errorf("%s has no doc comment", name)
		}
		if !examples[name] && !called[callName] {
			t.Errorf("%s has no runnable example", name)
		}
	}
	for _, f := range pkg.Funcs {
		checkFunc(f.Name, f.Name, f.Doc)
	}
	for _, typ := range pkg.Types {
		if strings.TrimSpace(typ.Doc) == "" {
			t.Errorf("%s has no doc comment", typ.Name)
		}
		for _, f := range typ.Funcs {
			checkFunc(f.Name, f.Name, f.Doc)
		}
		for _, m := range typ.Methods {
			if ast.IsExported(m.Name) {
				checkFunc(typ.Name+"_"+m.Name, m.Name, m.Doc)
			}
		}
	}
}
