module github.com/weburl/url/viewer

go 1.26.0

require github.com/weburl/url v0.0.0

require (
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/weburl/url => ../
