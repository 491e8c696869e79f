# The perl judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/perl.Dockerfile -t codecourt/judge-perl .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's 5.36).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM perl:5.36-slim-bookworm
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=perl org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
