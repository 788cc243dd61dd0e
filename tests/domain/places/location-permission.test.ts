import { describe, expect, it } from 'vitest';
import { locationAsk, type LocationAsk, type LocationPermission } from '../../../src/domain/places/location-permission';

describe('"near me" and "How far is it from me?": what pressing the control does first', () => {
  it.each<[LocationPermission, LocationAsk, string]>([
    ['granted', 'locate', 'already allowed: no prompt will come, so locate at once'],
    ['prompt', 'explain', 'the browser would prompt: say why first'],
    ['unknown', 'explain', 'the browser may prompt (no Permissions API): say why first'],
    ['denied', 'denied', 'refused before: asking again fails without a prompt, so say how to allow it'],
  ])('%s → %s (%s)', (permission, expected) => {
    expect(locationAsk(permission)).toBe(expected);
  });
});
