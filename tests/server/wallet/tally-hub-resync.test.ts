import { describe, expect, it } from 'vitest';
import { createInProcessChangeFeed, Subscribers } from '../../../server/db/in-process-change-feed';
import { tallyBusOver } from '../../../server/wallet/tally-bus';
import { TallyHub, type LiveTally } from '../../../server/wallet/tally-hub';

const tally = (pollId: string, votes: number): LiveTally => ({
  tally: {
    poll_id: pollId,
    total_votes: votes,
    state: 'open',
    options: [{ option_id: 'o1', votes, percent: votes ? 100 : 0 }],
  },
  closesAt: null,
});

/** The live tallies ride the kernel's change feed (topic poll-tally), across instances on PostgreSQL. */
describe('live tallies over the change feed', () => {
  it('a published poll change reaches the viewers of that poll only', async () => {
    const feed = createInProcessChangeFeed();
    let votes = 0;
    const hub = new TallyHub(
      tallyBusOver(feed),
      async (pollId) => tally(pollId, votes),
      () => Date.now(),
      5,
    );
    const heard: number[] = [];
    const watching = await hub.watch('p1', (t) => heard.push(t.total_votes));
    expect(watching.first.tally.total_votes).toBe(0);
    votes = 1;
    await feed.publish('poll-tally', 'p1');
    await feed.publish('poll-tally', 'p2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([1]);
    watching.stop();
    hub.close();
  });

  it('"changes may have been missed" (null, a listening connection came back) refreshes every watched poll', async () => {
    const subscribers = new Subscribers();
    const bus = tallyBusOver({
      publish: async () => undefined,
      subscribe: (topic, handler) => subscribers.add(topic, handler),
    });
    let votes = 0;
    const hub = new TallyHub(
      bus,
      async (pollId) => tally(pollId, votes),
      () => Date.now(),
      5,
    );
    const heard: string[] = [];
    const one = await hub.watch('p1', (t) => heard.push(`${t.poll_id}:${t.total_votes}`));
    const two = await hub.watch('p2', (t) => heard.push(`${t.poll_id}:${t.total_votes}`));
    votes = 3;
    subscribers.tellAllStale();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.sort()).toEqual(['p1:3', 'p2:3']);
    one.stop();
    two.stop();
    hub.close();
  });
});
