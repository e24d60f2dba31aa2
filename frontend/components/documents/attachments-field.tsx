import { useId } from 'react';
import { FIELD_LABEL } from '@/components/ui/form-fields';
import { ATTACHMENT_TYPES, ATTACHMENTS_MAX, ATTACHMENTS_MAX_BYTES } from '@shared/forms/documents';

const ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

export const fileSize = (bytes: number) =>
  bytes < 1000 ? `${bytes} bytes` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/**
 * Whether the chosen files may be sent: what the server would refuse is said under the field before
 * the upload starts (the server checks again).
 */
export function attachmentsFit(form: {
  data: { attachments: File[] };
  setError: (field: 'attachments', message: string) => void;
}): boolean {
  const problem = attachmentsProblem(form.data.attachments);
  if (problem) form.setError('attachments', problem);
  return problem === null;
}

function attachmentsProblem(files: File[]): string | null {
  if (files.length > ATTACHMENTS_MAX) return `Attach at most ${ATTACHMENTS_MAX} files to a version.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > ATTACHMENTS_MAX_BYTES
    ? `Attachments can be ${ATTACHMENTS_MAX_BYTES / 1000} KB together: link larger files from the text instead.`
    : null;
}

/** Files published with a version: chosen from disk, listed with their sizes. */
export function AttachmentsField({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={FIELD_LABEL}>
        Attachments (optional)
      </label>
      <p id={`${id}-hint`} className="text-sm text-crmgray-600 dark:text-zinc-400">
        Up to {ATTACHMENTS_MAX} files, {ATTACHMENTS_MAX_BYTES / 1000} KB together:{' '}
        {Object.keys(ATTACHMENT_TYPES).join(', ')}.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange([...(event.target.files ?? [])])}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-crmblue-50 file:px-3 file:py-2 file:text-crmblue-800"
      />
      {files.length > 0 && (
        <ul className="text-sm text-crmgray-700 dark:text-zinc-300">
          {files.map((file) => (
            <li key={file.name}>
              {file.name} · {fileSize(file.size)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
