import { beforeEach } from 'vitest';
import { startTestLog, writeFailureReport } from './failure-log';

// Each end-to-end test starts a fresh log of what its browser and servers did, written out if the test fails.
beforeEach((context) => {
  startTestLog();
  context.onTestFailed(() => writeFailureReport(context));
});
