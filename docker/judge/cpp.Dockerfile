# The cpp judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/cpp.Dockerfile -t codecourt/judge-cpp .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM gcc:12-bookworm
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
# <bits/stdc++.h> precompiled with the judge's exact flags (generated from packages/languages/src/cpp.ts).
COPY docker/judge/prebuilt/cpp.sh /tmp/prebuilt.sh
RUN sh /tmp/prebuilt.sh && rm /tmp/prebuilt.sh
LABEL org.codecourt.judge.prebuilt=/opt/codecourt/prebuilt/cpp
LABEL org.codecourt.judge.language=cpp org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
