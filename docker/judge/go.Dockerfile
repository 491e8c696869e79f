# The go judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/go.Dockerfile -t codecourt/judge-go .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (golang-go, Go 1.19).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM golang:1.19-bullseye
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=go org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
