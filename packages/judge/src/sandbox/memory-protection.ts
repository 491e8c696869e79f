// What keeps a program's memory inside its limit beyond its RSS, on the hardened drivers. The native
// runner kills calls that pin memory no file system counts (memfd_create, memfd_secret, SysV shared
// memory: seccomp, reported as MLE), counts the growth of the sandbox's size-capped tmpfs mounts as
// the program's memory, and keeps the box's files read-only to the program.

/** The tmpfs mounts every hardened sandbox gives a program (bwrap and docker alike). */
export const SANDBOX_TMPFS = ['/box', '/tmp', '/dev/shm'] as const;

/** The mounts a fresh run (every test) finds empty: the runner's `scratch`. The box keeps the compile's files. */
const SCRATCH_TMPFS = SANDBOX_TMPFS.filter((path) => path !== '/box');

export const MEMORY_PROTECTION_SETTINGS = {
  protect: 1,
  mem_fs: SANDBOX_TMPFS.join(':'),
  scratch: SCRATCH_TMPFS.join(':'),
  // The sandbox's network namespace is its own: every unix socket in it is the program's.
  sock_mem: 1,
} as const;

/** What /api/health and driverStatus say about memory outside RSS on bwrap and docker. */
export const MEMORY_PROTECTION_SUMMARY =
  'seccomp refuses memfd_create, memfd_secret and SysV IPC (MLE) and socket(); growth of /box, /tmp and /dev/shm (blocks and inodes) and socket buffers count as memory';
