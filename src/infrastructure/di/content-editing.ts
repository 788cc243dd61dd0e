import type { ContentEditingServices } from '../../application/content/content-editing';
import { ContentEditorService, type ContentEditorDeps } from '../../application/content/content-editor.service';
import { MyContentsService } from '../../application/content/my-contents.service';

/** The editor's own services, built when the first editor screen asks for them (content-editor.module.ts). */
export function contentEditingServices(deps: ContentEditorDeps): ContentEditingServices {
  return { contentEditor: new ContentEditorService(deps), myContents: new MyContentsService(deps.api, deps.store) };
}
