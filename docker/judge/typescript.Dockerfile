# The typescript judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/typescript.Dockerfile -t codecourt/judge-typescript .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's Node 18),
# with the same npm packages: the versions below are the language file's `image.npmPackages`.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM node:20-bookworm-slim
RUN npm i -g --no-audit --no-fund typescript@5.9.3 @types/node@20.19.43 && npm cache clean --force
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=typescript org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
