// A child of the contest bench that holds counting board streams (stream-holders.ts): one process may only
// open `ulimit -n` files, and 20,000 streams are more than this machine lets one process hold. Told by its
// parent to open visits, it opens each as the bench's own would and counts what they hear; asked, it sends
// its tallies; told to close, it closes every stream and exits.
import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { countingVisit, emptyTally } from './board-streams.js';
import type { HolderReply, HolderRequest } from './stream-holders.js';

const instances = Number(process.argv[2]);
const tallies = Array.from({ length: instances }, emptyTally);
const abort = new AbortController();
setMaxListeners(Infinity, abort.signal);
const reply = (message: HolderReply) => process.send?.(message);
const lag = monitorEventLoopDelay({ resolution: 20 });
lag.enable();

process.on('message', (request: HolderRequest) => {
  switch (request.type) {
    case 'open': {
      const tally = tallies[request.instance];
      if (!tally) return;
      void countingVisit(request.base, tally, abort.signal).then(() => {
        reply({ type: 'opened', id: request.id });
      });
      return;
    }
    case 'tally':
      reply({ type: 'tallies', tallies, lag: { p99Ms: lag.percentile(99) / 1e6, maxMs: lag.max / 1e6 } });
      return;
    case 'close':
      // Every stream ends with this process: its sockets close, and the parent hears the exit.
      abort.abort();
      process.exit(0);
  }
});
