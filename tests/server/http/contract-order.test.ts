import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, WALLET_PATHS } from '../../../src/contract/wallet.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { ORCH, reserve } from '../helpers/content-fixtures';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

/**
 * The order a client learns what is wrong, and the HTTP rules a generic client (or a fuzzer reading the served
 * OpenAPI document) relies on: who is asking is settled before what they sent, a path that exists answers a wrong
 * method with 405 and `Allow`, and a JSON `null` is not an omitted body.
 */
describe('the API answers in HTTP order: who, then what, then the call', () => {
  let t: TestServer;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    user = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  it('spec §8 4010104001 comes first: an anonymous write with a broken body is 401, not 422 naming its fields', async () => {
    const { content_id: id } = await reserve(t, user);
    const anonymous = await t.call('PATCH', `${ORCH}/contents/${id}`, { body: { title: 42 } });
    expect(anonymous.status).toBe(401);
    expect(errCode(anonymous)).toBe(ErrorCode.invalidToken);
    // Signed in, the same body is the validation failure it is.
    const signedIn = await t.call('PATCH', `${ORCH}/contents/${id}`, { token: user.idToken, body: { title: 42 } });
    expect(signedIn.status).toBe(422);
  });

  it('an anonymous admin call with a bad query is 401 before its parameters are judged', async () => {
    const result = await t.call('GET', `/api${ADMIN_PATHS.queue}?kind=nonsense&status=whatever`);
    expect(result.status).toBe(401);
    expect(errCode(result)).toBe(ErrorCode.invalidToken);
  });

  it('an optional sign-in with a bad token is 401 (not a silent anonymous answer), and the document says so', async () => {
    const path = `/public/api${WALLET_PATHS.poll.replace(':pollId', 'no-such-poll')}`;
    const result = await t.call('GET', path, { token: 'not-a-token' });
    expect(result.status).toBe(401);
    const document = (await t.call('GET', '/api/docs/openapi.json')).body;
    const responses = document.paths[`/public/api${WALLET_PATHS.poll.replace(':pollId', '{pollId}')}`].get.responses;
    expect(Object.keys(responses)).toContain('401');
  });

  it('RFC 9110 405: a path that exists answers another method with Allow; a path that does not is 404', async () => {
    const login = await t.call('GET', '/api/user-auth-command-service/v1/login');
    expect(login.status).toBe(405);
    expect(errCode(login)).toBe(ErrorCode.methodNotAllowed);
    expect(login.headers.get('allow')).toBe('POST');

    // A path with a parameter: the poll answers GET (and so HEAD), never DELETE.
    const poll = await t.call('DELETE', `/public/api${WALLET_PATHS.poll.replace(':pollId', 'p-1')}`);
    expect(poll.status).toBe(405);
    expect(poll.headers.get('allow')).toBe('GET, HEAD');

    const unknown = await t.call('GET', '/api/no-such-service/v1/things');
    expect(unknown.status).toBe(404);
    expect(errCode(unknown)).toBe(ErrorCode.notFound);
    expect(unknown.headers.get('allow')).toBeNull();
  });

  it('a JSON null is refused (422) where the body may be omitted; an omitted body still works', async () => {
    for (const path of [
      '/api/user-auth-svc/sessions/create-token',
      '/api/user-orchestration-service/v1/profiles/terms-of-use',
      '/api/user-orchestration-service/v1/profiles/upload-avatar',
    ]) {
      const nullBody = await t.call('POST', path, { token: user.idToken, rawBody: 'null' });
      expect(nullBody.status, path).toBe(422);
    }
    const omitted = await t.call('POST', '/api/user-auth-svc/sessions/create-token', { token: user.idToken });
    expect(omitted.status).toBe(200);
  });

  it('a JSON body keeps its types: a number or boolean where the document says string is refused (422), not converted', async () => {
    const number = await t.call('POST', '/api/user-auth-svc/sessions/verify-token', { body: { session_token: 12345 } });
    expect(number.status).toBe(422);
    expect(number.body.status.err_message).toContain('session_token');
    const boolean = await t.call('POST', '/api/user-auth-svc/sessions/verify-token', { body: { session_token: true } });
    expect(boolean.status).toBe(422);
    // A query value is text by nature, and a number there is still read as one.
    const paged = await t.call('GET', `/public/api${WALLET_PATHS.campaigns}?offset=0&limit=5`);
    expect(paged.status).toBe(200);
    expect(paged.body.paging.limit).toBe(5);
  });
});
