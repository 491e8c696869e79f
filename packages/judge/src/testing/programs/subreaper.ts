// A tiny exec wrapper that makes the command it runs a child subreaper (prctl PR_SET_CHILD_SUBREAPER,
// kept across execve): what a judge running as a container's PID 1, or under one, inherits.
export const SUBREAPER_SOURCE = `#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (argc < 2 || prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) return 111;
    execvp(argv[1], argv + 1);
    perror("execvp");
    return 112;
}
`;
