/** Keys are ours, never user input; still, refuse anything that could climb out of a folder or bucket prefix. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
