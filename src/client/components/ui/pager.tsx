import { Button } from './button';
import { m } from '@shared/i18n/messages';

/** "Showing 21–40 of 57 users" with Previous and Next for an offset-paged list (X-Total-Count). */
export function Pager({
  label,
  noun,
  offset,
  pageSize,
  shown,
  total,
  onOffsetChange,
}: {
  /** The navigation landmark's name, e.g. 'User list pages'. */
  label: string;
  /** What a row is called, one and many: ['user', 'users']. */
  noun: readonly [string, string];
  offset: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + shown, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {m.ui_pager_showing({ first, last, total, noun: total === 1 ? noun[0] : noun[1] })}
      </p>
      {total > pageSize && (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
          >
            {m.ui_pager_previous()}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + pageSize >= total}
            onClick={() => onOffsetChange(offset + pageSize)}
          >
            {m.ui_pager_next()}
          </Button>
        </div>
      )}
    </nav>
  );
}
