export interface ShareData {
  readonly title: string;
  readonly text?: string;
  readonly url: string;
}

/**
 * The device's ways to pass a link on. The
 * native sheet resolves 'cancelled' when the reader closes it, which is not a failure.
 */
export interface ShareTarget {
  canShareNatively(): boolean;
  shareNatively(data: ShareData): Promise<'shared' | 'cancelled'>;
  copyText(text: string): Promise<void>;
}
