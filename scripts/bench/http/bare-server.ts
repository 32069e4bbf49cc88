/**
 * The yardstick of `npm run bench:http`: a bare node:http server that answers each path with the
 * very bytes and headers the product answered (captured to a JSON file first), and nothing else.
 *   node --import tsx scripts/bench/http/bare-server.ts PORT CAPTURED.json
 */
import fs from 'node:fs';
import http from 'node:http';

interface Captured {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const [port, file] = process.argv.slice(2);
const answers = new Map(
  (JSON.parse(fs.readFileSync(file!, 'utf8')) as Captured[]).map((c) => [
    c.path,
    { status: c.status, headers: c.headers, body: Buffer.from(c.body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
