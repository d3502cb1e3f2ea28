// npm run bench:web — the built sizes (gzip per chunk, and what a first visit downloads) and Lighthouse
// (desktop preset, Debian's Chromium) on the landing, grid and detail pages of the running server.
import type { Product } from '@handmade/common';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { FIRST_LOAD_BUDGET_KB, firstLoadOf, gzipSize, kb } from '../frontend/build/firstLoad';
import { auditPages } from './lighthousePages';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dist = path.join(root, 'frontend/dist');
const target = process.env.BENCH_URL ?? 'http://localhost:8000';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const BUDGET = {
  firstLoadKb: FIRST_LOAD_BUDGET_KB,
  performance: 95,
  lcpMs: 1500,
  cls: 0.05,
  thumbnailKb: 40,
};

function bundleSizes() {
  execSync('node scripts/build-web-if-needed.mjs', { cwd: root, stdio: 'ignore' });
  const firstLoad = firstLoadOf(dist);
  const chunks = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipKb: kb(gzipSize(path.join(dist, 'assets', file))) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { firstLoad: firstLoad.files, firstLoadKb: firstLoad.kb, chunks };
}

type PageFigures = {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  largestImageKb: number;
};

async function audit(url: string, port: number, attempt = 1): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    // A run Chromium could not complete (not a slow page): try again once, then report it.
    if (attempt < 2) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
  }
  const { audits, categories } = result.lhr;
  const requests = (
    audits['network-requests']?.details as { items?: { url: string; transferSize?: number }[] }
  )?.items;
  const images = (requests ?? []).filter((request) => request.url.includes('/uploads/'));
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    largestImageKb: kb(Math.max(0, ...images.map((image) => image.transferSize ?? 0))),
  };
}

async function gridThumbnailKb(): Promise<number> {
  const products = (await (await fetch(`${target}/api/products/`)).json()) as Product[];
  const sizes = await Promise.all(
    products
      .map((product) => product.preview_image_small)
      .filter((url): url is string => Boolean(url))
      .map(async (url) => (await (await fetch(new URL(url, target))).arrayBuffer()).byteLength),
  );
  return kb(Math.max(0, ...sizes));
}

async function main(): Promise<void> {
  const sizes = bundleSizes();
  console.log(
    `First visit downloads ${sizes.firstLoadKb} KB of JavaScript (gzip): ${sizes.firstLoad.join(', ')}`,
  );
  for (const chunk of sizes.chunks) console.log(`  ${chunk.file.padEnd(40)} ${chunk.gzipKb} KB`);

  const lighthouseRows = await auditPages(target, runs, audit, (name, row) => {
    console.log(
      `${name.padEnd(8)} performance ${row.performance}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms  largest photo ${row.largestImageKb} KB`,
    );
  });
  const thumbnailKb = await gridThumbnailKb();
  console.log(`Largest grid thumbnail: ${thumbnailKb} KB`);

  const report = {
    when: new Date().toISOString(),
    target,
    runs,
    budget: BUDGET,
    sizes,
    lighthouse: lighthouseRows,
    thumbnailKb,
  };
  const dir = path.join(here, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `web-${report.when.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);

  const over = [
    sizes.firstLoadKb > BUDGET.firstLoadKb && 'first-load JavaScript',
    thumbnailKb > BUDGET.thumbnailKb && 'grid thumbnail',
    ...Object.entries(lighthouseRows).flatMap(([name, row]) => [
      row.performance < BUDGET.performance && `${name} performance`,
      row.lcpMs >= BUDGET.lcpMs && `${name} LCP`,
      row.cls >= BUDGET.cls && `${name} CLS`,
    ]),
  ].filter(Boolean);
  if (over.length > 0) {
    console.log(`Over budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
