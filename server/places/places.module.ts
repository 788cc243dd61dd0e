import type { Kernel } from '../kernel/deps';
import { locationRepository } from './location.repository';
import { locationRoutes } from './location.routes';
import { createLocationUseCases } from './locations.use-cases';

/** Places: locations by id and list, reverse geocoding, the public map search. */
export function createPlacesModule(kernel: Kernel) {
  const useCases = createLocationUseCases(kernel, locationRepository);
  return { useCases, routes: locationRoutes(useCases) };
}
