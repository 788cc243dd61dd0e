import type { ReaderPollApi } from '../../application/ports/reader-poll-api.port';
import type { PollWire } from '../../contract/polls.contract';
import { WALLET_PATHS } from '../../contract/wallet.paths';
import type { PollView } from '../../domain/polls/poll';
import { isPollWire, pollFromWire } from '../wire/poll-mappers';
import { walletPath, type FetchJson } from './fetch-json';

/** The reader's poll calls over its fetch wrapper (no axios, no TypeBox). */
export class FetchPollApi implements ReaderPollApi {
  constructor(private readonly http: FetchJson) {}

  async getPoll(pollId: string, token: string | null): Promise<PollView> {
    const { data } = await this.http.call<PollWire>('GET', 'public', walletPath(WALLET_PATHS.poll, { pollId }), {
      token,
    });
    return pollFromWire(data);
  }

  async placePolls(locationId: string): Promise<readonly PollView[]> {
    const { data } = await this.http.call<PollWire[]>(
      'GET',
      'public',
      walletPath(WALLET_PATHS.placePolls, { locationId }),
      {},
    );
    return (Array.isArray(data) ? data : []).filter(isPollWire).map(pollFromWire);
  }

  decodePoll(embedded: unknown): PollView | null {
    return isPollWire(embedded) ? pollFromWire(embedded) : null;
  }

  async vote(pollId: string, optionId: string, token: string): Promise<PollView> {
    const { data } = await this.http.call<PollWire>('POST', 'private', walletPath(WALLET_PATHS.pollVotes, { pollId }), {
      body: { option_id: optionId },
      token,
    });
    return pollFromWire(data);
  }
}
