import { isImage, mediaUsesLine, type MediaItem } from '../../../core/studio/media/media';
import studio from '../studio.module.css';
import { MediaAltEditor } from './media-alt-editor';
import styles from './media.module.css';

/** One file of the library: its thumbnail (or link), name, where the site shows it, and its description to edit; a file not used can be ticked to delete. */
export function MediaCard({ item, onSaved, tick }: { item: MediaItem; onSaved: () => void; tick?: { ticked: boolean; onTick: () => void } }) {
  const uses = mediaUsesLine(item.usedBy);
  return (
    <li className={styles.card}>
      {tick && (
        <label className={styles.tick}>
          <input type="checkbox" checked={tick.ticked} onChange={tick.onTick} /> Select <span className={studio.visuallyHidden}>{item.name}</span>
        </label>
      )}
      {isImage(item) ? <img src={item.url} alt={item.alt} loading="lazy" width={item.width ?? undefined} height={item.height ?? undefined} /> : <a href={item.url}>{item.name}</a>}
      <p className={studio.hint}>
        #{item.id} {item.name}
      </p>
      {uses && <p className={studio.hint}>{uses}</p>}
      <MediaAltEditor item={item} onSaved={onSaved} />
    </li>
  );
}
