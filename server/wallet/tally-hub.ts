import type { PollTallyWire } from '../../src/contract/polls.contract';
import { pollState } from '../../src/domain/polls/poll-rules';
import type { TallyBus } from './wallet.ports';

/** What a viewer receives: the tally and the change counter it is (the SSE `id:`). */
export type TallyListener = (tally: PollTallyWire, changeId: number) => void;

/** One tally query's answer: the tally and the poll's closing instant (epoch ms, or null), so the hub knows when it closes. */
export interface LiveTally {
  readonly tally: PollTallyWire;
  readonly closesAt: number | null;
}

/** What `watch` answers: the tally to send first, and the call that stops watching. */
export interface Watching {
  readonly first: { readonly tally: PollTallyWire; readonly changeId: number };
  readonly stop: () => void;
}

interface PollChannel {
  readonly viewers: Set<TallyListener>;
  last: { tally: PollTallyWire; changeId: number } | null;
  /** From the last query; undefined before the first. */
  closesAt: number | null | undefined;
  changeId: number;
  /** Changes heard so far: a first tally loaded while one arrived is not cached. */
  version: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** Fires at closesAt: the viewers get the final tally although no vote moved it. */
  closing: ReturnType<typeof setTimeout> | null;
  running: boolean;
  dirty: boolean;
}

/** setTimeout's longest delay; a later closing instant is reached in several waits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The live tally of every watched poll in this process ("one query per change, not per viewer").
 * A change heard on the bus for a poll nobody here watches costs nothing; for a watched poll the hub waits
 * `coalesceMs` (a burst of votes becomes one change), runs ONE tally query and writes the answer to every
 * viewer of that poll. A change arriving while the query runs schedules one more after it. A new viewer gets
 * the cached tally when there is one, else one query (shared by viewers joining together).
 *
 * A poll closes by time, not by a change: the state is decided when a tally is sent (`now` against the
 * poll's closesAt, so a cached tally never says "open" after closing), and a timer at closesAt sends the
 * viewers the final tally.
 */
export class TallyHub {
  private readonly channels = new Map<string, PollChannel>();
  private readonly unsubscribe: () => void;
  private readonly joining = new Map<string, Promise<LiveTally>>();
  /** How many tally queries the hub ran (the tests check the "cheap" rule with it). */
  queries = 0;

  constructor(
    bus: TallyBus,
    private readonly load: (pollId: string) => Promise<LiveTally>,
    private readonly now: () => number,
    private readonly coalesceMs = 150,
  ) {
    this.unsubscribe = bus.subscribe((pollId) => {
      // null: changes may have been missed (a listening connection came back): every watched poll.
      if (pollId === null) for (const watched of [...this.channels.keys()]) this.changed(watched);
      else this.changed(pollId);
    });
  }

  /** Viewers watching `pollId`, or every poll (the tests check that a stream gone leaves none behind). */
  viewerCount(pollId?: string): number {
    if (pollId !== undefined) return this.channels.get(pollId)?.viewers.size ?? 0;
    let count = 0;
    for (const channel of this.channels.values()) count += channel.viewers.size;
    return count;
  }

  /**
   * Starts watching: `listener` hears every change from now on (a change during this call included); the
   * answer is the current tally to send first (the cached one when there is one) and the stop call. An
   * unknown poll rejects (the loader's 404) and leaves nothing behind.
   */
  async watch(pollId: string, listener: TallyListener): Promise<Watching> {
    const channel = this.channelOf(pollId);
    channel.viewers.add(listener);
    const stop = () => {
      channel.viewers.delete(listener);
      if (channel.viewers.size === 0 && this.channels.get(pollId) === channel) this.drop(pollId, channel);
    };
    try {
      if (channel.last) return { first: this.stated(channel, channel.last), stop };
      const { version, changeId } = channel;
      const loaded = await this.firstTally(pollId);
      // The counter from before the query: a broadcast during it reaches the listener with a higher one.
      const first = { tally: loaded.tally, changeId };
      if (this.channels.get(pollId) === channel) {
        if (channel.version === version && !channel.running && !channel.last) channel.last = first;
        if (channel.closesAt === undefined) this.learnClosing(pollId, channel, loaded.closesAt);
      }
      return { first: this.stated(channel, first, loaded.closesAt), stop };
    } catch (error) {
      stop();
      throw error;
    }
  }

  close(): void {
    this.unsubscribe();
    for (const channel of this.channels.values()) this.clearTimers(channel);
    this.channels.clear();
  }

  private channelOf(pollId: string): PollChannel {
    let channel = this.channels.get(pollId);
    if (!channel) {
      channel = {
        viewers: new Set(),
        last: null,
        closesAt: undefined,
        changeId: 0,
        version: 0,
        timer: null,
        closing: null,
        running: false,
        dirty: false,
      };
      this.channels.set(pollId, channel);
    }
    return channel;
  }

  private drop(pollId: string, channel: PollChannel): void {
    this.clearTimers(channel);
    this.channels.delete(pollId);
  }

  private clearTimers(channel: PollChannel): void {
    if (channel.timer) clearTimeout(channel.timer);
    if (channel.closing) clearTimeout(channel.closing);
    channel.timer = null;
    channel.closing = null;
  }

  /** The tally with its state as of now (a cached "open" turns "closed" once closesAt has passed). */
  private stated(channel: PollChannel, sent: { tally: PollTallyWire; changeId: number }, closesAt = channel.closesAt) {
    if (closesAt === undefined) return sent;
    return { tally: { ...sent.tally, state: pollState(closesAt, this.now()) }, changeId: sent.changeId };
  }

  private firstTally(pollId: string): Promise<LiveTally> {
    let pending = this.joining.get(pollId);
    if (!pending) {
      this.queries += 1;
      pending = this.load(pollId).finally(() => this.joining.delete(pollId));
      this.joining.set(pollId, pending);
    }
    return pending;
  }

  /** Remembers when the poll closes and, while it is open, wakes up then to send the final tally. */
  private learnClosing(pollId: string, channel: PollChannel, closesAt: number | null): void {
    channel.closesAt = closesAt;
    if (channel.closing) clearTimeout(channel.closing);
    channel.closing = null;
    if (closesAt === null || pollState(closesAt, this.now()) === 'closed') return;
    const wait = Math.min(Math.max(closesAt - this.now(), 0), MAX_TIMER_MS);
    channel.closing = setTimeout(() => {
      channel.closing = null;
      if (this.channels.get(pollId) !== channel) return;
      // Woken early (a wait longer than a timer allows, a clock that moved differently): wait again.
      if (pollState(closesAt, this.now()) === 'open') this.learnClosing(pollId, channel, closesAt);
      else this.changed(pollId);
    }, wait);
    channel.closing.unref?.();
  }

  private changed(pollId: string): void {
    const channel = this.channels.get(pollId);
    if (!channel) return;
    // The cached tally is stale from now on: a viewer joining before the broadcast queries afresh.
    channel.last = null;
    channel.version += 1;
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
      const loaded = await this.load(pollId);
      channel.changeId += 1;
      const sent = { tally: loaded.tally, changeId: channel.changeId };
      channel.last = channel.dirty ? null : sent;
      if (this.channels.get(pollId) === channel) this.learnClosing(pollId, channel, loaded.closesAt);
      const stated = this.stated(channel, sent);
      for (const viewer of [...channel.viewers]) viewer(stated.tally, stated.changeId);
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
