import { makeAutoObservable } from 'mobx';
import type { CookieConsentService } from '../../application/consent/cookie-consent.service';

/** Cookie-consent banner state (spec §4): visible until accepted or declined. */
export class CookieConsentStore {
  visible = false;

  constructor(
    private readonly consent: Pick<
      CookieConsentService,
      'getState' | 'subscribe' | 'accept' | 'decline' | 'declineEnabled'
    >,
  ) {
    makeAutoObservable<CookieConsentStore, 'consent'>(this, { consent: false }, { autoBind: true });
  }

  get declineEnabled(): boolean {
    return this.consent.declineEnabled;
  }

  start(): () => void {
    this.setVisible(this.consent.getState().visible);
    return this.consent.subscribe((state) => this.setVisible(state.visible));
  }

  accept(): void {
    this.consent.accept();
  }

  decline(): void {
    this.consent.decline();
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
  }
}
