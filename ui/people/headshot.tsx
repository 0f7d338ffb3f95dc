import { useShellData } from '../shell/use-shell-data';
import styles from './people.module.css';

interface HeadshotProps {
  image: { url: string; alt: string } | null;
  /** The person's name: the image's alt text. */
  name: string;
  className?: string;
  /** Eager for the page's main photo; lazy for lists. */
  eager?: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A person's photo, the school's default person image without one, or their initials without either. */
export function Headshot({ image, name, className, eager = false }: HeadshotProps) {
  const { setup } = useShellData();
  const url = image?.url || setup?.config.defaultPersonImage || '';
  if (url === '') {
    return (
      <span role="img" aria-label={name} className={`${styles.initials} ${className ?? ''}`}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
    );
  }
  return <img src={url} alt={name} width={240} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" className={`${styles.headshot} ${className ?? ''}`} />;
}
