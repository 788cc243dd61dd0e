import axe from 'axe-core';
import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicContent } from '../../../src/domain/content/content';
import { createTranslator, type ReaderLanguage, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import thCommon from '../../../src/infrastructure/i18n/locales/th/common.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import ContentPage from '../../../src/ui/reader/content/content.page';
import TripPage from '../../../src/ui/reader/trip/trip.page';
import { aPublicContent } from '../../builders/public-content.builder';
import { aTrip, englishT, goTo, readerServices } from './trip-support';

const thai: Translate = createTranslator(thCommon, thView, thReader);

/** The Thai article of the builder read in English: every part translated unless `untranslated` names it. */
function inEnglish(untranslated: readonly string[] = []): PublicContent {
  const thaiArticle = aPublicContent();
  return aPublicContent({
    title: 'Morning at Wat Arun',
    summary: 'Sunrise over the river',
    language: 'en',
    sections: thaiArticle.sections.map((section) =>
      section.type === 'text' && !untranslated.includes(section.sectionId)
        ? { ...section, html: '<p>Get up early and <strong>go to Wat Arun</strong></p>' }
        : section,
    ),
    languages: {
      primary: 'th',
      available: ['th', 'en'],
      title: 'en',
      summary: 'en',
      sections: Object.fromEntries(
        thaiArticle.sections.map((s) => [s.sectionId, untranslated.includes(s.sectionId) ? 'th' : 'en']),
      ),
    },
  });
}

async function show(content: PublicContent, url: string, lang: ReaderLanguage = 'en') {
  goTo(url);
  const t = lang === 'en' ? await englishT() : thai;
  const Page = content.kind === 'trip' ? TripPage : ContentPage;
  return render(
    <StrictMode>
      <Page initialData={content} services={readerServices().services} t={t} lang={lang} />
    </StrictMode>,
  );
}

describe('a content in two languages on its reading page (README "Two languages")', () => {
  it('a bilingual article names its version and links to the other one: a plain link with hreflang, in that language', async () => {
    const { container } = await show(inEnglish(), '/contents/content-1?hl=en');
    const languages = screen.getByRole('navigation', { name: 'Languages of this story' });
    expect(within(languages).getByText('English version')).toBeInTheDocument();
    const other = within(languages).getByRole('link', { name: 'อ่านภาษาไทย' });
    expect(other).toHaveAttribute('href', '/contents/content-1?hl=th');
    expect(other).toHaveAttribute('hreflang', 'th');
    expect(other).toHaveAttribute('lang', 'th');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Morning at Wat Arun' })).toHaveAttribute('lang', 'en');
    expect(container.querySelector('[data-untranslated]')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('the switch keeps the rest of the address (the web view) but spec §2 lang, which is the interface language', async () => {
    await show(inEnglish(), '/contents/content-1?appMode=webViewInFca&lang=en&hl=en');
    expect(screen.getByRole('link', { name: 'อ่านภาษาไทย' })).toHaveAttribute(
      'href',
      '/contents/content-1?appMode=webViewInFca&hl=th',
    );
  });

  it('in the Thai interface the Thai version offers English, its words in Thai but the link in English', async () => {
    const thaiVersion = aPublicContent({
      languages: {
        primary: 'th',
        available: ['th', 'en'],
        title: 'th',
        summary: 'th',
        sections: { 's-text': 'th', 's-image': 'th', 's-loc': 'th' },
      },
    });
    await show(thaiVersion, '/contents/content-1', 'th');
    const languages = screen.getByRole('navigation', { name: 'ภาษาของเรื่องนี้' });
    expect(within(languages).getByText('ฉบับภาษาไทย')).toBeInTheDocument();
    expect(within(languages).getByRole('link', { name: 'Read in English' })).toHaveAttribute(
      'href',
      '/contents/content-1?hl=en',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('a section left untranslated shows in Thai, marked in the interface language and tagged lang="th"; the page says so', async () => {
    const { container } = await show(inEnglish(['s-text']), '/contents/content-1?hl=en');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Some parts are not translated into English yet: they are shown in Thai and marked.',
    );
    const marked = container.querySelector('[data-untranslated="th"]')!;
    expect(within(marked as HTMLElement).getByText('Not translated: shown in Thai')).toBeVisible();
    expect(
      within(marked as HTMLElement)
        .getByText('ไปวัดอรุณ')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'th');
    expect(container.querySelectorAll('[data-untranslated]')).toHaveLength(1);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('the same mark and notice in Thai for a Thai reader of the English version', async () => {
    const { container } = await show(inEnglish(['s-text']), '/contents/content-1?hl=en', 'th');
    // The reader asked for English (?hl=en) and has it, except one part.
    expect(screen.getByRole('note')).toHaveTextContent('บางส่วนยังไม่ได้แปลเป็นภาษาอังกฤษ จึงแสดงเป็นภาษาไทย พร้อมป้ายกำกับ');
    expect(
      within(container.querySelector('[data-untranslated]') as HTMLElement).getByText('ยังไม่ได้แปล: แสดงเป็นภาษาไทย'),
    ).toBeVisible();
  });

  it('a Thai-only content read in the English interface: no switch, a notice that it is shown in its original language', async () => {
    const { container } = await show(aPublicContent(), '/contents/content-1');
    expect(screen.queryByRole('navigation', { name: 'Languages of this story' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This story is not written in English: it is shown in its original language, Thai.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'เช้าที่วัดอรุณ' })).toHaveAttribute('lang', 'th');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('?hl= asks for a version: an English-only trip asked in Thai says so in Thai; read in its language, nothing is said', async () => {
    await show(aTrip(), '/trips/trip-1?hl=th', 'th');
    expect(screen.getByRole('note')).toHaveTextContent('เรื่องนี้ไม่มีฉบับภาษาไทย จึงแสดงเป็นภาษาต้นฉบับ คือภาษาอังกฤษ');
    document.body.innerHTML = '';
    await show(aTrip(), '/trips/trip-1');
    expect(screen.queryByTestId('content-language')).not.toBeInTheDocument();
  });

  it('a bilingual trip: the switch goes to the trip page of the other version, and an untranslated day is marked', async () => {
    const trip = aTrip({
      language: 'th',
      title: 'สองวันในบางกอกเก่า',
      languages: {
        primary: 'en',
        available: ['en', 'th'],
        title: 'th',
        summary: 'en',
        sections: { intro: 'th', 'day-1': 'en', between: 'th', 'day-2': 'th' },
      },
    });
    const { container } = await show(trip, '/trips/trip-1?hl=th', 'th');
    expect(screen.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/trips/trip-1?hl=en');
    const marked = container.querySelector('[data-untranslated="en"]') as HTMLElement;
    expect(within(marked).getByRole('heading', { level: 2, name: 'Temples by the river' })).toBeInTheDocument();
    expect(within(marked).getByText('ยังไม่ได้แปล: แสดงเป็นภาษาอังกฤษ')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('บางส่วนยังไม่ได้แปลเป็นภาษาไทย');
    expect(screen.getByText('Sunrise over the river')).toHaveAttribute('lang', 'en');
  });
});
