import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { previewLinkTarget } from '../../core/staff-access/preview-links';

/** Keeps a staff preview's own links inside the preview (a player's bio on next season's roster). */
export function PreviewLinks({ routeName, children }: { routeName: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    const target = anchor ? previewLinkTarget(routeName, anchor.getAttribute('href') ?? '') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    void navigate(target);
  };
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
