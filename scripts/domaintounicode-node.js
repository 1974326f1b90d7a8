// Writes testdata/node/domaintounicode.json: Node.js's url.domainToUnicode
// and url.domainToASCII on every success output of the web-platform-tests files toascii.json and
// IdnaTestV2.json (testdata/wpt, from scripts/fetch-wpt.sh), with the
// versions that produced it. TestDomainToUnicodeNode compares Host.Unicode
// with it, so that the test suite does not need Node.js.
//
// Usage, from the repository root: node scripts/domaintounicode-node.js
"use strict";
const crypto = require("crypto");
const fs = require("fs");
const url = require("url");

const files = ["toascii.json", "IdnaTestV2.json"];
const sources = {};
const cases = {};
for (const file of files) {
  const data = fs.readFileSync("testdata/wpt/" + file);
  sources[file] = crypto.createHash("sha256").update(data).digest("hex");
  for (const tc of JSON.parse(data)) {
    if (typeof tc !== "object" || tc.output === null) continue;
    const domain = tc.output === undefined ? tc.input : tc.output;
    if (domain === "") continue;
    // domainToASCII is "" where Node's host parser rejects the domain, and
    // domainToUnicode is then "" too.
    cases[domain] = [url.domainToUnicode(domain), url.domainToASCII(domain)];
  }
}
const out = {
  generator: "scripts/domaintounicode-node.js",
  node: process.version,
  ada: process.versions.ada,
  icu: process.versions.icu,
  unicode: process.versions.unicode,
  sources,
  cases,
};
// One case a line: "domain": [unicode, ascii].
const text = JSON.stringify(out, null, 1).replace(/\[\n\s*("(?:[^"\\]|\\.)*"),\n\s*("(?:[^"\\]|\\.)*")\n\s*\]/g, "[$1, $2]");
fs.writeFileSync("testdata/node/domaintounicode.json", text + "\n");
console.log(Object.keys(cases).length + " domains written to testdata/node/domaintounicode.json");
