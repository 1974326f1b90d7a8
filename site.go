package url

import (
	"strings"

	"golang.org/x/net/publicsuffix"
)

// PublicSuffix returns the URL Standard's "host public suffix": for a
// domain, the part of it that the Public Suffix List says is a public
// suffix ("com" for "www.example.com", "github.io" for "whatwg.github.io",
// "example" for "localhost.example" by the list's default rule), with the
// domain's trailing dot kept ("com." for "example.com."). It is "" (the
// standard's null) for every other kind of host.
//
// The list is the snapshot compiled into golang.org/x/net/publicsuffix,
// private domains included, as browsers use it. As the standard warns, the
// list differs between clients and over time: prefer origins for security
// decisions.
func (h Host) PublicSuffix() string {
	if h.kind != HostDomain {
		return ""
	}
	d := strings.TrimSuffix(h.s, ".")
	ps, _ := publicsuffix.PublicSuffix(d)
	// ps is a suffix of d made of whole labels; the domain's own trailing
	// dot goes back on.
	return h.s[len(d)-len(ps):]
}

// RegistrableDomain returns the URL Standard's "host registrable domain":
// for a domain, its public suffix and the label before it ("example.com"
// for "www.example.com", "example.com." for "example.com."). It is "" (the
// standard's null) when the domain is itself a public suffix ("com",
// "github.io"), and for every other kind of host. Labels are the
// standard's, split at every dot, so an empty label counts as one.
func (h Host) RegistrableDomain() string {
	ps := h.PublicSuffix()
	if ps == "" || len(ps) >= len(h.s) {
		return ""
	}
	rest := h.s[:len(h.s)-len(ps)]
	if rest[len(rest)-1] != '.' {
		return "" // not at a label boundary; the list never answers so
	}
	rest = rest[:len(rest)-1]
	return h.s[strings.LastIndexByte(rest, '.')+1:]
}

// HostValue returns a tuple origin's host as a value (a domain, an IPv4
// or an IPv6 address), and the zero Host for an opaque origin.
func (o Origin) HostValue() Host {
	switch {
	case o.opaque != nil || o.host == "":
		return Host{}
	case o.host[0] == '[':
		return Host{s: o.host, kind: HostIPv6}
	case endsInANumber(o.host):
		// A domain never ends in a number: the host parser reads such a
		// host as an IPv4 address.
		return Host{s: o.host, kind: HostIPv4}
	}
	return Host{s: o.host, kind: HostDomain}
}

// RegistrableDomain returns the registrable domain of a tuple origin's
// host (see Host.RegistrableDomain), or "" when it has none or the origin
// is opaque.
func (o Origin) RegistrableDomain() string { return o.HostValue().RegistrableDomain() }

// SchemelesslySameSite reports whether o and p are "schemelessly same
// site", as the HTML Standard defines it: the same opaque origin, or two
// tuple origins whose hosts are equal and have no registrable domain (IP
// addresses, public suffixes such as "github.io"), or whose hosts have the
// same registrable domain. Schemes and ports do not matter:
// https://example.com and http://www.example.com:8080 are schemelessly same
// site.
func (o Origin) SchemelesslySameSite(p Origin) bool {
	if o.opaque != nil || p.opaque != nil {
		return o.opaque == p.opaque
	}
	ra := o.RegistrableDomain()
	if o.host == p.host && ra == "" {
		return true
	}
	return ra != "" && ra == p.RegistrableDomain()
}

// SameSite reports whether o and p are "same site", as the HTML Standard
// defines it: they obtain the same site, that is, they are the same opaque
// origin, or tuple origins with the same scheme whose hosts have the same
// registrable domain or, without one, are equal. This is schemelessly same
// site and the same scheme: https://example.com and
// https://www.example.com:8080 are same site, https://example.com and
// http://example.com are not.
func (o Origin) SameSite(p Origin) bool {
	if o.opaque != nil || p.opaque != nil {
		return o.opaque == p.opaque
	}
	return o.scheme == p.scheme && o.siteHost() == p.siteHost()
}

// siteHost returns the host of the site a tuple origin obtains: its
// host's registrable domain, or the host when that is null.
func (o Origin) siteHost() string {
	if r := o.RegistrableDomain(); r != "" {
		return r
	}
	return o.host
}
