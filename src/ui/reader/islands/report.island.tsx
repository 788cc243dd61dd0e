import type { ReportTarget } from '../../../domain/moderation/moderation';
import { ReportButton } from '../report/report-button';
import { defineIsland } from './island';

export interface ReportIslandProps {
  readonly targetType: ReportTarget;
  readonly targetId: string;
  /** The button's accessible name, in the page's language. */
  readonly label: string;
  readonly returnPath: string;
}

/** "Report" under a content: its dialog is a chunk of its own, loaded on the first press. */
export default defineIsland<ReportIslandProps>('report', function ReportIsland({ props, context }) {
  return (
    <div className="cv-section reader-report-row">
      <ReportButton {...props} services={context.services} t={context.t} />
    </div>
  );
});
