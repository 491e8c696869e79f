# The javascript judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/javascript.Dockerfile -t codecourt/judge-javascript .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM node:20-bookworm-slim
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=javascript org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
