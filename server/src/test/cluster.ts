import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { freePort, startServer, type ChildServer } from './childServer';

/**
 * N instances of the real server on one database behind a real nginx running the repository's own
 * configuration (deploy/nginx/portal.conf), TLS included, with the test's ports, a self-signed
 * certificate and the instances written over the lines marked "tests:". Free of any test
 * framework: bench/cluster.bench.ts uses it too.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx', 'portal.conf');

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it), or null. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

interface Upstream {
  port: number;
  down: boolean;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/portal.conf no longer has ${pattern}: the tests cannot run it`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx/portal.conf as the tests run it. */
export function testNginxConf(source: string, options: { httpPort: number; httpsPort: number; cert: string; key: string; upstreams: Upstream[] }): string {
  const servers = options.upstreams.map((u) => `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=5s${u.down ? ' down' : ''};`).join('\n');
  let conf = replaceOnce(source, /(?:^ {4}server 127\.0\.0\.1:\d+ [^\n]*;\n)+/m, `${servers}\n`);
  conf = replaceOnce(conf, /listen 80;/, `listen 127.0.0.1:${options.httpPort};`);
  conf = replaceOnce(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  conf = replaceOnce(conf, /ssl_certificate {5}\S+;/, `ssl_certificate ${options.cert};`);
  return replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`);
}

export interface Cluster {
  /** https://127.0.0.1:<port>, through nginx. */
  url: string;
  /** http://127.0.0.1:<port>, nginx's plain port (it redirects). */
  plainUrl: string;
  /** A client that trusts the test certificate; `connections` per origin. */
  dispatcher: Agent;
  instances: ChildServer[];
  /** Requests sent again because a reload closed their kept-alive connection unanswered (see post). */
  resent: number;
  /** POST through nginx, as the screens call the API. */
  post(url: string, init?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; text: string }>;
  /** SIGKILL one instance (left down: nginx finds out by itself). */
  kill(index: number): Promise<void>;
  /**
   * The rolling restart README.md describes: the instance marked down and nginx reloaded, then
   * SIGTERM (it finishes what it has), a new one on the same port, marked up again when ready.
   */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCluster({ size, env, databaseUrl }: { size: number; env: Record<string, string>; databaseUrl: string }): Promise<Cluster> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  // nginx's workers may run as another user than the master (nobody, under root): they write
  // large request bodies to tmp/.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['tmp', 'logs']) fs.mkdirSync(path.join(dir, sub));
  fs.chmodSync(path.join(dir, 'tmp'), 0o777);
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const url = `https://127.0.0.1:${httpsPort}`;
  // SHUTDOWN_DELAY_MS: a request nginx's old workers still send after the reload that took the
  // instance out is served, not reset with the listener's backlog.
  const instanceEnv = { SHUTDOWN_DELAY_MS: '1000', ...env, DATABASE_URL: databaseUrl, TRUST_PROXY: '1', PUBLIC_URL: url };

  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  // One at a time: their migrations take turns anyway, and tsx compiles faster alone.
  const instances: ChildServer[] = [];
  for (const port of ports) instances.push(await startServer({ env: instanceEnv, port }));

  const down = new Set<number>();
  const mainConf = path.join(dir, 'nginx.conf');
  const writeConf = () => {
    const portal = testNginxConf(fs.readFileSync(NGINX_CONF, 'utf8'), { httpPort, httpsPort, cert, key, upstreams: ports.map((port, i) => ({ port, down: down.has(i) })) });
    fs.writeFileSync(path.join(dir, 'portal.conf'), portal);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((what) => `  ${what}_temp_path ${dir}/tmp/${what};`).join('\n');
    fs.writeFileSync(
      mainConf,
      `worker_processes 2;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n${temp}\n  include ${dir}/portal.conf;\n}\n`,
    );
  };
  writeConf();
  const nginxArgs = ['-e', `${dir}/logs/error.log`, '-p', dir, '-c', mainConf];
  const master: ChildProcess = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErrors = '';
  master.stderr?.on('data', (chunk) => (nginxErrors += chunk));
  const reload = async () => {
    writeConf();
    execFileSync(nginx, [...nginxArgs, '-s', 'reload'], { stdio: 'ignore' });
    // The old workers finish their requests; new ones take new connections once they exist.
    await new Promise((resolve) => setTimeout(resolve, 500));
  };

  const dispatcher = new Agent({ connect: { ca: fs.readFileSync(cert) }, connections: 512 });
  const post: Cluster['post'] = async (apiUrl, { token, body, headers } = {}) => {
    const send = () =>
      undiciFetch(url + apiUrl, {
        method: 'POST',
        dispatcher,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
    // A reload's old nginx workers close the kept-alive connections they are not answering on; a
    // request sent on one just then gets no answer at all, so nothing of it was carried out. A
    // browser sends such a request again by itself (Chromium does for a reused connection that
    // closed before any byte of an answer), and so does this client, once.
    const res = await send().catch((err: Error & { cause?: { code?: string } }) => {
      if (err.cause?.code !== 'UND_ERR_SOCKET') throw err;
      cluster.resent += 1;
      return send();
    });
    return { status: res.status, text: await res.text() };
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await undiciFetch(`${url}/api/ready`, { dispatcher }).then((res) => res.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline || master.exitCode !== null) {
      master.kill('SIGKILL');
      await Promise.all(instances.map((i) => i.kill()));
      throw new Error(`nginx did not answer: ${nginxErrors}${fs.readFileSync(`${dir}/logs/error.log`, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const cluster: Cluster = {
    url,
    plainUrl: `http://127.0.0.1:${httpPort}`,
    resent: 0,
    dispatcher,
    instances,
    post,
    kill: (index) => instances[index].kill(),
    async restart(index) {
      down.add(index);
      await reload();
      const code = await instances[index].stop();
      // null: it was gone already (killed before), which a restart brings back as well.
      if (code !== 0 && code !== null) throw new Error(`instance ${index} exited with ${code} on SIGTERM`);
      instances[index] = await startServer({ env: instanceEnv, port: ports[index] });
      down.delete(index);
      await reload();
    },
    async close() {
      const exited = new Promise((resolve) => (master.exitCode !== null ? resolve(null) : master.once('exit', resolve)));
      master.kill('SIGQUIT');
      await Promise.all([exited, ...instances.map((i) => i.kill())]);
      await dispatcher.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
