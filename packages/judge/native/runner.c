/*
 * runner: the small native part of the CodeCourt judge (the isolate-style executor).
 *
 * One runner process serves one sandbox session. It reads commands on stdin and answers
 * every action with exactly one JSON line on stdout, sometimes followed by raw bytes whose
 * lengths the JSON line announces. Settings persist between runs, so a session sets the
 * limits once and then issues one `run` per test: one process spawn per submission.
 *
 *   set <key> <value>        limits and options (see apply_setting), no answer
 *   arg <value> | args_clear  the program's argv (argv[0] is searched in the env's PATH)
 *   env <K=V>  | env_clear    the program's whole environment (an allow-list; nothing inherited)
 *   write <mode> <len> <path>\n<len bytes>   -> {"ok":true}
 *   read <max> <path>                         -> {"ok":true,"size":S,"bytes":N}\n<N bytes>
 *   ls <dir>                                  -> {"ok":true,"files":[...]} (regular files)
 *   mkdir <mode> <path>                       -> {"ok":true}
 *   run <len>\n<len bytes of stdin>           -> {"status":...}\n<stdout bytes><stderr bytes>
 *
 * A run: stdin is a sealed memfd, stdout a memfd whose size is watched (past out_bytes the run is
 * killed: OLE), stderr a pipe the runner drains (past err_bytes it is dropped). The program runs in a new
 * session with rlimits, optionally as another uid (when the runner is root) or in fresh
 * user+pid+mount namespaces (isolate=1) under a tiny init, so it can neither see nor signal
 * the runner, and everything it leaves behind dies with that init. CPU and RSS are sampled
 * while it runs (kill on excess); the final figures come from wait4's rusage.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <sys/socket.h>
#include <stddef.h>
#include <sys/statvfs.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif
#ifndef CAP_LAST_CAP_GUESS
#define CAP_LAST_CAP_GUESS 63
#endif

#define MAX_ITEMS 256
#define SAMPLE_MS 5

typedef struct {
  long cpu_ms, wall_ms, mem_kb, as_kb, data_kb, stack_kb, nproc, fsize_kb, nofile;
  long out_bytes, err_bytes;
  long uid, gid;
  int isolate, kill_uid, protect;
  /* tmpfs mounts (colon-separated) whose growth during a run counts as the program's memory. */
  char mem_fs[PATH_MAX];
  char cwd[PATH_MAX];
  char *argv[MAX_ITEMS + 1];
  int argc;
  char *envp[MAX_ITEMS + 1];
  int envc;
} config_t;

static config_t cfg;
static char setting_error[256];

static void config_defaults(void) {
  cfg.cpu_ms = 1000; cfg.wall_ms = 3000; cfg.mem_kb = 262144; cfg.as_kb = 0; cfg.data_kb = 0;
  cfg.stack_kb = 0; cfg.nproc = 64; cfg.fsize_kb = 16384; cfg.nofile = 64;
  cfg.out_bytes = 16 << 20; cfg.err_bytes = 64 << 10;
  cfg.uid = -1; cfg.gid = -1; cfg.isolate = 0; cfg.kill_uid = 0; cfg.protect = 0;
  cfg.mem_fs[0] = 0;
  strcpy(cfg.cwd, ".");
}

/* ---------- small helpers ---------- */

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
    else fputc(*p, f);
  }
  fputc('"', f);
}

static void reply_ok(void) { fputs("{\"ok\":true}\n", stdout); fflush(stdout); }

static void reply_error(const char *what, int err) {
  char msg[512];
  snprintf(msg, sizeof msg, "%s: %s", what, strerror(err));
  fputs("{\"ok\":false,\"error\":", stdout);
  json_string(stdout, msg);
  fputs("}\n", stdout);
  fflush(stdout);
}

static int write_all(int fd, const char *buf, size_t len) {
  while (len > 0) {
    ssize_t n = write(fd, buf, len);
    if (n < 0) { if (errno == EINTR) continue; return -1; }
    buf += n; len -= (size_t)n;
  }
  return 0;
}

/* Copies len bytes of the command stream into fd (or discards them when fd < 0). */
static int copy_payload(int fd, size_t len) {
  char buf[65536];
  int failed = 0;
  while (len > 0) {
    size_t want = len < sizeof buf ? len : sizeof buf;
    size_t got = fread(buf, 1, want, stdin);
    if (got == 0) return -1;
    if (fd >= 0 && !failed && write_all(fd, buf, got) < 0) failed = errno;
    len -= got;
  }
  if (failed) { errno = failed; return -2; }
  return 0;
}

static void list_free(char **items, int *count) {
  for (int i = 0; i < *count; i++) free(items[i]);
  *count = 0;
  items[0] = NULL;
}

static void list_add(char **items, int *count, const char *value) {
  if (*count >= MAX_ITEMS) { snprintf(setting_error, sizeof setting_error, "too many items"); return; }
  items[(*count)++] = strdup(value);
  items[*count] = NULL;
}

/* ---------- a fresh box for every test (set fresh 1) ---------- */

/*
 * What one test writes must not reach the next: a program could count the tests through a file, or
 * carry a hidden input over to a visible test. A fresh run first empties the scratch mounts (`scratch`,
 * colon-separated: /tmp, /dev/shm) and removes from the box whatever it did not hold when it was sealed.
 * The first fresh run after a non-fresh one (the compile) seals it; files the judge itself writes
 * (write, mkdir) join the seal. Entries are known by inode, so no new file can pass for a sealed one.
 */
static struct {
  int fresh, sealed, incomplete;
  unsigned lifted;
  char scratch[PATH_MAX];
  ino_t *inodes;
  size_t len, cap;
} box;

/* Deeper than this, a tree is moved up to the top of its mount and removed by the next pass. */
#define BOX_DEPTH 32
#define BOX_PASSES 256

static int sock_mem;

static int box_setting(const char *key, const char *value) {
  if (strcmp(key, "sock_mem") == 0) { sock_mem = atoi(value); return 1; }
  if (strcmp(key, "fresh") == 0) { box.fresh = atoi(value); return 1; }
  if (strcmp(key, "scratch") == 0) { snprintf(box.scratch, sizeof box.scratch, "%s", value); return 1; }
  return 0;
}

static int compare_ino(const void *a, const void *b) {
  ino_t x = *(const ino_t *)a, y = *(const ino_t *)b;
  return x < y ? -1 : x > y;
}

static void seal_add(ino_t ino) {
  if (box.len == box.cap) {
    size_t cap = box.cap ? box.cap * 2 : 1024;
    ino_t *grown = realloc(box.inodes, cap * sizeof *grown);
    if (!grown) return;
    box.inodes = grown;
    box.cap = cap;
  }
  box.inodes[box.len++] = ino;
}

