import { Routes } from './routes';

/**
 * The links of the site's header and footer, the same on the main app and on the public reading pages, so a
 * visitor who lands anywhere finds the way on. Each link's words are `nav.<id>` in the locale files.
 */
export type SiteLinkId =
  | 'map'
  | 'search'
  | 'downloadApp'
  | 'signup'
  | 'dashboard'
  | 'aboutUs'
  | 'jobs'
  | 'faq'
  | 'helpAndSupport'
  | 'contactUs'
  | 'termsOfUse'
  | 'standards';

export interface SiteLink {
  readonly id: SiteLinkId;
  readonly href: string;
}

const HREF: Record<SiteLinkId, string> = {
  map: Routes.map,
  search: Routes.search,
  downloadApp: Routes.downloadApp,
  signup: Routes.signup,
  dashboard: Routes.dashboard,
  aboutUs: Routes.aboutUs,
  jobs: Routes.jobs,
  faq: Routes.faq,
  helpAndSupport: Routes.helpAndSupport,
  contactUs: Routes.contactUs,
  termsOfUse: Routes.inAppTermsOfUse,
  standards: Routes.standardsAgainstCsae,
};

const links = (ids: readonly SiteLinkId[]): readonly SiteLink[] => ids.map((id) => ({ id, href: HREF[id] }));

/**
 * The header's way on: the map for everyone (spec §2: /map is public), search only for a signed-in reader,
 * since spec §2 rule 5 sends anyone else from /search to the sign-in page.
 */
export function headerLinks(signedIn: boolean): readonly SiteLink[] {
  return links(signedIn ? ['map', 'search'] : ['map']);
}

export interface FooterGroup {
  /** `nav.footer.<id>` names the group. */
  readonly id: 'explore' | 'company';
  readonly links: readonly SiteLink[];
}

/**
 * The footer: into the product first (the map, the app, and sign-up or the signed-in home), then the pages
 * about the company, help and rules.
 */
export function footerGroups(signedIn: boolean): readonly FooterGroup[] {
  return [
    { id: 'explore', links: links(['map', 'downloadApp', signedIn ? 'dashboard' : 'signup']) },
    {
      id: 'company',
      links: links(['aboutUs', 'jobs', 'faq', 'helpAndSupport', 'contactUs', 'termsOfUse', 'standards']),
    },
  ];
}
