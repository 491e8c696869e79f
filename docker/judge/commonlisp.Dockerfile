# The commonlisp judge image. Build from the repository root:
#   docker build -f docker/judge/commonlisp.Dockerfile -t codecourt/judge-commonlisp .
# The official clfoundation/sbcl images build SBCL from source, not 2.2.9 on bookworm as the language file names.
# So this one is Debian's own packages on Debian's image, as docker/judge/build-offline.sh builds it.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends sbcl \
 && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=commonlisp org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
