import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FuzzStats } from './fuzzHarness';

let dir: string | undefined;

/** Global setup: each fuzz file leaves its counts in a folder; the run ends with one line for them all. */
export function setup(project: TestProject): void {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-fuzz-'));
  project.provide('fuzzStatsDir', dir);
}

export function teardown(): void {
  if (!dir) return;
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  if (files.length > 0) {
    const all = files.map((name) => JSON.parse(fs.readFileSync(path.join(dir!, name), 'utf8')) as FuzzStats);
    const sum = (key: keyof Omit<FuzzStats, 'file'>) => all.reduce((total, stats) => total + stats[key], 0);
    process.stdout.write(
      `fuzz summary: ${sum('requests')} requests tried, ${sum('refused')} bad inputs refused (4xx), ` +
        `${sum('accepted')} accepted, ${sum('serverErrors')} 5xx, across ${all.length} files ` +
        `(FUZZ_RUNS=${process.env.FUZZ_RUNS ?? 'default'})\n`,
    );
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
