import type { ChildProcess } from 'node:child_process';

/** What stopping needs of a child process (a ChildProcess, or a fake in tests). */
export type StoppableChild = Pick<ChildProcess, 'exitCode' | 'signalCode' | 'kill' | 'once'>;

export interface Stack {
  /** The API server and any other child that writes to the data folder. */
  readonly children: readonly StoppableChild[];
  /** Exports its accounts, then stops (scripts/lib/emulator.ts). */
  readonly emulator?: { stop(): Promise<void> };
}

/**
 * `npm start`'s Ctrl-C, in the order that keeps DATA_DIR consistent: the server first (it may still be
 * writing users while the emulator answers), then the emulator, which saves its accounts before it exits.
 * A child that ignores SIGTERM is killed after `graceMs`, so the emulator export is never skipped for it.
 */
export async function stopStack(stack: Stack, graceMs = 10_000): Promise<void> {
  await Promise.all(stack.children.map((child) => stopChild(child, graceMs)));
  await stack.emulator?.stop();
}

function stopChild(child: StoppableChild, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
