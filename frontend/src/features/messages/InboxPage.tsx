import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { Avatar } from '../../components/Avatar';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import type { Conversation } from '../../lib/types';
import { loadInbox } from './messagesApi';
import { selectConversations, selectInbox } from './messagesSlice';
import './Messages.css';

function ConversationItem({ conversation, userId }: { conversation: Conversation; userId?: number }) {
  const { other, product, last_message: last, unread } = conversation;
  const name = `${other.first_name} ${other.last_name}`;
  return (
    <li className={`inbox__item${unread > 0 ? ' inbox__item--unread' : ''}`}>
      <Avatar user={other} />
      <div className="inbox__text">
        <p className="inbox__who">
          <Link
            to={paths.thread.href(conversation.id)}
            className="inbox__link"
            aria-label={unread > 0 ? `${name}, ${unread} unread` : undefined}
          >
            {name}
          </Link>
          <time dateTime={last.created_at}>{formatDateTime(last.created_at)}</time>
        </p>
        {product && <p className="inbox__about">About {product.title}</p>}
        <p className="inbox__preview">
          {last.sender_id === userId && <span className="muted">You: </span>}
          {last.body}
        </p>
      </div>
      {unread > 0 && (
        <span className="inbox__badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </li>
  );
}

/** The signed-in user's conversations, latest message first, unread ones marked. */
export default function InboxPage() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectCurrentUser)?.id;
  const inbox = useAppSelector(selectInbox);
  const conversations = useAppSelector(selectConversations);

  // Read on arrival, and again when a message from a conversation the list lacks was heard.
  useEffect(() => {
    if (inbox.status === 'idle') void dispatch(loadInbox(undefined));
  }, [dispatch, inbox.status]);

  let content;
  if (inbox.status === 'failed' && conversations.length === 0)
    content = <p className="form-error">{inbox.error?.message}</p>;
  else if (inbox.status !== 'succeeded' && conversations.length === 0) content = <Spinner />;
  else if (conversations.length === 0)
    content = (
      <div className="empty-state">
        <p className="grid-message">
          No messages yet. Ask a maker about a piece with “Message the seller” on its page.
        </p>
        <Link to={paths.products.href()} className="button button--primary">
          Discover products
        </Link>
      </div>
    );
  else
    content = (
      <>
        <ul className="inbox" aria-label="Conversations">
          {conversations.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} userId={userId} />
          ))}
        </ul>
        {inbox.next && (
          <button
            type="button"
            className="button button--secondary inbox__more"
            disabled={inbox.status === 'pending'}
            onClick={() => void dispatch(loadInbox(inbox.next ?? undefined))}
          >
            Show older conversations
          </button>
        )}
      </>
    );

  return (
    <div className="page messages-page">
      <title>Messages | Handmade Market</title>
      <h1>Messages</h1>
      {content}
    </div>
  );
}
