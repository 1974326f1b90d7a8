module github.com/weburl/url/bench

go 1.27

require (
	github.com/nlnwa/whatwg-url v0.6.2
	github.com/weburl/url v0.0.0
)

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/weburl/url => ../
