import { useShellData } from '../shell/use-shell-data';

/** 'Archives - Ridgemont State Athletics': the page's own title, then the site's name. */
export function useSiteTitle(...parts: Array<string | null | undefined>): string {
  const { setup } = useShellData();
  const site = setup?.identity.siteName || setup?.identity.schoolName || '';
  return [...parts.filter((part): part is string => !!part && part.trim() !== ''), site].filter(Boolean).join(' - ');
}
