import type { ShareData, ShareTarget } from '../../src/application/ports/share.port';

/** A device with or without a share sheet and a clipboard that may refuse. */
export class InMemoryShareTarget implements ShareTarget {
  readonly shared: ShareData[] = [];
  readonly copied: string[] = [];
  clipboardFails = false;
  sheetResult: 'shared' | 'cancelled' | Error = 'shared';

  constructor(public native = false) {}

  canShareNatively(): boolean {
    return this.native;
  }

  async shareNatively(data: ShareData): Promise<'shared' | 'cancelled'> {
    if (this.sheetResult instanceof Error) throw this.sheetResult;
    this.shared.push(data);
    return this.sheetResult;
  }

  async copyText(text: string): Promise<void> {
    if (this.clipboardFails) throw new Error('NotAllowedError');
    this.copied.push(text);
  }
}
