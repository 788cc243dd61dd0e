/** The content orchestration calls' base. */
export const ORCH = '/api/content-platform/content-orchestration-service/v1';

/** A 1×1 PNG for a cover. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The server's calls as an end-to-end test makes them beside the browser (a second person's actions): JSON in,
 * the envelope's data out, any refusal thrown with the whole answer.
 */
export function e2eApi(baseUrl: () => string) {
  async function api(method: string, path: string, token: string | null, body?: unknown): Promise<any> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { status: { err_code: number }; data: any };
    if (json.status.err_code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json.data;
  }

  /** Uploads the 1×1 cover for the creator: what a content's `cover` names (a content is published with one). */
  async function uploadCover(token: string): Promise<{ image_id: string }> {
    const [signed] = await api('POST', `${ORCH}/contents/pre_sign_urls`, token, {
      files: [
        { purpose: 'cover', content_type: 'image/png', width: 1, height: 1, blurhash: null, size_bytes: PNG.length },
      ],
    });
    const put = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    if (!put.ok) throw new Error(`cover upload: ${put.status} ${await put.text()}`);
    return { image_id: signed.image_id as string };
  }

  /** Reserves, saves and publishes an article with a cover; answers its id. */
  async function publishArticle(token: string, title: string): Promise<string> {
    const cover = await uploadCover(token);
    const reserved = await api('POST', `${ORCH}/contents/reserved`, token, { kind: 'article' });
    const saved = await api('PUT', `${ORCH}/contents/${reserved.content_id}`, token, {
      revision: reserved.revision,
      title,
      summary: '',
      language: 'en',
      cover,
      category_ids: [],
      sections: [{ section_id: 'intro', type: 'text', html: `<p>${title}.</p>` }],
    });
    await api('POST', `${ORCH}/contents/published/${reserved.content_id}`, token, { revision: saved.revision });
    return reserved.content_id as string;
  }

  return { api, uploadCover, publishArticle };
}

/** An ID token for an email account of the Auth emulator (the second person of a test signs in without a browser). */
export async function emulatorIdToken(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`emulator sign-in of ${email}: ${JSON.stringify(json)}`);
  return json.idToken;
}
