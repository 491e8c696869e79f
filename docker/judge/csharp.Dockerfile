# The csharp judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/csharp.Dockerfile -t codecourt/judge-csharp .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's Mono 6.8).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM mono:6.12-slim
# The slim image has the runtime only: mcs and the class libraries programs reference.
RUN apt-get update && apt-get install -y --no-install-recommends mono-mcs libmono-system-numerics4.0-cil \
  && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=csharp org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
