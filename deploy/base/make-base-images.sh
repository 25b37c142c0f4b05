#!/usr/bin/env bash
# Builds the two base images the Dockerfiles start from, from Debian's packages and this host's Node,
# for a build host that reaches a Debian mirror and the npm registry but not Docker Hub:
#   sankofa-base/debian:bookworm-slim   (debootstrap --variant=minbase bookworm)
#   sankofa-base/node:20-bookworm-slim  (that, plus ca-certificates, this host's own CAs from
#                                        /usr/local/share/ca-certificates, and its node and npm)
# Then: docker build --build-arg NODE_IMAGE=sankofa-base/node:20-bookworm-slim -t sankofa .
#       docker build --build-arg DEBIAN_IMAGE=sankofa-base/debian:bookworm-slim -t sankofa-janus deploy/janus
# (or DEBIAN_IMAGE=… NODE_IMAGE=… docker compose build). Needs root, debootstrap and a Docker daemon.
set -euo pipefail
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_bin="$(command -v node)"
case "$("$node_bin" -v)" in
  v20.*) ;;
  *) echo "This host's node is $("$node_bin" -v); the image needs Node 20 (engines in package.json)." >&2; exit 1 ;;
esac
npm_dir="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >/dev/null
tar -C "$work/rootfs" -c . | docker import - sankofa-base/debian:bookworm-slim >/dev/null
rm -rf "$work/rootfs"

mkdir -p "$work/node/local-ca"
# update-ca-certificates reads *.crt from there; none is fine.
cp /usr/local/share/ca-certificates/*.crt "$work/node/local-ca/" 2>/dev/null || true
cp "$node_bin" "$work/node/node"
cp -r "$npm_dir" "$work/node/npm"
cp "$(dirname "$0")/node.Dockerfile" "$work/node/Dockerfile"
DOCKER_BUILDKIT=0 docker build -q -t sankofa-base/node:20-bookworm-slim "$work/node" >/dev/null
echo "sankofa-base/debian:bookworm-slim and sankofa-base/node:20-bookworm-slim are ready."
