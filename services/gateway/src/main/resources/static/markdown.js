// A small, safe markdown renderer for the answers: headings, paragraphs, lists, rules, bold, italics,
// code and [Query X][Source N] citations. Every character of the input is HTML-escaped before any
// markup is added, and only the tags below are ever produced: an answer cannot inject HTML.
(function (global) {
  "use strict";

  function escapeHtml(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }

  // Inline markup on already-escaped text.
  function inline(escaped) {
    return escaped
      .replace(/`([^`]+)`/g, "<code>$1</code>")
      .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
      .replace(/(^|[\s(])_([^_]+)_(?=[\s).,;:!?]|$)/g, "$1<em>$2</em>")
      .replace(/(^|[\s(])\*([^*]+)\*(?=[\s).,;:!?]|$)/g, "$1<em>$2</em>")
      .replace(/\[Query (\d+)\]\[Source (\d+)\]/g,
        '<button type="button" class="cite" data-query="$1" data-source="$2">[Query $1][Source $2]</button>');
  }

  function render(markdown) {
    var lines = String(markdown || "").replace(/\r\n?/g, "\n").split("\n");
    var html = [];
    var paragraph = [];
    var list = null;

    function flushParagraph() {
      if (paragraph.length) {
        html.push("<p>" + inline(escapeHtml(paragraph.join(" "))) + "</p>");
        paragraph = [];
      }
    }
    function flushList() {
      if (list) {
        html.push("<" + list.tag + ">" + list.items.map(function (item) {
          return "<li>" + inline(escapeHtml(item)) + "</li>";
        }).join("") + "</" + list.tag + ">");
        list = null;
      }
    }

    lines.forEach(function (line) {
      var trimmed = line.trim();
      var heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
      var bullet = /^[-*+]\s+(.*)$/.exec(trimmed);
      var numbered = /^\d+[.)]\s+(.*)$/.exec(trimmed);
      if (trimmed === "") {
        flushParagraph(); flushList();
      } else if (/^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
        flushParagraph(); flushList(); html.push("<hr>");
      } else if (heading) {
        flushParagraph(); flushList();
        var level = Math.min(heading[1].length + 2, 6);
        html.push("<h" + level + ">" + inline(escapeHtml(heading[2])) + "</h" + level + ">");
      } else if (bullet || numbered) {
        flushParagraph();
        var tag = bullet ? "ul" : "ol";
        if (!list || list.tag !== tag) { flushList(); list = { tag: tag, items: [] }; }
        list.items.push((bullet || numbered)[1]);
      } else if (list && /^\s+/.test(line)) {
        list.items[list.items.length - 1] += " " + trimmed;
      } else {
        flushList(); paragraph.push(trimmed);
      }
    });
    flushParagraph(); flushList();
    return html.join("\n");
  }

  global.LegalMarkdown = { render: render, escapeHtml: escapeHtml };
})(window);
