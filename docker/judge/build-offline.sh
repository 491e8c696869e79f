#!/usr/bin/env bash
# Builds the judge's language images from Debian packages, without any registry image:
#   mmdebstrap --variant=essential --include=<toolchain> bookworm - | docker import
# The images get the same names as the official-image builds (docker/judge/<lang>.Dockerfile), so the
# docker sandbox driver uses either. Languages, image names and Debian packages come from the language
# definitions (packages/languages), so run `pnpm install` first. A language's npm packages (TypeScript's
# compiler: Debian's is too old) are installed by the host's npm into a directory of their own and copied into
# /usr/local, where `npm i -g` puts them in the official images: no registry image either.
# Usage: docker/judge/build-offline.sh [--runner-only | --one-rootfs] [language id...]   (default: every language)
#   --runner-only  only replaces the runner (native/runner.c) in images built before: no download at all
#   --one-rootfs   one root filesystem with every named language's packages, imported once and named as each
#                  language's image (each with its own prebuilt files): about a third of the CPU and disk of
#                  separate images, for CI and small hosts. Separate images (the default) mirror production's
#                  official images, where a program's container holds only its own toolchain.
set -euo pipefail
cd "$(dirname "$0")/../.."

SUITE=${DEBIAN_SUITE:-bookworm}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

declare -A IMAGE PACKAGES NPM BUILT
ALL=()
while IFS=$'\t' read -r id image packages npm; do
  ALL+=("$id")
  IMAGE[$id]=$image
  PACKAGES[$id]=$packages
  NPM[$id]=$npm
done < <(node --import tsx docker/judge/list-images.ts)
[ ${#ALL[@]} -gt 0 ] || { echo "no languages listed (is pnpm install done?)" >&2; exit 1; }
RUNNER_ONLY=
ONE_ROOTFS=
case "${1:-}" in
  --runner-only) RUNNER_ONLY=1; shift ;;
  --one-rootfs) ONE_ROOTFS=1; shift ;;
esac
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

# One image, whole: the root filesystem from Debian packages, then its prebuilt files and a runner check.
# It is built under a temporary tag, named only once it works, so a failed rebuild leaves the last good image.
build_image() {
  local lang=$1 image=${IMAGE[$1]}
  local building="$image-building"
  # Runs when the build's subshell ends, whatever happened (the name is expanded now, while it is set).
  trap "docker rmi -f '$building' >/dev/null 2>&1 || true" EXIT
  import_rootfs "${PACKAGES[$lang]}" "$(languages_of "$image")" "$building" "${NPM[$lang]}"
  add_prebuilt "$building" "$lang" "$building"
  check_runner "$building"
  docker tag "$building" "$image"
  echo "   $image: $(($(docker image inspect --format '{{.Size}}' "$image") / 1000000)) MB"
}

# import_rootfs <packages, comma-separated> <languages label> <tag> [<npm packages, comma-separated>]: the root
# filesystem from Debian packages, with the npm packages as `npm i -g` lays them out under /usr/local.
import_rootfs() {
  local packages=$1 label=$2 building=$3 npm=${4:-} npm_hooks=()
  echo "== $building: $packages${npm:+ + npm $npm}"
  if [ -n "$npm" ]; then
    local prefix="$work/npm-${building//\//_}" npm_list
    IFS=, read -ra npm_list <<<"$npm"
    # The packages are plain JavaScript: the host's npm fetches them and their dependencies, as it would
    # inside the image, and the tree is copied in whole (lib/node_modules, and bin's relative symlinks).
    npm install --global --prefix "$prefix" --no-audit --no-fund --loglevel=error "${npm_list[@]}" >/dev/null
    npm_hooks=(--customize-hook="copy-in $prefix/lib/node_modules /usr/local/lib"
      --customize-hook="copy-in $prefix/bin /usr/local")
  fi
  mmdebstrap --variant=essential --include="$packages" \
    --essential-hook='mkdir -p "$1/usr/share/man/man1"' \
    --customize-hook="upload $work/codecourt-runner /usr/local/bin/codecourt-runner" \
    --customize-hook='chmod 755 "$1/usr/local/bin/codecourt-runner"' \
    "${npm_hooks[@]}" \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    "$SUITE" - \
    "deb $MIRROR $SUITE main" "deb $MIRROR $SUITE-updates main" "deb $SECURITY $SUITE-security main" \
    | docker import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["/usr/local/bin/codecourt-runner"]' \
      --change "LABEL org.codecourt.judge.language=$label org.codecourt.judge.build=offline" \
      - "$building"
  # An interrupted stream imports an empty image without failing: refuse it.
  local size
  size=$(docker image inspect --format '{{.Size}}' "$building")
  if [ "$size" -lt 50000000 ]; then
    echo "$building is only $size bytes: the root filesystem stream was incomplete" >&2
    return 1
  fi
}

