package main

import (
	"fmt"
	"strings"

	"github.com/weburl/url"
)

// A field is one of the values a template's placeholders name.
type field uint8

const (
	fieldLiteral field = iota
	fieldHref
	fieldOrigin
	fieldProtocol
	fieldUsername
	fieldPassword
	fieldHost
	fieldHostname
	fieldPort
	fieldPathname
	fieldSearch
	fieldHash
	fieldHostKind
	fieldUnicodeHost
	fieldPublicSuffix
	fieldRegistrableDomain
	fieldCanonical
	fieldSURT
	fieldSSURT
)

// fieldNames are the placeholders' names, in the order the usage text
// lists them.
var fieldNames = [...]string{
	fieldHref:              "href",
	fieldOrigin:            "origin",
	fieldProtocol:          "protocol",
	fieldUsername:          "username",
	fieldPassword:          "password",
	fieldHost:              "host",
	fieldHostname:          "hostname",
	fieldPort:              "port",
	fieldPathname:          "pathname",
	fieldSearch:            "search",
	fieldHash:              "hash",
	fieldHostKind:          "hostKind",
	fieldUnicodeHost:       "unicodeHost",
	fieldPublicSuffix:      "publicSuffix",
	fieldRegistrableDomain: "registrableDomain",
	fieldCanonical:         "canonical",
	fieldSURT:              "surt",
	fieldSSURT:             "ssurt",
}

// A segment of a template is a literal or a field.
type segment struct {
	lit   string
	field field // fieldLiteral for a literal
}

// A template is a compiled TEMPLATE of weburl fmt.
type template struct {
	segs    []segment
	profile url.Profile     // for {canonical}
	surt    url.SURTOptions // for {surt}
	host    bool            // whether a field needs the host as a value
	fields  map[field]bool  // the fields it uses
}

// compileTemplate compiles a template: text with {name} placeholders, and
// {{ and }} for literal braces. The error names what is wrong.
func compileTemplate(text string, profile url.Profile, surt url.SURTOptions) (*template, error) {
	t := &template{profile: profile, surt: surt, fields: map[field]bool{}}
	var lit strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '{' && strings.HasPrefix(text[i:], "{{"), c == '}' && strings.HasPrefix(text[i:], "}}"):
			lit.WriteByte(c)
			i++
		case c == '}':
			return nil, fmt.Errorf("template %q: unmatched } at byte %d (write }} for a literal brace)", text, i)
		case c == '{':
			end := strings.IndexByte(text[i:], '}')
			if end < 0 {
				return nil, fmt.Errorf("template %q: unclosed { at byte %d (write {{ for a literal brace)", text, i)
			}
			name := text[i+1 : i+end]
			f := lookupField(name)
			if f == fieldLiteral {
				return nil, fmt.Errorf("unknown placeholder {%s}; the placeholders are %s", name, placeholderList())
			}
			if lit.Len() > 0 {
				t.segs = append(t.segs, segment{lit: lit.String()})
				lit.Reset()
			}
			t.segs = append(t.segs, segment{field: f})
			t.fields[f] = true
			switch f {
			case fieldHostKind, fieldUnicodeHost, fieldPublicSuffix, fieldRegistrableDomain:
				t.host = true
			}
			i += end
		default:
			lit.WriteByte(c)
		}
	}
	if lit.Len() > 0 {
		t.segs = append(t.segs, segment{lit: lit.String()})
	}
	return t, nil
}

func lookupField(name string) field {
	for f, n := range fieldNames {
		if n == name && f != int(fieldLiteral) {
			return field(f)
		}
	}
	return fieldLiteral
}

// placeholderList lists the placeholders for the usage error.
func placeholderList() string {
	var names []string
	for _, n := range fieldNames[1:] {
		names = append(names, "{"+n+"}")
	}
	return strings.Join(names, " ")
}

// append appends the template filled in with u's values to dst.
func (t *template) append(dst []byte, u *url.URL) []byte {
	var h url.Host
	if t.host {
		h = u.HostValue()
	}
	for _, s := range t.segs {
		switch s.field {
		case fieldLiteral:
			dst = append(dst, s.lit...)
		case fieldHref:
			dst = append(dst, u.Href()...)
		case fieldOrigin:
			dst = append(dst, u.Origin().String()...)
		case fieldProtocol:
			dst = append(dst, u.Protocol()...)
		case fieldUsername:
			dst = append(dst, u.Username()...)
		case fieldPassword:
			dst = append(dst, u.Password()...)
		case fieldHost:
			dst = append(dst, u.Host()...)
		case fieldHostname:
			dst = append(dst, u.Hostname()...)
		case fieldPort:
			dst = append(dst, u.Port()...)
		case fieldPathname:
			dst = append(dst, u.Pathname()...)
		case fieldSearch:
			dst = append(dst, u.Search()...)
		case fieldHash:
			dst = append(dst, u.Hash()...)
		case fieldHostKind:
			dst = append(dst, h.Kind().String()...)
		case fieldUnicodeHost:
			dst = append(dst, h.Unicode()...)
		case fieldPublicSuffix:
			dst = append(dst, h.PublicSuffix()...)
		case fieldRegistrableDomain:
			dst = append(dst, h.RegistrableDomain()...)
		case fieldCanonical:
			dst = append(dst, u.Canonical(t.profile)...)
		case fieldSURT:
			dst = append(dst, u.SURT(t.surt)...)
		case fieldSSURT:
			dst = append(dst, u.SSURT()...)
		}
	}
	return dst
}
