# The python judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/python.Dockerfile -t codecourt/judge-python .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM python:3.11-slim-bookworm
# PyPy 3 shares this image (packages/languages/src/pypy3.ts): Debian bookworm's pypy3, as the offline build.
RUN apt-get update && apt-get install -y --no-install-recommends pypy3 && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=python,pypy3 org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