# add_prebuilt <base> <language> <tag>: the language's prebuilt files (the precompiled <bits/stdc++.h>), built
# inside the image by its own toolchain and labelled; without any, <tag> names <base> as it is.
add_prebuilt() {
  local base=$1 lang=$2 tag=$3
  if [ -f "docker/judge/prebuilt/$lang.sh" ]; then
    docker build -q -f docker/judge/prebuilt.Dockerfile --build-arg "BASE=$base" --build-arg "LANGUAGE=$lang" \
      -t "$tag" . >/dev/null
  elif [ "$base" != "$tag" ]; then
    docker tag "$base" "$tag"
  fi
}

check_runner() {
  docker run --rm --network none "$1" /usr/local/bin/codecourt-runner </dev/null | grep -q '"ready":true' \
    || { echo "$1: the runner does not start" >&2; return 1; }
}

# Every named language from one root filesystem: each image is named only once all of them work.
build_one_rootfs() {
  local shared=codecourt/judge-one-rootfs-building lang image packages='' npm='' label='' images=()
  for lang in "${LANGS[@]}"; do
    packages+="${packages:+,}${PACKAGES[$lang]}"
    [ -z "${NPM[$lang]}" ] || npm+="${npm:+,}${NPM[$lang]}"
    label+="${label:+,}$lang"
    # Languages may share an image (PyPy 3 lives in Python's): its first language's prebuilt files, as above.
    [ -n "${BUILT[${IMAGE[$lang]}]:-}" ] || { BUILT[${IMAGE[$lang]}]=$lang; images+=("${IMAGE[$lang]}"); }
  done
  # The names are expanded now, while they are set; untagging leaves the images that other names hold.
  trap "rm -rf '$work'; docker rmi -f '$shared' ${images[*]/%/-building} >/dev/null 2>&1 || true" EXIT
  packages=$(tr ',' '\n' <<<"$packages" | sort -u | paste -sd, -)
  [ -z "$npm" ] || npm=$(tr ',' '\n' <<<"$npm" | sort -u | paste -sd, -)
  import_rootfs "$packages" "$label" "$shared" "$npm"
  for image in "${images[@]}"; do
    add_prebuilt "$shared" "${BUILT[$image]}" "$image-building"
    check_runner "$image-building"
  done
  for image in "${images[@]}"; do
    docker tag "$image-building" "$image"
    echo "   $image: $(($(docker image inspect --format '{{.Size}}' "$image") / 1000000)) MB, one root filesystem"
  done
}
if [ -n "$ONE_ROOTFS" ]; then
  build_one_rootfs
  exit 0
fi

# Whole builds run JUDGE_IMAGE_JOBS at a time (default 3): most of a build is waiting on the mirror and on
# unpacking, so one after another left the cores idle for minutes. Each writes its own log, printed whole
# when it ends, and its exit status, so one failure fails the script and says which image.
JOBS=${JUDGE_IMAGE_JOBS:-3}
started=()
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
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do sleep 1; done
  log="$work/${image//\//_}"
  # The build runs in a subshell of its own with errexit on: called from `|| status=$?`, bash would
  # ignore errexit inside the function and go on after a failed step.
  (
    set +e
    (
      set -e
      build_image "$lang"
    ) >"$log.log" 2>&1
    echo "$?" >"$log.status"
    cat "$log.log"
  ) &
  started+=("$log")
done
wait
failed=0
for log in "${started[@]}"; do
  [ "$(cat "$log.status" 2>/dev/null)" = 0 ] || { echo "failed: ${log##*/}" >&2; failed=1; }
done
exit "$failed"
