#!/usr/bin/env bash
# Builds local stand-ins for the official images docker-compose.yml is based on, from Debian packages with
# mmdebstrap, without any registry (the way docker/judge/build-offline.sh builds the judge images):
#   codecourt/offline-node:20      node:20-bookworm-slim's role: Debian + this machine's Node 20 and npm
#                                  (Debian's nodejs is 18), user node (uid 1000); the app images' NODE_IMAGE.
#                                  It keeps apt and Debian's sources: the api stage installs pandoc on it, the
#                                  worker-bwrap stage the judge's toolchains (neither belongs in every image)
#   codecourt/offline-postgres     postgres' role: Debian's PostgreSQL, POSTGRES_USER/PASSWORD/DB honoured
#   codecourt/offline-redis        redis' role: Debian's redis-server, running as redis in /data, open to the
#                                  stack's network as the official image's is
# Usage: docker/app/build-offline.sh [node|postgres|redis...]   (default: all three)
# Then: NODE_IMAGE=codecourt/offline-node:20 POSTGRES_IMAGE=codecourt/offline-postgres \
#       REDIS_IMAGE=codecourt/offline-redis docker-compose build
set -euo pipefail
cd "$(dirname "$0")"

SUITE=${DEBIAN_SUITE:-bookworm}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
SOURCES=("deb $MIRROR $SUITE main" "deb $MIRROR $SUITE-updates main" "deb $SECURITY $SUITE-security main")
NODE=$(command -v node)
NODE_MAJOR=$("$NODE" -p 'process.versions.node.split(".")[0]')
# The machine's own certificate authorities (a TLS-inspecting proxy's, say) let builds on the stand-in reach
# the registries this machine reaches.
TRUST_HOOK='mkdir -p "$1/usr/local/share/ca-certificates"'
[ -d /usr/local/share/ca-certificates ] && TRUST_HOOK="cp -a /usr/local/share/ca-certificates/. \"\$1/usr/local/share/ca-certificates/\""
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")

# mmdebstrap <variant> <packages> <image> [docker import --change...] -- [mmdebstrap hooks...]
build() {
  local variant=$1 packages=$2 image=$3
  shift 3
  local changes=()
  while [ "$1" != -- ]; do changes+=(--change "$1"); shift; done
  shift
  echo "== $image: $packages"
  mmdebstrap --quiet --variant="$variant" --include="$packages" "$@" \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/usr/share/doc/* "$1"/usr/share/man/*' \
    "$SUITE" - "${SOURCES[@]}" \
    | docker import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      "${changes[@]}" --change "LABEL org.codecourt.build=offline" - "$image" >/dev/null
  # An interrupted stream imports an empty image without failing: refuse it.
  local size
  size=$(docker image inspect --format '{{.Size}}' "$image")
  [ "$size" -gt 20000000 ] || { echo "$image is only $size bytes: the stream was incomplete" >&2; exit 1; }
  echo "   $image: $((size / 1000000)) MB"
}

node_image() {
  [ "$NODE_MAJOR" = 20 ] || { echo "this machine's Node is $NODE_MAJOR, the images need 20" >&2; exit 1; }
  # apt stays in (variant apt): the bwrap worker installs the judge's toolchains on top of this base.
  # tini: the app images' PID 1 (docker/app/Dockerfile), here so that they need no download for it.
  build apt 'ca-certificates,libstdc++6,passwd,tini' codecourt/offline-node:20 \
    'CMD ["node"]' 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' -- \
    --customize-hook="$TRUST_HOOK" \
    --customize-hook='chroot "$1" update-ca-certificates >/dev/null' \
    --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules\" && cp -a $NPM_DIR \"\$1/usr/local/lib/node_modules/\"" \
    --customize-hook="install -m 755 $NODE \"\$1/usr/local/bin/node\"" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --create-home --shell /bin/bash node'
  docker run --rm codecourt/offline-node:20 node -e 'process.exit(process.getuid() === 0 ? 0 : 1)' \
    || { echo "codecourt/offline-node:20: node does not run" >&2; exit 1; }
}

postgres_image() {
  local major=15
  build essential "postgresql-$major" codecourt/offline-postgres \
    "ENV PATH=/usr/lib/postgresql/$major/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    'ENV PGDATA=/var/lib/postgresql/data' \
    'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' 'CMD ["postgres"]' -- \
    --customize-hook="upload offline/postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh" \
    --customize-hook='chmod 755 "$1/usr/local/bin/docker-entrypoint.sh"' \
    --customize-hook='rm -rf "$1"/var/lib/postgresql/* "$1"/etc/postgresql/*'
}

redis_image() {
  build essential redis-server codecourt/offline-redis \
    'USER redis' 'WORKDIR /data' 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' 'CMD ["redis-server"]' -- \
    --customize-hook="upload offline/redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh" \
    --customize-hook='chmod 755 "$1/usr/local/bin/docker-entrypoint.sh"' \
    --customize-hook='mkdir -p "$1/data"' \
    --customize-hook='chroot "$1" chown redis:redis /data'
}

TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(node postgres redis)
for target in "${TARGETS[@]}"; do
  case $target in
    node | postgres | redis) ;;
    *) echo "unknown image: $target (node, postgres, redis)" >&2; exit 1 ;;
  esac
done
# The images share nothing and their builds mostly wait on downloads: build them side by side.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for target in "${TARGETS[@]}"; do
  "${target}_image" >"$logs/$target" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!TARGETS[@]}"; do
  wait "${pids[$i]}" || failed=1
  cat "$logs/${TARGETS[$i]}"
done
exit $failed
