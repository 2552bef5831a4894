#!/usr/bin/env bash
# Installs the Chroma 1.x server (it ships inside an npm package) into a project-local folder.
# Idempotent and quiet: a second run with everything in place prints nothing and exits at once.
#   CHROMA_HOME   install folder (default: <project>/.legal/chroma)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
home="${CHROMA_HOME:-$root/.legal/chroma}"
package="chromadb-js-bindings-linux-x64-gnu"
# 1.3.2+ needs glibc 2.38 for strong symbols (Debian 12 has 2.36); 1.3.1 needs 2.39 only for weak ones.
version="1.3.1"
binding="$home/node_modules/$package/chromadb-js-bindings.linux-x64-gnu.node"
marker="$home/.installed-$version"

command -v node >/dev/null || { echo "chroma: node (and npm) are required" >&2; exit 1; }
[[ -f "$marker" && -f "$binding" ]] && exit 0

mkdir -p "$home"
[[ -f "$home/package.json" ]] || echo '{ "name": "legal-agent-chroma", "private": true }' >"$home/package.json"
npm install --prefix "$home" --no-audit --no-fund --no-package-lock --loglevel=error \
  "$package@$version" >/dev/null

# Only a glibc older than 2.39 lacks the version the binding's two weak symbols ask for.
glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
if [[ -z "$glibc" ]]; then
  echo "chroma: cannot tell the glibc version (getconf GNU_LIBC_VERSION); a glibc host is required" >&2
  exit 1
fi
if [[ "$(printf '%s\n' "$glibc" 2.39 | sort -V | sed -n 1p)" != "2.39" ]]; then
  node "$here/patch-glibc.js" "$binding" "$glibc"
fi

# Prove it loads before declaring success.
node -e "if (typeof require(process.argv[1]).cli !== 'function') process.exit(2)" "$binding" \
  || { echo "chroma: $binding does not load on this host" >&2; exit 1; }
touch "$marker"
