import { Component, StrictMode, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyServices } from '../../../src/ui/stores/lazy-services';

/** A route's error boundary: says that the screen failed. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return <p role="alert">failed: {(this.state.error as Error).message}</p>;
  }
}

function Screen({ services }: { readonly services: LazyServices<{ readonly name: string }> }) {
  return <p>editor of {services.read().name}</p>;
}

const renderScreen = (services: LazyServices<{ readonly name: string }>) =>
  render(
    <StrictMode>
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Screen services={services} />
        </Suspense>
      </Boundary>
    </StrictMode>,
  );

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("The editor's own services download with the first editor screen", () => {
  it('the screen shows its loading state while they download, once, then renders with them', async () => {
    let loads = 0;
    const download = deferred<{ name: string }>();
    const services = new LazyServices(() => {
      loads += 1;
      return download.promise;
    });
    renderScreen(services);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => download.resolve({ name: 'my trip' }));
    expect(await screen.findByText('editor of my trip')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('services that are already here render at once', () => {
    renderScreen(LazyServices.ready({ name: 'my article' }));
    expect(screen.getByText('editor of my article')).toBeTruthy();
  });

  it("a failed download reaches the route's error boundary, as a page whose code failed to download does", async () => {
    let loads = 0;
    const download = deferred<{ name: string }>();
    const services = new LazyServices(() => {
      loads += 1;
      return download.promise;
    });
    renderScreen(services);
    await act(async () => download.reject(new Error('chunk failed to load')));
    expect(await screen.findByText('failed: chunk failed to load')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
