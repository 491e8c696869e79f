# The elixir judge image on its official base (Elixir 1.14 on OTP 25, as Debian bookworm's 1.14.0 on
# 25.2). Build from the repository root:
#   docker build -f docker/judge/elixir.Dockerfile -t codecourt/judge-elixir .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM elixir:1.14-otp-25-slim
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=elixir org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
