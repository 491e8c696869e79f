#!/bin/sh
# The offline stand-in for the official redis image's entrypoint: a server started without a configuration
# file accepts connections from the network (protected mode off), as there; the stack's network guards it.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  set -- redis-server --protected-mode no "$@"
fi
exec "$@"
