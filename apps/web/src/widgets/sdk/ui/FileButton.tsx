import { type ReactNode, useRef } from 'react';
import './widget-ui.css';

/**
 * A button that opens the file chooser (the input itself stays hidden from sight and from the tab
 * order) and hands over the one chosen file; the same file can be chosen again right after.
 */
export function FileButton({
  accept,
  onFile,
  children,
  secondary = false,
  testId,
}: {
  accept: string;
  onFile: (file: File) => void;
  children: ReactNode;
  secondary?: boolean;
  /** `data-testid` of the hidden input (browser tests set files on it). */
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className={secondary ? 'w-btn w-btn--secondary' : 'w-btn'}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
    </>
  );
}
