import PollEmbed from '../poll/poll-embed';
import { defineIsland } from './island';

/** A poll section of a content: the live poll with its vote. */
export default defineIsland<{ pollId: string; returnPath: string }>('poll', function PollIsland({ props, context }) {
  return (
    <PollEmbed
      pollId={props.pollId}
      returnPath={props.returnPath}
      services={context.services}
      t={context.t}
      lang={context.lang}
    />
  );
});
