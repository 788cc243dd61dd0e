import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { contentMediaRoutes } from './content-media.routes';
import { IMAGE_VARIANTS_QUEUE } from './image-variants';
import { mediaRepository } from './media.repository';
import { createMediaUseCases } from './media.use-cases';
import { uploadRepository } from './upload.repository';
import { uploadUrlRoutes } from './upload-urls.routes';
import { createUploadUseCases } from './upload.use-cases';
import { uploadOpenApiPaths, uploadRoutes } from './uploads.routes';

/**
 * Images and uploads: content-image presigning and the media library (media_images), avatar and report
 * uploads (uploads), and the signed PUT/GET routes behind both, which carry bytes and register themselves
 * (`registerUploads`, with their OpenAPI paths) instead of going through the JSON route table.
 */
export function createMediaModule(kernel: Kernel, users: UserUseCases) {
  const media = createMediaUseCases(kernel, mediaRepository, users);
  const uploads = createUploadUseCases(kernel, uploadRepository, users);
  return {
    useCases: { media, uploads },
    routes: [...uploadUrlRoutes(uploads), ...contentMediaRoutes(media, kernel.config)],
    registerUploads: uploadRoutes(media, uploads, kernel.config, kernel.identity),
    uploadOpenApiPaths,
    /**
     * Works the image-variant queue in this process (the composition root, once; every instance does): one image
     * at a time, since resizing takes the CPU.
     */
    startJobs: () => kernel.jobs.work(IMAGE_VARIANTS_QUEUE, media.makeVariants, { batchSize: 1, concurrency: 1 }),
  };
}
