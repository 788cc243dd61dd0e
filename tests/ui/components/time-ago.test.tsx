import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from '../../../src/domain/time/date-formats';
import { createTranslator } from '../../../src/infrastructure/i18n/reader-i18n';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import { ContentHeader } from '../../../src/ui/components/content-view/content-header';

const S = 1000;
const now = Date.UTC(2025, 0, 7, 3, 0);
const translators = { en: createTranslator(en, enView), th: createTranslator(th, thView) };

describe('when something happened: "just now" below 45 s, spec §9 relative units above', () => {
  it.each([
    ['en', 0, 'just now'],
    ['th', 0, 'เมื่อสักครู่'],
    ['en', 44 * S, 'just now'],
    ['th', 44 * S, 'เมื่อสักครู่'],
    ['en', -30 * S, 'just now'],
    ['en', 45 * S, '45s ago'],
    ['th', 45 * S, '45 วินาทีที่แล้ว'],
    ['en', 5 * 60 * S, '5m ago'],
    ['th', 3 * 86_400 * S, '3 วันที่แล้ว'],
    ['en', 400 * 86_400 * S, '1y ago'],
  ] as const)('%s, %i ms ago reads "%s" (never "0 s ago")', (lang, ago, expected) => {
    expect(formatTimeAgo(now - ago, now, translators[lang])).toBe(expected);
  });

  it.each([
    ['en', 'just now'],
    ['th', 'เมื่อสักครู่'],
  ] as const)('a content published a moment ago says so in its header (%s)', (lang, expected) => {
    render(
      <ContentHeader
        title="T"
        summary=""
        cover={null}
        author={{ userId: 'u', username: 'nok', displayName: 'Nok', avatarImage: null }}
        publishedAt={new Date(now - 2 * S).toISOString()}
        now={now}
        lang={lang}
        t={translators[lang]}
      />,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
    expect(screen.queryByText(/\b0\s?s\b|0 วินาที/)).toBeNull();
  });
});
