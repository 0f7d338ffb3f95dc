import { useLoaderData } from 'react-router-dom';
import type { PartnersPageData } from '../../../core/partners/partner-pages';
import { EmptyState } from '../../honours/empty-state';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { SmartLink } from '../../shell/smart-link';
import { useShellData } from '../../shell/use-shell-data';
import page from './partners-page.module.css';

/**
 * spec 2.1 partners: the school's `partners` promotion when it has one, and the sponsor and
 * college-sports partner logos of the site settings (spec 1 shell slots).
 */
export default function PartnersPage() {
  const { partners } = useLoaderData() as PartnersPageData;
  const { setup } = useShellData();
  usePageTitle('Partners');
  const school = setup?.identity.schoolName;

  return (
    <>
      <PageHeader title="Partners" eyebrow="Corporate partners" blurb={school ? `The sponsors and partners who support ${school} athletics.` : 'The sponsors and partners who support our athletics department.'} />
      {partners.length === 0 ? (
        <EmptyState>
          <p>Our partners will be listed here soon.</p>
        </EmptyState>
      ) : (
        <ul role="list" className={styles.grid}>
          {partners.map((partner) => (
            <li key={`${partner.name}-${partner.url ?? ''}`}>
              <article className={`${styles.card} ${page.partner}`}>
                {partner.imageUrl && (
                  <div className={page.logoBox}>
                    <img src={partner.imageUrl} alt="" className={page.logo} loading="lazy" />
                  </div>
                )}
                <div className={styles.cardBody}>
                  <p className={`${styles.tag} ${styles.tagSecondary} ${page.role}`}>{partner.role}</p>
                  <h2 className={styles.cardTitle}>
                    {partner.url ? (
                      <SmartLink href={partner.url} newWindow={partner.newWindow} className={styles.cardLink}>
                        {partner.name}
                      </SmartLink>
                    ) : (
                      partner.name
                    )}
                  </h2>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className={page.contact}>
        Interested in partnering with us?{' '}
        {setup?.identity.supportEmail ? <a href={`mailto:${setup.identity.supportEmail}`}>Contact the athletics department</a> : 'Contact the athletics department'}.
      </p>
    </>
  );
}
