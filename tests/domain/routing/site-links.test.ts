import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/domain/routing/document-title';
import { isPublicRoute, isReaderRoute, PUBLIC_HOME, Routes } from '../../../src/domain/routing/routes';
import { footerGroups, headerLinks } from '../../../src/domain/routing/site-links';

const hrefs = (links: readonly { href: string }[]) => links.map((link) => link.href);

describe('the site header and footer lead on from any page', () => {
  it('spec §2: the map is public, so everyone gets it; search only signed in, since rule 5 gates /search', () => {
    expect(hrefs(headerLinks(false))).toEqual([Routes.map]);
    expect(hrefs(headerLinks(true))).toEqual([Routes.map, Routes.search]);
    expect(isPublicRoute(Routes.map)).toBe(true);
    expect(isPublicRoute(Routes.search)).toBe(false);
  });

  it('spec §2 rule 5: every link a visitor is offered opens without a sign-in (or is the sign-up itself)', () => {
    const visitorLinks = [...headerLinks(false), ...footerGroups(false).flatMap((group) => group.links)];
    for (const link of visitorLinks) {
      expect(isPublicRoute(link.href) || link.href === Routes.signup, link.href).toBe(true);
    }
    expect(isPublicRoute(PUBLIC_HOME)).toBe(true);
  });

  it('the footer leads into the product first: the map, the app, and sign-up or the signed-in home', () => {
    expect(footerGroups(false).map((group) => group.id)).toEqual(['explore', 'company']);
    expect(hrefs(footerGroups(false)[0].links)).toEqual([Routes.map, Routes.downloadApp, Routes.signup]);
    expect(hrefs(footerGroups(true)[0].links)).toEqual([Routes.map, Routes.downloadApp, Routes.dashboard]);
    expect(hrefs(footerGroups(true)[1].links)).toEqual([
      Routes.aboutUs,
      Routes.jobs,
      Routes.faq,
      Routes.helpAndSupport,
      Routes.contactUs,
      Routes.inAppTermsOfUse,
      Routes.standardsAgainstCsae,
    ]);
  });

  it('the reading pages are the lean reader entry: a link to one from the main app is a full load', () => {
    expect(isReaderRoute('/map')).toBe(true);
    expect(isReaderRoute('/contents/c-1')).toBe(true);
    expect(isReaderRoute('/campaigns/c-1/detail')).toBe(true);
    expect(isReaderRoute('/campaigns/write/new')).toBe(false);
    expect(isReaderRoute('/search')).toBe(false);
  });
});

describe('tab titles', () => {
  it('"<page> · Travelogue", or the site alone when the page has no name (yet)', () => {
    expect(documentTitle('Places map')).toBe('Places map · Travelogue');
    expect(documentTitle('  แผนที่สถานที่ ')).toBe('แผนที่สถานที่ · Travelogue');
    expect(documentTitle('')).toBe('Travelogue');
    expect(documentTitle(null)).toBe('Travelogue');
  });
});
