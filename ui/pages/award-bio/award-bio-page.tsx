import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { AwardBioData } from '../../../core/awards/award-pages';
import { awardsListHref, AWARDS_PATH } from '../../../core/awards/award-rules';
import { formatLongDate } from '../../../core/honours/display-dates';
import { BackLink } from '../../honours/back-link';
import styles from '../../honours/honours.module.css';
import { FactList } from '../../honours/fact-list';
import { ProseSection } from '../../honours/prose-section';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';

/** spec 2.1 awards_bio: one award and its honoree. */
export default function AwardBioPage() {
  const { award } = useLoaderData() as AwardBioData;
  const name = `${award.firstName} ${award.lastName}`;
  usePageTitle(`${name}, ${award.typeTitle}`);
  const facts = [
    { label: 'Award', value: award.typeTitle },
    { label: 'Date', value: formatLongDate(award.date) },
    { label: 'Sport', value: award.sport.title },
    { label: 'Position', value: award.position },
    { label: 'Year', value: award.academicYear },
    { label: 'Number', value: award.jerseyNumber ? `#${award.jerseyNumber}` : null },
    { label: 'Hometown', value: award.hometown },
    { label: 'High school', value: award.highSchool },
  ].filter((fact): fact is { label: string; value: string } => !!fact.value);

  return (
    <article>
      <BackLink to={AWARDS_PATH}>All awards</BackLink>
      <PageHeader title={name} eyebrow={award.typeTitle} blurb={award.shortHighlights} />
      <div className={styles.detail}>
        <img src={award.image.url} alt={award.image.alt} width={800} height={450} className={styles.detailMedia} />
        <div>
          <FactList label="About this award" facts={facts} />
          <ProseSection id="award-highlights" title="Highlights" html={award.highlights} />
          <div className={styles.actions}>
            {award.rosterBioUrl && (
              <Link to={award.rosterBioUrl} className={styles.button}>
                {name}&rsquo;s roster bio
              </Link>
            )}
            <Link to={awardsListHref(award.typeId, 0)} className={`${styles.button} ${styles.buttonSecondary}`}>
              More {award.typeTitle} honorees
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
