#!/usr/bin/env bash
# Installs what the narration build needs on Debian (bookworm or later), as root:
# RHVoice with its English voices, and ffmpeg. The RHVoice voices live in Debian's non-free component
# (their licence is LGPL-2.1+, but they are trained models without the training scripts), so this
# enables non-free for the Debian archive first, in a separate deb822 file, if no source offers them yet.
#
#   bash content/scripts/install-tools.sh [--compare]   (--compare adds the other voices compare-voices.mjs measures)
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "install-tools.sh installs Debian packages and must run as root" >&2
  exit 1
fi

packages=(rhvoice rhvoice-english ffmpeg)
if [ "${1:-}" = "--compare" ]; then
  packages+=(espeak-ng libttspico-utils festival festvox-us-slt-hts flite praat)
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! apt-cache show rhvoice-english >/dev/null 2>&1; then
  . /etc/os-release
  cat >/etc/apt/sources.list.d/kurio-non-free.sources <<SOURCES
Types: deb
URIs: http://deb.debian.org/debian
Suites: ${VERSION_CODENAME}
Components: non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  apt-get update -qq
fi
apt-get install -y -qq "${packages[@]}" >/dev/null
