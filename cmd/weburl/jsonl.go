package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/weburl/url"
	"github.com/weburl/url/dataurl"
	"github.com/weburl/url/mimetype"
)

// request is one decoded request line. A nil pointer is an absent (or null)
// member. Which of Input, Href (or Setter or Value), Params, SameSite,
// DataURL, MIMEType, ContentType, PathToFileURL, FileURLToPath,
// PercentEncode and PercentDecode is set tells the kind of request.
type request struct {
	Input *string // parse: the string to parse
	Base  *string // parse: the base URL, if any

	Href   *string // setter: the URL to modify
	Setter *string // setter: the name of the setter
	Value  *string // setter: the new value
	// setter: whether the response says if the setter refused the value
	Refusal *bool

	Params *string // URLSearchParams: the string to parse

	SameSite *[]string // sites: two URL strings

	DataURL     *string   // data: URL: the string to parse and process
	MIMEType    *string   // MIME type: the string to parse
	ContentType *[]string // Content-Type: the header values, in order

	PathToFileURL *string // file path: the path to convert to a file: URL
	FileURLToPath *string // file path: the URL whose file path is wanted
	Windows       *bool   // file path: Windows paths, not POSIX ones

	PercentEncode *string // percent-encoding: the string to encode
	Set           *string // percent-encoding: the name of the set
	PercentDecode *string // percent-decoding: the string to decode

	Canonicalize  *string // canonicalization: the URL, parsed without a base
	SURT          *string // SURT key: the URL, parsed without a base
	SSURT         *string // SSURT key: the URL, parsed without a base
	Profile       *string // canonicalization and SURT: the profile's name
	Scheme        *bool   // SURT: whether the key has the scheme (default true)
	TrailingComma *bool   // SURT: whether the host ends with a comma (default true)
	WWW           *bool   // SURT: whether a leading "www" label is kept (default true)

	Encoding *string // an encoding label
	Validate *bool   // whether validation errors are wanted
	Host     *bool   // whether the host's value is wanted
}

// decodeRequest decodes one request line. Member names are matched exactly,
// and unknown members are errors.
func decodeRequest(line []byte) (*request, error) {
	var members map[string]json.RawMessage
	var typeErr *json.UnmarshalTypeError
	switch err := json.Unmarshal(line, &members); {
	case errors.As(err, &typeErr) || err == nil && members == nil:
		return nil, errors.New("request is not a JSON object")
	case err != nil:
		return nil, fmt.Errorf("invalid JSON: %v", err)
	}
	r := new(request)
	// Sorted, so that the first of several errors is reported
	// deterministically.
	for _, name := range slices.Sorted(maps.Keys(members)) {
		raw := members[name]
		var err error
		switch name {
		case "input":
			err = decodeMember(raw, &r.Input)
			if err == nil && r.Input == nil {
				err = errors.New("null")
			}
		case "base":
			err = decodeMember(raw, &r.Base)
		case "href":
			err = decodeMember(raw, &r.Href)
		case "setter":
			err = decodeMember(raw, &r.Setter)
		case "value":
			err = decodeMember(raw, &r.Value)
		case "refusal":
			err = decodeMember(raw, &r.Refusal)
		case "params":
			err = decodeMember(raw, &r.Params)
		case "encoding":
			err = decodeMember(raw, &r.Encoding)
		case "validate":
			err = decodeMember(raw, &r.Validate)
		case "host":
			err = decodeMember(raw, &r.Host)
		case "sameSite":
			err = decodeMember(raw, &r.SameSite)
			if err == nil && (r.SameSite == nil || len(*r.SameSite) != 2) {
				err = errors.New("not two strings")
			}
		case "dataURL":
			err = decodeMember(raw, &r.DataURL)
			if err == nil && r.DataURL == nil {
				err = errors.New("null")
			}
		case "mimeType":
			err = decodeMember(raw, &r.MIMEType)
			if err == nil && r.MIMEType == nil {
				err = errors.New("null")
			}
		case "contentType":
			err = decodeMember(raw, &r.ContentType)
			if err == nil && r.ContentType == nil {
				err = errors.New("null")
			}
		case "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt", "ssurt":
			dst := map[string]**string{"pathToFileURL": &r.PathToFileURL, "fileURLToPath": &r.FileURLToPath,
				"percentEncode": &r.PercentEncode, "percentDecode": &r.PercentDecode,
				"canonicalize": &r.Canonicalize, "surt": &r.SURT, "ssurt": &r.SSURT}[name]
			err = decodeMember(raw, dst)
			if err == nil && *dst == nil {
				err = errors.New("null")
			}
		case "windows":
			err = decodeMember(raw, &r.Windows)
		case "set":
			err = decodeMember(raw, &r.Set)
		case "profile":
			err = decodeMember(raw, &r.Profile)
		case "scheme":
			err = decodeMember(raw, &r.Scheme)
		case "trailingComma":
			err = decodeMember(raw, &r.TrailingComma)
		case "www":
			err = decodeMember(raw, &r.WWW)
		default:
			return nil, fmt.Errorf("unknown member %q", name)
		}
		if err != nil {
			kind := "a string"
			switch name {
			case "validate", "host", "windows", "refusal", "scheme", "trailingComma", "www":
				kind = "a boolean"
			case "sameSite":
				kind = "an array of two strings"
			case "contentType":
				kind = "an array of strings"
			}
			switch name {
			case "input", "sameSite", "dataURL", "mimeType", "contentType", "pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode",
				"canonicalize", "surt", "ssurt":
			default:
				kind += " or null"
			}
			return nil, fmt.Errorf("%q must be %s", name, kind)
		}
	}
	return r, nil
}

