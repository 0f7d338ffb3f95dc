import { useLoaderData } from 'react-router-dom';
import type { ProtectedPageData } from '../../../core/staff-access/protected-content';
import DocumentPage from '../document/document-page';
import { AccessCodeForm } from './access-code-form';

/** spec 6 /protected sport files: the document once opened, else a form asking for its access code. */
export default function ProtectedPage() {
  const data = useLoaderData() as ProtectedPageData;
  return 'document' in data ? <DocumentPage /> : <AccessCodeForm message={data.accessCode.message} />;
}
