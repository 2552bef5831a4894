// Reviews. For reviewers: how many reviews wait in their organisation (the header's count), the list,
// and a panel to decide one (approve, edit the plan, reject with a note, ask for one more step). For
// anyone following a run: that it waits for a review, with its plan, and who reviewed the answer.
(function () {
  "use strict";
  var POLL_MS = 10000;
  var $ = function (id) { return document.getElementById(id); };
  var reviewing = null; // the pending review open in the panel

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }
  function shorten(text) { return text.length > 90 ? text.slice(0, 90) + "…" : text; }
  function when(at) { return new Date(at).toLocaleString(); }
  function kindWord(kind) { return kind === "ANSWER" ? "answer" : "plan"; }

  // ---- the organisation's pending reviews ----
  function load() {
    return fetch("api/reviews", { headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (json) { if (json) { list(json); } })
      .catch(function () { /* the next poll tries again */ });
  }

  function list(json) {
    $("reviews-count").textContent = String(json.pending);
    $("reviews-badge").title = json.pending + " waiting for a decision";
    var ul = $("reviews-list");
    ul.textContent = "";
    if (!json.reviews.length) { ul.appendChild(el("li", "meta", "None waiting.")); }
    json.reviews.forEach(function (review) {
      var li = el("li");
      li.dataset.run = review.runId;
      var button = el("button", null, "Review the " + kindWord(review.kind) + ": " + shorten(review.question));
      button.type = "button";
      button.addEventListener("click", function () { open(review); });
      li.appendChild(button);
      li.appendChild(el("span", "meta", " asked by " + review.asker.user + " · waiting since " + when(review.requestedAt)));
      ul.appendChild(li);
    });
    var still = reviewing && json.reviews.some(function (r) { return r.reviewId === reviewing.reviewId; });
    if (reviewing && !still) { close(); }
  }

  // ---- the panel ----
  function open(review) {
    reviewing = review;
    $("review-panel").hidden = false;
    $("review-error").hidden = true;
    $("review-done").textContent = "";
    $("review-title").textContent = (review.kind === "ANSWER" ? "Answer review " : "Plan review ") + review.reviewId;
    $("review-question").textContent = review.question;
    var facts = $("review-facts");
    facts.textContent = "";
    fact(facts, "Asked by", review.asker.user + " · " + review.asker.organisation);
    fact(facts, "Classified", review.queryType === "simple" ? "simple" : "multi-hop");
    Object.keys(review.choices || {}).forEach(function (label) { fact(facts, "(" + label + ")", review.choices[label]); });
    var answer = review.kind === "ANSWER";
    $("review-answer-box").hidden = !answer;
    $("review-plan-box").hidden = answer;
    if (answer) {
      $("review-answer-text").innerHTML = window.LegalMarkdown.render(review.answer || "")
        + (review.mcAnswer ? "<p><strong>Answer: (" + review.mcAnswer.replace(/[^A-Z]/g, "") + ")</strong></p>" : "");
    } else {
      $("review-steps").textContent = "";
      (review.plan || []).forEach(addStep);
      $("review-query-type").value = review.queryType || "multi_hop";
    }
    $("review-note").value = "";
    $("review-more").value = "";
    $("review-panel").scrollIntoView({ block: "nearest" });
  }
  function fact(dl, name, value) { dl.appendChild(el("dt", null, name)); dl.appendChild(el("dd", null, value)); }
  function close() { reviewing = null; $("review-panel").hidden = true; }

  // One editable step: its text, moved up or down, or removed.
  function addStep(text) {
    var li = el("li");
    var row = el("div", "step");
    var input = el("input", "step-text");
    input.value = text || "";
    input.setAttribute("aria-label", "Step text");
    row.appendChild(input);
    [["↑", "move up", function () { if (li.previousElementSibling) { li.parentNode.insertBefore(li, li.previousElementSibling); } }],
     ["↓", "move down", function () { if (li.nextElementSibling) { li.parentNode.insertBefore(li.nextElementSibling, li); } }],
     ["✕", "remove", function () { li.remove(); }]].forEach(function (control) {
      var button = el("button", "step-" + control[1].replace(" ", "-"), control[0]);
      button.type = "button";
      button.setAttribute("aria-label", control[1]);
      button.addEventListener("click", control[2]);
      row.appendChild(button);
    });
    li.appendChild(row);
    $("review-steps").appendChild(li);
    return input;
  }
  function steps() {
    return Array.prototype.map.call(document.querySelectorAll("#review-steps input.step-text"), function (input) {
      return input.value.trim();
    }).filter(function (text) { return text; });
  }

  // Approve as shown, or EDIT when the steps or the query type changed.
  function approve() {
    if (reviewing.kind === "ANSWER") { return decide({ action: "APPROVE" }); }
    var plan = steps();
    var type = $("review-query-type").value;
    var changed = JSON.stringify(plan) !== JSON.stringify(reviewing.plan) || type !== (reviewing.queryType || "multi_hop");
    return decide(changed ? { action: "EDIT", plan: plan, queryType: type } : { action: "APPROVE" });
  }

  function decide(body) {
    var review = reviewing;
    body.reviewId = review.reviewId;
    var note = $("review-note").value.trim();
    if (note && !body.note) { body.note = note; }
    $("review-error").hidden = true;
    fetch("api/reviews/" + encodeURIComponent(review.runId) + "/decision", {
      method: "POST", headers: window.LegalSession.headers({ "Content-Type": "application/json" }), body: JSON.stringify(body) })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (reply) {
        if (!reply.ok) { throw new Error(reply.json.detail || reply.json.title || "the decision was refused"); }
        close();
        $("review-done").textContent = "Sent: " + body.action + " on " + review.reviewId + " (decision " + reply.json.decisionId + ").";
        load();
      })
      .catch(function (error) { $("review-error").textContent = error.message; $("review-error").hidden = false; });
  }

  $("review-add-step").addEventListener("click", function () { addStep("").focus(); });
  $("review-approve").addEventListener("click", approve);
  $("review-reject").addEventListener("click", function () { decide({ action: "REJECT", note: $("review-note").value.trim() }); });
  $("review-more-button").addEventListener("click", function () { decide({ action: "MORE", step: $("review-more").value.trim() }); });
  $("reviews-badge").addEventListener("click", function () { $("reviews").scrollIntoView(); });

  // ---- a followed run: waiting for review, resumed, reviewed ----
  // The stream's review event; null hides the note. The plan comes from GET /api/reviews/{runId}, which
  // reads agent.review and so outlives the run's progress events.
  function paused(update) {
    var box = $("paused");
    box.hidden = !update;
    if (!update) { return; }
    $("paused-plan").textContent = "";
    if (!update.waiting) {
      $("paused-note").textContent = "Review decided" + (update.action ? ": " + update.action : "")
        + (update.reviewer ? " by " + update.reviewer.user : "") + (update.decidedAt ? " at " + when(update.decidedAt) : "")
        + "; the run goes on.";
      return;
    }
    waiting(update.kind);
    showParked(update.runId, 5);
  }
  function waiting(kind) {
    $("paused-note").textContent = "Waiting for review" + (kind ? " (" + kindWord(kind) + ")" : "")
      + ": a reviewer of your organisation decides before the run goes on.";
  }
  // The parked run's plan; the gateway may read agent.review a moment after the hop, so it asks again.
  function showParked(runId, tries) {
    fetch("api/reviews/" + encodeURIComponent(runId), { headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (run) {
        if (!run) {
          if (tries > 1) { setTimeout(function () { showParked(runId, tries - 1); }, 1000); }
          return;
        }
        var pending = (run.rounds || []).filter(function (round) { return !round.decision; })[0];
        if (pending) { waiting(pending.kind); }
        $("paused-plan").textContent = "";
        (run.plan || []).forEach(function (step) { $("paused-plan").appendChild(el("li", null, step.question)); });
      })
      .catch(function () { /* the note stands without the plan */ });
  }

  // Under a published answer: each decision with its reviewer and time.
  function reviewed(review) {
    var p = $("reviewed");
    var rounds = ((review && review.rounds) || []).filter(function (round) { return round.decision; });
    p.hidden = !rounds.length;
    p.textContent = rounds.map(function (round) {
      var d = round.decision;
      var who = d.reviewer ? d.reviewer.user + " (" + d.reviewer.organisation + ")" : "the review's timeout";
      return "Reviewed (" + kindWord(round.kind) + "): " + d.action + " by " + who + " at " + when(d.decidedAt)
        + (d.note ? " — " + d.note : "");
    }).join(" · ");
  }

  window.LegalReviews = { paused: paused, reviewed: reviewed };

  window.LegalSession.whenKnown(function (me) {
    var reviewer = !!(me && me.roles && me.roles.indexOf("reviewer") >= 0);
    $("reviews-badge").hidden = !reviewer;
    $("reviews").hidden = !reviewer;
    if (reviewer) {
      load();
      setInterval(load, POLL_MS);
    }
  });
})();
