import { describe, expect, it } from 'vitest';
import { once } from '../../../src/infrastructure/reader/reader-services';

describe("a reading page's lazily loaded service", () => {
  it('is made once and shared by every caller, even callers arriving while it loads', async () => {
    let made = 0;
    const service = once(async () => ({ id: ++made }));
    const [a, b] = await Promise.all([service(), service()]);
    expect(a).toBe(b);
    expect(await service()).toBe(a);
    expect(made).toBe(1);
  });

  it('whose code failed to arrive (a weak connection) is tried again on the next press, not refused for good', async () => {
    let tries = 0;
    const service = once(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { tries };
    });
    await expect(service()).rejects.toThrow('Failed to fetch');
    expect(await service()).toEqual({ tries: 2 });
    expect(await service()).toEqual({ tries: 2 });
    expect(tries).toBe(2);
  });
});
