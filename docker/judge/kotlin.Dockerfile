# The kotlin judge image on an official base (Kotlin has no official image of its own: the JDK's, with
# JetBrains' release of the same compiler). Build from the repository root:
#   docker build -f docker/judge/kotlin.Dockerfile -t codecourt/judge-kotlin .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's 1.3.31).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM eclipse-temurin:17-jdk-jammy
ARG KOTLIN_VERSION=1.3.31
# The compiler where Debian's package puts it (the language file names those paths), and its standard library.
RUN apt-get update && apt-get install -y --no-install-recommends unzip && rm -rf /var/lib/apt/lists/* \
  && curl -fsSL -o /tmp/kotlinc.zip \
    "https://github.com/JetBrains/kotlin/releases/download/v${KOTLIN_VERSION}/kotlin-compiler-${KOTLIN_VERSION}.zip" \
  && mkdir -p /usr/share/kotlin /usr/share/java && unzip -q /tmp/kotlinc.zip -d /usr/share/kotlin && rm /tmp/kotlinc.zip \
  && ln -s /usr/share/kotlin/kotlinc/lib/kotlin-stdlib.jar /usr/share/java/kotlin-stdlib.jar
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
# The compiler's class-data archive (generated from packages/languages/src/kotlin.ts), made from a
# compile of the repository's warm-up program (packages/languages/warm-up), copied in.
COPY docker/judge/prebuilt/kotlin.sh /tmp/prebuilt.sh
COPY packages/languages/warm-up /tmp/codecourt-repository/packages/languages/warm-up
RUN sh /tmp/prebuilt.sh && rm -rf /tmp/prebuilt.sh /tmp/codecourt-repository
LABEL org.codecourt.judge.prebuilt=/opt/codecourt/prebuilt/kotlin
LABEL org.codecourt.judge.language=kotlin org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
