// Who the page is signed in as (GET /api/me), the sign-in and sign-out, and the CSRF header every
// state-changing request carries. The session itself is an HttpOnly cookie no script can read.
(function (global) {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };

  // The XSRF-TOKEN cookie's value, sent back as X-XSRF-TOKEN on POST and DELETE.
  function csrfToken() {
    var match = document.cookie.split("; ").filter(function (c) { return c.indexOf("XSRF-TOKEN=") === 0; })[0];
    return match ? decodeURIComponent(match.slice("XSRF-TOKEN=".length)) : "";
  }
  function headers(extra) {
    var all = { "X-XSRF-TOKEN": csrfToken() };
    Object.keys(extra || {}).forEach(function (name) { all[name] = extra[name]; });
    return all;
  }

  function show(me) {
    $("sign-in").hidden = !!me;
    $("signed-in").hidden = !me;
    $("signed-out-note").hidden = !!me;
    $("who").textContent = me ? me.user + " · " + me.organisation : "";
  }

  function signOut() {
    $("sign-out").disabled = true;
    fetch("logout", { method: "POST", headers: headers() })
      .then(function (response) { return response.ok ? response.json() : {}; })
      .then(function (next) {
        // Recent questions stay in no browser once their asker has left it.
        try { localStorage.removeItem("legal-agent.recent"); } catch (e) { /* private mode */ }
        // The issuer's sign-out when it has one (it comes back to the page), else the page again.
        location.assign(next.location || location.pathname);
      })
      .catch(function () { $("sign-out").disabled = false; });
  }

  $("sign-out").addEventListener("click", signOut);
  var me = fetch("api/me", { headers: { Accept: "application/json" } })
    .then(function (response) { return response.ok ? response.json() : null; })
    .catch(function () { return null; })
    .then(function (who) { show(who); return who; });

  global.LegalSession = {
    headers: headers,
    // Calls back with the caller (or null) once it is known.
    whenKnown: function (listener) { me.then(listener); }
  };
})(window);
