import { useLoaderData } from 'react-router-dom';
import type { FacilityPageData } from '../../../core/facilities/facility-pages';
import { facilityFacts, mapSearchUrl } from '../../../core/facilities/facility-rules';
import { BackLink } from '../../honours/back-link';
import styles from '../../honours/honours.module.css';
import { FactList } from '../../honours/fact-list';
import { ProseSection } from '../../honours/prose-section';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { SmartLink } from '../../shell/smart-link';
import page from './facility-page.module.css';

/** spec 2.1 facilities_page: one venue, its pictures, facts and story. */
export default function FacilityPage() {
  const { facility, settings } = useLoaderData() as FacilityPageData;
  const facts = facilityFacts(facility);
  const [first, ...others] = facility.images;
  usePageTitle(facility.title);

  return (
    <article>
      <BackLink to="/facilities">{`All ${settings?.title?.toLowerCase() || 'facilities'}`}</BackLink>
      <PageHeader title={facility.title} eyebrow={settings?.title || 'Facilities'} blurb={facility.teaser} />
      {first && (
        <figure className={page.hero}>
          <img src={first.url} alt={first.alt} width={800} height={450} className={page.heroImage} />
        </figure>
      )}
      <FactList label="Facility facts" facts={facts} />
      {facility.address && settings?.showMapLinks !== false && (
        <p>
          <SmartLink href={mapSearchUrl(facility.address)} className={`${styles.button} ${styles.buttonSecondary}`}>
            Map and directions
          </SmartLink>
        </p>
      )}
      <ProseSection id="facility-about" title={`About ${facility.title}`} html={facility.description} className={styles.section} />
      {others.length > 0 && (
        <section className={styles.section} aria-labelledby="facility-gallery">
          <h2 id="facility-gallery" className={styles.sectionTitle}>
            Gallery
          </h2>
          <ul role="list" className={styles.grid}>
            {others.map((image) => (
              <li key={image.url}>
                <img src={image.url} alt={image.alt} width={800} height={450} loading="lazy" className={`${styles.cardMedia} ${page.galleryImage}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
