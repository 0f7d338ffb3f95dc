import { Suspense } from 'react';
import type { SiteLink, SiteSetup } from '../../../core/settings/site-config';
import { lazyView } from '../../routing/lazy-view';
import { SmartLink } from '../smart-link';
import styles from './site-footer.module.css';

// Below the fold on every page: the promotions code loads after the page, not with the shell.
const PromotionSlot = lazyView('promotion-slot', async () => ({ default: (await import('../../promotions/promotion-slot')).PromotionSlot }));

/** The site-wide promotion location of the footer (spec 2.3: promotions/{name}). */
export const FOOTER_PROMOTION_SLOT = 'footer-icons';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function LogoLink({ link, className }: { link: SiteLink; className: string | undefined }) {
  return (
    <SmartLink href={link.url} newWindow={link.open_in_new_window} className={className}>
      {link.image ? <img src={link.image} alt={link.title} loading="lazy" className={styles.logoImage} /> : link.title}
    </SmartLink>
  );
}

/** spec 1: footer with the partner logo link, infractions-report link, the footer's promotion icons and common footer block. */
export function SiteFooter({ setup, year }: { setup: SiteSetup | null; year: number }) {
  const identity = setup?.identity;
  const settings = setup?.settings;
  const schoolName = identity?.schoolName ?? 'Athletics';
  const address = settings?.schoolAddress;
  const phone = settings?.schoolPhoneNumber;
  const partner = identity?.partnerLogo ?? null;
  const infractions = identity?.infractionsReport ?? null;
  const footerHtml = identity?.footerHtml ?? '';

  return (
    <footer className={styles.footer}>
      <div className={styles.main}>
        <div className={styles.school}>
          {setup?.config.logo && <img src={setup.config.logo} alt="" width={72} height={72} loading="lazy" className={styles.schoolLogo} />}
          <div>
            <p className={styles.schoolName}>{schoolName}</p>
            {(address || phone) && (
              <address className={styles.contact}>
                {address && <span>{address}</span>}
                {phone && (
                  <a href={telHref(phone)} className={styles.contactLink}>
                    {phone}
                  </a>
                )}
              </address>
            )}
          </div>
        </div>
        {(partner || infractions) && (
          <ul role="list" aria-label="Affiliations" className={styles.logos}>
            {partner && (
              <li>
                <LogoLink link={partner} className={styles.logoLink} />
              </li>
            )}
            {infractions && (
              <li>
                <LogoLink link={infractions} className={styles.logoLink} />
              </li>
            )}
          </ul>
        )}
      </div>
      <div className={styles.promotions}>
        <Suspense fallback={null}>
          <PromotionSlot name={FOOTER_PROMOTION_SLOT} label="Footer links" />
        </Suspense>
      </div>
      {footerHtml && (
        // The server sanitised this block (spec 1: common footer block).
        <section className={styles.common} dangerouslySetInnerHTML={{ __html: footerHtml }} />
      )}
      <div className={styles.bottom}>
        <p>
          © {year} {schoolName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
