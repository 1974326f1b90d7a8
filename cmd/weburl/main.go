// Command weburl parses URLs with the WHATWG URL Standard's basic URL parser
// (package github.com/weburl/url) and prints their components, or reports
// their validation errors.
//
// Usage:
//
//	weburl [--base URL] [--json] INPUT
//	weburl check [LIST OPTIONS] [URL...]
//	weburl fmt [LIST OPTIONS] [SURT OPTIONS] TEMPLATE [URL...]
//	weburl canon [LIST OPTIONS] [URL...]
//	weburl surt [LIST OPTIONS] [SURT OPTIONS] [URL...]
//	weburl ssurt [LIST OPTIONS] [URL...]
//	weburl jsonl
//	weburl resolve [-rfc3986 | -rfc3986-nonstrict] BASE REF...
//	weburl relative BASE TARGET
//	weburl path2url [-windows | -posix] [-dir] [-abs] PATH...
//	weburl url2path [-windows | -posix] URL...
//	weburl help
//
// "weburl resolve" resolves each REF against BASE as a browser resolves a
// link (or, with -rfc3986 or -rfc3986-nonstrict, as RFC 3986 section 5.2
// does) and prints the results, one per line. "weburl relative" prints the
// shortest reference that resolves from BASE to TARGET (TARGET may itself
// be relative to BASE).
//
// "weburl path2url" prints the file: URL of each absolute file PATH, and
// "weburl url2path" the file path of each file: URL, one per line, as
// Node.js's url.pathToFileURL and url.fileURLToPath do (package url's
// PathStyle.FromFilePath and PathStyle.FilePath): paths have the running
// system's syntax, or Windows' with -windows, or POSIX's with -posix;
// -dir ends each URL with "/", and -abs makes a relative PATH absolute
// against the working directory first (a relative PATH is otherwise an
// error). Each exits with status 1 when one of its arguments has no URL
// or no path (the error goes to standard error, and the others are still
// printed), and 2 on a usage error:
//
//	$ weburl path2url -windows 'C:\Users\Ann\a b.txt' '\\server\share\x'
//	file:///C:/Users/Ann/a%20b.txt
//	file://server/share/x
//	$ weburl url2path -posix 'file:///tmp/a%20b?q#f'
//	/tmp/a b
//
// # Parsing one URL
//
// In its first form weburl parses INPUT, resolving it against URL when
// --base is given, and prints the components of the result as the WHATWG
// URL API exposes them, one per line, with the values aligned. After the
// hostname come two lines about the host: "hostkind", what it is (domain,
// ipv4, ipv6, opaque, empty, or none when the URL has no host), and
// "display", its display form, which for a domain is the URL Standard's
// "domain to Unicode" (an internationalized domain in Unicode rather than
// Punycode) and for other hosts the hostname itself:
//
//	$ weburl 'http://BÜCHER.example/a/../b'
//	href      http://xn--bcher-kva.example/b
//	origin    http://xn--bcher-kva.example
//	protocol  http:
//	username
//	password
//	host      xn--bcher-kva.example
//	hostname  xn--bcher-kva.example
//	hostkind  domain
//	display   bücher.example
//	port
//	pathname  /b
//	search
//	hash
//
// With --json the URL API's components (all but hostkind and display) are
// printed as one JSON object on one line, with the keys in the order shown
// above (see the success response of the jsonl protocol below; its
// "host": true gives the host's kind and display form).
//
// The options are:
//
//	--base URL, --base=URL  resolve INPUT against URL (URL is parsed first, without a base)
//	--json                  print a JSON object instead of aligned lines
//	--                      end of options: the next argument is INPUT even if it starts with "-"
//	-h, --help              print the usage text and exit
//
// Options may appear before or after INPUT; a single dash may replace the
// double one. The words check, fmt, canon, surt, ssurt, jsonl, resolve,
// relative, path2url, url2path and help are only commands when they are
// the first argument, so "weburl --base https://example.com/ jsonl" parses
// the relative URL "jsonl".
//
// If INPUT (or the base URL) is not a valid URL, weburl prints the parser's
// error message on standard error and exits with status 1; nothing is
// printed on standard output. A usage error (an unknown option, a missing
// or extra argument) prints what is wrong and the command's one-line usage
// on standard error, and exits with status 2; so do the subcommands:
//
//	$ weburl --jsno https://example.com/
//	weburl: unknown option --jsno
//	usage: weburl [--base URL] [--json] INPUT   (weburl help for more)
//
// weburl with no arguments at all prints the whole usage text there
// instead, and "weburl help", -h or --help print it on standard output.
//
// # Checking URLs
//
// "weburl check" is a linter: it reports each URL that is not a valid URL
// string, that is, each URL in which the URL Standard's parser meets a
// validation error, whether or not it parses (a browser accepts
// "https://example.com\path", but the backslash is an error). It checks
// the URL arguments or, when there are none, the lines of standard input,
// one URL a line. A line ends with an LF; a CR just before the LF is
// removed, a final line without an LF still counts, and a UTF-8 byte order
// mark at the very start of the input is ignored. Anywhere else, as when
// two files are concatenated, a byte order mark is part of its line, and a
// report at it says so. Empty lines are skipped
// (but counted); any other line is checked as it is, spaces included. With
// --base, the URLs are parsed against URL, which is parsed first, without a
// base; its own validation errors are not reported.
//
// For each validation error of an invalid URL, weburl check prints a line
//
//	LINE:OFFSET: NAME: DESCRIPTION
//
// LINE is the number of the line of standard input, or the position of the
// URL among the URL arguments (not counting the options), both counted from
// 1. OFFSET is the byte offset in the URL (the line without its line ending)
// where the error arose, counted from 0. NAME is the name the URL Standard
// gives the validation error, and DESCRIPTION says in a few words what it
// means. The lines of a URL come in the order the parser met the errors.
// Each error is reported once: the one that made parsing fail, in a URL
// that does not parse at all, gets the last line, with the NAME "failure":
//
//	LINE:OFFSET: failure: ERROR: DETAIL
//
// ERROR is the name of the validation error that made parsing fail, OFFSET
// is where it arose, and DETAIL is what the parser says about it (or the
// error's description). A failure the URL Standard gives no validation
// error of its own follows the errors met before it. Valid URLs print
// nothing:
//
//	$ printf '%s\n' 'https://example.com/' 'https://user@example.com\path' '' \
//	    'https://example.com:99999/' | weburl check
//	2:12: invalid-credentials: the input includes credentials
//	2:24: invalid-reverse-solidus: a backslash is used where a special URL has /
//	4:20: failure: port-out-of-range: 99999 is above 65535
//
// weburl check exits with status 0 when every URL is a valid URL string
// and 1 when at least one is not. It exits with status 2 on a usage error,
// when the base URL fails to parse, and when a URL could not be checked: on
// a read or write error, or for a line longer than 64 MiB, which is
// reported on standard error (the other lines are still checked). It takes
// the list options below; with --host-kind or --domain, only the URLs that
// parse and pass the filters are checked, and every URL that does not parse
// is still reported.
//
// # Lists of URLs
//
// weburl check and the commands below are list commands: they read the
// lines of standard input as weburl check does (or take their URLs from the
// arguments), answer each line on its own, and write the answers in the
// order of the input. Large inputs are read in big chunks and answered in
// parallel, by batches of lines, on GOMAXPROCS threads; a fixed number of
// batches is in flight, so memory does not grow with the input (except with
// --unique). The answers to the lines read so far are written before
// weburl waits for more input, so a list command can follow a growing file
// or a pipe.
//
// "weburl fmt TEMPLATE" prints one line for each URL: TEMPLATE with its
// placeholders replaced by the URL's values. The placeholders are the
// getters of the WHATWG URL API, {href}, {origin}, {protocol}, {username},
// {password}, {host}, {hostname}, {port}, {pathname}, {search} and {hash};
// the host as a value, {hostKind} (domain, ipv4, ipv6, opaque, empty or
// none), {unicodeHost} (a domain in Unicode, the display form),
// {publicSuffix} and {registrableDomain} (empty unless the host is a
// domain, and a registrable domain); and {canonical}, the href after the
// canonicalization profile of --profile (url.URL.Canonical), {surt}, the
// SURT key (url.URL.SURT, with --profile and the SURT options), and
// {ssurt}, the SSURT key (url.URL.SSURT). {{ and }} are literal braces;
// any other brace, or an unknown placeholder, is a usage error that names
// it. TEMPLATE is compiled once:
//
//	$ printf '%s\n' 'https://www.Example.com:8080/a?b' 'http://[::1]/' | weburl fmt '{hostname} {port} {hostKind}'
//	www.example.com 8080 domain
//	[::1]  ipv6
//
// "weburl canon" is weburl fmt '{canonical}', "weburl surt" weburl fmt
// '{surt}' and "weburl ssurt" weburl fmt '{ssurt}'.
//
// Each input line gives exactly one output line, so that the output lines
// up with the input: an empty line gives an empty line, and so does a line
// that is not a URL, which is also reported on standard error, as weburl
// check reports a failure ("LINE:OFFSET: failure: NAME: DETAIL"), or a line
// longer than 64 MiB. This alignment holds only without the filters and
// --unique, which drop lines (and then drop empty lines and lines that are
// not URLs from standard output too, still reporting the latter). The
// commands exit with status 0 when every non-empty line is a URL, 1 when
// one is not, and 2 on a usage error, an invalid base URL, a line too long
// or a read or write error.
//
// The list options, of all five commands:
//
//	--base URL          parse the lines against URL, which is parsed first, without a base
//	--profile NAME      the canonicalization profile of {canonical}, {surt} and --unique:
//	                    whatwg (the default: the href as it is), semantic-precise,
//	                    aggressive, google, ia or ia-default (url.ParseProfile)
//	--unique            keep only the first line of each canonical form (the href
//	                    after --profile; a line that is not a URL is its own form);
//	                    the forms met are kept in memory
//	--host-kind KINDS   keep only the URLs whose host is of one of these kinds:
//	                    domain, ipv4, ipv6, opaque, empty, none; a comma-separated
//	                    list, and the option may be repeated
//	--domain DOMAIN     keep only the URLs whose host's registrable domain is DOMAIN
//	                    (read as a host, so in Unicode or not; a trailing dot does
//	                    not matter); may be repeated, for any of them
//
// The SURT options, of weburl fmt and weburl surt, choose the form of the
// SURT key (url.SURTOptions):
//
//	--no-scheme          leave out the scheme: "(com,example,)/a"
//	--no-trailing-comma  no comma after the last label: "http://(com,example)/a"
//	--strip-www          drop a leading "www" label
//
// When standard input is a regular file and standard error a terminal, a
// progress line there shows how much of the file is done, the lines and the
// rate, a few times a second; it is cleared at the end.
//
// # The jsonl protocol
//
// "weburl jsonl" is a filter meant for differential testing against other
// implementations of the URL Standard; the protocol below is a stable
// interface. A request carries the "input" and "base" members of an entry
// of the web-platform-tests file url/resources/urltestdata.json, and a
// response has the shape of the rest of such an entry, so responses compare
// directly with the expectations of that file and with the answers of other
// implementations speaking the same protocol, such as a driver for the
// whatwg-url reference implementation.
//
// Standard input is read as a sequence of lines. A line ends with a line
// feed (LF); a carriage return just before the LF is removed, and a final
// line without an LF still counts as a line. A UTF-8 byte order mark at the
// very start of the input is ignored; one at the start of another line is
// part of it, which is then not JSON, and the error response says so. Each
// line holds one request; lines longer than 64 MiB are answered with an
// error response.
//
// For every input line, weburl writes exactly one response line to standard
// output, in input order: one JSON object followed by an LF. Requests are
// read in big chunks and answered in parallel, a batch of lines at a time,
// on GOMAXPROCS threads; the responses to all the requests read so far are
// written before weburl waits for more input, so a client may write a
// request and wait for its response, while large batches are still
// written in big chunks. When the input ends, weburl exits with status 0,
// whatever the responses were; it exits with status 1 only on a read or
// write error.
//
// A request is a JSON object of one of fourteen kinds, told apart by
// whether it has an "input", an "href", a "params", a "sameSite", a
// "dataURL", a "mimeType", a "contentType", a "pathToFileURL", a
// "fileURLToPath", a "percentEncode", a "percentDecode", a
// "canonicalize", a "surt" or an "ssurt" member (the URL Pattern requests
// are described further below). A parse request has these members:
//
//	"input"     string, required: the string to parse.
//	"base"      string or null, optional: if a string, it is parsed first,
//	            without a base, and "input" is then parsed against the result;
//	            null or absent means no base.
//	"encoding"  string or null, optional: the label of the encoding of the
//	            query, as a browser uses the encoding of the document a URL
//	            is in: any label of the WHATWG Encoding Standard, such as
//	            "utf-8", "windows-1252", "latin1" or "shift_jis", matched
//	            ignoring ASCII case and surrounding whitespace. It applies
//	            only to a query that "input" gives, and only when the URL is
//	            special and not ws: or wss:; a code point the encoding
//	            cannot represent becomes a percent-encoded HTML character
//	            reference ("%26%238253%3B"). The labels of replacement,
//	            UTF-16BE and UTF-16LE select UTF-8. The base is always
//	            parsed with UTF-8, so a query taken over from the base
//	            stays as it is. Null or absent means UTF-8; a label that
//	            names no encoding is an error.
//	"validate"  boolean or null, optional: if true, the response also
//	            lists the validation errors that the parser meets in
//	            "input" (see the success and failure responses below). The
//	            errors of the base are not included: it is parsed on its
//	            own first.
//	"host"      boolean or null, optional: if true, a success response
//	            also gives the URL's host as a value, "hostInfo" (below).
//
// A setter request applies one of the setters of the WHATWG URL API to a
// URL, as "url.pathname = value" does in JavaScript. Its first three
// members are required:
//
//	"href"     string: the URL to modify, parsed without a base.
//	"setter"   string: the name of the setter, one of "href", "protocol",
//	           "username", "password", "host", "hostname", "port",
//	           "pathname", "search" and "hash".
//	"value"    string: the value to set.
//	"refusal"  boolean or null, optional: if true, a success response
//	           also says whether the setter refused the value (see
//	           "refusal" below).
//
// A params request parses a string as application/x-www-form-urlencoded,
// as "new URLSearchParams(string)" does in JavaScript:
//
//	"params"  string, required: the string to parse. As in the
//	          URLSearchParams constructor, one leading "?" is removed first.
//
// A sameSite request compares the origins of two URLs as sites, as the
// HTML Standard's "same site" and "schemelessly same site" do (the
// registrable domain comes from the Public Suffix List compiled into
// golang.org/x/net/publicsuffix):
//
//	"sameSite"  array of two strings, required: the URLs, each parsed
//	            without a base.
//
// A dataURL request runs the Fetch Standard's data: URL processor on a URL
// (package github.com/weburl/url/dataurl), as a browser does for the src
// of an <img>:
//
//	"dataURL"  string, required: the URL, parsed without a base.
//
// A mimeType request parses a string as a MIME type with the MIME Sniffing
// Standard's "parse a MIME type" (package github.com/weburl/url/mimetype)
// and serializes it:
//
//	"mimeType"  string, required: the string to parse.
//
// A contentType request runs the Fetch Standard's "extract a MIME type" on
// a response whose Content-Type headers have the given values, as a browser
// reads the Content-Type of a response:
//
//	"contentType"  array of strings, required: the values of the
//	               Content-Type headers, one a header, in order; [] is a
//	               response without one. A header value is bytes: those
//	               of the string's UTF-8 encoding, so "é" is the two bytes
//	               0xC3 0xA9, which a browser reads as "Ã©".
//
// A pathToFileURL request converts an absolute file path to a file: URL,
// as Node.js's url.pathToFileURL(path, {windows}) does (package url's
// PathStyle.FromFilePath), and a fileURLToPath request a file: URL to a
// file path, as url.fileURLToPath(href, {windows}) does
// (PathStyle.FilePath):
//
//	"pathToFileURL"  string, required: the path.
//	"fileURLToPath"  string, required: the URL, parsed without a base.
//	"windows"        boolean or null, optional: if true, the path is a
//	                 Windows path ("C:\x", "\\server\share\x"); false,
//	                 null or absent means a POSIX path ("/x").
//
// A percentEncode request percent-encodes a string with one of the URL
// Standard's percent-encode sets (url.PercentEncode), and a percentDecode
// request percent-decodes one (url.PercentDecode):
//
//	"percentEncode"  string, required: the string to encode.
//	"set"            string, required: the set's name as the standard
//	                 spells it without "percent-encode set": "C0 control",
//	                 "fragment", "query", "special-query", "path",
//	                 "userinfo", "component" or
//	                 "application/x-www-form-urlencoded" (which writes a
//	                 space as "+", the standard's spaceAsPlus).
//	"encoding"       string or null, optional: the label of the encoding
//	                 to encode in first, as the standard's "percent-encode
//	                 after encoding" does, with the labels of the
//	                 "encoding" member of a parse request (a code point
//	                 the encoding lacks becomes "%26%23" + decimal +
//	                 "%3B"); null or absent means UTF-8.
//	"percentDecode"  string, required: the string to decode.
//
// A canonicalize request canonicalizes a URL with a profile
// (url.URL.Canonical), a surt request gives its SURT key (url.URL.SURT),
// and an ssurt request its SSURT key (url.URL.SSURT); the URL is parsed
// without a base:
//
//	"canonicalize"   string, required: the URL.
//	"surt"           string, required: the URL.
//	"ssurt"          string, required: the URL.
//	"profile"        string or null, optional, of canonicalize and surt
//	                 requests: the canonicalization profile, by the names
//	                 of url.ParseProfile ("whatwg", "semantic-precise",
//	                 "aggressive", "google", "ia", "ia-default"); null or
//	                 absent means "whatwg", the href as it is.
//	"scheme"         boolean or null, optional, of surt requests: false
//	                 leaves the scheme out of the key (NoScheme).
//	"trailingComma"  boolean or null, optional, of surt requests: false
//	                 leaves out the comma after the host's last label
//	                 (NoTrailingComma).
//	"www"            boolean or null, optional, of surt requests: false
//	                 strips a leading "www" label (StripWWW); true, null or
//	                 absent keeps it.
//
// Any other member is an error, and so is a member of another request kind,
// so that a client never silently gets an answer to a question it did not
// ask. Member names and setter names are case-sensitive, and null is the
// same as an absent member except for "input". The strings of a request are
// decoded as JSON does: invalid UTF-8 and unpaired surrogate escapes become
// U+FFFD, as the WHATWG URL API does with its USVString arguments.
//
// A response to these fourteen kinds is one of fourteen objects (URL
// Pattern requests have their own, below), which a client tells apart by
// the request's kind and by whether it has an "href", a "pairs", a
// "sameSite", a "bodyHex", a "serialized", a "mimeType" (without
// "bodyHex"), a "path", an "output", a "bytesHex", a "surt", an "ssurt"
// or a "failure" member:
//
// Success: the URL parsed, and the response holds its components as the
// getters of the WHATWG URL API return them, all strings, exactly these
// eleven members in this order (a twelfth follows with "validate", below):
//
//	{"href":"https://example.com/b","origin":"https://example.com",
//	 "protocol":"https:","username":"","password":"","host":"example.com",
//	 "hostname":"example.com","port":"","pathname":"/b","search":"","hash":""}
//
// (shown here folded; a response is always one line). "origin" is "null"
// for URLs with an opaque origin. When the request has "validate": true, a
// twelfth member follows "hash": "validationErrors", the names the URL
// Standard gives the validation errors the parser met, in the order it met
// them, such as ["invalid-credentials","invalid-reverse-solidus"] for
// "https://user:pass@example.com\path"; it is [] when there were none, that
// is, when "input" is a valid URL string. The answer to a setter request is a
// success response with the components of the URL after the setter ran.
//
// When the request has "host": true, one more member comes last (after
// "validationErrors" if there is one): "hostInfo", the host as a value,
//
//	"hostInfo":{"kind":"domain","addr":null,"unicode":"bücher.example",
//	 "publicSuffix":"example","registrableDomain":"xn--bcher-kva.example"}
//
// for "https://xn--bcher-kva.example/". "kind" is "domain", "ipv4",
// "ipv6", "opaque", "empty", or null when the URL has no host; "addr" is an
// IPv4 or IPv6 address as the URL Standard serializes it, without brackets
// ("::ffff:7f00:1"), and null for other kinds; "unicode" is the URL
// Standard's "domain to Unicode" of a domain (its display form);
// "publicSuffix" and "registrableDomain" are the URL Standard's "host
// public suffix" and "host registrable domain", with a domain's trailing
// dot kept. These three are null unless the host is a domain, and
// "registrableDomain" is also null for a domain that is a public suffix.
//
// Like the setters in a browser, most of them ignore a value they cannot
// use: setting the protocol of "https://example.com/" to "foo", which would
// make a special URL non-special, or its port to "x", leaves the URL as it
// was, and the response shows it unchanged. When a setter request has
// "refusal": true, a twelfth member follows "hash": "refusal", null when
// the setter took the value, in whole or in part (the port "8080stuff"
// sets the port 8080), or a string saying why it refused it, in which case
// the URL is unchanged:
//
//	{"href":"https://example.com/",...,"hash":"","refusal":"url: SetPort \"x\": port-invalid at offset 0: \"x\" is not a digit"}
//
// The href setter's refusal is a failure response (below), with or
// without "refusal".
//
// Params: the answer to a params request, with the name-value pairs in
// order, each an array of two strings, and their serialization, as the
// URLSearchParams iterator and toString method give them:
//
//	{"pairs":[["a","1 2"],["b","é"]],"serialized":"a=1+2&b=%C3%A9"}
//
// (the answer to {"params":"?a=1+2&b=%C3%A9"}). "pairs" is [] when there
// are none.
//
// SameSite: the answer to a sameSite request, whether the two URLs'
// origins are same site and whether they are schemelessly same site:
//
//	{"sameSite":false,"schemelesslySameSite":true}
//
// (the answer to {"sameSite":["https://a.example.com/","http://b.example.com/"]}).
// Ports never matter; an opaque origin (that of a file: or data: URL, for
// one) is a new one for each URL, so it is never same site with the other.
//
// Data URL: the answer to a dataURL request, the MIME type serialized, its
// essence, and the body's bytes in lower-case hexadecimal ("" when it is
// empty):
//
//	{"mimeType":"text/plain;charset=US-ASCII","essence":"text/plain","bodyHex":"6120"}
//
// (the answer to {"dataURL":"data:,a%20#frag"}).
//
// MIME type: the answer to a mimeType request, the MIME type serialized
// and its essence:
//
//	{"serialized":"text/html;charset=gbk","essence":"text/html"}
//
// (the answer to {"mimeType":" Text/HTML;Charset=gbk;charset=utf-8 "}).
//
// Content type: the answer to a contentType request, the MIME type
// extracted, serialized:
//
//	{"mimeType":"text/html;charset=gbk"}
//
// (the answer to {"contentType":["text/html;charset=gbk","text/html"]}).
//
// File URL: the answer to a pathToFileURL request, the URL's href alone:
//
//	{"href":"file:///C:/Users/Ann/a%20b.txt"}
//
// (the answer to {"pathToFileURL":"C:\\Users\\Ann\\a b.txt","windows":true}).
//
// File path: the answer to a fileURLToPath request:
//
//	{"path":"\\\\server\\share\\a b"}
//
// (the answer to {"fileURLToPath":"file://server/share/a%20b?q","windows":true}).
// A POSIX path is bytes, and JSON strings are Unicode: a path that is not
// UTF-8 ("file:///%FF") is written with U+FFFD for each invalid byte.
//
// Percent-encoding: the answer to a percentEncode request, the encoded
// string:
//
//	{"output":"a+b%26%238253%3B"}
//
// (the answer to {"percentEncode":"a b‽","set":"application/x-www-form-urlencoded","encoding":"shift_jis"}).
//
// Percent-decoding: the answer to a percentDecode request, the bytes in
// lower-case hexadecimal ("" when there are none):
//
//	{"bytesHex":"41257a7aff"}
//
// (the answer to {"percentDecode":"%41%zz%FF"}).
//
// Canonical: the answer to a canonicalize request is {"href":"..."}, the
// canonical form; to a surt request {"surt":"..."}, the SURT key; to an
// ssurt request {"ssurt":"..."}, the SSURT key.
//
// Failure: the input, or the base, or one of the URLs of a sameSite
// request, is not a valid URL; a dataURL request's URL does not parse or
// the data: URL processor returns failure (the scheme is not data, there is
// no comma, or the base64 body is not valid); a mimeType request's string
// is not a MIME type; "extract a MIME type" returns failure for a
// contentType request (no value, or none a MIME type other than */*); a
// pathToFileURL request's path has no file: URL (it is relative, a device
// path, a UNC path whose server the host parser refuses, ...), or a
// fileURLToPath request's URL does not parse or has no file path (it is
// not a file: URL, has a host on POSIX, an encoded separator or NUL, no
// drive letter on Windows, ...; the "error" text names the kind and the
// byte offset); a canonicalize, surt or ssurt request's URL does not
// parse; or,
// for a setter request, "href" is not a valid URL, or the setter is "href"
// and "value" is not a valid URL (the href setter is the one that throws a
// TypeError in JavaScript instead of ignoring the value):
//
//	{"failure":true,"error":"..."}
//
// With "validate": true, "validationErrors" follows "error", as in a
// success response:
//
//	{"failure":true,"error":"...","validationErrors":["port-out-of-range"]}
//
// The last name is then normally that of the error that made parsing fail;
// the URL Standard gives a few failures no validation error of their own
// (a space in a domain fails after the domain-to-ASCII error, for one).
// When the base fails to parse, "input" is not parsed, and the list is [].
//
// Error: the request could not be answered: the line is empty or blank,
// is not valid JSON or not a JSON object, has none of the members that
// tell the kinds apart or more than one, lacks a member its kind
// requires, has a member of the wrong type, an unknown member or a member
// of another kind of request (such as "host" in a setter request), names
// an unknown setter, encoding, percent-encode set or canonicalization
// profile, or is too long:
//
//	{"error":"..."}
//
// The "error" texts are for people and may change; only the presence of
// the members is part of the protocol. JSON strings in responses are
// written without escaping <, > and &; U+2028 and U+2029 are escaped.
//
// # URL Pattern requests
//
// Three more kinds of request exercise the URL Pattern Standard (package
// github.com/weburl/url/urlpattern), told apart by a "urlpattern", a
// "compare" or a "generate" member. Their arguments are JSON as in the
// web-platform-tests files urlpattern/resources/urlpatterntestdata.json,
// urlpattern-compare-test-data.json and urlpattern-generate-test-data.json,
// and are bound to the Go API as JavaScript binds them to the URLPattern
// API: a string argument is a pattern string or URL, an object a
// URLPatternInit (its members other than "protocol", "username",
// "password", "hostname", "port", "pathname", "search", "hash" and
// "baseURL" are ignored, as WebIDL does).
//
//	{"urlpattern": ARGS, "inputs": ARGS}
//
// ARGS for "urlpattern" are the constructor's arguments, the "pattern"
// field of urlpatterntestdata.json: [input], [input, baseURL],
// [input, options] or [input, baseURL, options], with options
// {"ignoreCase": boolean}. "inputs", optional, are the arguments of test()
// and exec(), the "inputs" field: [], [input] or [input, baseURL]. The
// response is
//
//	{"pattern": {"protocol": "...", "username": "...", "password": "...",
//	  "hostname": "...", "port": "...", "pathname": "...", "search": "...",
//	  "hash": "..."},
//	 "hasRegExpGroups": boolean,
//	 "test": boolean,
//	 "exec": null | {"inputs": [...],
//	                 "<component>": {"input": "...", "groups": {"name": "..." | null}}, ...}}
//
// with "test" and "exec" only when the request has "inputs". "exec" is
// null when test() is false; otherwise it has "inputs" (the arguments
// given, a URLPatternInit with only its members, in lexicographic order)
// and the eight components in the order above. A group that did not take
// part in the match (JavaScript's undefined) is null; groups are written in
// JavaScript's property order: names that are array indices ("0", "1")
// first, ascending, then the others in the pattern's order. When the
// constructor, or test() and exec(), throw a TypeError, the response is
//
//	{"error": "...", "stage": "constructor" | "match"}
//
// A compare request orders two patterns by one component, as the tentative
// compareComponent does (urlpattern.CompareComponent); its members are
// those of an entry of urlpattern-compare-test-data.json without
// "expected":
//
//	{"compare": {"component": "pathname", "left": ARG, "right": ARG}}
//	  -> {"result": -1 | 0 | 1}
//
// A generate request builds a component string from groups, as the
// tentative generate does (urlpattern.Pattern.Generate); its members are
// those of an entry of urlpattern-generate-test-data.json without
// "expected":
//
//	{"generate": {"pattern": ARG, "component": "pathname", "groups": {"name": "..."}}}
//	  -> {"result": "..."}
//
// ARG is one constructor argument: a pattern string or a URLPatternInit.
// When building a pattern throws, the response is {"error": "...", "stage":
// "constructor"}; when compare or generate throws (an unknown component,
// a group without a value, a modifier or wildcard that generate cannot
// write), {"error": "...", "stage": "compare"} or {"error": "...", "stage":
// "generate"}. A malformed URL Pattern request (an unknown member, an
// argument list that is not an array, two kinds at once) gets an error
// response without "stage".
//
// For example:
//
//	$ printf '%s\n' '{"input":"../c?x#y","base":"https://example.com/a/b"}' \
//	    '{"input":"http://ex ample/"}' 'not json' | weburl jsonl
//	{"href":"https://example.com/c?x#y","origin":"https://example.com",...,"hash":"#y"}
//	{"failure":true,"error":"..."}
//	{"error":"..."}
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/weburl/url"
)

