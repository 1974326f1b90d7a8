"use strict";
// Answers the requests of weburl's jsonl protocol (go doc ./cmd/weburl) with
// whatwg-url, the URL Standard's reference implementation, so that the two
// can be compared line by line (scripts/diff-reference.sh).
//
// Usage: node driver.js < requests.jsonl > responses.jsonl
//
// Parse requests ("input", "base", "validate") use parseURLWithValidationErrors
// for the validation errors and the URL class for the components; setter
// requests set one attribute of a URL object; params requests construct a
// URLSearchParams from the string. The "encoding" member is not supported:
// a request with a label other than UTF-8's is answered with an error.
//
// dataURL requests go to data-urls (the Fetch Standard's data: URL
// processor), mimeType requests to whatwg-mimetype's MIMEType class (the
// MIME Sniffing Standard's parser and serializer). whatwg-mimetype does not
// export the Fetch Standard's "extract a MIME type", which contentType
// requests need, so extractMIMEType below follows the steps of that
// algorithm and of "get, decode, and split", parsing each value with
// whatwg-mimetype.
//
// pathToFileURL and fileURLToPath requests go to Node.js's own
// url.pathToFileURL(path, {windows}) and url.fileURLToPath(href, {windows})
// (built into Node.js; the windows option needs Node.js 20.13 or newer),
// the reference that issue 50 names for converting file paths. percentEncode
// requests go to whatwg-url's utf8PercentEncodeString with the predicate of
// the set, or to encodeURIComponent for the component set (whatwg-url does
// not export that set's predicate, and the URL Standard notes that
// encodeURIComponent is equivalent to it), and with spaceAsPlus for the
// application/x-www-form-urlencoded set; percentDecode requests go to
// whatwg-url's percentDecodeString. whatwg-url encodes in UTF-8 only, and
// Node.js has no encoder for the Encoding Standard's legacy encodings, so
// a percentEncode request with an "encoding" other than UTF-8 is answered
// with an error: weburl's legacy encodings are checked against
// web-platform-tests' percent-encoding.json instead (the tests of package
// url and of cmd/weburl), not here.

const readline = require("node:readline");
const { URL, URLSearchParams, parseURL, parseURLWithValidationErrors } = require("whatwg-url");
const nodeURL = require("node:url");
const parseDataURL = require("data-urls");
const percentEncoding = require("whatwg-url/lib/percent-encoding");
const { MIMEType } = require("whatwg-mimetype");

const COMPONENTS = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port",
  "pathname", "search", "hash"];
const SETTERS = new Set(["href", "protocol", "username", "password", "host", "hostname", "port", "pathname",
  "search", "hash"]);
const MEMBERS = new Set(["input", "base", "href", "setter", "value", "params", "encoding", "validate"]);
const OTHER_KINDS = ["dataURL", "mimeType", "contentType"];
const FILE_KINDS = ["pathToFileURL", "fileURLToPath", "percentEncode", "percentDecode"];
const FILE_MEMBERS = {
  pathToFileURL: ["windows"],
  fileURLToPath: ["windows"],
  percentEncode: ["set", "encoding"],
  percentDecode: []
};

// The Encoding Standard's labels of UTF-8.
const UTF8_LABELS = ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"];

// The percent-encode sets by the names the URL Standard gives them: a
// function of a string.
const ENCODE_SETS = {
  "C0 control": s => percentEncoding.utf8PercentEncodeString(s, percentEncoding.isC0ControlPercentEncode),
  "fragment": s => percentEncoding.utf8PercentEncodeString(s, percentEncoding.isFragmentPercentEncode),
  "query": s => percentEncoding.utf8PercentEncodeString(s, percentEncoding.isQueryPercentEncode),
  "special-query": s => percentEncoding.utf8PercentEncodeString(s, percentEncoding.isSpecialQueryPercentEncode),
  "path": s => percentEncoding.utf8PercentEncodeString(s, percentEncoding.isPathPercentEncode),
  "userinfo": s => percentEncoding.utf8PercentEncodeString(s, percentEncoding.isUserinfoPercentEncode),
  "component": s => encodeURIComponent(s),
  "application/x-www-form-urlencoded": s =>
    percentEncoding.utf8PercentEncodeString(s, percentEncoding.isURLEncodedPercentEncode, true)
};

function components(u) {
  const out = {};
  for (const name of COMPONENTS) {
    out[name] = u[name];
  }
  return out;
}

function isString(v) {
  return typeof v === "string";
}

