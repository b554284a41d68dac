#!/usr/bin/env bash
# Prints the directory holding a Node >= 24 binary, installing one first when the machine's is older.
# Node 24 ships on the npm registry as node-<os>-<arch> (binary plus headers), so the npm that every
# machine already has is enough to bootstrap it: no other download and nothing to install by hand.
set -euo pipefail
want=24
root=$(cd "$(dirname "$0")/../.." && pwd)
tools="$root/.tools"

major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null 2>&1 && [ "$(major node)" -ge "$want" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ -x "$tools/node/bin/node" ] && [ "$(major "$tools/node/bin/node")" -ge "$want" ]; then
  echo "$tools/node/bin"
  exit 0
fi

case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "unsupported OS $(uname -s)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) echo "unsupported CPU $(uname -m)" >&2; exit 1 ;; esac

echo "Installing Node $want from the npm registry package node-$os-$arch into .tools/ ..." >&2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "node-$os-$arch@$want" >/dev/null)
mkdir -p "$tools"
rm -rf "$tools/node"
mkdir "$tmp/unpacked"
tar -xzf "$tmp"/node-*.tgz -C "$tmp/unpacked"
mv "$tmp/unpacked/package" "$tools/node"
"$tools/node/bin/node" -v >&2
echo "$tools/node/bin"
