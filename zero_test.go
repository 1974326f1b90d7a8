package url

import (
	"reflect"
	"strings"
	"testing"
)

// TestZeroURL calls every method of a zero URL: none may panic, the getters
// return "", and the setters other than SetHref leave it the zero URL.
func TestZeroURL(t *testing.T) {
	typ := reflect.TypeFor[*URL]()
	for i := 0; i < typ.NumMethod(); i++ {
		m := typ.Method(i)
		t.Run(m.Name, func(t *testing.T) {
			var u URL
			args := []reflect.Value{reflect.ValueOf(&u)}
			for k := 1; k < m.Type.NumIn(); k++ {
				in := m.Type.In(k)
				switch {
				case m.Type.IsVariadic() && k == m.Type.NumIn()-1:
				case in.Kind() == reflect.String:
					args = append(args, reflect.ValueOf("x"))
				default:
					args = append(args, reflect.Zero(in))
				}
			}
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic: %v", r)
				}
			}()
			out := m.Func.Call(args)
			if len(out) == 1 && out[0].Kind() == reflect.String && out[0].String() != "" && m.Name != "Redacted" {
				t.Errorf("%s() = %q; want \"\"", m.Name, out[0].String())
			}
			if strings.HasPrefix(m.Name, "Set") && m.Name != "SetHref" && !sameURL(&u, &URL{}) {
				t.Errorf("%s changed the zero URL to %+v", m.Name, u)
			}
		})
	}
}

// TestZeroArguments passes the zero URL where methods take a URL.
func TestZeroArguments(t *testing.T) {
	base := mustParseT(t, "https://example.com/a")
	var zero URL
	_ = base.Relative(&zero).String()
	_ = zero.Relative(base).String()
	_ = zero.Ref().String()
	if got := base.ResolveReference(&zero); got == nil || !sameURL(got, &zero) {
		t.Errorf("ResolveReference(zero) = %v", got)
	}
	if Equal(base, &zero, 0) || !Equal(&zero, &URL{}, 0) {
		t.Error("Equal with the zero URL")
	}
	if _, err := zero.Resolve(Ref{}); err == nil {
		t.Error("Resolve against the zero URL succeeded")
	}
}

// TestZeroURLSearchParams checks that the URLSearchParams update steps
// leave a zero URL as the setters do: the list changes, the URL does not.
func TestZeroURLSearchParams(t *testing.T) {
	var u URL
	p := u.SearchParams()
	p.Append("a", "b")
	p.Set("c", "d")
	p.Sort()
	p.Delete("c")
	if !sameURL(&u, &URL{}) {
		t.Errorf("SearchParams' updates changed the zero URL to %q", u.String())
	}
	if got := p.String(); got != "a=b" {
		t.Errorf("the list = %q; want %q", got, "a=b")
	}
}
