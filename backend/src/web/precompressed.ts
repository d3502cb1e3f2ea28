import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/**
 * Serves the build's pre-compressed twin of a file (brotli, else gzip) when the browser accepts it.
 * The folder is listed once at start: the build never changes while the server runs.
 */
export function servePrecompressed(dir: string): RequestHandler {
  const available = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = path.basename(req.path);
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