static int is_sealed(ino_t ino) { return bsearch(&ino, box.inodes, box.len, sizeof ino, compare_ino) != NULL; }

static int is_dot(const char *name) { return strcmp(name, ".") == 0 || strcmp(name, "..") == 0; }

/* Adds every inode under the directory fd (which it closes) to the seal. */
static void seal_tree(int fd, int depth) {
  DIR *dir = fd < 0 ? NULL : fdopendir(fd);
  if (!dir) { if (fd >= 0) close(fd); return; }
  for (struct dirent *e; (e = readdir(dir));) {
    struct stat st;
    if (is_dot(e->d_name) || fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0) continue;
    seal_add(st.st_ino);
    if (S_ISDIR(st.st_mode) && depth < BOX_DEPTH)
      seal_tree(openat(dirfd(dir), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), depth + 1);
  }
  closedir(dir);
}

/* Removes parent/name with everything under it; too deep, it is moved up to top for the next pass. */
static void remove_tree(int parent, const char *name, int depth, int top) {
  if (unlinkat(parent, name, 0) == 0 || errno == ENOENT) return;
  if (depth >= BOX_DEPTH) {
    char lifted[32];
    snprintf(lifted, sizeof lifted, ".lifted-%u", box.lifted++);
    if (renameat(parent, name, top, lifted) == 0) box.incomplete = 1;
    return;
  }
  fchmodat(parent, name, 0700, 0);
  int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  DIR *dir = fd < 0 ? NULL : fdopendir(fd);
  if (dir) {
    for (struct dirent *e; (e = readdir(dir));)
      if (!is_dot(e->d_name)) remove_tree(dirfd(dir), e->d_name, depth + 1, top);
    closedir(dir);
  } else if (fd >= 0) close(fd);
  if (unlinkat(parent, name, AT_REMOVEDIR) < 0 && errno != ENOENT) box.incomplete = 1;
}

/* Removes what the seal does not hold under the directory fd (which it closes); all of it if keep is 0. */
static void clean_tree(int fd, int top, int keep, int depth) {
  DIR *dir = fd < 0 ? NULL : fdopendir(fd);
  if (!dir) { if (fd >= 0) close(fd); return; }
  for (struct dirent *e; (e = readdir(dir));) {
    struct stat st;
    if (is_dot(e->d_name) || fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0) continue;
    if (!keep || !is_sealed(st.st_ino)) remove_tree(dirfd(dir), e->d_name, depth, top);
    else if (S_ISDIR(st.st_mode) && depth < BOX_DEPTH)
      clean_tree(openat(dirfd(dir), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), top, keep, depth + 1);
  }
  closedir(dir);
}

static void clean_mount(const char *path, int keep) {
  /* A scratch tmpfs that holds only its root directory has nothing to remove (the usual case). A mount
   * that counts no inodes (nr_inodes=0) says nothing: it is walked. */
  struct statvfs st;
  if (!keep && statvfs(path, &st) == 0 && st.f_files > 0 && st.f_files - st.f_ffree <= 1 &&
      st.f_blocks == st.f_bfree)
    return;
  int top = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (top < 0) return;
  for (int pass = 0; pass < BOX_PASSES; pass++) {
    box.incomplete = 0;
    clean_tree(dup(top), top, keep, 0);
    if (!box.incomplete) break;
  }
  close(top);
}

static void clean_box_and_scratch(int box_too) {
  if (box_too) clean_mount(cfg.cwd, 1);
  char paths[PATH_MAX];
  snprintf(paths, sizeof paths, "%s", box.scratch);
  for (char *save = NULL, *p = strtok_r(paths, ":", &save); p; p = strtok_r(NULL, ":", &save)) clean_mount(p, 0);
}

/* After the box's files are protected: the first fresh run seals the box as it finds it. */
static void seal_box(void) {
  if (!box.fresh || box.sealed) return;
  box.len = 0;
  seal_tree(open(cfg.cwd, O_RDONLY | O_DIRECTORY | O_CLOEXEC), 0);
  qsort(box.inodes, box.len, sizeof *box.inodes, compare_ino);
  box.sealed = 1;
}

/* Before a run: a fresh one gets the box as sealed and empty scratch mounts; a non-fresh one unseals. */
static void prepare_box(void) {
  if (!box.fresh) { box.sealed = 0; return; }
  int box_too = box.sealed;
  /* A root runner without CAP_DAC_OVERRIDE or CAP_FOWNER (docker) cannot remove what the program's uid
   * made in its own directories: the program's uid can, so a helper with that uid cleans. */
  if (geteuid() != 0 || cfg.uid <= 0) { clean_box_and_scratch(box_too); return; }
  pid_t helper = fork();
  if (helper == 0) {
    gid_t gid = (gid_t)(cfg.gid >= 0 ? cfg.gid : cfg.uid);
    if (setgroups(0, NULL) == 0 && setresgid(gid, gid, gid) == 0 && setresuid((uid_t)cfg.uid, (uid_t)cfg.uid, (uid_t)cfg.uid) == 0)
      clean_box_and_scratch(box_too);
    _exit(0);
  }
  if (helper > 0) waitpid(helper, NULL, 0);
}

/* A file or directory the judge wrote into a sealed box stays for the runs after. */
static void seal_written(const char *path) {
  struct stat st;
  if (!box.sealed || lstat(path, &st) < 0) return;
  seal_add(st.st_ino);
  qsort(box.inodes, box.len, sizeof *box.inodes, compare_ino);
}

static void apply_setting(const char *key, const char *value) {
  struct { const char *name; long *slot; } longs[] = {
    {"cpu_ms", &cfg.cpu_ms}, {"wall_ms", &cfg.wall_ms}, {"mem_kb", &cfg.mem_kb},
    {"as_kb", &cfg.as_kb}, {"data_kb", &cfg.data_kb}, {"stack_kb", &cfg.stack_kb},
    {"nproc", &cfg.nproc}, {"fsize_kb", &cfg.fsize_kb}, {"nofile", &cfg.nofile},
    {"out_bytes", &cfg.out_bytes}, {"err_bytes", &cfg.err_bytes},
    {"uid", &cfg.uid}, {"gid", &cfg.gid},
  };
  for (size_t i = 0; i < sizeof longs / sizeof longs[0]; i++) {
    if (strcmp(key, longs[i].name) == 0) { *longs[i].slot = strtol(value, NULL, 10); return; }
  }
  if (strcmp(key, "isolate") == 0) { cfg.isolate = atoi(value); return; }
  if (strcmp(key, "kill_uid") == 0) { cfg.kill_uid = atoi(value); return; }
  if (strcmp(key, "protect") == 0) { cfg.protect = atoi(value); return; }
  if (strcmp(key, "mem_fs") == 0) { snprintf(cfg.mem_fs, sizeof cfg.mem_fs, "%s", value); return; }
  if (strcmp(key, "cwd") == 0) { snprintf(cfg.cwd, sizeof cfg.cwd, "%s", value); return; }
  if (box_setting(key, value)) return;
  snprintf(setting_error, sizeof setting_error, "unknown setting %s", key);
}

