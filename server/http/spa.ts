import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { sendError } from './error-handler';

const API_PATH = /^\/(api|private\/api|public\/api)(\/|$)/;

/**
 * Serves the built SPA from one origin with the API (issue 2 §1). Unknown non-API GETs that accept HTML get
 * index.html so client routes work on reload; everything else unknown is 404 4040104404.
 */
export async function installSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasSpa = existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // Vite names built assets by content hash: they never change, so browsers may keep them for a year;
      // everything else (index.html, favicon) is revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html') || !request.headers.accept;
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(pathname) && wantsHtml) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, ErrorCode.notFound, `No route ${request.method} ${pathname}`);
  });
}
