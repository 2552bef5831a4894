// The library panel: bring files in (drop or pick), follow each through the ingest, list and delete documents.
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var ENDS = { ADDED: "added", CHANGED: "added (a new version)", UNCHANGED: "unchanged (already in the library)",
               DELETED: "deleted", FAILED: "failed" };

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }

  function library() { return $("library-name").value.trim() || "default"; }

  function problem(reply, fallback) {
    return (reply.json && (reply.json.detail || reply.json.title)) || fallback;
  }

  function send(method, url, body) {
    var headers = method === "GET" ? {} : window.LegalSession.headers();
    return fetch(url, { method: method, body: body, headers: headers }).then(function (response) {
      return response.json().catch(function () { return null; })
        .then(function (json) { return { ok: response.ok, json: json }; });
    });
  }

  // ---- uploading ----
  function upload(files) {
    if (!files.length) { return; }
    $("upload-error").hidden = true;
    var form = new FormData();
    form.append("library", library());
    Array.prototype.forEach.call(files, function (file) { form.append("files", file, file.name); });
    send("POST", "api/documents", form).then(function (reply) {
      if (!reply.ok) { throw new Error(problem(reply, "the upload was refused")); }
      follow(reply.json.files.map(function (f) { return row(f.requestId, f.fileName); }), reply.json.events);
    }).catch(function (error) {
      $("upload-error").textContent = error.message;
      $("upload-error").hidden = false;
    });
  }

  // One row per file: its name, where it is, and a bar while it is embedded.
  function row(requestId, name) {
    var li = el("li", "upload");
    li.dataset.request = requestId;
    li.appendChild(el("span", "file", name));
    li.appendChild(el("span", "stage", "sent"));
    $("uploads").prepend(li);
    return li;
  }

  function follow(rows, events) {
    var open = rows.length;
    var source = new EventSource(events);
    source.addEventListener("progress", function (message) {
      var p = JSON.parse(message.data);
      var li = rows.filter(function (r) { return r.dataset.request === p.requestId; })[0];
      if (!li || li.classList.contains("ended")) { return; }
      show(li, p);
      if (ENDS[p.stage]) {
        open -= 1;
        listDocuments();
        if (!open) { source.close(); }
      }
    });
    source.addEventListener("error", function () { if (!open) { source.close(); } });
  }

  function show(li, p) {
    var stage = li.querySelector(".stage");
    li.dataset.stage = p.stage;
    var bar = li.querySelector("progress");
    if (p.stage === "EMBEDDING" && p.total) {
      if (!bar) { bar = el("progress"); li.appendChild(bar); }
      bar.max = p.total; bar.value = p.done;
      stage.textContent = "embedding " + p.done + "/" + p.total;
    } else if (ENDS[p.stage]) {
      if (bar) { bar.remove(); }
      li.classList.add("ended");
      if (p.stage === "FAILED") { li.classList.add("failed"); }
      stage.textContent = ENDS[p.stage] + (p.reason ? ": " + p.reason : "")
        + (p.stage === "ADDED" || p.stage === "CHANGED" ? " · " + p.total + (p.total === 1 ? " passage" : " passages") : "");
    } else if (p.stage === "READ") {
      stage.textContent = "read" + (p.pages ? " · " + p.pages + " pages" : "") + (p.kind ? " · " + p.kind : "");
    } else {
      stage.textContent = p.stage.toLowerCase();
    }
  }

  // ---- the list ----
  function listDocuments() {
    var name = library();
    send("GET", "api/libraries/" + encodeURIComponent(name) + "/documents").then(function (reply) {
      if (name !== library()) { return; }
      var tbody = $("document-rows");
      tbody.textContent = "";
      var documents = reply.ok ? reply.json.documents : [];
      $("documents-empty").textContent = reply.ok ? "No documents in this library yet." : problem(reply, "");
      $("documents-empty").hidden = documents.length > 0;
      documents.forEach(function (d) { tbody.appendChild(documentRow(d)); });
    });
  }

  function documentRow(d) {
    var tr = el("tr");
    tr.dataset.document = d.documentId;
    var title = el("td", "title");
    var a = el("a", null, d.title || d.fileName);
    a.href = "api/documents/" + d.documentId; a.target = "_blank"; a.rel = "noopener";
    title.appendChild(a);
    if (d.title && d.title !== d.fileName) { title.appendChild(el("div", "meta", d.fileName)); }
    tr.appendChild(title);
    tr.appendChild(el("td", null, d.kind || "–"));
    tr.appendChild(el("td", "num", d.pages === null || d.pages === undefined ? "–" : String(d.pages)));
    tr.appendChild(el("td", "num", String(d.passages)));
    tr.appendChild(el("td", null, d.ingestedAt ? new Date(d.ingestedAt).toLocaleString() : "–"));
    tr.appendChild(el("td", "status", d.status));
    var cell = el("td");
    var button = el("button", "delete", "delete");
    button.type = "button";
    button.setAttribute("aria-label", "Delete " + (d.title || d.fileName));
    button.addEventListener("click", function () { remove(d, button); });
    cell.appendChild(button);
    tr.appendChild(cell);
    return tr;
  }

  function remove(d, button) {
    button.disabled = true;
    var url = "api/libraries/" + encodeURIComponent(library()) + "/documents/" + d.documentId;
    send("DELETE", url).then(function (reply) {
      if (!reply.ok) { throw new Error(problem(reply, "the delete was refused")); }
      follow([row(reply.json.files[0].requestId, "delete " + (d.title || d.fileName))], reply.json.events);
    }).catch(function (error) {
      button.disabled = false;
      $("upload-error").textContent = error.message;
      $("upload-error").hidden = false;
    });
  }

  // ---- wiring ----
  var drop = $("drop");
  ["dragenter", "dragover"].forEach(function (type) {
    drop.addEventListener(type, function (event) { event.preventDefault(); drop.classList.add("over"); });
  });
  ["dragleave", "drop"].forEach(function (type) {
    drop.addEventListener(type, function () { drop.classList.remove("over"); });
  });
  drop.addEventListener("drop", function (event) {
    event.preventDefault();
    upload(event.dataTransfer.files);
  });
  $("file-input").addEventListener("change", function (event) {
    upload(event.target.files);
    event.target.value = "";
  });
  $("library-name").addEventListener("change", function () {
    $("ask-library").value = library();
    listDocuments();
  });
  $("documents-refresh").addEventListener("click", listDocuments);
  // Signed out there is no library to list: say so rather than show the API's refusal.
  LegalSession.whenKnown(function (me) {
    if (me) {
      listDocuments();
    } else {
      $("documents-empty").textContent = "Sign in to see the library's documents.";
      $("documents-empty").hidden = false;
    }
  });
})();
