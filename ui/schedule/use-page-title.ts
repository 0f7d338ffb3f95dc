import { documentTitle } from '../../core/schedule/schedule-paths';
import { useDocumentTitle } from '../shell/use-document-title';
import { useShellData } from '../shell/use-shell-data';

/** Sets the document title as '{title} - {site name}' ('Football Schedule - Ridgemont State Athletics'). */
export function usePageTitle(title: string): void {
  const { setup } = useShellData();
  useDocumentTitle(documentTitle(title, setup?.identity.siteName || setup?.identity.schoolName));
}
