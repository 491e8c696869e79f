# Adds a language's prebuilt files (docker/judge/prebuilt/<id>.sh, e.g. the precompiled
# <bits/stdc++.h>) to an image built without them. build-offline.sh runs it after importing an image:
#   docker build -f docker/judge/prebuilt.Dockerfile --build-arg BASE=codecourt/judge-cpp --build-arg LANGUAGE=cpp -t codecourt/judge-cpp .
# From the repository root: a script may copy the languages' own files (Java's programs, the compilers'
# warm-ups) from it.
ARG BASE
FROM ${BASE}
ARG LANGUAGE
COPY docker/judge/prebuilt/${LANGUAGE}.sh /tmp/prebuilt.sh
COPY packages/languages/java /tmp/codecourt-repository/packages/languages/java
COPY packages/languages/warm-up /tmp/codecourt-repository/packages/languages/warm-up
RUN sh /tmp/prebuilt.sh && rm -rf /tmp/prebuilt.sh /tmp/codecourt-repository
LABEL org.codecourt.judge.prebuilt=/opt/codecourt/prebuilt/${LANGUAGE}
