// Installing, seeding and starting the three systems `npm run bench:peers` compares: ours (the production
// build), Medusa v2 and Vendure 3, each on its own database of one PostgreSQL server.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleOf, photoPng, type CatalogueProduct } from './catalogue';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');

/** Runs a command to its end, its output shown; rejects naming the command when it fails. */
export async function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`\`${command} ${args.join(' ')}\` exited with code ${code}`);
}

export const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** `npm install` in a peer's own folder, once: its node_modules stay for the next run. */
export async function ensureInstalled(folder: string): Promise<number | undefined> {
  if (fs.existsSync(path.join(folder, 'node_modules', '.package-lock.json'))) return undefined;
  const started = Date.now();
  console.log(`Installing ${path.relative(root, folder)} (npm install, once)...`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder });
  return seconds(started);
}

/** A server process of ours or a peer's, in a process group of its own so that its children stop with it. */
export class ServerProcess {
  readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: SpawnOptions,
  ) {
    this.child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      ...options,
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits until `ready` answers true, failing when the process exits first or `timeoutMs` passes. */
  async waitUntil(ready: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited with code ${this.child.exitCode}`);
      if (await ready().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs / 1000} s`);
  }

  /** SIGTERM to the process (it stops its own children), then SIGKILL to what is left of its group after 15 s. */
  async stop(): Promise<void> {
    if (this.child.pid === undefined) return;
    const group = -this.child.pid;
    if (this.running) {
      this.child.kill('SIGTERM');
      const killer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await this.exited;
      clearTimeout(killer);
    }
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // nothing left of the group
    }
  }
}

/** What a peer's seed script reads: each product with its handle, category name and photo. */
export interface SeedProduct {
  handle: string;
  title: string;
  description: string;
  price: number;
  categoryName: string;
  /** Vendure: a file in its import folder. */
  photoFile: string;
  /** Medusa: the URL it stores. */
  photoUrl: string;
}

/** Photos the peers share: Vendure imports each file once and links it to every product that names it. */
export const PEER_PHOTOS = 16;

export function writeSeedFiles(
  catalogue: CatalogueProduct[],
  categoryNames: readonly string[],
  dataDir: string,
  importDir: string,
): string {
  fs.mkdirSync(importDir, { recursive: true });
  for (let n = 0; n < PEER_PHOTOS; n += 1) {
    const file = path.join(importDir, `photo-${n}.png`);
    const colour = catalogue[n]?.colour ?? [128, 128, 128];
    if (!fs.existsSync(file)) fs.writeFileSync(file, photoPng(colour));
  }
  const products: SeedProduct[] = catalogue.map((product) => ({
    handle: handleOf(product.index),
    title: product.title,
    description: product.description,
    price: product.price,
    categoryName: categoryNames[product.category - 1]!,
    photoFile: `photo-${product.index % PEER_PHOTOS}.png`,
    photoUrl: `http://127.0.0.1/photos/${handleOf(product.index)}.png`,
  }));
  const file = path.join(dataDir, 'catalogue.json');
  fs.writeFileSync(file, JSON.stringify(products));
  return file;
}

/** A marker that a system's seeding finished, with how long it took, read back on the next run. */
export interface SeedMarker {
  products: number;
  seconds: number;
  when: string;
}

export function readMarker(dataDir: string, system: string, products: number): SeedMarker | undefined {
  try {
    const marker = JSON.parse(
      fs.readFileSync(path.join(dataDir, `seeded-${system}.json`), 'utf8'),
    ) as SeedMarker;
    return marker.products === products ? marker : undefined;
  } catch {
    return undefined;
  }
}

export function writeMarker(dataDir: string, system: string, marker: SeedMarker): void {
  fs.writeFileSync(path.join(dataDir, `seeded-${system}.json`), JSON.stringify(marker));
}

export async function answersOk(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.ok;
}
