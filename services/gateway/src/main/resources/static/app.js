// The page: ask a question, watch its hops arrive as server-sent events, read the cited answer.
(function () {
  "use strict";
  var RECENT_KEY = "legal-agent.recent";
  var $ = function (id) { return document.getElementById(id); };
  var ADDRESS_KEY = "legal-agent.address"; // a run's address kept across the issuer's sign-in form
  var current = null; // { requestId, entry, source (EventSource), hops, answer, loops }
  var user = null; // the signed-in user's name, once known

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }

  // ---- recent questions: the caller's runs from the gateway, and those asked in this browser ----
  function recent() {
    try { return JSON.parse(localStorage.getItem(RECENT_KEY)) || []; } catch (e) { return []; }
  }
  function remember(entry) {
    var list = recent().filter(function (r) { return r.requestId !== entry.requestId; });
    list.unshift(entry);
    localStorage.setItem(RECENT_KEY, JSON.stringify(list.slice(0, 20)));
    showRecent();
  }
  // GET /api/answers: the signed-in caller's runs, newest first, with the id as the caller knows it.
  function fromGateway() {
    return fetch("api/answers", { headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (json) {
        var runs = json && (Array.isArray(json) ? json : json.answers || json.runs);
        return (runs || []).map(function (run) {
          return { requestId: run.requestId, question: run.question || "", status: run.status,
                   askedAt: run.askedAt || run.at || run.time, library: run.library };
        });
      })
      .catch(function () { return []; });
  }
  // The gateway's list and this browser's entries of the same user (which keep their trace link), newest first.
  function showRecent() {
    fromGateway().then(function (runs) {
      var mine = recent().filter(function (entry) { return !entry.user || entry.user === user; });
      var list = mine.concat(runs.filter(function (run) {
        return !mine.some(function (entry) { return entry.requestId === run.requestId; });
      }));
      list.sort(function (a, b) { return new Date(b.askedAt) - new Date(a.askedAt); });
      listRecent(list.slice(0, 20));
    });
  }
  function listRecent(list) {
    var ul = $("recent-list");
    ul.textContent = "";
    if (!list.length) { ul.appendChild(el("li", "meta", "None yet.")); return; }
    list.forEach(function (entry) {
      var li = el("li");
      var button = el("button", null, entry.question.length > 90 ? entry.question.slice(0, 90) + "…" : entry.question);
      button.type = "button";
      button.addEventListener("click", function () { show(entry.requestId); });
      li.appendChild(button);
      li.appendChild(el("span", "meta", " " + (entry.status ? entry.status.toLowerCase() + " · " : "")
        + new Date(entry.askedAt).toLocaleString()));
      ul.appendChild(li);
    });
  }

  // ---- asking ----
  $("ask-form").addEventListener("submit", function (event) {
    event.preventDefault();
    var question = $("question").value.trim();
    var choices = {};
    document.querySelectorAll("#choices input").forEach(function (input) {
      if (input.value.trim()) { choices[input.dataset.label] = input.value.trim(); }
    });
    var body = { question: question };
    if (Object.keys(choices).length) { body.choices = choices; }
    if ($("review-plan").checked || $("review-answer").checked) {
      body.review = { plan: $("review-plan").checked, answer: $("review-answer").checked };
    }
    var library = $("ask-library").value.trim();
    if (library && library !== "default") { body.library = library; }
    $("ask-button").disabled = true;
    $("ask-error").hidden = true;
    fetch("api/questions", { method: "POST", headers: window.LegalSession.headers({ "Content-Type": "application/json" }),
                            body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (json) { return { ok: response.ok, json: json }; });
      })
      .then(function (reply) {
        if (!reply.ok) { throw new Error(reply.json.detail || reply.json.title || "the question was refused"); }
        var entry = { requestId: reply.json.requestId, question: question, askedAt: Date.now(), library: body.library, user: user,
                      traceId: reply.json.traceId, trace: reply.json.links.trace || null };
        remember(entry);
        show(entry.requestId);
      })
      .catch(function (error) {
        $("ask-error").textContent = error.message;
        $("ask-error").hidden = false;
      })
      .finally(function () { $("ask-button").disabled = false; });
  });

  // ---- each run has an address: #/requests/<requestId>; #/ or none is the empty form ----
  var ADDRESS = /^#\/requests\/(.+)$/;
  function address(requestId) { return "#/requests/" + encodeURIComponent(requestId); }
  function addressed() {
    var match = ADDRESS.exec(location.hash);
    return match ? decodeURIComponent(match[1]) : null;
  }
  // Opens a run by its address, so that reload, bookmarks, links and back/forward open it again.
  function show(requestId) {
    if (location.hash === address(requestId)) { route(); } else { location.hash = address(requestId); }
  }
  function route() {
    var requestId = addressed();
    if (!requestId) { stop(); return; }
    if (current && current.requestId === requestId) { return; }
    var known = recent().filter(function (entry) { return entry.requestId === requestId; })[0];
    follow(known || { requestId: requestId, question: "" });
  }
  function stop() {
    if (current && current.source) { current.source.close(); }
    current = null;
    $("run").hidden = true;
    $("result").hidden = true;
  }
  window.addEventListener("hashchange", route);

  // ---- following a run ----
  function follow(entry) {
    if (current && current.source) { current.source.close(); }
    current = { requestId: entry.requestId, entry: entry, loops: 0, answer: null, hops: [] };
    $("run").hidden = false;
    $("result").hidden = true;
    $("run-refused").hidden = true;
    $("timeline").textContent = "";
    window.LegalWaterfall.draw($("waterfall"), [], null);
    window.LegalReviews.paused(null);
    $("run-meta").textContent = "Request " + entry.requestId + (entry.question ? " — " + entry.question : "");
    var events = "api/questions/" + encodeURIComponent(entry.requestId) + "/events";
    var source = new EventSource(events);
    current.source = source;
    var mine = current;
    source.addEventListener("hop", function (message) {
      if (current !== mine) { return; }
      var hop = JSON.parse(message.data);
      mine.hops.push(hop);
      addHop(hop);
      window.LegalWaterfall.draw($("waterfall"), mine.hops, traceLink(null));
    });
    // A stream the gateway refused closes for good: ask once more to read and show its reason.
    source.addEventListener("error", function () {
      if (current === mine && source.readyState === EventSource.CLOSED && !mine.answer) { refused(events, mine); }
    });
    // What the gateway found checking the answer's signature with the published key; sent just before the answer.
    source.addEventListener("signature", function (message) { if (current === mine) { mine.signature = JSON.parse(message.data); } });
    // The run paused for a reviewer, or resumed: the panel below the timeline says which.
    source.addEventListener("review", function (message) {
      if (current === mine) { window.LegalReviews.paused(JSON.parse(message.data)); }
    });
    source.addEventListener("answer", function (message) {
      source.close();
      window.LegalReviews.paused(null);
      if (current === mine) { showAnswer(JSON.parse(message.data)); }
    });
  }

  function refused(events, mine) {
    // Any type: the refusal comes as a problem (JSON), which an event-stream request would not accept.
    var abort = new AbortController();
    fetch(events, { signal: abort.signal })
      .then(function (response) {
        if (response.ok) { abort.abort(); return null; }
        return response.json().catch(function () { return {}; }).then(function (problem) {
          return (problem.title ? problem.title + ": " : "") + (problem.detail || "refused (" + response.status + ")");
        });
      })
      .catch(function () { return "the gateway could not be reached"; })
      .then(function (reason) {
        if (current !== mine || !reason) { return; }
        $("run-refused").textContent = "This run cannot be shown. " + reason;
        $("run-refused").hidden = false;
      });
  }

  // The run's page in Jaeger: from the reply to asking (this browser), else from the answer.
  function traceLink(answer) {
    return current.entry.trace || (answer && answer.traceUrl) || (current.answer && current.answer.traceUrl) || null;
  }

  function addHop(hop) {
    var timeline = $("timeline");
    if (hop.node === "executor") {
      current.loops += 1;
      timeline.appendChild(el("li", "loop", "Loop " + current.loops + (hop.stepId ? " — step " + hop.stepId : "")));
    }
    var li = el("li", "hop");
    li.dataset.node = hop.node;
    li.dataset.run = hop.runId;
    li.appendChild(el("span", "n", "#" + hop.hop));
    var what = el("span");
    what.appendChild(el("span", "node", hop.node + " "));
    what.appendChild(el("span", "route", hop.route + " → " + hop.topic));
    if (hop.confidence !== null && hop.confidence !== undefined) {
      what.appendChild(el("span", "conf", " · confidence " + hop.confidence.toFixed(2)));
    }
    li.appendChild(what);
    li.appendChild(el("span", "when", hop.elapsedMs === undefined ? "" : (hop.elapsedMs / 1000).toFixed(1) + " s"));
    timeline.appendChild(li);
  }

  function showAnswer(answer) {
    current.answer = answer;
    if (!current.entry.question) { $("run-meta").textContent = "Request " + current.requestId + " — " + answer.question; }
    $("result").hidden = false;
    var status = $("status");
    status.textContent = answer.status;
    status.className = "badge " + answer.status;
    showEvidence(answer.evidence);
    var text = answer.answer || answer.reason || "";
    $("answer-text").innerHTML = window.LegalMarkdown.render(text);
    showSelection(answer);
    showMetrics(answer.metrics || {});
    showLinks(answer);
    window.LegalReviews.reviewed(answer.review);
    showSignature(current.signature);
    showCustody(answer.custody);
    timelineOfTheNamedRun(answer);
    verify(answer);
  }

  // Progress events are unsigned: should the timeline hold hops of any run but the one the signed answer
  // names, or miss some of its hops, it is drawn again from the answer's own path.
  function timelineOfTheNamedRun(answer) {
    var hops = document.querySelectorAll("#timeline li.hop");
    var others = Array.prototype.some.call(hops, function (li) { return li.dataset.run && li.dataset.run !== answer.runId; });
    if (!others && hops.length >= (answer.path || []).length) {
      var named = current.hops.filter(function (hop) { return hop.runId === answer.runId; });
      window.LegalWaterfall.draw($("waterfall"), named, traceLink(answer));
      return;
    }
    window.LegalWaterfall.unavailable($("waterfall"), "Hop times not shown: the hop events seen here are not those of"
      + " the run the signed answer names; the timeline is its path.");
    $("timeline").textContent = "";
    current.loops = 0;
    (answer.path || []).forEach(function (hop, i) {
      addHop({ runId: answer.runId, hop: i + 1, node: hop.node, route: hop.route, topic: hop.topic });
    });
  }

  var SIGNATURE_WORDS = {
    VERIFIED: "verified with the published key",
    FAILED: "FAILED",
    NOT_CHECKED: "not checked"
  };
  function showSignature(signature) {
    var box = $("signature");
    var status = signature ? signature.status : "NOT_CHECKED";
    box.className = "verdict " + (status === "VERIFIED" ? "match" : status === "FAILED" ? "differs" : "");
    box.textContent = "Signature: " + (SIGNATURE_WORDS[status] || status)
      + (signature && signature.detail ? " (" + signature.detail + ")" : "");
  }

  // Who vouched for each part: one row per hop that signed its part, as the observer checked them before signing.
  function showCustody(custody) {
    var box = $("custody");
    box.textContent = "";
    if (!custody || !custody.length) {
      box.appendChild(el("p", "meta", "Custody not checked: the answer carries no node's signed word for its parts."));
      return;
    }
    box.appendChild(el("h3", "sub", "Who vouched for each part"));
    var table = el("table");
    var head = el("tr");
    ["Hop", "Node", "Parts it signed"].forEach(function (name) { head.appendChild(el("th", null, name)); });
    table.appendChild(head);
    custody.forEach(function (attestation) {
      var tr = el("tr");
      tr.dataset.node = attestation.node;
      tr.title = "key " + attestation.keyid;
      tr.appendChild(el("td", null, "#" + attestation.hop));
      tr.appendChild(el("td", "node", attestation.node));
      var parts = Object.keys(attestation.parts || {});
      tr.appendChild(el("td", null, parts.length ? parts.join(", ") : "–"));
      table.appendChild(tr);
    });
    box.appendChild(table);
  }

  // A warning unless every research step found sufficient evidence; the status stays ANSWERED.
  var EVIDENCE_WARNINGS = {
    partial: "Partial evidence: some research steps found too little evidence. Read the answer with care.",
    insufficient: "Insufficient evidence: no research step found sufficient evidence. The answer rests on weak passages."
  };
  function showEvidence(evidence) {
    var box = $("evidence");
    var warning = EVIDENCE_WARNINGS[evidence];
    box.hidden = !warning;
    box.className = "evidence " + (evidence || "");
    box.textContent = warning || "";
  }

  function showSelection(answer) {
    var box = $("selection");
    box.textContent = "";
    if (!answer.choices || !answer.choices.length) { box.hidden = true; return; }
    box.hidden = false;
    box.appendChild(el("p", null, answer.mcAnswer ? "Selected: (" + answer.mcAnswer + ")" : "No choice was selected."));
    var reasoning = String(answer.mcReasoning || "").split("\n");
    var table = el("table");
    answer.choices.forEach(function (choice) {
      var line = reasoning.filter(function (l) { return l.indexOf("(" + choice.label + ")") >= 0; })[0] || "";
      var support = /support ([0-9.]+)/.exec(line);
      var tr = el("tr", choice.label === answer.mcAnswer ? "chosen" : null);
      tr.appendChild(el("td", null, "(" + choice.label + ")"));
      var cell = el("td", null, choice.text);
      if (line) { cell.appendChild(el("div", "meta", line.replace(/^\s*[-*]\s*/, ""))); }
      if (support) {
        var bar = el("div", "bar");
        bar.style.width = Math.round(Math.min(1, parseFloat(support[1])) * 100) + "%";
        cell.appendChild(bar);
      }
      tr.appendChild(cell);
      table.appendChild(tr);
    });
    box.appendChild(table);
  }

  function showMetrics(m) {
    var dl = $("metrics");
    dl.textContent = "";
    [["Model calls", m.llmCalls], ["Tokens in / out", (m.inputTokens || 0) + " / " + (m.outputTokens || 0)],
     ["Steps completed", m.stepsCompleted], ["Steps failed", m.stepsFailed], ["Iterations", m.iterations],
     ["Hops", m.hops], ["Time", ((m.elapsedMillis || 0) / 1000).toFixed(1) + " s"]]
      .forEach(function (pair) {
        dl.appendChild(el("dt", null, pair[0]));
        dl.appendChild(el("dd", null, pair[1] === undefined ? "–" : String(pair[1])));
      });
  }

  function showLinks(answer) {
    var p = $("links");
    p.textContent = "Run " + answer.runId + " · ";
    var trace = traceLink(answer);
    if (trace) {
      var a = el("a", null, "trace in Jaeger");
      a.href = trace; a.target = "_blank"; a.rel = "noopener";
      p.appendChild(a);
    } else {
      p.appendChild(document.createTextNode("trace " + (answer.traceId || current.entry.traceId || "unknown")));
    }
  }

  function verify(answer) {
    var box = $("verification");
    box.className = "verdict";
    box.textContent = "Verification: replaying the research…";
    var mine = current;
    fetch("api/answers/" + encodeURIComponent(current.requestId) + "/verification")
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (reply) {
        if (current !== mine) { return; }
        if (!reply.ok) { box.textContent = "Verification: " + (reply.json.detail || reply.json.title); return; }
        var v = reply.json;
        box.className = "verdict " + (v.match ? "match" : "differs");
        box.textContent = "Verification: " + (v.match ? "MATCH — the research replays byte for byte" : "DIFFERS");
        var details = [].concat(v.constants || [], v.corpus || [], v.answerFields || []);
        (v.steps || []).forEach(function (s) { details = details.concat(s.differences || []); });
        if (details.length) {
          var ul = el("ul");
          details.slice(0, 8).forEach(function (d) { ul.appendChild(el("li", null, d)); });
          box.appendChild(ul);
        }
      })
      .catch(function () { box.textContent = "Verification: unavailable"; });
  }

  // ---- citations open the passage ----
  $("answer-text").addEventListener("click", function (event) {
    var button = event.target.closest("button.cite");
    if (!button || !current || !current.answer) { return; }
    var q = Number(button.dataset.query), n = Number(button.dataset.source);
    var matches = function (s) { return s.query === q && s.number === n; };
    var source = (current.answer.sources || []).filter(matches)[0];
    var consulted = source ? null : (current.answer.alsoConsulted || []).filter(matches)[0];
    openPassage(q, n, source || consulted, !!consulted);
  });

  function openPassage(q, n, source, consulted) {
    var dialog = $("passage");
    $("passage-title").textContent = "[Query " + q + "][Source " + n + "]" + (source ? " " + source.id : "");
    $("passage-source").textContent = source
      ? source.source + " · score " + source.score.toFixed(3) + (consulted ? " · also consulted, not cited" : "")
      : "not among the answer's sources";
    $("passage-text").textContent = source ? source.preview : "";
    $("passage-check").textContent = "";
    showDocument(source && source.document);
    if (typeof dialog.showModal === "function") { dialog.showModal(); } else { dialog.setAttribute("open", ""); }
    if (!source) { return; }
    if (frozen(current.answer)) {
      $("passage-check").textContent = passageCheck(current.answer, source, null);
      return;
    }
    var library = current.entry.library ? "?library=" + encodeURIComponent(current.entry.library) : "";
    fetch("api/passages/" + encodeURIComponent(source.id) + library)
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (passage) {
        if (!passage) { $("passage-check").textContent = "The full text is not available; this is its start."; return; }
        $("passage-text").textContent = passage.text;
        $("passage-check").textContent = passageCheck(current.answer, source, passage);
      })
      .catch(function () { $("passage-check").textContent = "The full text is not available; this is its start."; });
  }

  function frozen(answer) {
    return !!(answer && answer.researchPack && answer.researchPack.inputPack);
  }

  // "SHA-256 matches" only for text the library holds: a frozen context's passage is the sender's text
  // under the sender's hash, whatever the library holds under the same id.
  function passageCheck(answer, source, passage) {
    if (frozen(answer)) {
      return "Not held by the library: the passage came with the question's frozen context, so its SHA-256 is"
        + " the sender's claim.";
    }
    if (!passage) { return "The full text is not available; this is its start."; }
    return passage.sha256 === source.sha256
      ? "The text is the one the research used (SHA-256 matches)."
      : "The stored text has changed since the research (SHA-256 differs).";
  }

  // A library document's passage: its citation (title, file, page) and the original opened at that page.
  function showDocument(place) {
    var box = $("passage-document");
    box.textContent = "";
    box.hidden = !place;
    if (!place) { return; }
    box.appendChild(document.createTextNode(citation(place) + " "));
    var a = el("a", null, "open the document");
    a.href = documentLink(place);
    a.target = "_blank"; a.rel = "noopener";
    box.appendChild(a);
  }

  // As DocumentPlace.citation() writes it: "Title, file.pdf, p. 13" ("pp. 13–14" for a span).
  function citation(place) {
    var parts = [];
    if (place.title) { parts.push(place.title); }
    parts.push(place.fileName);
    if (place.firstPage) {
      var last = place.lastPage || place.firstPage;
      parts.push(last === place.firstPage ? "p. " + place.firstPage : "pp. " + place.firstPage + "–" + last);
    }
    if (place.paragraphs && place.paragraphs.length) { parts.push("¶ " + place.paragraphs.join(", ")); }
    return parts.join(", ");
  }
  // The original, opened at the passage's first page (PDF viewers read #page=N).
  function documentLink(place) {
    return "api/documents/" + encodeURIComponent(place.documentId) + (place.firstPage ? "#page=" + place.firstPage : "");
  }
  window.LegalCitations = { citation: citation, link: documentLink, check: passageCheck };

  // Signing in leaves the page for the issuer's form and comes back to "/": the address waits in this tab.
  window.LegalSession.whenKnown(function (me) {
    user = me ? me.user : null;
    showRecent();
    var kept = sessionStorage.getItem(ADDRESS_KEY);
    if (!me && addressed()) { sessionStorage.setItem(ADDRESS_KEY, location.hash); }
    if (me && kept) {
      sessionStorage.removeItem(ADDRESS_KEY);
      if (!addressed()) { location.hash = kept; }
    }
  });
  // After every script: following a run uses the reviews' panel too.
  document.addEventListener("DOMContentLoaded", route);
})();
