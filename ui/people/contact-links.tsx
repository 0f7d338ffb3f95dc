import { mailtoHref, telHref } from '../../core/people/contact-links';
import styles from './people.module.css';

/** An email address as a mailto link; the plain text when it is not a usable address. */
export function EmailLink({ email }: { email: string | null }) {
  if (!email) return null;
  const href = mailtoHref(email);
  return href ? (
    <a href={href} className={styles.link}>
      {email}
    </a>
  ) : (
    <>{email}</>
  );
}

/** A phone number as a tel link. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return null;
  const href = telHref(phone);
  return href ? (
    <a href={href} className={styles.link}>
      {phone}
    </a>
  ) : (
    <>{phone}</>
  );
}
