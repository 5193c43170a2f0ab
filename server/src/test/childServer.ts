import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_ENV } from './testEnv';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** tsx compiles the server as it loads: a few seconds on a busy 2-core machine. */
const STARTUP_MS = 30_000;

/** A port nothing listens on at the moment of asking (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  pid: number;
  /** SIGKILL, resolved when the process is gone: no shutdown hook runs, as in an OOM kill or a power cut. */
  kill(): Promise<void>;
  /** SIGTERM, resolved with the exit code when the server has shut down as on a deployment. */
  stop(): Promise<number | null>;
}

/**
 * The real server (`node --import tsx server/src/main.ts`) as a child process on `port` or a free
 * one, resolved once /api/ready answers 200. `env` adds to the tests' settings (TEST_ENV, with
 * LOG_LEVEL warn); nothing else of this process's environment leaks in but PATH and HOME.
 * `nodeArgs` go to node (the benchmarks' --cpu-prof).
 */
export async function startServer({ env, nodeArgs = [], port }: { env: Record<string, string>; nodeArgs?: string[]; port?: number }): Promise<ChildServer> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...TEST_ENV,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const url = `http://127.0.0.1:${listenPort}`;
  const server: ChildServer = { url, pid: child.pid!, kill, stop };

  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${printed}`);
    }
    const healthy = await fetch(`${url}/api/ready`).then((res) => res.ok, () => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server was not ready within ${STARTUP_MS} ms:\n${printed}`);
}
