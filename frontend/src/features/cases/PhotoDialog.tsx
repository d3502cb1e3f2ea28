import { Modal } from '../../components/Modal';
import type { CaseMessage } from '../../lib/types';

interface PhotoDialogProps {
  photo: NonNullable<CaseMessage['photo']>;
  /** "Photo from claymaker": the dialog's title and the picture's description. */
  title: string;
  onClose: () => void;
}

/** A message's photo at the size the page can show, with a way to the file itself. */
export function PhotoDialog({ photo, title, onClose }: PhotoDialogProps) {
  return (
    <Modal title={title} onClose={onClose} wide>
      <img className="case-photo__large" src={photo.url} alt={title} />
      <p className="case-photo__open">
        <a href={photo.url} target="_blank" rel="noopener noreferrer">
          Open the photo in a new tab
        </a>
      </p>
    </Modal>
  );
}
