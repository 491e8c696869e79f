// The bubblewrap command line: every namespace unshared, the system read-only, the box and /tmp as
// size-capped tmpfs, a minimal /dev, no capabilities, and the root itself read-only.
import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { HOST_PATH } from './process-driver.js';
import { SHARED_PIPES } from './pipes.js';

export const BWRAP_BOX = '/box';
export const BWRAP_RUNNER_DIR = '/judge';

export type BwrapLayout = {
  runnerDir: string;
  boxBytes: number;
  tmpBytes: number;
  shmBytes: number;
  /** An interactive problem's FIFO directory (sandbox/pipes.ts), bound read-write at SHARED_PIPES. */
  pipes?: string | undefined;
};

const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/**
 * What the toolchains read under /etc: alternatives symlinks, the loader cache, the JDK's config, PHP's
 * php.ini and the extensions it loads (posix, ctype, ...: Debian builds them as modules), Mono's config (its
 * DllImport map: "libc" is libc.so.6) and machine.config (without it mcs finds no source file), Free Pascal's
 * fpc.cfg (its unit paths; the alternatives link names the versioned file), Racket's config.rktd (where its
 * installed packages, raco's among them, are).
 */
const ETC_ENTRIES =
  /^(alternatives|ld\.so\.cache|ld\.so\.conf|ld\.so\.conf\.d|java-[\w.-]+|localtime|mono|php|racket|fpc(?:-[\d.]+)?\.cfg)$/;
/**
 * What the toolchains read under /var: Debian keeps GHC's global package database there (its
 * /usr/lib/ghc/package.conf.d is a link to it), without which GHC finds not even `base`.
 */
const VAR_DIRS = ['/var/lib/ghc'];

function systemBinds(): string[] {
  const args: string[] = [];
  for (const dir of SYSTEM_DIRS) {
    try {
      const stat = lstatSync(dir);
      if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
      else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
    } catch {
      // Absent on this distribution.
    }
  }
  for (const entry of readdirSync('/etc').filter((name) => ETC_ENTRIES.test(name))) {
    args.push('--ro-bind', `/etc/${entry}`, `/etc/${entry}`);
  }
  for (const dir of VAR_DIRS.filter((path) => existsSync(path))) args.push('--ro-bind', dir, dir);
  return args;
}

export function bwrapArgs(layout: BwrapLayout): string[] {
  return [
    '--unshare-all',
    '--die-with-parent',
    // No --new-session: a session is a scheduler autogroup, outside the judge's nice value. The runner that
    // starts bwrap gives up any controlling terminal instead (native/runner.c, drop_terminal).
    '--cap-drop',
    'ALL',
    '--hostname',
    'judge',
    '--clearenv',
    '--setenv',
    'PATH',
    HOST_PATH,
    ...systemBinds(),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(layout.shmBytes),
    '--tmpfs',
    '/dev/shm',
    '--remount-ro',
    '/dev',
    '--size',
    String(layout.boxBytes),
    '--tmpfs',
    BWRAP_BOX,
    '--size',
    String(layout.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    layout.runnerDir,
    BWRAP_RUNNER_DIR,
    ...(layout.pipes === undefined ? [] : ['--bind', layout.pipes, SHARED_PIPES]),
    '--remount-ro',
    '/',
    '--chdir',
    BWRAP_BOX,
    '--',
    `${BWRAP_RUNNER_DIR}/runner`,
  ];
}
