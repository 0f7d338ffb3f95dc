import { useState } from 'react';
import type { VideoFrame } from '../../core/stories/story-video';
import styles from './video-player.module.css';

interface VideoPlayerProps {
  frame: VideoFrame;
  /**
   * spec 4 append_button: the frame stays hidden behind a 'Play Video' button until the visitor
   * asks for it, so the page loads no player (and no third-party frame) it may never use.
   */
  appendButton?: boolean;
  className?: string;
}

/** spec 4 video player: the embedded frame, or with append_button a 'Play Video' button that reveals it playing. */
export function VideoPlayer({ frame, appendButton = false, className }: VideoPlayerProps) {
  const [revealed, setRevealed] = useState(!appendButton);
  const classes = [styles.player, className].filter(Boolean).join(' ');

  if (!revealed) {
    return (
      <div className={classes} data-video-player="hidden">
        <button type="button" className={styles.play} onClick={() => setRevealed(true)} aria-label={`Play Video: ${frame.title}`}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <span>Play Video</span>
        </button>
      </div>
    );
  }
  return (
    <div className={classes} data-video-player="shown">
      <iframe
        // The visitor pressed Play: the keyboard goes on where the button was.
        ref={(element) => {
          if (element && appendButton) element.focus();
        }}
        src={appendButton ? frame.autoplaySrc : frame.src}
        title={frame.title}
        loading={appendButton ? 'eager' : 'lazy'}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
