// The baseline: a bare Express handler answering each benchmarked path with the same JSON body, from memory.
import fs from 'node:fs';
import express from 'express';

const bodies = new Map<string, string>(
  JSON.parse(fs.readFileSync(process.env.BASELINE_BODIES_FILE!, 'utf8')),
);
const app = express();
app.disable('x-powered-by');
app.use((req, res) => {
  const body = bodies.get(req.url);
  if (body === undefined) {
    res.status(404).json({ message: 'not benchmarked' });
    return;
  }
  res.type('application/json').send(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
