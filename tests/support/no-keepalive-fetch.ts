import http from 'node:http';

export interface PlainResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<any>;
  text(): Promise<string>;
}

/**
 * A minimal fetch for the Auth emulator's REST API over a fresh connection each time.
 *
 * Global fetch keeps idle sockets alive and reuses them; the emulator's HTTP server closes idle sockets
 * after a few seconds, and a request written onto a socket the server is closing at that moment fails
 * with "other side closed" (seen in CI). One connection per call costs nothing here and cannot race.
 */
export function fetchNoKeepAlive(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            text: async () => body,
            json: async () => JSON.parse(body),
          });
        });
      },
    );
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}
