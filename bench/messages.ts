// npm run bench:messages — live message delivery across processes: two API servers on one embedded
// PostgreSQL; MESSAGES_STREAMS (default 500) recipients hold event streams on the first, MESSAGES_SENDERS
// (default 20) senders post MESSAGES_TOTAL (default 2000) messages at MESSAGES_RATE per second (default 100)
// through the second. Reports delivery latency (the POST leaving here to the event arriving on the
// recipient's stream, through LISTEN/NOTIFY) and the streaming server's memory per open stream.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../backend/src/db/knex';
import { startEmbeddedPostgres } from '../backend/src/db/embedded';
import { signSession } from '../backend/src/modules/auth/sessionToken';
import { readRssMb, spawnApiProcess, type ApiProcess } from './serverProcess';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STREAMS = Number(process.env.MESSAGES_STREAMS ?? 500);
const SENDERS = Number(process.env.MESSAGES_SENDERS ?? 20);
const TOTAL = Number(process.env.MESSAGES_TOTAL ?? 2000);
const RATE = Number(process.env.MESSAGES_RATE ?? 100);
const SECRET = 'a secret the bench and both servers share, long enough';

const startServer = (databaseUrl: string, dataDir: string) =>
  spawnApiProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SECRET,
    RATE_LIMIT_WRITE: '100000000',
  });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Holds one event stream open and calls onMessage with each message's body and arrival time. */
async function holdStream(url: string, cookie: string, onMessage: (body: string, at: number) => void) {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { Cookie: cookie }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`the stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: unread')) ready();
          if (block.includes('event: message')) {
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) onMessage((JSON.parse(data) as { body: string }).body, performance.now());
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed at the end
    }
  })();
  await opened;
  return () => abort.abort();
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-messages-bench-'));
  fs.chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dir, 'postgres'), 'handmade_messages');
  const servers: ApiProcess[] = [];
  const closers: (() => void)[] = [];
  try {
    servers.push(await startServer(database.url, path.join(dir, 'a')));
    servers.push(await startServer(database.url, path.join(dir, 'b')));
    const [streaming, writing] = servers as [ApiProcess, ApiProcess];
    console.log(`messages: streams on ${streaming.url}, senders through ${writing.url}; creating users...`);

    // Users straight into the database: signing up through the API would spend the run on bcrypt.
    const db = createDb(database.url, 4);
    const stamp = Date.now().toString(36);
    const insertUsers = async (kind: string, count: number) => {
      const users = (await db('users')
        .insert(
          Array.from({ length: count }, (_, i) => ({
            username: `${kind}${stamp}${i}`,
            email: `${kind}${stamp}${i}@example.com`,
            first_name: 'Bench',
            last_name: kind,
            password_hash: '!',
          })),
        )
        .returning(['id', 'token_version'])) as { id: number; token_version: number }[];
      // A session is only valid for a user with a cart, as sign-up makes one.
      await db('carts').insert(users.map((user) => ({ user_id: user.id })));
      return users;
    };
    const cookieOf = (user: { id: number; token_version: number }) =>
      `session=${signSession(SECRET, user.id, user.token_version, 1)}`;
    const recipients = await insertUsers('r', STREAMS);
    const senders = await insertUsers('s', SENDERS);

    // One conversation per recipient, with a sender chosen in turn.
    const conversations: { id: number; sender: string }[] = [];
    for (const [index, recipient] of recipients.entries()) {
      const sender = cookieOf(senders[index % SENDERS]!);
      const res = await fetch(`${writing.url}/api/conversations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sender },
        body: JSON.stringify({ recipient_id: recipient.id, message: 'hello' }),
      });
      if (res.status !== 201) throw new Error(`starting a conversation answered ${res.status}`);
      conversations.push({ id: ((await res.json()) as { id: number }).id, sender });
    }
    await db.destroy();

    const rssBefore = readRssMb(streaming.child.pid!)!;
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let duplicates = 0;
    const onMessage = (body: string, at: number) => {
      const started = sentAt.get(body);
      if (started === undefined) return;
      if (started < 0) {
        duplicates += 1;
        return;
      }
      latencies.push(at - started);
      sentAt.set(body, -1);
    };
    for (const recipient of recipients)
      closers.push(await holdStream(streaming.url, cookieOf(recipient), onMessage));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssStreams = readRssMb(streaming.child.pid!)!;
    console.log(`messages: ${STREAMS} streams open; sending ${TOTAL} messages at ${RATE}/s...`);

    // Open loop: message n leaves at n / RATE seconds whatever the answers before it took.
    const start = performance.now();
    const posts: Promise<void>[] = [];
    let failures = 0;
    for (let n = 0; n < TOTAL; n += 1) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const conversation = conversations[n % conversations.length]!;
      const body = `m-${n}`;
      sentAt.set(body, performance.now());
      posts.push(
        fetch(`${writing.url}/api/conversations/${conversation.id}/messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: conversation.sender },
          body: JSON.stringify({ body }),
        }).then(async (res) => {
          if (res.status !== 201) failures += 1;
          await res.arrayBuffer();
        }),
      );
    }
    await Promise.all(posts);
    const deadline = performance.now() + 10_000;
    while (latencies.length < TOTAL - failures && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rssAfter = readRssMb(streaming.child.pid!)!;
    const sorted = [...latencies].sort((a, b) => a - b);
    const report = {
      streams: STREAMS,
      senders: SENDERS,
      messages: TOTAL,
      ratePerSecond: RATE,
      failedPosts: failures,
      delivered: latencies.length,
      lost: TOTAL - failures - latencies.length,
      duplicates,
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted[sorted.length - 1] ?? NaN),
      },
      streamingServerRssMb: { before: rssBefore, withStreams: rssStreams, afterSending: rssAfter },
      rssPerStreamKb: Math.round(((rssStreams - rssBefore) * 1024) / STREAMS),
    };
    console.log(JSON.stringify(report, null, 2));
    const results = path.join(root, 'bench/results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(
      path.join(results, `messages-${new Date().toISOString()}.json`),
      JSON.stringify(report, null, 2),
    );
    if (report.lost > 0 || failures > 0) process.exitCode = 1;
  } finally {
    for (const close of closers) close();
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.child.once('exit', () => resolve());
            server.child.kill('SIGTERM');
          }),
      ),
    );
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
