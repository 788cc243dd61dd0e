import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { langQuery } from '../../../domain/routing/page-behaviour';
import { useStores } from '../../stores/stores-context';

/**
 * Spec §2: `?lang=th|en` switches the language (remembered by the Locale port) and is then removed
 * from the address with a replace. Returns true while the query is still there, so the gate waits
 * and does not carry `lang` into a redirect.
 */
export function useLangQuery(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const { shell } = useStores();
  const pending = new URLSearchParams(location.search).has('lang');

  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    const { lang, search } = langQuery(location.search);
    // Switch, then remove: the new language's strings may have to be downloaded first (loads one
    // language at a time), and the page must not show the address without `lang` in the old language.
    const switched = lang ? shell.changeLanguage(lang).catch(() => undefined) : Promise.resolve();
    void switched.then(() => {
      if (live) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [pending, location.pathname, location.search, location.hash, navigate, shell]);

  return pending;
}
