# The rust judge image on its official base. Build from the repository root:
#   docker build -f docker/judge/rust.Dockerfile -t codecourt/judge-rust .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's 1.63).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM rust:1.63-slim-bullseye
# The judge passes on only the image's PATH, not RUSTUP_HOME: the toolchain's own rustc (which finds its
# sysroot beside itself) replaces rustup's proxy on it.
RUN ln -s "$(rustup which rustc)" /usr/local/bin/rustc
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=rust org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
