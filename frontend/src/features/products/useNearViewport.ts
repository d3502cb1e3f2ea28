import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls `onVisible` once the element is near the viewport (at once where there is no IntersectionObserver). */
export function useNearViewport<Element extends HTMLElement = HTMLElement>(onVisible: () => void) {
  const ref = useRef<Element>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
