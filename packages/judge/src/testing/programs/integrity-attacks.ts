// Attacks from the judge-integrity review (issue #20) that the sandbox must defeat: CPU burned in orphaned
// processes, state carried from one test to the next, kernel memory pinned outside every limit, and
// threads. Marked programs re-execute themselves with the marker in argv, so leftovers can be found.

const cppMarked = (marker: string, body: string, includes = '') => `#include <cstdio>
#include <ctime>
#include <unistd.h>
#include <sys/wait.h>
${includes}
int main(int argc, char **argv) {
    if (argc < 2) {
        char *again[] = {argv[0], (char *)"${marker}", nullptr};
        execv("/proc/self/exe", again);
        return 99;
    }
${body}
}
`;

const pyMarked = (marker: string, body: string) => `import os, sys, time
if len(sys.argv) < 2:
    os.execv(sys.executable, [sys.executable, '-B', sys.argv[0], '${marker}'])
${body}`;

const c = (body: string, includes = '') => `#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
${includes}
int main(void) {
${body}
}
`;

/**
 * `pairs` times: a child forks two grandchildren and exits at once, so they are orphans; each burns
 * `burnMs` of CPU and exits. The program itself only waits (a pipe's end of file), then prints 42.
 */
export function orphanBurnerCpp(marker: string, pairs: number, burnMs: number): string {
  return cppMarked(
    marker,
    `    for (int pair = 0; pair < ${String(pairs)}; pair++) {
        int done[2];
        if (pipe(done) != 0) return 1;
        pid_t child = fork();
        if (child == 0) {
            for (int k = 0; k < 2; k++) {
                if (fork() == 0) {
                    close(done[0]);
                    clock_t end = clock() + ${String(burnMs)} * (CLOCKS_PER_SEC / 1000);
                    volatile unsigned long spin = 0;
                    while (clock() < end) spin++;
                    _exit(0);
                }
            }
            _exit(0);
        }
        close(done[1]);
        waitpid(child, nullptr, 0);
        char byte;
        while (read(done[0], &byte, 1) > 0) {}
        close(done[0]);
    }
    std::puts("42");
    return 0;`,
  );
}

/** The same with Python's os.fork(). */
export function orphanBurnerPython(marker: string, pairs: number, burnMs: number): string {
  return pyMarked(
    marker,
    `for pair in range(${String(pairs)}):
    r, w = os.pipe()
    child = os.fork()
    if child == 0:
        for k in range(2):
            if os.fork() == 0:
                os.close(r)
                end = time.process_time() + ${String(burnMs / 1000)}
                while time.process_time() < end:
                    pass
                os._exit(0)
        os._exit(0)
    os.close(w)
    os.waitpid(child, 0)
    while os.read(r, 1):
        pass
    os.close(r)
print(42)
`,
  );
}

/** Counts the tests it has seen through files in /tmp, /dev/shm, the box and a subfolder; prints the count. */
export function testCounter(marker: string, paths: readonly string[]): string {
  return pyMarked(
    marker,
    `seen = 0
for path in ${JSON.stringify(paths)}:
    try:
        seen = max(seen, int(open(path).read()))
    except (OSError, ValueError):
        pass
print(seen)
for path in ${JSON.stringify(paths)}:
    try:
        if os.path.dirname(path):
            os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, 'w').write(str(seen + 1))
    except OSError:
        pass
`,
  );
}

export const kernelMemory = {
  /** SysV message queues filled to the brim (16 KB each by default): they outlive the process. */
  messageQueues: c(
    `    static struct { long type; char text[8000]; } message;
    message.type = 1;
    memset(message.text, 1, sizeof message.text);
    long held = 0;
    int queues = 0;
    for (; queues < 40000; queues++) {
        int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
        if (id < 0) break;
        while (msgsnd(id, &message, sizeof message.text, IPC_NOWAIT) == 0) held += 8;
    }
    printf("held %ld KB in %d queues\\n", held, queues);
    return 0;`,
    '#include <sys/ipc.h>\n#include <sys/msg.h>',
  ),

  /** Every process it may have fills socketpairs one byte at a time (a slab object each), then holds them. */
  socketPairs: c(
    `    for (int p = 0; p < 15; p++) if (fork() == 0) break;
    long bytes = 0;
    int pairs = 0;
    for (; pairs < 30; pairs++) {
        int sv[2];
        if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) { printf("refused %d\\n", errno); break; }
        for (int s = 0; s < 2; s++) {
            int size = 1 << 20;
            setsockopt(sv[s], SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
            fcntl(sv[s], F_SETFL, O_NONBLOCK);
            while (write(sv[s], "x", 1) == 1) bytes++;
        }
    }
    printf("%d pairs, %ld bytes queued\\n", pairs, bytes);
    fflush(stdout);
    sleep(1);
    while (wait(NULL) > 0) {}
    return 0;`,
    '#include <sys/socket.h>',
  ),

  /** 100,000 empty files in each of /dev/shm, /tmp and the box: inodes, no blocks. */
  emptyFiles: c(`    const char *places[] = {"/dev/shm", "/tmp", "."};
    long made = 0;
    for (int p = 0; p < 3; p++) {
        for (int i = 0; i < 100000; i++) {
            char path[64];
            snprintf(path, sizeof path, "%s/e%d", places[p], i);
            int fd = open(path, O_CREAT | O_WRONLY, 0600);
            if (fd < 0) break;
            close(fd);
            made++;
        }
    }
    printf("made %ld\\n", made);
    return 0;`),
};

export const threads = {
  /** Eight std::threads, each summing its own 4 MB vector: 29360128. */
  cpp: `#include <cstdio>
#include <thread>
#include <vector>
int main() {
    std::vector<std::thread> workers;
    std::vector<long> sums(8);
    for (int t = 0; t < 8; t++)
        workers.emplace_back([&sums, t] {
            std::vector<int> v(1 << 20, t);
            long s = 0;
            for (int x : v) s += x;
            sums[t] = s;
        });
    for (auto &w : workers) w.join();
    long total = 0;
    for (long s : sums) total += s;
    std::printf("%ld\\n", total);
}
`,
  cppExpected: '29360128\n',

  /** Eight threads that each touch 48 MB and hold it until all have: 384 MB in all. */
  cppOverLimit: `#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>
#include <atomic>
#include <chrono>
std::atomic<int> ready{0};
int main() {
    std::vector<std::thread> workers;
    for (int t = 0; t < 8; t++)
        workers.emplace_back([] {
            const size_t size = 48u << 20;
            char *block = new char[size];
            std::memset(block, 1, size);
            ready++;
            while (ready < 8) std::this_thread::sleep_for(std::chrono::milliseconds(5));
            std::printf("%d\\n", block[size - 1]);
        });
    for (auto &w : workers) w.join();
}
`,

  /** Eight Java threads: 28000000. */
  java: `public class Main {
    public static void main(String[] args) throws Exception {
        Thread[] workers = new Thread[8];
        long[] sums = new long[8];
        for (int t = 0; t < 8; t++) {
            final int id = t;
            workers[t] = new Thread(() -> {
                long s = 0;
                for (int i = 0; i < 1000000; i++) s += id;
                sums[id] = s;
            });
            workers[t].start();
        }
        for (Thread w : workers) w.join();
        long total = 0;
        for (long s : sums) total += s;
        System.out.println(total);
    }
}
`,
  javaExpected: '28000000\n',
};