// decodeMember decodes a member value into *dst, which must be a pointer to
// a pointer so that null leaves it nil.
func decodeMember[T any](raw json.RawMessage, dst **T) error {
	return json.Unmarshal(raw, dst)
}

// errorResponse answers a request that could not be understood.
type errorResponse struct {
	Error string `json:"error"`
}

// failureResponse answers a request whose URL does not parse.
// ValidationErrors is nil, and left out, unless validation errors were
// asked for.
type failureResponse struct {
	Failure          bool     `json:"failure"`
	Error            string   `json:"error"`
	ValidationErrors []string `json:"validationErrors,omitzero"`
}

// validatedResponse answers a parse request that asked for validation
// errors: the components, then the errors. ValidationErrors is never nil.
type validatedResponse struct {
	components
	ValidationErrors []string `json:"validationErrors"`
}

// setters maps the setter names of a setter request to the URL API's
// setters, which return the refusal of a value they do not take. The href
// setter, whose refusal is a failure (JavaScript's TypeError), is handled
// apart.
var setters = map[string]func(*url.URL, string) error{
	"protocol": (*url.URL).SetProtocol,
	"username": (*url.URL).SetUsername,
	"password": (*url.URL).SetPassword,
	"host":     (*url.URL).SetHost,
	"hostname": (*url.URL).SetHostname,
	"port":     (*url.URL).SetPort,
	"pathname": (*url.URL).SetPathname,
	"search":   func(u *url.URL, v string) error { u.SetSearch(v); return nil },
	"hash":     func(u *url.URL, v string) error { u.SetHash(v); return nil },
}

// refusalResponse answers a setter request with "refusal": true: the
// components, then the setter's refusal, or null when it took the value.
type refusalResponse struct {
	components
	Refusal *string `json:"refusal"`
}

// A server answers the requests of one run of weburl jsonl.
type server struct {
	// parsers caches the parser, or the error, for each encoding label
	// that requests have named, so that a batch does not build the same
	// parser again for each request.
	parsers map[string]parserOrError
	// encoders does the same for the PercentEncoders of percentEncode
	// requests.
	encoders map[string]encoderOrError
}

type parserOrError struct {
	p   *url.Parser
	err error
}

// encoder returns the PercentEncoder for an encoding label, cached as
// parser caches the parsers.
func (s *server) encoder(label string) (*url.PercentEncoder, error) {
	if e, ok := s.encoders[label]; ok {
		return e.e, e.err
	}
	e, err := url.NewPercentEncoder(label)
	if s.encoders == nil || len(s.encoders) >= maxParsers {
		s.encoders = make(map[string]encoderOrError)
	}
	s.encoders[label] = encoderOrError{e, err}
	return e, err
}

type encoderOrError struct {
	e   *url.PercentEncoder
	err error
}

