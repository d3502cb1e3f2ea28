import type { Knex } from 'knex';

/** The longest message a user may send (the API says so too). */
const BODY_MAX = 2000;

/**
 * Conversations between two users, optionally about a product; their messages; a read marker per
 * participant. The pair is stored in id order (user_low < user_high), so "A writes to B" and "B writes to
 * A" meet in one row and a conversation with oneself cannot exist. See docs/conversations.md.
 */
export async function up(knex: Knex): Promise<void> {
  // product_id has no foreign key on purpose: deleting a listing must not erase what its buyer and seller
  // said about it, nor collide with the pair's other conversations; a vanished product reads as null.
  await knex.raw(`
    CREATE TABLE conversations (
      id serial PRIMARY KEY,
      user_low integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      user_high integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id integer,
      last_message_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT conversations_distinct_participants CHECK (user_low < user_high)
    )`);
  await knex.raw(`
    CREATE UNIQUE INDEX conversations_pair_product
      ON conversations (user_low, user_high, product_id) NULLS NOT DISTINCT`);
  // The inbox: a user's conversations, latest message first, from either side of the pair.
  await knex.raw('CREATE INDEX conversations_low_inbox ON conversations (user_low, last_message_id DESC)');
  await knex.raw('CREATE INDEX conversations_high_inbox ON conversations (user_high, last_message_id DESC)');

  await knex.raw(`
    CREATE TABLE messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT messages_body_length CHECK (char_length(body) BETWEEN 1 AND ${BODY_MAX}),
      CONSTRAINT messages_body_not_blank CHECK (body ~ '\\S')
    )`);
  // The thread, newest first, in keyset pages.
  await knex.raw('CREATE INDEX messages_thread ON messages (conversation_id, id)');
  // Unread counts: a recipient's messages in a conversation after their read marker.
  await knex.raw('CREATE INDEX messages_unread ON messages (recipient_id, conversation_id, id)');
  await knex.raw(`
    ALTER TABLE conversations ADD CONSTRAINT conversations_last_message
      FOREIGN KEY (last_message_id) REFERENCES messages (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED`);

  await knex.raw(`
    CREATE TABLE conversation_reads (
      conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      last_read_message_id bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (conversation_id, user_id)
    )`);
  await knex.raw(PARTICIPANTS_TRIGGERS);
}

// A message goes between the conversation's two participants, one to the other, and moves the
// conversation up its participants' inboxes. A read marker belongs to a participant.
const PARTICIPANTS_TRIGGERS = `
CREATE FUNCTION messages_between_participants() RETURNS trigger AS $$
DECLARE
  c conversations%ROWTYPE;
BEGIN
  SELECT * INTO c FROM conversations WHERE id = NEW.conversation_id FOR UPDATE;
  IF NOT ((NEW.sender_id = c.user_low AND NEW.recipient_id = c.user_high)
       OR (NEW.sender_id = c.user_high AND NEW.recipient_id = c.user_low)) THEN
    RAISE EXCEPTION 'a message goes from one participant of its conversation to the other'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_between_participants';
  END IF;
  -- Two senders may commit out of id order: the conversation keeps the highest id.
  UPDATE conversations
  SET last_message_id = GREATEST(last_message_id, NEW.id), updated_at = GREATEST(updated_at, NEW.created_at)
  WHERE id = NEW.conversation_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER messages_between_participants BEFORE INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_between_participants();

CREATE FUNCTION conversation_reads_by_participant() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM conversations
                 WHERE id = NEW.conversation_id AND NEW.user_id IN (user_low, user_high)) THEN
    RAISE EXCEPTION 'a read marker belongs to a participant of its conversation'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'conversation_reads_by_participant';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER conversation_reads_by_participant BEFORE INSERT OR UPDATE ON conversation_reads
  FOR EACH ROW EXECUTE FUNCTION conversation_reads_by_participant();
`;

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS conversation_reads');
  await knex.raw('ALTER TABLE IF EXISTS conversations DROP CONSTRAINT IF EXISTS conversations_last_message');
  await knex.raw('DROP TABLE IF EXISTS messages');
  await knex.raw('DROP TABLE IF EXISTS conversations');
  await knex.raw('DROP FUNCTION IF EXISTS messages_between_participants()');
  await knex.raw('DROP FUNCTION IF EXISTS conversation_reads_by_participant()');
}
