import { describe, expect, it } from 'vitest';
import { lazyPort, lazyValue } from '../../../src/infrastructure/di/lazy-port';

interface GreetingApi {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

class Greeter implements GreetingApi {
  calls = 0;
  constructor(private readonly prefix: string) {}
  greet(name: string): Promise<string> {
    this.calls += 1;
    return Promise.resolve(`${this.prefix} ${name}`);
  }
  count(): Promise<number> {
    return Promise.resolve(this.calls);
  }
}

describe('lazyPort — an adapter whose code arrives at the first call', () => {
  it('loads nothing until a method is called, then loads once for every call after', async () => {
    let loads = 0;
    const port = lazyPort<GreetingApi>(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Greeter('hello');
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([port.greet('somchai'), port.greet('malee')]);
    expect([a, b]).toEqual(['hello somchai', 'hello malee']);
    // Calls run on the one adapter, with `this` bound to it (its state is kept between calls).
    expect(await port.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('is not a thenable, so awaiting the port (as a container resolving it does) gives the port itself', async () => {
    const port = lazyPort<GreetingApi>(() => Promise.resolve(new Greeter('hi')));
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('a failed download fails that call as a request would, and the next call tries again', async () => {
    let attempt = 0;
    const port = lazyPort<GreetingApi>(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('chunk failed to load')) : Promise.resolve(new Greeter('back'));
    });
    await expect(port.greet('alice')).rejects.toThrow('chunk failed to load');
    await expect(port.greet('alice')).resolves.toBe('back alice');
    expect(attempt).toBe(2);
  });
});

describe('lazyValue — services whose code arrives at the first call', () => {
  it('loads nothing until called, then once for every call after', async () => {
    let loads = 0;
    const services = lazyValue(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Greeter('hello');
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([services(), services()]);
    expect(a).toBe(b);
    expect(await services()).toBe(a);
    expect(loads).toBe(1);
  });

  it('a failed download fails that call, and the next call tries again', async () => {
    let attempt = 0;
    const services = lazyValue(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('chunk failed to load')) : Promise.resolve(new Greeter('back'));
    });
    await expect(services()).rejects.toThrow('chunk failed to load');
    await expect(services().then((greeter) => greeter.greet('alice'))).resolves.toBe('back alice');
    expect(attempt).toBe(2);
  });
});
