import type { ServerDeps } from '../../application/deps';
import type { RouteDef } from '../route-table';

/** Spec §7 content-platform calls (see the OpenAPI document); filled in by issue 4's work. */
export const commentRoutes = (_deps: ServerDeps): RouteDef[] => [];
