import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { isReaderRoute } from '../../../domain/routing/routes';
import type { SiteLink } from '../../../domain/routing/site-links';

/**
 * One header or footer link with its `nav.<id>` words. A page of the lean reader entry (the map) is a plain
 * link: the server answers it with its own page, so a router link would only hand over with a second load.
 */
export function SiteLinkAnchor({ link, className }: { readonly link: SiteLink; readonly className?: string }) {
  const { t } = useTranslation();
  const label = t(`nav.${link.id}`);
  return isReaderRoute(link.href) ? (
    <a className={className} href={link.href}>
      {label}
    </a>
  ) : (
    <NavLink className={className} to={link.href}>
      {label}
    </NavLink>
  );
}