/* ---------- the program's side of a run ---------- */

static void set_limit(int resource, rlim_t value) {
  struct rlimit rl = {value, value};
  setrlimit(resource, &rl);
}

static void child_fail(int report_fd, int err) {
  int e = err;
  if (write(report_fd, &e, sizeof e) < 0) _exit(126);
  _exit(127);
}

/*
 * Memory a program could pin outside its RSS without any file system to count it: memfd_create,
 * memfd_secret and SysV IPC (shared memory, message queues, semaphores: kernel objects that outlive
 * the process). Calling them kills the program (SIGSYS), which the runner reports as Memory Limit
 * Exceeded. socket() is refused (EACCES): no sandbox has a network. socketpair stays (the JVM makes
 * one at start); what its buffers hold counts as memory (sock_mem). setsid() is refused (EPERM, as for a
 * process group leader): a new session is a new scheduler autogroup, which the kernel weighs against the
 * API's whole session whatever the judge's nice value, so a program could take the CPU back from the API.
 * Other ABIs (i386 via int 0x80, x32) are refused whole, so the same calls cannot be reached under another
 * number.
 */
#if defined(__x86_64__)
#define RUNNER_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define RUNNER_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

static int install_memory_filter(void) {
#ifdef RUNNER_AUDIT_ARCH
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, RUNNER_AUDIT_ARCH, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U /* __X32_SYSCALL_BIT */, 9, 0),
#else
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffffU, 9, 0),
#endif
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_memfd_create, 8, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 447 /* memfd_secret */, 7, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_shmget, 6, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_shmat, 5, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_msgget, 4, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_semget, 3, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 3, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_setsid, 3, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
  };
  struct sock_fprog prog = {(unsigned short)(sizeof filter / sizeof filter[0]), filter};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0);
#else
  errno = ENOSYS;
  return -1;
#endif
}

/* Runs in the forked child: becomes the program. Never returns. */
static void exec_program(int in_fd, int out_fd, int err_fd, int exec_fd, int drop_caps) {
  /* Its own process group (what a non-isolated sweep kills), in the runner's session: see drop_terminal. */
  setpgid(0, 0);
  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) child_fail(exec_fd, errno);
  syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  umask(022);
  if (chdir(cfg.cwd) < 0) child_fail(exec_fd, errno);

  long cpu_s = (cfg.cpu_ms + 999) / 1000 + 1;
  struct rlimit cpu = {(rlim_t)cpu_s, (rlim_t)cpu_s + 1};
  setrlimit(RLIMIT_CPU, &cpu);
  if (cfg.as_kb > 0) set_limit(RLIMIT_AS, (rlim_t)cfg.as_kb * 1024);
  if (cfg.data_kb > 0) set_limit(RLIMIT_DATA, (rlim_t)cfg.data_kb * 1024);
  /* Negative: unlimited, so glibc gives threads its small default stack instead of RLIMIT_STACK. */
  if (cfg.stack_kb < 0) set_limit(RLIMIT_STACK, RLIM_INFINITY);
  else if (cfg.stack_kb > 0) set_limit(RLIMIT_STACK, (rlim_t)cfg.stack_kb * 1024);
  /* stdout is a file too: it may grow one byte past the output limit, so that OLE is seen. */
  rlim_t fsize = (rlim_t)cfg.fsize_kb * 1024;
  if ((rlim_t)cfg.out_bytes + 1 > fsize) fsize = (rlim_t)cfg.out_bytes + 1;
  set_limit(RLIMIT_FSIZE, fsize);
  set_limit(RLIMIT_NOFILE, (rlim_t)cfg.nofile);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_MEMLOCK, 0);
  set_limit(RLIMIT_MSGQUEUE, 0);

  if (!drop_caps && cfg.uid >= 0 && geteuid() == 0) {
    gid_t gid = (gid_t)(cfg.gid >= 0 ? cfg.gid : cfg.uid);
    if (setgroups(0, NULL) < 0 || setresgid(gid, gid, gid) < 0 || setresuid((uid_t)cfg.uid, (uid_t)cfg.uid, (uid_t)cfg.uid) < 0)
      child_fail(exec_fd, errno);
  }
  if (drop_caps) {
    /* Capabilities are numbered without gaps: the first the kernel does not know ends the list. */
    for (int cap = 0; cap <= CAP_LAST_CAP_GUESS; cap++)
      if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) < 0 && errno == EINVAL) break;
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  }
  /* NPROC last: setuid itself would fail once the target uid is over it. */
  set_limit(RLIMIT_NPROC, (rlim_t)cfg.nproc);
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);

  if (cfg.argc == 0) child_fail(exec_fd, EINVAL);
  if (install_memory_filter() < 0) child_fail(exec_fd, errno);
  execvpe(cfg.argv[0], cfg.argv, cfg.envp);
  child_fail(exec_fd, errno);
}

static int write_text(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int rc = write_all(fd, text, strlen(text));
  close(fd);
  return rc;
}

