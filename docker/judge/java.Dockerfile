# The java judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/java.Dockerfile -t codecourt/judge-java .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM eclipse-temurin:17-jdk-jammy
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
# The class-data archive of common JDK classes (generated from packages/languages/src/java.ts).
# Its Java programs are the repository's own files (packages/languages/java), copied in, not inlined.
COPY docker/judge/prebuilt/java.sh /tmp/prebuilt.sh
COPY packages/languages/java /tmp/codecourt-repository/packages/languages/java
RUN sh /tmp/prebuilt.sh && rm -rf /tmp/prebuilt.sh /tmp/codecourt-repository
LABEL org.codecourt.judge.prebuilt=/opt/codecourt/prebuilt/java
LABEL org.codecourt.judge.language=java org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
