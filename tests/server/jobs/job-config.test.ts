import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/kernel/config';

describe('background job settings (JOB_* variables)', () => {
  it('default to a 1 s poll, a 5 min expiry and five retries from 10 s', () => {
    expect(readServerConfig({}).jobs).toEqual({
      pollMs: 1000,
      expireSeconds: 300,
      retryLimit: 5,
      retryDelaySeconds: 10,
    });
  });

  it('are read from the environment', () => {
    const jobs = readServerConfig({
      JOB_POLL_MS: '250',
      JOB_EXPIRE_SECONDS: '60',
      JOB_RETRY_LIMIT: '0',
      JOB_RETRY_DELAY_SECONDS: '2',
    }).jobs;
    expect(jobs).toEqual({ pollMs: 250, expireSeconds: 60, retryLimit: 0, retryDelaySeconds: 2 });
  });

  it('refuse a busy poll and an expiry pg-boss cannot keep, naming the variable', () => {
    expect(() => readServerConfig({ JOB_POLL_MS: '10' })).toThrow('JOB_POLL_MS');
    expect(() => readServerConfig({ JOB_EXPIRE_SECONDS: '0' })).toThrow('JOB_EXPIRE_SECONDS');
    expect(() => readServerConfig({ JOB_EXPIRE_SECONDS: '86400' })).toThrow('JOB_EXPIRE_SECONDS');
    expect(() => readServerConfig({ JOB_RETRY_LIMIT: 'many' })).toThrow('JOB_RETRY_LIMIT');
  });
});
