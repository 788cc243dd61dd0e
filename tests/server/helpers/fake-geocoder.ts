import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests: a place, Nominatim's "Unable to geocode", a 500, or nothing in time. */
export type FakeGeocoderMode = 'place' | 'unable' | 'error' | 'hang';

export interface FakeGeocoderRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly userAgent: string | undefined;
}

/** A fake Nominatim `/reverse?format=jsonv2` for the tests: answers are built from the query it receives. */
export interface FakeGeocoder {
  readonly url: string;
  readonly requests: FakeGeocoderRequest[];
  mode: FakeGeocoderMode;
  close(): Promise<void>;
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: FakeGeocoderRequest[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const state = { mode: 'place' as FakeGeocoderMode };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, userAgent: req.headers['user-agent'] });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname !== '/reverse') return json(404, { error: 'not found' });
    if (state.mode === 'hang') return void hanging.add(res);
    if (state.mode === 'error') return json(500, { error: 'internal' });
    if (state.mode === 'unable') return json(200, { error: 'Unable to geocode' });
    const th = url.searchParams.get('accept-language') === 'th';
    const point = `${url.searchParams.get('lat')},${url.searchParams.get('lon')}`;
    return json(200, {
      place_id: 1,
      osm_type: 'way',
      lat: url.searchParams.get('lat'),
      lon: url.searchParams.get('lon'),
      name: th ? 'ถนนข้าวสาร' : 'Khao San Road',
      display_name: `${th ? 'ถนนข้าวสาร, กรุงเทพมหานคร' : 'Khao San Road, Bangkok'} (${point})`,
      address: { road: 'Khao San Road', city: 'Bangkok', country: 'Thailand' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeGeocoderMode) {
      state.mode = value;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
