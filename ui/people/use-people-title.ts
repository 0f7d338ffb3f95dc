import { pageTitle } from '../../core/people/page-title';
import { useDocumentTitle } from '../shell/use-document-title';
import { useShellData } from '../shell/use-shell-data';

/** Sets the document title: the page's parts, most specific first, then the site's name. */
export function usePeopleTitle(...parts: Array<string | null | undefined>): void {
  const { setup } = useShellData();
  const site = setup?.identity.siteName || setup?.identity.schoolName;
  useDocumentTitle(pageTitle(...parts, site));
}
