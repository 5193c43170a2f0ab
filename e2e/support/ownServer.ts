import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEnv } from '../playwright.config';

/**
 * A second product server on a fresh embedded database, for a journey that needs another setting
 * than the shared server's (REQUIRE_MFA_FOR_MANAGERS): the same built bundles, the same admin.
 * `dir`: the data of an earlier one (a restart); `laterClock`: its clock runs ahead (laterClock.ts).
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  { dir = mkdtempSync(join(tmpdir(), 'portal-e2e-own-')), laterClock = false }: { dir?: string; laterClock?: boolean } = {},
): Promise<{ baseURL: string; dir: string; stop: () => Promise<void> }> {
  const clock = laterClock ? ['--import', join(__dirname, 'laterClock.ts')] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...clock, join(__dirname, '../../server/src/main.ts')], {
    env: { ...process.env, ...serverEnv(port, dir), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/api/health`).then((res) => res.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not answer in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseURL, dir, stop };
}
