import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_ENV } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..', '..');

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
  port: number;
  /** What the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: the process dies at once, with no shutdown hook, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx server/src/main.ts`) as a child process on a free port,
 * resolved once /api/health answers 200. `env` adds to the tests' settings (helpers' TEST_ENV,
 * with LOG_LEVEL warn); nothing else of this process's environment leaks in but PATH and HOME.
 */
export async function startServer({ env, port, timeoutMs = 30_000 }: {
  env: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const url = `http://127.0.0.1:${listenPort}`;
  const server: ChildServer = { url, port: listenPort, output: () => printed, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${printed}`);
    }
    const healthy = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${printed}`);
}