/* Mount flags a bind remount must keep: in a user namespace the kernel locks those it inherited. */
static unsigned long locked_flags(const char *path) {
  struct statvfs st;
  unsigned long flags = 0;
  if (statvfs(path, &st) != 0) return MS_NOSUID | MS_NODEV;
  if (st.f_flag & ST_NOSUID) flags |= MS_NOSUID;
  if (st.f_flag & ST_NODEV) flags |= MS_NODEV;
  if (st.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (st.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (st.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (st.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;
}

/*
 * protect=1, isolated: every regular file at the top of the box (the source, the compiled program)
 * becomes a read-only bind mount of itself for this run, so the program can neither change, rename
 * nor unlink it (a mount point cannot be unlinked), and the next test finds it intact.
 */
static int protect_by_mounts(void) {
  DIR *dir = opendir(cfg.cwd);
  if (!dir) return -1;
  for (struct dirent *e; (e = readdir(dir));) {
    struct stat st;
    if (fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(st.st_mode)) continue;
    char path[PATH_MAX + NAME_MAX + 2];
    snprintf(path, sizeof path, "%s/%s", cfg.cwd, e->d_name);
    if (mount(path, path, NULL, MS_BIND, NULL) < 0 ||
        mount(NULL, path, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | locked_flags(path), NULL) < 0) {
      int err = errno;
      closedir(dir);
      errno = err;
      return -1;
    }
  }
  closedir(dir);
  return 0;
}

/*
 * protect=1, runner root and program another uid (docker): files at the top of the box that the
 * program's uid owns (what the compiler wrote) are replaced by copies the runner owns. The box is a
 * sticky directory of the runner's, so the program cannot unlink, rename or rewrite them.
 */
static void protect_by_ownership(void) {
  if (geteuid() != 0 || cfg.uid <= 0) return;
  DIR *dir = opendir(cfg.cwd);
  if (!dir) return;
  for (struct dirent *e; (e = readdir(dir));) {
    struct stat st;
    if (fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(st.st_mode)) continue;
    if (st.st_uid == geteuid()) continue;
    char tmp[NAME_MAX + 32];
    snprintf(tmp, sizeof tmp, ".protect-%d", getpid());
    int src = openat(dirfd(dir), e->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    int dst = src < 0 ? -1 : openat(dirfd(dir), tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    int ok = src >= 0 && dst >= 0;
    char buf[65536];
    for (ssize_t n; ok && (n = read(src, buf, sizeof buf)) != 0;) {
      if (n < 0 || write_all(dst, buf, (size_t)n) < 0) ok = 0;
    }
    if (ok) ok = fchmod(dst, st.st_mode & 0755) == 0;
    if (src >= 0) close(src);
    if (dst >= 0) close(dst);
    if (ok && renameat(dirfd(dir), tmp, dirfd(dir), e->d_name) == 0) continue;
    unlinkat(dirfd(dir), tmp, 0);
  }
  closedir(dir);
}

typedef struct {
  int status;
  struct rusage usage;
} init_report_t;

/* CPU of every process this one waited for, and of those they waited for in turn (RUSAGE_CHILDREN). */
static long children_cpu_ms(void) {
  struct rusage ru;
  if (getrusage(RUSAGE_CHILDREN, &ru) != 0) return 0;
  return ru.ru_utime.tv_sec * 1000 + ru.ru_utime.tv_usec / 1000 + ru.ru_stime.tv_sec * 1000 + ru.ru_stime.tv_usec / 1000;
}

/*
 * The isolated init, once the program is reaped: kills and reaps every other process of the run (the
 * orphans re-parented to it), so that the CPU they burned counts, in the init's RUSAGE_CHILDREN and
 * through it in the runner's. Left to the pid namespace's teardown, they would vanish from every account.
 */
static void reap_whole_run(struct rusage *usage) {
  kill(-1, SIGKILL);
  for (;;) {
    if (wait4(-1, NULL, __WALL, NULL) > 0) continue;
    if (errno != EINTR) break;
  }
  getrusage(RUSAGE_CHILDREN, usage);
}

/*
 * Init of the fresh namespaces (isolate=1): maps our own uid, mounts a /proc that shows only
 * this run, starts the program and reports its wait status and rusage. When it exits the
 * kernel kills every process left in the pid namespace, whatever session they escaped to.
 */
static void run_isolated_init(uid_t outer_uid, gid_t outer_gid, int in_fd, int out_fd, int err_fd, int exec_fd, int report_fd) {
  char map[64];
  /* The runner is not dumpable, which makes our /proc files root's: the maps need them ours. */
  prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
  write_text("/proc/self/setgroups", "deny");
  snprintf(map, sizeof map, "%u %u 1", outer_uid, outer_uid);
  if (write_text("/proc/self/uid_map", map) < 0) child_fail(exec_fd, errno);
  snprintf(map, sizeof map, "%u %u 1", outer_gid, outer_gid);
  if (write_text("/proc/self/gid_map", map) < 0) child_fail(exec_fd, errno);
  mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
  mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
  /* No namespaces of its own for the program: they would let it mount tmpfs beyond every limit. */
  write_text("/proc/sys/user/max_user_namespaces", "0");
  if (cfg.protect && protect_by_mounts() < 0) child_fail(exec_fd, errno);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);

  pid_t prog = fork();
  if (prog < 0) child_fail(exec_fd, errno);
  if (prog == 0) exec_program(in_fd, out_fd, err_fd, exec_fd, 1);
  close(in_fd); close(out_fd); close(err_fd); close(exec_fd);

  init_report_t report;
  memset(&report, 0, sizeof report);
  for (;;) {
    int status;
    struct rusage ru;
    pid_t got = wait4(-1, &status, __WALL, &ru);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) _exit(1);
    if (got == prog) { report.status = status; report.usage = ru; break; }
  }
  reap_whole_run(&report.usage);
  if (write_all(report_fd, (const char *)&report, sizeof report) < 0) _exit(1);
  _exit(0);
}

/* ---------- the runner's side of a run ---------- */

typedef struct {
  char *data;
  size_t len, cap, limit;
  long long total;
} capture_t;

static void capture_add(capture_t *c, const char *buf, size_t n) {
  c->total += (long long)n;
  size_t room = c->limit > c->len ? c->limit - c->len : 0;
  size_t take = n < room ? n : room;
  if (take == 0) return;
  if (c->len + take > c->cap) {
    size_t cap = c->cap ? c->cap : 65536;
    while (cap < c->len + take) cap *= 2;
    if (cap > c->limit) cap = c->limit;
    char *grown = realloc(c->data, cap);
    if (!grown) return;
    c->data = grown;
    c->cap = cap;
  }
  memcpy(c->data + c->len, buf, take);
  c->len += take;
}

/* Reads what is available; returns 0 at EOF, 1 otherwise. */
static int drain(int fd, capture_t *c) {
  char buf[65536];
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n > 0) { capture_add(c, buf, (size_t)n); if (n < (ssize_t)sizeof buf) return 1; continue; }
    if (n == 0) return 0;
    if (errno == EINTR) continue;
    return errno == EAGAIN ? 1 : 0;
  }
}

/* The pid whose CPU and RSS we sample: the program itself, or the first child of our init. */
static pid_t find_program(pid_t child) {
  if (!cfg.isolate) return child;
  char path[64], buf[64];
  snprintf(path, sizeof path, "/proc/%d/task/%d/children", child, child);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return 0;
  buf[n] = 0;
  return (pid_t)atoi(buf);
}

/* CPU (own + reaped children) and RSS of one process, from /proc/<pid>/stat. */
static int sample_one(pid_t pid, long *cpu_ticks, long *rss_pages) {
  char path[64], buf[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return -1;
  buf[n] = 0;
  char *p = strrchr(buf, ')');
  if (!p) return -1;
  unsigned long utime = 0, stime = 0;
  long cutime = 0, cstime = 0, rss = 0;
  /* After ")": state(3) ... utime(14) stime(15) cutime(16) cstime(17) ... rss(24). */
  if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %ld %ld %*d %*d %*d %*d %*u %*u %ld",
             &utime, &stime, &cutime, &cstime, &rss) != 5)
    return -1;
  *cpu_ticks += (long)(utime + stime) + cutime + cstime;
  *rss_pages += rss;
  return 0;
}

#define TREE_MAX 1024

/* Appends the children of every thread of pid to the queue. */
static void children_of(pid_t pid, pid_t *queue, int *tail) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task", pid);
  DIR *tasks = opendir(path);
  if (!tasks) return;
  for (struct dirent *t; (t = readdir(tasks)) && *tail < TREE_MAX;) {
    if (t->d_name[0] == '.') continue;
    char file[320], buf[4096];
    snprintf(file, sizeof file, "/proc/%d/task/%s/children", pid, t->d_name);
    int fd = open(file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) continue;
    buf[n] = 0;
    for (char *save = NULL, *tok = strtok_r(buf, " \n", &save); tok && *tail < TREE_MAX; tok = strtok_r(NULL, " \n", &save))
      queue[(*tail)++] = (pid_t)atoi(tok);
  }
  closedir(tasks);
}

