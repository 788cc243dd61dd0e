import type { Kernel } from '../kernel/deps';
import type { UploadUseCases } from '../media/upload.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import { supportRepository } from './support.repository';
import { supportRoutes } from './support.routes';
import { createSupportUseCases } from './support.use-cases';

/** The support inbox: contact messages and issue reports. */
export function createSupportModule(kernel: Kernel, users: UserUseCases, uploads: UploadUseCases) {
  const useCases = createSupportUseCases(kernel, supportRepository, users, uploads);
  return { useCases, routes: supportRoutes(useCases) };
}
