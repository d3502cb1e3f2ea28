// npm run bench:lighthouse — Lighthouse's mobile preset (its default: a mid-range phone, throttled 4G and
// CPU) on the landing, grid and detail pages of a running server, with Debian's Chromium and nothing
// downloaded. Prints the four category scores per page (median of LIGHTHOUSE_RUNS runs, default 1).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const target = process.env.BENCH_URL ?? 'http://localhost:8000';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = 90;

type Scores = Record<(typeof CATEGORIES)[number], number> & { lcpMs: number; cls: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
  const [product] = (await (await fetch(`${target}/api/products/?limit=1`)).json()) as { id: number }[];
  const pages = { landing: '/', grid: '/products', detail: `/products/${product!.id}` };
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  const low: string[] = [];
  try {
    console.log(`Lighthouse mobile preset, ${target}, median of ${runs} run(s)`);
    for (const [name, route] of Object.entries(pages)) {
      const all: Scores[] = [];
      for (let run = 0; run < runs; run += 1) all.push(await audit(`${target}${route}`, chrome.port));
      const row = Object.fromEntries(
        (Object.keys(all[0]!) as (keyof Scores)[]).map((key) => [key, median(all.map((s) => s[key]))]),
      ) as Scores;
      console.log(
        `${name.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${row[c]}`).join('  ')}  LCP ${row.lcpMs} ms  CLS ${row.cls}`,
      );
      for (const category of CATEGORIES) if (row[category] < BUDGET) low.push(`${name} ${category}`);
    }
  } finally {
    await chrome.kill();
  }
  if (low.length > 0) {
    console.log(`Under ${BUDGET}: ${low.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
