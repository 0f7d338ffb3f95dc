import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Newsletter } from '../../../core/studio/newsletters/newsletter';
import { newsletterIdParam, newsletterPath, NEWSLETTERS_PATH } from '../../../core/studio/newsletters/newsletter-rules';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import studio from '../studio.module.css';
import { useStudio, type StudioPageData } from '../studio-services';
import { NewsletterEditor } from './newsletter-editor';
import { NewsletterSent } from './newsletter-sent';

type Loaded = { state: 'ready'; newsletter: Newsletter } | { state: 'missing' } | { state: 'failed'; message: string };

/**
 * /studio/newsletters/new and /studio/newsletters/{id}. After a new newsletter's first save the URL becomes
 * its own; the form stays as it is. Once sent it is shown read-only.
 */
export default function NewsletterEditorPage() {
  const { newsletters } = useStudio();
  const { staff } = useLoaderData() as StudioPageData;
  const navigate = useNavigate();
  const param = newsletterIdParam(useParams().newsletterId);
  usePageTitle(param === 'new' ? 'New newsletter · Studio' : 'Newsletter · Studio');
  // The id a new newsletter got from its first save here: its form stays.
  const [created, setCreated] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<{ id: number; result: Loaded } | null>(null);
  const [turn, setTurn] = useState(0);
  // Each visit of /new (say "New newsletter" again after making one here) gets a fresh form.
  const { key: visit } = useLocation();
  const [newVisit, setNewVisit] = useState(visit);
  if (param === 'new' && visit !== newVisit) {
    setNewVisit(visit);
    setCreated(null);
  }
  const isNew = param === 'new' || (param !== null && param === created);

  useEffect(() => {
    if (typeof param !== 'number' || param === created) return;
    let live = true;
    newsletters.newsletter(param).then(
      (newsletter) => live && setLoaded({ id: param, result: newsletter ? { state: 'ready', newsletter } : { state: 'missing' } }),
      (error: unknown) => live && setLoaded({ id: param, result: { state: 'failed', message: error instanceof Error ? error.message : 'The newsletter could not be loaded.' } }),
    );
    return () => {
      live = false;
    };
  }, [param, created, newsletters, turn]);

  const onSaved = (saved: Newsletter) => {
    setLoaded({ id: saved.id, result: { state: 'ready', newsletter: saved } });
    if (param === 'new') {
      setCreated(saved.id);
      void navigate(newsletterPath(saved.id), { replace: true });
    }
  };

  const result = param === null ? ({ state: 'missing' } as const) : isNew && loaded?.id !== param ? null : loaded?.id === param ? loaded.result : undefined;
  if (result === undefined) return <p role="status">Loading the newsletter…</p>;
  if (result?.state === 'missing')
    return (
      <>
        <h1>Newsletter not found</h1>
        <p>
          <Link to={NEWSLETTERS_PATH}>Back to the newsletters</Link>
        </p>
      </>
    );
  if (result?.state === 'failed')
    return (
      <>
        <h1>Newsletter</h1>
        <p role="alert">{result.message}</p>
        <button type="button" className={studio.button} onClick={() => (setLoaded(null), setTurn((n) => n + 1))}>
          Try again
        </button>
      </>
    );
  if (result?.newsletter.status === 'sent') return <NewsletterSent newsletter={result.newsletter} />;
  // The form keeps its own state from here; a newsletter made here keeps the form it was made in.
  return <NewsletterEditor key={isNew ? `new-${newVisit}` : `newsletter-${param}`} newsletter={result?.newsletter ?? null} staff={staff} onSaved={onSaved} />;
}
