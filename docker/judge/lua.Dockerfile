# The lua judge image. Lua has no official image: Debian's own slim image with bookworm's lua5.4 (5.4.4,
# interpreter and luac). Build from the repository root:
#   docker build -f docker/judge/lua.Dockerfile -t codecourt/judge-lua .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends lua5.4 \
  && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=lua org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
