# The ocaml judge image. Build from the repository root:
#   docker build -f docker/judge/ocaml.Dockerfile -t codecourt/judge-ocaml .
# The official ocaml/opam images keep the compiler in the opam user's switch, off the judge's PATH.
# So this one is Debian's own packages on Debian's image, as docker/judge/build-offline.sh builds it.
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ocaml \
 && rm -rf /var/lib/apt/lists/*
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=ocaml org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
