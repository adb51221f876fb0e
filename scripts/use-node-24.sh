# Puts Node.js 24 LTS first on PATH for this shell when the machine's Node is older. Debian has nothing
# newer than Node 20; the npm registry carries the official binaries (the package node-linux-<arch>).
# Native modules (better-sqlite3) are then built against its headers. Usage: . scripts/use-node-24.sh
stepps_node_major=24
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$stepps_node_major" ]; then
  case "$(uname -m)" in
    x86_64) stepps_node_arch=x64 ;;
    aarch64 | arm64) stepps_node_arch=arm64 ;;
    *) stepps_node_arch="" ;;
  esac
  if [ -z "$stepps_node_arch" ]; then
    echo "No Node.js $stepps_node_major package for $(uname -m): install it from nodejs.org." >&2
    return 1 2>/dev/null || exit 1
  fi
  stepps_node_home="${STEPPS_NODE_HOME:-${HOME:-/tmp}/.cache/stepps/node-$stepps_node_major}/node_modules/node-linux-$stepps_node_arch"
  if [ ! -x "$stepps_node_home/bin/node" ]; then
    echo "== Installing Node.js $stepps_node_major from the npm registry into ${stepps_node_home%/node_modules/*}"
    npm install --prefix "${stepps_node_home%/node_modules/*}" --no-audit --no-fund --loglevel=error \
      "node-linux-$stepps_node_arch@$stepps_node_major" >/dev/null || { return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$stepps_node_home/bin:$PATH"
  export npm_config_nodedir="$stepps_node_home"
fi
echo "Node.js $(node -v), npm $(npm -v)"
