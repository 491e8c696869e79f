#!/usr/bin/env bash
# Starts the whole compose stack (docker-compose.yml) under its own project name and a generated env file,
# waits for /api/health, runs the probe (e2e/compose/stack.test.ts: health, accounts, a submit judged by a
# worker container, hostile programs contained; latex-import.test.ts: a LaTeX package imported through the
# API image's sandboxed pandoc), then removes the stack and its volumes.
# Usage: docker/app/probe-stack.sh [--offline]
#   --offline  base the stack on stand-ins built from Debian packages (docker/app/build-offline.sh builds
#              those not present yet), so no registry is needed; CI does this.
# Needs the judge images (docker/judge/build-offline.sh) for the docker driver. COMPOSE picks the client
# (default docker-compose; COMPOSE="docker compose" for Compose v2), WORKERS the number of judge workers
# (default 2), SANDBOX their driver: docker (the worker service, default) or bwrap (the worker-bwrap image,
# no socket, started with docker run beside the stack as docs/deployment.md shows).
set -euo pipefail
cd "$(dirname "$0")/../.."
read -r -a compose <<<"${COMPOSE:-docker-compose}"
workers=${WORKERS:-2}
sandbox=${SANDBOX:-docker}
case $sandbox in
  docker) service=worker scale=(--scale "worker=$workers") ;;
  bwrap) service=worker-bwrap scale=(--scale worker=0) ;;
  *) echo "SANDBOX is docker or bwrap, not $sandbox" >&2; exit 1 ;;
esac
project=codecourt-probe-$$

if [ "$sandbox" = docker ]; then
  for image in $(node --import tsx docker/judge/list-images.ts | cut -f2); do
    docker image inspect "$image" >/dev/null 2>&1 \
      || { echo "judge image $image is missing: run docker/judge/build-offline.sh" >&2; exit 1; }
  done
fi

work=$(mktemp -d)
env_file=$work/probe.env
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
secret() { node -p "require('crypto').randomBytes(32).toString('hex')"; }
{
  # Everything else keeps .env.example's defaults.
  grep -v -E '^(POSTGRES_PASSWORD|JWT_ACCESS_SECRET|JWT_REFRESH_SECRET|ADMIN_EMAIL|ADMIN_PASSWORD|HTTP_PORT|HTTP_BIND|DOCKER_GID|AUTH_RATE_LIMIT_MAX)=' .env.example
  echo "POSTGRES_PASSWORD=$(secret)"
  echo "JWT_ACCESS_SECRET=$(secret)"
  echo "JWT_REFRESH_SECRET=$(secret)"
  echo "ADMIN_EMAIL=admin@codecourt.test"
  echo "ADMIN_PASSWORD=Adm1n-$(secret | cut -c1-16)!"
  echo "HTTP_PORT=$port"
  echo "HTTP_BIND=127.0.0.1"
  echo "DOCKER_GID=$(stat -c %g /var/run/docker.sock)"
  # The probe signs up several accounts from one address.
  echo "AUTH_RATE_LIMIT_MAX=100"
  echo "CODECOURT_ENV_FILE=$env_file"
  if [ "${1:-}" = --offline ]; then
    echo "NODE_IMAGE=codecourt/offline-node:20"
    echo "POSTGRES_IMAGE=codecourt/offline-postgres"
    echo "REDIS_IMAGE=codecourt/offline-redis"
  fi
} >"$env_file"
dc() { CODECOURT_ENV_FILE=$env_file "${compose[@]}" --project-name "$project" --env-file "$env_file" "$@"; }
bwrap_workers() { docker ps -aq --filter "label=org.codecourt.probe=$project"; }

cleanup() {
  local status=$?
  if [ $status -ne 0 ]; then
    echo "== the stack's last log lines"
    dc logs --no-color --tail 40 || true
  fi
  [ -z "${bases:-}" ] || kill "$bases" 2>/dev/null || true
  bwrap_workers | xargs -r docker rm -f >/dev/null 2>&1 || true
  dc down --volumes --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$work"
  exit $status
}
trap cleanup EXIT

step() { printf -- '-- %s (%s)\n' "$1" "$(date +%T)"; }
bases=
if [ "${1:-}" = --offline ]; then
  missing=()
  for name in postgres:offline-postgres redis:offline-redis; do
    docker image inspect "codecourt/${name#*:}" >/dev/null 2>&1 || missing+=("${name%%:*}")
  done
  # PostgreSQL's and Redis' stand-ins build while the app images do; only Node's must come first.
  if [ ${#missing[@]} -gt 0 ]; then
    step "base images from Debian packages, in the background: ${missing[*]}"
    docker/app/build-offline.sh "${missing[@]}" >"$work/bases.log" 2>&1 &
    bases=$!
  fi
  if ! docker image inspect codecourt/offline-node:20 >/dev/null 2>&1; then
    step "Node base image from Debian packages"
    docker/app/build-offline.sh node
  fi
fi
step "docker-compose config"
dc config -q
step "build the app images"
if [ "$sandbox" = docker ]; then
  dc build api worker
else
  dc build api
  node_image=$(grep '^NODE_IMAGE=' "$env_file" | tail -1 | cut -d= -f2)
  docker build -q --network host -f docker/app/Dockerfile --target worker-bwrap \
    --build-arg "NODE_IMAGE=${node_image:-node:20-bookworm-slim}" -t codecourt/worker-bwrap .
fi
for image in codecourt/api "codecourt/$service"; do
  echo "   $image: $(( $(docker image inspect --format '{{.Size}}' "$image:latest") / 1000000 )) MB"
done
if [ -n "$bases" ]; then
  step "wait for the base images"
  status=0
  wait "$bases" || status=$?
  cat "$work/bases.log"
  [ $status -eq 0 ] || exit $status
fi
step "up, $workers judge workers ($sandbox)"
dc up -d "${scale[@]}"
if [ "$sandbox" = bwrap ]; then
  for i in $(seq "$workers"); do
    docker run -d --name "$project-worker-bwrap-$i" --label "org.codecourt.probe=$project" \
      --network "${project}_default" -e REDIS_URL=redis://redis:6379 \
      --security-opt seccomp=unconfined --security-opt apparmor=unconfined \
      --security-opt systempaths=unconfined codecourt/worker-bwrap >/dev/null
  done
fi
step "wait for /api/health"
url=http://127.0.0.1:$port
for _ in $(seq 120); do
  curl -fsS "$url/api/health" >/dev/null 2>&1 && break
  sleep 2
done
curl -fsS "$url/api/health" && echo
if [ "$sandbox" = docker ]; then running=$(dc ps -q worker | wc -l); else running=$(bwrap_workers | wc -l); fi
[ "$running" -eq "$workers" ] || { echo "$running judge workers run, not $workers" >&2; exit 1; }
step "probe"
COMPOSE_URL=$url COMPOSE_ENV_FILE=$env_file COMPOSE_SANDBOX=$sandbox pnpm vitest run --config e2e/compose/vitest.config.ts
step "the stack is still healthy"
curl -fsS "$url/api/health" && echo
