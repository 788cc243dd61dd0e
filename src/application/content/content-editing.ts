import type { ContentEditorService } from './content-editor.service';
import type { MyContentsService } from './my-contents.service';

/**
 * The editor's own services: one content's editing session (with its local draft, autosave and the checks before
 * publishing) and the list of my contents. Only the editor screens use them, so the composition root hands them
 * out at their first use and a visitor's first screen does not download their code.
 */
export interface ContentEditingServices {
  readonly contentEditor: ContentEditorService;
  readonly myContents: MyContentsService;
}
