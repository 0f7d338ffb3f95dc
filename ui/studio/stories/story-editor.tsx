import type { Editor } from '@tiptap/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isWorthRestoring, type DraftBackup } from '../../../core/studio/stories/draft-backup';
import { saveStatusOf } from '../../../core/studio/stories/story-save.machine';
import { EMPTY_STORY_DRAFT, type Story, type StoryDraft, type StoryStamp } from '../../../core/studio/stories/story';
import { STORY_LIST_PATH, storyPath, type StoryListState } from '../../../core/studio/studio-nav';
import type { PublishRequest } from '../../../core/studio/studio-repository.port';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { clockTime } from '../use-studio-load';
import { fieldId, FieldMessage } from '../shell/studio-field';
import { RichTextEditor } from './rich-text-editor';
import { SaveStatusLine } from './save-status';
import { ConflictNotice, MyTextPanel } from './story-conflict';
import { FORM, HeadlineFields, StoryDetailsFields } from './story-fields';
import { StoryHistory } from './story-history';
import { StoryDelete } from './story-delete';
import { StoryPublish } from './story-publish';

type Meta = Pick<Story, 'status' | 'url' | 'previewUrl' | 'publishAt'>;

/** The story editor: fields, body, autosave, conflicts, publishing and history. */
export function StoryEditor({ story, onCreated }: { story: Story | null; onCreated: (id: number) => void }) {
  const { storySave, backups, clock, repository } = useStudio();
  const navigate = useNavigate();
  const initial = story?.draft ?? EMPTY_STORY_DRAFT;
  const [draft, setDraft] = useState<StoryDraft>(initial);
  const draftRef = useRef(draft);
  const editorRef = useRef<Editor | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [meta, setMeta] = useState<Meta>({ status: story?.status ?? 'draft', url: story?.url ?? null, previewUrl: story?.previewUrl ?? null, publishAt: story?.publishAt ?? null });
  const [snapshot, send] = useMachine(storySave, { input: { storyId: story?.id ?? null, version: story?.version ?? null, draft: initial, now: () => clock.now() } });
  const [offer, setOffer] = useState<DraftBackup | null>(null);
  const [mine, setMine] = useState<StoryDraft | null>(null);
  const [publishMessage, setPublishMessage] = useState<string | null>(null);
  const { storyId, version, fields, conflict, failure } = snapshot.context;
  const status = saveStatusOf(snapshot);

  // A draft this device could not send earlier is offered back when the editor opens.
  useEffect(() => {
    const backup = backups.read(story?.id ?? null);
    // After the first render (which the server may have drawn), so the offer never upsets hydration.
    if (isWorthRestoring(backup, initial)) void Promise.resolve().then(() => setOffer(backup));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new story's first save gives it an id: its own URL from then on, without a reload.
  useEffect(() => {
    if (story !== null || storyId === null) return;
    onCreated(storyId);
    void navigate(storyPath(storyId), { replace: true });
    void refreshMeta(storyId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storyId]);

  async function refreshMeta(id: number) {
    const latest = await repository.story(id).catch(() => null);
    if (latest) setMeta({ status: latest.status, url: latest.url, previewUrl: latest.previewUrl, publishAt: latest.publishAt });
    return latest;
  }

  const edit = (change: Partial<StoryDraft>) => {
    const next = { ...draftRef.current, ...change };
    draftRef.current = next;
    setDraft(next);
    send({ type: 'story.edit', draft: next });
  };

  /** Puts a whole draft in the editor (a restore, the latest version): the fields are drawn again. */
  const show = (next: StoryDraft) => {
    draftRef.current = next;
    setDraft(next);
    editorRef.current?.commands.setContent(next.body, { emitUpdate: false });
    setFormKey((n) => n + 1);
  };

  async function reloadLatest() {
    if (storyId === null) return;
    const latest = await refreshMeta(storyId);
    if (!latest) return;
    setMine(conflict?.mine ?? draftRef.current);
    show(latest.draft);
    send({ type: 'story.reloaded', version: latest.version, draft: latest.draft });
  }

  /** The server's latest version into the editor, nothing of this user's being unsaved (a refused delete). */
  async function showLatest(id: number) {
    const latest = await refreshMeta(id);
    if (!latest) return;
    show(latest.draft);
    send({ type: 'story.reloaded', version: latest.version, draft: latest.draft });
  }

  function afterDelete(id: number) {
    backups.forget(id);
    const state: StoryListState = { message: `Deleted “${draftRef.current.title || 'Untitled story'}”.` };
    void navigate(STORY_LIST_PATH, { state });
  }

  async function afterMove(outcome: WriteOutcome<StoryStamp>, reload = false) {
    if (outcome.kind === 'done') {
      setPublishMessage(null);
      if (reload) {
        const latest = await refreshMeta(outcome.value.id);
        if (latest) {
          show(latest.draft);
          send({ type: 'story.reloaded', version: latest.version, draft: latest.draft });
          return;
        }
      }
      send({ type: 'story.moved', version: outcome.value.version });
      await refreshMeta(outcome.value.id);
    } else if (outcome.kind === 'conflict') setPublishMessage(`${outcome.message} Reload the story to see the latest version.`);
    else if (outcome.kind === 'offline') setPublishMessage('Not done: the studio cannot reach the server.');
    else setPublishMessage(outcome.message);
  }

  const ready = storyId !== null && version !== null && (snapshot.value === 'saved' || snapshot.value === 'idle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'story.saveNow' });
  };

  return (
    <>
      <h1>{story === null && storyId === null ? 'New story' : 'Edit story'}</h1>
      {offer && (
        <div role="alert" className={styles.notice}>
          <p>Restore unsaved changes from {clockTime(offer.savedAt)}?</p>
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => (show(offer.draft), edit({}), setOffer(null))}>
              Restore
            </button>
            <button type="button" className={styles.button} onClick={() => (backups.forget(story?.id ?? null), setOffer(null))}>
              Discard
            </button>
          </div>
        </div>
      )}
      {conflict && snapshot.value === 'conflict' && <ConflictNotice message={conflict.message} current={conflict.current} onReload={() => void reloadLatest()} />}
      {snapshot.value === 'invalid' && <p role="alert">{failure ?? 'Some fields need attention.'}</p>}
      <SaveStatusLine status={status} isNew={storyId === null} onRetry={() => send({ type: 'story.retry' })} />
      <div className={styles.columns}>
        <form className={styles.form} noValidate aria-label="Story" onSubmit={submit} key={formKey}>
          <HeadlineFields draft={draft} errors={fields} onChange={edit} />
          <div className={styles.field}>
            <span id="story-body-label">Body</span>
            <RichTextEditor initialHtml={draft.body} labelId="story-body-label" describedBy={fields.body ? `${fieldId(FORM, 'body')}-error` : undefined} onChange={(body) => edit({ body })} onReady={(editor) => (editorRef.current = editor)} />
            <FieldMessage id={fieldId(FORM, 'body')} error={fields.body} />
          </div>
          <StoryDetailsFields draft={draft} errors={fields} onChange={edit} />
          <div className={styles.row}>
            <button type="submit" className={`${styles.button} ${styles.primary}`} aria-keyshortcuts="Control+S Meta+S">
              Save now
            </button>
          </div>
        </form>
        <div className={styles.side}>
          {mine && <MyTextPanel mine={mine} onPutBack={() => (show(mine), edit({}), setMine(null))} onDismiss={() => setMine(null)} />}
          {storyId !== null && version !== null && (
            <>
              <StoryPublish
                {...meta}
                ready={ready}
                message={publishMessage}
                onPublish={(request: PublishRequest) => void repository.publishStory(storyId, version, request).then((outcome) => afterMove(outcome))}
                onUnpublish={() => void repository.unpublishStory(storyId, version).then((outcome) => afterMove(outcome))}
              />
              <StoryDelete title={draft.title} ready={ready} onDelete={() => repository.deleteStory(storyId, version)} onDeleted={() => afterDelete(storyId)} onReload={() => showLatest(storyId)} />
              <StoryHistory storyId={storyId} version={version} onRestore={(restore) => repository.restoreStoryVersion(storyId, version, restore).then((outcome) => afterMove(outcome, true))} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
