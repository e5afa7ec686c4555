import { forwardRef } from 'react';

interface Props {
  label: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: FileList | null) => void;
  testId: string;
}

/**
 * A button-looking file chooser: the browser's own input prints its labels in the browser's
 * language ('Choose File'), so it is hidden behind a label with our Russian text.
 */
export const FilePickButton = forwardRef<HTMLInputElement, Props>(function FilePickButton({ label, accept, multiple, onFiles, testId }, ref) {
  return (
    <label className="ui-btn ui-btn--secondary fs-filepick">
      {label}
      <input ref={ref} type="file" accept={accept} multiple={multiple} onChange={(e) => onFiles(e.target.files)} data-testid={testId} />
    </label>
  );
});
