import { Routes } from '../../../domain/routing/routes';

/**
 * The six open positions of spec §2 (/jobs/<slug>). Their texts live in the locale files under
 * `jobs.list.<slug>`; this list decides which exist and in what order.
 */
export const JOBS = [
  { slug: 'mobile-engineer', path: Routes.jobMobileEngineer },
  { slug: 'software-engineer-frontend', path: Routes.jobFrontendEngineer },
  { slug: 'software-engineer-backend', path: Routes.jobBackendEngineer },
  { slug: 'uiux-designer', path: Routes.jobUiUxDesigner },
  { slug: 'ae', path: Routes.jobAccountExecutive },
  { slug: 'content-editor', path: Routes.jobContentEditor },
] as const;

export type Job = (typeof JOBS)[number];

export function jobAt(path: string): Job | null {
  const normalized = path.replace(/\/+$/, '');
  return JOBS.find((job) => job.path === normalized) ?? null;
}
