import { useLoaderData } from 'react-router-dom';
import { formatLongDate } from '../../../core/honours/display-dates';
import type { PublicationPageData } from '../../../core/publications/publication-pages';
import { NO_PUBLICATIONS_TEXT, publicationKindLabel } from '../../../core/publications/publication-rules';
import { BackLink } from '../../honours/back-link';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { FactList } from '../../honours/fact-list';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';

/** spec 2.1 publications_page: one publication, its cover and the document; the empty shelf at a school without any. */
export default function PublicationPage() {
  const data = useLoaderData() as PublicationPageData;
  usePageTitle(data.kind === 'found' ? data.publication.title : 'Publications');
  if (data.kind === 'none') {
    return (
      <>
        <PageHeader title="Publications" eyebrow="Media" />
        <EmptyState role="status">
          <p>{NO_PUBLICATIONS_TEXT}</p>
        </EmptyState>
      </>
    );
  }
  const { publication } = data;
  const isPdf = /\.pdf(?:$|[?#])/i.test(publication.fileUrl);
  const facts = [
    { label: 'Type', value: publicationKindLabel(publication.kind) },
    { label: 'Sport', value: publication.sport?.title },
    { label: 'Season', value: publication.season },
    { label: 'Published', value: formatLongDate(publication.createdOn) },
    { label: 'Updated', value: formatLongDate(publication.updatedOn) },
  ].filter((fact): fact is { label: string; value: string } => !!fact.value);

  return (
    <article>
      <BackLink to="/publications">All publications</BackLink>
      <PageHeader title={publication.title} eyebrow={publicationKindLabel(publication.kind) ?? 'Publication'} />
      <div className={styles.detail}>
        {publication.coverUrl && <img src={publication.coverUrl} alt={`Cover of ${publication.title}`} width={600} height={800} className={styles.detailMedia} />}
        <div>
          <p className={styles.prose}>{publication.description}</p>
          <FactList label="About this publication" facts={facts} />
          <div className={styles.actions}>
            <a href={publication.fileUrl} className={styles.button} target="_blank" rel="noopener noreferrer">
              Read the publication <span className="visually-hidden">({isPdf ? 'PDF, ' : ''}opens in a new tab)</span>
            </a>
            <a href={publication.fileUrl} download className={`${styles.button} ${styles.buttonSecondary}`}>
              Download
              <span className="visually-hidden"> {publication.title}</span>
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
