import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { locationRepository, placeMapRepository } from './location.repository';
import { locationRoutes } from './location.routes';
import { createLocationUseCases } from './locations.use-cases';

/** Places: locations by id and list, reverse geocoding, the public map search, the map's box query, distances, proposals. */
export function createPlacesModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createLocationUseCases(kernel, { ...locationRepository, ...placeMapRepository }, users);
  return { useCases, routes: locationRoutes(useCases) };
}
