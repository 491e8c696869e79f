# The racket judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/racket.Dockerfile -t codecourt/judge-racket .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (racket, 8.7 CS).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM racket/racket:8.7-full
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=racket org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