/*
 * CPU and RSS of the whole tree under the run (a compiler's children, a program's forks, the orphans
 * they leave), so that limits hold for all of it. The isolated init's own RSS is not counted.
 */
static int sample_tree(pid_t root, long *cpu_ms, long *rss_kb) {
  static pid_t queue[TREE_MAX];
  int head = 0, tail = 0;
  long ticks = 0, pages = 0, init_pages = 0;
  /* Orphans are re-parented to the isolated init (or to the runner, a subreaper): start from there, and
   * count the CPU of those already reaped (the init's cutime; the runner's is the final account's). */
  if (cfg.isolate) { sample_one(root, &ticks, &init_pages); children_of(root, queue, &tail); }
  else children_of(getpid(), queue, &tail);
  if (tail == 0) return -1;
  while (head < tail) {
    pid_t pid = queue[head++];
    if (sample_one(pid, &ticks, &pages) == 0) children_of(pid, queue, &tail);
  }
  *cpu_ms = ticks * 1000 / sysconf(_SC_CLK_TCK);
  *rss_kb = pages * (sysconf(_SC_PAGESIZE) / 1024);
  return 0;
}

/*
 * On a limit, every process of the run dies at once: sixteen writers filling socket buffers would go on
 * pinning memory until the program is reaped and the rest swept. The isolated init stays, to report.
 */
static void kill_run(pid_t child) {
  static pid_t queue[TREE_MAX];
  int head = 0, tail = 0;
  if (cfg.isolate) children_of(child, queue, &tail);
  else { kill(-child, SIGKILL); children_of(getpid(), queue, &tail); }
  while (head < tail) {
    pid_t pid = queue[head++];
    children_of(pid, queue, &tail);
    if (pid != child) kill(pid, SIGKILL);
  }
}

/* Kills what a non-isolated run left behind: its process group, then orphans re-parented to us. */
static void sweep(pid_t pgid) {
  if (pgid > 0) kill(-pgid, SIGKILL);
  for (int round = 0; round < 2000; round++) {
    if (cfg.kill_uid && cfg.uid > 0) {
      pid_t helper = fork();
      if (helper == 0) {
        if (setresuid((uid_t)cfg.uid, (uid_t)cfg.uid, (uid_t)cfg.uid) == 0) kill(-1, SIGKILL);
        _exit(0);
      }
      if (helper > 0) waitpid(helper, NULL, 0);
    }
    char path[64], buf[4096];
    snprintf(path, sizeof path, "/proc/self/task/%d/children", getpid());
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    ssize_t n = fd >= 0 ? read(fd, buf, sizeof buf - 1) : -1;
    if (fd >= 0) close(fd);
    if (n > 0) {
      buf[n] = 0;
      for (char *tok = strtok(buf, " \n"); tok; tok = strtok(NULL, " \n")) {
        pid_t pid = (pid_t)atoi(tok);
        if (pid > 0) { kill(-pid, SIGKILL); kill(pid, SIGKILL); }
      }
    }
    int reaped = 0;
    while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) reaped++;
    if (waitpid(-1, NULL, WNOHANG | __WALL) < 0 && errno == ECHILD) return;
    if (!reaped) usleep(1000);
  }
}

typedef struct {
  const char *killed;
  int exec_errno;
  int have_status;
  int status;
  struct rusage usage;
  long sampled_rss_kb;
  long long wall_ms;
} outcome_t;

static void classify_and_reply(outcome_t *o, capture_t *out, capture_t *err) {
  long cpu_ms = o->usage.ru_utime.tv_sec * 1000 + o->usage.ru_utime.tv_usec / 1000 +
                o->usage.ru_stime.tv_sec * 1000 + o->usage.ru_stime.tv_usec / 1000;
  long memory_kb = o->usage.ru_maxrss > o->sampled_rss_kb ? o->usage.ru_maxrss : o->sampled_rss_kb;
  int exit_code = -1, sig = 0;
  if (o->have_status && WIFEXITED(o->status)) exit_code = WEXITSTATUS(o->status);
  if (o->have_status && WIFSIGNALED(o->status)) sig = WTERMSIG(o->status);

  const char *killed = o->killed;
  if (!killed && cfg.cpu_ms > 0 && cpu_ms > cfg.cpu_ms) killed = "cpu";
  if (!killed && sig == SIGXCPU) killed = "cpu";
  /* Only the memory filter kills with SIGSYS: the program asked for memory outside every limit. */
  if (!killed && sig == SIGSYS) killed = "memory";
  if (!killed && cfg.mem_kb > 0 && memory_kb > cfg.mem_kb) killed = "memory";
  if (!killed && sig == SIGXFSZ) killed = "file_size";

  const char *status = "OK";
  if (o->exec_errno) status = "IE";
  else if (killed && (strcmp(killed, "cpu") == 0 || strcmp(killed, "wall") == 0)) status = "TLE";
  else if (killed && strcmp(killed, "memory") == 0) status = "MLE";
  else if (killed && (strcmp(killed, "output") == 0 || strcmp(killed, "file_size") == 0)) status = "OLE";
  else if (sig) status = "SG";
  else if (exit_code != 0) status = "RE";

  printf("{\"status\":\"%s\",\"cpu_ms\":%ld,\"wall_ms\":%lld,\"memory_kb\":%ld,\"exit_code\":%d,\"signal\":%d,"
         "\"output_bytes\":%lld,\"stderr_total\":%lld,\"stdout_bytes\":%zu,\"stderr_bytes\":%zu,\"killed\":",
         status, cpu_ms, o->wall_ms, memory_kb, exit_code, sig, out->total, err->total, out->len, err->len);
  if (killed) json_string(stdout, killed); else fputs("null", stdout);
  if (o->exec_errno) { fputs(",\"error\":", stdout); json_string(stdout, strerror(o->exec_errno)); }
  fputs("}\n", stdout);
  fwrite(out->data, 1, out->len, stdout);
  fwrite(err->data, 1, err->len, stdout);
  fflush(stdout);
}

