import type { Request } from 'express';

export interface SiteOriginSettings {
  /** PUBLIC_URL, when configured. */
  publicUrl: string | undefined;
  /** TRUSTED_ORIGINS: the origins this server answers as, besides its own. */
  trustedOrigins: string[];
  /** This server's own address, for a request from anywhere else (http://localhost:PORT). */
  fallback: string;
}

/** The origin an answer's absolute links use, and whether a shared cache may keep that answer. */
export interface SiteOrigin {
  origin: string;
  shared: boolean;
}

/**
 * The origin absolute links (canonical, link previews, robots.txt, sitemaps) use: PUBLIC_URL; without it,
 * the request's own origin only when it is a trusted one, else this server's own address. The Host header
 * is the client's to write: a forged one never reaches a link. And since without PUBLIC_URL the links
 * depend on that header, only an answer naming PUBLIC_URL may be kept by a cache in front for everyone.
 */
export function siteOriginOf({ publicUrl, trustedOrigins, fallback }: SiteOriginSettings) {
  const trusted = new Set(trustedOrigins);
  return (req: Request): SiteOrigin => {
    if (publicUrl) return { origin: publicUrl, shared: true };
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    return { origin: trusted.has(own) ? own : fallback, shared: false };
  };
}

export type SiteOriginOf = ReturnType<typeof siteOriginOf>;
