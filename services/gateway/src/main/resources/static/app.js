// The page: ask a question, watch its hops arrive as server-sent events, read the cited answer.
(function () {
  "use strict";
  var RECENT_KEY = "legal-agent.recent";
  var $ = function (id) { return document.getElementById(id); };
  var current = null; // { requestId, source (EventSource), answer, loops }
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
      button.addEventListener("click", function () { follow(entry); });
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
        follow(entry);
      })
      .catch(function (error) {
        $("ask-error").textContent = error.message;
        $("ask-error").hidden = false;
      })
      .finally(function () { $("ask-button").disabled = false; });
  });

  // ---- following a run ----
  function follow(entry) {
    if (current && current.source) { current.source.close(); }
    current = { requestId: entry.requestId, entry: entry, loops: 0, answer: null };
    $("run").hidden = false;
    $("result").hidden = true;
    $("timeline").textContent = "";
    window.LegalReviews.paused(null);
    $("run-meta").textContent = "Request " + entry.requestId + " — " + entry.question;
    var source = new EventSource("api/questions/" + encodeURIComponent(entry.requestId) + "/events");
    current.source = source;
    var mine = current;
    source.addEventListener("hop", function (message) { if (current === mine) { addHop(JSON.parse(message.data)); } });
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
    if (!others && hops.length >= (answer.path || []).length) { return; }
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
    var trace = current.entry.trace;
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

  window.LegalSession.whenKnown(function (me) { user = me ? me.user : null; showRecent(); });
})();
