import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { backupChecks } from './backup.checks';
import { failureChecks } from './failures.checks';
import { log } from './observe';
import { stopEverything } from './processes';
import { servingChecks } from './serving.checks';
import { missingBinaries, startTopology, type Topology } from './topology';

const missing = missingBinaries();
if (missing.length > 0) {
  if (process.env.CI)
    throw new Error(`The topology suite cannot run under CI without ${missing.join(' and ')}.`);
  console.warn(
    `\n!!! TOPOLOGY SUITE SKIPPED: no ${missing.join(', no ')}.\n` +
      '!!! Install what is missing to run nginx, PostgreSQL and two API machines here (.ci/run does).\n',
  );
}

let t: Topology;
const topology = () => t;

// One topology for every check, in this order: the failures leave it whole again, the backup comes last.
describe.skipIf(missing.length > 0)(
  'the production topology: nginx, two API machines, PostgreSQL, S3',
  () => {
    beforeAll(async () => {
      const started = Date.now();
      t = await startTopology();
      log('started (ms)', Date.now() - started);
    }, 240_000);

    beforeEach(({ onTestFailed }) => {
      // Why a check failed is often in what a machine logged: its warnings and errors.
      onTestFailed(() => {
        for (const machine of t?.machines ?? []) {
          const notices = machine
            .output()
            .split('\n')
            .filter((line) => !line.includes('"level":30'));
          console.error(`${machine.name} logged:\n${notices.slice(-40).join('\n')}`);
        }
      });
    });

    afterAll(async () => {
      await t?.close();
      await stopEverything();
    });

    servingChecks(topology);
    failureChecks(topology);
    backupChecks(topology);
  },
);
