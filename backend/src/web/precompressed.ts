import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

const RELIST_AFTER_MS = 10_000;

/**
 * Serves the build's pre-compressed twin of a file (brotli, else gzip) when the browser accepts it.
 * The folder is listed at start, and again (at most every ten seconds) when a file is not in the list,
 * so a build made while the server runs is picked up.
 */
export function servePrecompressed(dir: string): RequestHandler {
  const list = () => new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  let available = list();
  let listedAt = Date.now();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = path.basename(req.path);
    if (!available.has(name) && Date.now() - listedAt > RELIST_AFTER_MS) {
      available = list();
      listedAt = Date.now();
    }
    const accepted = req.acceptsEncodings(...ENCODINGS.map((encoding) => encoding.name));
    const encoding = ENCODINGS.find((candidate) => candidate.name === accepted);
    res.vary('Accept-Encoding');
    if (!encoding || !available.has(name + encoding.extension)) return next();
    res.set('Content-Encoding', encoding.name);
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + encoding.extension), {
      immutable: true,
      maxAge: '365d',
      headers: { 'Content-Encoding': encoding.name },
    });
  };
}
