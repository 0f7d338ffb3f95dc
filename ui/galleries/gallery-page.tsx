import { useLoaderData } from 'react-router-dom';
import { dateTimeAttribute, longDate } from '../../core/editorial/content-dates';
import type { GalleryPhoto } from '../../core/galleries/gallery';
import type { GalleryPageData } from '../../core/galleries/gallery-pages';
import { photoCountText, photoSrcSet } from '../../core/galleries/gallery-rules';
import { PageHeader } from '../editorial/page-header';
import { useSiteTitle } from '../editorial/page-title';
import { usePageMeta } from '../routing/page-meta';
import { SmartLink } from '../shell/smart-link';
import styles from './galleries.module.css';

function Photo({ photo, index, total }: { photo: GalleryPhoto; index: number; total: number }) {
  const width = photo.width ?? 1600;
  const height = photo.height ?? 1067;
  return (
    <figure className={styles.figure}>
      {/* The full-size picture opens on its own: a plain link, so it works from the keyboard and without script. */}
      <a href={photo.urls.original} className={styles.photoLink}>
        <img
          src={photo.urls.medium}
          srcSet={photoSrcSet(photo.urls, photo.width)}
          sizes="(min-width: 1100px) 33vw, (min-width: 700px) 50vw, 100vw"
          alt={photo.alt}
          width={width}
          height={height}
          // The first photos are in view when the page opens.
          loading={index < 3 ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.photo}
        />
        <span className="visually-hidden">{` (photo ${index + 1} of ${total}, full size)`}</span>
      </a>
      {(photo.caption || photo.credit) && (
        <figcaption className={styles.caption}>
          {photo.caption}
          {photo.credit && <span className={styles.credit}>Photo: {photo.credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** One photo gallery: its photos in order, each with its caption and credit, and the story it goes with. */
export default function GalleryPage() {
  const { gallery } = useLoaderData() as GalleryPageData;
  usePageMeta({
    title: useSiteTitle(gallery.title, 'Photo Galleries'),
    description: gallery.description ?? `${photoCountText(gallery.photos.length)}: ${gallery.title}.`,
    tokens: { gallery_title: gallery.title, sport_title: gallery.sport?.title },
  });

  return (
    <article aria-labelledby="gallery-title">
      <PageHeader id="gallery-title" title={gallery.title} eyebrow={gallery.sport ? `${gallery.sport.title} Photo Gallery` : 'Photo Gallery'}>
        <p>
          <time dateTime={dateTimeAttribute(gallery.date)}>{longDate(gallery.date)}</time> · {photoCountText(gallery.photos.length)}
        </p>
      </PageHeader>
      {gallery.description && <p className={styles.intro}>{gallery.description}</p>}
      <p className={styles.actions}>
        {gallery.story && (
          <SmartLink href={gallery.story.url} className={styles.button}>
            Read the story: {gallery.story.title}
          </SmartLink>
        )}
        <SmartLink href="/galleries" className={styles.button}>
          All photo galleries
        </SmartLink>
      </p>
      {gallery.photos.length === 0 ? (
        <p className={styles.empty}>This gallery has no photos yet.</p>
      ) : (
        <ol role="list" className={styles.photos} aria-label={`Photos: ${gallery.title}`}>
          {gallery.photos.map((photo, index) => (
            <li key={photo.id}>
              <Photo photo={photo} index={index} total={gallery.photos.length} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
