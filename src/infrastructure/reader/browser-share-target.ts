import type { ShareData, ShareTarget } from '../../application/ports/share.port';

/** The Web Share API and the async Clipboard API behind the ShareTarget port (share). */
export class BrowserShareTarget implements ShareTarget {
  // Read when used, not when made: the reader's services are also made where the page is rendered on the server.
  constructor(private readonly navigatorOf: () => Navigator = () => window.navigator) {}

  private get nav(): Navigator {
    return this.navigatorOf();
  }

  canShareNatively(): boolean {
    return typeof this.nav.share === 'function';
  }

  async shareNatively(data: ShareData): Promise<'shared' | 'cancelled'> {
    try {
      await this.nav.share({ title: data.title, text: data.text, url: data.url });
      return 'shared';
    } catch (error) {
      // The reader closed the sheet: not a failure (the Web Share API rejects with AbortError).
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }

  async copyText(text: string): Promise<void> {
    if (!this.nav.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await this.nav.clipboard.writeText(text);
  }
}
