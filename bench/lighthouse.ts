// npm run bench:lighthouse — Lighthouse's mobile preset (its default: a mid-range phone, throttled 4G and
// CPU) on the landing, grid and detail pages of a running server, with Debian's Chromium and nothing
// downloaded. Prints the four category scores per page (median of LIGHTHOUSE_RUNS runs, default 1).
import lighthouse from 'lighthouse';
import { auditPages } from './lighthousePages';

const target = process.env.BENCH_URL ?? 'http://localhost:8000';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = 90;

type Scores = Record<(typeof CATEGORIES)[number], number> & { lcpMs: number; cls: number };

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

async function main(): Promise<void> {
  console.log(`Lighthouse mobile preset, ${target}, median of ${runs} run(s)`);
  const low: string[] = [];
  await auditPages(target, runs, audit, (name, row) => {
    console.log(
      `${name.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${row[c]}`).join('  ')}  LCP ${row.lcpMs} ms  CLS ${row.cls}`,
    );
    for (const category of CATEGORIES) if (row[category] < BUDGET) low.push(`${name} ${category}`);
  });
  if (low.length > 0) {
    console.log(`Under ${BUDGET}: ${low.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
