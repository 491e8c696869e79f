// Programs that pin memory outside their RSS (memfd, SysV shm, tmpfs files) or tamper with their own
// binary. Each prints what it got away with; a sandbox that holds ends them as MLE or leaves them harmless.

const c = (body: string, includes = '') => `#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>
${includes}
int main(int argc, char **argv) {
${body}
}
`;

export const memoryHoarding = {
  /** Two processes, each 58 memfds of 15 MB: 1.7 GB of shmem with almost no RSS. */
  memfd: c(`    pid_t child = fork();
    long held = 0;
    for (int i = 0; i < 58; i++) {
        int fd = memfd_create("hoard", 0);
        if (fd < 0 || fallocate(fd, 0, 0, 15L << 20) != 0) { printf("refused %d\\n", errno); break; }
        held += 15;
    }
    if (child > 0) { waitpid(child, NULL, 0); printf("held %ld MB\\n", held); }
    return 0;`),

  /** One SysV segment of 512 MB, touched page by page, then detached: it outlives the process. */
  sysvShm: c(
    `    int id = shmget(IPC_PRIVATE, 512L << 20, IPC_CREAT | 0600);
    if (id < 0) { printf("refused %d\\n", errno); return 0; }
    char *at = shmat(id, NULL, 0);
    if (at == (void *)-1) { printf("refused %d\\n", errno); return 0; }
    memset(at, 1, 512L << 20);
    shmdt(at);
    puts("held 512 MB");
    return 0;`,
    '#include <sys/ipc.h>\n#include <sys/shm.h>',
  ),

  /** Files of 15 MB in /dev/shm, /tmp and the box until each is full, kept after exit. */
  tmpfsFiles: c(`    const char *places[] = {"/dev/shm", "/tmp", "."};
    long held = 0;
    for (int p = 0; p < 3; p++) {
        for (int i = 0; i < 100; i++) {
            char path[64];
            snprintf(path, sizeof path, "%s/hoard-%d", places[p], i);
            int fd = open(path, O_CREAT | O_WRONLY, 0600);
            if (fd < 0 || fallocate(fd, 0, 0, 15L << 20) != 0) { if (fd >= 0) close(fd); break; }
            close(fd);
            held += 15;
        }
    }
    printf("held %ld MB\\n", held);
    return 0;`),

  /** Unlinks, renames and truncates its own binary, then answers: the next test must still start. */
  tamperWithBinary: c(
    `    (void)argc;
    int removed = unlink(argv[0]) == 0;
    int renamed = rename(argv[0], "moved") == 0;
    int fd = open(argv[0], O_WRONLY | O_TRUNC);
    int truncated = fd >= 0;
    if (fd >= 0) close(fd);
    int chmodded = chmod(argv[0], 0) == 0;
    printf("%d %d %d %d\\n42\\n", removed, renamed, truncated, chmodded);
    return 0;`,
    '#include <sys/stat.h>',
  ),
};
