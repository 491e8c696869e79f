import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ForbiddenTargetError } from './guarded-http.js';
import { addressAllowed, type TargetPolicy } from './remote-target.js';

/** The one address a push connects to. */
export type PinnedTarget = { address: string; family: 4 | 6 };

/**
 * Resolves the remote's host once, failing closed: a lookup that fails throws (nothing is connected to),
 * and every address it answers must be allowed, or the target is refused (ForbiddenTargetError). The
 * push then connects to the first address only (guarded-http.ts), so a second lookup cannot redirect it.
 */
export async function resolveTarget(host: string, policy: TargetPolicy): Promise<PinnedTarget> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses =
    family === 4 || family === 6 ? [{ address: bare, family }] : await lookup(bare, { all: true });
  const [first] = addresses;
  if (!first) throw new ForbiddenTargetError(`no address for ${bare}`);
  if (addresses.some((a) => !addressAllowed(a.address, policy)))
    throw new ForbiddenTargetError(`forbidden address for ${bare}`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
