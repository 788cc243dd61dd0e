import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DaySection } from '../../../src/domain/content/content';
import { IMPORT_FILE_MAX_BYTES } from '../../../src/domain/trip-import/import-source';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

const FIXTURES = path.resolve(__dirname, '../../fixtures/trip-import');
// A person can pick any file ("All files" in the picker): the accept filter is not what refuses a wrong one.
const upload = (input: HTMLElement, file: File) => userEvent.setup({ applyAccept: false }).upload(input, file);
const fixture = (name: string) => new File([fs.readFileSync(path.join(FIXTURES, name))], name);

function seededTrip(language: 'th' | 'en') {
  const fakes = anApp({ language });
  fakes.editor.api.seed({ contentId: 't-import', kind: 'trip', title: 'Bangkok', language, sections: [] });
  renderEditor('/my-contents/t-import/edit', fakes);
  return fakes;
}

async function openImport(button: string, dialogName: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('"Import GPX/KML" in the trip editor: a preview first, then one save', { timeout: 30_000 }, () => {
  it('English: days cut at Bangkok midnight, a known place by name, new places with a box; import saves once', async () => {
    const fakes = seededTrip('en');
    const dialog = await openImport('Import GPX/KML', 'Import GPX or KML');
    await upload(within(dialog).getByLabelText('GPX, KML or KMZ file'), fixture('bangkok-two-days.gpx'));

    expect(await within(dialog).findByText('2 days, 7 stops: 1 known places, 6 new')).toBeInTheDocument();
    const days = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(days).toEqual(['14 Mar 2026', '15 Mar 2026']);
    const second = within(dialog).getByRole('list', { name: 'Stops of 15 Mar 2026' });
    expect(within(second).getByText('Grand Palace')).toBeInTheDocument();
    expect(within(second).getByText('known place, 16 m away')).toBeInTheDocument();
    const jayFai = within(dialog).getByRole('checkbox', { name: /New place: Jay Fai \(crab omelette\)/ });
    expect(jayFai).toBeChecked();
    // Nothing is saved by the preview.
    expect((await fakes.editor.api.getEditorContent('t-import')).sections).toEqual([]);

    await userEvent.click(jayFai);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import into this trip' }));
    expect(await within(dialog).findByText('Imported: 2 days added to the trip.')).toBeInTheDocument();

    const saved = await fakes.editor.api.getEditorContent('t-import');
    const sections = saved.sections as DaySection[];
    expect(sections.map((d) => d.title)).toEqual(['14 Mar 2026', '15 Mar 2026']);
    expect(sections[0].stops.map((s) => s.pendingLocation?.name)).toEqual(['Yaowarat street food', 'Khao San Road']);
    expect(sections[1].stops[1]).toMatchObject({
      locationId: 'loc-grand-palace',
      pendingLocation: null,
      time: '09:00',
    });
  });

  it.each<['en' | 'th', string, string, string, string]>([
    ['en', 'malformed.gpx', 'Import GPX/KML', 'Import GPX or KML', 'This file is damaged'],
    ['en', 'notes.txt', 'Import GPX/KML', 'Import GPX or KML', 'This is not a GPX, KML or KMZ file'],
    ['en', 'empty.gpx', 'Import GPX/KML', 'Import GPX or KML', 'This file holds no waypoint, route or track point'],
    ['th', 'malformed.gpx', 'นำเข้า GPX/KML', 'นำเข้า GPX หรือ KML', 'ไฟล์นี้เสียหาย'],
    ['th', 'notes.txt', 'นำเข้า GPX/KML', 'นำเข้า GPX หรือ KML', 'ไฟล์นี้ไม่ใช่ GPX, KML หรือ KMZ'],
    ['th', 'empty.gpx', 'นำเข้า GPX/KML', 'นำเข้า GPX หรือ KML', 'ไฟล์นี้ไม่มีจุดแวะ'],
  ])('%s: %s is refused with a message naming the problem', async (language, name, button, title, message) => {
    seededTrip(language);
    const dialog = await openImport(button, title);
    await upload(within(dialog).getByLabelText(/GPX, KML/), fixture(name));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it.each([
    ['en', 'Import GPX/KML', 'Import GPX or KML', 'This file is larger than 5 MB.'],
    ['th', 'นำเข้า GPX/KML', 'นำเข้า GPX หรือ KML', 'ไฟล์นี้ใหญ่เกิน 5 MB'],
  ] as const)('%s: a file over 5 MB is refused before it is read', async (language, button, title, message) => {
    seededTrip(language);
    const dialog = await openImport(button, title);
    const big = new File([new Uint8Array(IMPORT_FILE_MAX_BYTES + 1)], 'huge.gpx');
    await upload(within(dialog).getByLabelText(/GPX, KML/), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('Thai: the preview of a KMZ speaks Thai, one day per folder, and a refused save changes nothing', async () => {
    const fakes = seededTrip('th');
    const dialog = await openImport('นำเข้า GPX/KML', 'นำเข้า GPX หรือ KML');
    await upload(within(dialog).getByLabelText(/GPX, KML/), fixture('bangkok-favourites.kmz'));
    expect(await within(dialog).findByText('หนึ่งวันต่อหนึ่งเส้นทาง แทร็ก หรือโฟลเดอร์ของไฟล์')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Old town', 'Weekend', 'BTS to Mo Chit']);
    expect(within(dialog).getByText('พระบรมมหาราชวัง')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /สถานที่ใหม่: Wat Pho/ })).toBeChecked();

    fakes.editor.api.failures.fail('save', new Error('Network Error'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'นำเข้าในทริปนี้' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ยังไม่ได้นำเข้าอะไร');
    await waitFor(async () => expect((await fakes.editor.api.getEditorContent('t-import')).sections).toEqual([]));
  });
});
