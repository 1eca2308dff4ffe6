#!/usr/bin/env bash
# Rebuilds src/engine/wasm/i420.wasm from i420.c (the .wasm is committed; only a change to the C
# source needs this). Needs clang and wasm-ld: apt-get install -y clang-14 lld-14
set -euo pipefail
cd "$(dirname "$0")/../src/engine/wasm"
CLANG=$(command -v clang-14 || command -v clang)
"$CLANG" --target=wasm32 -O3 -msimd128 -nostdlib -fno-builtin -Wall -Wextra -Werror \
  -Wl,--no-entry -Wl,--export=__heap_base -Wl,--strip-all \
  -fuse-ld="$(command -v wasm-ld-14 || command -v wasm-ld)" \
  -o i420.wasm i420.c
ls -l i420.wasm
