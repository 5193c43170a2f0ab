/**
 * The yardstick of the read benchmark: plain node:http answering recorded responses byte for byte
 * (same status, headers and body), no routing beyond a Map lookup. Run as a child process:
 * `node --import tsx support/bare.ts <responses.json> <port>`; prints "ready" when listening.
 */
import fs from 'node:fs';
import http from 'node:http';

export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Recorded>;
const answers = new Map(Object.entries(recorded).map(([url, r]) => [url, { ...r, bytes: Buffer.from(r.body, 'base64') }]));

http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.bytes.length });
      res.end(answer.bytes);
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
