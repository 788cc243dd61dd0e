/**
 * Every path of spec §2 "Screens and routes". Templates use `:param` segments (fill them with
 * `fillPathParams`); the spec writes the same segments as `[id]`.
 */
export const Routes = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  accountDisabled: '/account-disabled',
  terms: '/terms',
  auth: '/_/auth',
  verifyEmail: '/onboard/verify-email',
  personalInfo: '/onboard/personal-info',
  personalInterest: '/onboard/personal-interest',
  dashboard: '/dashboard',
  /** Ours: a creator's stats, `?days=7|30|90&content=<contentId>`. Signed-in only. */
  dashboardStats: '/dashboard/stats',
  /** Ours: my notifications, newest first. Signed-in only. */
  notifications: '/notifications',
  inAppTermsOfUse: '/_/terms-of-use',
  inAppContactUs: '/_/contact-us',
  inAppHelpAndSupport: '/_/help-and-support',
  lineLoginCallback: '/_/login-line/callback',
  downloadApp: '/download-app',
  contactUs: '/contact-us',
  faq: '/faq',
  aboutUs: '/about-us',
  helpAndSupport: '/help-and-support',
  jobs: '/jobs',
  jobMobileEngineer: '/jobs/mobile-engineer',
  jobFrontendEngineer: '/jobs/software-engineer-frontend',
  jobBackendEngineer: '/jobs/software-engineer-backend',
  jobUiUxDesigner: '/jobs/uiux-designer',
  jobAccountExecutive: '/jobs/ae',
  jobContentEditor: '/jobs/content-editor',
  campaignDetail: '/campaigns/:id/detail',
  campaignWriteNew: '/campaigns/write/new',
  profile: '/profiles/:username',
  content: '/contents/:id',
  trip: '/trips/:id',
  map: '/map',
  mapLocation: '/map/location/:id',
  poll: '/polls/:id',
  standardsAgainstCsae: '/standards-against-csae',
  /** Ours: the profile settings screen (the spec names no path for it). */
  profileSettings: '/settings/profile',
  /** Ours (spec §6 "content editing (my contents)"): signed-in only, never in PUBLIC_ROUTES. */
  myContents: '/my-contents',
  /** `?kind=article|trip`: reserves a content, then replaces itself with the edit URL. */
  myContentNew: '/my-contents/new',
  myContentEdit: '/my-contents/:id/edit',
  myContentPreview: '/my-contents/:id/preview',
  /** Ours: what I saved, `?tab=contents|places&list=<listId>`. Signed-in only. */
  saved: '/saved',
  /** Ours: a saved list its maker made public, a server-rendered page anyone reads. */
  publicList: '/lists/:id',
  /**
   * Ours (spec §2 private pages): `?q=&tab=contents|places|creators&kind=&category=
   * &language=&page=` (see domain/feed/search-query.ts; `language`, since `lang` is the app's own query).
   */
  search: '/search',
  /** Ours: a category's published contents, `?sort=newest|most_read&page=`. Signed-in. */
  category: '/categories/:categoryId',
  /**
   * Ours (the moderators' admin area): signed-in, never in PUBLIC_ROUTES; the pages show a
   * refusal to anyone the server does not call a moderator. The queue takes `?kind=&status=&page=`.
   */
  admin: '/admin',
  adminPolls: '/admin/polls',
  adminPollNew: '/admin/polls/new',
  adminPollEdit: '/admin/polls/:pollId',
  adminCampaigns: '/admin/campaigns',
  adminCampaignNew: '/admin/campaigns/new',
  adminCampaignEdit: '/admin/campaigns/:campaignId',
  /** Any known place's "closed on public holidays" (ours). */
  adminPlaces: '/admin/places',
} as const;

export type RouteName = keyof typeof Routes;
export type RoutePath = (typeof Routes)[RouteName];

/** The jobs list and each job page (spec §2). */
export const JOB_ROUTES: readonly RoutePath[] = [
  Routes.jobs,
  Routes.jobMobileEngineer,
  Routes.jobFrontendEngineer,
  Routes.jobBackendEngineer,
  Routes.jobUiUxDesigner,
  Routes.jobAccountExecutive,
  Routes.jobContentEditor,
];

/** Spec §2 "Routes that bypass the login gate (public)". Only rule 5 of the gate is bypassed. */
export const PUBLIC_ROUTES: readonly RoutePath[] = [
  Routes.inAppTermsOfUse,
  Routes.inAppContactUs,
  Routes.inAppHelpAndSupport,
  Routes.lineLoginCallback,
  Routes.downloadApp,
  Routes.contactUs,
  Routes.faq,
  Routes.aboutUs,
  Routes.helpAndSupport,
  ...JOB_ROUTES,
  Routes.campaignDetail,
  Routes.campaignWriteNew,
  Routes.profile,
  Routes.content,
  Routes.trip,
  Routes.map,
  Routes.mapLocation,
  Routes.poll,
  Routes.standardsAgainstCsae,
];

/**
 * The spec §2 public pages the server answers with the lean reader entry (reader.html) rather than the main
 * app: a link to one of them from the main app is a full page load.
 */
export const READER_ROUTES: readonly RoutePath[] = [
  Routes.content,
  Routes.trip,
  Routes.profile,
  Routes.map,
  Routes.mapLocation,
  Routes.poll,
  Routes.campaignDetail,
  Routes.publicList,
];

/**
 * Where "home" is for a visitor who is not signed in: a public page (spec §2: `/` is behind the gate), the one
 * that says what Travelogue is and leads into it.
 */
export const PUBLIC_HOME: RoutePath = Routes.aboutUs;

/**
 * Drops trailing slashes so `/faq/` and `/faq` are the same page; the root stays `/`.
 * Paths are compared as the browser reports them (still percent-encoded).
 */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0];
  const trimmed = withoutQuery.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** True when `path` matches `template`; a `:param` segment matches exactly one non-empty segment. */
export function matchesRoute(path: string, template: string): boolean {
  const actual = normalizePath(path).split('/');
  const expected = normalizePath(template).split('/');
  if (actual.length !== expected.length) return false;
  return expected.every((segment, i) => (segment.startsWith(':') ? actual[i].length > 0 : segment === actual[i]));
}

export function matchesAnyRoute(path: string, templates: readonly string[]): boolean {
  return templates.some((template) => matchesRoute(path, template));
}

export function isPublicRoute(path: string): boolean {
  return matchesAnyRoute(path, PUBLIC_ROUTES);
}

export function isReaderRoute(path: string): boolean {
  return matchesAnyRoute(path, READER_ROUTES);
}
