import { makeAutoObservable, runInAction } from 'mobx';
import type { PlacesService } from '../../../application/places/places.service';
import type { Location } from '../../../application/ports/location-api.port';
import type { ContentLanguage, ImageRef } from '../../../domain/content/content';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { DAYS, type DayMode, type DayName, type WeeklyOpeningHours } from '../../../domain/places/opening-hours';
import { validateOpeningHours } from '../../../domain/places/opening-hours-validation';
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME, formatOpeningTime } from '../../../domain/places/opening-time';
import { displayTimeOfDay, parseTimeOfDay } from '../../../domain/time/time-of-day';
import { ADMIN_AREA_NAME_MAX, normalizeAdminArea, type AdminArea } from '../../../domain/places/admin-area';
import { isThai } from '../../../domain/search/segment';
import { provinceInAddress, provinceNamed } from '../../../domain/places/thai-provinces';
import {
  normalizeProposal,
  pendingLocationProblems,
  PENDING_ADDRESS_MAX,
  PENDING_NAME_MAX,
} from '../../../domain/places/pending-location';

export type ProposeLookup = Pick<PlacesService, 'reverseGeocode' | 'proposePlace'>;

export interface DayEntry {
  readonly mode: DayMode;
  readonly open: string;
  readonly close: string;
}

// Times are typed and shown as HH:mm (spec §9) and stored as spec §3's HH.mm (a dot is accepted too).
const defaultDay = (): DayEntry => ({
  mode: 'open',
  open: displayTimeOfDay(DEFAULT_OPEN_TIME),
  close: displayTimeOfDay(DEFAULT_CLOSE_TIME),
});
const storedTime = (typed: string): string => {
  const minutes = parseTimeOfDay(typed);
  return minutes === null ? typed.trim() : formatOpeningTime(minutes);
};

/**
 * The "Propose a new place" form: names, point (reverse-geocoded into the address), optional spec §3
 * hours per weekday (modes closed / open24 / open, a new open day 00.00–23.59), an optional photo (uploaded through
 * locations/pending/pre_sign_url by the form's ImageUploadStore; its image id travels as photo_image_id). Submitting
 * asks the server for a pending location; a failure keeps everything typed and says why (4000607032 translated).
 */
export class ProposePlaceStore {
  nameTh = '';
  nameEn = '';
  point: { lat: number; lng: number } | null = null;
  address = '';
  /** The province picked from THAI_PROVINCES (its English name), or '' for none. */
  province = '';
  /** The district as typed, in Thai or English. */
  district = '';
  /** The uploaded photo (optional), or null. */
  photo: ImageRef | null = null;
  withHours = false;
  /** The hours' "closed on public holidays" box (sent only with hours). */
  closedOnPublicHolidays = false;
  hours: Record<DayName, DayEntry> = Object.fromEntries(DAYS.map((d) => [d, defaultDay()])) as Record<
    DayName,
    DayEntry
  >;
  geocoding = false;
  submitting = false;
  errorKey: string | null = null;
  /** Days whose hours are not valid (spec §3), shown next to them. */
  invalidDays: readonly DayName[] = [];
  private addressTouched = false;
  private provinceTouched = false;

  constructor(
    private readonly places: ProposeLookup,
    private readonly lang: ContentLanguage,
    keyword = '',
  ) {
    makeAutoObservable<ProposePlaceStore, 'places' | 'addressTouched' | 'provinceTouched'>(
      this,
      { places: false, addressTouched: false, provinceTouched: false },
      { autoBind: true },
    );
    if (lang === 'th') this.nameTh = keyword.trim();
    else this.nameEn = keyword.trim();
  }

  setNameTh(v: string): void {
    this.nameTh = v;
  }
  setNameEn(v: string): void {
    this.nameEn = v;
  }
  setAddress(v: string): void {
    this.address = v;
    this.addressTouched = true;
  }
  setProvince(englishName: string): void {
    this.province = provinceNamed(englishName)?.en ?? '';
    this.provinceTouched = true;
  }
  setDistrict(v: string): void {
    this.district = v;
  }
  setPhoto(image: ImageRef | null): void {
    this.photo = image;
  }
  setWithHours(on: boolean): void {
    this.withHours = on;
  }
  setClosedOnPublicHolidays(on: boolean): void {
    this.closedOnPublicHolidays = on;
  }
  setMode(day: DayName, mode: DayMode): void {
    this.hours[day] = { ...this.hours[day], mode };
  }
  setTime(day: DayName, which: 'open' | 'close', value: string): void {
    this.hours[day] = { ...this.hours[day], [which]: value };
  }