// maxParsers bounds the size of the parser cache, which a client sending
// many distinct labels would otherwise grow without end.
const maxParsers = 64

// parser returns the parser for an encoding label.
func (s *server) parser(label string) (*url.Parser, error) {
	if e, ok := s.parsers[label]; ok {
		return e.p, e.err
	}
	p, err := url.NewParser(url.WithEncoding(label))
	if s.parsers == nil || len(s.parsers) >= maxParsers {
		s.parsers = make(map[string]parserOrError)
	}
	s.parsers[label] = parserOrError{p, err}
	return p, err
}

// answer returns the response to one request line (without its line
// ending).
func (s *server) answer(line []byte) any {
	if len(bytes.Trim(line, " \t\r\n")) == 0 {
		return errorResponse{"empty line"}
	}
	var members map[string]json.RawMessage
	if json.Unmarshal(line, &members) == nil && isPatternRequest(members) {
		return answerPattern(members)
	}
	r, err := decodeRequest(line)
	if err != nil {
		if bytes.HasPrefix(line, []byte(bom)) {
			return errorResponse{err.Error() + " (the line starts with a byte order mark, U+FEFF, which only the very start of the input may have)"}
		}
		return errorResponse{err.Error()}
	}
	isSetter := r.Href != nil || r.Setter != nil || r.Value != nil
	isFilePath := r.PathToFileURL != nil || r.FileURLToPath != nil
	isCanon := r.Canonicalize != nil || r.SURT != nil || r.SSURT != nil
	isOther := isSetter || r.Params != nil || r.SameSite != nil || r.DataURL != nil || r.MIMEType != nil || r.ContentType != nil ||
		isFilePath || r.PercentEncode != nil || r.PercentDecode != nil || isCanon
	switch {
	case countTrue(r.Input != nil, isSetter, r.Params != nil, r.SameSite != nil, r.DataURL != nil, r.MIMEType != nil, r.ContentType != nil,
		r.PathToFileURL != nil, r.FileURLToPath != nil, r.PercentEncode != nil, r.PercentDecode != nil,
		r.Canonicalize != nil, r.SURT != nil, r.SSURT != nil) > 1:
		return errorResponse{`a request has only one of "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", ` +
			`"pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" and "ssurt"`}
	case r.Profile != nil && r.Canonicalize == nil && r.SURT == nil:
		return errorResponse{`"profile" is a member of canonicalize and surt requests only`}
	case (r.Scheme != nil || r.TrailingComma != nil || r.WWW != nil) && r.SURT == nil:
		return errorResponse{`"scheme", "trailingComma" and "www" are members of surt requests only`}
	case r.Refusal != nil && !isSetter:
		return errorResponse{`"refusal" is a member of setter requests only`}
	case r.Windows != nil && !isFilePath:
		return errorResponse{`"windows" is a member of pathToFileURL and fileURLToPath requests only`}
	case r.Set != nil && r.PercentEncode == nil:
		return errorResponse{`"set" is a member of percentEncode requests only`}
	case r.PercentEncode != nil && (r.Base != nil || r.Validate != nil || r.Host != nil):
		return errorResponse{`a percentEncode request has only "percentEncode", "set" and "encoding"`}
	case r.PercentEncode != nil:
		return s.answerPercentEncode(r)
	case isOther && (r.Base != nil || r.Encoding != nil || r.Validate != nil || r.Host != nil):
		return errorResponse{`"base", "encoding", "validate" and "host" are members of parse requests only`}
	case isSetter:
		return answerSetter(r)
	case r.Params != nil:
		return answerParams(r)
	case r.SameSite != nil:
		return answerSameSite(*r.SameSite)
	case r.DataURL != nil:
		return answerDataURL(*r.DataURL)
	case r.MIMEType != nil:
		return answerMIMEType(*r.MIMEType)
	case r.ContentType != nil:
		return answerContentType(*r.ContentType)
	case r.PathToFileURL != nil:
		return answerPathToFileURL(*r.PathToFileURL, r.Windows != nil && *r.Windows)
	case r.FileURLToPath != nil:
		return answerFileURLToPath(*r.FileURLToPath, r.Windows != nil && *r.Windows)
	case r.PercentDecode != nil:
		return percentDecodeResponse{hex.EncodeToString([]byte(url.PercentDecode(*r.PercentDecode)))}
	case isCanon:
		return answerCanonical(r)
	case r.Input == nil:
		return errorResponse{`request has no "input", "href", "params", "sameSite", "dataURL", "mimeType", "contentType", ` +
			`"pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode", "canonicalize", "surt" or "ssurt"`}
	}
	withHost := r.Host != nil && *r.Host
	var p *url.Parser // nil parses as url.Parse does, with UTF-8
	if r.Encoding != nil {
		if p, err = s.parser(*r.Encoding); err != nil {
			return errorResponse{err.Error()}
		}
	}
	if r.Validate != nil && *r.Validate {
		return answerValidate(p, r, withHost)
	}
	u, err := parse(p, *r.Input, r.Base)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	if withHost {
		return hostResponse{componentsOf(u), hostInfoOf(u.HostValue())}
	}
	return componentsOf(u)
}

