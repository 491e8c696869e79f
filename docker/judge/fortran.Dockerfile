# The fortran judge image on its official base: the gcc image builds gfortran with the other front ends.
# Build from the repository root:
#   docker build -f docker/judge/fortran.Dockerfile -t codecourt/judge-fortran .
# docker/judge/build-offline.sh builds an equivalent image from Debian packages instead (bookworm's 12.2).
FROM gcc:12-bookworm AS runner
COPY packages/judge/native/runner.c /src/runner.c
RUN gcc -O2 -static -o /codecourt-runner /src/runner.c

FROM gcc:12-bookworm
COPY --from=runner /codecourt-runner /usr/local/bin/codecourt-runner
LABEL org.codecourt.judge.language=fortran org.codecourt.judge.build=official
CMD ["/usr/local/bin/codecourt-runner"]
