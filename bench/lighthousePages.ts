// What bench:web (desktop preset) and bench:lighthouse (mobile preset) share: the pages they audit, Debian's
// Chromium, and the median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Audits one URL through the Chromium listening on `port`. */
export type Audit<Figures> = (url: string, port: number) => Promise<Figures>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The landing, grid and detail pages of the server at `target` (the newest product's), each audited `runs`
 * times in one headless Chromium; answers each page's median of every figure, and prints each as it comes.
 */
export async function auditPages<Figures extends Record<string, number>>(
  target: string,
  runs: number,
  audit: Audit<Figures>,
  print: (name: string, figures: Figures) => void,
): Promise<Record<string, Figures>> {
  const [product] = (await (await fetch(`${target}/api/products/?limit=1`)).json()) as { id: number }[];
  const pages = { landing: '/', grid: '/products', detail: `/products/${product!.id}` };
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Record<string, Figures> = {};
  try {
    for (const [name, route] of Object.entries(pages)) {
      const all: Figures[] = [];
      for (let run = 0; run < runs; run += 1) all.push(await audit(`${target}${route}`, chrome.port));
      const keys = Object.keys(all[0]!) as (keyof Figures)[];
      rows[name] = Object.fromEntries(
        keys.map((key) => [key, median(all.map((figures) => figures[key] as number))]),
      ) as Figures;
      print(name, rows[name]);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
