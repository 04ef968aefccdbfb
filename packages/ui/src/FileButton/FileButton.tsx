/**
 * A button that chooses one file (a spreadsheet to upload, a document to read): the system's file
 * chooser opens on click, Enter or Space, and `onFile` gets the chosen file. The chooser's input
 * is hidden and emptied after each choice, so the same file can be chosen again. For attachment
 * groups (several files, sizes, resumable uploads) use `FileLoader`.
 */
import { useRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface FileButtonProps extends Omit<ButtonProps, 'onClick' | 'type'> {
  /** The file types offered (the input's `accept`: `.xlsx,.xls,.csv`). */
  accept?: string;
  /** Called with the chosen file; may return a promise (the button shows it loading until it settles). */
  onFile: (file: File) => void | Promise<void>;
}

export function FileButton({ accept, onFile, children, variant = 'secondary', ...rest }: FileButtonProps) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <Button {...rest} variant={variant} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        {...(accept ? { accept } : {})}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void onFile(file);
        }}
      />
    </>
  );
}
