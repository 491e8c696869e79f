# The php judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/php.Dockerfile -t codecourt/judge-php .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's 8.2).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM php:8.2-cli-bookworm
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=php org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
