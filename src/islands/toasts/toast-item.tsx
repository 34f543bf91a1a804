import { useSetAtom } from 'jotai';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { cn } from '../../lib/cn';
import { messages } from '../../lib/messages';
import { dismissToastAtom, type Toast, type ToastColor } from '../../state/toasts';
import { returnFocus } from './focus-return';

/** Dragged further than this, a toast is dismissed. */
const SWIPE_THRESHOLD_PX = 50;

const ACCENTS: Record<ToastColor, string> = {
  primary: 'border-l-primary-600',
  success: 'border-l-emerald-600',
  warning: 'border-l-amber-500',
  error: 'border-l-red-600',
  neutral: 'border-l-neutral-400',
};

/**
 * When the toast holding focus goes, closed from the keyboard, focus moves to
 * another open toast (its button, or the region); with none left, out of the
 * empty region to where F8 came from. Closed by a click or tap, focus leaves
 * the toasts: kept there it would pause the others for as long as it stayed.
 */
const moveFocusOn = (item: HTMLElement, byKeyboard: boolean) => {
  if (!item.contains(document.activeElement)) return;
  if (!byKeyboard) {
    (document.activeElement as HTMLElement).blur();
    return;
  }
  const region = item.closest<HTMLElement>('section');
  const other = [...(region?.querySelectorAll<HTMLElement>('li[data-state="open"]') ?? [])].find((toast) => toast !== item);
  if (other) (other.querySelector<HTMLElement>('button') ?? region)?.focus();
  else returnFocus();
};

type ToastItemProps = { toast: Toast; paused: boolean; icon?: ReactNode; closeIcon: ReactNode };

/** One toast: closes itself after its duration (paused while the region is hovered or focused), or by swipe. */
export function ToastItem({ toast, paused, icon, closeIcon }: ToastItemProps) {
  const dismiss = useSetAtom(dismissToastAtom);
  const remaining = useRef(toast.duration);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);

  useEffect(() => {
    if (!toast.open || paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [toast.open, toast.id, toast.duration, paused, dismiss]);

  const item = useRef<HTMLLIElement>(null);
  const close = (byKeyboard: boolean) => {
    if (item.current) moveFocusOn(item.current, byKeyboard);
    dismiss(toast.id);
  };
  // A button pressed with Enter or Space clicks with no count (detail 0); a pointer's click counts 1 or more.
  const closeOnClick = (event: MouseEvent) => close(event.detail === 0);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // This toast's Escape; the region's own Escape (back to where F8 came from) must not run too.
    event.stopPropagation();
    close(true);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragStart.current !== null) setDragX(event.clientX - dragStart.current);
  };
  const onPointerUp = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (Math.abs(dragX) > SWIPE_THRESHOLD_PX) dismiss(toast.id);
    else setDragX(0);
  };

  return (
    <li
      ref={item}
      onKeyDown={onKeyDown}
      aria-atomic="true"
      data-state={toast.open ? 'open' : 'closed'}
      data-toast-id={toast.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={{ transform: dragX ? `translateX(${dragX}px)` : undefined }}
      className={cn(
        'pointer-events-auto flex w-full touch-pan-y gap-3 rounded-xl border border-l-4 border-line bg-surface p-4 shadow-lg select-none short:p-3',
        'transition-[opacity,transform] duration-200 starting:opacity-0 motion-safe:starting:translate-y-2',
        !toast.open && 'opacity-0 motion-safe:translate-x-4',
        ACCENTS[toast.color],
      )}
    >
      {icon && <span className="mt-0.5 shrink-0 text-accent">{icon}</span>}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm text-ink-muted">{toast.description}</p>}
        {toast.actions.length > 0 && (
          <div className="mt-3 flex gap-2">
            {toast.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={(event) => {
                  action.onClick();
                  closeOnClick(event);
                }}
                className="rounded-md bg-accent-solid px-3 py-1.5 text-sm font-medium text-on-accent"
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {toast.close && (
        <button
          type="button"
          onClick={closeOnClick}
          aria-label={messages.close}
          className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-raised hover:text-ink"
        >
          {closeIcon}
        </button>
      )}
    </li>
  );
}
