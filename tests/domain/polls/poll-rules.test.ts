import { describe, expect, it } from 'vitest';
import {
  POLL_LIMITS,
  localized,
  pollDraftProblems,
  pollState,
  tally,
  voteRefusal,
  type PollDraft,
} from '../../../src/domain/polls/poll-rules';

const NOW = Date.UTC(2026, 5, 1, 12);
const poll = { closesAt: NOW + 60_000, optionIds: ['a', 'b', 'c'] };
const text = (en: string, th = '') => ({ th, en });
const draft = (changes: Partial<PollDraft> = {}): PollDraft => ({
  question: text('Best beach?'),
  options: [
    { text: text('Krabi'), imageId: null },
    { text: text('Phuket'), imageId: null },
  ],
  closesAt: null,
  ...changes,
});

describe('poll rules: one vote, closing', () => {
  it('a first vote on an open poll counts', () => {
    expect(voteRefusal(poll, 'a', false, NOW)).toBeNull();
  });

  it('a second vote is refused (alreadyVoted) and never moves the first', () => {
    expect(voteRefusal(poll, 'b', true, NOW)).toBe('alreadyVoted');
  });

  it('an option that is not in the poll is refused', () => {
    expect(voteRefusal(poll, 'zzz', false, NOW)).toBe('unknownOption');
  });

  it.each([
    ['a ms before closes_at', poll.closesAt - 1, 'open'],
    ['at closes_at itself', poll.closesAt, 'closed'],
    ['after closes_at', poll.closesAt + 1, 'closed'],
  ] as const)('closing boundary — %s the poll is %s', (_label, now, state) => {
    expect(pollState(poll.closesAt, now)).toBe(state);
    expect(voteRefusal(poll, 'a', false, now)).toBe(state === 'closed' ? 'pollClosed' : null);
  });

  it('a poll without closes_at stays open', () => {
    expect(pollState(null, Number.MAX_SAFE_INTEGER)).toBe('open');
  });

  it('a closed poll refuses a vote as closed before anything else', () => {
    expect(voteRefusal(poll, 'zzz', true, poll.closesAt)).toBe('pollClosed');
  });
});

describe('poll tally: counts and whole percents', () => {
  it.each([[[1, 1, 1]], [[2, 1]], [[1, 2, 3, 4, 5, 6, 7]], [[333, 333, 334]], [[1, 0, 0]], [[7, 7, 7, 7, 7, 7]]])(
    'the percents of %j add up to exactly 100',
    (votes) => {
      const rows = tally(votes.map((v, i) => ({ optionId: `o${i}`, votes: v })));
      expect(rows.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
      rows.forEach((row, i) =>
        expect(Math.abs(row.percent - (votes[i] * 100) / votes.reduce((a, b) => a + b, 0))).toBeLessThan(1),
      );
    },
  );

  it('with no votes every percent is 0', () => {
    expect(
      tally([
        { optionId: 'a', votes: 0 },
        { optionId: 'b', votes: 0 },
      ]).map((r) => r.percent),
    ).toEqual([0, 0]);
  });

  it('one third each is 34/33/33 (largest remainder, first wins a tie)', () => {
    expect(
      tally([
        { optionId: 'a', votes: 1 },
        { optionId: 'b', votes: 1 },
        { optionId: 'c', votes: 1 },
      ]).map((r) => r.percent),
    ).toEqual([34, 33, 33]);
  });
});

describe('poll drafts', () => {
  it('a written poll has no problems', () => {
    expect(pollDraftProblems(draft(), NOW, true)).toEqual([]);
  });

  it.each([
    ['no question', draft({ question: text('  ') }), 'question'],
    ['one option', draft({ options: [{ text: text('Krabi'), imageId: null }] }), 'options'],
    [
      'eleven options',
      draft({
        options: Array.from({ length: POLL_LIMITS.optionsMax + 1 }, (_, i) => ({ text: text(`o${i}`), imageId: null })),
      }),
      'options',
    ],
    [
      'an empty option',
      draft({
        options: [
          { text: text('Krabi'), imageId: null },
          { text: text(''), imageId: null },
        ],
      }),
      'options[1].text',
    ],
    [
      'two alike options',
      draft({
        options: [
          { text: text('Krabi'), imageId: null },
          { text: text(' krabi '), imageId: null },
        ],
      }),
      'options[1].text',
    ],
    ['a question too long', draft({ question: text('x'.repeat(POLL_LIMITS.questionMax + 1)) }), 'question'],
    ['a new poll closing in the past', draft({ closesAt: NOW - 1 }), 'closes_at'],
    ['a new poll closing now', draft({ closesAt: NOW }), 'closes_at'],
  ])('%s is a problem of %s', (_label, written, field) => {
    const problems = pollDraftProblems(written, NOW, true);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].startsWith(`${field}:`)).toBe(true);
  });

  it('an edit may close a poll now (closes_at in the past)', () => {
    expect(pollDraftProblems(draft({ closesAt: NOW - 1 }), NOW, false)).toEqual([]);
  });

  it('a Thai-only question is written', () => {
    expect(pollDraftProblems(draft({ question: text('', 'ชายหาดไหนดีที่สุด') }), NOW, true)).toEqual([]);
    expect(localized(text('', 'ชายหาด'), 'en')).toBe('ชายหาด');
  });
});
