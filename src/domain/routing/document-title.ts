/** The product's name as it ends every tab title and names the site in link previews. */
export const SITE_NAME = 'Travelogue';

/**
 * A tab title: "<page> · Travelogue", so tabs and history entries tell pages apart while naming the site;
 * just the site's name when the page has none (yet). One format for the SPA, the reader and the server's <title>.
 */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}
