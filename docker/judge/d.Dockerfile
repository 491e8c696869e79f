# The d judge image. D has no official image: Debian's own slim image with bookworm's GDC (12.2) and
# its run-time library (libgphobos3, which the programs link). Build from the repository root:
#   docker build -f docker/judge/d.Dockerfile -t codecourt/judge-d .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends gdc libc6-dev \
  && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=d org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
