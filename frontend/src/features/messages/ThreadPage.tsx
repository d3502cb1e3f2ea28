import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import type { Conversation, Message } from '../../lib/types';
import { Composer } from './Composer';
import { loadInbox, loadThread, markRead, sendMessage } from './messagesApi';
import { selectConversation, selectInbox, selectThreadMessages, selectThreadState } from './messagesSlice';
import { QuoteCard } from './QuoteCard';
import { QuoteFormModal } from './QuoteFormModal';
import './Messages.css';
import './Quotes.css';

interface MessageItemProps {
  message: Message;
  mine: boolean;
  otherName: string;
  report?: ReportMessage | undefined;
}

/** A way to report a message from the other participant (the app puts "Report" there). */
type ReportMessage = (message: Message, senderName: string) => ReactNode;

/** A message as its sender wrote it; one carrying a quote shows the quote instead of its one-line summary. */
function MessageItem({ message, mine, otherName, report }: MessageItemProps) {
  const { quote } = message;
  const classes = ['thread__message', mine && 'thread__message--mine', quote && 'thread__message--quote'];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <p className="thread__meta">
        <span className="thread__sender">{mine ? 'You' : otherName}</span>{' '}
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        {report && !mine && <span className="thread__report">{report(message, otherName)}</span>}
      </p>
      {quote ? (
        <QuoteCard
          quote={quote}
          messageId={message.id}
          viewer={mine ? 'seller' : 'buyer'}
          buyerName={otherName}
        />
      ) : (
        <p className="thread__body">{message.body}</p>
      )}
    </li>
  );
}

/**
 * Who may offer a custom order: in a conversation about a listing, its seller; in one started from a shop
 * (or whose listing is gone), either participant.
 */
function maySendQuote(conversation: Conversation | undefined, userId: number | undefined): boolean {
  if (!conversation || userId === undefined) return false;
  return conversation.product === null || conversation.product.seller_id === userId;
}

function ThreadHead({
  conversation,
  onQuote,
}: {
  conversation: Conversation | undefined;
  onQuote?: () => void;
}) {
  if (!conversation) return <h1>Conversation</h1>;
  const { other, product } = conversation;
  return (
    <header className="thread__head">
      <div>
        <h1>
          <Link to={paths.shop.href(other.id)}>{`${other.first_name} ${other.last_name}`}</Link>
        </h1>
        {product && (
          <p className="thread__about">
            About <Link to={paths.product.href(product.id)}>{product.title}</Link>
          </p>
        )}
      </div>
      {onQuote && (
        <button type="button" className="button button--secondary" onClick={onQuote}>
          Send a quote
        </button>
      )}
    </header>
  );
}

/**
 * One conversation: its messages oldest to newest, older pages on demand, and a box to answer. Messages
 * heard live appear at once, are announced politely to screen readers, and are marked read while the
 * thread is open.
 */
export default function ThreadPage({ report }: { report?: ReportMessage } = {}) {
  const dispatch = useAppDispatch();
  const conversationId = Number(useParams().conversationId);
  const userId = useAppSelector(selectCurrentUser)?.id;
  const conversation = useAppSelector((state) => selectConversation(state, conversationId));
  const inbox = useAppSelector(selectInbox);
  const thread = useAppSelector((state) => selectThreadState(state, conversationId));
  const messages = useAppSelector((state) => selectThreadMessages(state, conversationId));
  const [announcement, setAnnouncement] = useState('');
  const [quoting, setQuoting] = useState(false);
  const newestSeen = useRef<number | null>(null);
  const otherName = conversation ? conversation.other.first_name : 'Them';
  const newest = messages[messages.length - 1];

  useEffect(() => {
    if (!Number.isInteger(conversationId)) return;
    newestSeen.current = null;
    void dispatch(loadThread({ conversationId }));
  }, [dispatch, conversationId]);

  // The heading needs the other participant and the product, which the inbox holds.
  useEffect(() => {
    if (inbox.status === 'idle') void dispatch(loadInbox(undefined));
  }, [dispatch, inbox.status]);

  // Each message from the other participant arriving while the thread is open is announced and read.
  useEffect(() => {
    if (thread.status !== 'succeeded' || !newest) return;
    const previous = newestSeen.current;
    newestSeen.current = newest.id;
    if (newest.sender_id === userId) return;
    if (previous !== null && newest.id > previous) {
      setAnnouncement(`New message from ${otherName}: ${newest.body}`);
    }
    if (previous === null || newest.id > previous) void dispatch(markRead(conversationId));
  }, [dispatch, conversationId, newest, otherName, thread.status, userId]);

  async function send(body: string): Promise<string | null> {
    const result = await dispatch(sendMessage({ conversationId, body }));
    if (sendMessage.rejected.match(result)) {
      return result.payload?.errors.body ?? result.payload?.message ?? 'Your message could not be sent.';
    }
    return null;
  }

  if (thread.status === 'failed') {
    return (
      <div className="page messages-page">
        <title>Conversation not found | Handmade Market</title>
        <h1>{thread.error?.message}</h1>
        <Link to={paths.messages.href()} className="button button--secondary">
          Back to your messages
        </Link>
      </div>
    );
  }

  const title = conversation
    ? `${conversation.other.first_name} ${conversation.other.last_name}`
    : 'Conversation';
  return (
    <div className="page messages-page thread">
      <title>{`${title} | Messages | Handmade Market`}</title>
      <Link to={paths.messages.href()} className="thread__back">
        ← All messages
      </Link>
      <ThreadHead
        conversation={conversation}
        onQuote={maySendQuote(conversation, userId) ? () => setQuoting(true) : undefined}
      />
      {thread.next && (
        <button
          type="button"
          className="button button--secondary thread__older"
          disabled={thread.status === 'pending'}
          onClick={() => void dispatch(loadThread({ conversationId, next: thread.next ?? undefined }))}
        >
          Show older messages
        </button>
      )}
      {thread.status !== 'succeeded' && messages.length === 0 ? (
        <Spinner />
      ) : (
        <ol className="thread__messages" aria-label="Messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.sender_id === userId}
              otherName={otherName}
              report={report}
            />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <Composer label={`Reply to ${otherName}`} onSend={send} />
      {quoting && (
        <QuoteFormModal
          conversationId={conversationId}
          buyerName={otherName}
          onClose={() => setQuoting(false)}
        />
      )}
    </div>
  );
}
