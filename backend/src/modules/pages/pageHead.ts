import type { RouteAssets } from '../../web/routeAssets';

/** What a page tells browsers, link previews and search engines before any script runs. */
export interface PageHead {
  status: number;
  title: string;
  /** The title link previews show, when it differs from the tab's (a product's own title, say). */
  socialTitle?: string;
  description: string;
  /** Absolute URL of the page; none for pages that should not be indexed. */
  canonical?: string;
  /** Absolute URL of the page's photo, for link previews. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
  /** The photos the page shows first, fetched with the HTML instead of after the app's scripts and data. */
  preloadImages?: PreloadImage[];
  /**
   * The API answers the page asks for first, fetched with the HTML: the app's own `fetch` of the same URL
   * then takes the preloaded answer instead of waiting for its scripts to run first.
   */
  preloadData?: string[];
  /**
   * The source of the route's code in the web app (`src/app/pages/ProductsRoute.tsx`): its chunks are named in
   * the HTML so they download with the page rather than after the app's scripts reach the route.
   */
  routeModule?: string;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: object;
  /**
   * The request came without a session cookie, so nobody is signed in: the app need not ask the API (which
   * answers 401) before it shows the page as a visitor's.
   */
  noSession?: boolean;
}

export interface PreloadImage {
  href: string;
  /** With `sizes`: the same candidates as the `<img>`, so the browser fetches the one it will use. */
  srcset?: string;
  sizes?: string;
}

export const SITE_NAME = 'Handmade Market';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/**
 * JSON that is safe inside `<script type="application/ld+json">`: no `<` (so no `</script>` or `<!--`),
 * `>` or `&`, and no line separators that older parsers treat as line ends. Still the same JSON value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One line of text at most `max` characters long, cut at a word with an ellipsis. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The tags that go into `<head>`, replacing the build's own title and description. */
export function renderHeadTags(head: PageHead, route?: RouteAssets): string {
  const tags: string[] = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  };
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.noSession) meta('name', 'session', 'none');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:title', head.socialTitle ?? head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', head.canonical);
  meta('property', 'og:image', head.image);
  meta('property', 'og:image:alt', head.image ? (head.imageAlt ?? head.title) : undefined);
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.socialTitle ?? head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', head.image);
  for (const { href, srcset, sizes } of head.preloadImages ?? []) {
    const extra =
      srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${extra} fetchpriority="high" />`);
  }
  for (const href of head.preloadData ?? []) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin />`);
  }
  for (const href of route?.scripts ?? []) {
    tags.push(`<link rel="modulepreload" href="${escapeHtml(href)}" crossorigin />`);
  }
  for (const href of route?.styles ?? []) {
    tags.push(`<link rel="preload" as="style" href="${escapeHtml(href)}" crossorigin />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** The built index.html with the page's head: its own title and description are replaced. */
export function withHead(indexHtml: string, head: PageHead, route?: RouteAssets): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const tags = renderHeadTags(head, route);
  return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