// answerValidate answers a parse request with "validate": true. Only the
// validation errors of the input are reported, not those of the base.
func answerValidate(p *url.Parser, r *request, withHost bool) any {
	names := []string{}
	b, err := parseBase(r.Base)
	if err != nil {
		return failureResponse{true, err.Error(), names}
	}
	u, verrs, err := p.ParseValidate(*r.Input, b)
	for _, e := range verrs {
		names = append(names, e.Code.String())
	}
	if err != nil {
		return failureResponse{true, err.Error(), names}
	}
	if withHost {
		return validatedHostResponse{componentsOf(u), names, hostInfoOf(u.HostValue())}
	}
	return validatedResponse{componentsOf(u), names}
}

// hostResponse answers a parse request with "host": true.
type hostResponse struct {
	components
	HostInfo hostInfo `json:"hostInfo"`
}

// validatedHostResponse answers a parse request with "validate": true and
// "host": true.
type validatedHostResponse struct {
	components
	ValidationErrors []string `json:"validationErrors"`
	HostInfo         hostInfo `json:"hostInfo"`
}

// hostInfo is the "hostInfo" member: the URL's host as a value. A nil
// member is null.
type hostInfo struct {
	Kind              *string `json:"kind"`
	Addr              *string `json:"addr"`
	Unicode           *string `json:"unicode"`
	PublicSuffix      *string `json:"publicSuffix"`
	RegistrableDomain *string `json:"registrableDomain"`
}

func hostInfoOf(h url.Host) hostInfo {
	var info hostInfo
	if h.Kind() == url.HostNone {
		return info
	}
	info.Kind = ptr(h.Kind().String())
	if h.IsIP() {
		// The URL Standard's serialization, as other implementations
		// give it, rather than netip's ("::ffff:127.0.0.1").
		info.Addr = ptr(strings.Trim(h.String(), "[]"))
	}
	if h.Kind() == url.HostDomain {
		info.Unicode = ptr(h.Unicode())
		info.PublicSuffix = ptr(h.PublicSuffix())
		if r := h.RegistrableDomain(); r != "" {
			info.RegistrableDomain = ptr(r)
		}
	}
	return info
}

func ptr[T any](v T) *T { return &v }

// sameSiteResponse answers a sameSite request.
type sameSiteResponse struct {
	SameSite             bool `json:"sameSite"`
	SchemelesslySameSite bool `json:"schemelesslySameSite"`
}

// answerSameSite answers a sameSite request: the origins of two URLs,
// each parsed without a base.
func answerSameSite(urls []string) any {
	var origins [2]url.Origin
	for i, s := range urls {
		u, err := url.Parse(s)
		if err != nil {
			return failureResponse{Failure: true, Error: fmt.Sprintf("sameSite[%d]: %v", i, err)}
		}
		origins[i] = u.Origin()
	}
	return sameSiteResponse{origins[0].SameSite(origins[1]), origins[0].SchemelesslySameSite(origins[1])}
}

// answerSetter answers a setter request: r has at least one of its
// members.
func answerSetter(r *request) any {
	switch {
	case r.Href == nil || r.Setter == nil || r.Value == nil:
		return errorResponse{`a setter request needs "href", "setter" and "value"`}
	}
	set, ok := setters[*r.Setter]
	if !ok && *r.Setter != "href" {
		return errorResponse{fmt.Sprintf("unknown setter %q", *r.Setter)}
	}
	u, err := url.Parse(*r.Href)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	var refusal *string
	if ok {
		if err := set(u, *r.Value); err != nil {
			refusal = ptr(err.Error())
		}
	} else if err := u.SetHref(*r.Value); err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	if r.Refusal != nil && *r.Refusal {
		return refusalResponse{componentsOf(u), refusal}
	}
	return componentsOf(u)
}

