#!/usr/bin/env bash
# Builds the Containerfile on localhost/kurio-node-base:22 (node-base.sh) and runs scripts/smoke.mjs inside the
# image: the pruned production install starts on a new data directory, answers its pages and stops on SIGTERM.
# Removes the image and its container afterwards, so repeated runs leave no storage behind.
set -euo pipefail
cd "$(dirname "$0")/../.."
export STORAGE_DRIVER="${STORAGE_DRIVER:-vfs}" BUILDAH_ISOLATION="${BUILDAH_ISOLATION:-chroot}"
image=localhost/kurio:ci
cleanup() {
  [ -n "${container:-}" ] && buildah rm "$container" >/dev/null 2>&1
  buildah rmi -f "$image" localhost/kurio-node-base:22 >/dev/null 2>&1 || true
}
trap cleanup EXIT

# A RUN step gets 1,024 open files by default, which `npm ci` of about 1,100 packages can exhaust (EMFILE): it gets
# the host's own limit.
nofile="$(ulimit -Hn)"
buildah bud --quiet --layers=false --ulimit "nofile=$nofile:$nofile" \
  --build-arg NODE_IMAGE=localhost/kurio-node-base:22 -t "$image" . >/dev/null
container="$(buildah from "$image")"
buildah run "$container" -- node scripts/smoke.mjs
