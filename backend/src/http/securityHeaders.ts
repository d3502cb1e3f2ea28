import type { OutgoingHttpHeaders } from 'node:http';
import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context';

/** CSP allowing only this origin, plus the bucket's origin when photos live in S3. */
function helmetOf(ctx: AppContext): RequestHandler {
  const imageSources = ["'self'", 'data:', 'blob:'];
  if (ctx.storage.kind === 's3') imageSources.push(new URL(ctx.storage.publicUrl('x')).origin);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: imageSources,
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: ctx.config.production ? [] : null,
      },
    },
    strictTransportSecurity: ctx.config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers helmet sets, the same on every answer (no directive depends on the request); names in lower
 * case, as Node keeps them.
 */
function securityHeaderValues(ctx: AppContext): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmetOf(ctx)({} as Request, res as unknown as Response, () => undefined);
  return headers;
}

/**
 * Sets helmet's headers, worked out once: helmet itself runs a dozen middlewares a request to set the same
 * values.
 */
export function securityHeaders(ctx: AppContext): RequestHandler {
  const headers = Object.entries(securityHeaderValues(ctx));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value!);
    next();
  };
}
