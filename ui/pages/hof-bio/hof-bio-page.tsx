import { useLoaderData } from 'react-router-dom';
import type { HofBioData } from '../../../core/hall-of-fame/hall-of-fame-pages';
import { BackLink } from '../../honours/back-link';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { RichText } from '../../honours/rich-text';
import { usePageTitle } from '../../honours/use-page-title';
import { SocialLinks } from '../../info/social-links';

/** spec 2.1 hof_bio: one member of the hall of fame. */
export default function HofBioPage() {
  const { inductee, settings, listPath } = useLoaderData() as HofBioData;
  const name = `${inductee.firstName} ${inductee.lastName}`;
  const hall = settings?.title || 'Hall of Fame';
  usePageTitle(`${name} - ${hall}`);
  const facts = [
    { label: 'Sport', value: inductee.sports.join(', ') },
    { label: 'Role', value: inductee.role },
    { label: 'Years', value: inductee.yearsActive },
    { label: 'Inducted', value: settings?.hideInduction ? null : String(inductee.inductionYear) },
    { label: 'Class', value: settings?.hideClass || inductee.classYear === null ? null : String(inductee.classYear) },
    { label: 'Hometown', value: inductee.hometown },
  ].filter((fact): fact is { label: string; value: string } => !!fact.value);

  return (
    <article>
      <BackLink to={listPath}>{hall}</BackLink>
      <PageHeader title={name} eyebrow={hall} blurb={inductee.teaser} />
      <div className={styles.detail}>
        {inductee.image ? <img src={inductee.image.url} alt={inductee.image.alt} width={400} height={500} className={styles.detailMedia} /> : <div />}
        <div>
          {facts.length > 0 && (
            <dl className={styles.facts} aria-label={`About ${name}`}>
              {facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <section aria-labelledby="hof-bio-heading">
            <h2 id="hof-bio-heading" className={styles.sectionTitle}>
              Biography
            </h2>
            <RichText html={inductee.bio} className={styles.prose} />
          </section>
          <SocialLinks owner={name} links={inductee.social} />
        </div>
      </div>
    </article>
  );
}
