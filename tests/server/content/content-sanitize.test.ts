import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORCH, QUERY, documentBody, insertImage, reserve, textSection } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

describe.each(DATABASES)('rich text sanitized on every save on %s (allow-list)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  /** Saves `html` as the only text section and returns what the editor and the reader get back. */
  async function roundTrip(html: string): Promise<{ saved: string; read: string }> {
    const reserved = await reserve(t, author);
    const cover = await insertImage(t, author.userId);
    const saved = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(1, cover, { sections: [textSection('t', html)] }),
    });
    expect(saved.status).toBe(200);
    await t.call('POST', `${ORCH}/contents/published/${reserved.content_id}`, {
      token: author.idToken,
      body: { revision: saved.body.data.revision },
    });
    const read = await t.call('GET', `${QUERY}/contents/${reserved.content_id}`);
    const stored = await t.server.deps.db.query<{ sections: { html: string }[] }>(
      "SELECT document->'sections' AS sections FROM content_versions WHERE content_id = $1",
      [reserved.content_id],
    );
    expect(stored[0].sections[0].html).toBe(saved.body.data.sections[0].html);
    return { saved: saved.body.data.sections[0].html, read: read.body.data.sections[0].html };
  }

  it.each([
    ['<script>', '<p>Before<script>alert(1)</script>after</p>', '<p>Beforeafter</p>'],
    ['<img onerror>', '<p>Look<img src="x" onerror="alert(1)"> here</p>', '<p>Look here</p>'],
    ['<a href="javascript:...">', '<p><a href="javascript:alert(1)">click</a></p>', '<p><a>click</a></p>'],
    ['<a href="data:...">', '<p><a href="data:text/html;base64,PHNjcmlwdD4=">x</a></p>', '<p><a>x</a></p>'],
    ['<iframe>', '<p>Map</p><iframe src="https://evil.example"></iframe><p>end</p>', '<p>Map</p><p>end</p>'],
    ['style attributes and <style>', '<p style="color:red">Red<style>p{}</style></p>', '<p>Red</p>'],
    [
      'on* handlers on allowed tags',
      '<p onclick="x()"><strong onmouseover="y()">Bold</strong></p>',
      '<p><strong>Bold</strong></p>',
    ],
    ['unknown tags (text kept)', '<div><span>Kept</span> <h1>Title</h1></div>', 'Kept Title'],
  ])('%s is removed while the text is kept', async (_, html, expected) => {
    const { saved, read } = await roundTrip(html);
    expect(saved).toBe(expected);
    expect(read).toBe(expected);
  });

  it('allowed formatting stays, and links get rel="noopener noreferrer nofollow" target="_blank" whatever was sent', async () => {
    const html =
      '<h2>Day</h2><p><b>b</b><i>i</i><u>u</u><s>s</s><em>e</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><h3>t</h3><p><a href="https://www.tourismthailand.org/" rel="opener" target="_self" class="x">TAT</a> ' +
      '<a href="mailto:editor@example.com">mail</a></p>';
    const { saved } = await roundTrip(html);
    expect(saved).toBe(
      '<h2>Day</h2><p><b>b</b><i>i</i><u>u</u><s>s</s><em>e</em><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>q</blockquote><h3>t</h3><p><a href="https://www.tourismthailand.org/" rel="noopener noreferrer nofollow" target="_blank">TAT</a> ' +
        '<a href="mailto:editor@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a></p>',
    );
  });

  it('a PATCH of sections is sanitized too', async () => {
    const reserved = await reserve(t, author);
    const patched = await t.call('PATCH', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: { revision: 1, sections: [textSection('t', '<p>Hi<script>x</script></p>')] },
    });
    expect(patched.body.data.sections[0].html).toBe('<p>Hi</p>');
  });
});
