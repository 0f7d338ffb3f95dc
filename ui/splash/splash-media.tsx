import type { MouseEvent } from 'react';
import type { SplashContent, SplashImage } from '../../core/splash/splash-content';
import styles from './splash-overlay.module.css';

/** Widest breakpoint first, so the first matching <source> is the one for the screen. */
function byBreakpoint(images: readonly SplashImage[]): SplashImage[] {
  return [...images].sort((a, b) => (b.breakpoint ?? 0) - (a.breakpoint ?? 0));
}

export interface SplashMediaProps {
  content: SplashContent;
  /** Where following the picture leads (the splash link or /). */
  href: string;
  onFollow: (event: MouseEvent) => void;
}

/** spec 3: the splash picture (one source per breakpoint, with alt) or its YouTube video. */
export function SplashMedia({ content, href, onFollow }: SplashMediaProps) {
  const images = byBreakpoint(content.picture?.images ?? []);
  const fallback = images[images.length - 1];
  if (fallback) {
    return (
      <a href={href} onClick={onFollow} className={styles.media}>
        <picture>
          {images
            .filter((image) => image !== fallback && (image.breakpoint ?? 0) > 0)
            .map((image) => (
              <source key={image.url} media={`(min-width: ${image.breakpoint}px)`} srcSet={image.url} />
            ))}
          <img src={fallback.url} alt={fallback.alt || content.title} className={styles.image} />
        </picture>
      </a>
    );
  }
  if (content.video) {
    return (
      <div className={styles.video}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(content.video.youtube)}`}
          title={`Video: ${content.title}`}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
        <a href={href} onClick={onFollow} className={styles.videoLink}>
          Learn more<span className="visually-hidden"> about {content.title}</span>
        </a>
      </div>
    );
  }
  return null;
}
