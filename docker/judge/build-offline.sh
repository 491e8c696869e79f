#!/usr/bin/env bash
# Builds the judge's language images from Debian packages, without any registry image:
#   mmdebstrap --variant=essential --include=<toolchain> bookworm - | docker import
# The images get the same names as the official-image builds (docker/judge/<lang>.Dockerfile), so the
# docker sandbox driver uses either. Languages, image names and Debian packages come from the language
# definitions (packages/languages), so run `pnpm install` first.
# Usage: docker/judge/build-offline.sh [--runner-only] [language id...]   (default: every language)
#   --runner-only  only replaces the runner (native/runner.c) in images built before: no download at all
set -euo pipefail
cd "$(dirname "$0")/../.."

SUITE=${DEBIAN_SUITE:-bookworm}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

declare -A IMAGE PACKAGES BUILT
ALL=()
while IFS=$'\t' read -r id image packages; do
  ALL+=("$id")
  IMAGE[$id]=$image
  PACKAGES[$id]=$packages
done < <(node --import tsx docker/judge/list-images.ts)
[ ${#ALL[@]} -gt 0 ] || { echo "no languages listed (is pnpm install done?)" >&2; exit 1; }
RUNNER_ONLY=
if [ "${1:-}" = --runner-only ]; then RUNNER_ONLY=1; shift; fi
LANGS=("$@")
[ ${#LANGS[@]} -gt 0 ] || LANGS=("${ALL[@]}")
for lang in "${LANGS[@]}"; do
  [ -n "${IMAGE[$lang]:-}" ] || { echo "unknown language: $lang (known: ${ALL[*]})" >&2; exit 1; }
done

# The languages an image serves, comma-separated (its label, as the official recipes write it).
languages_of() {
  local id found=()
  for id in "${ALL[@]}"; do [ "${IMAGE[$id]}" = "$1" ] && found+=("$id"); done
  (IFS=,; echo "${found[*]}")
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The runner is static, so one build serves every image whatever its libc.
gcc -O2 -static -o "$work/codecourt-runner" packages/judge/native/runner.c

for lang in "${LANGS[@]}"; do
  image=${IMAGE[$lang]}
  # Languages may share an image (PyPy 3 lives in Python's): build it once.
  [ -z "${BUILT[$image]:-}" ] || continue
  BUILT[$image]=1
  if [ -n "$RUNNER_ONLY" ]; then
    docker image inspect "$image" >/dev/null 2>&1 || { echo "$image does not exist: build it whole first" >&2; exit 1; }
    printf 'FROM %s\nCOPY codecourt-runner /usr/local/bin/codecourt-runner\n' "$image" \
      | docker build -q -f - -t "$image" "$work" >/dev/null
    docker run --rm --network none "$image" /usr/local/bin/codecourt-runner </dev/null | grep -q '"ready":true' \
      || { echo "$image: the runner does not start" >&2; exit 1; }
    echo "== $image: runner replaced"
    continue
  fi
  echo "== $image: ${PACKAGES[$lang]}"
  mmdebstrap --variant=essential --include="${PACKAGES[$lang]}" \
    --essential-hook='mkdir -p "$1/usr/share/man/man1"' \
    --customize-hook="upload $work/codecourt-runner /usr/local/bin/codecourt-runner" \
    --customize-hook='chmod 755 "$1/usr/local/bin/codecourt-runner"' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    "$SUITE" - \
    "deb $MIRROR $SUITE main" "deb $MIRROR $SUITE-updates main" "deb $SECURITY $SUITE-security main" \
    | docker import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["/usr/local/bin/codecourt-runner"]' \
      --change "LABEL org.codecourt.judge.language=$(languages_of "$image") org.codecourt.judge.build=offline" \
      - "$image"
  # An interrupted stream imports an empty image without failing: refuse it.
  size=$(docker image inspect --format '{{.Size}}' "$image")
  if [ "$size" -lt 50000000 ]; then
    echo "$image is only $size bytes: the root filesystem stream was incomplete" >&2
    exit 1
  fi
  # Prebuilt files (the precompiled <bits/stdc++.h>) are built inside the image, by its own toolchain.
  if [ -f "docker/judge/prebuilt/$lang.sh" ]; then
    docker build -q -f docker/judge/prebuilt.Dockerfile --build-arg "BASE=$image" --build-arg "LANGUAGE=$lang" \
      -t "$image" . >/dev/null
  fi
  docker run --rm --network none "$image" /usr/local/bin/codecourt-runner </dev/null | grep -q '"ready":true' \
    || { echo "$image: the runner does not start" >&2; exit 1; }
  echo "   $image: $((size / 1000000)) MB"
done
