import { RichTextEditor } from '../stories/rich-text-editor';
import { FieldMessage } from '../shell/studio-field';
import styles from '../studio.module.css';

/** A bio in the studio's rich text editor (the server sanitises it like a story's body). */
export function BioInput({ form, value, error, onChange }: { form: string; value: string; error: string | undefined; onChange: (bio: string) => void }) {
  const labelId = `${form}-bio-label`;
  const id = `${form}-bio`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <span id={labelId}>Bio</span>
      <RichTextEditor initialHtml={value} labelId={labelId} describedBy={error ? errorId : undefined} onChange={onChange} />
      <FieldMessage id={id} error={error} />
    </div>
  );
}
