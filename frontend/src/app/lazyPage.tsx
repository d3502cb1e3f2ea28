import { lazy, useState, type ComponentType } from 'react';

/** A page fetched on first visit (`React.lazy`) that can also be fetched ahead with `load`. */
export type LazyPage = ComponentType & { load: () => Promise<unknown> };

/**
 * `React.lazy(load)`, except that once its module has arrived the page renders at once instead of
 * suspending. React holds back content that replaces a Suspense fallback for about 300 ms, so a page that
 * suspends on the first render shows that much later than its code and data allow; `main.tsx` loads the
 * first page's module before the first render. Each mounted page keeps the component it started with, so
 * one that mounted before its module arrived is never remounted.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadModule = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(loadModule);
  function Page() {
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component />;
  }
  return Object.assign(Page, { load: loadModule });
}

/** Whether a route's element type is a `lazyPage`. */
export function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && typeof (type as Partial<LazyPage>).load === 'function';
}
