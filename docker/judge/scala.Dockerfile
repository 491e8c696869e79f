# The scala judge image. Build from the repository root:
#   docker build -f docker/judge/scala.Dockerfile -t codecourt/judge-scala .
# No official image carries Scala 2.11.12 where the language file runs it (/usr/share/scala-2.11, Debian's
# layout), so this one is Debian's own packages on Debian's image, as docker/judge/build-offline.sh builds it.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM debian:bookworm-slim
RUN mkdir -p /usr/share/man/man1 \
 && apt-get update \
 && apt-get install -y --no-install-recommends openjdk-17-jre-headless scala \
 && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
# The compiler's class-data archive (generated from packages/languages/src/scala.ts), made from a
# compile of the repository's warm-up program (packages/languages/warm-up), copied in.
COPY docker/judge/prebuilt/scala.sh /tmp/prebuilt.sh
COPY packages/languages/warm-up /tmp/codecourt-repository/packages/languages/warm-up
RUN sh /tmp/prebuilt.sh && rm -rf /tmp/prebuilt.sh /tmp/codecourt-repository
LABEL org.codecourt.judge.prebuilt=/opt/codecourt/prebuilt/scala
LABEL org.codecourt.judge.language=scala org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
