import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { copyControlMachine, copyTooltip } from '../../core/copy/copy-control.machine';

// spec 4 copy control: the clipboard write is the one side effect, supplied here in the view.
const copyMachine = copyControlMachine.provide({
  actions: {
    copyText: (_, { text }) => {
      void navigator.clipboard?.writeText(text).catch(() => undefined);
    },
  },
});

interface CopyButtonProps {
  text: string;
  /** The accessible name: what is copied. */
  label: string;
  children: ReactNode;
  className?: string;
  statusClassName?: string;
}

/** spec 4: on click or Enter, copies the text and shows 'Copied' for 1500 ms (announced politely). */
export function CopyButton({ text, label, children, className, statusClassName }: CopyButtonProps) {
  const [snapshot, send] = useMachine(copyMachine, { input: { text } });
  const tooltip = copyTooltip(snapshot);
  return (
    <>
      <button type="button" className={className} onClick={() => send({ type: 'copy.activate' })} aria-label={label} data-copy-control="">
        {children}
      </button>
      <span role="status" className={statusClassName}>
        {tooltip}
      </span>
    </>
  );
}
