import { pageTitle } from '../../core/honours/page-title';
import { useDocumentTitle } from '../shell/use-document-title';
import { useShellData } from '../shell/use-shell-data';

/** Sets the document title: the page's title, then the site's name. */
export function usePageTitle(title: string): void {
  const { setup } = useShellData();
  useDocumentTitle(pageTitle(title, setup?.identity.siteName || setup?.identity.schoolName));
}
