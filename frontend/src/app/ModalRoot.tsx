import { lazy, Suspense } from 'react';
import { selectModal } from './state/uiSlice';
import { useAppSelector } from './state/hooks';

const loadModalHost = () => import('./ModalHost');
const ModalHost = lazy(loadModalHost);

/** Fetch the modal code ahead of the first click (main.tsx), so the click opens it at once. */
export function preloadModals() {
  void loadModalHost();
}

export function ModalRoot() {
  const modal = useAppSelector(selectModal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost modal={modal} />
    </Suspense>
  );
}
