import { spawn, type ChildProcess } from 'node:child_process';

/** A TypeScript script run in a Node process of its own (for kill -9 tests), its stdout read line by line. */
export interface LineChild {
  readonly process: ChildProcess;
  readonly lines: string[];
  /** Resolves with the lines so far once `predicate` holds for one; rejects when the child exits first. */
  waitFor(predicate: (line: string) => boolean, timeoutMs: number): Promise<string[]>;
  readonly exited: Promise<number | null>;
  /** SIGKILL unless it has exited already (a test's cleanup after a failure). */
  kill(): Promise<void>;
}

export function startLineChild(script: string, env: Record<string, string>): LineChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let buffer = '';
  let running = true;
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const waiter of [...waiters]) waiter();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': every line the child wrote has been read by then.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      running = false;
      resolve(code);
    }),
  );
  return {
    process: child,
    lines,
    exited,
    async kill() {
      if (!running) return;
      child.kill('SIGKILL');
      await exited;
    },
    waitFor: (predicate, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (lines.some(predicate)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve([...lines]);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`child did not get there in ${timeoutMs} ms; last lines ${lines.slice(-3)}; ${stderr}`));
        }, timeoutMs);
        void exited.then((code) => {
          if (!lines.some(predicate)) {
            clearTimeout(timer);
            reject(new Error(`child exited (${code}) first: ${stderr}`));
          }
        });
        waiters.add(check);
        check();
      }),
  };
}
