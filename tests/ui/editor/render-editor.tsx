import { act } from '@testing-library/react';
import { Routes } from '../../../src/domain/routing/routes';
import ContentEditorPage from '../../../src/ui/editor/pages/content-editor/content-editor.page';
import ContentPreviewPage from '../../../src/ui/editor/pages/content-preview/content-preview.page';
import MyContentsPage from '../../../src/ui/editor/pages/my-contents/my-contents.page';
import { anApp, type AppFakes } from '../support/render-app';
import { renderRoutes } from '../support/render-screen';

/**
 * The editor screens on their real route patterns (no shell, no gate: the gate has its own tests), in
 * StrictMode over the real application services and the in-memory fakes of anApp(). Any other path
 * shows a marker, so a test can see where a screen navigated.
 */
export function renderEditor(path: string, fakes: AppFakes = anApp()) {
  const routes = [
    { path: Routes.myContents, element: <MyContentsPage /> },
    { path: Routes.myContentNew, element: <ContentEditorPage /> },
    { path: Routes.myContentEdit, element: <ContentEditorPage /> },
    { path: Routes.myContentPreview, element: <ContentPreviewPage /> },
  ];
  return renderRoutes(routes, path, fakes, { start: false });
}

/** Lets the autosave timers of the in-memory scheduler run `ms` of time (1500 ms is a pause in typing). */
export async function pass(fakes: AppFakes, ms: number): Promise<void> {
  await act(async () => {
    fakes.editor.scheduler.advance(ms);
    await Promise.resolve();
  });
}
