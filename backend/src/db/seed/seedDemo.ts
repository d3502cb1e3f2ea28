import bcrypt from 'bcryptjs';
import type { Db } from '../knex';
import type { Storage } from '../../storage';

export const DEMO_USER = { email: 'demo@handmade.market', password: 'handmade-demo' };

export async function seedDemo(db: Db, _storage: Storage): Promise<void> {
  await db.transaction(async (trx) => {
    const [user] = await trx('users')
      .insert({
        username: 'demo',
        email: DEMO_USER.email,
        first_name: 'Demo',
        last_name: 'User',
        password_hash: await bcrypt.hash(DEMO_USER.password, 10),
      })
      .returning('id');
    await trx('carts').insert({ user_id: user.id });
  });
}
