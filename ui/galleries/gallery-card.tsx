import { dateTimeAttribute, longDate } from '../../core/editorial/content-dates';
import type { GallerySummary } from '../../core/galleries/gallery';
import { photoCountText, photoSrcSet } from '../../core/galleries/gallery-rules';
import { SmartLink } from '../shell/smart-link';
import styles from './galleries.module.css';

export interface GalleryCardProps {
  gallery: GallerySummary;
  headingLevel?: 2 | 3;
}

/** A gallery in a list: its cover, its title (the link, covering the card), date, sport and photo count. */
export function GalleryCard({ gallery, headingLevel = 2 }: GalleryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { cover } = gallery;
  return (
    <article className={styles.card}>
      {cover && (
        // The title link names the card; the cover beside it is decorative.
        <img
          src={cover.urls.medium}
          srcSet={photoSrcSet(cover.urls, cover.width)}
          sizes="(min-width: 960px) 30vw, (min-width: 600px) 45vw, 100vw"
          alt=""
          width={cover.width ?? 600}
          height={cover.height ?? 400}
          loading="lazy"
          decoding="async"
          className={styles.cover}
        />
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          {/* spec 2.2: /galleries paths are external pages, so the link loads the page in full. */}
          <SmartLink href={gallery.url} className={styles.cardLink}>
            {gallery.title}
          </SmartLink>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={dateTimeAttribute(gallery.date)}>{longDate(gallery.date)}</time>
          {gallery.sport && <> · {gallery.sport.title}</>}
          {gallery.photoCount !== null && <> · {photoCountText(gallery.photoCount)}</>}
        </p>
      </div>
    </article>
  );
}
