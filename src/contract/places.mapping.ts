import { normalizeAdminArea, type AdminArea } from '../domain/places/admin-area';
import type { AdminAreaWire } from './places.contract';

/**
 * A place's administrative area between wire and domain, for the server's mappers and the SPA's and reader's
 * adapters alike (one mapping whatever the transport). Types only from the contract: the reader's budget carries
 * no TypeBox schema.
 */
export const adminAreaToWire = (area: AdminArea | null): AdminAreaWire | null =>
  area
    ? {
        district_th: area.districtTh,
        district_en: area.districtEn,
        province_th: area.provinceTh,
        province_en: area.provinceEn,
      }
    : null;

/** Anything the wire holds (or an older server that sends no area) becomes a normalised area or null. */
export const adminAreaFromWire = (wire: Partial<AdminAreaWire> | null | undefined): AdminArea | null =>
  normalizeAdminArea(
    wire
      ? {
          districtTh: wire.district_th,
          districtEn: wire.district_en,
          provinceTh: wire.province_th,
          provinceEn: wire.province_en,
        }
      : null,
  );
