import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { MAX_MAINTENANCE_PHOTOS } from '@shared/maintenance';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { choosePhotos, PHOTO_ACCEPT } from '../maintenance-form';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const storedText = (count: number) =>
  count === 1 ? m.portal_photos_stored_one({ count }) : m.portal_photos_stored_many({ count });

/** Up to MAX_MAINTENANCE_PHOTOS photos in all, picked here and sent after the request is saved. */
export function PhotoPicker({
  photos,
  stored,
  disabled,
  onChange,
}: {
  photos: File[];
  /** Photos the request already has (Update). */
  stored: number;
  disabled: boolean;
  onChange: (photos: File[]) => void;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  // A new key empties the input, so choosing the same file again still fires a change.
  const [inputKey, setInputKey] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The Remove button goes with its photo: focus moves to the picker (or what is left of the list).
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed > 0) (inputRef.current ?? listRef.current)?.focus();
  }, [removed]);
  const room = Math.max(0, MAX_MAINTENANCE_PHOTOS - stored);
  const left = room - photos.length;
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {m.portal_photos_label()}
        <span className="font-normal text-slate-600"> {m.portal_optional()}</span>
      </Label>
      <p id={hintId} className="text-sm text-slate-600">
        {stored > 0 && `${storedText(stored)} `}
        {room === 0
          ? m.portal_photos_full({ max: MAX_MAINTENANCE_PHOTOS })
          : m.portal_photos_room({ count: left })}
      </p>
      {left > 0 && (
        <div className="flex items-center gap-2">
          <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <input
            key={inputKey}
            ref={inputRef}
            id={id}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            disabled={disabled}
            aria-describedby={`${hintId}${problems.length > 0 ? ` ${problemsId}` : ''}`}
            aria-invalid={problems.length > 0 ? true : undefined}
            className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900"
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              const result = choosePhotos(photos, chosen, stored);
              setProblems(result.problems);
              onChange(result.accepted);
              setInputKey((key) => key + 1);
            }}
          />
        </div>
      )}
      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="space-y-1 text-sm font-medium text-red-700">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {photos.length > 0 && (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={m.portal_photos_to_upload()}
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {photos.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-all text-slate-900">
                {file.name} <span className="text-slate-600">({sizeText(file.size)})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => {
                  setProblems([]);
                  onChange(photos.filter((_, i) => i !== index));
                  setRemoved((count) => count + 1);
                }}
              >
                <X aria-hidden="true" />
                {m.portal_remove()}
                <span className="sr-only"> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
