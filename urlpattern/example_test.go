package urlpattern_test

import (
	"errors"
	"fmt"

	"github.com/weburl/url"
	"github.com/weburl/url/urlpattern"
)

func ExampleNew() {
	p, err := urlpattern.New("https://*.example.com/books/:id")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Test("https://store.example.com/books/42"))
	fmt.Println(p.Test("https://example.org/books/42"))
	fmt.Println(p.Hostname(), p.Pathname(), p.Port() == "")
	// Output:
	// true
	// false
	// *.example.com /books/:id true
}

func ExampleNew_baseURL() {
	p, err := urlpattern.New("/books/:id", "https://example.com")
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	// Output: https://example.com/books/:id
}

func ExampleNew_error() {
	_, err := urlpattern.New("https://example.com/:id(\\d+")
	fmt.Println(err)
	// Output: urlpattern: pathname "/:id(\\d+" at offset 4: unbalanced "(": the regexp group is not closed
}

func ExampleNewInit() {
	p, err := urlpattern.NewInit(urlpattern.Init{Pathname: new("/users/:name")})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Protocol(), p.Hostname(), p.Pathname())
	fmt.Println(p.Test("ftp://any.host/users/ann"))
	// Output:
	// * * /users/:name
	// true
}

func ExampleOptions_New() {
	p, err := urlpattern.Options{IgnoreCase: true}.New("https://example.com/Books/*")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Test("https://example.com/books/x"))
	// Output: true
}

func ExampleOptions_NewInit() {
	p, err := urlpattern.Options{IgnoreCase: true}.NewInit(urlpattern.Init{Search: new("q=:term")})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Exec("https://example.com/?Q=go").Search().Groups)
	// Output: [{term go true}]
}

func ExamplePattern_Exec() {
	p, err := urlpattern.New("https://example.com/:lang/docs{/:section}?")
	if err != nil {
		panic(err)
	}
	r := p.Exec("https://example.com/en/docs")
	lang, _ := r.Pathname().Get("lang")
	section, matched := r.Pathname().Get("section")
	fmt.Printf("%q %q %v\n", lang, section, matched)
	fmt.Println(p.Exec("https://example.com/en/blog") == nil)
	// Output:
	// "en" "" false
	// true
}

func ExamplePattern_ExecInit() {
	p, err := urlpattern.NewInit(urlpattern.Init{Hostname: new("{:sub.}?example.com")})
	if err != nil {
		panic(err)
	}
	r := p.ExecInit(urlpattern.Init{Hostname: new("API.example.com")})
	fmt.Println(r.Hostname().Input, r.Hostname().Groups)
	// Output: api.example.com [{sub api true}]
}

func ExamplePattern_ExecURL() {
	p, err := urlpattern.New("http{s}?://example.com/*")
	if err != nil {
		panic(err)
	}
	u, err := url.Parse("http://example.com/a/b?c")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.ExecURL(u).Pathname().Groups)
	// Output: [{0 a/b true}]
}

func ExamplePattern_Test() {
	p, err := urlpattern.New("https://example.com/:year(\\d{4})/:slug")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Test("https://example.com/2024/hello"))
	fmt.Println(p.Test("https://example.com/24/hello"))
	fmt.Println(p.Test("../2025/x", "https://example.com/2024/hello"))
	fmt.Println(p.HasRegExpGroups())
	// Output:
	// true
	// false
	// true
	// true
}

func ExamplePattern_TestInit() {
	p, err := urlpattern.New("https://example.com/api/*")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.TestInit(urlpattern.Init{Pathname: new("/api/v1"), BaseURL: new("https://example.com")}))
	// Output: true
}

func ExamplePattern_TestURL() {
	p, err := urlpattern.New("https://example.com/*")
	if err != nil {
		panic(err)
	}
	u, err := url.Parse("HTTPS://EXAMPLE.COM/x")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.TestURL(u))
	// Output: true
}

func ExamplePattern_String() {
	p, err := urlpattern.NewInit(urlpattern.Init{Protocol: new("https"), Hostname: new("example.com"), Pathname: new("/a/:b")})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.String())
	fmt.Println(p.Username(), p.Password(), p.Search(), p.Hash())
	// Output:
	// https://example.com:*/a/:b
	// * * * *
}

func ExampleResult_Component() {
	p, err := urlpattern.New("https://example.com/:id")
	if err != nil {
		panic(err)
	}
	r := p.Exec("https://example.com/7")
	c, ok := r.Component("pathname")
	fmt.Println(r.Inputs, c.Groups, ok)
	_, ok = r.Component("path")
	fmt.Println(ok)
	// Output:
	// [https://example.com/7] [{id 7 true}] true
	// false
}

