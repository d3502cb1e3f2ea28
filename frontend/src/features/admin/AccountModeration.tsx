import { ADMIN_MESSAGES } from '@handmade/common';
import { lazy, Suspense, useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import type { ApiError } from '../../lib/api';
import type { ModeratedUser } from '../../lib/types';
import { moderateUser } from './adminApi';

const ReasonDialog = lazy(() => import('./ReasonDialog'));

type Action = 'suspend' | 'reinstate';

export type AccountState = Pick<ModeratedUser, 'suspended' | 'suspended_reason'>;

interface AccountModerationProps {
  account: { id: number; username: string };
  suspended: boolean;
  /** What the buttons call it: "Suspend shop" on the shop page, "Suspend account" in the console. */
  noun: 'shop' | 'account';
  /** What the server now says of the account: its answer, or a refusal that tells ("already suspended"). */
  onModerated: (state: AccountState) => void;
}

/**
 * Suspend, or reinstate once suspended: the button, and the dialog that asks why first. The shop page and the
 * account's page in the console both offer it.
 */
export function AccountModeration({ account, suspended, noun, onModerated }: AccountModerationProps) {
  const dispatch = useAppDispatch();
  const [action, setAction] = useState<Action | null>(null);

  async function confirm(chosen: Action, reason: string): Promise<ApiError | null> {
    const result = await dispatch(moderateUser({ userId: account.id, action: chosen, reason }));
    if (moderateUser.rejected.match(result)) {
      const error = result.payload;
      if (error?.message === ADMIN_MESSAGES.alreadySuspended)
        onModerated({ suspended: true, suspended_reason: null });
      if (error?.message === ADMIN_MESSAGES.notSuspended)
        onModerated({ suspended: false, suspended_reason: null });
      return error ?? { status: 0, message: 'That did not work. Please try again.', errors: {} };
    }
    onModerated(result.payload);
    setAction(null);
    dispatch(
      bannerShown(
        result.payload.suspended ? `${account.username} is suspended.` : `${account.username} is reinstated.`,
      ),
    );
    return null;
  }

  const next: Action = suspended ? 'reinstate' : 'suspend';
  const words = (chosen: Action) => `${chosen === 'suspend' ? 'Suspend' : 'Reinstate'} ${noun}`;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAction(next)}>
        {words(next)}
      </button>
      {action && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={`${action === 'suspend' ? 'Suspend' : 'Reinstate'} ${account.username}?`}
            confirm={words(action)}
            onConfirm={(reason) => confirm(action, reason)}
            onClose={() => setAction(null)}
          >
            {action === 'suspend' ? (
              <p>
                They are signed out everywhere and cannot sign in, their listings are hidden and their inbox
                closes. Reinstating undoes exactly that.
              </p>
            ) : (
              <p>They can sign in again, and the listings hidden with the account show again.</p>
            )}
          </ReasonDialog>
        </Suspense>
      )}
    </>
  );
}
