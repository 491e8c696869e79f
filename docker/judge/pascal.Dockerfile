# The pascal judge image. Free Pascal has no official image: Debian's own slim image with bookworm's
# compiler (3.2.2) and its run-time units. Build from the repository root:
#   docker build -f docker/judge/pascal.Dockerfile -t codecourt/judge-pascal .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends fp-compiler-3.2.2 fp-units-rtl-3.2.2 \
  && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=pascal org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
