import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { lazyPage, type LazyPage } from './lazyPage';

let mounts = 0;

function Greeting() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>Hello</p>;
}

function renderInSuspense(Page: LazyPage) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders at once, without the fallback, once its module has been loaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    await Page.load();
    renderInSuspense(Page);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when rendered before its module arrives, and keeps its content', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    const { rerender } = renderInSuspense(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    const mountsBefore = mounts;
    rerender(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    // The page was not mounted again under the loaded component.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(mounts).toBe(mountsBefore);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
