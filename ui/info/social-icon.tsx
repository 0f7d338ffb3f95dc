import type { ReactElement } from 'react';
import type { SocialIconChannel } from '../../core/constants';

const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** Glyphs of the channels the demo schools use; the other spec 9 channels get their initial in a badge. */
const GLYPHS: Partial<Record<SocialIconChannel, ReactElement>> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" fill="currentColor" />,
  twitter: <path d="M4 4h4.6l4 5.6L17.5 4H20l-6.2 7.3L20.5 20h-4.6l-4.3-6-5.2 6H4l6.5-7.6L4 4Z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3-5-3Z" fill="var(--icon-contrast, #fff)" />
    </g>
  ),
  tiktok: <path d="M14 3h3c.2 2 1.6 3.5 3.5 3.7v3.1c-1.3 0-2.5-.4-3.5-1v6.4A5.8 5.8 0 1 1 11 9.5v3.2a2.7 2.7 0 1 0 3 2.7V3Z" fill="currentColor" />,
};

/** spec 9: the icon of a social channel; always decorative (the link around it carries the name). */
export function SocialIcon({ channel, className }: { channel: SocialIconChannel; className?: string }) {
  const glyph = GLYPHS[channel];
  return (
    <svg {...common} className={className} data-channel={channel}>
      {glyph ?? (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--icon-contrast, #fff)" fontFamily="system-ui, sans-serif">
            {channel.charAt(0).toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
