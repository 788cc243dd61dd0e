import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { locationRepository, placeMapRepository } from './location.repository';
import { locationRoutes } from './location.routes';
import { createLocationUseCases } from './locations.use-cases';
import type { PlaceEvents } from './places.ports';

/**
 * Places: locations by id and list, reverse geocoding, the public map search, the map's box query, distances,
 * proposals. `events` hears of each decision on a proposal, in its transaction (the notifications module's sender).
 */
export function createPlacesModule(kernel: Kernel, users: UserUseCases, events: PlaceEvents | null = null) {
  const useCases = createLocationUseCases(kernel, { ...locationRepository, ...placeMapRepository }, users, events);
  return { useCases, routes: locationRoutes(useCases) };
}
