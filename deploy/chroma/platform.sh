# Sourced by install.sh and start.sh: the npm package that carries the Chroma server for this machine.
# The launcher (tools/cli, ChromaBinding) passes its choice as CHROMA_PACKAGE, CHROMA_VERSION and
# CHROMA_NODE_FILE; run by hand, the same choice is made here from uname. Sets chroma_package,
# chroma_version, chroma_node_file and chroma_os (linux or darwin).
#   CHROMA_UNAME_S, CHROMA_UNAME_M   stand-ins for `uname -s` and `uname -m` (tests)
chroma_platform() {
  local os arch system machine
  system="${CHROMA_UNAME_S:-$(uname -s)}"
  machine="${CHROMA_UNAME_M:-$(uname -m)}"
  case "$system" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) os="" ;;
  esac
  case "$machine" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) arch="" ;;
  esac
  if [[ -z "$os" || -z "$arch" ]]; then
    echo "chroma: the local stack runs Chroma from its npm package, which exists for Linux (x64, arm64;" \
      "glibc) and macOS (x64, arm64), not for $system on $machine. Run the whole system with" \
      "Docker Compose instead: docker compose up --build -d (docs/deployment.md)." >&2
    return 1
  fi
  chroma_os="$os"
  local platform="$os-$arch"
  # Linux: 1.3.2 and later need glibc 2.38; 1.3.1 loads on older glibc once patched (install.sh).
  # macOS has no 1.3.1 package; 1.3.3 is the nearest published one.
  local version=1.3.3
  if [[ "$os" == linux ]]; then
    platform="$platform-gnu"
    version=1.3.1
  fi
  chroma_package="${CHROMA_PACKAGE:-chromadb-js-bindings-$platform}"
  chroma_version="${CHROMA_VERSION:-$version}"
  chroma_node_file="${CHROMA_NODE_FILE:-chromadb-js-bindings.$platform.node}"
}
