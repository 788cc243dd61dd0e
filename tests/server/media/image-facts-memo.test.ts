import { describe, expect, it } from 'vitest';
import { createImageFactsMemo } from '../../../server/media/image-facts-memo';

/** The stored-original facts memo: one inspection per stored image, bounded, and a failed read not kept. */
describe('image facts memo', () => {
  const facts = { format: 'png', width: 10, height: 20 };
  const at = new Date('2026-11-01T00:00:00Z');

  it('inspects a stored image once; concurrent reads share that one inspection', async () => {
    const memo = createImageFactsMemo();
    let calls = 0;
    const inspect = async () => {
      calls += 1;
      return facts;
    };
    const answers = await Promise.all([memo.get('a', at, inspect), memo.get('a', at, inspect)]);
    expect(await memo.get('a', at, inspect)).toEqual(facts);
    expect([answers, calls]).toEqual([[facts, facts], 1]);
  });

  it('an image stored again under its id (another stored_at) is inspected afresh; "no image" (null) is remembered too', async () => {
    const memo = createImageFactsMemo();
    let calls = 0;
    const inspect = async () => {
      calls += 1;
      return calls === 1 ? null : facts;
    };
    expect(await memo.get('a', at, inspect)).toBeNull();
    expect(await memo.get('a', at, inspect)).toBeNull();
    expect(await memo.get('a', new Date(at.getTime() + 1), inspect)).toEqual(facts);
    expect(calls).toBe(2);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const memo = createImageFactsMemo(2);
    const seen: string[] = [];
    const inspect = (id: string) => async () => {
      seen.push(id);
      return facts;
    };
    await memo.get('a', at, inspect('a'));
    await memo.get('b', at, inspect('b'));
    await memo.get('a', at, inspect('a')); // a is now the most recent
    await memo.get('c', at, inspect('c')); // b goes
    expect(memo.size).toBe(2);
    await memo.get('a', at, inspect('a'));
    await memo.get('b', at, inspect('b'));
    expect(seen).toEqual(['a', 'b', 'c', 'b']);
  });

  it('a failed inspection is not remembered: the next request tries again', async () => {
    const memo = createImageFactsMemo();
    let calls = 0;
    const inspect = async () => {
      calls += 1;
      if (calls === 1) throw new Error('storage hiccup');
      return facts;
    };
    await expect(memo.get('a', at, inspect)).rejects.toThrow('storage hiccup');
    expect(await memo.get('a', at, inspect)).toEqual(facts);
    expect(calls).toBe(2);
  });
});
