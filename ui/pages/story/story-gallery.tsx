import type { GallerySummary } from '../../../core/galleries/gallery';
import { photoCountText, photoSrcSet } from '../../../core/galleries/gallery-rules';
import { SmartLink } from '../../shell/smart-link';
import styles from './story-gallery.module.css';

/** The photo gallery a story names by its gallery id (spec 3): its cover and a link to it. */
export function StoryGallery({ gallery }: { gallery: GallerySummary }) {
  const { cover } = gallery;
  return (
    <section aria-labelledby="story-gallery-title" className={styles.gallery}>
      <h2 id="story-gallery-title" className={styles.title}>
        Photo gallery
      </h2>
      <div className={styles.card}>
        {cover && (
          <img
            src={cover.urls.small}
            srcSet={photoSrcSet(cover.urls, cover.width)}
            sizes="(min-width: 700px) 240px, 40vw"
            alt=""
            width={cover.width ?? 240}
            height={cover.height ?? 160}
            loading="lazy"
            decoding="async"
            className={styles.cover}
          />
        )}
        <p className={styles.text}>
          {/* spec 2.2: /galleries paths are external pages, so the link loads the gallery in full. */}
          <SmartLink href={gallery.url} className={styles.link}>
            {gallery.title}
          </SmartLink>
          {gallery.photoCount !== null && <span className={styles.count}>{photoCountText(gallery.photoCount)}</span>}
        </p>
      </div>
    </section>
  );
}
