import os from 'node:os';
import { clusterUnavailableReason, startCluster, type NginxProxy } from '../../tests/support/cluster';
import { formatLoad, runAutocannon, type LoadResult } from './autocannon-load';
import { seedBenchDatabase } from './bench-server';
import type { TargetRow } from './report';

/**
 * The production shape from
 * tests/support/cluster.ts (PostgreSQL, `node --import tsx server/main.ts` instances, nginx in front), one
 * published article seeded as the other rows' (bench-server.ts), then the public content read and the
 * /contents/[id] HTML through nginx with one upstream instance, then with two. Information only: on this
 * machine nginx, autocannon, PostgreSQL and the instances share the same cores.
 */
export interface ScaleOutOptions {
  /** The built web app (dist/), for the reading page's HTML. */
  readonly staticDir: string;
  readonly contentReadPath: string;
  /** run.ts's warm-up then measured autocannon run. */
  readonly load: (url: string, headers?: Record<string, string>) => Promise<LoadResult>;
  readonly htmlHeaders: Record<string, string>;
  readonly connections: number;
  /** Seconds of unmeasured load on each path through both instances before the first measured run. */
  readonly warmupS: number;
}

const FIGURES = ['content read', '/contents/[id] HTML'] as const;
const figureName = (figure: string, suffix: string) => `${figure} via nginx, ${suffix}`;

/** The rows when the figure cannot run here. */
export function scaleOutSkippedRows(reason: string): TargetRow[] {
  return FIGURES.flatMap((figure) =>
    ['1 instance', '2 instances', '2 ÷ 1 instances req/s'].map((suffix) => ({
      figure: figureName(figure, suffix),
      value: '—',
      target: '(info)',
      pass: null,
      note: reason,
    })),
  );
}

export const scaleOutUnavailableReason = clusterUnavailableReason;

const shown = (r: LoadResult) => `${r.requestsPerSecond.toFixed(0)}/s p99 ${r.p99Ms.toFixed(0)}ms`;
const errorsNote = (...results: LoadResult[]) => {
  const errors = results.reduce((n, r) => n + r.errors, 0);
  return errors > 0 ? `${errors} errors` : undefined;
};

export async function benchScaleOut(options: ScaleOutOptions): Promise<TargetRow[]> {
  const cluster = await startCluster({
    instances: 2,
    env: {
      STATIC_DIR: options.staticDir,
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:1',
    },
  });
  try {
    const contentId = await seedBenchDatabase(cluster.postgres.url, cluster.dataDir);
    const one = await cluster.startNginx([cluster.instances[0]]);
    const two = cluster.nginx;
    const paths = [`${options.contentReadPath}/${contentId}`, `/contents/${contentId}`];
    const measure = async (proxy: NginxProxy, i: number, label: string): Promise<LoadResult> => {
      const result = await options.load(`${proxy.url}${paths[i]}`, i === 1 ? options.htmlHeaders : undefined);
      console.log(
        `${formatLoad(`${FIGURES[i]} via nginx, ${label}`, result)}   (load average ${os.loadavg()[0].toFixed(1)})`,
      );
      return result;
    };
    console.log(
      `\nissue 12: PostgreSQL, nginx, ${cluster.instances.length} instances of server/main.ts (${options.connections} connections, ${os.cpus().length} cores)`,
    );
    // Both instances warmed (JIT, pools, caches) on both paths before any measured run, then one and two
    // instances measured back to back for each figure (a shared machine's load drifts over minutes).
    for (const [i] of FIGURES.entries()) {
      await runAutocannon(`${two.url}${paths[i]}`, {
        connections: options.connections,
        durationS: options.warmupS,
        headers: i === 1 ? options.htmlHeaders : undefined,
      });
    }
    const single: LoadResult[] = [],
      double: LoadResult[] = [];
    for (const [i] of FIGURES.entries()) {
      single.push(await measure(one, i, '1 instance'));
      double.push(await measure(two, i, '2 instances'));
    }
    const cores = os.cpus().length;
    const coresNote =
      cores <= 2
        ? `${cores} cores shared by nginx, autocannon, PostgreSQL and the instances: two instances cannot double it here`
        : `${cores} cores shared by nginx, autocannon, PostgreSQL and the instances`;
    return FIGURES.flatMap((figure, i) => {
      const ratio = double[i].requestsPerSecond / single[i].requestsPerSecond;
      console.log(`${`  ${figure}: 2 ÷ 1 instances`.padEnd(52)} ${ratio.toFixed(2)}`);
      return [
        {
          figure: figureName(figure, '1 instance'),
          value: shown(single[i]),
          target: '(info)',
          pass: null,
          note: errorsNote(single[i]),
        },
        {
          figure: figureName(figure, '2 instances'),
          value: shown(double[i]),
          target: '(info)',
          pass: null,
          note: errorsNote(double[i]),
        },
        {
          figure: figureName(figure, '2 ÷ 1 instances req/s'),
          value: ratio.toFixed(2),
          target: '(info)',
          pass: null,
          note: [coresNote, errorsNote(single[i], double[i])].filter(Boolean).join('; '),
        },
      ];
    });
  } finally {
    await cluster.stop();
  }
}
