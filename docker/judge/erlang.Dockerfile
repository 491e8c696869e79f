# The erlang judge image on its official base (OTP 25, as Debian bookworm's 25.2). Build from the
# repository root:
#   docker build -f docker/judge/erlang.Dockerfile -t codecourt/judge-erlang .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (erlang-base).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM erlang:25-slim
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=erlang org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
