# Adds a language's prebuilt files (docker/judge/prebuilt/<id>.sh, e.g. the precompiled
# <bits/stdc++.h>) to an image built without them. build-offline.sh runs it after importing an image:
#   docker build -f docker/judge/prebuilt.Dockerfile --build-arg BASE=codecourt/judge-cpp --build-arg LANGUAGE=cpp -t codecourt/judge-cpp docker/judge
ARG BASE
FROM ${BASE}
ARG LANGUAGE
COPY prebuilt/${LANGUAGE}.sh /tmp/prebuilt.sh
RUN sh /tmp/prebuilt.sh && rm /tmp/prebuilt.sh
LABEL org.codecourt.judge.prebuilt=/opt/codecourt/prebuilt/${LANGUAGE}
