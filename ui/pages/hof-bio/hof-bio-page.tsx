import { useLoaderData } from 'react-router-dom';
import type { HofBioData } from '../../../core/hall-of-fame/hall-of-fame-pages';
import { BackLink } from '../../honours/back-link';
import styles from '../../honours/honours.module.css';
import { FactList } from '../../honours/fact-list';
import { ProseSection } from '../../honours/prose-section';
import { PageHeader } from '../../honours/page-header';
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
          <FactList label={`About ${name}`} facts={facts} />
          <ProseSection id="hof-bio-heading" title="Biography" html={inductee.bio} />
          <SocialLinks owner={name} links={inductee.social} />
        </div>
      </div>
    </article>
  );
}
