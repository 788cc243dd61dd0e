import { crc32 } from 'node:zlib';

/**
 * A copy of a PNG whose header (IHDR) says `width`×`height`, with a valid checksum: a decoder reading the header
 * sees an image of that size though the file stays tiny. Builds the header of a decompression bomb without
 * spending seconds compressing one.
 */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}
