// The baseline for the mix: a bare Express handler answering every path of the mix with a body of the same
// kind and size as the API's, from memory, so the ratio measures the API's own work and nothing else.
import fs from 'node:fs';
import express from 'express';
import { kindOf, type Kind } from './mixTraffic';

const bodies = JSON.parse(fs.readFileSync(process.env.BASELINE_BODIES_FILE!, 'utf8')) as Record<
  Kind,
  string[]
>;
let turn = 0;

const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.use((req, res) => {
  const samples = bodies[kindOf(req.method, req.url)];
  turn += 1;
  res.type('application/json').send(samples[turn % samples.length]);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
