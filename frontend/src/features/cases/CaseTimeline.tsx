import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { CASE_ROLE_WORDS } from '../../lib/cases';
import type { Case, CaseEvent, CaseMessage, CaseRole } from '../../lib/types';
import { caseTimeline } from './caseTimeline';
import { eventWords } from './caseText';
import { PhotoDialog } from './PhotoDialog';
import './CaseTimeline.css';

interface Shown {
  photo: NonNullable<CaseMessage['photo']>;
  title: string;
}

function EventItem({ kase, event, viewer }: { kase: Case; event: CaseEvent; viewer: CaseRole }) {
  return (
    <li className={`case-timeline__event case-timeline__event--${event.kind}`}>
      <p className="case-timeline__what">
        <strong>{eventWords(kase, event, viewer)}</strong>{' '}
        <time className="muted" dateTime={event.at}>
          {formatDateTime(event.at)}
        </time>
      </p>
      {event.note && <p className="case-timeline__note">{event.note}</p>}
    </li>
  );
}

interface MessageItemProps {
  message: CaseMessage;
  mine: boolean;
  onPhoto: (shown: Shown) => void;
}

function MessageItem({ message, mine, onPhoto }: MessageItemProps) {
  const name = mine ? 'You' : message.author.username;
  const photoTitle = `Photo from ${mine ? 'you' : name}`;
  const classes = ['case-timeline__message', `case-timeline__message--${message.role}`];
  if (mine) classes.push('case-timeline__message--mine');
  return (
    <li className={classes.join(' ')}>
      <p className="case-timeline__meta">
        <span className="case-timeline__author">{name}</span>{' '}
        <span className="case-timeline__role">{CASE_ROLE_WORDS[message.role]}</span>{' '}
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </p>
      {message.body && <p className="case-timeline__body">{message.body}</p>}
      {message.photo && (
        <button
          type="button"
          className="case-timeline__photo"
          aria-label={`${photoTitle}: show it larger`}
          onClick={() => message.photo && onPhoto({ photo: message.photo, title: photoTitle })}
        >
          <img
            src={message.photo.url_small}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
          />
        </button>
      )}
    </li>
  );
}

interface CaseTimelineProps {
  kase: Case;
  viewer: CaseRole;
  viewerId: number;
}

/** Everything that happened in the case, oldest first: its steps, and the messages with their photos. */
export function CaseTimeline({ kase, viewer, viewerId }: CaseTimelineProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  return (
    <>
      <ol className="case-timeline" aria-label="What happened">
        {caseTimeline(kase).map((entry) =>
          entry.kind === 'event' ? (
            <EventItem key={`event-${entry.event.kind}`} kase={kase} event={entry.event} viewer={viewer} />
          ) : (
            <MessageItem
              key={`message-${entry.message.id}`}
              message={entry.message}
              mine={entry.message.author.id === viewerId}
              onPhoto={setShown}
            />
          ),
        )}
      </ol>
      {shown && <PhotoDialog photo={shown.photo} title={shown.title} onClose={() => setShown(null)} />}
    </>
  );
}
