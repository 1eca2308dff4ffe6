#!/usr/bin/env bash
# Installs the Debian packages Vidloom needs when they are missing: espeak-ng (offline speech),
# ffmpeg (a maintained build that decodes users' media; see src/engine/ffmpeg.ts) and fonts
# with CJK, Arabic and Devanagari coverage; with --test also chromium-headless-shell for the
# browser tests (Chromium's headless build; `npm run bench:web` uses the full chromium). As
# root on Debian it installs them; otherwise it prints the exact command.
set -euo pipefail

packages=(espeak-ng ffmpeg fonts-noto-core fonts-noto-cjk)
if [[ "${1:-}" == "--test" ]]; then packages+=(chromium-headless-shell); fi

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then missing+=("$pkg"); fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Vidloom needs these system packages: ${missing[*]}" >&2
  echo "This is not a Debian-like system: install their equivalents with your package manager." >&2
  [[ " ${missing[*]} " == *" chromium-headless-shell "* ]] && echo "For the browser tests, point CHROMIUM_PATH at a Chromium binary." >&2
  exit 1
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "Vidloom needs these Debian packages, and installing them needs root:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
