// The URL viewer's page: reads the state from the address's fragment,
// calls weburlView (registered by the WebAssembly module) as one types, and
// renders its JSON result. All text reaches the page through textContent.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const inputEl = $("input");
  const baseEl = $("base");
  const encEl = $("encoding");
  const marksEl = $("marks");
  const patEl = $("pattern-input");
  const pbaseEl = $("pattern-base");
  const icaseEl = $("pattern-icase");

  // Above these sizes the page stops doing the expensive extras; the
  // results themselves are always shown.
  const MARKS_LIMIT = 100000; // UTF-16 units of input with highlights drawn
  const PERMALINK_LIMIT = 200000; // characters of fragment kept in the address
  const DEBOUNCE_LIMIT = 10000; // larger inputs wait for a pause in typing
  const DEBOUNCE_MS = 250;

  let ready = false;
  let patternOn = false; // the module registered weburlPattern
  let timer = 0;

  function el(tag, props, ...children) {
    const e = document.createElement(tag);
    if (props) {
      for (const [k, v] of Object.entries(props)) {
        if (k === "class") e.className = v;
        else if (k === "text") e.textContent = v;
        else e.setAttribute(k, v);
      }
    }
    for (const c of children) {
      if (c != null) e.append(c);
    }
    return e;
  }

  // Lone surrogates: a JavaScript string may hold them, a URL cannot. WebIDL
  // turns each into U+FFFD before a browser's URL parser sees the string
  // (USVString), and syscall/js does the same on the way into Go.
  const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  function loneSurrogates(s) {
    const m = s.match(LONE);
    return m ? m.length : 0;
  }
  function wellFormed(s) {
    return typeof s.toWellFormed === "function" ? s.toWellFormed() : s.replace(LONE, "\uFFFD");
  }

  // The fragment: input=...&base=...&enc=...&pattern=...&pbase=...&icase=1,
  // each value percent-encoded; enc only when it is not UTF-8, the pattern's
  // fields only when they are not empty (icase=1: ignoreCase checked).
  function readFragment() {
    const state = { input: "", base: "", enc: "utf-8", pattern: "", pbase: "", icase: "", bad: [] };
    const frag = location.hash.replace(/^#/, "");
    if (frag === "") return null;
    for (const part of frag.split("&")) {
      if (part === "") continue;
      const eq = part.indexOf("=");
      const key = eq < 0 ? part : part.slice(0, eq);
      const raw = eq < 0 ? "" : part.slice(eq + 1);
      let value;
      try {
        value = decodeURIComponent(raw);
      } catch (e) {
        // Not valid percent-encoded UTF-8: keep the text as written.
        value = raw;
        state.bad.push(key);
      }
      if (["input", "base", "enc", "pattern", "pbase", "icase"].includes(key)) state[key] = value;
    }
    return state;
  }

  function fragmentOf(input, base, enc, pattern, pbase, icase) {
    let f = "input=" + encodeURIComponent(wellFormed(input)) + "&base=" + encodeURIComponent(wellFormed(base));
    if (enc && enc !== "utf-8") f += "&enc=" + encodeURIComponent(enc);
    if (pattern) f += "&pattern=" + encodeURIComponent(wellFormed(pattern));
    if (pbase) f += "&pbase=" + encodeURIComponent(wellFormed(pbase));
    if (icase) f += "&icase=1";
    return f;
  }

  function setEncoding(label) {
    if (![...encEl.options].some((o) => o.value === label)) {
      encEl.append(el("option", { text: label }));
    }
    encEl.value = label;
  }

  function restore() {
    const state = readFragment();
    if (!state) return [];
    inputEl.value = state.input;
    baseEl.value = state.base;
    setEncoding(state.enc || "utf-8");
    patEl.value = state.pattern;
    pbaseEl.value = state.pbase;
    icaseEl.checked = state.icase === "1" || state.icase === "true";
    return state.bad.map((k) => `The link's ${k}= is not valid percent-encoded UTF-8; it is shown as written.`);
  }

  let linkNotes = [];
  let permalinkNote = "";

  function updateAddress() {
    const f = fragmentOf(inputEl.value, baseEl.value, encEl.value, patEl.value, pbaseEl.value, icaseEl.checked);
    permalinkNote = "";
    if (f.length > PERMALINK_LIMIT) {
      permalinkNote = `No permalink: the state is ${f.length} characters once percent-encoded, over ${PERMALINK_LIMIT}.`;
      history.replaceState(null, "", location.pathname + location.search);
      $("permalink").href = "#";
      return;
    }
    history.replaceState(null, "", "#" + f);
    $("permalink").href = "#" + f;
  }

  function schedule() {
    clearTimeout(timer);
    const size = inputEl.value.length + baseEl.value.length + patEl.value.length + pbaseEl.value.length;
    if (size > DEBOUNCE_LIMIT) {
      $("timing").textContent = "working…";
      timer = setTimeout(render, DEBOUNCE_MS);
    } else {
      timer = setTimeout(render, 0);
    }
  }

  function showValue(cell) {
    if (cell.na) return el("span", { class: "na", text: "n/a" });
    const frag = document.createDocumentFragment();
    if (cell.value === "") frag.append(el("span", { class: "empty", text: "(empty)" }));
    else frag.append(cell.value);
    if (cell.truncated) frag.append(el("span", { class: "cut", text: ` … (${cell.truncated} more bytes)` }));
    // A domain with Punycode labels: its Unicode form, as people see it.
    if (cell.display) frag.append(" ", el("span", { class: "display", title: "the host in Unicode, as shown to people", text: cell.display }));
    return frag;
  }

  // renderSkeleton draws the table's rows before the module has loaded, so
  // that the page has its layout at once: view.Components and the
  // standard's column title, which the module gives only once it runs.
  function renderSkeleton() {
    const head = el("tr", null, el("th", { text: "component" }), el("th", { text: "URL Standard (browsers)" }));
    const body = el("tbody");
    for (const name of ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"]) {
      body.append(el("tr", { "data-component": name }, el("th", { text: name }), el("td", { class: "pending", text: "…" })));
    }
    $("components").replaceChildren(el("thead", null, head), body);
  }

  function renderTable(res) {
    const table = $("components");
    table.replaceChildren();
    const head = el("tr", null, el("th", { text: "component" }));
    res.readings.forEach((rd, i) => {
      // The standard's failure is told in the summary above, once.
      const error = i === 0 && res.failure ? "fails (see above)" : rd.error;
      head.append(el("th", null, rd.title,
        rd.verdict ? el("span", { class: "verdict", text: rd.verdict }) : null,
        error ? el("span", { class: "error", text: error }) : null));
    });
    table.append(el("thead", null, head));
    const body = el("tbody");
    res.components.forEach((name, i) => {
      const tr = el("tr", { "data-component": name }, el("th", { text: name }));
      let differs = false;
      for (const rd of res.readings) {
        const cell = rd.cells ? rd.cells[i] : null;
        const td = el("td");
        if (!cell) td.append(el("span", { class: "na", text: "—" }));
        else {
          td.append(showValue(cell));
          if (cell.differs) {
            td.classList.add("differs");
            differs = true;
          }
        }
        tr.append(td);
      }
      if (differs) tr.classList.add("differs");
      body.append(tr);
    });
    table.append(body);
  }

  function renderSummary(res) {
    const s = $("summary");
    s.replaceChildren();
    const std = res.readings[0];
    if (res.failure) {
      // Said once: the validation error that ended parsing and the
      // library's detail (or, without one, what the error means). The
      // list below has it too, with the others, and the input marks it.
      const f = res.failure;
      let why;
      if (f.inBase) why = `: the base URL does not parse (${f.message})`;
      else if (f.name) why = `: ${f.name}: ${f.detail || f.description}`;
      else why = `: ${f.message}`;
      s.append(el("p", { class: "status", id: "failure" }, el("span", { class: "failure", text: "Failure" }), why));
      return;
    }
    const href = std.cells[0];
    s.append(el("p", { class: "href", id: "href" }, showValue(href)));
    const hostname = std.cells[res.components.indexOf("hostname")];
    if (hostname && hostname.display) {
      s.append(el("p", { class: "sub", id: "host-display" }, "The host in Unicode, as people see it: ",
        el("span", { class: "display", text: hostname.display })));
    }
    const n = res.issueCount;
    s.append(el("p", { class: "sub" }, n === 0 ? el("span", { class: "ok", text: "A valid URL string" }) :
      `Parses, with ${n} validation error${n === 1 ? "" : "s"}: browsers accept it, a strict reader would not.`));
  }

  // PREVIEW_SRC is what a preview's src must look like: weburlView makes
  // it from the body, for the four raster image types only.
  const PREVIEW_SRC = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/;

  // renderData shows the MIME type and body size of a data: URL, and a
  // preview of a raster image.
  function renderData(res) {
    const sec = $("data");
    const d = res.data;
    sec.hidden = !d;
    if (!d) {
      $("data-facts").replaceChildren();
      $("data-preview").replaceChildren();
      return;
    }
    const facts = [];
    const fact = (name, value, id) => facts.push(el("dt", { text: name }), el("dd", { id, text: value }));
    if (d.error) {
      fact("Failure", d.error, "data-error");
    } else {
      fact("MIME type", d.mimeType, "data-mimetype");
      fact("Body", `${d.bodySize.toLocaleString("en")} byte${d.bodySize === 1 ? "" : "s"}`, "data-size");
    }
    $("data-facts").replaceChildren(...facts);
    const prev = $("data-preview");
    prev.replaceChildren();
    if (d.preview && PREVIEW_SRC.test(d.preview)) {
      const img = el("img", { id: "data-image", alt: `Preview of the ${d.essence} body` });
      img.src = d.preview;
      prev.append(img);
    } else if (d.noPreview) {
      prev.append(el("p", { class: "hint", id: "data-nopreview", text: "No preview: " + d.noPreview + "." }));
    }
  }

  function excerpt(text, span) {
    const s = text.slice(span.start, Math.min(span.end, span.start + 60));
    return s === "" ? "(end of input)" : s;
  }

  function renderIssues(res, text) {
    const list = $("issues");
    list.replaceChildren();
    $("issue-count").textContent = res.issueCount ? `(${res.issueCount})` : "";
    if (res.issueCount === 0) {
      list.append(el("li", { class: "none", text: res.failure && res.failure.inBase ? "None: the input is not parsed without its base." : "None." }));
    }
    res.issues.forEach((is, i) => {
      const where = is.span.start === is.span.end ? `at ${is.span.start}` : `at ${is.span.start}–${is.span.end}`;
      const li = el("li", { "data-issue": String(i), class: is.fatal ? "fatal" : "" },
        el("span", { class: "name", text: is.name }), " ",
        el("span", { class: "excerpt", text: excerpt(text, is.span) }), " ",
        el("span", { class: "where", text: `${where} (UTF-16 units; byte ${is.offset})${is.fatal ? ", ended parsing" : ""}` }),
        el("div", { class: "desc", text: is.description }));
      li.addEventListener("click", () => {
        inputEl.focus();
        inputEl.setSelectionRange(is.span.start, is.span.end);
      });
      li.addEventListener("mouseenter", () => activate(i, true));
      li.addEventListener("mouseleave", () => activate(i, false));
      list.append(li);
    });
    if (res.issueCount > res.issues.length) {
      list.append(el("li", { class: "none", text: `… and ${res.issueCount - res.issues.length} more, not listed.` }));
    }
  }

  function activate(i, on) {
    for (const m of marksEl.querySelectorAll("mark")) {
      if ((m.dataset.issues || "").split(" ").includes(String(i))) m.classList.toggle("active", on);
    }
  }

  // renderMarks draws the input again behind the textarea, in transparent
  // text, with a mark under each span; overlapping spans share a mark.
  function renderMarks(text, issues, failure) {
    marksEl.replaceChildren();
    const spans = issues.map((is, i) => ({ start: is.span.start, end: is.span.end, fatal: is.fatal, ids: [i] }));
    if (failure && !failure.inBase && !issues.some((is) => is.fatal)) {
      spans.push({ start: failure.span.start, end: failure.span.end, fatal: true, ids: [] });
    }
    if (text.length > MARKS_LIMIT) return false;
    const cuts = new Set([0, text.length]);
    for (const s of spans) {
      cuts.add(s.start);
      cuts.add(s.end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let k = 0; k < points.length; k++) {
      const at = points[k];
      const here = spans.filter((s) => s.start === at && s.end === at);
      if (here.length) {
        marksEl.append(el("mark", { class: "point" + (here.some((s) => s.fatal) ? " fatal" : ""), "data-issues": here.flatMap((s) => s.ids).join(" ") }));
      }
      if (k + 1 >= points.length) break;
      const next = points[k + 1];
      const piece = text.slice(at, next);
      const cover = spans.filter((s) => s.start <= at && next <= s.end && s.start < s.end);
      if (cover.length === 0) marksEl.append(piece);
      else marksEl.append(el("mark", { class: cover.some((s) => s.fatal) ? "fatal" : "", "data-issues": cover.flatMap((s) => s.ids).join(" ") }, piece));
    }
    // A textarea keeps room for a line after a final newline.
    marksEl.append("\n");
    marksEl.scrollTop = inputEl.scrollTop;
    return true;
  }

  function renderNotes(res, text, marksDrawn) {
    const notes = [...linkNotes];
    const lone = loneSurrogates(text) + loneSurrogates(baseEl.value);
    if (lone > 0) {
      notes.push(`The text has ${lone} lone surrogate${lone === 1 ? "" : "s"} (half of a UTF-16 pair). ` +
        "A browser's URL parser sees each as U+FFFD (WebIDL's USVString conversion), and so do both readings here; " +
        "the permalink stores U+FFFD.");
    }
    if (res) for (const s of res.setup || []) notes.push(s);
    if (!marksDrawn) notes.push(`Highlights in the input are drawn for inputs up to ${MARKS_LIMIT} characters; the list below still locates each error.`);
    if (permalinkNote) notes.push(permalinkNote);
    $("notes").replaceChildren(...notes.map((n) => el("li", { text: n })));
  }

  function render() {
    if (!ready) {
      // Typing before the module has loaded: keep the link current; start
      // renders the fields as they are then.
      updateAddress();
      return;
    }
    const text = inputEl.value;
    const t0 = performance.now();
    let res;
    try {
      res = JSON.parse(weburlView(text, baseEl.value, encEl.value));
    } catch (e) {
      res = { crash: String(e && e.message ? e.message : e) };
    }
    updateAddress();
    if (res.crash) {
      $("summary").replaceChildren(el("p", { class: "status" }, el("span", { class: "failure", text: "Internal error" }), ": " + res.crash));
      renderData({});
      renderNotes(null, text, true);
      return;
    }
    renderSummary(res);
    renderData(res);
    renderTable(res);
    renderIssues(res, text);
    const drawn = renderMarks(text, res.issues, res.failure);
    renderNotes(res, text, drawn);
    if (patternOn) renderPattern(text);
    const ms = performance.now() - t0;
    $("timing").textContent = `${res.stats.utf16} characters, rendered in ${ms.toFixed(1)} ms`;
    document.body.dataset.rendered = String((Number(document.body.dataset.rendered) || 0) + 1);
  }

  // renderPattern shows the URL Pattern tester's result for the pattern's
  // fields and the page's input and base: the eight component pattern
  // strings, hasRegExpGroups, whether the URL matches, and the exec
  // result's groups; or the constructor's error.
  function renderPattern(text) {
    const out = $("pattern-result");
    out.replaceChildren();
    if (patEl.value === "") {
      out.append(el("p", { class: "hint", text: "Type a pattern to test the input against it." }));
      return;
    }
    let res;
    try {
      res = JSON.parse(weburlPattern(patEl.value, pbaseEl.value, icaseEl.checked, text, baseEl.value));
    } catch (e) {
      res = { crash: String(e && e.message ? e.message : e) };
    }
    const status = el("p", { id: "pattern-status" });
    out.append(status);
    if (res.crash) {
      status.append(el("span", { class: "failure", text: "Internal error" }), ": " + res.crash);
      return;
    }
    if (res.error) {
      const e = res.error;
      status.dataset.status = "error";
      status.append(el("span", { class: "failure", text: "Error" }), ": new URLPattern() throws a TypeError",
        el("span", { class: "sub", id: "pattern-error", text: e.message }));
      return;
    }
    status.dataset.status = res.matches ? "match" : "no-match";
    status.append(res.matches ? el("span", { class: "ok", text: "Matches" }) : el("span", { class: "no", text: "Does not match" }),
      res.matches ? ": exec() returns the groups below" : ": exec() returns null",
      el("span", { class: "sub", id: "pattern-regexp", text: "hasRegExpGroups: " + res.hasRegExpGroups }));
    const head = el("tr", null, el("th", { text: "component" }), el("th", { text: "pattern string" }));
    if (res.matches) head.append(el("th", { text: "input" }), el("th", { text: "groups" }));
    const body = el("tbody");
    res.components.forEach((c, i) => {
      const tr = el("tr", { "data-component": c.name }, el("th", { text: c.name }),
        el("td", { class: "pattern" }, showValue({ value: c.pattern, truncated: c.truncated })));
      if (res.matches) {
        const m = res.groups[i];
        tr.append(el("td", { class: "input" }, showValue({ value: m.input, truncated: m.truncated })));
        const list = el("ul", { class: "groups" });
        for (const g of m.groups) {
          // An undefined group took no part in the match; it is not "".
          list.append(el("li", { "data-group": g.name }, g.name + ": ",
            g.matched ? JSON.stringify(g.value) : el("span", { class: "undefined", text: "undefined" }),
            g.truncated ? el("span", { class: "cut", text: ` … (${g.truncated} more bytes)` }) : null));
        }
        tr.append(el("td", { class: "groups" }, m.groups.length ? list : el("span", { class: "empty", text: "(none)" })));
      }
      body.append(tr);
    });
    out.append(el("table", { id: "pattern-table" }, el("thead", null, head), body));
  }

  // setupPattern shows the URL Pattern tester once the WebAssembly module
  // has registered weburlPattern(pattern, patternBase, ignoreCase, input,
  // base), which returns JSON.
  function setupPattern() {
    if (typeof window.weburlPattern !== "function") return;
    patternOn = true;
    $("pattern").hidden = false;
  }

  // start runs the WebAssembly module, which index.html began to fetch and
  // compile as the page loaded, and renders the fields as they are by then.
  // Until it is ready the page is there to read and type into, with a note
  // where the result will be.
  async function start() {
    linkNotes = restore();
    renderSkeleton();
    renderNotes(null, inputEl.value, true);
    updateAddress();
    const go = new Go();
    let instance;
    let compiled;
    try {
      const module = await (window.weburlModule || WebAssembly.compileStreaming(fetch("main.wasm")));
      compiled = performance.now();
      instance = await WebAssembly.instantiate(module, go.importObject);
    } catch (e) {
      $("summary").replaceChildren(el("p", { class: "status" }, el("span", { class: "failure", text: "Could not load the WebAssembly module" }), ": " + e));
      return;
    }
    go.run(instance);
    const started = performance.now();
    if (typeof window.weburlView !== "function") {
      $("summary").replaceChildren(el("p", { class: "status", text: "The WebAssembly module did not register weburlView." }));
      return;
    }
    ready = true;
    setupPattern();
    clearTimeout(timer);
    render();
    const rendered = performance.now();
    // Startup, in milliseconds since navigation began (performance.now()):
    // the module's last byte received, the module compiled, the Go program
    // started, and the first result in the DOM.
    const fetched = performance.getEntriesByName(new URL("main.wasm", location.href).href)[0];
    window.weburlStartup = {
      fetched: fetched ? Math.round(fetched.responseEnd) : 0,
      compiled: Math.round(compiled),
      started: Math.round(started),
      rendered: Math.round(rendered),
    };
  }

  // Once the state is edited, notes about how the link was read no longer
  // apply.
  function edited() {
    linkNotes = [];
    schedule();
  }
  inputEl.addEventListener("input", edited);
  baseEl.addEventListener("input", edited);
  encEl.addEventListener("change", edited);
  patEl.addEventListener("input", edited);
  pbaseEl.addEventListener("input", edited);
  icaseEl.addEventListener("change", edited);
  inputEl.addEventListener("scroll", () => { marksEl.scrollTop = inputEl.scrollTop; });
  window.addEventListener("hashchange", () => {
    linkNotes = restore();
    schedule();
  });
  start();
})();
