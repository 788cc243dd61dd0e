import type { ChangeFeed } from './change-feed.port';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './database.port';
import type { ReverseGeocoder } from './geocoder.port';
import type { IdentityProvider } from './identity.port';
import type { JobQueue } from './job-queue.port';
import type { LineClient, LineMessaging } from './line.port';
import type { Mailer } from './mailer.port';
import type { RateCounters } from './rate-counter.port';
import type { ImageResizer } from './image-resizer.port';
import type { RichTextSanitizer } from './sanitizer.port';
import type { LocalFileStorage, ObjectStorage } from './storage.port';

/** Everything the modules may touch of the outside world, typed by the ports; built once in server/app.ts. */
export interface Kernel {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly identity: IdentityProvider;
  readonly line: LineClient;
  /** LINE Messaging API push (LINE_MESSAGING_TOKEN); null: no LINE notifications. */
  readonly lineMessaging: LineMessaging | null;
  readonly clock: Clock;
  /** Content images (covers, sections, the media library): local folder or S3 per STORAGE. */
  readonly storage: ObjectStorage;
  /** DATA_DIR/uploads behind this server's signed URLs: avatars, report attachments, and content images when local. */
  readonly localFiles: LocalFileStorage;
  readonly geocoder: ReverseGeocoder;
  readonly sanitizer: RichTextSanitizer;
  /** Decodes and resizes content images into their WebP/JPEG variants. */
  readonly images: ImageResizer;
  /** Changes readers see, told to every instance: in process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  readonly changes: ChangeFeed;
  /** Fixed-window counters behind the server's limits: in memory on PGlite, in PostgreSQL (shared) otherwise. */
  readonly rateCounters: RateCounters;
  /**
   * Durable background jobs in the database (pg-boss, on PGlite and PostgreSQL): sent in the business write's
   * transaction, worked by every instance, each job by one at a time.
   */
  readonly jobs: JobQueue;
  /** Notification e-mails over SMTP (SMTP_URL); null when e-mail delivery is off. */
  readonly mailer: Mailer | null;
  /** HMAC key of the unsubscribe links in notification e-mails (MAIL_SECRET, else one kept in the database). */
  readonly mailSecret: string;
}

export const nowDate = (deps: Pick<Kernel, 'clock'>): Date => new Date(deps.clock.now());