  /**
   * A point on the map; the address is prefilled from reverse geocoding unless the person typed one, and the
   * province from the province that address names unless the person picked one.
   */
  async pickPoint(point: { lat: number; lng: number }): Promise<void> {
    this.point = { lat: round(point.lat), lng: round(point.lng) };
    if (this.addressTouched && this.provinceTouched) return;
    this.geocoding = true;
    try {
      const found = await this.places.reverseGeocode(this.point, this.lang);
      runInAction(() => {
        if (!this.addressTouched) this.address = found.address.slice(0, PENDING_ADDRESS_MAX);
        const province = provinceInAddress(found.address);
        if (!this.provinceTouched && province) this.province = province.en;
      });
    } catch {
      // No address suggestion: the person may type one.
    } finally {
      runInAction(() => (this.geocoding = false));
    }
  }

  get openingHours(): WeeklyOpeningHours | null {
    if (!this.withHours) return null;
    return Object.fromEntries(
      DAYS.map((day) => {
        const e = this.hours[day];
        return [
          day,
          e.mode === 'open'
            ? { mode: 'open', periods: [{ open: storedTime(e.open), close: storedTime(e.close) }] }
            : { mode: e.mode },
        ];
      }),
    ) as unknown as WeeklyOpeningHours;
  }

  /** The district (in the language it was typed in; the other is filled from it) and the province, or null. */
  get adminArea(): AdminArea | null {
    const province = provinceNamed(this.province);
    const district = this.district.trim();
    return normalizeAdminArea({
      ...(isThai(district) ? { districtTh: district } : { districtEn: district }),
      provinceTh: province?.th ?? '',
      provinceEn: province?.en ?? '',
    });
  }

  /** The translated reason the form cannot be sent yet, or null. */
  get problemKey(): string | null {
    if (!this.nameTh.trim() && !this.nameEn.trim()) return 'editor.propose.needName';
    if (this.nameTh.trim().length > PENDING_NAME_MAX || this.nameEn.trim().length > PENDING_NAME_MAX)
      return 'editor.propose.nameTooLong';
    if (this.district.trim().length > ADMIN_AREA_NAME_MAX) return 'editor.propose.districtTooLong';
    if (!this.point) return 'editor.propose.needPoint';
    return null;
  }

  /** Sends the proposal; the new pending Location, or null (the reason in `errorKey`, nothing typed is lost). */
  async submit(): Promise<Location | null> {
    this.errorKey = this.problemKey;
    const hours = this.openingHours;
    this.invalidDays = hours ? [...new Set(validateOpeningHours(hours).map((i) => i.day))] : [];
    if (!this.errorKey && this.invalidDays.length > 0) this.errorKey = 'editor.propose.invalidHours';
    if (this.errorKey || !this.point) return null;
    const proposal = {
      nameTh: this.nameTh.trim(),
      nameEn: this.nameEn.trim(),
      lat: this.point.lat,
      lng: this.point.lng,
      address: this.address.trim(),
      photoImageId: this.photo?.imageId ?? null,
      openingHours: hours,
      closedOnPublicHolidays: hours !== null && this.closedOnPublicHolidays,
      adminArea: this.adminArea,
    };
    if (pendingLocationProblems(normalizeProposal(proposal)).length > 0) {
      this.errorKey = 'editor.propose.invalid';
      return null;
    }
    this.submitting = true;
    try {
      const location = await this.places.proposePlace(proposal, this.lang);
      return location;
    } catch (error) {
      const e = normalizeError(error);
      runInAction(
        () => (this.errorKey = e.code === ErrorCode.invalidPendingLocations ? 'editor.propose.invalid' : e.messageKey),
      );
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
