import { useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PhotoIcon } from '../../components/icons';
import type { GalleryImage } from './galleryImage';
import { PhotoViewer } from './PhotoViewer';
import './Gallery.css';

export type { GalleryImage } from './galleryImage';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Photos of one product, the preview first; arrows (and the arrow keys) wrap around. */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const ordered = [...images].sort((a, b) => Number(b.preview) - Number(a.preview));
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = ordered.length;
  const current = ordered[Math.min(index, count - 1)];

  useEffect(() => {
    if (count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count]);

  if (!current) {
    return (
      <section className="gallery" aria-label={`Photos of ${title}`}>
        <div className="gallery__stage gallery__stage--empty">
          <PhotoIcon size={48} />
          <p>No photos yet</p>
        </div>
      </section>
    );
  }

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const position = `Image ${index + 1} of ${count}`;

  return (
    <section className="gallery" aria-label={`Photos of ${title}`} aria-roledescription="carousel">
      {count > 1 && (
        <ul className="gallery__thumbs">
          {ordered.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={image.url_small ?? image.url} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="gallery__stage">
        <button
          type="button"
          className="gallery__open"
          aria-label="View full size"
          aria-haspopup="dialog"
          onClick={() => setViewing(true)}
        >
          <img
            key={current.id}
            src={current.url_medium ?? current.url}
            srcSet={
              current.url_small && current.url_medium
                ? `${current.url_small} 400w, ${current.url_medium} 800w, ${current.url} 1600w`
                : undefined
            }
            sizes="(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw"
            width={800}
            height={800}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            alt={count > 1 ? `${title}, ${position.toLowerCase()}` : title}
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label="Previous image"
              onClick={() => step(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label="Next image"
              onClick={() => step(1)}
            >
              <ChevronRightIcon />
            </button>
            <p className="visually-hidden" aria-live="polite">
              {position}
            </p>
          </>
        )}
      </div>
      {viewing && (
        <PhotoViewer
          images={ordered}
          start={index}
          title={title}
          onClose={(at) => {
            setIndex(at);
            setViewing(false);
          }}
        />
      )}
    </section>
  );
}
