/**
 * "Did I save these?" asked about many ids at once. A file of its own so the reader's first JavaScript (its save
 * service) takes these few lines without the rest of saved.ts.
 */

/** How many ids one "did I save these?" call may ask about (the server refuses more: 422 4220607000). */
export const SAVED_STATUS_IDS_MAX = 100;

/** The "did I save these?" calls a set of ids needs: each id once, at most SAVED_STATUS_IDS_MAX per call. */
export function savedStatusBatches(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let at = 0; at < unique.length; at += SAVED_STATUS_IDS_MAX)
    batches.push(unique.slice(at, at + SAVED_STATUS_IDS_MAX));
  return batches;
}
