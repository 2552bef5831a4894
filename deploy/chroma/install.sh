#!/usr/bin/env bash
# Installs the Chroma 1.x server (it ships inside an npm package) into a project-local folder.
# Idempotent and quiet: a second run with everything in place prints nothing and exits at once.
#   CHROMA_HOME   install folder (default: <project>/.legal/chroma)
#   CHROMA_PACKAGE, CHROMA_VERSION, CHROMA_NODE_FILE   the platform's package (platform.sh)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
home="${CHROMA_HOME:-$root/.legal/chroma}"
# shellcheck source=platform.sh
source "$here/platform.sh"
chroma_platform
package="$chroma_package"
version="$chroma_version"
binding="$home/node_modules/$package/$chroma_node_file"
marker="$home/.installed-$package-$version"

command -v node >/dev/null || { echo "chroma: node (and npm) are required" >&2; exit 1; }
[[ -f "$marker" && -f "$binding" ]] && exit 0

mkdir -p "$home"
[[ -f "$home/package.json" ]] || echo '{ "name": "legal-agent-chroma", "private": true }' >"$home/package.json"
npm install --prefix "$home" --no-audit --no-fund --no-package-lock --loglevel=error \
  "$package@$version" >/dev/null

# Linux only: a glibc older than 2.39 lacks the version the binding's two weak symbols ask for.
if [[ "$chroma_os" == linux ]]; then
  glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
  if [[ -z "$glibc" ]]; then
    echo "chroma: cannot tell the glibc version (getconf GNU_LIBC_VERSION); the npm package needs glibc" \
      "(on musl, Alpine for instance, use Docker Compose: docker compose up --build -d)" >&2
    exit 1
  fi
  if [[ "$(printf '%s\n' "$glibc" 2.39 | sort -V | sed -n 1p)" != "2.39" ]]; then
    node "$here/patch-glibc.js" "$binding" "$glibc"
  fi
fi

# Prove it loads before declaring success.
node -e "if (typeof require(process.argv[1]).cli !== 'function') process.exit(2)" "$binding" \
  || { echo "chroma: $binding does not load on this host" >&2; exit 1; }
touch "$marker"
