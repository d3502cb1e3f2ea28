/** A chunk of the web app's build, as Vite's manifest (`dist/.vite/manifest.json`) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files a route's code needs beyond what index.html already loads, as absolute URL paths. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

const ENTRY = 'index.html';

/** The keys of every chunk `from` imports statically, itself included. */
function staticClosure(manifest: Manifest, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * What the route whose source is `source` (`src/app/pages/ProductsRoute.tsx`) loads when the router reaches
 * it: its chunk, the chunks it imports and their stylesheets, less what index.html loads itself. Named in the
 * HTML, they download with the page instead of after the app's own scripts have run. Worked out once per
 * route and manifest.
 */
export function routeAssetsOf(manifest: Manifest): (source: string) => RouteAssets {
  const loaded = staticClosure(manifest, ENTRY);
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]!.css ?? []));
  const known = new Map<string, RouteAssets>();
  const compute = (source: string): RouteAssets => {
    if (!manifest[source]) return { scripts: [], styles: [] };
    const needed = [...staticClosure(manifest, source)].filter((key) => !loaded.has(key));
    const styles = new Set(needed.flatMap((key) => manifest[key]!.css ?? []));
    return {
      scripts: needed.map((key) => `/${manifest[key]!.file}`),
      styles: [...styles].filter((file) => !loadedStyles.has(file)).map((file) => `/${file}`),
    };
  };
  return (source) => {
    let assets = known.get(source);
    if (!assets) known.set(source, (assets = compute(source)));
    return assets;
  };
}