/*
 * Kernel memory per tmpfs inode (the inode and its dentry, ~1 KB of unreclaimable slab): empty files use
 * no blocks, so without this 300,000 of them would cost nothing.
 */
#define INODE_BYTES 1024LL

/* Bytes in use on the mem_fs tmpfs mounts: files there are memory (shmem and slab), whoever holds them. */
static long long fs_used_bytes(void) {
  long long total = 0;
  char paths[PATH_MAX];
  snprintf(paths, sizeof paths, "%s", cfg.mem_fs);
  for (char *save = NULL, *p = strtok_r(paths, ":", &save); p; p = strtok_r(NULL, ":", &save)) {
    struct statvfs st;
    if (statvfs(p, &st) == 0)
      total += (long long)(st.f_blocks - st.f_bfree) * (long long)st.f_frsize + (long long)(st.f_files - st.f_ffree) * INODE_BYTES;
  }
  return total;
}

static long fs_grown_kb(long long base) {
  long long grown = fs_used_bytes() - base;
  return grown > 0 ? (long)(grown / 1024) : 0;
}

/*
 * sock_mem=1 (a sandbox with a network namespace of its own): the kernel memory that the namespace's unix
 * sockets hold (queued buffers as the kernel charges them, overhead included), from sock_diag. A program
 * filling socketpairs one byte at a time pins slab that no RSS shows; this makes it the program's memory.
 */
static long socket_kb(void) {
  if (!sock_mem) return 0;
  int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
  if (fd < 0) return 0;
  struct { struct nlmsghdr nlh; struct unix_diag_req req; } ask;
  memset(&ask, 0, sizeof ask);
  ask.nlh.nlmsg_len = sizeof ask;
  ask.nlh.nlmsg_type = SOCK_DIAG_BY_FAMILY;
  ask.nlh.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
  ask.req.sdiag_family = AF_UNIX;
  ask.req.udiag_states = ~0U;
  ask.req.udiag_show = UDIAG_SHOW_MEMINFO;
  long long total = 0;
  if (send(fd, &ask, sizeof ask, 0) != (ssize_t)sizeof ask) { close(fd); return 0; }
  static char buf[65536];
  for (int done = 0; !done;) {
    ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    for (struct nlmsghdr *h = (struct nlmsghdr *)buf; NLMSG_OK(h, (size_t)n); h = NLMSG_NEXT(h, n)) {
      if (h->nlmsg_type == NLMSG_DONE || h->nlmsg_type == NLMSG_ERROR) { done = 1; break; }
      struct unix_diag_msg *m = NLMSG_DATA(h);
      int len = (int)(h->nlmsg_len - NLMSG_LENGTH(sizeof *m));
      for (struct rtattr *a = (struct rtattr *)(m + 1); RTA_OK(a, len); a = RTA_NEXT(a, len)) {
        if (a->rta_type != UNIX_DIAG_MEMINFO || RTA_PAYLOAD(a) < SK_MEMINFO_WMEM_ALLOC * 4 + 4) continue;
        const uint32_t *info = RTA_DATA(a);
        total += (long long)info[SK_MEMINFO_RMEM_ALLOC] + info[SK_MEMINFO_WMEM_ALLOC];
      }
    }
  }
  close(fd);
  return (long)(total / 1024);
}

static int make_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

static long long file_size(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 ? (long long)st.st_size : 0;
}

/* stdin: a sealed memfd (the program can neither change nor grow it). */
static int make_stdin(size_t len) {
  int fd = (int)syscall(SYS_memfd_create, "stdin", 1U /* MFD_CLOEXEC */ | 2U /* MFD_ALLOW_SEALING */);
  if (fd < 0) return -1;
  if (copy_payload(fd, len) != 0 || lseek(fd, 0, SEEK_SET) < 0) { close(fd); return -1; }
  fcntl(fd, 1033 /* F_ADD_SEALS */, 0x0001 | 0x0002 | 0x0004 | 0x0008 /* SEAL, SHRINK, GROW, WRITE */);
  return fd;
}

/* Reads the captured stdout back, up to the output limit. */
static void collect_stdout(int fd, capture_t *out) {
  out->total = file_size(fd);
  char buf[65536];
  for (off_t at = 0;; ) {
    ssize_t n = pread(fd, buf, sizeof buf, at);
    if (n <= 0 || out->len >= out->limit) break;
    long long total = out->total;
    capture_add(out, buf, (size_t)n);
    out->total = total;
    at += n;
  }
}

/*
 * The isolated init of the last run, once it has reported: its exit tears its mount namespace down, which
 * costs milliseconds (the kernel waits out an RCU grace period), so the runner answers without waiting for
 * that and reaps it before the next run measures anything (its CPU must not count in that run's).
 */
static pid_t reported_init = 0;

static void reap_reported_init(void) {
  if (reported_init <= 0) return;
  while (waitpid(reported_init, NULL, __WALL) < 0 && errno == EINTR) {}
  reported_init = 0;
}

