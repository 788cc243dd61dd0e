import type { ComponentType } from 'react';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

/**
 * An island: one interactive part of a server-rendered reading page (the stats and share row, the comments,
 * a poll, the report button, the trip map…). The page around it is HTML that the browser never re-renders;
 * only islands hydrate, each on its own (hydrate-islands.ts), so an article's text costs no script at all.
 *
 * An island's props travel in the HTML (`data-island-props`, JSON), so they are plain data and small: what the
 * island needs, never a whole content. Services, strings and the language come from the page (IslandContext).
 */
export interface IslandContext {
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /** Wall-clock milliseconds the page's relative times are computed at. */
  readonly now: number;
}

export type IslandName =
  | 'stats'
  | 'report'
  | 'campaign'
  | 'poll'
  | 'onward'
  | 'comments'
  | 'trip-map'
  | 'poll-page'
  | 'campaign-entries'
  | 'profile-more'
  | 'add-to-trip'
  | 'list-more'
  | 'copy-trip'
  | 'follow'
  | 'card-save';

export interface IslandDefinition<P> {
  readonly name: IslandName;
  readonly Component: ComponentType<{ readonly props: P; readonly context: IslandContext }>;
}

export const defineIsland = <P,>(
  name: IslandName,
  Component: IslandDefinition<P>['Component'],
): IslandDefinition<P> => ({ name, Component });

/** The element an island is rendered into: `display: contents`, so it changes no layout around it. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

interface IslandProps<P> {
  readonly island: IslandDefinition<P>;
  /** Checked against the island's own props type (not widened from what is written here). */
  readonly props: NoInfer<P>;
  readonly context: IslandContext;
}

/**
 * Renders an island in place (on the server, and when the browser draws a whole page afresh) inside the
 * element the browser finds it by: its name and its props, so the browser can hydrate it alone.
 */
export function Island<P>({ island, props, context }: IslandProps<P>) {
  const { Component } = island;
  return (
    <div className="reader-island" data-island={island.name} data-island-props={JSON.stringify(props)}>
      <Component props={props} context={context} />
    </div>
  );
}
