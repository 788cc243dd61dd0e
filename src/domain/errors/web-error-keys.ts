/**
 * Spec §8 "Web-side" errors raised in the browser rather than by a backend or the identity
 * provider. Each has a message in every locale; the values are i18n keys.
 */
export const WebErrorKey = {
  noLocation: 'errors.web.noLocation',
  shareFailed: 'errors.web.shareFailed',
  rotateImage: 'errors.web.rotateImage',
  convertImage: 'errors.web.convertImage',
  compressImage: 'errors.web.compressImage',
  decodeBlurhash: 'errors.web.decodeBlurhash',
  encodeBlurhash: 'errors.web.encodeBlurhash',
  loadImage: 'errors.web.loadImage',
  lineLogin: 'errors.web.lineLogin',
  unsupportedActionMode: 'errors.web.unsupportedActionMode',
} as const;

export type WebErrorKeyName = keyof typeof WebErrorKey;
