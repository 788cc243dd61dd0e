import type { PollTallyWire } from '../../src/contract/polls.contract';
import type { TallyBus } from './wallet.ports';

/** What a viewer receives: the tally and the change counter it is (the SSE `id:`). */
export type TallyListener = (tally: PollTallyWire, changeId: number) => void;

interface PollChannel {
  readonly viewers: Set<TallyListener>;
  last: { tally: PollTallyWire; changeId: number } | null;
  changeId: number;
  timer: ReturnType<typeof setTimeout> | null;
  running: boolean;
  dirty: boolean;
}

/**
 * The live tally of every watched poll in this process (issue 10: "one query per change, not per viewer").
 * A change heard on the bus for a poll nobody here watches costs nothing; for a watched poll the hub waits
 * `coalesceMs` (a burst of votes becomes one change), runs ONE tally query and writes the answer to every
 * viewer of that poll. A change arriving while the query runs schedules one more after it. A new viewer gets
 * the last broadcast tally when there is one, else one query (shared by viewers joining together).
 */
export class TallyHub {
  private readonly channels = new Map<string, PollChannel>();
  private readonly unsubscribe: () => void;
  private readonly joining = new Map<string, Promise<PollTallyWire>>();
  /** How many tally queries the hub ran (the tests check the "cheap" rule with it). */
  queries = 0;

  constructor(
    bus: TallyBus,
    private readonly load: (pollId: string) => Promise<PollTallyWire>,
    private readonly coalesceMs = 150,
  ) {
    this.unsubscribe = bus.subscribe((pollId) => this.changed(pollId));
  }

  /** Starts watching: `listener` gets the current tally first, then one call per change. The answer stops it. */
  async watch(pollId: string, listener: TallyListener): Promise<() => void> {
    const channel = this.channelOf(pollId);
    channel.viewers.add(listener);
    const stop = () => {
      channel.viewers.delete(listener);
      if (channel.viewers.size === 0 && this.channels.get(pollId) === channel) {
        if (channel.timer) clearTimeout(channel.timer);
        this.channels.delete(pollId);
      }
    };
    try {
      const current = channel.last ?? { tally: await this.firstTally(pollId), changeId: channel.changeId };
      if (channel.viewers.has(listener)) listener(current.tally, current.changeId);
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  close(): void {
    this.unsubscribe();
    for (const channel of this.channels.values()) if (channel.timer) clearTimeout(channel.timer);
    this.channels.clear();
  }

  private channelOf(pollId: string): PollChannel {
    let channel = this.channels.get(pollId);
    if (!channel) {
      channel = { viewers: new Set(), last: null, changeId: 0, timer: null, running: false, dirty: false };
      this.channels.set(pollId, channel);
    }
    return channel;
  }

  private firstTally(pollId: string): Promise<PollTallyWire> {
    let pending = this.joining.get(pollId);
    if (!pending) {
      this.queries += 1;
      pending = this.load(pollId).finally(() => this.joining.delete(pollId));
      this.joining.set(pollId, pending);
    }
    return pending;
  }

  private changed(pollId: string): void {
    const channel = this.channels.get(pollId);
    if (!channel) return;
    // The cached tally is stale from now on: a viewer joining before the broadcast queries afresh.
    channel.last = null;
    if (channel.running) {
      channel.dirty = true;
      return;
    }
    if (channel.timer) return;
    channel.timer = setTimeout(() => void this.broadcast(pollId, channel), this.coalesceMs);
  }

  private async broadcast(pollId: string, channel: PollChannel): Promise<void> {
    channel.timer = null;
    channel.running = true;
    try {
      this.queries += 1;
      const tally = await this.load(pollId);
      channel.changeId += 1;
      channel.last = channel.dirty ? null : { tally, changeId: channel.changeId };
      for (const viewer of [...channel.viewers]) viewer(tally, channel.changeId);
    } catch {
      // The next change (or a reconnect) brings the tally; a failed query must not end the viewers' streams.
    } finally {
      channel.running = false;
      if (channel.dirty && this.channels.get(pollId) === channel) {
        channel.dirty = false;
        channel.timer = setTimeout(() => void this.broadcast(pollId, channel), this.coalesceMs);
      }
    }
  }
}