func ExampleComponentResult_Get() {
	p, err := urlpattern.New("https://example.com/files/:name{.:ext}?")
	if err != nil {
		panic(err)
	}
	r := p.Exec("https://example.com/files/readme")
	ext, matched := r.Pathname().Get("ext")
	fmt.Printf("%q %v\n", ext, matched)
	// Output: "" false
}

func ExampleRegexpError() {
	_, err := urlpattern.New("https://example.com/:id((?!new)\\w+)")
	var re *urlpattern.RegexpError
	if errors.As(err, &re) {
		fmt.Println(re.Unsupported, re.Error())
	}
	// Output: true regexp "(?!new)\\w+" at offset 0: lookahead is not supported (it needs backtracking)
}

func ExampleError() {
	_, err := urlpattern.NewInit(urlpattern.Init{Pathname: new("/:a/:a")})
	var pe *urlpattern.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Component, pe.Offset, pe.Msg)
		fmt.Println(pe.Error())
		fmt.Println(pe.Unwrap() == nil)
	}
	// Output:
	// pathname 4 duplicate group name "a"
	// urlpattern: pathname "/:a/:a" at offset 4: duplicate group name "a"
	// true
}

func ExampleCompareComponent() {
	a, _ := urlpattern.NewInit(urlpattern.Init{Pathname: new("/books/:id")})
	b, _ := urlpattern.NewInit(urlpattern.Init{Pathname: new("/books/*")})
	c, _ := urlpattern.NewInit(urlpattern.Init{Pathname: new("/books/new")})
	ab, _ := urlpattern.CompareComponent("pathname", a, b)
	ac, _ := urlpattern.CompareComponent("pathname", a, c)
	fmt.Println(ab, ac)
	// Output: 1 -1
}

func ExamplePattern_Generate() {
	p, err := urlpattern.New("https://{:shop.}example.com/books/:title")
	if err != nil {
		panic(err)
	}
	path, _ := p.Generate("pathname", map[string]string{"title": "Go & you"})
	host, _ := p.Generate("hostname", map[string]string{"shop": "Bücher"})
	_, err = p.Generate("pathname", map[string]string{"title": "a/b"})
	fmt.Println(path, host)
	fmt.Println(err)
	// Output:
	// /books/Go%20&%20you xn--bcher-kva.example.com
	// urlpattern: pathname "a/b": the value for the group "title" is not one segment
}

func ExampleRouter() {
	r := urlpattern.NewRouter[string](urlpattern.RegistrationOrder)
	for _, route := range []string{"/books/:id", "/books/:id/reviews", "/*"} {
		p, err := urlpattern.New(route, "https://example.com")
		if err != nil {
			panic(err)
		}
		r.Add(p, route)
	}
	route, res, ok := r.Match("https://example.com/books/7/reviews")
	fmt.Println(route, res.Pathname().Groups, ok, r.Len())
	// Output: /books/:id/reviews [{id 7 true}] true 3
}

func ExampleNewRouter() {
	r := urlpattern.NewRouter[int](urlpattern.SpecificityOrder)
	general, _ := urlpattern.New("https://example.com/*")
	specific, _ := urlpattern.New("https://example.com/admin/*")
	r.Add(general, 1)
	r.Add(specific, 2)
	v, ok := r.Lookup("https://example.com/admin/users")
	fmt.Println(v, ok)
	// Output: 2 true
}

func ExampleRouter_MatchURL() {
	r := urlpattern.NewRouter[string](urlpattern.RegistrationOrder)
	p, _ := urlpattern.New("https://:sub.example.com/*")
	r.Add(p, "subdomain")
	u, _ := url.Parse("https://docs.example.com/x")
	v, res, ok := r.MatchURL(u)
	sub, _ := res.Hostname().Get("sub")
	fmt.Println(v, sub, ok)
	// Output: subdomain docs true
}

func ExamplePattern_ExecTo() {
	p, err := urlpattern.New("https://example.com/books/:id")
	if err != nil {
		panic(err)
	}
	var r urlpattern.Result // reused from match to match
	for _, u := range []string{"https://example.com/books/1", "https://example.com/x", "https://example.com/books/2"} {
		ok := p.ExecTo(&r, u)
		id, _ := r.Pathname().Get("id")
		fmt.Println(ok, id)
	}
	// Output:
	// true 1
	// false 1
	// true 2
}

func ExampleRouter_MatchTo() {
	r := urlpattern.NewRouter[string](urlpattern.RegistrationOrder)
	p, _ := urlpattern.New("https://example.com/users/:user")
	r.Add(p, "user")
	var res urlpattern.Result // reused from request to request
	for _, u := range []string{"https://example.com/users/ann", "https://example.com/users/bob"} {
		v, ok := r.MatchTo(&res, u)
		user, _ := res.Pathname().Get("user")
		fmt.Println(v, ok, user)
	}
	// Output:
	// user true ann
	// user true bob
}
