import { Navigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';

/**
 * `/` until the public home feed arrives with the contents issue: the gate (spec §2 rule 5) already
 * sends visitors to sign in, so whoever reaches this is signed in and belongs on the dashboard.
 */
export default function HomePage() {
  return <Navigate to={Routes.dashboard} replace />;
}
