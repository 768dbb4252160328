/**
 * A phone-like link on this machine: a network namespace joined to the host by a veth
 * pair with its own private /30 (host side .1, namespace side .2), each direction
 * limited by a token bucket (`tc qdisc … tbf`), shared by every connection. Chromium
 * runs inside the namespace, which has no route but to the host side's address.
 * Needs root and iproute2 (`ip`, `tc`).
 */
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LinkShape = {
  /** Host to namespace (what the browser downloads), kbit/s. */
  downKbit: number;
  /** Namespace to host (requests, acknowledgements), kbit/s. */
  upKbit: number;
  /** Token bucket depth, bytes: how much may pass at once above the rate. */
  burstBytes: number;
  /** Longest a packet may wait in the bucket's queue before it is dropped, ms. */
  queueMs: number;
};

/** 1.6 Mbit/s down, 750 kbit/s up: a slow 4G phone, as Lighthouse's mobile preset models it. */
export const phoneShape: LinkShape = {
  downKbit: 1600,
  upKbit: 750,
  burstBytes: 4096,
  queueMs: 1000,
};

export type LinkNames = {
  namespace: string;
  hostDevice: string;
  namespaceDevice: string;
  hostAddress: string;
  namespaceAddress: string;
};

/** Namespaces this benchmark creates are named after the process that owns them. */
const namespacePrefix = 'cclbench-';

/**
 * Names and addresses for the link of process `pid` in slot `slot` (0–255): the
 * namespace `cclbench-<pid>`, devices `cb<pid>h` (host) and `cb<pid>n` (namespace),
 * addresses 10.213.<slot>.1 and .2 in a /30.
 */
export function linkNames(pid: number, slot: number): LinkNames {
  if (!Number.isInteger(slot) || slot < 0 || slot > 255) throw new Error(`slot ${slot} not 0–255`);
  return {
    namespace: `${namespacePrefix}${pid}`,
    hostDevice: `cb${pid}h`,
    namespaceDevice: `cb${pid}n`,
    hostAddress: `10.213.${slot}.1`,
    namespaceAddress: `10.213.${slot}.2`,
  };
}

/** The first slot whose 10.213.<slot>.0/30 no interface on the host uses (`ip -4 -o addr`). */
export function freeSlot(ipAddrOutput: string): number {
  const used = new Set(
    [...ipAddrOutput.matchAll(/\binet 10\.213\.(\d+)\.\d+/g)].map((m) => Number(m[1])),
  );
  for (let slot = 0; slot < 256; slot += 1) if (!used.has(slot)) return slot;
  throw new Error('No free 10.213.x.0/30 for the shaped link');
}

const tbf = (device: string, kbit: number, shape: LinkShape): string[] => [
  'qdisc',
  'add',
  'dev',
  device,
  'root',
  'tbf',
  'rate',
  `${kbit}kbit`,
  'burst',
  String(shape.burstBytes),
  'latency',
  `${shape.queueMs}ms`,
];

export type Command = { file: 'ip' | 'tc' | 'kill'; args: string[] };

/** The commands that create the link, in order. */
export function setupCommands(names: LinkNames, shape: LinkShape): Command[] {
  const { namespace: ns, hostDevice: host, namespaceDevice: inner } = names;
  return [
    { file: 'ip', args: ['netns', 'add', ns] },
    { file: 'ip', args: ['link', 'add', host, 'type', 'veth', 'peer', 'name', inner, 'netns', ns] },
    { file: 'ip', args: ['addr', 'add', `${names.hostAddress}/30`, 'dev', host] },
    { file: 'ip', args: ['link', 'set', host, 'up'] },
    { file: 'ip', args: ['-n', ns, 'addr', 'add', `${names.namespaceAddress}/30`, 'dev', inner] },
    { file: 'ip', args: ['-n', ns, 'link', 'set', inner, 'up'] },
    { file: 'ip', args: ['-n', ns, 'link', 'set', 'lo', 'up'] },
    // Each side's qdisc shapes what leaves it: the host side the download, the
    // namespace side the upload.
    { file: 'tc', args: tbf(host, shape.downKbit, shape) },
    { file: 'tc', args: ['-n', ns, ...tbf(inner, shape.upKbit, shape)] },
  ];
}

/**
 * The commands that remove it: deleting one end of a veth pair deletes both and their
 * qdiscs; the namespace goes once no process is left in it.
 */
export function teardownCommands(names: LinkNames): Command[] {
  return [
    { file: 'ip', args: ['link', 'del', names.hostDevice] },
    { file: 'ip', args: ['netns', 'del', names.namespace] },
  ];
}

/** Why the link cannot be made here, or null when it can. */
export function whyNoShapedLink(): string | null {
  if (process.platform !== 'linux') return 'the shaped link needs Linux network namespaces';
  if (process.getuid?.() !== 0) return 'the shaped link needs root (network namespace, tc)';
  for (const tool of ['ip', 'tc'])
    try {
      execFileSync(tool, ['-V'], { stdio: 'ignore' });
    } catch {
      return `the shaped link needs \`${tool}\` (iproute2): run scripts/ensure-system-deps.sh --bench`;
    }
  return null;
}

/** Processes still in a namespace, killed, so that it can go. */
function killProcessesIn(namespace: string): void {
  try {
    const pids = execFileSync('ip', ['netns', 'pids', namespace], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    for (const pid of pids)
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
  } catch {
    // No such namespace.
  }
}

/** Removes the link, synchronously (also from an exit handler); never throws. */
export function removeLinkSync(names: LinkNames): void {
  killProcessesIn(names.namespace);
  for (const { file, args } of teardownCommands(names))
    try {
      execFileSync(file, args, { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The scratch folder of process `pid`'s run: its name says whose it is. */
export const scratchPrefix = (pid: number): string => join(tmpdir(), `shaped-bench-${pid}-`);

/**
 * What a run killed outright (SIGKILL: no handler runs) left behind, its process gone:
 * its link and its scratch folder, removed.
 */
function removeOrphans(): void {
  const list = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  for (const [, pid] of list.matchAll(new RegExp(`^${namespacePrefix}(\\d+)`, 'gm')))
    if (!alive(Number(pid))) removeLinkSync(linkNames(Number(pid), 0));
  for (const name of readdirSync(tmpdir())) {
    const pid = /^shaped-bench-(\d+)-/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** Creates the link; on a failure part-way, removes what it made and throws. */
export async function createLink(shape: LinkShape): Promise<LinkNames> {
  removeOrphans();
  const { stdout } = await run('ip', ['-4', '-o', 'addr', 'show']);
  const names = linkNames(process.pid, freeSlot(stdout));
  try {
    for (const { file, args } of setupCommands(names, shape)) await run(file, args);
  } catch (error) {
    removeLinkSync(names);
    throw error;
  }
  return names;
}
