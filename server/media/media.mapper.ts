import type { ImageRefWire } from '../../src/contract/content.contract';
import type { LibraryImageWire } from '../../src/contract/media.contract';
import type { ServerConfig } from '../kernel/config';
import type { MediaImageRow } from './media.ports';

/** Storage key of a content image; the same in the local folder and in the bucket. */
export const mediaKey = (imageId: string): string => `media/${imageId}`;

/** Where readers load an image: this server's image-service (local) or the bucket's public URL (S3, as S3ObjectStorage.publicUrl). */
export function imageUrlFor(
  deps: { readonly config: Pick<ServerConfig, 'storage' | 'publicUrl'> },
  imageId: string,
): string {
  const storage = deps.config.storage;
  return storage.kind === 's3'
    ? `${storage.s3.publicUrl}/${mediaKey(imageId)}`
    : `${deps.config.publicUrl}/api/content-platform/image-service/v1/images/${imageId}`;
}

/** ImageRef on the wire (content contract): the url is always derived from the id, never stored. */
export const toImageRef = (
  deps: { readonly config: Pick<ServerConfig, 'storage' | 'publicUrl'> },
  row: MediaImageRow,
): ImageRefWire => ({
  image_id: row.image_id,
  url: imageUrlFor(deps, row.image_id),
  blurhash: row.blurhash,
  width: row.width,
  height: row.height,
});

/** A media-library entry: the ImageRef plus purpose and created_at. */
export const toLibraryImage = (
  deps: { readonly config: Pick<ServerConfig, 'storage' | 'publicUrl'> },
  row: MediaImageRow,
): LibraryImageWire => ({
  ...toImageRef(deps, row),
  purpose: row.purpose,
  created_at: new Date(row.created_at).toISOString(),
});