static void do_run(size_t stdin_len) {
  reap_reported_init();
  outcome_t o;
  memset(&o, 0, sizeof o);
  capture_t out = {0}, err = {0};
  out.limit = (size_t)cfg.out_bytes;
  err.limit = (size_t)cfg.err_bytes;
  /*
   * stdout is a memory file, not a pipe: writes to it never block, so runtimes that queue output
   * when a pipe is full (node) behave as with a file, and a flood ends as OLE, never as MLE.
   * RLIMIT_FSIZE bounds it; the size is sampled while the program runs.
   */
  int in_fd = make_stdin(stdin_len);
  int out_fd = (int)syscall(SYS_memfd_create, "stdout", 1U /* MFD_CLOEXEC */);
  int err_p[2], exec_p[2], report_p[2] = {-1, -1};
  if (in_fd < 0 || out_fd < 0 || make_pipe(err_p) < 0 || make_pipe(exec_p) < 0 ||
      (cfg.isolate && make_pipe(report_p) < 0) || setting_error[0]) {
    o.exec_errno = setting_error[0] ? EINVAL : errno ? errno : EIO;
    setting_error[0] = 0;
    if (in_fd >= 0) close(in_fd);
    if (out_fd >= 0) close(out_fd);
    classify_and_reply(&o, &out, &err);
    return;
  }

  prepare_box();
  if (cfg.protect && !cfg.isolate) protect_by_ownership();
  seal_box();
  long long fs_base = fs_used_bytes();
  long children_before = children_cpu_ms();
  long long start = now_ms();
  uid_t outer_uid = getuid();
  gid_t outer_gid = getgid();
  pid_t child = cfg.isolate
      ? (pid_t)syscall(SYS_clone, CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS | SIGCHLD, NULL, NULL, NULL, 0)
      : fork();
  if (child == 0) {
    if (cfg.isolate) run_isolated_init(outer_uid, outer_gid, in_fd, out_fd, err_p[1], exec_p[1], report_p[1]);
    exec_program(in_fd, out_fd, err_p[1], exec_p[1], 0);
  }
  close(in_fd); close(err_p[1]); close(exec_p[1]);
  if (report_p[1] >= 0) close(report_p[1]);
  if (child < 0) {
    o.exec_errno = errno;
    close(out_fd); close(err_p[0]); close(exec_p[0]);
    if (report_p[0] >= 0) close(report_p[0]);
    classify_and_reply(&o, &out, &err);
    return;
  }
  fcntl(err_p[0], F_SETFL, O_NONBLOCK);
  int pidfd = (int)syscall(SYS_pidfd_open, child, 0);

  int err_open = 1, exited = 0, report_ready = 0;
  pid_t prog = 0;
  long sampled_cpu = 0;
  /* The first sample one period in: at the start there is nothing to see yet (the program is still being
   * set up), and a test that ends sooner is accounted by its rusage and the final tmpfs reading. */
  long long next_sample = start + SAMPLE_MS;
  while (!exited && !o.killed) {
    long long now = now_ms();
    if (cfg.wall_ms > 0 && now - start >= cfg.wall_ms) { o.killed = "wall"; break; }
    if (now >= next_sample) {
      long cpu = 0, rss = 0;
      if (!prog) prog = find_program(child);
      if (sample_tree(child, &cpu, &rss) == 0) {
        rss += fs_grown_kb(fs_base) + socket_kb();
        if (rss > o.sampled_rss_kb) o.sampled_rss_kb = rss;
        if (cpu > sampled_cpu) sampled_cpu = cpu;
        if (cfg.cpu_ms > 0 && cpu > cfg.cpu_ms) { o.killed = "cpu"; break; }
        if (cfg.mem_kb > 0 && rss > cfg.mem_kb) { o.killed = "memory"; break; }
      }
      if (file_size(out_fd) > cfg.out_bytes) { o.killed = "output"; break; }
      next_sample = now + SAMPLE_MS;
    }
    struct pollfd fds[3];
    int nfds = 0, err_i = -1, pid_i = -1, report_i = -1;
    if (err_open) { err_i = nfds; fds[nfds++] = (struct pollfd){err_p[0], POLLIN, 0}; }
    if (pidfd >= 0) { pid_i = nfds; fds[nfds++] = (struct pollfd){pidfd, POLLIN, 0}; }
    /* The init reports once the program and every process it left are reaped: the run is over then. */
    if (report_p[0] >= 0) { report_i = nfds; fds[nfds++] = (struct pollfd){report_p[0], POLLIN, 0}; }
    long long timeout = next_sample - now;
    if (cfg.wall_ms > 0 && start + cfg.wall_ms - now < timeout) timeout = start + cfg.wall_ms - now;
    if (timeout < 0) timeout = 0;
    if (poll(fds, (nfds_t)nfds, (int)timeout) < 0 && errno != EINTR) break;
    if (err_i >= 0 && fds[err_i].revents) err_open = drain(err_p[0], &err);
    if (pid_i >= 0 && fds[pid_i].revents) exited = 1;
    if (report_i >= 0 && fds[report_i].revents) { exited = 1; report_ready = 1; }
    if (pidfd < 0) {
      siginfo_t info;
      memset(&info, 0, sizeof info);
      if (waitid(P_PID, (id_t)child, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == child) exited = 1;
    }
  }
  if (o.killed) {
    /* Isolated: kill the program itself, so that our init still reaps it and reports its rusage. */
    if (cfg.isolate && prog > 0) kill(prog, SIGKILL);
    else kill(child, SIGKILL);
    kill_run(child);
  }

  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  int status = 0;
  init_report_t report;
  int reported = 0;
  if (report_ready && !o.killed)
    reported = read(report_p[0], &report, sizeof report) == (ssize_t)sizeof report;
  if (reported) reported_init = child;
  else while (wait4(child, &status, __WALL, &ru) < 0 && errno == EINTR) {}
  o.wall_ms = now_ms() - start;
  if (cfg.isolate) {
    if (!reported) reported = read(report_p[0], &report, sizeof report) == (ssize_t)sizeof report;
    if (reported) {
      o.have_status = 1; o.status = report.status; o.usage = report.usage;
    } else {
      o.usage = ru;
      if (!o.killed) { o.have_status = 1; o.status = status; }
    }
    close(report_p[0]);
  } else {
    o.have_status = 1; o.status = status; o.usage = ru;
    sweep(child);
  }
  /* Every process of the run is reaped by now (the init's account, or our sweep): count them all. A
   * reported init, not reaped yet, counts through its report (the whole run's rusage). */
  long whole_cpu = children_cpu_ms() - children_before;
  if (whole_cpu > sampled_cpu) sampled_cpu = whole_cpu;
  long usage_cpu = o.usage.ru_utime.tv_sec * 1000 + o.usage.ru_utime.tv_usec / 1000 +
                   o.usage.ru_stime.tv_sec * 1000 + o.usage.ru_stime.tv_usec / 1000;
  if (sampled_cpu > usage_cpu) {
    o.usage.ru_utime.tv_sec = sampled_cpu / 1000;
    o.usage.ru_utime.tv_usec = (sampled_cpu % 1000) * 1000;
    o.usage.ru_stime.tv_sec = 0;
    o.usage.ru_stime.tv_usec = 0;
  }
  int exec_err = 0;
  if (read(exec_p[0], &exec_err, sizeof exec_err) == (ssize_t)sizeof exec_err) o.exec_errno = exec_err;
  close(exec_p[0]);

  /* Whatever still held stderr is dead now; collect its tail without blocking for long. */
  long long drain_until = now_ms() + 200;
  while (err_open && now_ms() < drain_until) {
    struct pollfd fd = {err_p[0], POLLIN, 0};
    if (poll(&fd, 1, 20) <= 0) continue;
    err_open = drain(err_p[0], &err);
  }
  long fs_left_kb = fs_grown_kb(fs_base);
  if (fs_left_kb > o.sampled_rss_kb) o.sampled_rss_kb = fs_left_kb;
  collect_stdout(out_fd, &out);
  if (!o.killed && out.total > cfg.out_bytes) o.killed = "output";
  close(out_fd); close(err_p[0]);
  if (pidfd >= 0) close(pidfd);
  classify_and_reply(&o, &out, &err);
  free(out.data);
  free(err.data);
}

/* ---------- file commands ---------- */

static void do_write(const char *args) {
  unsigned mode = 0;
  size_t len = 0;
  int consumed = 0;
  if (sscanf(args, "%o %zu %n", &mode, &len, &consumed) < 2) { reply_error("write", EINVAL); return; }
  const char *path = args + consumed;
  unlink(path);
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
  int rc = copy_payload(fd, len);
  if (rc == -1) exit(0);
  if (fd < 0) { reply_error(path, errno); return; }
  int saved = errno;
  fchmod(fd, mode);
  close(fd);
  if (rc != 0) { reply_error(path, saved); return; }
  seal_written(path);
  reply_ok();
}

static void do_read(const char *args) {
  long max = 0;
  int consumed = 0;
  if (sscanf(args, "%ld %n", &max, &consumed) < 1) { reply_error("read", EINVAL); return; }
  const char *path = args + consumed;
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
    int e = fd < 0 ? errno : EINVAL;
    if (fd >= 0) close(fd);
    reply_error(path, e);
    return;
  }
  size_t want = (size_t)(st.st_size < max ? st.st_size : max);
  char *buf = malloc(want ? want : 1);
  size_t got = 0;
  while (buf && got < want) {
    ssize_t n = read(fd, buf + got, want - got);
    if (n <= 0) break;
    got += (size_t)n;
  }
  close(fd);
  printf("{\"ok\":true,\"size\":%lld,\"bytes\":%zu}\n", (long long)st.st_size, got);
  if (buf) fwrite(buf, 1, got, stdout);
  fflush(stdout);
  free(buf);
}