function answerParse(req) {
  if (req.encoding !== undefined && req.encoding !== null &&
      !["utf-8", "utf8", "unicode-1-1-utf-8"].includes(req.encoding.trim().toLowerCase())) {
    return { error: "this driver supports UTF-8 only" };
  }
  const base = req.base ?? null;
  if (req.validate === true) {
    let baseRecord;
    if (base !== null) {
      baseRecord = parseURL(base);
      if (baseRecord === null) {
        return { failure: true, error: "invalid base URL", validationErrors: [] };
      }
    }
    const { url, validationErrors } = parseURLWithValidationErrors(req.input, { baseURL: baseRecord });
    if (url === null) {
      return { failure: true, error: "invalid URL", validationErrors };
    }
    const u = base === null ? new URL(req.input) : new URL(req.input, base);
    return { ...components(u), validationErrors };
  }
  let u;
  try {
    u = base === null ? new URL(req.input) : new URL(req.input, base);
  } catch (e) {
    return { failure: true, error: String(e.message) };
  }
  return components(u);
}

function answerSetter(req) {
  if (!isString(req.href) || !isString(req.setter) || !isString(req.value)) {
    return { error: "a setter request needs \"href\", \"setter\" and \"value\"" };
  }
  if (!SETTERS.has(req.setter)) {
    return { error: `unknown setter ${JSON.stringify(req.setter)}` };
  }
  let u;
  try {
    u = new URL(req.href);
  } catch (e) {
    return { failure: true, error: String(e.message) };
  }
  try {
    u[req.setter] = req.value;
  } catch (e) {
    return { failure: true, error: "href setter: " + String(e.message) };
  }
  return components(u);
}

function answerParams(req) {
  const sp = new URLSearchParams(req.params);
  return { pairs: [...sp], serialized: sp.toString() };
}

function answerDataURL(input) {
  const result = parseDataURL(input);
  if (result === null) {
    return { failure: true, error: "data-urls returned null" };
  }
  return {
    mimeType: result.mimeType.toString(),
    essence: result.mimeType.essence,
    bodyHex: Buffer.from(result.body).toString("hex")
  };
}

function answerMIMEType(input) {
  const m = MIMEType.parse(input);
  if (m === null) {
    return { failure: true, error: "not a MIME type" };
  }
  return { serialized: m.toString(), essence: m.essence };
}

// collectQuotedString is the Fetch Standard's "collect an HTTP quoted
// string" without the extract-value flag: it returns the code points from
// the quote at position up to where the quoted string ends, quotes and
// backslashes included, and the position after them.
function collectQuotedString(input, position) {
  const start = position;
  position++;
  while (true) {
    while (position < input.length && input[position] !== "\"" && input[position] !== "\\") {
      position++;
    }
    if (position >= input.length) {
      break;
    }
    const quoteOrBackslash = input[position];
    position++;
    if (quoteOrBackslash === "\\") {
      if (position >= input.length) {
        break;
      }
      position++;
    } else {
      break;
    }
  }
  return [input.slice(start, position), position];
}

// getDecodeSplit is the Fetch Standard's "get, decode, and split" of a
// header value that is already isomorphic decoded.
function getDecodeSplit(input) {
  const values = [];
  let position = 0;
  let temporaryValue = "";
  while (true) {
    while (position < input.length && input[position] !== "\"" && input[position] !== ",") {
      temporaryValue += input[position];
      position++;
    }
    if (position < input.length && input[position] === "\"") {
      const [quoted, next] = collectQuotedString(input, position);
      temporaryValue += quoted;
      position = next;
      if (position < input.length) {
        continue;
      }
    }
    temporaryValue = temporaryValue.replace(/^[\t ]+/u, "").replace(/[\t ]+$/u, "");
    values.push(temporaryValue);
    temporaryValue = "";
    if (position >= input.length) {
      return values;
    }
    // The code point at position is ",".
    position++;
  }
}

// extractMIMEType is the Fetch Standard's "extract a MIME type" from a
// header list whose Content-Type headers have the given values. A value's
// bytes are its UTF-8 encoding (as in weburl's protocol), and "get" joins
// the values with ", "; isomorphic decoding then makes each byte a code
// point. It returns a MIMEType or null for failure.
function extractMIMEType(headerValues) {
  if (headerValues.length === 0) {
    return null;
  }
  const value = Buffer.from(headerValues.join(", "), "utf8").toString("latin1");
  let charset = null;
  let essence = null;
  let mimeType = null;
  for (const v of getDecodeSplit(value)) {
    const temporaryMimeType = MIMEType.parse(v);
    if (temporaryMimeType === null || temporaryMimeType.essence === "*/*") {
      continue;
    }
    mimeType = temporaryMimeType;
    if (mimeType.essence !== essence) {
      charset = null;
      if (mimeType.parameters.has("charset")) {
        charset = mimeType.parameters.get("charset");
      }
      essence = mimeType.essence;
    } else if (!mimeType.parameters.has("charset") && charset !== null) {
      mimeType.parameters.set("charset", charset);
    }
  }
  return mimeType;
}

function answerContentType(values) {
  const m = extractMIMEType(values);
  if (m === null) {
    return { failure: true, error: "extract a MIME type returned failure" };
  }
  return { mimeType: m.toString() };
}

