import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../components/icons';
import type { GalleryImage } from './galleryImage';
import './PhotoViewer.css';

const ZOOMS = [1, 2, 3, 4];
/** Pointer travel under which a press counts as a click (zoom), not a drag (pan). */
const DRAG_THRESHOLD_PX = 6;

interface View {
  zoom: number;
  x: number;
  y: number;
}

const FIT: View = { zoom: 1, x: 0, y: 0 };

/** Keeps the zoomed photo covering the stage: it can be moved no further than its overhang. */
function clamp(view: View, stage: DOMRect | undefined): View {
  if (!stage) return view;
  const maxX = ((view.zoom - 1) * stage.width) / 2;
  const maxY = ((view.zoom - 1) * stage.height) / 2;
  return {
    zoom: view.zoom,
    x: Math.max(-maxX, Math.min(maxX, view.x)),
    y: Math.max(-maxY, Math.min(maxY, view.y)),
  };
}

/** The view at another zoom, keeping the point (relative to the stage's centre) under the pointer still. */
function zoomAt(view: View, zoom: number, point = { x: 0, y: 0 }): View {
  const ratio = zoom / view.zoom;
  return { zoom, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

interface PhotoViewerProps {
  images: GalleryImage[];
  start: number;
  title: string;
  onClose: (index: number) => void;
}

/**
 * The product's photos at full size (the ~1600 px variant) in a dialog: click or + and - to zoom, drag to
 * move a zoomed photo (mouse or touch), arrows between photos, Escape closes and focus returns to the opener.
 */
export function PhotoViewer({ images, start, title, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(FIT);
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; from: View; moved: boolean } | null>(null);
  const count = images.length;
  const image = images[index]!;
  const stage = () => stageRef.current?.getBoundingClientRect();

  const show = (next: number) => {
    setIndex((next + count) % count);
    setView(FIT);
  };
  const zoomBy = (step: number, point?: { x: number; y: number }) =>
    setView((current) => {
      const level = ZOOMS.indexOf(current.zoom);
      const zoom = ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, level + step))]!;
      return zoom === 1 ? FIT : clamp(zoomAt(current, zoom, point), stage());
    });

  const latest = useRef({ index, onClose, show, zoomBy });
  useLayoutEffect(() => {
    latest.current = { index, onClose, show, zoomBy };
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog) return;
      const { index: at, onClose: close, show: go, zoomBy: zoom } = latest.current;
      if (event.key === 'Escape') close(at);
      else if (event.key === '+' || event.key === '=') zoom(1);
      else if (event.key === '-' || event.key === '_') zoom(-1);
      else if (event.key === 'ArrowLeft' && count > 1) go(at - 1);
      else if (event.key === 'ArrowRight' && count > 1) go(at + 1);
      else if (event.key === 'Tab') {
        const items = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !dialog.contains(active))) last?.focus();
        else if (!event.shiftKey && (active === last || !dialog.contains(active))) first?.focus();
        else return;
      } else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, from: view, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    if (current.from.zoom > 1)
      setView(clamp({ ...current.from, x: current.from.x + dx, y: current.from.y + dy }, stage()));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    drag.current = null;
    if (!current || current.id !== event.pointerId || current.moved) return;
    // A click zooms in towards the point clicked; at the closest zoom it fits the photo again.
    const box = stage();
    if (view.zoom === ZOOMS[ZOOMS.length - 1] || !box) return setView(FIT);
    zoomBy(1, { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 });
  }

  const position = `Image ${index + 1} of ${count}`;
  const zoomed = view.zoom > 1;

  return createPortal(
    <div
      ref={dialogRef}
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: full-size photos`}
    >
      <div className="photo-viewer__bar">
        <p className="photo-viewer__position" aria-live="polite">
          {count > 1 ? position : title}
          {zoomed && <span className="photo-viewer__zoom"> · {view.zoom * 100}%</span>}
        </p>
        <div className="photo-viewer__tools">
          <button
            type="button"
            className="photo-viewer__button"
            aria-label="Zoom out"
            disabled={!zoomed}
            onClick={() => zoomBy(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="photo-viewer__button"
            aria-label="Zoom in"
            disabled={view.zoom === ZOOMS[ZOOMS.length - 1]}
            onClick={() => zoomBy(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="photo-viewer__button"
            aria-label="Close full-size view"
            data-autofocus
            onClick={() => onClose(index)}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className={zoomed ? 'photo-viewer__stage photo-viewer__stage--zoomed' : 'photo-viewer__stage'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          key={image.id}
          src={image.url}
          alt={count > 1 ? `${title}, ${position.toLowerCase()}` : title}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__arrow photo-viewer__arrow--prev"
            aria-label="Previous image"
            onClick={() => show(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__arrow photo-viewer__arrow--next"
            aria-label="Next image"
            onClick={() => show(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