static void do_ls(const char *path) {
  DIR *dir = opendir(path);
  if (!dir) { reply_error(path, errno); return; }
  fputs("{\"ok\":true,\"files\":[", stdout);
  int first = 1;
  for (struct dirent *e; (e = readdir(dir));) {
    struct stat st;
    if (fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(st.st_mode)) continue;
    if (!first) fputc(',', stdout);
    json_string(stdout, e->d_name);
    first = 0;
  }
  closedir(dir);
  fputs("]}\n", stdout);
  fflush(stdout);
}

static void do_mkdir(const char *args) {
  unsigned mode = 0;
  int consumed = 0;
  if (sscanf(args, "%o %n", &mode, &consumed) < 1) { reply_error("mkdir", EINVAL); return; }
  const char *path = args + consumed;
  if (mkdir(path, mode) < 0 && errno != EEXIST) { reply_error(path, errno); return; }
  chmod(path, mode);
  seal_written(path);
  reply_ok();
}

/*
 * Nothing the judge runs starts a session (setsid) of its own: a session is a scheduler autogroup, and the
 * kernel shares the CPU between autogroups first, so a program in a session of its own would get as much
 * CPU as the API's whole session, whatever JUDGE_NICE says. What a new session also gave, no terminal to
 * push keystrokes into (TIOCSTI), comes from here: the runner gives up the controlling terminal it
 * inherited (only a judge started from a shell has one), so nothing it starts has one either, and the
 * programs cannot start the session that could acquire one (the filter above).
 */
static void drop_terminal(void) {
  if (getsid(0) == getpid()) return;
  int fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return;
  ioctl(fd, TIOCNOTTY);
  close(fd);
}

/* ---------- reaping a sandbox (runner --reap <command...>) ---------- */

static volatile sig_atomic_t reap_stop;
static void reap_on_term(int sig) { (void)sig; reap_stop = 1; }

/*
 * The judge starts bwrap through this: a child subreaper that waits for every process the sandbox
 * leaves behind (bwrap's own pid 1 outlives the bwrap the judge started), so that none becomes a zombie
 * of a PID 1 that never reaps (Node in a container). SIGTERM kills the sandbox, which is then reaped too.
 */
static int reap_exec(char **argv) {
  drop_terminal();
  /* A process group of its own: nothing in the sandbox can signal the judge's group (kill(0, ...)). */
  setpgid(0, 0);
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = reap_on_term;
  sigaction(SIGTERM, &sa, NULL);
  pid_t top = fork();
  if (top < 0) return 125;
  if (top == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    signal(SIGTERM, SIG_DFL);
    execvp(argv[0], argv);
    _exit(127);
  }
  /* The sandbox alone holds the judge's pipes: they close when it ends, whatever we still wait for. */
  int null = open("/dev/null", O_RDWR | O_CLOEXEC);
  for (int fd = 0; fd < 3 && null >= 0; fd++) dup2(null, fd);
  int status = 0;
  for (;;) {
    if (reap_stop == 1) { kill(top, SIGKILL); reap_stop = 2; }
    int st;
    pid_t got = wait4(-1, &st, __WALL, NULL);
    if (got == top) status = st;
    if (got < 0 && errno != EINTR) break;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int main(int argc, char **argv) {
  if (argc > 2 && strcmp(argv[1], "--reap") == 0) return reap_exec(argv + 2);
  drop_terminal();
  signal(SIGPIPE, SIG_IGN);
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  config_defaults();
  printf("{\"ready\":true,\"protocol\":2,\"uid\":%u,\"pid\":%d}\n", getuid(), getpid());
  fflush(stdout);

  char *line = NULL;
  size_t cap = 0;
  ssize_t n;
  while ((n = getline(&line, &cap, stdin)) > 0) {
    if (line[n - 1] == '\n') line[--n] = 0;
    char *space = strchr(line, ' ');
    char *rest = space ? space + 1 : line + n;
    if (space) *space = 0;
    if (strcmp(line, "set") == 0) {
      char *value = strchr(rest, ' ');
      if (value) { *value = 0; apply_setting(rest, value + 1); }
    } else if (strcmp(line, "arg") == 0) list_add(cfg.argv, &cfg.argc, rest);
    else if (strcmp(line, "args_clear") == 0) list_free(cfg.argv, &cfg.argc);
    else if (strcmp(line, "env") == 0) list_add(cfg.envp, &cfg.envc, rest);
    else if (strcmp(line, "env_clear") == 0) list_free(cfg.envp, &cfg.envc);
    else if (strcmp(line, "run") == 0) do_run((size_t)strtoull(rest, NULL, 10));
    else if (strcmp(line, "write") == 0) do_write(rest);
    else if (strcmp(line, "read") == 0) do_read(rest);
    else if (strcmp(line, "ls") == 0) do_ls(rest);
    else if (strcmp(line, "mkdir") == 0) do_mkdir(rest);
    else if (strcmp(line, "exit") == 0) break;
    else reply_error(line, EINVAL);
  }
  free(line);
  return 0;
}
