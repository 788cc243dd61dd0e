import { useMemo, useState } from 'react';
import { FollowButton } from '../follow/follow-button';
import { withProfileStrings } from '../profile/profile-strings';
import { defineIsland } from './island';

export interface FollowIslandProps {
  readonly creatorUserId: string;
  readonly creatorName: string;
  readonly returnPath: string;
  /** The counts the server read with the profile; null when it sent none (then only the button shows). */
  readonly counts: { readonly followerCount: number; readonly followingCount: number } | null;
}

/**
 * A creator's follower and following counts and the Follow toggle, in the profile's header: the counts are the
 * page's HTML from the start; the follower count moves with each press.
 */
export default defineIsland<FollowIslandProps>('follow', function FollowIsland({ props, context }) {
  const t = useMemo(() => withProfileStrings(context.t, context.lang), [context.t, context.lang]);
  const [followers, setFollowers] = useState(props.counts?.followerCount ?? null);
  // `count` picks the plural form; `n` is the number as the language writes it (1,284).
  const counted = (count: number) => ({ count, n: count.toLocaleString(context.lang === 'th' ? 'th-TH' : 'en-US') });
  return (
    <div className="reader-follow">
      {props.counts ? (
        <p className="reader-follow__counts" data-testid="follow-counts">
          <span>{t('readerProfile.follow.followers', counted(followers ?? 0))}</span>
          <span>{t('readerProfile.follow.followingCount', counted(props.counts.followingCount))}</span>
        </p>
      ) : null}
      <FollowButton
        creatorUserId={props.creatorUserId}
        creatorName={props.creatorName}
        returnPath={props.returnPath}
        services={context.services}
        t={t}
        lang={context.lang}
        onState={(state) => setFollowers(state.followerCount)}
      />
    </div>
  );
});
