import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { Routes } from '../../domain/routing/routes';
import { AppShell } from '../components/shell/app-shell';
import { PageLoading } from '../components/page/page-loading';
import { RouteTitle } from '../components/shell/page-title';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

/**
 * Spec §2 "Screens and routes": every path, each with its page module (`pages/<page>/<page>.page.tsx`,
 * or `editor/pages/<page>/<page>.page.tsx` for the editor feature).
 * Screens of later issues (home, contents, trips, profiles, map, polls, campaigns) show the not-found
 * page until they arrive, so no route of the spec ever fails.
 */
export const ROUTE_PAGES: readonly { readonly path: string; readonly page: string }[] = [
  { path: Routes.login, page: 'login' },
  { path: Routes.signup, page: 'signup' },
  { path: Routes.forgotPassword, page: 'forgot-password' },
  { path: Routes.verifyEmail, page: 'verify-email' },
  { path: Routes.terms, page: 'terms' },
  { path: Routes.personalInfo, page: 'personal-info' },
  { path: Routes.personalInterest, page: 'personal-interest' },
  { path: Routes.auth, page: 'auth-action' },
  { path: Routes.lineLoginCallback, page: 'line-callback' },
  { path: Routes.dashboard, page: 'dashboard' },
  /** A creator's numbers (ours): views and reads per day, comments, saves, followers, sources. */
  { path: Routes.dashboardStats, page: 'stats' },
  /** My notifications (ours): follows, new stories, comments, replies, mentions, moderators' decisions. */
  { path: Routes.notifications, page: 'notifications' },
  /** The profile settings screen (spec §5 name-change rule); the spec names no path for it. */
  { path: Routes.profileSettings, page: 'settings' },
  { path: Routes.downloadApp, page: 'download-app' },
  { path: Routes.accountDisabled, page: 'account-disabled' },
  { path: Routes.aboutUs, page: 'about-us' },
  { path: Routes.faq, page: 'faq' },
  { path: Routes.jobs, page: 'jobs' },
  { path: Routes.jobMobileEngineer, page: 'job' },
  { path: Routes.jobFrontendEngineer, page: 'job' },
  { path: Routes.jobBackendEngineer, page: 'job' },
  { path: Routes.jobUiUxDesigner, page: 'job' },
  { path: Routes.jobAccountExecutive, page: 'job' },
  { path: Routes.jobContentEditor, page: 'job' },
  { path: Routes.helpAndSupport, page: 'help-and-support' },
  { path: Routes.inAppHelpAndSupport, page: 'help-and-support' },
  { path: Routes.contactUs, page: 'contact-us' },
  { path: Routes.inAppContactUs, page: 'contact-us' },
  { path: Routes.inAppTermsOfUse, page: 'terms-of-use' },
  { path: Routes.standardsAgainstCsae, page: 'standards-against-csae' },
  { path: Routes.home, page: 'home' },
  // Editor (signed-in; the gate treats them as private). /new reserves, then shows the edit URL.
  { path: Routes.myContents, page: 'my-contents' },
  { path: Routes.myContentNew, page: 'content-editor' },
  { path: Routes.myContentEdit, page: 'content-editor' },
  { path: Routes.myContentPreview, page: 'content-preview' },
  // Discovery (signed-in; the gate treats them as private). The home's rows live on /dashboard.
  { path: Routes.search, page: 'search' },
  { path: Routes.category, page: 'category' },
  // What I keep (signed-in; the gate treats it as private).
  { path: Routes.saved, page: 'saved' },
  // Served by the lean reader entry (reader.html); the SPA hands over with a full load.
  { path: Routes.content, page: 'reader-handoff' },
  { path: Routes.trip, page: 'reader-handoff' },
  { path: Routes.profile, page: 'reader-handoff' },
  { path: Routes.map, page: 'reader-handoff' },
  { path: Routes.mapLocation, page: 'reader-handoff' },
  // The poll and campaign pages are reader pages too; writing for a campaign is the SPA's.
  { path: Routes.poll, page: 'reader-handoff' },
  { path: Routes.campaignDetail, page: 'reader-handoff' },
  // A saved list made public is a reader page too.
  { path: Routes.publicList, page: 'reader-handoff' },
  { path: Routes.campaignWriteNew, page: 'campaign-write' },
  // The moderators' admin area (signed-in; each page refuses non-moderators).
  { path: Routes.admin, page: 'admin-queue' },
  { path: Routes.adminPolls, page: 'admin-polls' },
  { path: Routes.adminPollNew, page: 'admin-poll-edit' },
  { path: Routes.adminPollEdit, page: 'admin-poll-edit' },
  { path: Routes.adminCampaigns, page: 'admin-campaigns' },
  { path: Routes.adminCampaignNew, page: 'admin-campaign-edit' },
  { path: Routes.adminCampaignEdit, page: 'admin-campaign-edit' },
  { path: Routes.adminPlaces, page: 'admin-places' },
  { path: '*', page: 'not-found' },
];

/** The page's module, under the tab title of its route (`titles.<page>` in the interface language). */
function PageRoute({ page, Page }: { readonly page: string; readonly Page: ComponentType }) {
  const { t } = useTranslation();
  return (
    <RouteTitle title={t(`titles.${page}`)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteTitle>
  );
}

/** The page's lazy component is made once, when the route table is, never during a render. */
function pageElement(page: string) {
  return <PageRoute page={page} Page={lazyPage(page)} />;
}

/** One shell around every page; each page has its own error boundary so one failing screen keeps the shell. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: ROUTE_PAGES.map(({ path, page }) => ({
      path,
      element: pageElement(page),
      errorElement: <RouteError />,
    })),
  },
];
