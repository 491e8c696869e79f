# The ruby judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/ruby.Dockerfile -t codecourt/judge-ruby .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's 3.1).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM ruby:3.1-slim-bookworm
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=ruby org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