// paramsResponse answers a params request.
type paramsResponse struct {
	Pairs      [][2]string `json:"pairs"` // never nil: no pairs is []
	Serialized string      `json:"serialized"`
}

// answerParams answers a params request: r.Params is not nil.
func answerParams(r *request) any {
	sp := url.NewSearchParams(*r.Params)
	resp := paramsResponse{Pairs: make([][2]string, 0, sp.Size()), Serialized: sp.String()}
	for name, value := range sp.All() {
		resp.Pairs = append(resp.Pairs, [2]string{name, value})
	}
	return resp
}

// dataURLResponse answers a dataURL request.
type dataURLResponse struct {
	MIMEType string `json:"mimeType"` // serialized
	Essence  string `json:"essence"`
	BodyHex  string `json:"bodyHex"` // lower-case hexadecimal, "" for no bytes
}

// answerDataURL answers a dataURL request: the data: URL processor of
// the URL that s parses to.
func answerDataURL(s string) any {
	d, err := dataurl.Parse(s)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	return dataURLResponse{d.MIMEType.String(), d.MIMEType.Essence(), hex.EncodeToString(d.Body)}
}

// mimeTypeResponse answers a mimeType request.
type mimeTypeResponse struct {
	Serialized string `json:"serialized"`
	Essence    string `json:"essence"`
}

// answerMIMEType answers a mimeType request: s parsed as a MIME type,
// read as a string (mimetype.Parse).
func answerMIMEType(s string) any {
	m, err := mimetype.Parse(s)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	return mimeTypeResponse{m.String(), m.Essence()}
}

// contentTypeResponse answers a contentType request.
type contentTypeResponse struct {
	MIMEType string `json:"mimeType"` // serialized
}

// answerContentType answers a contentType request: "extract a MIME type"
// from Content-Type headers with these values, whose bytes are the
// values' UTF-8 encodings.
func answerContentType(values []string) any {
	m, err := mimetype.Extract(values)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	return contentTypeResponse{m.String()}
}

// pathStyle returns the path style of a file path request.
func pathStyle(windows bool) url.PathStyle {
	if windows {
		return url.WindowsPath
	}
	return url.POSIXPath
}

// fileURLResponse answers a pathToFileURL request.
type fileURLResponse struct {
	Href string `json:"href"`
}

// answerPathToFileURL answers a pathToFileURL request: the file: URL of
// an absolute path (url.PathStyle.FromFilePath).
func answerPathToFileURL(path string, windows bool) any {
	u, err := pathStyle(windows).FromFilePath(path)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	return fileURLResponse{u.Href()}
}

// filePathResponse answers a fileURLToPath request.
type filePathResponse struct {
	Path string `json:"path"`
}

// answerFileURLToPath answers a fileURLToPath request: the file path of
// the URL that href parses to (url.PathStyle.FilePath).
func answerFileURLToPath(href string, windows bool) any {
	u, err := url.Parse(href)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	p, err := pathStyle(windows).FilePath(u)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	return filePathResponse{p}
}

// encodeSets maps the names of the percent-encode sets, as the URL
// Standard spells them without "percent-encode set", to the sets.
var encodeSets = func() map[string]url.EncodeSet {
	m := map[string]url.EncodeSet{}
	for _, set := range []url.EncodeSet{url.C0ControlSet, url.FragmentSet, url.QuerySet, url.SpecialQuerySet,
		url.PathSet, url.UserinfoSet, url.ComponentSet, url.FormSet} {
		m[set.String()] = set
	}
	return m
}()

// percentEncodeResponse answers a percentEncode request.
type percentEncodeResponse struct {
	Output string `json:"output"`
}

// percentDecodeResponse answers a percentDecode request.
type percentDecodeResponse struct {
	BytesHex string `json:"bytesHex"` // lower-case hexadecimal, "" for no bytes
}

