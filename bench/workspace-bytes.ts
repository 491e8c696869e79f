// A first visit to the workspace (/problem/two-sum) in a real Chromium against the production build
// (`pnpm build` first): the bytes it transfers and how long it takes at 20 Mbit/s until the editor is drawn.
// The baseline, in the same run, is the same visit asking for no compression (Accept-Encoding: identity).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { emit, median, say } from './lib/figures.js';
import { freePort } from './lib/spawn-server.js';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const PROBLEM = 'two-sum';
/** 20 Mbit/s down, 5 Mbit/s up, 20 ms round trip: a modest home connection. */
const LINK = { downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8, latency: 20, offline: false };
const TARGET_BYTES = 1.2e6;
const TARGET_MS = 1500;

/** ms: the navigation's start to the frame that draws the editor, on the page's clock; networkMs: first request to the last byte (the wire's share, without idle CPU work after it). */
type Visit = { bytes: number; ms: number; networkMs: number; requests: number };

async function startProductionServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  for (const file of [API_ENTRY, WEB_INDEX])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codecourt-bench-workspace-'));
  const port = await freePort();
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${String(child.exitCode)}`);
    const ready = await fetch(`${url}/api/problem/problemById/${PROBLEM}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${url} did not serve ${PROBLEM} within 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type DrawnMark = Window & { editorDrawnAt?: number };

/**
 * Runs in the page before its own scripts: notes, on the page's clock (0 = the navigation's start), the
 * frame in which the editor's lines first appear. Timed in the page because a poll from outside
 * (Playwright's waitFor retries at up to 500 ms apart) adds its own delay to the figure.
 */
function markEditorDrawn(): void {
  const mark = window as DrawnMark;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.monaco-editor .view-lines')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      mark.editorDrawnAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** One first visit in a fresh profile (empty cache): every byte counted as it came over the wire. */
async function visit(browser: Browser, url: string, compression: boolean): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', LINK);
  if (!compression)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  let bytes = 0;
  let requests = 0;
  let firstSent = Number.POSITIVE_INFINITY;
  let lastFinished = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    firstSent = Math.min(firstSent, event.timestamp);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
    lastFinished = Math.max(lastFinished, event.timestamp);
  });
  await page.addInitScript(markEditorDrawn);
  await page.goto(`${url}/problem/${PROBLEM}`, { waitUntil: 'commit', timeout: 120_000 });
  const drawnAt = await page.waitForFunction(() => (window as DrawnMark).editorDrawnAt, undefined, {
    timeout: 120_000,
  });
  const ms = Math.round(Number(await drawnAt.jsonValue()));
  // What the page still fetches once the editor is drawn (fonts, the worker) belongs to the first visit too.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await context.close();
  return {
    bytes,
    ms,
    networkMs: (lastFinished - firstSent) * 1000,
    requests,
  };
}

export async function benchWorkspaceBytes({ rounds }: { rounds: number }): Promise<void> {
  const server = await startProductionServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const served: Visit[] = [];
    const identity: Visit[] = [];
    for (let round = 0; round < rounds; round += 1) {
      served.push(await visit(browser, server.url, true));
      identity.push(await visit(browser, server.url, false));
      say(
        `workspace round ${String(round + 1)}: ${String(served.at(-1)?.bytes)} B as served, ` +
          `${String(identity.at(-1)?.bytes)} B uncompressed`,
      );
    }
    const requests = served[0]?.requests ?? 0;
    emit({
      name: 'workspace first visit: bytes transferred',
      value: median(served.map((v) => v.bytes)),
      unit: 'bytes',
      baseline: median(identity.map((v) => v.bytes)),
      target: `<= ${String(TARGET_BYTES)}`,
      note: `/problem/${PROBLEM} in Chromium, empty cache, ${String(requests)} requests; baseline: Accept-Encoding identity`,
    });
    emit({
      name: 'workspace first visit: time to editor at 20 Mbit/s',
      value: median(served.map((v) => v.ms)),
      unit: 'ms',
      baseline: median(identity.map((v) => v.ms)),
      target: `<= ${String(TARGET_MS)}`,
      note: `navigation start to the frame that draws the editor, on the page's clock; CDP-throttled 20 Mbit/s down, 20 ms latency; median of ${String(rounds)}; baseline uncompressed; includes the CPU parsing the scripts (see the load average)`,
    });
    emit({
      name: 'workspace first visit: first request to last byte at 20 Mbit/s',
      value: median(served.map((v) => v.networkMs)),
      unit: 'ms',
      baseline: median(identity.map((v) => v.networkMs)),
      target: null,
      note:
        'CDP timestamps, until the page is idle: includes what is fetched once the editor is drawn (its icon ' +
        'font, the language grammar), so the goal is the time to editor above',
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}
