/**
 * The SQL statements a piece of work sends through a server's database port, to check that a read costs a fixed
 * number of queries (or none, from a cache). The job queue's workers poll the same database in the background
 * (`pgboss.` tables, server/db/pg-boss-job-queue.ts) whenever their timer fires: those statements are not the
 * work's and are left out, or a count would depend on when a poll happened to fall.
 */
const BACKGROUND = /\bpgboss\./;

interface Port {
  query: (...args: unknown[]) => Promise<unknown>;
  transaction: (...args: unknown[]) => Promise<unknown>;
}

export async function countQueries<T>(
  db: unknown,
  fn: () => Promise<T>,
  options: { transactions?: boolean } = {},
): Promise<{ result: T; queries: string[] }> {
  const port = db as Port;
  const [query, transaction] = [port.query, port.transaction];
  const queries: string[] = [];
  port.query = (...args: unknown[]) => {
    const text = String(args[0]);
    if (!BACKGROUND.test(text)) queries.push(text);
    return query.apply(port, args);
  };
  if (options.transactions) {
    // A transaction counts as one 'BEGIN', unless its first statement is the job queue's own (its maintenance).
    port.transaction = (run: unknown, ...rest: unknown[]) =>
      transaction.call(
        port,
        (tx: { query: (...args: unknown[]) => Promise<unknown> }) => {
          let first = true;
          const inner = tx.query;
          const watched = Object.create(tx) as typeof tx;
          watched.query = (...args: unknown[]) => {
            if (first && !BACKGROUND.test(String(args[0]))) queries.push('BEGIN');
            first = false;
            return inner.apply(tx, args);
          };
          return (run as (t: typeof tx) => Promise<unknown>)(watched);
        },
        ...rest,
      );
  }
  try {
    return { result: await fn(), queries };
  } finally {
    Object.assign(port, { query, transaction });
  }
}
