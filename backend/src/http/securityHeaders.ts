import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppContext } from '../context';

/** CSP allowing only this origin, plus the bucket's origin when photos live in S3. */
export function securityHeaders(ctx: AppContext): RequestHandler {
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