// answerFileKind answers a pathToFileURL, fileURLToPath, percentEncode or
// percentDecode request.
function answerFileKind(req) {
  const kinds = FILE_KINDS.filter(name => name in req);
  if (kinds.length > 1 || OTHER_KINDS.some(name => name in req)) {
    return { error: "a request has only one kind" };
  }
  const [kind] = kinds;
  for (const [name, value] of Object.entries(req)) {
    if (name !== kind && !FILE_MEMBERS[kind].includes(name)) {
      return { error: `unknown member ${JSON.stringify(name)}` };
    }
    const ok = name === "windows" ? value === null || typeof value === "boolean" :
      name === "encoding" ? value === null || isString(value) : isString(value);
    if (!ok) {
      return { error: `${JSON.stringify(name)} has the wrong type` };
    }
  }
  const value = req[kind];
  const windows = req.windows === true;
  switch (kind) {
    case "pathToFileURL":
      try {
        return { href: nodeURL.pathToFileURL(value, { windows }).href };
      } catch (e) {
        return { failure: true, error: String(e.message) };
      }
    case "fileURLToPath":
      try {
        return { path: nodeURL.fileURLToPath(value, { windows }) };
      } catch (e) {
        return { failure: true, error: String(e.message) };
      }
    case "percentEncode": {
      const encode = ENCODE_SETS[req.set];
      if (encode === undefined) {
        return { error: `unknown percent-encode set ${JSON.stringify(req.set)}` };
      }
      if (isString(req.encoding) && !UTF8_LABELS.includes(req.encoding.trim().toLowerCase())) {
        return { error: "this driver encodes in UTF-8 only" };
      }
      return { output: encode(value) };
    }
    default:
      return { bytesHex: Buffer.from(percentEncoding.percentDecodeString(value)).toString("hex") };
  }
}

// answerOther answers a dataURL, mimeType or contentType request.
function answerOther(req) {
  const names = Object.keys(req);
  const kinds = names.filter(name => OTHER_KINDS.includes(name));
  if (kinds.length > 1 || names.some(name => MEMBERS.has(name))) {
    return { error: "a request has only one of \"input\", \"href\", \"params\", \"dataURL\", \"mimeType\" and " +
      "\"contentType\"" };
  }
  const [kind] = kinds;
  for (const name of names) {
    if (name !== kind) {
      return { error: `unknown member ${JSON.stringify(name)}` };
    }
  }
  const value = req[kind];
  if (kind === "contentType") {
    if (!Array.isArray(value) || !value.every(isString)) {
      return { error: "\"contentType\" must be an array of strings" };
    }
    return answerContentType(value);
  }
  if (!isString(value)) {
    return { error: `${JSON.stringify(kind)} must be a string` };
  }
  return kind === "dataURL" ? answerDataURL(value) : answerMIMEType(value);
}

function answer(line) {
  if (line.trim() === "") {
    return { error: "empty line" };
  }
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    return { error: "invalid JSON: " + e.message };
  }
  if (req === null || typeof req !== "object" || Array.isArray(req)) {
    return { error: "request is not a JSON object" };
  }
  if (FILE_KINDS.some(name => name in req)) {
    return answerFileKind(req);
  }
  if (OTHER_KINDS.some(name => name in req)) {
    return answerOther(req);
  }
  for (const [name, value] of Object.entries(req)) {
    if (!MEMBERS.has(name)) {
      return { error: `unknown member ${JSON.stringify(name)}` };
    }
    const ok = name === "validate" ? value === null || typeof value === "boolean" :
      name === "input" ? isString(value) : value === null || isString(value);
    if (!ok) {
      return { error: `${JSON.stringify(name)} has the wrong type` };
    }
    if (value === null) {
      delete req[name];
    }
  }
  const isSetter = "href" in req || "setter" in req || "value" in req;
  const kinds = ["input" in req, isSetter, "params" in req].filter(Boolean).length;
  if (kinds > 1) {
    return { error: "a request has only one of \"input\", \"href\" and \"params\"" };
  }
  if ((isSetter || "params" in req) && ("base" in req || "encoding" in req || "validate" in req)) {
    return { error: "\"base\", \"encoding\" and \"validate\" are members of parse requests only" };
  }
  if (isSetter) {
    return answerSetter(req);
  }
  if ("params" in req) {
    return answerParams(req);
  }
  if (!("input" in req)) {
    return { error: "request has no \"input\", \"href\" or \"params\"" };
  }
  return answerParse(req);
}

// Responses are collected and written once the lines read so far are
// answered, so that a client waiting for one response gets it at once, and
// a large batch is written in large chunks.
let pending = [];
let scheduled = false;
function flush() {
  scheduled = false;
  if (pending.length > 0) {
    process.stdout.write(pending.join(""));
    pending = [];
  }
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on("line", line => {
  let resp;
  try {
    resp = answer(line);
  } catch (e) {
    resp = { error: "driver: " + String(e && e.stack ? e.stack : e) };
  }
  pending.push(JSON.stringify(resp) + "\n");
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});
rl.on("close", flush);
