import styles from './editorial.module.css';

export interface RichTextProps {
  /** HTML that an adapter has already sanitised (DESIGN 8); never raw content. */
  sanitizedHtml: string;
  className?: string;
}

/** Sanitised content HTML (story bodies, documents) in the site's reading style. */
export function RichText({ sanitizedHtml, className }: RichTextProps) {
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
