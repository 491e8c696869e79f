// Starts one judge container: the runner as its main process, attached before start so no byte of its
// protocol is lost. It removes itself when the runner exits (AutoRemove), which also happens when our
// attach connection drops: a crashed judge leaves no container behind.
import type Docker from 'dockerode';
import { demuxDockerStream } from './docker-demux.js';
import { SHARED_PIPES } from './pipes.js';

const MB = 1024 * 1024;
export const DOCKER_BOX = '/box';
const RUNNER = '/usr/local/bin/codecourt-runner';
export const SESSION_LABEL = 'org.codecourt.judge.session';
/** Files and directories the box (a compile's output, Go's build cache) and /tmp may hold. */
const BOX_INODES = 32_768;
const TMP_INODES = 8_192;

export type ContainerLimits = {
  memoryBytes: number;
  cpus: number;
  /** The container's CPU weight (JUDGE_NICE, priority.ts); undefined: Docker's default. */
  cpuShares?: number | undefined;
  pidsLimit: number;
  boxBytes: number;
  tmpBytes: number;
  /** An interactive problem's FIFO directory on the host, bound read-write at SHARED_PIPES. */
  pipes?: string | undefined;
};

export type StartedContainer = {
  memoryBytes: number;
  input: NodeJS.WritableStream;
  output: NodeJS.ReadableStream;
  exited: Promise<void>;
  kill(): void;
};

export async function startContainer(
  docker: Docker,
  image: string,
  limits: ContainerLimits,
): Promise<StartedContainer> {
  const container = await docker.createContainer({
    Image: image,
    Cmd: [RUNNER],
    User: '0:0',
    Env: [],
    AttachStdin: true,
    AttachStdout: true,
    AttachStderr: true,
    OpenStdin: true,
    StdinOnce: true,
    Tty: false,
    NetworkDisabled: true,
    Labels: { [SESSION_LABEL]: 'true' },
    HostConfig: {
      AutoRemove: true,
      ...(limits.pipes === undefined ? {} : { Binds: [`${limits.pipes}:${SHARED_PIPES}:rw`] }),
      NetworkMode: 'none',
      ReadonlyRootfs: true,
      CapDrop: ['ALL'],
      // Only for the runner (root in the container) to switch to the program's uid and signal it;
      // the program itself has no capability at all.
      CapAdd: ['SETUID', 'SETGID', 'KILL'],
      SecurityOpt: ['no-new-privileges'],
      // Inode caps: empty files cost kernel memory (~1 KB each) but no blocks, so size alone never stops them.
      Tmpfs: {
        [DOCKER_BOX]: `rw,exec,nosuid,nodev,size=${String(limits.boxBytes)},nr_inodes=${String(BOX_INODES)},mode=1777`,
        '/tmp': `rw,nosuid,nodev,size=${String(limits.tmpBytes)},nr_inodes=${String(TMP_INODES)},mode=1777`,
      },
      ShmSize: 4 * MB,
      IpcMode: 'private',
      Memory: limits.memoryBytes,
      MemorySwap: limits.memoryBytes,
      PidsLimit: limits.pidsLimit,
      NanoCpus: Math.round(limits.cpus * 1e9),
      ...(limits.cpuShares === undefined ? {} : { CpuShares: limits.cpuShares }),
      Ulimits: [
        { Name: 'core', Soft: 0, Hard: 0 },
        { Name: 'nofile', Soft: 1024, Hard: 1024 },
        { Name: 'fsize', Soft: limits.boxBytes, Hard: limits.boxBytes },
      ],
    },
  });
  const kill = () => {
    void container.remove({ force: true }).catch(() => undefined);
  };
  try {
    const stream = await container.attach({
      stream: true,
      stdin: true,
      stdout: true,
      stderr: true,
      hijack: true,
    });
    const { stdout } = demuxDockerStream(stream);
    // The runner's stdout ends when it exits, and its exit ends the container's pid namespace:
    // that is when the session is over, before Docker finishes its own bookkeeping.
    const ended = new Promise<void>((resolve) => {
      stdout.once('end', resolve);
      stdout.once('error', () => {
        resolve();
      });
    });
    const exited = Promise.race([
      ended,
      container.wait().then(
        () => undefined,
        () => undefined,
      ),
    ]);
    await container.start();
    return { memoryBytes: limits.memoryBytes, input: stream, output: stdout, exited, kill };
  } catch (error) {
    kill();
    throw error;
  }
}