const usage = `Usage:
  weburl [--base URL] [--json] INPUT
  weburl check [OPTIONS] [URL...]
  weburl fmt [OPTIONS] TEMPLATE [URL...]
  weburl canon [OPTIONS] [URL...]
  weburl surt [OPTIONS] [URL...]
  weburl ssurt [OPTIONS] [URL...]
  weburl jsonl
  weburl resolve [-rfc3986 | -rfc3986-nonstrict] BASE REF...
  weburl relative BASE TARGET
  weburl path2url [-windows | -posix] [-dir] [-abs] PATH...
  weburl url2path [-windows | -posix] URL...
  weburl help

weburl parses INPUT with the WHATWG URL Standard's basic URL parser,
resolving it against URL when --base is given, and prints the components
of the result (href, origin, protocol, username, password, host, hostname,
port, pathname, search, hash), one per line, with the host's kind and
display form (Unicode, for an internationalized domain) after hostname.

Options:
  --base URL  resolve INPUT, or the URLs to check, against URL
  --json      print the components as one JSON object (not for check)
  --          end of options: the next argument is INPUT even if it
              starts with "-"
  -h, --help  print this text

weburl check reports each URL that is not a valid URL string: one line
LINE:OFFSET: NAME: DESCRIPTION for each of its validation errors, the one
that made it fail (if it does not parse at all) last, as LINE:OFFSET:
failure: NAME: DETAIL. It reads the URLs from the arguments or, when there
are none, one per line from standard input (LINE is the argument's
position or the line number).

weburl fmt prints TEMPLATE for each URL, its placeholders filled in:
{href} {origin} {protocol} {username} {password} {host} {hostname} {port}
{pathname} {search} {hash}, the getters of the URL API; {hostKind}
{unicodeHost} {publicSuffix} {registrableDomain}, of the host; {canonical}
{surt} {ssurt}, the canonical form with --profile and the SURT and SSURT
keys; {{ and }} for braces. weburl canon, surt and ssurt print {canonical},
{surt} and {ssurt}. Like check, they read the URLs from the arguments or
standard input; each line gives one output line (empty for an empty line
or one that is not a URL, which is reported on standard error as check
reports a failure), unless --unique or a filter drops lines.

Options of check, fmt, canon, surt and ssurt:
  --base URL         parse the URLs against URL
  --profile NAME     canonicalization profile for {canonical}, {surt} and
                     --unique: whatwg (default), semantic-precise,
                     aggressive, google, ia, ia-default
  --unique           keep the first URL of each canonical form only
  --host-kind KINDS  keep URLs whose host is one of KINDS: domain, ipv4,
                     ipv6, opaque, empty, none (comma list; repeatable)
  --domain DOMAIN    keep URLs whose registrable domain is DOMAIN
                     (repeatable)
  --no-scheme, --no-trailing-comma, --strip-www
                     the form of the SURT key (fmt and surt only)

weburl jsonl reads one JSON request per line from standard input and
writes one JSON response per line to standard output, in order:

  {"input": "...", "base": "..." or null}   (base may be omitted)
    -> {"href": "...", "origin": "...", ..., "hash": "..."}
    or {"failure": true, "error": "..."}   if input or base fails to parse
    "encoding": "windows-1252" (any WHATWG label) sets the query encoding
    "validate": true adds "validationErrors": ["name", ...] after "hash",
      or after "error" in a failure (not with "encoding")
  {"href": "...", "setter": "pathname", "value": "..."}
    -> the URL after the setter ran, as above (setters: href, protocol,
       username, password, host, hostname, port, pathname, search, hash)
    "refusal": true adds "refusal": null, or why the setter refused the
      value and left the URL unchanged
    or {"failure": true, "error": "..."}   if href, or the value of the
       href setter, fails to parse
  {"params": "a=1&b=2"}   (parsed as new URLSearchParams(string) does)
    -> {"pairs": [["a", "1"], ["b", "2"]], "serialized": "a=1&b=2"}
  {"urlpattern": ["https://example.com/:id"], "inputs": ["https://example.com/7"]}
    -> {"pattern": {"protocol": "https", ...}, "hasRegExpGroups": false,
        "test": true, "exec": {"inputs": [...], "pathname": {"input": "/7",
        "groups": {"id": "7"}}, ...}}   (URL Pattern; see go doc for details)
    or {"error": "...", "stage": "constructor" or "match"}
  {"compare": {"component": "pathname", "left": ..., "right": ...}}
    -> {"result": -1, 0 or 1}
  {"generate": {"pattern": ..., "component": "pathname", "groups": {...}}}
    -> {"result": "..."}
  {"pathToFileURL": "/tmp/a b", "windows": false}
    -> {"href": "file:///tmp/a%20b"} or {"failure": true, "error": "..."}
  {"fileURLToPath": "file:///C:/a%20b", "windows": true}
    -> {"path": "C:\\a b"} or {"failure": true, "error": "..."}
  {"percentEncode": "a b", "set": "component", "encoding": "utf-8"}
    -> {"output": "a%20b"}   (sets: C0 control, fragment, query,
       special-query, path, userinfo, component,
       application/x-www-form-urlencoded; "encoding" may be omitted)
  {"percentDecode": "%41%FF"}
    -> {"bytesHex": "41ff"}
  {"canonicalize": "HTTP://Example.com/a", "profile": "google"}
    -> {"href": "..."} or {"failure": true, "error": "..."}
  {"surt": "http://www.example.com/", "profile": "whatwg", "scheme": true,
   "trailingComma": true, "www": true}   (all but "surt" may be omitted;
   false leaves out the scheme, the trailing comma, a leading www label)
    -> {"surt": "..."} or {"failure": true, "error": "..."}
  {"ssurt": "http://example.com/"}
    -> {"ssurt": "..."} or {"failure": true, "error": "..."}
  a line that is not such a request (invalid JSON, no "input", an unknown
  member, an empty line, ...)
    -> {"error": "..."}

weburl resolve prints each REF resolved against BASE, one per line;
weburl relative prints the shortest reference from BASE to TARGET.
weburl path2url prints the file: URL of each absolute PATH, and weburl
url2path the file path of each file: URL (-windows or -posix for another
system's paths than this one's; see weburl path2url -h).

Examples:
  weburl 'http://EXAMPLE.com/a/../b'
  weburl --base https://example.com/a/b '../c?x#y'
  weburl --json 'https://user:pass@[::1]:8080/p?q#f'
  weburl check --base https://example.com/ '/a b' 'c\d'
  weburl check < urls.txt
  weburl fmt '{hostname}' --unique --host-kind domain < urls.txt
  weburl surt --profile ia-default --no-scheme < urls.txt
  echo '{"input":"../c","base":"https://example.com/a/b"}' | weburl jsonl

Exit status: 0 on success; 1 if INPUT or the base fails to parse, or on an
I/O error; 2 on a usage error. weburl check: 0 if every URL is valid, 1 if
one is not, 2 on a usage error, an invalid base URL or an I/O error, or if
a line is too long to be checked; fmt, canon, surt and ssurt likewise,
with 1 if a line is not a URL.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs weburl with the given arguments (without the program name) and
// returns its exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "help":
			if len(args) > 1 {
				return usageError(stderr, "weburl help", "takes no arguments", helpUsageLine)
			}
			return printUsage(stdout, stderr)
		case "resolve":
			return runResolve(args[1:], stdout, stderr)
		case "relative":
			return runRelative(args[1:], stdout, stderr)
		case "path2url":
			return runPath2URL(args[1:], stdout, stderr)
		case "url2path":
			return runURL2Path(args[1:], stdout, stderr)
		case "jsonl":
			if len(args) > 1 {
				if len(args) == 2 && isHelpFlag(args[1]) {
					return printUsage(stdout, stderr)
				}
				return usageError(stderr, "weburl jsonl", "takes no arguments", jsonlUsageLine)
			}
			return runJSONL(stdin, stdout, stderr)
		case "check":
			return runCheck(args[1:], stdin, stdout, stderr)
		case "fmt", "canon", "surt", "ssurt":
			return runFormat(args[0], args[1:], stdin, stdout, stderr)
		}
	}

	if len(args) == 0 {
		// weburl alone: what it does, at length.
		fmt.Fprintf(stderr, "weburl: missing INPUT\n\n%s", usage)
		return 2
	}
	cl, err := parseCommandLine(args, true)
	switch {
	case err != nil:
		return usageError(stderr, "weburl", err.Error(), parseUsageLine)
	case cl.help:
		return printUsage(stdout, stderr)
	case len(cl.args) == 0:
		return usageError(stderr, "weburl", "missing INPUT", parseUsageLine)
	case len(cl.args) > 1:
		return usageError(stderr, "weburl", "more than one INPUT", parseUsageLine)
	}

	u, err := parse(nil, cl.args[0], cl.base)
	if err != nil {
		fmt.Fprintf(stderr, "weburl: %v\n", err)
		return 1
	}
	c := componentsOf(u)
	var b strings.Builder
	if cl.json {
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(c); err != nil {
			fmt.Fprintf(stderr, "weburl: %v\n", err)
			return 1
		}
	} else {
		for _, l := range c.lines(u.HostValue()) {
			if l[1] == "" {
				b.WriteString(l[0] + "\n")
			} else {
				fmt.Fprintf(&b, "%-10s%s\n", l[0], l[1])
			}
		}
	}
	if _, err := io.WriteString(stdout, b.String()); err != nil {
		fmt.Fprintf(stderr, "weburl: %v\n", err)
		return 1
	}
	return 0
}

// commandLine is a parsed command line: its options, and the arguments
// that are not options.
type commandLine struct {
	base *string // --base, or nil
	json bool    // --json
	help bool    // -h or --help, after which the rest is not parsed
	args []string
}

// parseCommandLine parses a command line in which options may come before,
// between and after the other arguments. --json is an option only when
// json is true. The error is a usage error.
func parseCommandLine(args []string, json bool) (commandLine, error) {
	var cl commandLine
	options := true
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if !options || arg == "-" || !strings.HasPrefix(arg, "-") {
			// A lone "-" is an argument too: it is a valid relative URL.
			cl.args = append(cl.args, arg)
			continue
		}
		if arg == "--" {
			options = false
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(arg[1:], "-"), "=")
		switch {
		case isHelpFlag(arg):
			cl.help = true
			return cl, nil
		case json && name == "json" && !hasValue:
			cl.json = true
		case name == "base":
			if !hasValue {
				i++
				if i == len(args) {
					return cl, errors.New("--base needs a URL")
				}
				value = args[i]
			}
			cl.base = &value
		default:
			return cl, errors.New("unknown option " + arg)
		}
	}
	return cl, nil
}

// isHelpFlag reports whether arg asks for the usage text.
func isHelpFlag(arg string) bool {
	switch arg {
	case "-h", "-help", "--h", "--help":
		return true
	}
	return false
}

func printUsage(stdout, stderr io.Writer) int { return printText(stdout, stderr, usage) }

// printText writes a usage text on stdout and returns the exit status.
func printText(stdout, stderr io.Writer, text string) int {
	if _, err := io.WriteString(stdout, text); err != nil {
		fmt.Fprintf(stderr, "weburl: %v\n", err)
		return 1
	}
	return 0
}

// The one-line usages that usageError prints: the command's synopsis and
// where its full usage text is.
const (
	parseUsageLine = "usage: weburl [--base URL] [--json] INPUT   (weburl help for more)"
	checkUsageLine = "usage: weburl check [OPTIONS] [URL...]   (weburl help for more)"
	jsonlUsageLine = "usage: weburl jsonl   (weburl help for more)"
	helpUsageLine  = "usage: weburl help"
)

// usageError reports a usage error of cmd ("weburl", "weburl check"):
// msg, then the command's one-line usage, not the whole text. It returns
// the exit status of a usage error, 2.
func usageError(stderr io.Writer, cmd, msg, usageLine string) int {
	fmt.Fprintf(stderr, "%s: %s\n%s\n", cmd, msg, usageLine)
	return 2
}

// parseFlags parses the flags of a subcommand whose usage text is long
// (its first line the one-line usage): -h prints long on stdout, and a bad
// flag is a usage error. When ok is false, the subcommand exits at once
// with status.
func parseFlags(fs *flag.FlagSet, args []string, long string, stdout, stderr io.Writer) (status int, ok bool) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	switch err := fs.Parse(args); {
	case errors.Is(err, flag.ErrHelp):
		return printText(stdout, stderr, long), false
	case err != nil:
		return subcommandUsageError(stderr, fs.Name(), err.Error(), long), false
	}
	return 0, true
}

// subcommandUsageError is usageError for the subcommand name with the
// usage text long.
func subcommandUsageError(stderr io.Writer, name, msg, long string) int {
	line, _, _ := strings.Cut(long, "\n")
	cmd := "weburl " + name
	return usageError(stderr, cmd, msg, line+"   ("+cmd+" -h for more)")
}

// parse parses input with p, against base when base is not nil; a nil p
// parses as url.Parse does. The base is parsed on its own first, by
// parseBase.
func parse(p *url.Parser, input string, base *string) (*url.URL, error) {
	b, err := parseBase(base)
	if err != nil {
		return nil, err
	}
	return p.Parse(input, b)
}

// parseBase parses a base URL, when base is not nil, with url.Parse (so
// its query in UTF-8); when it fails, the error says that it is the base.
func parseBase(base *string) (*url.URL, error) {
	if base == nil {
		return nil, nil
	}
	b, err := url.Parse(*base)
	if err != nil {
		return nil, fmt.Errorf("invalid base URL: %w", err)
	}
	return b, nil
}

// components holds the result of a successful parse, in the order of both
// outputs. The field order is the member order of the JSON objects.
type components struct {
	Href     string `json:"href"`
	Origin   string `json:"origin"`
	Protocol string `json:"protocol"`
	Username string `json:"username"`
	Password string `json:"password"`
	Host     string `json:"host"`
	Hostname string `json:"hostname"`
	Port     string `json:"port"`
	Pathname string `json:"pathname"`
	Search   string `json:"search"`
	Hash     string `json:"hash"`
}

func componentsOf(u *url.URL) components {
	return components{
		Href:     u.Href(),
		Origin:   u.Origin().String(),
		Protocol: u.Protocol(),
		Username: u.Username(),
		Password: u.Password(),
		Host:     u.Host(),
		Hostname: u.Hostname(),
		Port:     u.Port(),
		Pathname: u.Pathname(),
		Search:   u.Search(),
		Hash:     u.Hash(),
	}
}

// lines returns the components as name/value pairs, for the aligned
// output, with the host's kind and display form (h) after the hostname.
func (c components) lines(h url.Host) [][2]string {
	return [][2]string{
		{"href", c.Href},
		{"origin", c.Origin},
		{"protocol", c.Protocol},
		{"username", c.Username},
		{"password", c.Password},
		{"host", c.Host},
		{"hostname", c.Hostname},
		{"hostkind", h.Kind().String()},
		{"display", h.Unicode()},
		{"port", c.Port},
		{"pathname", c.Pathname},
		{"search", c.Search},
		{"hash", c.Hash},
	}
}
