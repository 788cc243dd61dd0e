import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, WALLET_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { ORCH, QUERY, documentBody, insertImage } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const api = (template: string, params: Record<string, string> = {}) => `/api${fillPath(template, params)}`;
const text = (en: string, th = '') => ({ th, en });
const DAY = 86_400_000;
/** The Bangkok calendar day of an instant, `days` later. */
const bangkokDay = (ms: number, days = 0) => new Date(ms + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

const campaignBody = (startsOn: string, endsOn: string, over: Record<string, unknown> = {}) => ({
  title: text('Rainy season stories', 'เรื่องเล่าหน้าฝน'),
  description: text('Write about travelling in the rain.'),
  rules: text('One article per writer.'),
  prize: text('A weekend in Chiang Mai'),
  cover: null,
  starts_on: startsOn,
  ends_on: endsOn,
  category_id: null,
  ...over,
});

describe.each(DATABASES)('campaigns over HTTP (%s)', (kind) => {
  let t: TestServer;
  let moderator: SignedInUser;
  let writer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [moderator, writer] = [await signedInUser(t), await signedInUser(t)];
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
  }, 120_000);
  afterAll(async () => t?.close());

  const create = async (startsIn: number, endsIn: number, over: Record<string, unknown> = {}) => {
    const now = t.clock.now();
    const created = await t.call('POST', api(ADMIN_PATHS.campaigns), {
      token: moderator.idToken,
      body: campaignBody(bangkokDay(now, startsIn), bangkokDay(now, endsIn), over),
    });
    expect(created.status).toBe(200);
    return created.body.data;
  };
  const contentsOf = async (userId: string) =>
    Number(
      (
        await t.server.deps.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM contents WHERE author_user_id = $1',
          [userId],
        )
      )[0].n,
    );

  describe('admin campaign calls: moderator only', () => {
    it.each([
      ['GET', ADMIN_PATHS.campaigns, undefined],
      ['POST', ADMIN_PATHS.campaigns, campaignBody('2026-01-01', '2026-01-31')],
      ['PATCH', fillPath(ADMIN_PATHS.campaign, { campaignId: 'whatever1' }), campaignBody('2026-01-01', '2026-01-31')],
    ])('%s %s is refused without a token (401) and without the role (403 4030607011)', async (method, path, body) => {
      const anonymous = await t.call(method, `/api${path}`, { body });
      expect(anonymous.status).toBe(401);
      const plain = await t.call(method, `/api${path}`, { token: writer.idToken, body });
      expect(plain.status).toBe(403);
      expect(errCode(plain)).toBe(4030607011);
    });

    it('a moderator creates a campaign with its own cover, lists every state and edits it', async () => {
      const cover = await insertImage(t, moderator.userId);
      const campaign = await create(-1, 30, { cover: { image_id: cover }, category_id: 'temples' });
      expect(campaign).toMatchObject({
        state: 'open',
        entry_count: 0,
        category_id: 'temples',
        cover: { image_id: cover, width: 1200, height: 800 },
      });
      expect(campaign.cover.url).toContain(cover);
      const ended = await create(-40, -10);
      const list = await t.call('GET', `${api(ADMIN_PATHS.campaigns)}?limit=50`, { token: moderator.idToken });
      const ids = list.body.data.map((c: any) => c.campaign_id);
      expect(ids).toEqual(expect.arrayContaining([campaign.campaign_id, ended.campaign_id]));
      const edited = await t.call('PATCH', api(ADMIN_PATHS.campaign, { campaignId: campaign.campaign_id }), {
        token: moderator.idToken,
        body: campaignBody(campaign.starts_on, campaign.ends_on, {
          title: text('Monsoon stories'),
          cover: { image_id: cover },
        }),
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ title: { en: 'Monsoon stories' }, cover: { image_id: cover } });
    });

    it("bad days, someone else's cover or an unknown category are 422 4220607000", async () => {
      const post = (body: unknown) => t.call('POST', api(ADMIN_PATHS.campaigns), { token: moderator.idToken, body });
      const backwards = await post(campaignBody('2026-03-02', '2026-03-01'));
      expect(backwards.status).toBe(422);
      expect(errCode(backwards)).toBe(4220607000);
      expect(backwards.body.status.err_message).toMatch(/ends_on/);
      expect(errCode(await post(campaignBody('2026-02-30', '2026-03-01')))).toBe(4220607000);
      expect(
        errCode(
          await post(
            campaignBody('2026-03-01', '2026-03-31', { cover: { image_id: await insertImage(t, writer.userId) } }),
          ),
        ),
      ).toBe(4220607000);
      expect(errCode(await post(campaignBody('2026-03-01', '2026-03-31', { category_id: 'no-such-category' })))).toBe(
        4220607000,
      );
      expect(errCode(await post(campaignBody('2026-03-01', '2026-03-31', { title: text(' ') })))).toBe(4220607000);
    });

    it('review C: control characters in a campaign text are 422 4220607000 naming the field (NUL was a database 500); paragraphs keep their line breaks', async () => {
      const post = (body: unknown) => t.call('POST', api(ADMIN_PATHS.campaigns), { token: moderator.idToken, body });
      const nul = await post(
        campaignBody('2026-03-01', '2026-03-31', { description: text('Write\u0000 about rain.') }),
      );
      expect(nul.status).toBe(422);
      expect(errCode(nul)).toBe(4220607000);
      expect(nul.body.status.err_message).toMatch(/description\.en/);
      expect(
        errCode(await post(campaignBody('2026-03-01', '2026-03-31', { prize: text('A weekend', 'สุดสัปดาห์\u001B') }))),
      ).toBe(4220607000);
      const paragraphs = await post(
        campaignBody('2026-03-01', '2026-03-31', {
          rules: text('One article per writer.\n\tPhotos your own.\r\nIn Thai or English.'),
        }),
      );
      expect(paragraphs.status).toBe(200);
      expect(paragraphs.body.data.rules.en).toBe('One article per writer.\n\tPhotos your own.\r\nIn Thai or English.');
    });
  });

  describe('public reads', () => {
    it('campaign, preview (spec §7 public campaign preview) and unknown 404 4040607004', async () => {
      const campaign = await create(0, 10);
      const full = await t.call('GET', `/public${api(WALLET_PATHS.campaign, { campaignId: campaign.campaign_id })}`);
      expect(full.status).toBe(200);
      expect(full.body.data).toMatchObject({
        campaign_id: campaign.campaign_id,
        rules: { en: 'One article per writer.' },
        prize: { en: 'A weekend in Chiang Mai' },
      });
      const card = await t.call('GET', api(WALLET_PATHS.campaignPreview, { campaignId: campaign.campaign_id }));
      expect(card.status).toBe(200);
      expect(Object.keys(card.body.data).sort()).toEqual([
        'campaign_id',
        'category_id',
        'cover',
        'ends_at',
        'ends_on',
        'entry_count',
        'opens_at',
        'starts_on',
        'state',
        'title',
      ]);
      for (const path of [WALLET_PATHS.campaign, WALLET_PATHS.campaignPreview, WALLET_PATHS.campaignEntries]) {
        const unknown = await t.call('GET', api(path, { campaignId: 'nope12345' }));
        expect(unknown.status).toBe(404);
        expect(errCode(unknown)).toBe(4040607004);
      }
    });

    it('opens_at / ends_at are 00.00 Asia/Bangkok on starts_on and on the day after ends_on', async () => {
      const campaign = await create(2, 5);
      expect(campaign.opens_at).toBe(
        `${new Date(Date.parse(`${campaign.starts_on}T00:00:00Z`) - 7 * 3_600_000).toISOString()}`,
      );
      expect(campaign.ends_at).toBe(
        `${new Date(Date.parse(`${campaign.ends_on}T00:00:00Z`) + 17 * 3_600_000).toISOString()}`,
      );
      expect(campaign.state).toBe('upcoming');
    });

    it('the state filter follows the clock at the Bangkok boundary', async () => {
      const campaign = await create(1, 1);
      const inState = async (state: string) => {
        const list = await t.call('GET', `${api(WALLET_PATHS.campaigns)}?state=${state}&limit=50`);
        expect(list.status).toBe(200);
        return list.body.data.map((c: any) => c.campaign_id).includes(campaign.campaign_id);
      };
      const saved = t.clock.ms;
      try {
        t.clock.ms = Date.parse(campaign.opens_at) - 1;
        expect([await inState('upcoming'), await inState('open'), await inState('ended')]).toEqual([
          true,
          false,
          false,
        ]);
        t.clock.ms = Date.parse(campaign.opens_at);
        expect([await inState('upcoming'), await inState('open'), await inState('ended')]).toEqual([
          false,
          true,
          false,
        ]);
        t.clock.ms = Date.parse(campaign.ends_at) - 1;
        expect(await inState('open')).toBe(true);
        t.clock.ms = Date.parse(campaign.ends_at);
        expect([await inState('upcoming'), await inState('open'), await inState('ended')]).toEqual([
          false,
          false,
          true,
        ]);
        expect(
          (await t.call('GET', api(WALLET_PATHS.campaignPreview, { campaignId: campaign.campaign_id }))).body.data
            .state,
        ).toBe('ended');
      } finally {
        t.clock.ms = saved;
      }
    });
  });

  describe('writing for a campaign', () => {
    it('a signed-in creator gets a new content reserved for an open campaign; once published it is an entry, counted', async () => {
      const campaign = await create(-2, 20);
      const path = api(WALLET_PATHS.campaignEntries, { campaignId: campaign.campaign_id });
      expect((await t.call('POST', path, { body: {} })).status).toBe(401);
      const entry = await t.call('POST', path, { token: writer.idToken, body: {} });
      expect(entry.status).toBe(200);
      expect(entry.body.data).toMatchObject({ kind: 'article', campaign_id: campaign.campaign_id });
      const contentId = entry.body.data.content_id;

      const editor = await t.call('GET', `${QUERY}/editors/contents/${contentId}`, { token: writer.idToken });
      expect(editor.body.data).toMatchObject({ status: 'reserved', campaign_id: campaign.campaign_id });
      // Not published yet: not an entry.
      expect((await t.call('GET', path)).body.data).toEqual([]);

      const cover = await insertImage(t, writer.userId);
      const saved = await t.call('PUT', `${ORCH}/contents/${contentId}`, {
        token: writer.idToken,
        body: documentBody(editor.body.data.revision, cover, { title: 'Rain in Pai' }),
      });
      const published = await t.call('POST', `${ORCH}/contents/published/${contentId}`, {
        token: writer.idToken,
        body: { revision: saved.body.data.revision },
      });
      expect(published.status).toBe(200);

      const entries = await t.call('GET', path);
      expect(entries.body.data.map((c: any) => [c.content_id, c.title])).toEqual([[contentId, 'Rain in Pai']]);
      expect(entries.body.total_count).toBe(1);
      expect(
        (await t.call('GET', api(WALLET_PATHS.campaign, { campaignId: campaign.campaign_id }))).body.data.entry_count,
      ).toBe(1);
      const reader = await t.call('GET', `/public${QUERY}/contents/${contentId}`);
      expect(reader.status).toBe(200);
      expect(reader.body.data.campaign_id).toBe(campaign.campaign_id);

      // An entry a moderator hid is no longer listed nor counted.
      await t.server.deps.db.query('UPDATE contents SET hidden_at = now() WHERE content_id = $1', [contentId]);
      expect((await t.call('GET', path)).body.total_count).toBe(0);
      expect(
        (await t.call('GET', api(WALLET_PATHS.campaign, { campaignId: campaign.campaign_id }))).body.data.entry_count,
      ).toBe(0);
      await t.server.deps.db.query('UPDATE contents SET hidden_at = NULL WHERE content_id = $1', [contentId]);
      expect((await t.call('GET', path)).body.total_count).toBe(1);

      // A deleted entry is no longer listed nor counted.
      const deleted = await t.call('DELETE', `${ORCH}/contents/${contentId}?revision=${published.body.data.revision}`, {
        token: writer.idToken,
      });
      expect(deleted.status).toBe(200);
      expect((await t.call('GET', path)).body.total_count).toBe(0);
      expect(
        (await t.call('GET', api(WALLET_PATHS.campaignPreview, { campaignId: campaign.campaign_id }))).body.data
          .entry_count,
      ).toBe(0);
    });

    it('a trip may be written for a campaign too', async () => {
      const campaign = await create(0, 3);
      const entry = await t.call('POST', api(WALLET_PATHS.campaignEntries, { campaignId: campaign.campaign_id }), {
        token: writer.idToken,
        body: { kind: 'trip' },
      });
      expect(entry.body.data).toMatchObject({ kind: 'trip', campaign_id: campaign.campaign_id });
    });

    it('an ended campaign is 409 4090607023 and nothing is created', async () => {
      const campaign = await create(-30, -1);
      const before = await contentsOf(writer.userId);
      const refused = await t.call('POST', api(WALLET_PATHS.campaignEntries, { campaignId: campaign.campaign_id }), {
        token: writer.idToken,
        body: {},
      });
      expect(refused.status).toBe(409);
      expect(errCode(refused)).toBe(4090607023);
      expect(await contentsOf(writer.userId)).toBe(before);
    });

    it('a campaign not open yet is 409 4090607024 and nothing is created', async () => {
      const campaign = await create(3, 9);
      const before = await contentsOf(writer.userId);
      const refused = await t.call('POST', api(WALLET_PATHS.campaignEntries, { campaignId: campaign.campaign_id }), {
        token: writer.idToken,
        body: {},
      });
      expect(refused.status).toBe(409);
      expect(errCode(refused)).toBe(4090607024);
      expect(await contentsOf(writer.userId)).toBe(before);
    });

    it('an unknown campaign is 404 4040607004 on entry', async () => {
      const refused = await t.call('POST', api(WALLET_PATHS.campaignEntries, { campaignId: 'nope12345' }), {
        token: writer.idToken,
        body: {},
      });
      expect(errCode(refused)).toBe(4040607004);
    });
  });
});
