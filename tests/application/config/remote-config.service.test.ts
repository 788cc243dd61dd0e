import { describe, expect, it } from 'vitest';
import {
  PARSE_REMOTE_CONFIG_FAILED,
  PRODUCT_ERROR_TYPE,
  RemoteConfigService,
} from '../../../src/application/config/remote-config.service';
import { InMemoryClock } from '../../fakes/in-memory-clock';
import { InMemoryLogger } from '../../fakes/in-memory-logger';
import { InMemoryRemoteConfig } from '../../fakes/in-memory-remote-config';

const setup = (values: Record<string, string>) => {
  const source = new InMemoryRemoteConfig(values);
  const clock = new InMemoryClock();
  const logger = new InMemoryLogger();
  return { source, clock, logger, service: new RemoteConfigService(source, clock, logger) };
};

describe('spec §7 §8 §9 Remote config', () => {
  it('spec §2 Overlays: not loaded until load() settles', async () => {
    const t = setup({});
    expect(t.service.isLoaded()).toBe(false);
    await t.service.load();
    expect(t.service.isLoaded()).toBe(true);
    expect(t.source.loads).toBe(1);
  });

  it('spec §2 Overlays: a failing load stays not loaded and rejects', async () => {
    const t = setup({});
    t.source.failures.fail('load', new Error('offline'));
    await expect(t.service.load()).rejects.toThrow('offline');
    expect(t.service.isLoaded()).toBe(false);
  });

  it('spec §7: a value is parsed as JSON', async () => {
    const t = setup({ banner: '{"enabled":true,"items":[1,2]}' });
    await t.service.load();
    expect(t.service.getJson<{ enabled: boolean; items: number[] }>('banner')).toEqual({
      enabled: true,
      items: [1, 2],
    });
  });

  it('spec §8: invalid JSON logs "Parse remote config failed." with type travelogue-error and returns null', async () => {
    const t = setup({ banner: '{not json' });
    await t.service.load();

    expect(t.service.getJson('banner')).toBeNull();

    expect(t.logger.at('error')).toHaveLength(1);
    const [entry] = t.logger.at('error');
    expect(entry?.message).toBe('Parse remote config failed.');
    expect(entry?.details).toMatchObject({
      name: 'Parse remote config failed.',
      type: 'travelogue-error',
      key: 'banner',
    });
    expect([PARSE_REMOTE_CONFIG_FAILED, PRODUCT_ERROR_TYPE]).toEqual([
      'Parse remote config failed.',
      'travelogue-error',
    ]);
  });

  it('an absent key (empty string from the source) is null without an error log', async () => {
    const t = setup({});
    await t.service.load();
    expect(t.service.getJson('missing')).toBeNull();
    expect(t.logger.entries).toEqual([]);
  });

  it('spec §9: values are cached for 30000 ms', async () => {
    const t = setup({ flag: '1' });
    await t.service.load();

    expect(t.service.getJson('flag')).toBe(1);
    t.source.values.set('flag', '2');
    t.clock.advance(29_999);
    expect(t.service.getJson('flag')).toBe(1);
    t.clock.advance(1);
    expect(t.service.getJson('flag')).toBe(2);
    expect(t.source.reads).toBe(2);
  });

  it('spec §9: a reload (fresh activation) drops the cache', async () => {
    const t = setup({ flag: '1' });
    await t.service.load();
    expect(t.service.getJson('flag')).toBe(1);
    t.source.values.set('flag', '2');
    await t.service.load();
    expect(t.service.getJson('flag')).toBe(2);
  });
});