// answerPercentEncode answers a percentEncode request: r.PercentEncode is
// not nil.
func (s *server) answerPercentEncode(r *request) any {
	if r.Set == nil {
		return errorResponse{`a percentEncode request needs "set"`}
	}
	set, ok := encodeSets[*r.Set]
	if !ok {
		return errorResponse{fmt.Sprintf("unknown percent-encode set %q", *r.Set)}
	}
	var e *url.PercentEncoder // nil encodes in UTF-8
	if r.Encoding != nil {
		var err error
		if e, err = s.encoder(*r.Encoding); err != nil {
			return errorResponse{err.Error()}
		}
	}
	return percentEncodeResponse{e.Encode(*r.PercentEncode, set)}
}

// surtResponse answers a surt request.
type surtResponse struct {
	SURT string `json:"surt"`
}

// ssurtResponse answers an ssurt request.
type ssurtResponse struct {
	SSURT string `json:"ssurt"`
}

// answerCanonical answers a canonicalize, surt or ssurt request: the URL,
// parsed without a base, canonicalized with a profile (url.Canonical) or
// as a SURT or SSURT key.
func answerCanonical(r *request) any {
	profile := url.ProfileWHATWG
	if r.Profile != nil {
		var err error
		if profile, err = url.ParseProfile(*r.Profile); err != nil {
			return errorResponse{err.Error()}
		}
	}
	input := r.Canonicalize
	switch {
	case r.SURT != nil:
		input = r.SURT
	case r.SSURT != nil:
		input = r.SSURT
	}
	u, err := url.Parse(*input)
	if err != nil {
		return failureResponse{Failure: true, Error: err.Error()}
	}
	switch {
	case r.SURT != nil:
		return surtResponse{u.SURT(url.SURTOptions{
			Profile:         profile,
			NoScheme:        r.Scheme != nil && !*r.Scheme,
			NoTrailingComma: r.TrailingComma != nil && !*r.TrailingComma,
			StripWWW:        r.WWW != nil && !*r.WWW,
		})}
	case r.SSURT != nil:
		return ssurtResponse{u.SSURT()}
	}
	return fileURLResponse{u.Canonical(profile)}
}

// countTrue returns the number of its arguments that are true.
func countTrue(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// runJSONL runs the jsonl filter until the end of stdin. The requests
// are answered in parallel, by batches of the lines read at once, and each
// batch's answers are written as soon as it and those before it are
// answered: so a client that waits for an answer before it writes the next
// request gets it.
func runJSONL(stdin io.Reader, stdout, stderr io.Writer) int {
	p := &pipeline{newHandler: newJSONLHandler}
	_, readErr, writeErr := p.run(stdin, stdout, stderr)
	switch {
	case writeErr != nil:
		fmt.Fprintf(stderr, "weburl: writing standard output: %v\n", writeErr)
		return 1
	case readErr != nil:
		fmt.Fprintf(stderr, "weburl: reading standard input: %v\n", readErr)
		return 1
	}
	return 0
}

// A jsonlHandler answers the requests of weburl jsonl for one worker.
type jsonlHandler struct {
	s   server
	out batchWriter
	enc *json.Encoder
}

func newJSONLHandler() lineHandler {
	h := new(jsonlHandler)
	h.enc = json.NewEncoder(&h.out)
	h.enc.SetEscapeHTML(false)
	return h
}

func (h *jsonlHandler) line(b *batch, n, lo, hi int) (lineStatus, string) {
	h.write(b, h.s.answer(b.data[lo:hi]))
	return lineOK, ""
}

func (h *jsonlHandler) tooLong(b *batch, n int) lineStatus {
	h.write(b, errorResponse{fmt.Sprintf("line too long (more than %d bytes)", maxLine)})
	return lineOK
}

// write appends the response to b's output.
func (h *jsonlHandler) write(b *batch, resp any) {
	h.out.b = b
	if err := h.enc.Encode(resp); err != nil {
		// Not for any response built above; but one line each.
		h.enc.Encode(errorResponse{err.Error()})
	}
}

// A batchWriter appends what is written to a batch's standard output.
type batchWriter struct{ b *batch }

func (w *batchWriter) Write(p []byte) (int, error) {
	w.b.out = append(w.b.out, p...)
	return len(p), nil
}
