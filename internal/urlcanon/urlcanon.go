// Package urlcanon connects package urlpattern to the parts of the basic URL
// parser that the URL Pattern Standard runs with a state override, without
// making them part of package url's API.
//
// Package url fills in the functions when it is initialized; package
// urlpattern imports package url, so they are set before it can call them.
package urlcanon

var (
	// Hostname runs the basic URL parser on value in the hostname state
	// (a state override) with https://dummy.invalid/ as the URL, and
	// returns the serialized host. It fails where the parser fails; the
	// error is a *url.Error.
	Hostname func(value string) (string, error)

	// Port runs the basic URL parser on value in the port state with
	// https://dummy.invalid/, its scheme set to protocol, as the URL, and
	// returns the serialized port ("" for null, as for the scheme's default
	// port).
	Port func(value, protocol string) (string, error)

	// OpaquePath runs the basic URL parser on value in the opaque path
	// state with https://dummy.invalid/, its path set to the empty string,
	// as the URL, and returns the URL path serialization.
	OpaquePath func(value string) (string, error)
)
