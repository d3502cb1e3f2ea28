import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** DESIGN.md's budget: the JavaScript a first visit downloads, gzip, in KB of 1,024 bytes. */
export const FIRST_LOAD_BUDGET_KB = 100;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A file's size at gzip's level 9, as the build writes its `.gz` beside it. */
export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * What a first visit downloads of the build in `dist`: the scripts its index.html names (the entry and the
 * chunks it preloads), and their gzip size in KB. Every other chunk loads on demand.
 */
export function firstLoadOf(dist: string): { files: string[]; kb: number } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return { files, kb: kb(files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0)) };
}
