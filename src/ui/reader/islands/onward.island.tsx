import type { PublicContent } from '../../../domain/content/content';
import { OnwardReading } from '../content/onward-reading';
import { defineIsland } from './island';

export type OnwardContent = Pick<PublicContent, 'contentId' | 'author' | 'places'>;

export const onwardOf = ({ contentId, author, places }: OnwardContent): OnwardContent => ({
  contentId,
  author,
  places,
});

/** More from the creator and at the content's places, read after the page shows. */
export default defineIsland<{ content: OnwardContent }>('onward', function OnwardIsland({ props, context }) {
  return <OnwardReading content={props.content} services={context.services} t={context.t} lang={context.lang} />;
});
