import { Link } from '../routing/link';
import shared from './editorial.module.css';

/** The foot of a filter form: its submit button and, when given, a link away (clear the filters, all tags). */
export function FilterActions({ submitLabel, link = null }: { submitLabel: string; link?: { to: string; label: string } | null }) {
  return (
    <div className={shared.actions}>
      <button type="submit" className={shared.button}>
        {submitLabel}
      </button>
      {link && (
        <Link to={link.to} className={shared.textLink}>
          {link.label}
        </Link>
      )}
    </div>
  );
}
