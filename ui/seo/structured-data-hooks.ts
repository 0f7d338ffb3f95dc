import type { SchoolFacts } from '../../core/seo/structured-data';
import { useShellData } from '../shell/use-shell-data';

/** The school as its pages' structured data names it (#12). */
export function useSchoolFacts(): SchoolFacts {
  const { setup } = useShellData();
  const schoolName = setup?.identity.schoolName ?? '';
  return { schoolName, siteName: setup?.identity.siteName || schoolName, logo: setup?.config.logo ?? null };
}
