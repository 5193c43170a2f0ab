import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** node_modules/<package>, a file of ours, or what V8 names (GC, idle, program). */
function owner(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const ours = url.match(/\/((?:server|shared-api)\/src\/.*)$/);
  return ours ? ours[1] : url;
}

/**
 * Self time in the CPU profile of process `pid`'s main thread (tsx's loader thread writes one
 * too), by package or file and by function: where a request's time goes. Printed to stdout.
 */
export function summarizeProfile(dir: string, pid: number, top = 15): void {
  const file = fs.readdirSync(dir).filter((f) => f.includes(`.${pid}.0.`) && f.endsWith('.cpuprofile')).map((f) => path.join(dir, f))[0];
  if (!file) return;
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const who = owner(url, functionName);
    byOwner.set(who, (byOwner.get(who) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${who}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title} (${path.basename(file)}, ${(total / 1e6).toFixed(1)} s sampled)`);
    for (const [what, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${what}`);
    }
  };
  print('Self time by package or file', byOwner);
  print('Self time by function', byFunction);
}
