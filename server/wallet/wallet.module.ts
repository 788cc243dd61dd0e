import type { Kernel } from '../kernel/deps';
import type { RoleUseCases } from '../moderation/roles.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import { campaignRepository } from './campaigns.repository';
import { campaignRoutes } from './campaigns.routes';
import { createCampaignUseCases, type CampaignContents } from './campaigns.use-cases';
import { pollEventsOpenApi, pollEventStreams } from './poll-events.routes';
import { pollRepository } from './polls.repository';
import { pollRoutes } from './polls.routes';
import { createPollUseCases } from './polls.use-cases';
import { tallyBusOver } from './tally-bus';
import { TallyHub } from './tally-hub';
import type { TallyBus } from './wallet.ports';

/**
 * The wallet (spec §7 wallet calls): polls with their live tally and campaigns with their entries.
 * The poll event stream registers itself (`registerStreams`, with `openApiPaths`) instead of going through the
 * JSON route table. `bus` rides the kernel's change feed by default (LISTEN/NOTIFY across instances on PostgreSQL).
 */
export function createWalletModule(
  kernel: Kernel,
  users: UserUseCases,
  content: CampaignContents,
  roles: RoleUseCases,
  bus: TallyBus = tallyBusOver(kernel.changes),
) {
  const polls = createPollUseCases(kernel, pollRepository, bus, users, roles);
  const campaigns = createCampaignUseCases(kernel, campaignRepository, content, users, roles);
  // Through `polls` at call time (not a bound method), so a test may slow the loader down.
  const hub = new TallyHub(
    bus,
    (pollId) => polls.liveTally(pollId),
    () => kernel.clock.now(),
  );
  return {
    polls,
    campaigns,
    hub,
    routes: [...pollRoutes(polls), ...campaignRoutes(campaigns)],
    registerStreams: pollEventStreams(hub),
    openApiPaths: pollEventsOpenApi(),
  };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
