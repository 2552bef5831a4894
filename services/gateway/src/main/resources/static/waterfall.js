// A run's hops as a waterfall of durations. Each hop event says when the hop committed (elapsedMs,
// since the question was asked); a hop's bar runs from the commit before it to its own, to scale. The
// hop after a PARKED one is the time the run waited for a reviewer, drawn apart from research time.
(function () {
  "use strict";

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }

  // One row per hop, in hop order: start offset and duration in ms, and whether it was a review wait.
  function rows(hops) {
    var previous = 0;
    var parked = false;
    return hops.slice().sort(function (a, b) { return a.hop - b.hop; }).map(function (hop) {
      var end = Math.max(previous, hop.elapsedMs || 0);
      var row = { hop: hop.hop, node: hop.node, route: hop.route, start: previous, duration: end - previous, waiting: parked };
      previous = end;
      parked = hop.route === "PARKED";
      return row;
    });
  }

  function seconds(ms) { return ms < 1000 ? ms + " ms" : (ms / 1000).toFixed(ms < 10000 ? 2 : 1) + " s"; }
  function percent(part, whole) { return whole > 0 ? (100 * part / whole) + "%" : "0%"; }

  // The hop's span in Jaeger: the trace page with the spans of that hop (attribute legal.hop) marked.
  function hopLink(trace, hop) {
    return trace + (trace.indexOf("?") >= 0 ? "&" : "?") + "uiFind=" + encodeURIComponent("legal.hop=" + hop);
  }

  function link(href, text) {
    var a = el("a", null, text);
    a.href = href; a.target = "_blank"; a.rel = "noopener";
    return a;
  }

  function summary(list, total, trace) {
    var waited = list.filter(function (r) { return r.waiting; }).reduce(function (s, r) { return s + r.duration; }, 0);
    var p = el("p", "meta wf-summary", list.length + " hops in " + seconds(total)
      + (waited ? " (" + seconds(waited) + " of it waiting for review)" : "") + " · ");
    p.appendChild(trace ? link(trace, "the whole run in Jaeger") : document.createTextNode("no trace link configured"));
    return p;
  }

  function row(r, total, trace) {
    var div = el("div", "wf-row" + (r.waiting ? " waiting" : ""));
    div.dataset.hop = r.hop;
    div.dataset.node = r.node;
    div.dataset.startMs = r.start;
    div.dataset.durationMs = r.duration;
    var name = "#" + r.hop + " " + r.node + " " + r.route;
    var label = el("span", "wf-label");
    label.appendChild(trace ? link(hopLink(trace, r.hop), name) : document.createTextNode(name));
    div.appendChild(label);
    var track = el("span", "wf-track");
    var bar = el("span", "wf-bar");
    bar.style.left = percent(r.start, total);
    bar.style.width = percent(r.duration, total);
    bar.title = name + ": from " + seconds(r.start) + ", " + seconds(r.duration) + (r.waiting ? " waiting for review" : "");
    track.appendChild(bar);
    div.appendChild(track);
    div.appendChild(el("span", "wf-ms", (r.waiting ? "review wait " : "") + seconds(r.duration)));
    return div;
  }

  // Draws the waterfall of `hops` (hop events of one run) into `box`; `trace` is the run's Jaeger page or null.
  function draw(box, hops, trace) {
    box.textContent = "";
    var list = rows(hops);
    box.hidden = !list.length;
    if (!list.length) { return; }
    var last = list[list.length - 1];
    var total = last.start + last.duration;
    box.appendChild(el("h3", "sub", "Where the time went"));
    box.appendChild(summary(list, total, trace));
    list.forEach(function (r) { box.appendChild(row(r, total, trace)); });
  }

  // When the hop events cannot be trusted for the run the answer names, the waterfall says so.
  function unavailable(box, why) {
    box.textContent = "";
    box.hidden = false;
    box.appendChild(el("h3", "sub", "Where the time went"));
    box.appendChild(el("p", "meta", why));
  }

  window.LegalWaterfall = { rows: rows, draw: draw, unavailable: unavailable, hopLink: hopLink };
})();
