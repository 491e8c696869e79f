// Hostile programs. Each re-executes itself with `marker` in argv, so that anything it leaves
// running can be found in /proc afterwards.

const cMarked = (marker: string, body: string, includes = '') => `#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <signal.h>
#include <sys/wait.h>
${includes}
int main(int argc, char **argv) {
    if (argc < 2) {
        char *again[] = {argv[0], "${marker}", NULL};
        execv("/proc/self/exe", again);
        return 99;
    }
${body}
}
`;

const pyMarked = (marker: string, body: string) => `import os, sys
if len(sys.argv) < 2:
    os.execv(sys.executable, [sys.executable, '-B', sys.argv[0], '${marker}'])
${body}`;

export const adversarial = {
  /** Recursion 1,000,000 deep (about 100 MB of stack): the stack is bounded by the memory limit only. */
  deepRecursion:
    '#include <cstdio>\nint depth(int n) { volatile char pad[64]; pad[0] = (char)n; return n == 0 ? pad[0] : 1 + depth(n - 1) + pad[0] * 0; }\nint main() { std::printf("%d\\n", depth(1000000)); }\n',
  /** DMOJ's reservation tests: memory the program reserves but never touches (a static array, a `new`). */
  reservesStatic: '#include <cstdio>\nint fail[32][1024][1024];\nint main() { std::puts("ran"); }\n',
  reservesHeap:
    '#include <cstdio>\nint main() {\n    auto fail = new int[512][512][512];\n    std::printf("ran %p\\n", (void *)fail);\n}\n',

  forkBomb: (m: string) => cMarked(m, '    for (;;) fork();'),

  forkSetsid: (m: string) =>
    cMarked(
      m,
      `    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) { signal(SIGHUP, SIG_IGN); for (;;) pause(); }
        _exit(0);
    }
    waitpid(child, NULL, 0);
    puts("42");
    return 0;`,
    ),

  threadBomb: (m: string) =>
    cMarked(
      m,
      `    pthread_t t;
    int made = 0;
    pthread_attr_t small;
    pthread_attr_init(&small);
    pthread_attr_setstacksize(&small, 65536);
    while (made < 100000 && pthread_create(&t, &small, sleeper, NULL) == 0) made++;
    printf("stopped after %d threads\\n", made);
    return 0;`,
      '#include <pthread.h>\nstatic void *sleeper(void *arg) { (void)arg; for (;;) pause(); return NULL; }',
    ),

  connect: (m: string, port: number) =>
    cMarked(
      m,
      `    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = {0};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(${String(port)});
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd >= 0 && connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0) { puts("connected"); return 0; }
    int out = socket(AF_INET, SOCK_STREAM, 0);
    addr.sin_port = htons(53);
    addr.sin_addr.s_addr = inet_addr("1.1.1.1");
    if (out >= 0 && connect(out, (struct sockaddr *)&addr, sizeof addr) == 0) { puts("connected"); return 0; }
    puts("blocked");
    return 0;`,
      '#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>',
    ),

  printSecrets: (m: string) =>
    pyMarked(
      m,
      `for key, value in sorted(os.environ.items()):
    print('ENV %s=%s' % (key, value))
for pid in ['1', 'self', str(os.getppid())] + [p for p in os.listdir('/proc') if p.isdigit()]:
    try:
        print('PROC', pid, open('/proc/%s/environ' % pid, 'rb').read().decode('latin-1'))
    except OSError as error:
        print('PROC', pid, 'denied', error.errno)
`,
    ),

  readShadow: (m: string) =>
    pyMarked(
      m,
      `try:
    print(open('/etc/shadow').read())
except OSError as error:
    print('denied', error.errno)
`,
    ),

  /** Reads a file of the judge's user (the API's secrets.json) and the judge's own environ. */
  readJudgeSecrets: (m: string, path: string, judgePid: number) =>
    pyMarked(
      m,
      `for target in [${JSON.stringify(path)}, '/proc/${String(judgePid)}/environ']:
    try:
        print('read', open(target, 'rb').read())
    except OSError as error:
        print('denied', error.errno)
`,
    ),

  writeOutside: (m: string, targets: readonly string[]) =>
    pyMarked(
      m,
      `for target in ${JSON.stringify(targets)}:
    try:
        with open(target, 'w') as f:
            f.write('escaped')
        print('wrote', target)
    except OSError as error:
        print('refused', target, error.errno)
`,
    ),

  fillDisks: (m: string) =>
    pyMarked(
      m,
      `total = 0
for place in ['/tmp', '/dev/shm', '.']:
    for i in range(1000):
        try:
            with open('%s/fill-%d' % (place, i), 'wb') as f:
                f.write(b'x' * (1 << 20))
            total += 1 << 20
        except OSError:
            break
print('filled', total)
`,
    ),

  killParent: (m: string) =>
    cMarked(
      m,
      `    kill(getppid(), SIGSTOP);
    kill(getppid(), SIGKILL);
    kill(1, SIGSTOP);
    kill(1, SIGKILL);
    puts("42");
    return 0;`,
    ),

  namespaces: (m: string) =>
    cMarked(
      m,
      `    if (unshare(CLONE_NEWUSER) == 0) { puts("user namespace"); return 0; }
    if (unshare(CLONE_NEWNS) == 0 && mount("none", "/tmp", "tmpfs", 0, "size=1g") == 0) { puts("mounted"); return 0; }
    puts("denied");
    return 0;`,
      '#include <sched.h>\n#include <sys/mount.h>',
    ),

  killEverything: (m: string) =>
    cMarked(m, '    kill(-1, SIGSTOP);\n    kill(-1, SIGKILL);\n    puts("42");\n    return 0;'),

  leaveFiles: (m: string, paths: readonly string[]) =>
    pyMarked(
      m,
      `for path in ${JSON.stringify(paths)}:
    try:
        open(path, 'w').write('x')
    except OSError:
        pass
print('written')
`,
    ),

  findFiles: (m: string, paths: readonly string[]) =>
    pyMarked(
      m,
      `found = [p for p in ${JSON.stringify(paths)} if os.path.exists(p)]
print('dirty' if found else 'clean', *found)
`,
    ),

  includeUrandom: '#include "/dev/urandom"\n',

  templateBlowUp: `#include <tuple>
template <int N> struct Blow { using type = decltype(std::tuple_cat(typename Blow<N - 1>::type{}, typename Blow<N - 1>::type{})); };
template <> struct Blow<0> { using type = std::tuple<int>; };
int main() { Blow<30>::type value; return sizeof(value) > 0 ? 0 : 1; }
`,
};
