import { useLoaderData } from 'react-router-dom';
import type { DocumentPageData } from '../../../core/documents/document-page-data';
import { fileTypeLabel, isFileDocument } from '../../../core/documents/document-rules';
import { dateTimeAttribute, longDate } from '../../../core/editorial/content-dates';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { RichText } from '../../editorial/rich-text';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './document-page.module.css';

/** spec 2.1 document (/documents/{path}): an HTML page of the school, or a file to download. */
export default function DocumentPage() {
  const { document } = useLoaderData() as DocumentPageData;
  usePageMeta({ title: useSiteTitle(document.title), description: document.description || undefined, tokens: { document_title: document.title } });
  const file = isFileDocument(document);
  const updated = longDate(document.updated);

  return (
    <article aria-labelledby="document-title">
      <PageHeader id="document-title" title={document.title}>
        {document.description && <p>{document.description}</p>}
      </PageHeader>
      {file ? (
        <div className={styles.file}>
          <a href={document.download_url} className={shared.button} type={document.type.toLowerCase() === 'pdf' ? 'application/pdf' : undefined}>
            Open the {fileTypeLabel(document)}
            <span className="visually-hidden">: {document.title}</span>
          </a>
          {document.unavailable_accessibility && (
            <p className={styles.notice}>This file may not be fully accessible. For an accessible version, contact the athletics department.</p>
          )}
        </div>
      ) : (
        <RichText sanitizedHtml={document.html ?? ''} />
      )}
      {updated && (
        <p className={styles.updated}>
          Last updated <time dateTime={dateTimeAttribute(document.updated)}>{updated}</time>
        </p>
      )}
    </article>
  );
}
